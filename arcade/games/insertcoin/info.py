"""Insert Coin to Play in the cabinet: what the cabinet knows of it (not playable yet: greyed out)."""
from __future__ import annotations

from arcade.core.render import palette
from arcade.games.info import GameInfo
from arcade.games.insertcoin.howto import PAGES

INFO = GameInfo(
    id="insertcoin", title="Insert Coin to Play", tagline="Fill pixel-art shapes with polyominoes",
    marquee="arcade.games.insertcoin.marquee:draw_art",
    colour=palette.NEON_GREEN, symbol="square", min_players=1, max_players=6, default_players=1,
    howto=PAGES,
)
