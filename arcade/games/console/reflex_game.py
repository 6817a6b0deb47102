"""What the four reflex games share: a skill, a pace, plain-data state, and the machine's helpers.

A game never reads a clock. The machine calls ``start``, ``on_due`` (when the one timer the game set
falls due), ``on_press`` and ``on_release`` with ``m.now`` already at the exact millisecond, and the game
answers through the machine: ``m.set_light``, ``m.beep``, ``m.schedule``, ``m.add_point``, ``m.game_over``
and ``m.rng``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.games.console import plain
from arcade.games.console.timing import pace

if TYPE_CHECKING:
    from arcade.games.console.machine import Machine

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
    def start(self, m: Machine) -> None:
        raise NotImplementedError

    def on_due(self, m: Machine, phase: str) -> None:
        raise NotImplementedError

    def on_press(self, m: Machine, cell: int) -> None:
        raise NotImplementedError

    def on_release(self, m: Machine, cell: int) -> None:
        """Only Sneak Attack cares when a button is let go."""

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"skill": self.skill, "step": self.step}
        for name in self.FIELDS:
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, list) else value
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> ReflexGame:
        """Rebuild from ``to_data``; a field of the wrong kind raises ValueError (``check`` then tells
        whether the game can go on from ``phase``)."""
        if not isinstance(data, dict):
            raise ValueError(f"console: {cls.ID} state must be an object, not {data!r}")
        game = cls(plain.integer(data.get("skill"), f"{cls.ID} skill", 1, 3))
        game.step = plain.integer(data.get("step"), f"{cls.ID} step", 1, 60_000)
        for name in cls.FIELDS:
            if name not in data:
                raise ValueError(f"console: {cls.ID} state has no {name!r}")
            setattr(game, name, cls.read_field(name, data[name]))
        return game

    @classmethod
    def read_field(cls, name: str, value: Any) -> Any:
        """One field of ``FIELDS`` from plain data, checked."""
        raise NotImplementedError

    PHASES: tuple[str, ...] = ()
    """The timer phases this game sets."""

    def check(self, phase: str | None) -> None:
        """Raise ValueError unless the game can go on with ``phase`` pending."""
        if phase is not None and phase not in self.PHASES:
            raise ValueError(f"console: {self.ID} has no phase {phase!r}")
