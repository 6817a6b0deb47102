"""Vegas Slot Machine 1973: the cards moving between the draw pile and the hands. The turn order
(variation S), giving and taking hand cards (with variation M's memory flags), drawing (variation Q's
reshuffle of the discards), variation M's misplayed card going to the discards. Functions over a
:class:`.rules.VegasState`'s data; pure: no pygame."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import EMPTY
from .events import CardsDrawn, DeckEmpty, DeckReshuffled, Misplayed

if TYPE_CHECKING:
    from .rules import VegasState


def seat_at(st: VegasState, t: int) -> int:
    n = st.n
    if st.cfg.has("S") and st.round_no == 0:  # the game's first round of turns counter-clockwise
        if t < n:
            return (st.start - t) % n
        return (st.start + 1 + t - n) % n
    return (st.start + t) % n


def give(st: VegasState, seat: int, card: int) -> None:
    st.hands[seat].append(card)
    st.fresh[seat].append(True)


def can_reshuffle(st: VegasState) -> bool:
    """Variation Q reshuffles the discards into an empty draw pile, unless the last reshuffle went by
    with no prize claimed: then the cards only go round (a Cumber burying the card just played, its
    player drawing it back) and the game ends as if they had run out (docs/rules-decisions.md)."""
    return st.cfg.has("Q") and bool(st.discard) and st.q_cycle != 0


def draw_card(st: VegasState) -> int:
    """The top card of the draw pile (variation Q: reshuffle the discards when it is empty), or EMPTY."""
    if not st.draw and can_reshuffle(st):
        st.q_cycle = 0
        st.draw = st.discard
        st.discard = []
        st.rng.shuffle(st.draw)
        st._events.append(DeckReshuffled(len(st.draw)))
    if not st.draw:
        return EMPTY
    card = st.draw.pop()
    if not st.draw and not st.deck_signalled and not can_reshuffle(st):
        st.deck_signalled = True
        st._events.append(DeckEmpty())
    return card


def deck_out(st: VegasState) -> bool:
    return not st.draw and not can_reshuffle(st)


def draw_to(st: VegasState, seat: int, count: int) -> int:
    got = 0
    for _ in range(count):
        card = draw_card(st)
        if card == EMPTY:
            break
        give(st, seat, card)
        got += 1
    if got:
        st._events.append(CardsDrawn(seat, got))
    return got


def remove_hand(st: VegasState, seat: int, slot: int) -> int:
    st.fresh[seat].pop(slot)
    return st.hands[seat].pop(slot)


def misplay(st: VegasState, seat: int, slot: int, pos: int) -> None:
    """M: the card tried from memory may not go there: shown, discarded, no play."""
    card = remove_hand(st, seat, slot)
    st.discard.append(card)
    st._events.append(Misplayed(seat, pos, st.sym[card]))
