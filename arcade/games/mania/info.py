"""Electronic Arcade Mania (the board game) in the cabinet: what the cabinet knows of it (not playable yet)."""
from __future__ import annotations

from arcade.core.render import palette
from arcade.games.info import GameInfo
from arcade.games.mania.howto import PAGES

INFO = GameInfo(
    id="mania", title="Electronic Arcade Mania", tagline="Board game of console duels",
    marquee="arcade.games.mania.marquee:draw_art",
    colour=palette.NEON_ORANGE, symbol="hexagon", min_players=3, max_players=4, default_players=3,
    howto=PAGES,
)
