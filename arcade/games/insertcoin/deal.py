"""Setting up: the deal (5 cards each), the keep phase's handler (every seat keeps 3 as its Levels at the
same time), stacking the two piles with a GAME OVER card in each, and games arranged past the deal for
tests and tutorials (pure, no pygame)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from arcade.core.rules import Event

from . import events as E
from .actions import Action
from .cardflow import next_card
from .constants import DEAL, KEEP, PLAY, shuffle
from .shapes import DECK_CARDS, GAME_OVER_CARDS

if TYPE_CHECKING:
    from .rules import InsertCoin


def deal(state: InsertCoin) -> None:
    deck = list(range(DECK_CARDS))
    shuffle(state.rng, deck)
    for s in range(state.n):
        state.hands[s] = sorted(deck[s * DEAL : (s + 1) * DEAL])


# ---------------------------------------------------------------------- the keep phase
def legal(state: InsertCoin, seat: int) -> list[Action]:
    if state.levels[seat]:
        return []
    return [Action("keep", seat, cards=c) for c in combinations(state.hands[seat], KEEP)]


def reject(state: InsertCoin, action: Action) -> str | None:
    kind, seat, chosen = action.kind, action.seat, action.cards
    if kind != "keep":
        return "every player first keeps 3 of their 5 dealt cards"
    if state.levels[seat]:
        return f"seat {seat} has already kept its cards"
    if (
        not isinstance(chosen, tuple)
        or len(chosen) != KEEP
        or any(type(c) is not int or c not in state.hands[seat] for c in chosen)
        or len(set(chosen)) != KEEP  # after the check above: only numbers are hashed
        or list(chosen) != sorted(chosen)
    ):
        return f"keep 3 different cards of your hand {state.hands[seat]} in increasing order"
    return None


def apply(state: InsertCoin, action: Action, ev: list[Event]) -> None:
    seat, chosen = action.seat, tuple(action.cards)
    state.levels[seat] = list(chosen)
    ev.append(E.Kept(seat, chosen))
    if all(state.levels):
        state.hands = [[] for _ in range(state.n)]
        stack_deck(state, ev)
        state.phase = PLAY
        next_card(state, ev)


def stack_deck(state: InsertCoin, ev: list[Event]) -> None:
    deck = list(range(DECK_CARDS))
    shuffle(state.rng, deck)
    half = DECK_CARDS // 2
    upper = deck[:half] + [GAME_OVER_CARDS[0]]
    lower = deck[half:] + [GAME_OVER_CARDS[1]]
    shuffle(state.rng, upper)
    shuffle(state.rng, lower)
    state.deck = lower + upper  # top card last: the upper pile is flipped first
    state.pile1_left = len(upper)
    ev.append(E.DeckStacked(len(state.deck)))


# ---------------------------------------------------------------------- arranged games
def arrange(
    s: InsertCoin,
    levels: Sequence[Iterable[int]],
    top: Iterable[int],
    rest: bool,
    filled: Iterable[Iterable[int]] | None,
    lives: Iterable[int] | None,
    coins: Iterable[int] | None,
) -> None:
    """Lay out a blank game ``s`` past the deal (see :meth:`InsertCoin.arranged`) and flip its first card."""
    from .data import check_sheet

    s.levels = [list(lv) for lv in levels]
    if filled is not None:
        s.filled = [list(f) for f in filled]
    if lives is not None:
        s.lives = list(lives)
    if coins is not None:
        s.coins = list(coins)
    for seat in range(s.n):
        s.completed[seat] = [lv for lv in range(KEEP) if s.is_complete(seat, lv)]
    order = list(top)
    below = []
    if rest:
        below = [c for c in list(range(DECK_CARDS)) + list(GAME_OVER_CARDS) if c not in order]
        shuffle(s.rng, below)
    s.deck = below + order[::-1]
    s.game_overs = sum(1 for c in GAME_OVER_CARDS if c not in s.deck)
    s.flips = DECK_CARDS - sum(1 for c in s.deck if c not in GAME_OVER_CARDS)
    s.pile1_left = len(s.deck) if GAME_OVER_CARDS[0] in s.deck else 0
    s.phase = PLAY
    check_sheet(s)
    next_card(s, s.setup_events)
