"""Vegas Slot Machine 1973 in the cabinet: what the cabinet knows of it (not playable yet: greyed out)."""
from __future__ import annotations

from arcade.core.render import palette
from arcade.games.info import GameInfo
from arcade.games.vegas.howto import PAGES

INFO = GameInfo(
    id="vegas", title="Vegas Slot Machine 1973", tagline="Line up paylines on a 3x3 grid of stacks",
    marquee="arcade.games.vegas.marquee:draw_art",
    colour=palette.NEON_YELLOW, symbol="diamond", min_players=1, max_players=8, default_players=1,
    howto=PAGES,
)
