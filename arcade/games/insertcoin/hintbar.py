"""The key hints at the foot of the screen: the keys of the person the hint bar follows (the last to press
something, while they have a decision), named for their own device. The words are :mod:`.prompts`'."""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.input import PAD_BUTTONS
from arcade.core.render import draw

from . import layout as L
from . import prompts
from .controls import MOVES
from .rules import KEEP_PHASE

NUMPAD_KEYS = {"left": "b4", "right": "b6", "up": "b8", "down": "b2", "extra": "b9"}


def key(scene: Any, seat: int, action: str) -> str:
    """The name of the key that does ``action`` for ``seat``, on their device."""
    dev = scene.config.seats[seat].device
    if dev.startswith("pad"):
        inv = {v: k for k, v in PAD_BUTTONS.items()}
        return (
            inv.get(action, action).replace("dp", "Pad ").title()
            if action in MOVES
            else inv.get(action, action).upper()
        )
    if dev == "numpad":
        action = NUMPAD_KEYS.get(action, action)
    name = scene.app.input.key_name(dev, action)
    return name[4:] if name.startswith("Num ") and name[4:].isdigit() else (name or action)


def hint_focus(scene: Any) -> int | None:
    """The person the hint bar (and the mouse) follows: the last to press, while they have a decision."""
    acting = [s for s in scene.acting_seats() if s in scene.cursors]
    if scene.focus in acting:
        return scene.focus
    return acting[0] if acting else None


def hints(scene: Any, seat: int) -> list[tuple[str, str]]:
    st = scene.state

    def k(action: str) -> str:
        return key(scene, seat, action)

    if st.phase == KEEP_PHASE:
        return [(f"{k('left')} {k('right')}", "card"), (k("confirm"), "mark / keep"), (k("back"), "unmark")]
    cur = scene.cursors[seat]
    cur.sync(st, seat)
    return prompts.hints(st, seat, cur, k, scene.config.seats[seat].device == "numpad")


def draw_hints(surface: pygame.Surface, scene: Any) -> None:
    seat = hint_focus(scene)
    if seat is None:
        draw.hint_bar(surface, [("Esc", "pause"), ("F1", "rules")], y=L.HINT_Y)
        return
    shown = hints(scene, seat)
    if len(scene.cursors) > 1:
        shown = [(scene.name(seat), "")] + shown
    draw.hint_bar(surface, shown, y=L.HINT_Y)
