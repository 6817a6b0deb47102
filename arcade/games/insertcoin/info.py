"""Insert Coin to Play in the cabinet: what the cabinet knows of it (no scene yet: greyed out)."""
from __future__ import annotations

from arcade.core.render import palette
from arcade.games.info import EngineSpec, GameInfo
from arcade.games.insertcoin.howto import PAGES

CPU_LEVELS = ("Kid", "Greedy", "Planner")
CPU_DESCRIPTIONS = (
    "Draws a random symbol wherever it fits: gentle, for children.",
    "Fills the most squares it can right now, in the shape closest to done.",
    "Keeps its shapes finishable, plans lives and coins, and times its abilities and the finish.",
)

INFO = GameInfo(
    id="insertcoin", title="Insert Coin to Play", tagline="Fill pixel-art shapes with polyominoes",
    marquee="arcade.games.insertcoin.marquee:draw_art",
    colour=palette.NEON_GREEN, symbol="square", min_players=1, max_players=6, default_players=1,
    cpu_levels=CPU_LEVELS, cpu_descriptions=CPU_DESCRIPTIONS,
    howto=PAGES,
    enabled=False,
    engine=EngineSpec("arcade.games.insertcoin.rules:new_state", seats=(1, 2, 3, 4, 5, 6),
                      pure_modules=("arcade.games.insertcoin.rules", "arcade.games.insertcoin.bots",
                                    "arcade.games.insertcoin.sim", "arcade.games.insertcoin.match",
                                    "arcade.games.insertcoin.shapes", "arcade.games.insertcoin.pieces",
                                    "arcade.games.insertcoin.events", "arcade.games.insertcoin.bench"),
                      max_actions=5_000, playthroughs=25),
    sim="arcade.games.insertcoin.sim",
    bench="arcade.games.insertcoin.bench",
)
