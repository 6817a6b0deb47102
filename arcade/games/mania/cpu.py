"""Electronic Arcade Mania's computer players by lobby level: ``GameInfo.make_bot`` (pure, no pygame).

A lobby CPU is the SmartBot of its level: its board choices are instant; a duel it is in is scored by
its reaction model (``SmartBot.duel_score``) in simulations, and played on the console by the scene.
"""

from __future__ import annotations

from arcade.core.bots import level_named

from .actions import Action
from .bots import LEVELS, SmartBot
from .view import ManiaView


class ManiaCpu:
    """A lobby CPU: the SmartBot of one level, asked on the main thread."""

    instant = True

    def __init__(self, level: str, seed: int, bot: SmartBot | None = None) -> None:
        self.level = level if level in LEVELS else "Regular"
        self.bot = SmartBot(self.level, seed) if bot is None else bot  # the simulator seats other kinds
        self.rng = self.bot.rng

    def choose(self, view: ManiaView) -> Action:
        return self.bot.choose(view)


def make_bot(level: str, seat: int, seed: int) -> ManiaCpu:
    """The CPU of ``level`` (Rookie, Regular, Ace; any case) for ``seat``, seeded ``seed``."""
    return ManiaCpu(level_named(tuple(LEVELS), level), seed)
