"""Crash Line scoring: a machine scores its best card's number plus 1 per other card (a ticket). Pure."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import MACH, MACHINE_CARDS, NUM


def machine_points(cards: Sequence[int]) -> int:
    """Points of one machine's cards in a score pile: the highest number, plus 1 per other card."""
    if not cards:
        return 0
    return NUM[max(cards)] + len(cards) - 1


def machine_parts(cards: Sequence[int]) -> tuple[int, int]:
    """A machine's points as (best number, tickets): the highest card's number and 1 per other card."""
    if not cards:
        return 0, 0
    return NUM[max(cards)], len(cards) - 1


def pile_points(pile: Iterable[Sequence[int]]) -> int:
    """Points of a whole score pile given as five per-machine lists."""
    return sum(machine_points(cards) for cards in pile)


def gain_of(pile_machine: Sequence[int], card: int) -> int:
    """How many points ``card`` adds to a score pile that holds ``pile_machine`` for its machine."""
    if not pile_machine:
        return NUM[card]
    top = max(pile_machine)
    return card - top + 1 if card > top else 1


def loss_of(pile_machine: Sequence[int], card: int) -> int:
    """How many points removing ``card`` takes from ``pile_machine`` (which holds it)."""
    if len(pile_machine) == 1:
        return NUM[card]
    top = max(pile_machine)
    if card != top:
        return 1
    return card - sorted(pile_machine)[-2] + 1


def line_gain(pile: Sequence[Sequence[int]], line: Iterable[int]) -> int:
    """Points the Machine cards of ``line`` would add to ``pile`` (five per-machine lists) if cashed in."""
    total = 0
    for c in line:
        if c < MACHINE_CARDS:
            cards = pile[MACH[c]]
            total += machine_points(list(cards) + [c]) - machine_points(cards)
    return total


def best_seats(scores: Sequence[int], counts: Sequence[int]) -> list[int]:
    """The winners: seats with the best score, ties broken by most score cards; several seats share the win."""
    best = max(zip(scores, counts))
    return [s for s in range(len(scores)) if (scores[s], counts[s]) == best]
