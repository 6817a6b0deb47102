"""Vegas Slot Machine 1973: claiming prizes. Every prize the grid shows (again and again as cards are
uncovered) and three of a kind in a hand, with variation Q's one card kept and the Jackpot's double.
Functions over a :class:`.rules.VegasState`'s data; pure: no pygame."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import EMPTY, Prize
from .components import PRIZE
from .deck import draw_to, remove_hand
from .events import PrizeClaimed
from .paylines import find_prizes, hand_prize

if TYPE_CHECKING:
    from .rules import VegasState


def record_prize(
    st: VegasState, seat: int, symbol: int, cards: list[int], where: str, cells: tuple[int, ...] = ()
) -> None:
    points = PRIZE[symbol]
    if st.jackpot[seat]:
        points *= 2
        st.jackpot[seat] = False
    if st.cfg.has("Q") and len(cards) > 1:  # keep one card, the rest to the discard pile
        st.discard.extend(cards[1:])
        cards = cards[:1]
    st.prizes[seat].append(Prize(symbol, cards, points))
    if st.q_cycle == 0:
        st.q_cycle = 1
    st._events.append(PrizeClaimed(seat, symbol, len(cards), points, where, tuple(cells)))
    if where == "grid":
        st.grid_event()


def claim_grid(st: VegasState, seat: int) -> bool:
    """Claim every prize in the grid for ``seat``, again and again as cards are uncovered."""
    made = False
    while True:
        found = find_prizes(st.geo, st.tops())
        if not found:
            return made
        made = True
        taken: set[int] = set()
        for symbol, cells in found:
            new = [p for p in cells if p not in taken]
            if not new:
                continue
            taken.update(new)
            record_prize(st, seat, symbol, [st.stacks[p].pop() for p in new], "grid", cells)
        st._legal_cache = None


def claim_hand(st: VegasState, seat: int) -> None:
    """Step 1: three of a kind in hand are a prize; draw back up to the hand size; repeat."""
    if st.cfg.has("H"):
        return
    while True:
        symbol, idx = hand_prize(st.hand_symbols(seat))
        if symbol == EMPTY:
            return
        cards = [st.hands[seat][i] for i in idx]
        for i in sorted(idx, reverse=True):
            remove_hand(st, seat, i)
        record_prize(st, seat, symbol, cards, "hand")
        draw_to(st, seat, max(0, st.limits[seat] - len(st.hands[seat])))
