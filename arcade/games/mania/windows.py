"""The card windows (phase ``window``): who is asked, what they may play, and what follows when everyone
has passed. Every seat holding a card that has not played one this turn is asked in turn, starting left of
the mover; after any play, everyone else still able is asked again (to answer it). When nobody is left to
ask, the window's closing step (the table :data:`CLOSE`) carries the turn on."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arcade.core.rules import Event
from arcade.games.mania import dueling, plays, scoring, turn
from arcade.games.mania import events as E
from arcade.games.mania.actions import PASS, Action, Play
from arcade.games.mania.cards import COLLECT_AMOUNT
from arcade.games.mania.phases import AFTER_BETS, AFTER_DUEL, AFTER_SKILL, DUEL, END_TURN, FINISH, OVER, PREROLL, WINDOW

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
    close = CLOSE.get(kind) if kind is not None else None
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


# ----------------------------------------------------------------- closing each window
def _after_preroll(state: Mania, ev: list[Event]) -> None:
    if state.lose_flag:
        state.stats["lost_turns"] += 1
        ev.append(E.TurnLost(state.mover))
        turn.start_turn(state, (state.mover + 1) % state.n, ev)
    else:
        turn.roll_and_move(state, ev)


def _after_bets(state: Mania, ev: list[Event]) -> None:
    dueling.set_skills(state, ev)
    open_window(state, AFTER_SKILL, ev)


def _after_skill(state: Mania, ev: list[Event]) -> None:
    state.phase = DUEL


def _after_duel(state: Mania, ev: list[Event]) -> None:
    scoring.settle_duel(state, ev)
    open_window(state, END_TURN, ev)


def _after_finish(state: Mania, ev: list[Event]) -> None:
    state.phase = OVER
    ev.append(E.GameOver(state.finisher, tuple(state.winners())))


def _after_end_turn(state: Mania, ev: list[Event]) -> None:
    state.duel = None
    if state.extra_flag:
        state.stats["extra_turns"] += 1
        ev.append(E.ExtraTurnTaken(state.mover))
        turn.start_turn(state, state.mover, ev)
    else:
        turn.start_turn(state, (state.mover + 1) % state.n, ev)


CLOSE: dict[str, Callable[[Mania, list[Event]], None]] = {
    PREROLL: _after_preroll,
    AFTER_BETS: _after_bets,
    AFTER_SKILL: _after_skill,
    AFTER_DUEL: _after_duel,
    FINISH: _after_finish,
    END_TURN: _after_end_turn,
}
"""What follows each window once nobody is left to ask."""
