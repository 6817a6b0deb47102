"""The card windows (phase ``window``): who is asked, what they may play, and what follows when everyone
has passed. Every seat holding a card that has not played one this turn is asked in turn, starting left of
the mover; after any play, everyone else still able is asked again (to answer it). When nobody is left to
ask, the window's closing step carries the turn on: the state's table ``Mania.CLOSE`` (:data:`.flow.CLOSE`),
which this module calls through and never imports, so the steps it leads to may open windows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.rules import Event
from arcade.games.mania import plays
from arcade.games.mania.actions import PASS, Action, Play
from arcade.games.mania.cards import COLLECT_AMOUNT
from arcade.games.mania.phases import FINISH, WINDOW

if TYPE_CHECKING:
    from arcade.games.mania.rules import Mania


def eligible(state: Mania, seat: int) -> bool:
    """``seat`` is still to be asked in the open window: it has not played this turn and holds a card that
    can mean anything now."""
    if state.played[seat]:
        return False
    if state.window == FINISH:  # the last window: only Collect cards still mean anything
        return any(c in COLLECT_AMOUNT for c in state.hands[seat])
    return bool(state.hands[seat])


def eligible_from(state: Mania, start: int) -> list[int]:
    n = state.n
    return [(start + i) % n for i in range(n) if eligible(state, (start + i) % n)]


def open_window(state: Mania, kind: str, ev: list[Event]) -> None:
    state.window = kind
    state.phase = WINDOW
    state.pending = eligible_from(state, state.mover + 1)
    window_next(state, ev)


def window_next(state: Mania, ev: list[Event]) -> None:
    """Ask the next seat still able to play, or close the window."""
    state.pending = [s for s in state.pending if eligible(state, s)]
    if state.pending:
        state.phase = WINDOW
        return
    kind, state.window = state.window, None
    close = state.CLOSE.get(kind) if kind is not None else None
    if close is not None:
        close(state, ev)


# ----------------------------------------------------------------- the phase handler
def legal(state: Mania, actor: int) -> list[Action]:
    return [PASS, *plays.playable(state, actor, state.window)]


def act(state: Mania, action: Action, ev: list[Event]) -> None:
    """A legal pass or card play of the seat asked."""
    if isinstance(action, Play):
        seat = state.current_player()
        plays.play_card(state, seat, action, ev)
        # Everyone else still able to play may answer this card.
        state.pending = eligible_from(state, seat + 1)
    else:
        state.pending.pop(0)
    window_next(state, ev)
