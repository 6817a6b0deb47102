"""What the cabinet knows of High Card Duel (test-only)."""
from __future__ import annotations

from arcade.core.render import palette
from arcade.games.info import EngineSpec, GameInfo


def start(app, config):
    from tinygame.scene import DuelScene

    return DuelScene(app, config)


def resume(app, data):
    from tinygame.scene import DuelScene

    return DuelScene.from_hold(app, data)


INFO = GameInfo(
    id="tinyduel", title="High Card Duel", tagline="A tiny test game", colour=palette.NEON_GREEN,
    symbol="circle", min_players=2, max_players=3, default_players=2, cpu_levels=("Greedy",),
    enabled=True, start=start, resume=resume,
    howto=(("Goal", "Play your three cards; the highest total wins."),),
    engine=EngineSpec("tinygame.rules:new_state", seats=(2, 3), pure_modules=("tinygame.rules",),
                      playthroughs=50),
)
