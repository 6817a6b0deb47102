"""Vegas Slot Machine 1973, Cumber variation B: what the Cumber card's actions do. On your turn: move a top
card, look under the stacks, bury the card just played, draw three (then bury down to your hand size), or
the effect of the month (:mod:`.months`); on another player's turn: bury the card just played. Their
effects, in a table {kind: function}; their legal choices are :func:`.legal.cumber_actions`. Functions over a
:class:`.rules.VegasState`'s data; pure: no pygame."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arcade.core.rules import IllegalAction

from . import turns
from .actions import PH_BURY, PH_PLAY, PH_REACT, Act
from .deck import draw_to, remove_hand
from .events import CumberUsed
from .months import MONTH_EFFECTS, do_special

if TYPE_CHECKING:
    from .rules import VegasState


def do_cumber(st: VegasState, seat: int, act: Act) -> None:
    """Play the Cumber card of ``act.slot`` (it goes to the discards) for the action ``act.kind``."""
    kind = act.kind
    st.discard.append(remove_hand(st, seat, act.slot))
    name = kind if kind != "c_special" else MONTH_EFFECTS[st.cfg.month - 1][0]
    st._events.append(CumberUsed(seat, name, act.a, act.b))
    if st.phase == PH_REACT:  # on another player's turn: bury the card just played
        bury_last_played(st)
        draw_to(st, seat, 1)
        st.react_queue = []
        st.phase = PH_PLAY
        st.cur = st.turn_seat
        turns.start_resolve(st)
        return
    draw_after = EFFECTS[kind](st, seat, act)
    if draw_after is None:
        return  # waiting for the bury step
    if draw_after:
        draw_to(st, seat, min(draw_after, max(0, st.limits[seat] - len(st.hands[seat]))))
    after_cumber_action(st)


def bury_last_played(st: VegasState) -> None:
    """Cumber: the card just played goes under the deck (legal only while it is on top)."""
    lp = st.last_played
    if lp is None:
        raise IllegalAction("no card was just played")
    st.draw.insert(0, st.stacks[lp[0]].pop())
    st.last_played = None


def after_cumber_action(st: VegasState) -> None:
    """Back to the play step once the grid has been claimed and refilled."""
    st.cont = "play"
    st.phase = PH_PLAY
    turns.start_resolve(st)


# ---- the effects: each returns how many cards to draw afterwards, or None to wait for the bury step ----
def _move(st: VegasState, seat: int, act: Act) -> int | None:
    st.stacks[act.b].append(st.stacks[act.a].pop())
    return 1


def _look(st: VegasState, seat: int, act: Act) -> int | None:
    st.look[seat] = [[st.sym[c] for c in stack[:-1]] for stack in st.stacks]
    return 1


def _bury(st: VegasState, seat: int, act: Act) -> int | None:
    bury_last_played(st)
    return 1


def _draw3(st: VegasState, seat: int, act: Act) -> int | None:
    draw_to(st, seat, 3)
    if len(st.hands[seat]) > st.limits[seat]:
        st.phase = PH_BURY
        st.bury_seat = seat
        return None
    return 0


EFFECTS: dict[str, Callable[[VegasState, int, Act], int | None]] = {
    "c_move": _move,
    "c_look": _look,
    "c_bury": _bury,
    "c_draw3": _draw3,
    "c_special": do_special,
}
