"""Headless games between computer players (pure, no pygame): the match runner's game (:data:`GAME`) and
Vegas's play hook, which hands the game options to the state. The loop is the runner's (``match.drive``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arcade import match

from .bots import LEVELS
from .rules import VegasState

GAME = match.Game(
    "vegas",
    new="arcade.games.vegas.rules:new_state",
    make_bot="arcade.games.vegas.cpu:make_bot",
    play="arcade.games.vegas.match:play",
    seats=(1, 2, 3, 4, 6, 8),
    levels=LEVELS,
)
"""What the runner plays (the same names as ``INFO``; tests/test_botkit.py checks they agree)."""


def play(levels: list[str], seed: int, **options: Any) -> VegasState:
    """One full game with ``options`` (mode solo for one seat, else competitive, unless given): seat ``s``
    played by the bot of ``levels[s]`` (``GameInfo.make_bot``, seeded ``seed * 31 + s``)."""
    n = len(levels)
    opts = dict(options)
    opts.setdefault("mode", "solo" if n == 1 else "competitive")
    state = VegasState(n, seed, opts)
    match.drive(state, match.seat_bots(GAME.make_bot, levels, seed))
    return state


def play_game(levels: list[str], seed: int, options: Mapping[str, object] | None = None, rotate: int = 0) -> VegasState:
    """One full game: seat ``i`` is played by ``levels[(i + rotate) % len(levels)]``. Returns the final
    state (``scores()``, ``winners()``)."""
    n = len(levels)
    return play([levels[(i + rotate) % n] for i in range(n)], seed, **dict(options or {}))
