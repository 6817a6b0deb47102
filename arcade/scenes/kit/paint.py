"""The standard painters of a timeline's parts: the call-out banner, the event log, floating numbers.

Each draws from the timeline (or a frame's :class:`~.timeline.Shot` of it, which answers the same questions)
and the time only (no rule arithmetic); a game passes where things go.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from arcade.core.render import draw, palette, text

from .timeline import Float, LogLine, Shot, Timeline


def draw_callout(surface: pygame.Surface, timeline: Timeline | Shot, now: float, y: int = 480, size: int = 52) -> bool:
    """The call-out showing now, as a banner across the screen; True when one was drawn."""
    shown = timeline.current(now)
    if shown is None:
        return False
    draw.banner(surface, shown.shown_title(now), now, colour=shown.colour, y=y, size=size, sub=shown.sub)
    return True


def log_rows(
    log: Sequence[LogLine], width: int, height: int, size: int, leading: int, lines: int | None = None
) -> list[tuple[str, LogLine]]:
    """The newest whole log lines (at most ``lines`` of them) that fit ``width`` x ``height``, wrapped (never
    cut short), oldest first."""
    fit = max(1, height // leading)
    rows: list[tuple[str, LogLine]] = []
    for line in reversed(log if lines is None else log[-lines:]):
        wrapped = [(row, line) for row in text.wrap(line.text, text.BODY, size, width)]
        if rows and len(rows) + len(wrapped) > fit:
            break
        rows = wrapped + rows
    return rows[-fit:]


def draw_log(
    surface: pygame.Surface,
    rect: pygame.Rect,
    timeline: Timeline | Shot,
    size: int = 15,
    leading: int = 18,
    colour: tuple[int, int, int] | None = palette.GREY,
    lines: int | None = None,
) -> None:
    """The event log in ``rect``: the newest lines that fit (at most ``lines``). ``colour`` None: each
    line's own colour."""
    y = rect.y
    for row, line in log_rows(timeline.log, rect.w, rect.h, size, leading, lines):
        text.blit(surface, row, (rect.x, y), size=size, colour=line.colour if colour is None else colour)
        y += leading


def draw_floats(
    surface: pygame.Surface,
    timeline: Timeline | Shot,
    now: float,
    where: Callable[[object], tuple[int, int]],
    rise: int = 30,
    size: int = 16,
) -> None:
    """Floating texts rising from ``where(anchor)`` (red for a loss, yellow for a gain, unless coloured)."""
    for f in timeline.live_floats(now):
        x, y = where(f.anchor)
        colour = f.colour or (palette.NEON_RED if f.text.startswith("-") else palette.NEON_YELLOW)
        text.title(surface, f.text, (x, y - risen(f, now, rise)), size=size, colour=colour)


def risen(f: Float, now: float, rise: int = 30) -> int:
    """How many whole pixels float ``f`` has risen at ``now`` (the looks of a float, for ``frame_moving``)."""
    return math.ceil(rise * f.progress(now))
