"""Run Amuk: keep your steady light away from the blinking monster that steps towards it.

You start in the centre and the monster in a random corner. Every step the monster moves one space
along a row or column, always closer to you (a random choice between two equally good spaces); each
move it makes is a point and speeds the game up. A press moves you to that cell at once, anywhere on the
screen, except that the monster's own cell is refused (a low bump) and your own cell changes nothing.
The game ends when the monster steps onto you; that last move is not counted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.games.console import plain
from arcade.games.console.layout import RUN_AMUK, distance, neighbours
from arcade.games.console.reflex_game import BLINK, OFF, ON, ReflexGame
from arcade.games.console.timing import START_DELAY_MS

if TYPE_CHECKING:
    from arcade.games.console.machine import Machine

CORNERS = (1, 3, 7, 9)
START_CELL = 5


class RunAmuk(ReflexGame):
    ID = RUN_AMUK
    FIELDS = ("player", "monster")

    def __init__(self, skill: int) -> None:
        super().__init__(skill)
        self.player: int | None = None
        self.monster: int | None = None

    PHASES = ("appear", "move")

    @classmethod
    def read_field(cls, name: str, value: Any) -> Any:
        return plain.opt_cell(value, f"run amuk {name}")

    def check(self, phase: str | None) -> None:
        super().check(phase)
        if phase == "move" and (self.player is None or self.monster is None or self.player == self.monster):
            raise ValueError("console: the monster moves but the board is not set up")

    def start(self, m: Machine) -> None:
        m.schedule(m.now + START_DELAY_MS, "appear")

    def on_due(self, m: Machine, phase: str) -> None:
        if phase == "appear":
            self.player = START_CELL
            self.monster = CORNERS[m.rng.randrange(4)]
            m.set_light(self.player, ON)
            m.set_light(self.monster, BLINK)
            m.beep("light")
            m.schedule(m.now + self.step, "move")
        elif phase == "move":
            old, player = self.monster, self.player
            assert old is not None and player is not None, "the monster moves only once the board is set up"
            here = distance(old, player)
            options = [c for c in neighbours(old) if distance(c, player) < here]
            self.monster = options[m.rng.randrange(len(options))]
            m.set_light(old, OFF)
            m.set_light(self.monster, BLINK)
            m.beep("light")
            if self.monster == self.player:
                m.game_over("caught")
                return
            m.add_point()
            self.speed_up()
            m.schedule(m.now + self.step, "move")
        else:
            raise ValueError(f"run amuk: unknown phase {phase!r}")

    def on_press(self, m: Machine, cell: int) -> None:
        if self.player is None or cell == self.player:
            return
        if cell == self.monster:
            m.beep("bump")
            return
        m.set_light(self.player, OFF)
        self.player = cell
        m.set_light(cell, ON)
        m.beep("step")
