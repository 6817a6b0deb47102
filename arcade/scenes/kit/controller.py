"""A game's controller, as a pure function: ``(ui, seat, input_action, view) -> Step``.

The scene hands a person's press (already routed to the seat that may act, the numpad already turned into
directions) to its controller together with the game's UI state (plain data: cursors, the chosen card) and
the acting seat's view. The controller answers with a :class:`Step`: the UI state after the press, and
maybe a rule action to apply, a sound to play and a short cue to show. No app, no scene, no pygame: a
controller is tested by calling it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Step:
    """What one press does: the UI state after it, and the rule action to apply (None: none), the sound to
    play and the cue to show (None: none)."""

    ui: Any
    action: Any = None
    sound: str | None = None
    cue: str | None = None


Controller = Callable[[Any, int, str, Any], Step]
"""``(ui, seat, input_action, view) -> Step``."""
