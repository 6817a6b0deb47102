"""Top Speed!'s screen: the whole race drawn from one frame, ``paint(surface, frame, layers)``.

The frame (:class:`arcade.scenes.kit.frame.Frame`) holds the table's view (``TopSpeedState.public_view``:
both racers' top cards are face up at the one shared screen), the cursors (:class:`.ui.RaceUI`), the
timeline's shot, the seats, the key names (each person's race keys among them) and the practice best;
its ``beat`` is a :class:`.readout.Moment`, what the time shows now. ``layers`` keeps the still
backdrop and each row's settled cards, keyed by what they show. Drawing changes nothing. The painters:
:mod:`.table`, :mod:`.panels`, :mod:`.endscreen`.
"""

from __future__ import annotations

import pygame

from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.layers import Layers

from . import endscreen, panels, readout, table
from .layout import LEVEL_FILE, TableLayout, load_table
from .view import TableView

SETTINGS = (("coach", True), (panels.PRACTICE_BEST, None))
"""Top Speed!'s own settings the frame carries (the coach's words are on the end card; in practice, the
best score so far)."""


def practice(frame: Frame) -> bool:
    """A practice run: one racer against the clock."""
    return len(frame.seats) == 1


def table_layout(layers: Layers) -> TableLayout:
    """The table's layout, read once for the screen (the level loader keeps the map)."""
    return layers.get("layout", LEVEL_FILE, load_table)


def paint(surface: pygame.Surface, frame: Frame, layers: Layers) -> None:
    """The whole race for ``frame``."""
    lay = table_layout(layers)
    view: TableView = frame.view
    now = readout.moment_of(frame)
    shown = now.reveal
    key = table.backdrop_key(view, lay)
    under = layers.get("topspeed_table", key, lambda: table.backdrop(view, lay))
    surface.blit(under, (0, 0))
    table.draw_hud(surface, frame, lay, shown)
    table.draw_rows(
        surface, frame, lay, shown, lambda r, cards, n: table.row_tile(layers, under, key, lay, r, cards, n)
    )
    if shown is None and not view.over:
        table.draw_cursors(surface, frame, lay)
    for seat in (0, 1):
        panels.draw_panel(surface, frame, lay, seat, shown)
    if now.countdown is not None:
        table.draw_countdown(surface, *now.countdown)
    if shown is not None:
        endscreen.draw_end(surface, frame, lay, shown)
    else:
        callout = frame.timeline.current(frame.now)
        if callout is not None:
            table.draw_banner(surface, lay, readout.Banner(callout.title, callout.colour, 52, callout.sub))
