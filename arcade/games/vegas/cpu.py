"""Vegas Slot Machine 1973's computer players by lobby level: ``GameInfo.make_bot`` (pure, no pygame).
Every level decides in well under a millisecond or two, so every one is ``instant``."""

from __future__ import annotations

from arcade.core.bots import level_named

from .bots import LEVELS, Bot
from .bots import make_bot as level_bot


def make_bot(level: str, seat: int, seed: int) -> Bot:
    """The bot of ``level`` (Easy, Medium, Strong; any case) for ``seat``, seeded ``seed``."""
    return level_bot(level_named(LEVELS, level), seed)
