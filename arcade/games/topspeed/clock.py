"""Top Speed!'s game time: waiting (the start, the time limit), same-millisecond ties ordered by the tie
token, and turning a batch of moves stamped at any times into protocol actions (``schedule``,
``apply_all``, :class:`MoveQueue`). Functions over a :class:`.rules.TopSpeedState`'s data. Pure."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

from arcade.core.rules import Event, IllegalAction, TimeAdvanced, Wait

from .actions import RACE_OVER, Move, Together
from .events import RaceStarted, Refused, TimeUp
from .race import execute, refusal

if TYPE_CHECKING:
    from .rules import TopSpeedState


def legal_ready(state: TopSpeedState, seat: int | None) -> list[Move | Wait]:
    """Before the start no seat may move: only the Wait to the start (when no one seat is asked)."""
    return [] if seat is not None else [Wait(state.start_ms)]


def wait(state: TopSpeedState, w: Wait) -> list[Event]:
    """Let the clock run to ``w.t_ms``: the race starts or ends on the way."""
    t = w.t_ms
    if state.over:
        raise IllegalAction(RACE_OVER)
    if isinstance(t, bool) or not isinstance(t, (int, float)) or not math.isfinite(t):
        raise IllegalAction(f"cannot wait until {t!r}")
    if t <= state.now_ms:
        raise IllegalAction(f"time only runs forward: {t} ms is not after the game time {state.now_ms} ms")
    events: list[Event] = []
    if state.now_ms < state.start_ms <= t:
        events.append(RaceStarted(state.start_ms))
    end = state.end_time_ms
    if end is not None and t >= end:
        state.now_ms = max(state.now_ms, end)
        state.over, state.end_reason, state.end_ms = True, "time", end
        events.append(TimeUp(end))
        return events
    state.now_ms = float(t)
    events.append(TimeAdvanced(float(t)))
    return events


def together(state: TopSpeedState, tie: Together) -> list[Event]:
    """Play a same-millisecond tie, the seat holding the tie token first."""
    moves = tie.moves
    if not isinstance(moves, tuple) or not moves or not all(isinstance(m, Move) for m in moves):
        raise IllegalAction("a tie is a tuple of moves")
    if state.over:
        raise IllegalAction(RACE_OVER)
    if any(m.t_ms != state.now_ms for m in moves):
        raise IllegalAction("every move of a tie must be stamped with the game time")
    seats = {m.seat for m in moves}
    if len(seats) < 2 or not seats <= set(state.seats):
        raise IllegalAction("a tie needs moves of both seats of the race")
    first = state.tie_seat
    ordered = sorted(moves, key=lambda m: m.seat != first)  # stable: each seat keeps its order
    state.tie_seat = 1 - first
    events: list[Event] = []
    for m in ordered:
        reason = refusal(state, m)
        if reason is None:
            events.append(execute(state, m))
        else:
            events.append(Refused(m.seat, m.t_ms, m.kind, reason))
    return events


def schedule(state: TopSpeedState, moves: Iterable[Move]) -> list[Wait | Move | Together]:
    """The protocol actions that play a batch of moves stamped at any times, in timestamp order:
    Waits to each move's time, single moves, and a :class:`Together` for the moves of both seats that
    fall in the same whole millisecond (stamped with the latest of them). A move stamped before the
    game time is played at the game time. Pure: nothing changes until the actions are applied."""
    items = sorted(enumerate(moves), key=lambda p: (math.floor(p[1].t_ms), p[0]))
    out: list[Wait | Move | Together] = []
    clock = state.now_ms
    i = 0
    while i < len(items):
        ms = math.floor(items[i][1].t_ms)
        j = i
        while j < len(items) and math.floor(items[j][1].t_ms) == ms:
            j += 1
        group = [p[1] for p in items[i:j]]
        i = j
        if len({m.seat for m in group}) > 1:
            t = max(clock, max(m.t_ms for m in group))
            if t > clock:
                out.append(Wait(t))
                clock = t
            out.append(Together(tuple(m.at(t) for m in group)))
            continue
        for m in group:
            t = max(clock, m.t_ms)
            if t > clock:
                out.append(Wait(t))
                clock = t
            out.append(m.at(t))
    return out


def apply_all(state: TopSpeedState, moves: Iterable[Move]) -> list[Event]:
    """Play a batch of moves through :func:`schedule`; a move that is not legal when its turn comes
    gives a :class:`Refused` event instead of an exception."""
    events: list[Event] = []
    for action in schedule(state, moves):
        if state.over and isinstance(action, Wait):
            continue
        try:
            events.extend(state.apply(action))
        except IllegalAction as exc:
            if isinstance(action, Move):
                events.append(Refused(action.seat, action.t_ms, action.kind, str(exc)))
            elif not isinstance(action, Together):
                raise  # a Wait of the schedule is always ahead of the clock
            else:
                events.extend(Refused(m.seat, m.t_ms, m.kind, str(exc)) for m in action.moves)
    return events


def advance_to(state: TopSpeedState, now_ms: float, settle: bool = False) -> list[Event]:
    """Let the clock run to the last whole millisecond before ``now_ms`` (to ``now_ms`` itself when
    ``settle``), so moves of the millisecond still running can join a tie. Applies a Wait."""
    target = float(now_ms) if settle else float(math.floor(now_ms))
    if state.over or target <= state.now_ms:
        return []
    return state.apply(Wait(target))


class MoveQueue:
    """Moves waiting until their whole millisecond is over, so two presses of the same millisecond that
    arrive in different frames still meet as a tie. A frame adds the moves it saw and calls ``play``."""

    def __init__(self) -> None:
        self.moves: list[Move] = []

    def add(self, move: Move) -> None:
        self.moves.append(move)

    def take(self, now_ms: float) -> tuple[Move, ...]:
        """The moves of every complete millisecond before ``now_ms``, taken off the queue."""
        horizon = math.floor(now_ms)
        due = tuple(m for m in self.moves if m.t_ms < horizon)
        if due:
            self.moves = [m for m in self.moves if m.t_ms >= horizon]
        return due

    def play(self, state: TopSpeedState, now_ms: float) -> list[Event]:
        """Apply the moves of every complete millisecond, then let the clock run to the last one."""
        due = self.take(now_ms)
        events = state.apply_all(due) if due else []
        return events + state.advance_to(now_ms)


def race_seconds(state: TopSpeedState) -> float:
    """How long a race ran, in seconds: to its end, or to the game time while it runs."""
    return ((state.end_ms if state.end_ms is not None else state.now_ms) - state.start_ms) / 1000.0
