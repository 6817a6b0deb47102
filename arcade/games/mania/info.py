"""Electronic Arcade Mania (the board game) in the cabinet: what the cabinet knows of it.

Not playable in the cabinet yet (no scene): the rules engine, CPU players, simulator and benchmark are.
"""
from __future__ import annotations

from arcade.core.render import palette
from arcade.games.info import EngineSpec, GameInfo
from arcade.games.mania.howto import PAGES

CPU_LEVELS = ("Rookie", "Regular", "Ace")
"""The three CPU strengths (``arcade.games.mania.bots.LEVELS``: reaction speed on the console)."""

CPU_DESCRIPTIONS = (
    "Rookie: slow hands on the console (350 ms), but bets and plays cards with care",
    "Regular: an everyday arcade player (250 ms reactions), reads the table",
    "Ace: quick on every game (200 ms reactions), reads the table",
)

INFO = GameInfo(
    id="mania", title="Electronic Arcade Mania", tagline="Board game of console duels",
    marquee="arcade.games.mania.marquee:draw_art",
    colour=palette.NEON_ORANGE, symbol="hexagon", min_players=3, max_players=4, default_players=3,
    cpu_levels=CPU_LEVELS,
    cpu_descriptions=CPU_DESCRIPTIONS,
    enabled=False,
    howto=PAGES,
    engine=EngineSpec("arcade.games.mania.rules:new_state", seats=(3, 4),
                      pure_modules=("arcade.games.mania.rules", "arcade.games.mania.board",
                                    "arcade.games.mania.bots", "arcade.games.mania.duel",
                                    "arcade.games.mania.sim", "arcade.games.mania.bench")),
    sim="arcade.games.mania.sim",
    bench="arcade.games.mania.bench",
)
