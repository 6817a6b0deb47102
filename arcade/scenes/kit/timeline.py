"""One timeline per game scene: everything the screen plays on top of the state, on the scene's clock.

A presenter (typed events -> what is shown, :mod:`.present`) appends to it; the painter reads it; the base
scene plays its sounds as they fall due and waits for ``busy_until`` before a person or a CPU acts again.
Nothing here knows a game. Times are the scene clock's milliseconds.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

WHITE = (235, 235, 245)
LOG_KEEP = 80  # lines kept (a log can be read back); a painter shows the newest that fit
LOG_LINE_MAX = 300  # characters of one kept log line (a kept game's file)


def _progress(now: float, t0: float, ms: float) -> float:
    """How far something shown from ``t0`` for ``ms`` has played: 0 at its start, 1 at its end."""
    return min(1.0, max(0.0, (now - t0) / max(1.0, ms)))


@dataclass(frozen=True)
class Callout:
    """A big message shown from ``t0`` for ``ms`` (an optional countdown steps its title), then gone."""

    title: str
    sub: str
    colour: tuple[int, int, int]
    t0: float
    ms: float
    countdown: tuple[str, ...] = ()
    data: Any = None  # a game's own mark on it (whose it is, how it queues): the game's business

    def active(self, now: float) -> bool:
        return self.t0 <= now < self.t0 + self.ms

    def shown_title(self, now: float) -> str:
        if not self.countdown:
            return self.title
        step = min(len(self.countdown) - 1, int((now - self.t0) / max(1.0, self.ms / len(self.countdown))))
        return f"{self.title} {self.countdown[step]}"


@dataclass(frozen=True)
class Float:
    """A short text (``+9``) that rises from ``anchor`` (a seat, a cell: the painter decides where that is)."""

    text: str
    anchor: Any
    t0: float
    ms: float
    colour: tuple[int, int, int] | None = None  # None: the painter's own (gains and losses)

    def active(self, now: float) -> bool:
        return self.t0 <= now <= self.t0 + self.ms

    def progress(self, now: float) -> float:
        return _progress(now, self.t0, self.ms)


@dataclass(frozen=True)
class Move:
    """A game's own animation (a card flying to its place) or a still left on the table for a while (a
    wreck shown while CRASH! plays): its data is the painter's business."""

    data: Any
    t0: float
    ms: float
    still: bool = False  # a still picture: the frame need not be redrawn while it shows

    def active(self, now: float) -> bool:
        return self.t0 <= now < self.t0 + self.ms

    def progress(self, now: float) -> float:
        """How far it has played, 0 at its start to 1 at its end."""
        return _progress(now, self.t0, self.ms)

    def fade(self, now: float, steps: int = 8) -> float:
        """A glow that is 1 at the start and fades to 0, in ``steps`` steps (so a still move's picture
        changes only when a step does: put the fade in the picture key)."""
        return round(steps * (1.0 - self.progress(now))) / steps

    def fade_until(self, now: float, steps: int = 8, margin_ms: float = 0.5) -> float:
        """No later than the time at which :meth:`fade` next steps (``margin_ms`` early; ``now`` when that
        is closer); infinity once it has faded to 0."""
        strength = steps * (1.0 - self.progress(now))
        below = math.floor(strength - 0.5) + 0.5  # the half step at or below it, where the rounding turns
        if below < 0:
            return math.inf
        at = self.t0 + (1.0 - below / steps) * max(1.0, self.ms)
        return max(now, at - margin_ms)


@dataclass(frozen=True)
class LogLine:
    text: str
    colour: tuple[int, int, int] = WHITE


def _log_line(entry: object, i: int) -> LogLine:
    """One kept log line: ``[text, [r, g, b]]`` with clean text and colour channels 0-255."""
    from arcade.core.schema import text_problem

    if not isinstance(entry, list) or len(entry) != 2:
        raise ValueError(f"log line {i} is not [text, colour]")
    text, colour = entry
    if not isinstance(text, str) or text_problem(text, LOG_LINE_MAX) is not None:
        raise ValueError(f"log line {i}'s text is not clean text of at most {LOG_LINE_MAX} characters")
    if (
        not isinstance(colour, list)
        or len(colour) != 3
        or not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= 255 for c in colour)
    ):
        raise ValueError(f"log line {i}'s colour is not three numbers 0-255")
    return LogLine(text, (colour[0], colour[1], colour[2]))


