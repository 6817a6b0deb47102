"""Vegas Slot Machine 1973's computer players by lobby level: ``GameInfo.make_bot`` (pure, no pygame),
and the match runner's play hook (``GameInfo.play``), which hands a simulator's game options to the state.
Every level decides in well under a millisecond or two, so every one is ``instant``."""

from __future__ import annotations

from typing import Any

from arcade import match
from arcade.core.bots import level_named

from .bots import LEVELS, Bot
from .bots import make_bot as level_bot
from .rules import VegasState


def make_bot(level: str, seat: int, seed: int) -> Bot:
    """The bot of ``level`` (Easy, Medium, Strong; any case) for ``seat``, seeded ``seed``."""
    return level_bot(level_named(LEVELS, level), seed)


def play(levels: list[str], seed: int, **options: Any) -> VegasState:
    """One full game with ``options`` (mode solo for one seat, else competitive, unless given): seat ``s``
    played by the bot of ``levels[s]`` (:func:`make_bot`, seeded ``seed * 31 + s``), in the runner's
    loop (``match.drive``)."""
    n = len(levels)
    opts = dict(options)
    opts.setdefault("mode", "solo" if n == 1 else "competitive")
    state = VegasState(n, seed, opts)
    match.drive(state, match.seat_bots(make_bot, levels, seed))
    return state
