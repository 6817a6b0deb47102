"""Typed events -> the timeline, through one table a game declares (``PRESENTATIONS``).

For each event class a :class:`Presentation` says what happens: a :class:`Cue` (a big call-out: title,
colour, length, sound, and the words under it), a line for the event log, and an effect (a function that
stages a game's own animation). :func:`stage` plays the events of one applied action, in order, each after
what is already playing. An event class missing from the table shows nothing; a subclass of a listed class
is presented as that class. Nothing here adds up points: the events carry them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .timeline import Timeline

Namer = Callable[[int], str]
Words = Callable[[Namer, Any], str]  # (name of a seat, the event) -> text


class Staged(Protocol):
    """What :func:`stage` needs: a timeline, seat names, and the animation speed setting (a
    :class:`Stage`; a scene not yet on the kit's frames still passes itself)."""

    @property
    def timeline(self) -> Timeline: ...

    def name(self, seat: int) -> str: ...

    def anim_ms(self, ms: float) -> float: ...


@dataclass(frozen=True)
class Stage:
    """All a presenter and its effects are given, declared in full: the scene's one timeline, the seats'
    names, the animation pace (an animation's length in ms -> its length under the animation-speed setting,
    0 when animations are off) and which seats are CPUs. Made by the scene for each action staged."""

    timeline: Timeline
    names: tuple[str, ...]
    pace: Callable[[float], float]
    cpus: tuple[bool, ...] = ()

    def name(self, seat: int) -> str:
        return self.names[seat]

    def anim_ms(self, ms: float) -> float:
        return float(self.pace(ms))

    def is_cpu(self, seat: int) -> bool:
        return seat < len(self.cpus) and self.cpus[seat]


@dataclass(frozen=True)
class Cue:
    """A call-out: ``sub(name, event)`` words it; ``title`` may be a function of the event too."""

    title: str | Callable[[Any], str]
    colour: tuple[int, int, int] | Callable[[Any], tuple[int, int, int]]
    ms: float
    sound: str | None
    sub: Words
    countdown: tuple[str, ...] = ()
    ticks: bool = False  # a tick per countdown step
    when: Callable[[Any], bool] | None = None  # shown only for events where this is true


Effect = Callable[[Any, Any, float, Sequence[Any]], None]  # (stage, event, now, all events of the action)


@dataclass(frozen=True)
class Presentation:
    cue: Cue | None = None
    note: Words | None = None  # a line for the event log ("" for none)
    effect: Effect | None = None
    colour: tuple[int, int, int] | None = None  # the log line's colour (None: the log's own)


def lookup(table: Mapping[type, Presentation], event: object) -> Presentation | None:
    """The table's entry for the event's class, or for the nearest listed base class."""
    for cls in type(event).__mro__:
        how = table.get(cls)
        if how is not None:
            return how
    return None


def stage(scene: Staged, table: Mapping[type, Presentation], events: Sequence[Any], now: float) -> None:
    """Play the events of one action through ``table`` onto ``scene.timeline`` (``scene``: a :class:`Stage`,
    which each effect is handed)."""
    timeline = scene.timeline
    for ev in events:
        how = lookup(table, ev)
        if how is None:
            continue
        if how.note is not None:
            line = how.note(scene.name, ev)
            if how.colour is not None:
                timeline.note(line, how.colour)
            else:
                timeline.note(line)
        cue = how.cue
        if cue is not None and (cue.when is None or cue.when(ev)):
            title = cue.title(ev) if callable(cue.title) else cue.title
            colour = cue.colour(ev) if callable(cue.colour) else cue.colour
            timeline.callout(
                title,
                cue.sub(scene.name, ev),
                colour,
                now,
                scene.anim_ms(cue.ms),
                cue.sound,
                cue.countdown,
                cue.ticks,
            )
        if how.effect is not None:
            how.effect(scene, ev, now, events)
