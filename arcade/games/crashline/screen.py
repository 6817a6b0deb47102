"""Crash Line's screen: the whole table drawn from one frame, ``paint(surface, frame, layers)``.

The frame (:class:`arcade.scenes.kit.frame.Frame`) holds the public view, the UI state, the timeline's shot,
the seats and the key names; ``layers`` keeps what is costly and rarely changes (the table with the panels'
still parts baked in, keyed by what it shows). Drawing changes nothing. :func:`beat` says what the time
shows in Crash Line's own drawings (the acting seat's glow, a CPU's thinking dots), for the frame.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

import pygame

from arcade.core.render import draw
from arcade.scenes.kit.frame import Frame, SeatFace
from arcade.scenes.kit.layers import Layers

from . import panels, prompt, table
from .layout import LEVEL_FILE, TableLayout, load_table

SETTINGS = (("coach", True),)
"""Crash Line's own settings its painters read (the frame carries them)."""


def table_layout(layers: Layers) -> TableLayout:
    """The table's layout, read once for the screen (the level loader keeps the map)."""
    return layers.get("layout", LEVEL_FILE, load_table)


def beat(view: Any, now: float, seats: tuple[SeatFace, ...]) -> Hashable:
    """What the time shows now: the acting seat's glow as drawn and, while a CPU acts, its dots."""
    if view.is_terminal():
        return None
    dots = prompt.dots_count(now) if seats[view.current_player()].cpu else None
    return panels.glow_level(now), dots


def beat_until(view: Any, now: float, seats: tuple[SeatFace, ...]) -> float:
    """No later than :func:`beat` next shows something else (with nothing else changed)."""
    if view.is_terminal():
        return math.inf
    glow = panels.glow_until(now)
    return min(glow, prompt.dots_until(now)) if seats[view.current_player()].cpu else glow


def _baked(frame: Frame, lay: TableLayout, rects: list) -> tuple[pygame.Surface, panels.UnderGlow]:
    """The table with every panel's still parts drawn in, and the table where a glow reaches a later panel."""
    layer = table.backdrop(lay)  # a copy of draw.backdrop(), already in the display's format
    under_glow = panels.glow_overlaps(layer, rects)
    for seat, rect in enumerate(rects):
        panels.draw_static(layer, frame, seat, rect)
    return layer, under_glow


def paint(surface: pygame.Surface, frame: Frame, layers: Layers) -> None:
    """The whole table for ``frame``."""
    lay = table_layout(layers)
    rects = lay.panels(frame.view.players)
    key = (frame.colour_blind, frame.seats)
    layer, under_glow = layers.get("table", key, lambda: _baked(frame, lay, rects))
    surface.blit(layer, (0, 0))
    table.draw_hud(surface, frame, lay)
    table.draw_piles(surface, frame, lay)
    table.draw_line(surface, frame, lay)
    prompt.draw_prompt(surface, frame, lay)
    table.draw_log(surface, frame, lay)
    if frame.setting("coach", True):
        table.draw_coach(surface, frame, lay)
    panels.draw_panels(surface, frame, rects, lay.mini_size, under_glow, baked=True)
    table.draw_floats(surface, frame, rects)
    table.draw_callout(surface, frame)
    if not frame.ending and frame.watching != "REPLAY":  # a replay's viewer has its own keys in its bar
        draw.hint_bar(surface, prompt.hints(frame))
