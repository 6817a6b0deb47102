"""The console's typed events -> what the cabinet plays: its beeps.

The lights are the machine's own state (the painter draws them from its view), so the only thing an event
stages is a sound. One table, :data:`PRESENTATIONS`, says so per event class (the scene kit's
:class:`~arcade.scenes.kit.Presentation`): a beep puts its tone's sound on the scene's one timeline, one
sound per moment (a hit and its point share one). The console is real time, so :func:`present` hands back the
sounds it staged for the scene to play at once, the moment their events happen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade.games.console.events import Beeped
from arcade.scenes.kit import Presentation, stage
from arcade.scenes.kit.present import Stage

BEEP_SOUNDS = {
    "skill": "beep",
    "light": "beep",
    "test": "beep",
    "score": "beep",
    "board": "beep",
    "step": "beep",
    "hit": "tick",
    "miss": "error",
    "bump": "error",
    "over": "crash",
}


def _beep(stage_: Stage, ev: Beeped, now: float, events: Sequence[Any]) -> None:
    """The tone's sound, unless the beep before it in the same batch came at the same moment."""
    before: Beeped | None = None
    for other in events:
        if other is ev:
            break
        if isinstance(other, Beeped):
            before = other
    if before is None or before.t_ms != ev.t_ms:
        stage_.timeline.sound(BEEP_SOUNDS.get(ev.tone, "beep"), now)


PRESENTATIONS: dict[type, Presentation] = {
    Beeped: Presentation(effect=_beep),
}


def present(on: Stage, events: Sequence[Any], now: float) -> list[str]:
    """Stage the events of one console batch on the stage's timeline; the sounds to play now."""
    stage(on, PRESENTATIONS, events, now)
    return list(on.timeline.due_sounds(now))
