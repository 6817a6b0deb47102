"""Vegas Slot Machine 1973's screen: the whole table drawn from one frame, ``paint(surface, frame, layers)``.

The frame (:class:`arcade.scenes.kit.frame.Frame`) holds the view (the viewer's, or the public one), the UI
state (:mod:`.ui`), the timeline's shot, the seats, and Vegas's :class:`~.shown.Table` (its ``beat``);
``layers`` keeps the table's still parts, keyed by the layout they show. Drawing changes nothing. Painters:
:mod:`.machine` (header, machine), :mod:`.hand` (the hand, menus), :mod:`.panels` (the side panel, the
log), :mod:`.endscreen` (the score card, the keys).
"""

from __future__ import annotations

import pygame

from arcade.scenes.kit import paint as kit_paint
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.layers import Layers

from . import endscreen, hand, machine, panels, shown
from .machine import HAND_AREA
from .picker import MENU


def paint(surface: pygame.Surface, frame: Frame, layers: Layers) -> None:
    """The whole table for ``frame`` (the score card is :func:`overlay`'s)."""
    geo, cfg = frame.view.geo, frame.view.cfg
    key = (geo.width, geo.height, geo.machines, cfg.has("H"))  # what the still parts show
    surface.blit(layers.get("vegas_table", key, lambda: machine.table(geo, not cfg.has("H"))), (0, 0))
    machine.draw_top(surface, frame)
    machine.draw_machine(surface, frame)
    hand.draw_hand(surface, frame)
    kit_paint.draw_floats(surface, frame.timeline, frame.now, lambda anchor: HAND_AREA.center, rise=40, size=26)
    panels.draw_side(surface, frame, machine.SIDE)
    picker = shown.picker(frame)
    if picker is not None:
        name, kind, cands = picker.step()
        if kind == MENU:
            hand.draw_menu(surface, frame, picker, name, cands)
    endscreen.draw_hints(surface, frame)


def overlay(surface: pygame.Surface, frame: Frame) -> None:
    """Over everything: the score card while it is open."""
    if frame.ui.show_card:
        endscreen.draw_score_card(surface, frame)
