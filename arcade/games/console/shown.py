"""Console Free Play's screen drawn from one frame: ``paint(surface, frame, layers)``.

The frame (:class:`arcade.scenes.kit.frame.Frame`) holds the console's view as drawn now (before a duel's
game, the mark to beat on its lights: :func:`.screen.shown`; as a :class:`Drawn`) and, as its ``beat``, the console's
:class:`Shown`: the slide, how each light looks (what the time shows on them), whether they carry their
score values, the panel cursor, the info panel's values (:mod:`.screen`) and the key hints. ``layers``
keeps the background of each slide. Drawing changes nothing. Painters: :mod:`.panel` (the console) and
:mod:`.panels` (the background, the info panel).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import cast

import pygame

from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.layers import Layers

from .machine import ConsoleView
from .panel import PanelLayout, draw_console, load_layout
from .panels import build_with_buttons, draw_duel, draw_free_play
from .screen import DuelPanel, FreePlayPanel


@dataclass(frozen=True)
class Drawn:
    """The console's view as a frame holds it (``frame.view``): compared by what it shows, not by the
    machine's time, which runs on every frame (how each light looks now is in the frame's :class:`Shown`),
    so two frames are equal while the picture is."""

    console: ConsoleView = field(compare=False)
    lights: tuple[int, ...]
    held: frozenset[int]
    mode: str
    skill: int | None
    game: str | None
    score: int
    final_score: int | None


def drawn(view: ConsoleView) -> Drawn:
    return Drawn(view, view.lights, view.held, view.mode, view.skill, view.game, view.score, view.final_score)


@dataclass(frozen=True)
class Shown:
    """The console's part of a frame (see the module docstring)."""

    slide: str | None
    looks: tuple  # each light as drawn now (``panel.light_looks``)
    score_values: bool
    cursor: int | None
    panel: FreePlayPanel | DuelPanel
    hints: tuple[tuple[str, str], ...]  # the key hints under the console, their keys named
    phase: str | None = "off"  # the machine's phase ("off": the score display stands steady)


def shown(frame: Frame) -> Shown:
    return cast(Shown, frame.beat)


@cache
def layout() -> PanelLayout:
    """The console's layout (the same for every frame)."""
    return load_layout()


def paint(surface: pygame.Surface, frame: Frame, layers: Layers) -> None:
    """The whole console scene for ``frame``: the console under its slide, then the info panel."""
    s = shown(frame)
    lay = layout()
    chassis, wells = layers.get(
        ("console_background", s.slide), s.hints, lambda: build_with_buttons(lay, s.slide, s.hints)
    )
    view = frame.view.console
    draw_console(
        surface,
        lay,
        view,
        view.t_ms,
        reduce_flashing=frame.reduce_flashing,
        slide=s.slide,
        cursor=s.cursor,
        chassis=chassis,
        score_values=s.score_values,
        wells=wells,
    )
    if isinstance(s.panel, DuelPanel):
        draw_duel(surface, lay.info, s.panel)
    else:
        draw_free_play(surface, lay.info, s.panel)
