"""Vegas Slot Machine 1973: painters of the table's still parts, the header and the slot machine.

Draw functions of a frame (:class:`arcade.scenes.kit.frame.Frame`: the view, the person's choice in the UI
state, and Vegas's :class:`~.shown.Table`: the grid on show, the cascade's landing glows, the payline of a
prize, the lit lines, the clock); the numbers come from the view.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from arcade.core.render import draw, palette, text
from arcade.core.render.cards import CARDS
from arcade.games.vegas import machine_art
from arcade.scenes.kit.frame import Frame

from . import art, panels, shown
from .components import NAMES
from .controller import columns_of
from .picker import CELL, COLUMN
from .rules import MONTH_EFFECTS
from .setup import MONTH_NAMES

MACHINE = pygame.Rect(24, 58, 800, 456)
HAND_AREA = pygame.Rect(24, 524, 800, 150)
SIDE = pygame.Rect(840, 58, 420, 616)
MODE_NAMES = {"solo": "Solo", "coop": "Co-op", "competitive": "Competitive", "teams": "Teams"}


@lru_cache(maxsize=8)
def _rects(area: tuple[int, int, int, int], width: int, height: int, machines: int) -> tuple[pygame.Rect, ...]:
    return tuple(machine_art.machine_rects(pygame.Rect(area), width, height, machines))


def rects_of(geo: Any) -> list[pygame.Rect]:
    """Where each space of the machine is drawn (the same rectangles for the same layout)."""
    area = panels.machine_area(MACHINE, geo)
    return list(_rects((area.x, area.y, area.w, area.h), geo.width, geo.height, geo.machines))


def table(geo: Any, hand_payline: bool) -> pygame.Surface:
    """The still parts: the backdrop, shaded; the machine's frame, its labels and caption; the panels."""
    surf = draw.backdrop().copy()
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    shade.fill((*palette.BLACK, 110))
    surf.blit(shade, (0, 0))
    rects = rects_of(geo)
    machine_art.draw_cabinet(surf, rects, geo.cells, panels.lamp_lines(geo), "VEGAS 1973")
    machine_art.machine_frame(surf, rects, geo.cells)
    panels.machine_labels(surf, rects, geo)
    panels.machine_caption(surf, rects, MACHINE, geo, hand_payline)
    draw.panel(surf, SIDE, palette.NIGHT, palette.PANEL, alpha=215)
    draw.panel(surf, HAND_AREA, palette.NIGHT, palette.PANEL, alpha=200)
    return surf


def draw_top(surface: pygame.Surface, frame: Frame) -> None:
    """The header: mode, round, variations, expansions, the month (Cumber B) and the clock of U."""
    view = frame.view
    cfg = view.cfg
    parts = [MODE_NAMES[cfg.mode], f"Round {min(view.round_no + 1, cfg.rounds)} of {cfg.rounds}"]
    if cfg.variations:
        parts.append("Var. " + "".join(sorted(cfg.variations)))
    if cfg.spin:
        parts.append(f"Spin Again {cfg.spin}")
    if cfg.cumber:
        parts.append(f"Cumber {cfg.cumber}")
    if cfg.cumber == "B":
        parts.append(f"{MONTH_NAMES[cfg.month - 1]}: {MONTH_EFFECTS[cfg.month - 1][0]}")
    head = text.title(
        surface, "VEGAS SLOT MACHINE 1973", (24, 28), size=16, colour=palette.NEON_ORANGE, anchor="midleft"
    )
    left_s = shown.table(frame).left_s
    room = (SIDE.right - 90 if left_s is not None else SIDE.right - 8) - head.right - 24
    line = text.fit("  \u00b7  ".join(parts), text.BODY, 19, room)
    text.blit(surface, line, (head.right + 24, 28), size=19, colour=palette.GREY, anchor="midleft")
    if left_s is not None:
        colour = palette.NEON_RED if left_s < 60 else palette.NEON_YELLOW
        text.title(
            surface,
            f"{left_s // 60}:{left_s % 60:02d}",
            (SIDE.right - 8, 28),
            size=20,
            colour=colour,
            anchor="midright",
        )


