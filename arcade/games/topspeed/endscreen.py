"""Painters of the race's end: the reveal step's banner over the table and, once it has played, the keys
for another race or leaving."""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.render import draw

from . import readout
from .keyhints import end_hints
from .reveal import Frame
from .table import draw_banner


def draw_end(surface: pygame.Surface, scene: Any, frame: Frame) -> None:
    banner = readout.end_banner(scene.state, scene.reveal.score, frame, scene.practice, scene.name)
    if banner is not None:
        draw_banner(surface, scene, banner)
    if frame.done:
        draw_end_hints(surface, scene)


def draw_end_hints(surface: pygame.Surface, scene: Any) -> None:
    humans = scene.human_seats() or [0]
    again, leave = end_hints(scene.config.seats[humans[0]].device, scene.app.keymap)
    what = "again" if scene.practice else "rematch"
    draw.hint_bar(surface, [(again, what), (leave, "leave")], y=draw.SCREEN_H - 26)
