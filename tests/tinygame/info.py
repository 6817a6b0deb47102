"""What the cabinet knows of High Card Duel (test-only)."""

from __future__ import annotations

from arcade.core.render import palette
from arcade.games.info import EngineSpec, GameInfo

INFO = GameInfo(
    id="tinyduel",
    title="High Card Duel",
    tagline="A tiny test game",
    colour=palette.NEON_GREEN,
    symbol="circle",
    min_players=2,
    max_players=3,
    default_players=2,
    cpu_levels=("Greedy",),
    enabled=True,
    scene="tinygame.scene:DuelScene",
    demo_seats=(("Ada", "Greedy"), ("Bo", "Greedy")),
    howto=(("Goal", "Play your three cards; the highest total wins."),),
    engine=EngineSpec("tinygame.rules:new_state", seats=(2, 3), pure_modules=("tinygame.rules",), playthroughs=50),
)
