"""Vegas Slot Machine 1973: what each kind of action does, a table {kind: handler}. ``apply`` checks the
action is legal first, so a handler only has to carry it out. Functions over a
:class:`.rules.VegasState`'s data; pure: no pygame."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import rounds, turns
from .actions import EMPTY, PH_PLAY, PH_REACT, Act
from .cumber import after_cumber_action, do_cumber
from .deck import draw_card, draw_to, give, remove_hand
from .events import CardDiscarded, CardsBuried, CardsDrawn, ClockTicked, CumberTaken

if TYPE_CHECKING:
    from .rules import VegasState

Handler = Callable[["VegasState", int, Act], None]
"""(state, the acting seat, the action) -> None; the events go to the state's event list."""


def do(st: VegasState, act: Act) -> None:
    """Carry out the legal action ``act`` of the acting seat."""
    HANDLERS[act.kind](st, st.cur, act)


def _tick(st: VegasState, seat: int, act: Act) -> None:
    """Variation U: the clock runs; the game ends when the time is up."""
    st.elapsed_ms += act.a
    st._events.append(ClockTicked(st.elapsed_ms))
    if st.elapsed_ms >= st.cfg.time_limit_ms:
        rounds.end_game(st)


def _build(st: VegasState, seat: int, act: Act) -> None:
    turns.do_build(st, seat, act)


def _play(st: VegasState, seat: int, act: Act) -> None:
    turns.do_play(st, seat, act.slot, act.a)


def _pass(st: VegasState, seat: int, act: Act) -> None:
    """No Cumber answer (the next player is asked), or no Spin Again (the turn ends)."""
    if st.phase == PH_REACT:
        st.react_queue.pop(0)
        turns.next_reactor(st)
    else:
        turns.advance_end(st)


def _take(st: VegasState, seat: int, act: Act) -> None:
    """A Cumber card turned up while refilling goes to the turn player's hand."""
    give(st, st.turn_seat, st.stacks[st.take_pos].pop())
    st._events.append(CumberTaken(st.turn_seat, st.take_pos))
    st.grid_event()
    _leave(st, seat, act)


def _leave(st: VegasState, seat: int, act: Act) -> None:
    st.take_pos = EMPTY
    st.phase = PH_PLAY
    turns.continue_resolve(st)


def _bury(st: VegasState, seat: int, act: Act) -> None:
    """After a Cumber draw of three: one hand card under the deck, until the hand fits its size."""
    st.draw.insert(0, remove_hand(st, seat, act.slot))
    st._events.append(CardsBuried(seat, 1))
    if len(st.hands[seat]) <= st.limits[seat]:
        st.bury_seat = EMPTY
        st.cur = st.turn_seat
        st.phase = PH_PLAY
        after_cumber_action(st)


def _spin(st: VegasState, seat: int, act: Act) -> None:
    turns.use_spin(st, seat)


def _discard(st: VegasState, seat: int, act: Act) -> None:
    """Variation N: a second card discarded at the end of the turn."""
    st.discard.append(remove_hand(st, seat, act.slot))
    st._events.append(CardDiscarded(seat, 1))
    turns.advance_end(st)


def _draw(st: VegasState, seat: int, act: Act) -> None:
    """Variations L and O: one card drawn, from the deck (``a`` = -1) or the open cards."""
    if act.a >= 0:
        card = st.open.pop(act.a)
        give(st, seat, card)
        st._events.append(CardsDrawn(seat, 1, st.sym[card]))
        refill = draw_card(st)
        if refill != EMPTY:
            st.open.append(refill)
    else:
        draw_to(st, seat, 1)
    st.turn_draws += 1
    turns.advance_end(st)


def _stop(st: VegasState, seat: int, act: Act) -> None:
    """Variation O: draw no more this turn."""
    st.end_stage = 3
    turns.advance_end(st)


HANDLERS: dict[str, Handler] = {
    "tick": _tick,
    "build": _build,
    "play": _play,
    "c_move": do_cumber,
    "c_look": do_cumber,
    "c_bury": do_cumber,
    "c_draw3": do_cumber,
    "c_special": do_cumber,
    "pass": _pass,
    "take": _take,
    "leave": _leave,
    "bury": _bury,
    "spin": _spin,
    "discard": _discard,
    "draw": _draw,
    "stop": _stop,
}
