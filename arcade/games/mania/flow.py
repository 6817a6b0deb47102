"""What follows each card window once nobody is left to ask (:data:`CLOSE`, {window: closing step}): the
roll or a lost turn, the skill levels, the duel, the duel's settling, the game's end, the next turn.

The state owns the table (``Mania.CLOSE``) and :func:`.windows.window_next` calls through it, so the
calls go one way: ``rules`` -> ``flow`` -> ``turn`` -> ``dueling`` -> ``windows`` (and ``deal`` ->
``turn``); no step module imports this one or one above it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arcade.core.rules import Event
from arcade.games.mania import dueling, scoring, turn, windows
from arcade.games.mania import events as E
from arcade.games.mania.phases import AFTER_BETS, AFTER_DUEL, AFTER_SKILL, DUEL, END_TURN, FINISH, OVER, PREROLL

if TYPE_CHECKING:
    from arcade.games.mania.rules import Mania

Close = Callable[["Mania", list[Event]], None]
"""A window's closing step: (state, the events so far) -> None."""


def _after_preroll(state: Mania, ev: list[Event]) -> None:
    if state.lose_flag:
        state.stats["lost_turns"] += 1
        ev.append(E.TurnLost(state.mover))
        turn.start_turn(state, (state.mover + 1) % state.n, ev)
    else:
        turn.roll_and_move(state, ev)


def _after_bets(state: Mania, ev: list[Event]) -> None:
    dueling.set_skills(state, ev)
    windows.open_window(state, AFTER_SKILL, ev)


def _after_skill(state: Mania, ev: list[Event]) -> None:
    state.phase = DUEL


def _after_duel(state: Mania, ev: list[Event]) -> None:
    scoring.settle_duel(state, ev)
    windows.open_window(state, END_TURN, ev)


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


CLOSE: dict[str, Close] = {
    PREROLL: _after_preroll,
    AFTER_BETS: _after_bets,
    AFTER_SKILL: _after_skill,
    AFTER_DUEL: _after_duel,
    FINISH: _after_finish,
    END_TURN: _after_end_turn,
}
"""What follows each window once nobody is left to ask."""