def _no_moves() -> Mapping[str, Move]:
    return MappingProxyType({})


UNSEEN = frozenset({"sounds", "changes", "_shot", "_ends"})  # what a shot never shows: setting it is no change
KEPT_ONLY = ("_shot", "_ends")  # worked out from the rest: neither copied nor pickled


@dataclass
class Timeline:
    """Call-outs, sounds, floats and the log of one scene, and the time until which it is busy.

    Every change to what a shot shows counts in ``changes``: a field set anew (``__setattr__``), or a
    call-out or float added by its method. The named moves are a read-only mapping, replaced whole by
    :meth:`move` and :meth:`drop`, so no one changes them in place unseen. That count and
    :meth:`shot_until` let a shot, and a frame, be handed out again while nothing it shows has changed."""

    busy_until: float = 0.0
    callouts: list[Callout] = field(default_factory=list)
    sounds: list[tuple[float, str]] = field(default_factory=list)  # (t_ms, name) still to play
    floats: list[Float] = field(default_factory=list)
    log: tuple[LogLine, ...] = ()  # newest last; replaced, never changed in place (a frame holds it as it is)
    logged: int = 0  # lines ever written (the picture key: the log changed, even when its length is capped)
    moves: Mapping[str, Move] = field(default_factory=_no_moves)  # a game's own animations, by name
    changes: int = 0  # changes to what a shot shows, ever (see the class docstring)
    # (changes, from, until, the shot): the shot kept while it holds (not compared, copied nor pickled)
    _shot: tuple[int, float, float, Shot] | None = field(default=None, init=False, repr=False, compare=False)
    # (changes, when): until then :meth:`tidy` has nothing to forget (nothing ends sooner)
    _ends: tuple[int, float] | None = field(default=None, init=False, repr=False, compare=False)

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "moves" and not isinstance(value, MappingProxyType):
            value = MappingProxyType(dict(value))
        object.__setattr__(self, name, value)
        if name not in UNSEEN:
            object.__setattr__(self, "changes", self.changes + 1)

    def __getstate__(self) -> dict[str, Any]:
        """Copied or pickled with its moves as a plain dict (a read-only mapping is neither), its kept shot
        left behind."""
        state = {k: v for k, v in self.__dict__.items() if k not in KEPT_ONLY}
        state["moves"] = dict(self.moves)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        object.__setattr__(self, "moves", MappingProxyType(dict(state.get("moves", {}))))

    # -- staging -------------------------------------------------------------------------------------
    def start(self, now: float) -> float:
        """When the next thing staged begins: now, or when what is playing ends."""
        return max(now, self.busy_until)

    def hold(self, until: float) -> None:
        """Keep input and CPUs waiting until ``until`` (never shortens a wait already set)."""
        self.busy_until = max(self.busy_until, until)

    def callout(
        self,
        title: str,
        sub: str,
        colour: tuple[int, int, int],
        now: float,
        ms: float,
        sound: str | None = None,
        countdown: tuple[str, ...] = (),
        ticks: bool = False,
    ) -> Callout:
        """Stage a call-out after what is playing; the scene is busy until it ends."""
        t0 = self.start(now)
        shown = Callout(title, sub, colour, t0, ms, countdown)
        self.callouts = [*self.callouts, shown]
        if sound:
            self.sounds.append((t0, sound))
        if ticks and countdown:
            step = ms / len(countdown)
            self.sounds += [(t0 + step * i, "tick") for i in range(1, len(countdown))]
        self.busy_until = t0 + ms
        return shown

    def sound(self, name: str, at: float) -> None:
        self.sounds.append((at, name))

    def rise(self, text: str, anchor: Any, t0: float, ms: float, colour: tuple[int, int, int] | None = None) -> None:
        """A text rising from ``anchor`` (a seat, a cell) from ``t0`` for ``ms``."""
        self.floats = [*self.floats, Float(text, anchor, t0, ms, colour)]

    def move(self, name: str, data: Any, t0: float, ms: float, still: bool = False) -> None:
        self.put(name, Move(data, t0, ms, still))

    def put(self, name: str, move: Move) -> None:
        """Show ``move`` under ``name`` (in place of the one of that name)."""
        self.moves = {**self.moves, name: move}

    def drop(self, *names: str) -> None:
        """The named moves go (the names not there are no matter)."""
        if any(name in self.moves for name in names):
            self.moves = {k: m for k, m in self.moves.items() if k not in names}

    def note(self, text: str, colour: tuple[int, int, int] = WHITE) -> None:
        """A line for the event log (empty text: nothing)."""
        if text:
            self.log = (*self.log, LogLine(text, colour))[-LOG_KEEP:]
            self.logged += 1

    # -- keeping (Hold & Quit) -----------------------------------------------------------------------
    def log_data(self) -> list[list[Any]]:
        """The log as plain data for a kept game: ``[[text, [r, g, b]], ...]``, oldest first."""
        return [[line.text, list(line.colour)] for line in self.log]

    def restore_log(self, data: object) -> None:
        """Read back ``log_data``; anything malformed raises ValueError and leaves the log as it was."""
        if not isinstance(data, list) or len(data) > LOG_KEEP:
            raise ValueError(f"the log is not a list of at most {LOG_KEEP} lines")
        lines = [_log_line(entry, i) for i, entry in enumerate(data)]
        self.log = tuple(lines)
        self.logged = len(lines)

    # -- reading -------------------------------------------------------------------------------------
    def current(self, now: float) -> Callout | None:
        """The call-out showing now, if any."""
        return next((c for c in self.callouts if c.active(now)), None)

    def due_sounds(self, now: float) -> list[str]:
        """The sounds whose time has come (each handed out once)."""
        if not self.sounds:
            return []
        due = [name for t, name in self.sounds if t <= now]
        if due:
            self.sounds = [s for s in self.sounds if s[0] > now]
        return due

    def moving(self, name: str, now: float) -> tuple[Any, float] | None:
        """``(data, progress 0..1)`` of the named animation while it plays, else None."""
        got = self.moves.get(name)
        if got is None or not got.active(now):
            return None
        return got.data, got.progress(now)

    def live_floats(self, now: float) -> list[Float]:
        """Floats still to show (started or not); the ones that ended are dropped."""
        self.floats = [f for f in self.floats if now <= f.t0 + f.ms]
        return [f for f in self.floats if f.t0 <= now]

    def tidy(self, now: float) -> None:
        """Forget call-outs, floats and animations that ended (they are never drawn again); a still stays
        until the next of its name replaces it (a game may still read what it was, e.g. the card that
        crashed)."""
        # (each built anew only when something in it ended: a change a kept frame sees)
        ends = self._ends
        if ends is not None and ends[0] == self.changes and now < ends[1]:
            return
        if self.callouts and any(now >= c.t0 + c.ms for c in self.callouts):
            self.callouts = [c for c in self.callouts if now < c.t0 + c.ms]
        if self.floats and any(now > f.t0 + f.ms for f in self.floats):
            self.floats = [f for f in self.floats if now <= f.t0 + f.ms]
        if self.moves and any(not m.still and now >= m.t0 + m.ms for m in self.moves.values()):
            self.moves = {k: m for k, m in self.moves.items() if m.still or now < m.t0 + m.ms}
        soonest = min(
            (
                *(c.t0 + c.ms for c in self.callouts),
                *(f.t0 + f.ms for f in self.floats),
                *(m.t0 + m.ms for m in self.moves.values() if not m.still),
            ),
            default=math.inf,
        )
        self._ends = (self.changes, soonest)

    def stop_showing(self, now: float) -> None:
        """What was being shown stops at ``now`` (moves taken back, a replay sent back in time): the
        call-outs, floats, animations and sounds still due go, and the table is no longer busy. The log
        stays."""
        self.callouts = []
        self.floats = []
        self.moves = {}
        self.sounds = []
        self.busy_until = min(self.busy_until, now)

    def shot(self, now: float) -> Shot:
        """What the timeline shows at ``now``, as a frozen value for a frame: the shot of an earlier moment
        when nothing has changed since and it still holds (:meth:`shot_until`), else a new one. Reading it
        changes nothing the timeline shows."""
        kept = self._shot
        if kept is not None and kept[0] == self.changes and (kept[1] <= now < kept[2] or now == kept[1]):
            return kept[3]
        shot = self.take_shot(now)
        self._shot = (self.changes, now, self.shot_until(now), shot)
        return shot

    def shot_until(self, now: float) -> float:
        """The first time after ``now`` at which the shot may show something else, if nothing is changed
        meanwhile: a call-out, float or move starting or ending, the table no longer busy. ``now`` itself
        while anything moves or a countdown steps (the shot then holds the time, or its title does); infinity
        when nothing timed is left."""
        kept = self._shot
        if kept is not None and kept[0] == self.changes and kept[1] == now:
            return kept[2]  # (said when the shot for this moment was taken)
        if self._moving(now):
            return now
        times = [self.busy_until, *(f.t0 for f in self.floats)]
        for c in self.callouts:
            if c.countdown and c.active(now):
                return now
            times += (c.t0, c.t0 + c.ms)
        for m in self.moves.values():
            times += (m.t0, m.t0 + m.ms)
        return min((t for t in times if t > now), default=math.inf)

    def _moving(self, now: float) -> bool:
        """Whether a float or an animation (not a still) plays at ``now``: the picture changes every moment."""
        return any(f.active(now) for f in self.floats) or any(
            m.active(now) and not m.still for m in self.moves.values()
        )

    def take_shot(self, now: float) -> Shot:
        """What the timeline shows at ``now``, built afresh."""
        shown = self.current(now)
        moving = self._moving(now)
        return Shot(
            shown,
            None if shown is None else shown.shown_title(now),
            tuple(self.moves.items()),
            tuple(f for f in self.floats if f.t0 <= now <= f.t0 + f.ms),
            self.log,
            self.logged,
            now if moving else None,
            now < self.busy_until,
            tuple(name for name, m in self.moves.items() if m.active(now)),
        )

    def picture_key(self, now: float) -> tuple[object, ...]:
        """What the timeline's part of the picture shows now, as a comparable value: the call-out and its
        countdown step, the log's length and last line, and the time itself while anything moves."""
        shown = self.current(now)
        moving = self._moving(now)
        return (
            None if shown is None else (shown, shown.shown_title(now)),
            tuple(sorted(k for k, m in self.moves.items() if m.active(now))),
            self.logged,
            now if moving else None,
            now < self.busy_until,
        )


