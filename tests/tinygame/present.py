"""High Card Duel's presenter: one table, event class -> what the screen does (the scene kit's way)."""

from __future__ import annotations

from arcade.core.render import palette
from arcade.scenes.kit import Cue, Presentation, stage
from tinygame.rules import Ended, Played

PLAY_MS = 300.0  # a played card stays a moment before the next player acts


def _hold(scene, ev, now, events) -> None:
    scene.timeline.hold(scene.timeline.start(now) + scene.anim_ms(PLAY_MS))


PRESENTATIONS = {
    Played: Presentation(note=lambda name, e: f"{name(e.seat)} plays {e.card}", effect=_hold),
    Ended: Presentation(
        Cue(
            "GAME OVER",
            palette.NEON_YELLOW,
            1200,
            "coin",
            lambda name, e: " and ".join(name(s) for s in e.winners) + " wins",
        )
    ),
}


def present(scene, events, now) -> None:
    stage(scene, PRESENTATIONS, events, now)
