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

Power on as the real console does: a Skill button (cell 1, 2 or 3), then a game button (cell 4 Run
Amuk, 6 Sneak Attack, 7 Alien Raiders, 9 Rattler). Skill 1 then cell 5 is Test Pattern I, Skill 1 then
cell 8 Test Pattern II.
"""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from typing import Any

from arcade.games.console.alien_raiders import AlienRaiders
from arcade.games.console.layout import (
    BOTTOM_CENTRE, CELLS, GAME_OF_CELL, GAMES, MIDDLE_CENTRE, SKILL_OF_CELL, score_display,
)
from arcade.games.console.rattler import Rattler
from arcade.games.console.reflex_game import BLINK, OFF, ON, ReflexGame
from arcade.games.console.run_amuk import RunAmuk
from arcade.games.console.sneak_attack import SneakAttack
from arcade.games.console.timing import (
    AUTO_OFF_MS, BLINK_HALF_MS, BOARD_OFF_MS, BOARD_ON_MS, GAME_OVER_PAUSE_MS, SCORE_FLASH_MS,
    SCORE_HOLD_MS, TEST1_HOLD_MS, TEST1_STEP_MS, TEST2_IDLE_MS,
)
from arcade.core.rules import IllegalAction, check_data_version, rng_from_data, rng_to_data

GAME_CLASSES: dict[str, type[ReflexGame]] = {
    cls.ID: cls for cls in (AlienRaiders, Rattler, SneakAttack, RunAmuk)
}

MODES = ("off", "ready", "playing", "score", "test1", "test2")

TEST1_ORDER = (7, 8, 9, 4, 5, 6, 1, 2, 3)
"""Test Pattern I lights the bottom row first, then the middle, then the top."""

SCORE_GAP_MS = 300
"""Dark pause between the game's lights going out and the score's first flash."""


@dataclass(frozen=True)
class ConsoleView:
    """Everything a person sees on the console at ``t_ms`` (nothing on it is hidden)."""

    t_ms: float
    mode: str
    skill: int | None
    game: str | None
    lights: tuple[int, ...]
    light_since: tuple[float, ...]
    held: frozenset
    score: int
    final_score: int | None
    score_shown: bool

    def light(self, cell: int) -> int:
        return self.lights[cell - 1]

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
        self.trace: list[tuple] = []
        self.inputs: list[tuple[float, str, int]] = []
        self.late_inputs = 0

    # ----------------------------------------------------------------- input and time
    def press(self, cell: int, t_ms: float) -> list[tuple]:
        """Press a button at ``t_ms``. A press of a button already held changes nothing."""
        return self._input("press", cell, t_ms)

    def release(self, cell: int, t_ms: float) -> list[tuple]:
        """Let go of a button at ``t_ms``. Letting go of a button not held changes nothing."""
        return self._input("release", cell, t_ms)

    def advance_to(self, t_ms: float) -> list[tuple]:
        """Run everything due at or before ``t_ms``; returns the new trace entries."""
        mark = len(self.trace)
        if t_ms > self.now:
            self._run_until(t_ms)
            self.now = float(t_ms)
        return self.trace[mark:]

    def next_due(self) -> float | None:
        """When the next scheduled change happens, or None when nothing is pending."""
        return self.due

    def _run_until(self, t_ms: float) -> None:
        while self.due is not None and self.due <= t_ms:
            self.now, phase = self.due, self.phase
            self.due = self.phase = None
            self._on_due(phase)

    def _input(self, kind: str, cell: int, t_ms: float) -> list[tuple]:
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
            self.game.on_release(self, cell)
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
            self.game.on_press(self, cell)
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
            self.game.on_due(self, phase)
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
            self._score_phase(phase)

    def _score_phase(self, phase: str) -> None:
        """Lights out, the full boards (scores above 45), the blinking score, then the steady score."""
        if phase == "lights_out":
            self._all_off()
            self.counter = 0
            self.schedule(self.now + SCORE_GAP_MS, "board_on" if self.score_boards else "flash")
        elif phase == "board_on":
            for cell in CELLS:
                self.set_light(cell, ON)
            self.beep("board")
            self.schedule(self.now + BOARD_ON_MS, "board_off")
        elif phase == "board_off":
            self._all_off()
            self.counter += 1
            more = self.counter < self.score_boards
            self.schedule(self.now + BOARD_OFF_MS, "board_on" if more else "flash")
        elif phase == "flash":
            for cell in self.score_lit:
                self.set_light(cell, BLINK)
            self.counter = 0
            self._flash_beep()
        elif phase == "flash_beep":
            self._flash_beep()
        elif phase == "hold":
            for cell in self.score_lit:
                self.set_light(cell, ON)
            self.schedule(self.now + SCORE_HOLD_MS, "off")
        else:
            raise ValueError(f"console: unknown phase {phase!r}")

    def _flash_beep(self) -> None:
        self.beep("score")
        self.counter += 1
        elapsed = self.counter * 2 * BLINK_HALF_MS
        if elapsed < SCORE_FLASH_MS:
            self.schedule(self.now + 2 * BLINK_HALF_MS, "flash_beep")
        else:
            self.schedule(self.now + 2 * BLINK_HALF_MS - (elapsed - SCORE_FLASH_MS), "hold")

    # ----------------------------------------------------------------- what is shown
    @property
    def score_shown(self) -> bool:
        """True while the lights show the final score (blinking or steady)."""
        return self.mode == "score" and self.phase in ("flash_beep", "hold", "off")

    def view(self, seat: int = 0) -> ConsoleView:
        return ConsoleView(
            t_ms=self.now, mode=self.mode, skill=self.skill, game=self.game_id,
            lights=tuple(self.lights), light_since=tuple(self.light_since), held=frozenset(self.held),
            score=self.score, final_score=self.final_score, score_shown=self.score_shown,
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
    def current_player(self) -> int:
        from arcade.core.rules import TERMINAL
        return TERMINAL if self.is_terminal() else 0

    def is_terminal(self) -> bool:
        """True once a game has ended (its score is final), until the next game starts."""
        return self.final_score is not None and self.mode != "playing"

    def legal_actions(self, seat: int | None = None) -> list[tuple[str, int]]:
        """Every button not held can be pressed and every held one released (time comes with apply)."""
        return [("press", c) for c in CELLS if c not in self.held] + [("release", c) for c in sorted(self.held)]

    def apply(self, action: tuple) -> list[tuple]:
        """Apply ``(kind, cell, t_ms)``; refuses what ``legal_actions`` does not list or a time gone by."""
        try:
            kind, cell, t_ms = action
            t_ms = float(t_ms)
        except (TypeError, ValueError) as exc:
            raise IllegalAction(f"a console action is (kind, cell, t_ms), not {action!r}") from exc
        if (kind, cell) not in self.legal_actions():
            raise IllegalAction(f"{kind} {cell!r} is not possible now")
        if t_ms < self.now:
            raise IllegalAction(f"{kind} at {t_ms} ms is before the console's time {self.now} ms")
        return self._input(kind, cell, t_ms)

    def to_data(self) -> dict:
        return {
            "game": self.GAME_ID, "version": self.DATA_VERSION,
            "seed": self.seed, "t0": self.t0, "rng": rng_to_data(self.rng), "now": self.now, "mode": self.mode,
            "skill": self.skill, "game_id": self.game_id,
            "reflex": None if self.game is None else self.game.to_data(),
            "score": self.score, "final_score": self.final_score, "over_reason": self.over_reason,
            "lights": list(self.lights), "light_since": list(self.light_since), "held": sorted(self.held),
            "due": self.due, "phase": self.phase, "counter": self.counter,
            "score_boards": self.score_boards, "score_lit": list(self.score_lit),
            "trace": [list(e) for e in self.trace], "inputs": [list(i) for i in self.inputs],
            "late_inputs": self.late_inputs,
        }

    @classmethod
    def from_data(cls, data: dict) -> "Machine":
        check_data_version(data, cls.GAME_ID, cls.DATA_VERSION)
        m = cls(data["seed"], data["t0"])
        m.now = float(data["now"])
        m.rng = rng_from_data(data["rng"])
        m.mode, m.skill, m.game_id = data["mode"], data["skill"], data["game_id"]
        if data["reflex"] is not None:
            m.game = GAME_CLASSES[data["game_id"]].from_data(data["reflex"])
        m.score, m.final_score, m.over_reason = data["score"], data["final_score"], data["over_reason"]
        m.lights, m.light_since = list(data["lights"]), [float(x) for x in data["light_since"]]
        m.held = set(data["held"])
        m.due, m.phase, m.counter = data["due"], data["phase"], data["counter"]
        m.score_boards, m.score_lit = data["score_boards"], list(data["score_lit"])
        m.trace = [tuple(e) for e in data["trace"]]
        m.inputs = [tuple(i) for i in data["inputs"]]
        m.late_inputs = data["late_inputs"]
        return m


def _digest(entries: list[tuple]) -> str:
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
