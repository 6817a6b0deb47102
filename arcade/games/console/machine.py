"""The Arcade Machine console: nine lights over nine buttons, on an exact millisecond schedule.

Pure and pygame-free. The machine holds at most one pending timer (the next light change or deadline, at
an exact millisecond). ``press(cell, t)`` and ``release(cell, t)`` first run everything due at or before
``t`` and then apply the input at ``t``; ``advance_to(t)`` runs everything due up to ``t``. So a run
depends only on the seed and the timed inputs, never on how often ``advance_to`` is called. Every change
is appended to ``trace`` as a tuple ``(t_ms, kind, *details)``:

- ``("input", "press"|"release", cell)``    an input, at its own timestamp
- ``("light", cell, state)``                 OFF 0, ON 1, BLINK 2
- ``("beep", tone)``                         skill, light, hit, miss, step, bump, over, board, score, test
- ``("mode", mode)``                         off, ready, playing, score, test1, test2
- ``("start", game, skill)`` / ``("point", score)`` / ``("game_over", score, reason)``

The rules protocol (``arcade.core.rules``) sits on top: ``legal_actions`` offers :class:`Press` and
:class:`Release` stamped now and a few ``Wait`` actions; ``apply`` returns the typed events of the new trace
entries (``arcade.games.console.events``). The trace stays the plain tuple log, so the replay digest is
unchanged. ``new_state(seed)`` is a machine playing a game and skill drawn from the seed; it is terminal
once that game is over (the score display after it runs on ``advance_to``).

Power on as the real console does: a Skill button (cell 1, 2 or 3), then a game button (cell 4 Run
Amuk, 6 Sneak Attack, 7 Alien Raiders, 9 Rattler). Skill 1 then cell 5 is Test Pattern I, Skill 1 then
cell 8 Test Pattern II.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from dataclasses import dataclass
from typing import Any

from arcade.core.rules import (
    TERMINAL,
    Event,
    IllegalAction,
    TimeAdvanced,
    Wait,
    check_data_version,
    copy_rng,
    rng_from_data,
    rng_to_data,
)
from arcade.games.console import plain, score_show
from arcade.games.console.alien_raiders import AlienRaiders
from arcade.games.console.events import Press, Release, TraceEntry, events_from_trace
from arcade.games.console.layout import (
    BOTTOM_CENTRE,
    CELLS,
    GAME_OF_CELL,
    GAMES,
    MIDDLE_CENTRE,
    MISSILE_PATHS,
    SKILL_OF_CELL,
    score_display,
)
from arcade.games.console.rattler import Rattler
from arcade.games.console.reflex_game import BLINK, OFF, ON, ReflexGame
from arcade.games.console.run_amuk import RunAmuk
from arcade.games.console.sneak_attack import SneakAttack
from arcade.games.console.timing import (
    AUTO_OFF_MS,
    BLINK_HALF_MS,
    GAME_OVER_PAUSE_MS,
    TEST1_HOLD_MS,
    TEST1_STEP_MS,
    TEST2_IDLE_MS,
)

GAME_CLASSES: dict[str, type[ReflexGame]] = {cls.ID: cls for cls in (AlienRaiders, Rattler, SneakAttack, RunAmuk)}

MODES = ("off", "ready", "playing", "score", "test1", "test2")

TEST1_ORDER = (7, 8, 9, 4, 5, 6, 1, 2, 3)
"""Test Pattern I lights the bottom row first, then the middle, then the top."""


@dataclass(frozen=True)
class ConsoleView:
    """Everything a person sees on the console at ``t_ms`` (nothing on it is hidden)."""

    t_ms: float
    mode: str
    skill: int | None
    game: str | None
    lights: tuple[int, ...]
    light_since: tuple[float, ...]
    held: frozenset[int]
    score: int
    final_score: int | None
    score_shown: bool

    def light(self, cell: int) -> int:
        return self.lights[cell - 1]

    def to_data(self) -> dict[str, Any]:
        """Plain data of what is on show (the schedule and the random stream are not)."""
        return {
            "t_ms": self.t_ms,
            "mode": self.mode,
            "skill": self.skill,
            "game": self.game,
            "lights": list(self.lights),
            "light_since": list(self.light_since),
            "held": sorted(self.held),
            "score": self.score,
            "final_score": self.final_score,
            "score_shown": self.score_shown,
        }

    def lit(self, cell: int, t_ms: float | None = None) -> bool:
        """Whether the light is glowing at ``t_ms``; a blinking light is on for the first half period."""
        return lit_at(self.lights[cell - 1], self.light_since[cell - 1], self.t_ms if t_ms is None else t_ms)


def lit_at(state: int, since_ms: float, t_ms: float) -> bool:
    """Whether a light in ``state`` since ``since_ms`` glows at ``t_ms``."""
    if state == BLINK:
        return int((t_ms - since_ms) // BLINK_HALF_MS) % 2 == 0
    return state == ON


class Machine:
    """The console. Cells are 1..9 in reading order (see ``arcade.games.console.layout``)."""

    GAME_ID = "console"
    DATA_VERSION = 1

    def __init__(self, seed: int = 0, t0_ms: float = 0.0) -> None:
        self.seed = seed
        self.t0 = float(t0_ms)
        self.rng = random.Random(seed)
        self.now = float(t0_ms)
        self.mode = "off"
        self.skill: int | None = None
        self.game_id: str | None = None
        self.game: ReflexGame | None = None
        self.score = 0
        self.final_score: int | None = None
        self.over_reason: str | None = None
        self.lights = [OFF] * 9
        self.light_since = [float(t0_ms)] * 9
        self.held: set[int] = set()
        self.due: float | None = None
        self.phase: str | None = None
        self.counter = 0
        self.score_boards = 0
        self.score_lit: list[int] = []
        self.trace: list[TraceEntry] = []
        self.inputs: list[tuple[float, str, int]] = []
        self.late_inputs = 0

    # ----------------------------------------------------------------- input and time
    def press(self, cell: int, t_ms: float) -> list[TraceEntry]:
        """Press a button at ``t_ms``. A press of a button already held changes nothing."""
        return self._input("press", cell, t_ms)

    def release(self, cell: int, t_ms: float) -> list[TraceEntry]:
        """Let go of a button at ``t_ms``. Letting go of a button not held changes nothing."""
        return self._input("release", cell, t_ms)

    def advance_to(self, t_ms: float) -> list[TraceEntry]:
        """Run everything due at or before ``t_ms``; returns the new trace entries."""
        mark = len(self.trace)
        if t_ms > self.now:
            self._run_until(t_ms)
            self.now = float(t_ms)
        return self.trace[mark:]

    def run_out(self) -> None:
        """Let everything timed fall due in turn (after a game: the score show, then power-off)."""
        while (due := self.next_due()) is not None:
            self.advance_to(due)

    def next_due(self) -> float | None:
        """When the next scheduled change happens, or None when nothing is pending."""
        return self.due

    def _run_until(self, t_ms: float) -> None:
        while self.due is not None and self.due <= t_ms:
            self.now, phase = self.due, self.phase
            assert phase is not None, "a timer is always set with its phase"
            self.due = self.phase = None
            self._on_due(phase)

    def _input(self, kind: str, cell: int, t_ms: float) -> list[TraceEntry]:
        if cell not in CELLS:
            raise IllegalAction(f"the console has buttons 1..9, not {cell!r}")
        mark = len(self.trace)
        t = float(t_ms)
        if t < self.now:
            # Stamped before a moment already run: apply it now, and count it (the bench reports these).
            self.late_inputs += 1
            t = self.now
        self._run_until(t)
        self.now = t
        if (kind == "press") == (cell in self.held):
            return self.trace[mark:]
        if kind == "press":
            self.held.add(cell)
        else:
            self.held.discard(cell)
        self.inputs.append((t, kind, cell))
        self._log("input", kind, cell)
        if kind == "press":
            self._on_press(cell)
        elif self.mode == "playing":
            self._reflex().on_release(self, cell)
        return self.trace[mark:]

    # ----------------------------------------------------------------- helpers the games use
    def set_light(self, cell: int, state: int) -> None:
        if self.lights[cell - 1] != state:
            self.lights[cell - 1] = state
            self.light_since[cell - 1] = self.now
            self._log("light", cell, state)

    def beep(self, tone: str) -> None:
        self._log("beep", tone)

    def schedule(self, t_ms: float, phase: str) -> None:
        if t_ms < self.now:
            raise ValueError("a timer cannot be set in the past")
        self.due, self.phase = float(t_ms), phase

    def add_point(self) -> None:
        self.score += 1
        self._log("point", self.score)

    def game_over(self, reason: str) -> None:
        """The game has ended: its lights stay a moment, go out, and then the score is shown."""
        self.final_score = self.score
        self.over_reason = reason
        self._log("game_over", self.score, reason)
        self.beep("over")
        self.game = None
        self._set_mode("score")
        self.score_boards, lit = score_display(self.score)
        self.score_lit = list(lit)
        self.schedule(self.now + GAME_OVER_PAUSE_MS, "lights_out")

    def _reflex(self) -> ReflexGame:
        """The game being played (there is one whenever the mode is "playing")."""
        assert self.game is not None, "the console is playing without a game"
        return self.game

    def _log(self, kind: str, *details: Any) -> None:
        self.trace.append((self.now, kind, *details))

    def _set_mode(self, mode: str) -> None:
        if mode != self.mode:
            self.mode = mode
            self._log("mode", mode)

    def _all_off(self) -> None:
        for cell in CELLS:
            self.set_light(cell, OFF)

    # ----------------------------------------------------------------- modes
    def _on_press(self, cell: int) -> None:
        mode = self.mode
        if mode == "playing":
            self._reflex().on_press(self, cell)
        elif mode == "ready":
            self._press_when_ready(cell)
        elif mode == "test2":
            self._all_off()
            self.set_light(cell, ON)
            self.beep("test")
            self.schedule(self.now + TEST2_IDLE_MS, "off")
        elif cell in SKILL_OF_CELL and (mode == "off" or self.phase == "off"):
            # Off, or showing a score or Test Pattern I steadily: a Skill button starts a new session.
            self._choose_skill(SKILL_OF_CELL[cell])

    def _press_when_ready(self, cell: int) -> None:
        if cell in SKILL_OF_CELL:
            self._choose_skill(SKILL_OF_CELL[cell])
        elif cell in GAME_OF_CELL:
            self._start_game(GAME_OF_CELL[cell])
        elif self.skill == 1 and cell == MIDDLE_CENTRE:
            self._start_test1()
        elif self.skill == 1 and cell == BOTTOM_CENTRE:
            self._start_test2()
        else:
            self.schedule(self.now + AUTO_OFF_MS, "off")

    def _choose_skill(self, skill: int) -> None:
        self._all_off()
        self.skill = skill
        self._set_mode("ready")
        self.set_light(skill, ON)
        self.beep("skill")
        self.schedule(self.now + AUTO_OFF_MS, "off")

    def _start_game(self, game_id: str) -> None:
        self._all_off()
        assert self.skill is not None, "a game starts only once a skill is chosen"
        self.game_id = game_id
        self.game = GAME_CLASSES[game_id](self.skill)
        self.score = 0
        self.final_score = None
        self.over_reason = None
        self.due = self.phase = None
        self._set_mode("playing")
        self._log("start", game_id, self.skill)
        self.game.start(self)

    def _start_test1(self) -> None:
        self._all_off()
        self._set_mode("test1")
        self.counter = 0
        self.schedule(self.now + TEST1_STEP_MS, "test1_light")

    def _start_test2(self) -> None:
        self._all_off()
        self._set_mode("test2")
        self.set_light(BOTTOM_CENTRE, ON)
        self.beep("test")
        self.schedule(self.now + TEST2_IDLE_MS, "off")

    def _power_off(self) -> None:
        self._all_off()
        self._set_mode("off")

    def _on_due(self, phase: str) -> None:
        if self.mode == "playing":
            self._reflex().on_due(self, phase)
        elif phase == "off":
            self._power_off()
        elif phase == "test1_light":
            self.set_light(TEST1_ORDER[self.counter], ON)
            self.beep("test")
            self.counter += 1
            if self.counter < len(TEST1_ORDER):
                self.schedule(self.now + TEST1_STEP_MS, "test1_light")
            else:
                self.schedule(self.now + TEST1_HOLD_MS, "off")
        else:
            show = score_show.PHASES.get(phase)
            if show is None:
                raise ValueError(f"console: unknown phase {phase!r}")
            show(self)

    # ----------------------------------------------------------------- what is shown
    @property
    def score_shown(self) -> bool:
        """True while the lights show the final score (blinking or steady)."""
        return self.mode == "score" and self.phase in ("flash_beep", "hold", "off")

    def view(self, seat: int = 0) -> ConsoleView:
        return ConsoleView(
            t_ms=self.now,
            mode=self.mode,
            skill=self.skill,
            game=self.game_id,
            lights=tuple(self.lights),
            light_since=tuple(self.light_since),
            held=frozenset(self.held),
            score=self.score,
            final_score=self.final_score,
            score_shown=self.score_shown,
        )

    def lit(self, cell: int, t_ms: float | None = None) -> bool:
        return lit_at(self.lights[cell - 1], self.light_since[cell - 1], self.now if t_ms is None else t_ms)

    def trace_digest(self) -> str:
        """A short fingerprint of the whole trace, to compare runs."""
        return _digest(self.trace)

    def game_digest(self) -> str:
        """A fingerprint of the trace up to the last game's end: the game as played (replays keep it)."""
        ends = [i for i, e in enumerate(self.trace) if e[1] == "game_over"]
        return _digest(self.trace[: ends[-1] + 1] if ends else self.trace)

    # ----------------------------------------------------------------- the rules protocol
    REALTIME = True

    @property
    def now_ms(self) -> float:
        """The console's clock, by the protocol's name (real-time engines keep ``now_ms``)."""
        return self.now

    @property
    def num_seats(self) -> int:
        return 1

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else 0

    def is_terminal(self) -> bool:
        """True once a game has ended (its score is final), until the next game starts.

        The score display that follows still runs on ``advance_to`` (it is the console showing the result,
        not play); ``apply`` refuses everything once the game is over."""
        return self.final_score is not None and self.mode != "playing"

    def stamp(self, t_ms: float) -> float:
        """When an input stamped ``t_ms`` lands: ``t_ms``, or now if that moment has already been run
        (such late inputs are counted in ``late_inputs``; the bench reports them)."""
        if t_ms < self.now:
            self.late_inputs += 1
            return self.now
        return float(t_ms)

    def legal_actions(self, seat: int | None = None) -> list[Press | Release | Wait]:
        """Now: press any button not held, release any held one; or wait until the next change is due,
        100 ms or a second (so a random player's time moves on)."""
        if self.is_terminal() or seat not in (None, 0):
            return []
        t = self.now
        acts: list[Press | Release | Wait] = [Press(c, t) for c in CELLS if c not in self.held]
        acts += [Release(c, t) for c in sorted(self.held)]
        waits = {t + 100.0, t + 1000.0}
        if self.due is not None and self.due > t:
            waits.add(self.due)
        return acts + [Wait(w) for w in sorted(waits)]

    def apply(self, action: object) -> list[Event]:
        """Apply a :class:`Press`, :class:`Release` (at ``t_ms`` >= now) or ``Wait`` (to ``t_ms`` > now);
        returns the typed events that followed. Anything else raises IllegalAction, changing nothing."""
        if self.is_terminal():
            raise IllegalAction(f"{action!r}: the game is over")
        if isinstance(action, Wait):
            t = _time_of(action)
            if t <= self.now:
                raise IllegalAction(f"{action!r}: the console's time is already {self.now} ms")
            mark = len(self.trace)
            self.advance_to(t)
            return events_from_trace(self.trace[mark:]) + [TimeAdvanced(t)]
        if not isinstance(action, (Press, Release)):
            raise IllegalAction(f"{action!r} is not a console action (Press, Release or Wait)")
        cell = action.cell
        if type(cell) is not int or cell not in CELLS:
            raise IllegalAction(f"{action!r}: the console has buttons 1..9")
        t = _time_of(action)
        if t < self.now:
            raise IllegalAction(f"{action!r} is before the console's time {self.now} ms")
        pressing = isinstance(action, Press)
        if pressing == (cell in self.held):
            raise IllegalAction(f"{action!r}: button {cell} is {'already' if pressing else 'not'} held")
        mark = len(self.trace)
        self._input("press" if pressing else "release", cell, t)
        return events_from_trace(self.trace[mark:])

    def scores(self) -> list[int]:
        return [self.final_score if self.final_score is not None else self.score]

    def winners(self) -> list[int]:
        """A solo game: the one seat holds whatever it scored."""
        return [0]

    def sample_hidden(self, seat: int, rng: random.Random) -> Machine:
        """The same console with what nobody can see redrawn: the random stream (where the next alien,
        snake or missile comes from) and, while only a missile's first light is up, its path."""
        other = self.clone()
        other.rng = random.Random(rng.getrandbits(64))
        if isinstance(other.game, SneakAttack) and other.game.stage == "first":
            starts = [p for p in MISSILE_PATHS if p[0] == other.game.path[0]]
            other.game.path = list(starts[rng.randrange(len(starts))])
        return other

    def clone(self) -> Machine:
        m = Machine.__new__(Machine)
        m.__dict__.update(self.__dict__)
        m.rng = copy_rng(self.rng)
        m.game = None if self.game is None else type(self.game).from_data(self.game.to_data())
        m.lights, m.light_since, m.held = list(self.lights), list(self.light_since), set(self.held)
        m.score_lit, m.trace, m.inputs = list(self.score_lit), list(self.trace), list(self.inputs)
        return m

    def to_data(self) -> dict[str, Any]:
        return {
            "game": self.GAME_ID,
            "version": self.DATA_VERSION,
            "seed": self.seed,
            "t0": self.t0,
            "rng": rng_to_data(self.rng),
            "now": self.now,
            "mode": self.mode,
            "skill": self.skill,
            "game_id": self.game_id,
            "reflex": None if self.game is None else self.game.to_data(),
            "score": self.score,
            "final_score": self.final_score,
            "over_reason": self.over_reason,
            "lights": list(self.lights),
            "light_since": list(self.light_since),
            "held": sorted(self.held),
            "due": self.due,
            "phase": self.phase,
            "counter": self.counter,
            "score_boards": self.score_boards,
            "score_lit": list(self.score_lit),
            "trace": [list(e) for e in self.trace],
            "inputs": [list(i) for i in self.inputs],
            "late_inputs": self.late_inputs,
        }

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Machine:
        """Rebuild a machine from ``to_data``; anything malformed or inconsistent raises ValueError."""
        check_data_version(data, cls.GAME_ID, cls.DATA_VERSION)
        try:
            return _machine_from_data(cls, data)
        except ValueError:
            raise
        except (KeyError, TypeError, IndexError, AttributeError, OverflowError) as exc:
            raise ValueError(f"console: saved state is malformed ({exc!r})") from exc


