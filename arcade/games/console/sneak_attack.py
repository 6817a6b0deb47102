"""Sneak Attack: read a missile's straight path from two lights and press where it will land.

A missile lights the first cell of a straight line of three (a row, a column or a diagonal, from one end
through the middle), one step later the middle cell, and one step after that it would land on the third.
Pressing the landing cell after the second light and before the landing destroys it: both lights go
out, one point, the game speeds up. That button must then be held until the next missile's first light,
which comes half a step (at the new pace) after the moment the missile would have landed. The game ends
on a wrong button, on any press before the second light or between missiles (too soon), on the missile
landing (too late), or on letting go of the held button before the next missile appears.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.games.console import plain
from arcade.games.console.layout import MISSILE_PATHS, SNEAK_ATTACK
from arcade.games.console.reflex_game import OFF, ON, ReflexGame
from arcade.games.console.timing import START_DELAY_MS

if TYPE_CHECKING:
    from arcade.games.console.machine import Machine


class SneakAttack(ReflexGame):
    ID = SNEAK_ATTACK
    FIELDS = ("path", "stage", "holding", "land_at")

    def __init__(self, skill: int) -> None:
        super().__init__(skill)
        self.path: list[int] = []
        self.stage = "wait"  # wait, first, second, hold
        self.holding: int | None = None
        self.land_at: float | None = None

    PHASES = ("first", "second", "land")
    STAGES = ("wait", "first", "second", "hold")

    @classmethod
    def read_field(cls, name: str, value: Any) -> Any:
        if name == "path":
            path = plain.cells(value, "missile path", 3)
            if path and tuple(path) not in MISSILE_PATHS:
                raise ValueError(f"console: {path} is not a missile's straight path")
            return path
        if name == "stage":
            return plain.choice(value, "missile stage", cls.STAGES)
        return plain.opt_number(value, "missile land_at") if name == "land_at" else plain.opt_cell(value, "held button")

    def check(self, phase: str | None) -> None:
        super().check(phase)
        if (phase in ("second", "land") or self.stage in ("first", "second")) and len(self.path) != 3:
            raise ValueError("console: a missile is in flight without a path")
        if self.stage == "second" and self.land_at is None:
            raise ValueError("console: a missile in flight has no landing time")

    def start(self, m: Machine) -> None:
        m.schedule(m.now + START_DELAY_MS, "first")

    def on_due(self, m: Machine, phase: str) -> None:
        if phase == "first":
            self.path = list(MISSILE_PATHS[m.rng.randrange(len(MISSILE_PATHS))])
            self.stage, self.holding = "first", None
            m.set_light(self.path[0], ON)
            m.beep("light")
            m.schedule(m.now + self.step, "second")
        elif phase == "second":
            self.stage = "second"
            m.set_light(self.path[1], ON)
            m.beep("light")
            self.land_at = m.now + self.step
            m.schedule(self.land_at, "land")
        elif phase == "land":
            m.set_light(self.path[2], ON)
            m.beep("light")
            m.game_over("too_late")
        else:
            raise ValueError(f"sneak attack: unknown phase {phase!r}")

    def on_press(self, m: Machine, cell: int) -> None:
        if self.stage != "second":
            m.beep("miss")
            m.game_over("too_soon")
            return
        if cell != self.path[2]:
            m.beep("miss")
            m.game_over("wrong")
            return
        m.set_light(self.path[0], OFF)
        m.set_light(self.path[1], OFF)
        m.beep("hit")
        m.add_point()
        self.speed_up()
        self.stage, self.holding = "hold", cell
        assert self.land_at is not None, "a missile at its second light has a landing time"
        m.schedule(self.land_at + self.step // 2, "first")

    def on_release(self, m: Machine, cell: int) -> None:
        if self.stage == "hold" and cell == self.holding:
            m.beep("miss")
            m.game_over("let_go")
