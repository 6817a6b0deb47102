"""Setting up a Crash Line game: the head start before the first turn, and games with a chosen deck
for tests and tutorials (``CrashLine.stacked``). Pure: functions over a :class:`.rules.CrashLine`."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING

from .cards import ALL_CARDS, KIND, MACH, MACHINE, card_name, parse_cards, shuffle
from .turn import add_to_pile, count_deck, start_turn

if TYPE_CHECKING:
    from .rules import CrashLine

HeadStartFlip = tuple[int, int, tuple[int, ...]]
"""The head start before the first turn: (seat, Machine card scored, specials shuffled back)."""


def head_start(state: CrashLine) -> HeadStartFlip:
    """The last seat flips until a Machine card shows; specials met on the way are shuffled back."""
    deck = state.deck
    specials: list[int] = []
    while KIND[deck[-1]] != MACHINE:
        specials.append(deck.pop())
    card = deck.pop()
    if specials:
        deck.extend(specials)
        shuffle(state.rng, deck)
    state.deck_machine[MACH[card]] -= 1
    add_to_pile(state, state.n - 1, card)
    return state.n - 1, card, tuple(specials)


def stacked(
    cls: type[CrashLine],
    top: Sequence[int | str],
    players: int = 4,
    kid: Collection[int] = (),
    piles: Mapping[int, Sequence[int | str]] | None = None,
    discard: Sequence[int | str] = (),
    current: int = 0,
    fill: str = "deck",
    seed: int = 0,
    head: bool = False,
) -> CrashLine:
    """A game with a chosen deck: see :meth:`.rules.CrashLine.stacked` (``head`` is its ``head_start``)."""
    piles = dict(piles or {})
    names = list(top) + list(discard)
    for seat in sorted(piles):
        names += list(piles[seat])
    ids = parse_cards(names)
    top_ids = ids[: len(top)]
    discard_ids = ids[len(top) : len(top) + len(discard)]
    state = cls(players, seed, kid, _blank=True)
    at = len(top) + len(discard)
    for seat in sorted(piles):
        if not 0 <= seat < players:
            raise ValueError(f"no seat {seat} in a {players}-player game")
        for c in ids[at : at + len(piles[seat])]:
            if KIND[c] != MACHINE:
                raise ValueError(f"only Machine cards go in a score pile, not {card_name(c)}")
            add_to_pile(state, seat, c)
        at += len(piles[seat])
    taken = set(ids)
    rest = [c for c in ALL_CARDS if c not in taken]
    shuffle(state.rng, rest)
    state.discard = discard_ids
    if fill == "deck":
        state.deck = rest + top_ids[::-1]
    elif fill == "discard":
        state.deck = top_ids[::-1]
        state.discard += rest
    else:
        raise ValueError("fill must be 'deck' or 'discard'")
    count_deck(state)
    if not 0 <= current < players:
        raise ValueError(f"no seat {current} in a {players}-player game")
    state.setup = (head_start(state) if head else None, current)
    start_turn(state, current, None)
    return state