MACHINE_PHASES = {
    "off": (None,),
    "ready": ("off",),
    "test1": ("test1_light", "off"),
    "test2": ("off",),
    "score": (None, "lights_out", "board_on", "board_off", "flash", "flash_beep", "hold", "off"),
}
TRACE_KINDS = ("input", "light", "beep", "mode", "start", "point", "game_over")


def _time_of(action: Press | Release | Wait) -> float:
    t = action.t_ms
    if isinstance(t, bool) or not isinstance(t, (int, float)) or not math.isfinite(t):
        raise IllegalAction(f"{action!r}: the time must be a finite number of ms")
    return float(t)


def _machine_from_data(cls: type[Machine], data: dict[str, Any]) -> Machine:
    m = cls(plain.integer(data["seed"], "seed", -(1 << 63), 1 << 63), plain.number(data["t0"], "t0"))
    m.now = plain.number(data["now"], "now")
    m.rng = rng_from_data(data["rng"])
    m.mode = plain.choice(data["mode"], "mode", MODES)
    m.skill = plain.opt_integer(data["skill"], "skill", 1, 3)
    m.game_id = plain.choice(data["game_id"], "game_id", (None, *GAMES))
    reflex = data["reflex"]
    if m.mode == "playing":
        if m.game_id is None or m.skill is None or reflex is None:
            raise ValueError("console: a game is playing without its game, skill or state")
        m.game = GAME_CLASSES[m.game_id].from_data(reflex)
    elif reflex is not None:
        raise ValueError(f"console: a game's state is kept while the console is {m.mode!r}")
    if m.mode == "ready" and m.skill is None:
        raise ValueError("console: ready for a game with no skill chosen")
    m.score = plain.integer(data["score"], "score", 0, 10**6)
    m.final_score = plain.opt_integer(data["final_score"], "final score", 0, 10**6)
    m.over_reason = plain.opt_text(data["over_reason"], "over_reason")
    lights = data["lights"]
    if not isinstance(lights, list) or len(lights) != 9:
        raise ValueError(f"console: lights must be nine states, not {lights!r}")
    m.lights = [plain.integer(v, "a light", OFF, BLINK) for v in lights]
    since = data["light_since"]
    if not isinstance(since, list) or len(since) != 9:
        raise ValueError(f"console: light_since must be nine times, not {since!r}")
    m.light_since = [plain.number(v, "a light's time") for v in since]
    m.held = set(plain.cells(data["held"], "held buttons"))
    m.due = plain.opt_number(data["due"], "due")
    m.phase = plain.opt_text(data["phase"], "phase")
    if (m.due is None) != (m.phase is None) or (m.due is not None and m.due < m.now):
        raise ValueError(f"console: timer {m.phase!r} at {m.due!r} does not fit the time {m.now}")
    if m.mode == "playing":
        m._reflex().check(m.phase)
    elif m.phase not in MACHINE_PHASES[m.mode]:
        raise ValueError(f"console: no phase {m.phase!r} while {m.mode!r}")
    m.counter = plain.integer(data["counter"], "counter", 0, 10**6)
    if m.phase == "test1_light" and m.counter >= len(TEST1_ORDER):
        raise ValueError("console: Test Pattern I is past its last light")
    m.score_boards = plain.integer(data["score_boards"], "score boards", 0, 10**5)
    m.score_lit = plain.cells(data["score_lit"], "score lights")
    trace = data["trace"]
    if not isinstance(trace, list):
        raise ValueError("console: trace must be a list")
    for e in trace:
        if not isinstance(e, list) or len(e) < 2 or e[1] not in TRACE_KINDS:
            raise ValueError(f"console: bad trace entry {e!r}")
        plain.number(e[0], "a trace time")
    m.trace = [tuple(e) for e in trace]
    events_from_trace(m.trace)
    inputs = data["inputs"]
    if not isinstance(inputs, list):
        raise ValueError("console: inputs must be a list")
    for i in inputs:
        if not isinstance(i, list) or len(i) != 3 or i[1] not in ("press", "release"):
            raise ValueError(f"console: bad input {i!r}")
        plain.number(i[0], "an input time")
        plain.cell(i[2], "an input's button")
    m.inputs = [(float(t), kind, c) for t, kind, c in inputs]
    m.late_inputs = plain.integer(data["late_inputs"], "late inputs", 0, 10**9)
    return m


def _digest(entries: list[TraceEntry]) -> str:
    return hashlib.sha256(json.dumps(entries).encode()).hexdigest()[:16]


def new_game(game: str, skill: int, seed: int = 0, t0_ms: float = 0.0) -> Machine:
    """A machine switched on and started on ``game`` at ``skill`` at ``t0_ms`` (two presses, as a person would)."""
    if game not in GAMES:
        raise ValueError(f"unknown console game {game!r}; choose one of {', '.join(GAMES)}")
    from arcade.games.console.layout import CELL_OF_GAME

    m = Machine(seed, t0_ms)
    m.press(skill, t0_ms)
    m.release(skill, t0_ms)
    m.press(CELL_OF_GAME[game], t0_ms)
    m.release(CELL_OF_GAME[game], t0_ms)
    return m


def new_state(seed: int, seats: int = 1) -> Machine:
    """The conformance test's fresh state: a machine playing a game and skill drawn from ``seed``."""
    if seats != 1:
        raise ValueError(f"the console is played by one person, not {seats}")
    pick = random.Random(seed)
    game, skill = GAMES[pick.randrange(len(GAMES))], pick.randrange(1, 4)
    return new_game(game, skill, seed=pick.getrandbits(31))
