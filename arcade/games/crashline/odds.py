"""Exact crash odds: the rulebook's Pro Tips made exact, for the simulator and the coach panel. Pure."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, TypedDict

from .cards import DECK_SIZE, MACH, MACHINE_CARDS, N_MACHINES

if TYPE_CHECKING:
    from .view import TableView

RULEBOOK_SAYS = {1: "about 1 in 6", 2: "1 in 3", 3: "about 1 in 2", 4: "(not given)"}


def fresh_deck_crash_chance(machines: int) -> Fraction:
    """Chance the next flip crashes when the line holds ``machines`` different machines, flipped from a
    fresh 54-card deck with no 1-UP: each machine has 8 cards left among the 54 - ``machines`` unseen."""
    if not 0 <= machines <= N_MACHINES - 1:
        raise ValueError("a line holds 0 to 4 machines before a flip (5 is a PERFECT RUN)")
    return Fraction(8 * machines, DECK_SIZE - machines)


class OddsRow(TypedDict):
    """The crash chance with ``machines`` in the line: exact, as a float, as '1 in x', and the rulebook's."""

    machines: int
    fraction: str
    chance: float
    one_in: float
    rulebook: str


def fresh_deck_table() -> list[OddsRow]:
    """Rows for 1..4 machines: exact fraction, chance, '1 in x' and what the rulebook says."""
    rows: list[OddsRow] = []
    for k in range(1, N_MACHINES):
        chance = fresh_deck_crash_chance(k)
        rows.append(
            {
                "machines": k,
                "fraction": f"{chance.numerator}/{chance.denominator}",
                "chance": float(chance),
                "one_in": float(1 / chance),
                "rulebook": RULEBOOK_SAYS[k],
            }
        )
    return rows


def coach_line(view: TableView) -> str:
    """One line for the coach panel: the exact chance that the next flip crashes, from visible cards."""
    if view.phase != 0:
        return ""
    repeat = view.repeat_chance()
    if not view.line_mask:
        return "Next flip: no machine in your line, it cannot crash"
    if view.free_save or view.oneups:
        return f"Next flip: {repeat:.0%} repeat, but your save stops the crash"
    if view.deck_count == 0 and view.continues:
        return "Next flip: GAME OVER - your line cashes in"
    if view.deck_count == 0:
        return f"Deck empty: first the {len(view.discard)} discards are shuffled in"
    return (
        f"Next flip crashes: {repeat:.1%} (about 1 in {1 / repeat:.1f})"
        if repeat
        else "Next flip crashes: 0% - those machines are all gone"
    )


def machines_left(view: TableView) -> tuple[list[int], str]:
    """How many cards of each machine the next flip may turn up, and where they are now: the deck, or, with
    the deck empty before CONTINUE?, the discard pile about to be shuffled into the new deck."""
    if view.deck_count or view.continues:
        return list(view.deck_machine), "left"
    counts = [0] * N_MACHINES
    for c in view.discard:
        if c < MACHINE_CARDS:
            counts[MACH[c]] += 1
    return counts, "in discard"
