"""Insert Coin's computer players by lobby level: ``GameInfo.make_bot`` (pure, no pygame). Kid and
Greedy decide in a couple of milliseconds (``instant``); the Planner thinks in the worker."""

from __future__ import annotations

from arcade.core.bots import level_named

from .bots import LEVELS, Bot
from .bots import make_bot as level_bot


def make_bot(level: str, seat: int, seed: int) -> Bot:
    """The bot of ``level`` (Kid, Greedy, Planner; any case) for ``seat``, seeded ``seed``."""
    return level_bot(level_named(tuple(LEVELS), level), seed)