def tag(surface: pygame.Surface, label: str, center: tuple[int, int], colour: tuple[int, int, int]) -> None:
    """A prize's name and points in a pill over its payline."""
    img = text.render(label, text.BODY_BOLD, 24, tuple(colour))
    box = img.get_rect(center=center).inflate(20, 10)
    pygame.draw.rect(surface, palette.BLACK, box, border_radius=10)
    pygame.draw.rect(surface, colour, box, 2, border_radius=10)
    surface.blit(img, img.get_rect(center=box.center))


def draw_machine(surface: pygame.Surface, frame: Frame) -> None:
    """The stacks (as the cascade shows them), landing glows, the prize paying, lit lines, the person's
    choice of a space (safe and tried spaces under M, the paylines through the cursor) and the hint."""
    geo = frame.view.geo
    rects = rects_of(geo)
    t = shown.table(frame)
    tops, heights = t.grid
    glows = dict(t.glows)
    for p, rect in enumerate(rects):
        art.stack(surface, CARDS, rect, tops[p], heights[p])
        if p in glows:
            draw.glow_rect(surface, rect.inflate(8, 8), palette.WHITE, radius=10, strength=glows[p])
    prize = t.prize
    lamps = panels.lamp_lines(geo)
    cells = geo.cells
    if prize is not None:
        colour = panels.seat_colour(prize.seat)
        machine_art.payline(surface, rects, prize.cells, colour)
        if tuple(prize.cells) in lamps:
            machine_art.light_line(surface, rects, prize.cells, cells, colour)
        r = rects[prize.cells[1] if len(prize.cells) > 1 else prize.cells[0]]
        tag(surface, f"{NAMES[prize.symbol]} +{prize.points}", r.center, colour)
    for line, colour in t.lit:
        machine_art.payline(surface, rects, line, palette.dim(colour, 0.6), width=3)
        if tuple(line) in lamps:
            machine_art.light_line(surface, rects, line, cells, colour)
    if t.held is not None:  # a placement not yet confirmed: on its space, framed, until the turn ends
        r = rects[t.held[0].a]
        pygame.draw.rect(surface, palette.NEON_YELLOW, r.inflate(10, 10), 3, border_radius=10)
        tag(surface, "end turn?", (r.centerx, r.bottom - 14), palette.NEON_YELLOW)
    picker = shown.picker(frame)
    if picker is not None:
        _draw_choice(surface, frame, picker, rects)
    hint = shown.hint(frame)
    if hint is not None and hint[0].kind in ("play", "build"):
        pygame.draw.rect(surface, palette.NEON_CYAN, rects[hint[0].a].inflate(22, 22), 3, border_radius=14)


def _draw_choice(surface: pygame.Surface, frame: Frame, picker: Any, rects: list[pygame.Rect]) -> None:
    cursor, geo = frame.ui.cell, frame.view.geo
    _name, kind, cands = picker.step()
    if kind in (CELL, COLUMN):
        cols = columns_of(geo)
        safe, tried = shown.space_marks(frame, picker, cands)
        for p, rect in enumerate(rects):
            if (cols[p] if kind == COLUMN else p) in safe:
                draw.glow_rect(surface, rect.inflate(10, 10), palette.NEON_GREEN, radius=10, strength=0.55)
            elif p in tried:
                orange = palette.dim(palette.NEON_ORANGE, 0.8)
                pygame.draw.rect(surface, orange, rect.inflate(8, 8), 2, border_radius=10)
        panels.payline_guides(surface, rects, geo, cursor, palette.NEON_YELLOW)
        acting = shown.table(frame).acting
        colour = panels.seat_colour(acting if acting is not None else 0)  # (a choice is shown to the seat to act)
        pygame.draw.rect(surface, colour, rects[cursor].inflate(16, 16), 4, border_radius=12)
    chosen = picker.chosen
    if picker.kind == "c_move" and "a" in chosen:
        pygame.draw.rect(surface, palette.NEON_YELLOW, rects[chosen["a"]].inflate(12, 12), 3, border_radius=10)
