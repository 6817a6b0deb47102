"""What the four reflex games share: a skill, a pace, plain-data state, and the machine's helpers.

A game never reads a clock. The machine calls ``start``, ``on_due`` (when the one timer the game set
falls due), ``on_press`` and ``on_release`` with ``m.now`` already at the exact millisecond, and the game
answers through the machine: ``m.set_light``, ``m.beep``, ``m.schedule``, ``m.add_point``, ``m.game_over``
and ``m.rng``.
"""
from __future__ import annotations

from typing import Any

from arcade.games.console.timing import pace

OFF, ON, BLINK = 0, 1, 2
"""Light states. A blinking light's phase is counted from the moment it began to blink."""


class ReflexGame:
    """Base for the four games. Subclasses list their plain-data attributes in ``FIELDS``."""

    ID = ""
    FIELDS: tuple[str, ...] = ()

    def __init__(self, skill: int) -> None:
        self.skill = skill
        self.pace = pace(self.ID, skill)
        self.step = self.pace.base_ms

    def speed_up(self) -> None:
        self.step = self.pace.after(self.step)

    # The machine calls these; subclasses override what they use.
    def start(self, m: Any) -> None:
        raise NotImplementedError

    def on_due(self, m: Any, phase: str) -> None:
        raise NotImplementedError

    def on_press(self, m: Any, cell: int) -> None:
        raise NotImplementedError

    def on_release(self, m: Any, cell: int) -> None:
        """Only Sneak Attack cares when a button is let go."""

    def to_data(self) -> dict:
        data = {"skill": self.skill, "step": self.step}
        for name in self.FIELDS:
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, list) else value
        return data

    @classmethod
    def from_data(cls, data: dict) -> "ReflexGame":
        game = cls(int(data["skill"]))
        game.step = int(data["step"])
        for name in cls.FIELDS:
            value = data[name]
            setattr(game, name, list(value) if isinstance(value, list) else value)
        return game
