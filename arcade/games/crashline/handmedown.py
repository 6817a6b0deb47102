"""Crash Line's PICK phase, the Hand-Me-Down: after a crash the seat with the fewest score cards takes
one Machine card from the crashed line; the rest is discarded and the next turn starts. Pure: functions
over a :class:`.rules.CrashLine`'s data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.rules import IllegalAction

from .actions import _PICKS, Action
from .cards import MACHINE_CARDS
from .events import Picked
from .phases import PHASE_NAMES, PICK
from .turn import EventLog, add_to_pile, discard_line, start_turn

if TYPE_CHECKING:
    from .rules import CrashLine


def legal(state: CrashLine) -> list[Action]:
    """Every Machine card of the crashed line, in line order."""
    return [_PICKS[c] for c in state.line if c < MACHINE_CARDS]


def play(state: CrashLine, action: Action, ev: EventLog) -> None:
    """The picker takes the named card; anything else raises :class:`IllegalAction`."""
    if action.kind != "pick" or action.victim != -1:
        raise IllegalAction(f"{action!r} is not legal in phase {PHASE_NAMES[PICK]!r}")
    c = action.card
    if not (type(c) is int and 0 <= c < MACHINE_CARDS and c in state.line):
        raise IllegalAction(f"card {c!r} is not a Machine card in the crashed line")
    picker = state.picker
    state.line.remove(c)
    before = state.score[picker]
    add_to_pile(state, picker, c)
    if ev is not None:
        ev.append(Picked(picker, c, state.score[picker] - before))
    state.picker = -1
    discard_line(state, ev)
    start_turn(state, (state.cur + 1) % state.n, ev)