@dataclass(frozen=True)
class Shot:
    """A timeline at one moment, as a frame holds it: the call-out showing and its title (its countdown
    step), every named move (a still's data stays readable after it played), the floats showing, the log,
    the time itself while anything moves (so an equal shot is an equal picture) and whether the table is
    busy. It answers a painter the way the timeline does (:meth:`current`, :meth:`moving`,
    :meth:`live_floats`, ``log``), from what it holds."""

    callout: Callout | None
    title: str | None
    moves: tuple[tuple[str, Move], ...]
    floats: tuple[Float, ...]
    log: tuple[LogLine, ...] = field(compare=False)  # ``logged`` tells one log from another
    logged: int
    # while a move or a float moves: the time, or what the moving parts look like then (the game's
    # ``frame_moving``); None when the picture stands still
    moving_at: Hashable | None
    busy: bool
    playing: tuple[str, ...] = ()  # the moves playing now, stills too (a painter may show one only then)

    def current(self, now: float) -> Callout | None:
        return self.callout

    def move(self, name: str) -> Move | None:
        """The named move, whether it plays now or is a still kept from before."""
        return next((m for k, m in self.moves if k == name), None)

    def moving(self, name: str, now: float) -> tuple[Any, float] | None:
        """``(data, progress 0..1)`` of the named animation while it plays, else None."""
        got = self.move(name)
        if got is None or not got.active(now):
            return None
        return got.data, got.progress(now)

    def live_floats(self, now: float) -> list[Float]:
        return list(self.floats)
