"""The console's typed actions and events (the rules protocol of :mod:`arcade.core.rules`).

Actions are what a person does at a millisecond: :class:`Press` and :class:`Release` a button (cells 1..9,
the console's own numbering), or :class:`~arcade.core.rules.Wait` for time to pass. Events are what
followed, one per entry of the machine's trace (which stays the plain tuple log replays fingerprint):

========================  ==========================================
trace entry               event
========================  ==========================================
``("input", kind, c)``    :class:`ButtonPressed` / :class:`ButtonReleased`
``("light", c, s)``       :class:`LightChanged` (OFF 0, ON 1, BLINK 2)
``("beep", tone)``        :class:`Beeped`
``("mode", mode)``        :class:`ModeChanged`
``("start", g, skill)``   :class:`GameStarted`
``("point", score)``      :class:`PointScored`
``("game_over", s, r)``   :class:`GameOver`
========================  ==========================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arcade.core.rules import Event, TimeAdvanced, Wait

__all__ = [
    "Press",
    "Release",
    "Wait",
    "ButtonPressed",
    "ButtonReleased",
    "LightChanged",
    "Beeped",
    "ModeChanged",
    "GameStarted",
    "PointScored",
    "GameOver",
    "TimeAdvanced",
    "events_from_trace",
    "action_to_data",
    "action_from_data",
]


@dataclass(frozen=True, slots=True)
class Press:
    """Press button ``cell`` (1..9, reading order: 1 2 3 is the top row) at ``t_ms``."""

    cell: int
    t_ms: float


@dataclass(frozen=True, slots=True)
class Release:
    """Let go of button ``cell`` at ``t_ms``."""

    cell: int
    t_ms: float


@dataclass(frozen=True, slots=True)
class ButtonPressed(Event):
    t_ms: float
    cell: int


@dataclass(frozen=True, slots=True)
class ButtonReleased(Event):
    t_ms: float
    cell: int


@dataclass(frozen=True, slots=True)
class LightChanged(Event):
    t_ms: float
    cell: int
    state: int


@dataclass(frozen=True, slots=True)
class Beeped(Event):
    t_ms: float
    tone: str


@dataclass(frozen=True, slots=True)
class ModeChanged(Event):
    t_ms: float
    mode: str


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    t_ms: float
    game: str
    skill: int


@dataclass(frozen=True, slots=True)
class PointScored(Event):
    t_ms: float
    score: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    t_ms: float
    score: int
    reason: str


TraceEntry = tuple[Any, ...]
"""One entry of the machine's trace: ``(t_ms, kind, *details)``, the details depending on the kind (and read
back from saved plain data)."""


def _event(entry: TraceEntry) -> Event:
    t, kind, *rest = entry
    if kind == "input":
        return (ButtonPressed if rest[0] == "press" else ButtonReleased)(t, rest[1])
    if kind == "light":
        return LightChanged(t, rest[0], rest[1])
    if kind == "beep":
        return Beeped(t, rest[0])
    if kind == "mode":
        return ModeChanged(t, rest[0])
    if kind == "start":
        return GameStarted(t, rest[0], rest[1])
    if kind == "point":
        return PointScored(t, rest[0])
    if kind == "game_over":
        return GameOver(t, rest[0], rest[1])
    raise ValueError(f"console: unknown trace entry {entry!r}")


def events_from_trace(entries: list[TraceEntry]) -> list[Event]:
    """The typed events of some trace entries, in order."""
    return [_event(e) for e in entries]


def action_to_data(action: object) -> list[str | int | float]:
    """A console action as plain data: ``["press", cell, t]``, ``["release", cell, t]`` or ``["wait", t]``."""
    if isinstance(action, Press):
        return ["press", action.cell, action.t_ms]
    if isinstance(action, Release):
        return ["release", action.cell, action.t_ms]
    if isinstance(action, Wait):
        return ["wait", action.t_ms]
    raise ValueError(f"not a console action: {action!r}")


def action_from_data(data: Any) -> Press | Release | Wait:
    """The action of :func:`action_to_data`; anything else raises ValueError."""
    try:
        if data[0] == "wait" and len(data) == 2:
            return Wait(float(data[1]))
        if data[0] in ("press", "release") and len(data) == 3 and type(data[1]) is int:
            return (Press if data[0] == "press" else Release)(data[1], float(data[2]))
    except (TypeError, ValueError, IndexError, KeyError) as exc:
        raise ValueError(f"not a console action: {data!r}") from exc
    raise ValueError(f"not a console action: {data!r}")
