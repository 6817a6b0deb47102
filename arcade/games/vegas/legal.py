"""Vegas Slot Machine 1973: the legal actions, one function per phase in a table {phase: function}, and the
Cumber card's (variation B; what they do is :mod:`.cumber`).
Functions over a :class:`.rules.VegasState`'s data; pure: no pygame."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .actions import (
    EMPTY,
    PH_BUILD,
    PH_BURY,
    PH_DISCARD,
    PH_DRAW,
    PH_PLAY,
    PH_REACT,
    PH_SPIN,
    PH_TAKE,
    Act,
)
from .components import CUMBER
from .months import special_actions
from .paylines import completion_map
from .placement import can_bury_last, distinct_slots, forbidden, open_spaces, pair_cells, placements

if TYPE_CHECKING:
    from .rules import VegasState

Legal = Callable[["VegasState", int, list[int]], list[Act]]
"""One phase's legal actions: (state, the acting seat, the symbols of its hand) -> the actions."""


def compute_legal(st: VegasState) -> list[Act]:
    """The acting seat's legal actions in the phase the game is in (variation U adds a clock tick)."""
    seat = st.cur
    sym = st.sym
    acts = LEGAL[st.phase](st, seat, [sym[c] for c in st.hands[seat]])
    if acts and st.cfg.has("U"):
        acts.append(Act("tick", a=1000))
    return acts


def _build(st: VegasState, seat: int, syms: list[int]) -> list[Act]:
    slots = distinct_slots(st, syms)
    return [Act("build", i, p) for p in build_cells(st) for i in slots]


def _play(st: VegasState, seat: int, syms: list[int]) -> list[Act]:
    tops = st.tops()
    if st.cfg.has("M"):
        # from memory: every card may be tried on every space a card could ever go (not ANY, not F's
        # card, not a full stack under G); the real card is checked when it is played, so the choices
        # give no face-down card away
        st._comp = completion_map(st.geo, tops)
        spaces = open_spaces(st, tops, forbidden(st))
        by_sym = {i: spaces for i in range(len(syms))}
    else:
        by_sym = play_map(st, syms, tops)
    acts = [Act("play", i, p) for i, cells in by_sym.items() for p in cells]
    if st.cfg.cumber == "B":
        acts.extend(cumber_actions(st, seat, syms, tops))
    return acts


def _react(st: VegasState, seat: int, syms: list[int]) -> list[Act]:
    acts = [Act("c_bury", syms.index(CUMBER))] if CUMBER in syms else []
    acts.append(Act("pass"))
    return acts


def _take(st: VegasState, seat: int, syms: list[int]) -> list[Act]:
    return [Act("take", a=st.take_pos), Act("leave", a=st.take_pos)]


def _bury(st: VegasState, seat: int, syms: list[int]) -> list[Act]:
    return [Act("bury", i) for i in range(len(syms))]


def _spin(st: VegasState, seat: int, syms: list[int]) -> list[Act]:
    return [Act("spin"), Act("pass")]


def _discard(st: VegasState, seat: int, syms: list[int]) -> list[Act]:
    return [Act("discard", i) for i in range(len(syms))]


def _draw(st: VegasState, seat: int, syms: list[int]) -> list[Act]:
    acts = []
    if st.draw:
        acts.append(Act("draw"))
        if st.cfg.has("L"):
            acts.extend(Act("draw", a=i) for i in range(len(st.open)))
    if st.cfg.has("O"):
        acts.append(Act("stop"))
    return acts


LEGAL: dict[int, Legal] = {
    PH_BUILD: _build,
    PH_PLAY: _play,
    PH_REACT: _react,
    PH_TAKE: _take,
    PH_BURY: _bury,
    PH_SPIN: _spin,
    PH_DISCARD: _discard,
    PH_DRAW: _draw,
}


def play_map(st: VegasState, syms: list[int], tops: list[int]) -> dict[int, list[int]]:
    """Hand slot -> the spaces its real card may go under the placement rules (with "Nowhere to
    play" when no card may go anywhere)."""
    forbid = forbidden(st)
    pairs = set() if st.cfg.has("A") else pair_cells(st, tops)
    comp = st._comp = completion_map(st.geo, tops)
    by_sym = {i: placements(st, syms[i], tops, forbid, pairs, comp) for i in distinct_slots(st, syms)}
    if not any(by_sym.values()):
        relaxed = open_spaces(st, tops, forbid)
        by_sym = {i: relaxed for i in by_sym}
    return by_sym


def cumber_actions(st: VegasState, seat: int, syms: list[int], tops: list[int]) -> list[Act]:
    """The play step's Cumber actions for the first Cumber card in hand (none without one)."""
    if CUMBER not in syms:
        return []
    k = syms.index(CUMBER)
    acts = [Act("c_look", k)]
    forbid = forbidden(st)
    for src in range(st.geo.size):
        if not st.stacks[src]:
            continue
        card_sym = tops[src]
        t2 = list(tops)
        t2[src] = EMPTY  # the space it leaves counts as empty: what lies under it is hidden (issue 23)
        dests = placements(st, card_sym, t2, forbid)
        acts.extend(Act("c_move", k, src, d) for d in dests if d != src)
    if can_bury_last(st):
        acts.append(Act("c_bury", k))
    if st.draw:
        acts.append(Act("c_draw3", k))
    acts.extend(special_actions(st, seat, k, syms, tops))
    return acts


def build_cells(st: VegasState) -> list[int]:
    out = []
    for cells in st.geo.grid_cells:
        filled = [p for p in cells if st.stacks[p]]
        for p in cells:
            if not st.stacks[p] and (not filled or any(st.stacks[q] for q in st.geo.neighbours[p])):
                out.append(p)
    return out
