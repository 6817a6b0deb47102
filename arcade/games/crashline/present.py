"""Typed events -> what the table shows: call-outs, sounds, a flying card, the wreck, floating points, the log.

One table, :data:`PRESENTATIONS`, says for each event class what happens: a :class:`Cue` (a big call-out
with its colour, length and sound), a line for the event log, and an effect (an animation). Everything is
staged one after another on the scene's ``busy_until``, which holds back input and CPUs while it plays.
Nothing here adds up points: the events carry them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from arcade.core.render import palette

from .cards import card_name
from .events import (
    CashedIn,
    Continued,
    Crashed,
    Flipped,
    GameOver,
    Glitched,
    GotNext,
    HandMeDownOffered,
    LineDiscarded,
    PerfectRun,
    Picked,
    Saved,
    Stole,
    TurnStarted,
)

if TYPE_CHECKING:
    from arcade.core.rules import Event

    from .rules import CrashLine

FLY_MS = 260.0  # a flipped card flies from the deck to the line
TURN_GAP_MS = 250.0  # a breath between turns
FLOAT_MS = 1000.0  # floating points over a seat panel
LOG_LINES = 3

Colour = tuple[int, int, int]
Namer = Callable[[int], str]
"""Turns a seat into the player's name (the scene's ``name``)."""
Words = Callable[[Namer, Any], str]
"""(name, event) -> words about it; the event is of the class the presentation is filed under."""


class Animator(Protocol):
    def anim(self, ms: float) -> float: ...


class Stage(Protocol):
    """What the presenter stages events on: the Crash Line scene."""

    show: Show
    busy_until: float

    @property
    def app(self) -> Animator: ...

    @property
    def state(self) -> CrashLine: ...

    def name(self, seat: int) -> str: ...


Effect = Callable[[Stage, Any, float, Sequence["Event"]], None]
"""(scene, event, now, the action's events) -> None: an animation, its event of the presentation's class."""


@dataclass
class Callout:
    """A big message shown from ``t0`` for ``ms`` (with an optional countdown), then gone."""

    title: str
    sub: str
    colour: Colour
    t0: float
    ms: float
    countdown: tuple[str, ...] = ()

    def active(self, now: float) -> bool:
        return self.t0 <= now < self.t0 + self.ms

    def shown_title(self, now: float) -> str:
        if not self.countdown:
            return self.title
        step = min(len(self.countdown) - 1, int((now - self.t0) / max(1.0, self.ms / len(self.countdown))))
        return f"{self.title} {self.countdown[step]}"


@dataclass
class Show:
    """What the table shows on top of the state."""

    callouts: list[Callout] = field(default_factory=list)
    sounds: list[tuple[float, str]] = field(default_factory=list)  # (t_ms, name) still to play
    fly: tuple[int, float, float] | None = None  # (card, t0, ms)
    ghost: tuple[tuple[int, ...], int, float] | None = None  # (cards, crash card, until_ms): the wreck stays shown
    floats: list[tuple[str, int, float, float]] = field(default_factory=list)  # (text, seat, t0, ms)
    log: list[str] = field(default_factory=list)  # the last few things that happened, in words

    def callout(self, now: float) -> Callout | None:
        return next((c for c in self.callouts if c.active(now)), None)

    def due_sounds(self, now: float) -> list[str]:
        due = [name for t, name in self.sounds if t <= now]
        if due:
            self.sounds = [s for s in self.sounds if s[0] > now]
        return due

    def note(self, line: str) -> None:
        self.log = (self.log + [line])[-LOG_LINES:]


@dataclass(frozen=True)
class Cue:
    """A call-out: ``sub(name, event)`` words it (``name`` turns a seat into a player's name)."""

    title: str
    colour: Colour
    ms: float
    sound: str | None
    sub: Words
    countdown: tuple[str, ...] = ()
    ticks: bool = False  # a tick per countdown step


@dataclass(frozen=True)
class Presentation:
    cue: Cue | None = None
    note: Words | None = None  # (name, event) -> a line for the event log
    effect: Effect | None = None  # (scene, event, now, events) -> None


# ---------------------------------------------------------------------- effects
def _start(scene: Stage, now: float) -> float:
    return max(now, scene.busy_until)


def _fly(scene: Stage, ev: Flipped, now: float, events: Sequence[Event]) -> None:
    t0, ms = _start(scene, now), scene.app.anim(FLY_MS)
    scene.show.fly = (ev.card, t0, ms)
    scene.show.sounds.append((t0, "flip"))
    scene.busy_until = t0 + ms


def _wreck(scene: Stage, ev: Crashed, now: float, events: Sequence[Event]) -> None:
    """Keep the crashed line on the table while CRASH! plays (during a Hand-Me-Down it stays anyway)."""
    line = next((e.cards for e in events if isinstance(e, LineDiscarded)), None)
    if line is None:  # a Hand-Me-Down: the wreck is still the state's line
        line = tuple(scene.state.line)
    scene.show.ghost = (line, ev.card, scene.busy_until)


def _float(text: str, seat: int, sound: str | None = "place") -> Effect:
    def effect(scene: Stage, ev: object, now: float, events: Sequence[Event]) -> None:
        t0 = _start(scene, now)
        scene.show.floats.append((text, seat, t0, scene.app.anim(FLOAT_MS)))
        if sound:
            scene.show.sounds.append((t0, sound))

    return effect


def _banked(scene: Stage, ev: CashedIn, now: float, events: Sequence[Event]) -> None:
    if ev.cards:
        _float(f"+{ev.points}", ev.seat)(scene, ev, now, events)


def _picked(scene: Stage, ev: Picked, now: float, events: Sequence[Event]) -> None:
    _float(f"+{ev.points} {card_name(ev.card)}", ev.seat)(scene, ev, now, events)


def _stolen(scene: Stage, ev: Stole, now: float, events: Sequence[Event]) -> None:
    t0 = _start(scene, now)
    ms = scene.app.anim(FLOAT_MS)
    scene.show.floats += [(f"+{ev.points}", ev.seat, t0, ms), (f"-{ev.lost}", ev.victim, t0, ms)]


def _turn_gap(scene: Stage, ev: TurnStarted, now: float, events: Sequence[Event]) -> None:
    scene.busy_until = _start(scene, now) + scene.app.anim(TURN_GAP_MS)


# ---------------------------------------------------------------------- the table
PRESENTATIONS: dict[type[Event], Presentation] = {
    Flipped: Presentation(effect=_fly),
    Saved: Presentation(
        Cue(
            "SAVED!",
            palette.NEON_GREEN,
            1000,
            "coin",
            lambda name, e: (
                f"{card_name(e.card)} was a repeat: {'the free save' if e.free else 'a 1-UP'} saves {name(e.seat)}"
            ),
        )
    ),
    Crashed: Presentation(
        Cue(
            "CRASH!",
            palette.NEON_RED,
            1300,
            "crash",
            lambda name, e: f"{card_name(e.card)} repeats a machine: {name(e.seat)} loses the line",
        ),
        note=lambda name, e: f"{name(e.seat)} crashed on {card_name(e.card)}",
        effect=_wreck,
    ),
    HandMeDownOffered: Presentation(
        Cue(
            "HAND-ME-DOWN",
            palette.NEON_CYAN,
            1100,
            "select",
            lambda name, e: f"{name(e.picker)} has the fewest cards and picks one from the wreck",
        )
    ),
    Picked: Presentation(
        note=lambda name, e: f"{name(e.seat)} takes {card_name(e.card)} (Hand-Me-Down)", effect=_picked
    ),
    Glitched: Presentation(
        Cue(
            "BLOW THE CARTRIDGE!",
            palette.NEON_ORANGE,
            1300,
            "error",
            lambda name, e: "GLITCH! Flip 2 more cards before cashing in",
        )
    ),
    GotNext: Presentation(
        Cue(
            "I GOT NEXT!",
            palette.NEON_ORANGE,
            1000,
            "coin",
            lambda name, e: "Steal one machine card from a rival" if e.can_steal else "Nobody has a card to steal",
        )
    ),
    Stole: Presentation(
        Cue(
            "STOLEN!",
            palette.NEON_ORANGE,
            1100,
            "place",
            lambda name, e: f"{name(e.seat)} steals {card_name(e.card)} from {name(e.victim)}",
        ),
        note=lambda name, e: f"{name(e.seat)} stole {card_name(e.card)} from {name(e.victim)}",
        effect=_stolen,
    ),
    CashedIn: Presentation(
        note=lambda name, e: (
            (
                f"{name(e.seat)} cashed in {len(e.cards)} card{'' if len(e.cards) == 1 else 's'} "
                f"for {e.points} point{'' if e.points == 1 else 's'}"
            )
            if e.cards
            else ""
        ),
        effect=_banked,
    ),
    PerfectRun: Presentation(
        Cue(
            "HIGH SCORE!",
            palette.NEON_YELLOW,
            1600,
            "fanfare",
            lambda name, e: f"PERFECT RUN: {name(e.seat)} cashes in and goes again",
        )
    ),
    Continued: Presentation(
        Cue(
            "CONTINUE?",
            palette.NEON_CYAN,
            1800,
            "tick",
            lambda name, e: "The discard pile becomes the new deck",
            countdown=("10...", "9...", "8..."),
            ticks=True,
        )
    ),
    GameOver: Presentation(
        Cue(
            "GAME OVER",
            palette.NEON_RED,
            1600,
            "crash",
            lambda name, e: f"The deck ran out again: {name(e.seat)}'s line cashes in",
        )
    ),
    TurnStarted: Presentation(effect=_turn_gap),
}


def present(scene: Stage, events: Sequence[Event], now: float) -> None:
    """Stage the events of one action on ``scene`` (its ``show``, ``busy_until``, ``name`` and ``app``)."""
    show = scene.show
    for ev in events:
        how = PRESENTATIONS.get(type(ev))
        if how is None:
            continue
        if how.note is not None:
            line = how.note(scene.name, ev)
            if line:
                show.note(line)
        if how.cue is not None:
            _cue(scene, how.cue, ev, now)
        if how.effect is not None:
            how.effect(scene, ev, now, events)


def _cue(scene: Stage, cue: Cue, ev: Event, now: float) -> None:
    t0, ms = _start(scene, now), scene.app.anim(cue.ms)
    scene.show.callouts.append(Callout(cue.title, cue.sub(scene.name, ev), cue.colour, t0, ms, cue.countdown))
    if cue.sound:
        scene.show.sounds.append((t0, cue.sound))
    if cue.ticks and cue.countdown:
        step = ms / len(cue.countdown)
        scene.show.sounds += [(t0 + step * i, "tick") for i in range(1, len(cue.countdown))]
    scene.busy_until = t0 + ms
