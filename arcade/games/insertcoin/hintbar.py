"""The key hints at the foot of the screen, drawn from the frame: the keys of the person the hint bar
follows (the last to press something, while they have a decision: :class:`Focus`, in the frame's beat),
named for their own device. The words are :mod:`.prompts`'."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from arcade.core.render import draw
from arcade.scenes.kit import keys
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.keys import key_label

from . import layout as L
from . import prompts
from .rules import KEEP_PHASE

NUMPAD_KEYS = {**keys.NUMPAD_KEYS, "extra": "b9", "next": "b3"}
OWN_KEYS = ("extra", "next", "undo")  # the actions whose names Insert Coin reads its own way (numpad 9, 3; undo)


@dataclass(frozen=True, slots=True)
class Focus:
    """The hint bar's part of the frame: the person it follows (None: nobody has a decision) and whether
    one of their decisions (or a staged placement) can be taken back now."""

    seat: int | None = None
    undo: bool = False


def key(keymap: keys.Keymap, device: str, action: str) -> str:
    """The name of the key that does ``action`` on ``device``."""
    return key_label(keymap, device, action, NUMPAD_KEYS)


def own_labels(keymap: Mapping[str, Mapping[str, Sequence[str]]], devices: Sequence[str]) -> tuple:
    """(device, action, name) of the keys Insert Coin names its own way, for the frame's key names."""
    return tuple((d, a, key(keymap, d, a)) for d in dict.fromkeys(devices) for a in OWN_KEYS)


def hints(frame: Frame, seat: int) -> list[tuple[str, str]]:
    view = frame.view
    device = frame.seats[seat].device

    def k(action: str) -> str:
        return frame.keys.key(device, action)

    if view.phase == KEEP_PHASE:
        return [(f"{k('left')} {k('right')}", "card"), (k("confirm"), "mark / keep"), (k("back"), "unmark")]
    return prompts.hints(view, seat, frame.ui.cursor(seat), k, device == "numpad")


def draw_hints(surface: pygame.Surface, frame: Frame) -> None:
    focus = getattr(frame.beat, "focus", None)  # the beat is a .shown.Shown
    assert isinstance(focus, Focus), "Insert Coin's frames carry the hint bar's focus in their beat"
    seat = focus.seat
    if seat is None:
        system = [(frame.keys.key("system", "pause"), "pause"), (frame.keys.key("system", "help"), "rules")]
        draw.hint_bar(surface, system, y=L.HINT_Y)
        return
    shown = hints(frame, seat)
    if focus.undo:  # only while a decision of this person's (or a staged one) can be taken back
        undo = frame.keys.key(frame.seats[seat].device, "undo")
        said = [i for i, (_k, words) in enumerate(shown) if words == "undo"]
        if said:  # a staged placement: back takes it back, and so does the undo key
            shown[said[0]] = (f"{shown[said[0]][0]}/{undo}", "undo")
        else:
            shown.append((undo, "undo"))
    if len(frame.people()) > 1:
        shown = [(frame.name(seat), "")] + shown
    draw.hint_bar(surface, shown, y=L.HINT_Y)
