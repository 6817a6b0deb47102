"""The key hints at the foot of the screen: the keys of the person the hint bar follows (the last to press
something, while they have a decision), named for their own device. The words are :mod:`.prompts`'."""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.render import draw
from arcade.scenes.kit import keys
from arcade.scenes.kit.keys import key_label

from . import layout as L
from . import prompts
from .rules import KEEP_PHASE

NUMPAD_KEYS = {**keys.NUMPAD_KEYS, "extra": "b9", "next": "b3"}


def key(scene: Any, seat: int, action: str) -> str:
    """The name of the key that does ``action`` for ``seat``, on their device."""
    return key_label(scene.app.keymap, scene.config.seats[seat].device, action, NUMPAD_KEYS)


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
    return prompts.hints(st, seat, scene.ui.cursor(seat), k, scene.config.seats[seat].device == "numpad")


def draw_hints(surface: pygame.Surface, scene: Any) -> None:
    seat = hint_focus(scene)
    if seat is None:
        keymap = scene.app.keymap
        system = [(key_label(keymap, "system", "pause"), "pause"), (key_label(keymap, "system", "help"), "rules")]
        draw.hint_bar(surface, system, y=L.HINT_Y)
        return
    shown = hints(scene, seat)
    if scene.can_undo(seat):  # only while a decision of this person's (or a staged one) can be taken back
        undo = key(scene, seat, "undo")
        said = [i for i, (_k, words) in enumerate(shown) if words == "undo"]
        if said:  # a staged placement: back takes it back, and so does the undo key
            shown[said[0]] = (f"{shown[said[0]][0]}/{undo}", "undo")
        else:
            shown.append((undo, "undo"))
    if len(scene.cursors) > 1:
        shown = [(scene.name(seat), "")] + shown
    draw.hint_bar(surface, shown, y=L.HINT_Y)
