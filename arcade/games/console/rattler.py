"""Rattler: zap the blinking tail of a 3-light snake that slithers around the screen.

A snake of three lights (head, body, tail; only the tail blinks) appears on a random path and moves its
head one space along a row or column every step, the rest following. A press on the tail cell (or on
the cell the tail left at most ``GRACE_MS`` ago) zaps the tail: that light goes out, the next segment
blinks as the new tail, the game speeds up and the snake's step clock restarts. When the last light is
zapped a new 3-light snake appears one step later. The game ends when a tail has not been zapped by the
``RATTLER_ESCAPE_STEPS``-th step after it became the tail: the snake escapes. A press on any other cell
while a snake is up is a miss: the snake slithers on at once, a step of its escape used up (the step clock
restarts), so pressing everything lets it escape. Presses with no snake up do nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.games.console import plain
from arcade.games.console.layout import CELLS, RATTLER, neighbours
from arcade.games.console.reflex_game import BLINK, OFF, ON, ReflexGame
from arcade.games.console.timing import GRACE_MS, RATTLER_ESCAPE_STEPS, START_DELAY_MS

if TYPE_CHECKING:
    from arcade.games.console.machine import Machine


class Rattler(ReflexGame):
    ID = RATTLER
    FIELDS = ("snake", "steps", "left", "left_at")

    def __init__(self, skill: int) -> None:
        super().__init__(skill)
        self.snake: list[int] = []  # head first, tail last
        self.steps = 0  # steps taken since the current tail became the tail
        self.left: int | None = None
        self.left_at: float | None = None

    PHASES = ("spawn", "move")

    @classmethod
    def read_field(cls, name: str, value: Any) -> Any:
        if name == "snake":
            return plain.cells(value, "rattler snake", 3)
        if name == "steps":
            return plain.integer(value, "rattler steps", 0, RATTLER_ESCAPE_STEPS)
        return (
            plain.opt_number(value, "rattler left_at") if name == "left_at" else plain.opt_cell(value, "rattler left")
        )

    def check(self, phase: str | None) -> None:
        super().check(phase)
        if phase == "move" and not self.snake:
            raise ValueError("console: the rattler moves but no snake is up")

    def start(self, m: Machine) -> None:
        m.schedule(m.now + START_DELAY_MS, "spawn")

    def on_due(self, m: Machine, phase: str) -> None:
        if phase == "spawn":
            self._spawn(m)
        elif phase == "move":
            self.steps += 1
            if self.steps >= RATTLER_ESCAPE_STEPS:
                m.game_over("escaped")
            else:
                self._move(m)
                m.schedule(m.now + self.step, "move")
        else:
            raise ValueError(f"rattler: unknown phase {phase!r}")

    def _spawn(self, m: Machine) -> None:
        path = [CELLS[m.rng.randrange(9)]]
        while len(path) < 3:
            options = [c for c in neighbours(path[-1]) if c not in path]
            path.append(options[m.rng.randrange(len(options))])
        self.snake = path
        self.steps = 0
        self.left = self.left_at = None
        self._show(m)
        m.beep("light")
        m.schedule(m.now + self.step, "move")

    def _show(self, m: Machine) -> None:
        for cell in self.snake:
            m.set_light(cell, BLINK if cell == self.snake[-1] else ON)

    def _move(self, m: Machine) -> None:
        head, tail = self.snake[0], self.snake[-1]
        options = [c for c in neighbours(head) if c not in self.snake]
        if not options:
            options = [tail]  # only ever needed by a snake that has boxed its head in
        new_head = options[m.rng.randrange(len(options))]
        self.snake = [new_head] + self.snake[:-1]
        if tail not in self.snake:
            m.set_light(tail, OFF)
        self._show(m)
        m.beep("light")
        self.left, self.left_at = tail, m.now

    def _missed(self, m: Machine) -> None:
        """A wrong press: the snake takes a step at once, one of the steps before it escapes."""
        self.steps += 1
        if self.steps >= RATTLER_ESCAPE_STEPS:
            m.game_over("escaped")
            return
        self._move(m)
        m.schedule(m.now + self.step, "move")

    def on_press(self, m: Machine, cell: int) -> None:
        if not self.snake:
            return
        in_grace = self.left == cell and self.left_at is not None and m.now - self.left_at <= GRACE_MS
        if cell != self.snake[-1] and not in_grace:
            m.beep("miss")
            self._missed(m)
            return
        m.set_light(self.snake.pop(), OFF)
        m.beep("hit")
        m.add_point()
        self.speed_up()
        self.left = self.left_at = None
        self.steps = 0
        if self.snake:
            self._show(m)
            m.schedule(m.now + self.step, "move")
        else:
            m.schedule(m.now + self.step, "spawn")
