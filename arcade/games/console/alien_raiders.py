"""Alien Raiders: zap the alien in the top row before it descends through the middle to the bottom.

An alien lights in a random column of the top row. Each step it is not hit it drops one row; one still
unhit a step after reaching the bottom row lands and ends the game. A press on the alien's cell zaps it
(one point, the game speeds up, the next alien appears half a step later in a random top-row cell,
sometimes the same one). A press on the cell it left at most ``GRACE_MS`` ago also zaps it. Any other
press while an alien is up is a miss: the alien drops a row at once, and a miss while it is in the
bottom row ends the game. Presses with no alien up do nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.games.console import plain
from arcade.games.console.layout import ALIEN_RAIDERS, TOP_ROW, row_of
from arcade.games.console.reflex_game import OFF, ON, ReflexGame
from arcade.games.console.timing import GRACE_MS, START_DELAY_MS

if TYPE_CHECKING:
    from arcade.games.console.machine import Machine


class AlienRaiders(ReflexGame):
    ID = ALIEN_RAIDERS
    FIELDS = ("alien", "left", "left_at")

    def __init__(self, skill: int) -> None:
        super().__init__(skill)
        self.alien: int | None = None
        self.left: int | None = None
        self.left_at: float | None = None

    PHASES = ("appear", "descend")

    @classmethod
    def read_field(cls, name: str, value: Any) -> Any:
        return plain.opt_number(value, "alien left_at") if name == "left_at" else plain.opt_cell(value, f"alien {name}")

    def check(self, phase: str | None) -> None:
        super().check(phase)
        if phase == "descend" and self.alien is None:
            raise ValueError("console: an alien descends but none is up")

    def start(self, m: Machine) -> None:
        m.schedule(m.now + START_DELAY_MS, "appear")

    def on_due(self, m: Machine, phase: str) -> None:
        if phase == "appear":
            self.alien = TOP_ROW[m.rng.randrange(3)]
            self.left = self.left_at = None
            m.set_light(self.alien, ON)
            m.beep("light")
            m.schedule(m.now + self.step, "descend")
        elif phase == "descend":
            self._descend(m, "landed")
        else:
            raise ValueError(f"alien raiders: unknown phase {phase!r}")

    def _descend(self, m: Machine, reason: str) -> None:
        old = self.alien
        assert old is not None, "only an alien that is up descends"
        if row_of(old) == 2:
            m.game_over(reason)
            return
        self.alien = old + 3
        m.set_light(old, OFF)
        m.set_light(self.alien, ON)
        m.beep("light")
        self.left, self.left_at = old, m.now
        m.schedule(m.now + self.step, "descend")

    def on_press(self, m: Machine, cell: int) -> None:
        if self.alien is None:
            return
        in_grace = self.left == cell and self.left_at is not None and m.now - self.left_at <= GRACE_MS
        if cell == self.alien or in_grace:
            m.set_light(self.alien, OFF)
            m.beep("hit")
            m.add_point()
            self.speed_up()
            self.alien = self.left = self.left_at = None
            m.schedule(m.now + self.step // 2, "appear")
        else:
            m.beep("miss")
            self._descend(m, "missed")
            self.left = self.left_at = None
