"""Vegas Slot Machine 1973: painters of the table's still parts, the header and the slot machine.

Draw functions of the scene (what it shows: the state, the grid on show, the person's choice), its
timeline (the cascade's landing glows, the payline of a prize, the lit lines) and the time; the numbers
come from the scene or the view.
"""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.render import draw, palette, text
from arcade.games.vegas import machine_art
from arcade.scenes.kit import Timeline

from . import art, cascade, panels
from .components import NAMES
from .picker import CELL, COLUMN
from .rules import MONTH_EFFECTS
from .setup import MONTH_NAMES

MACHINE = pygame.Rect(24, 58, 800, 456)
HAND_AREA = pygame.Rect(24, 524, 800, 150)
SIDE = pygame.Rect(840, 58, 420, 616)
MODE_NAMES = {"solo": "Solo", "coop": "Co-op", "competitive": "Competitive", "teams": "Teams"}


def table(scene: Any) -> pygame.Surface:
    """The still parts: the backdrop, shaded; the machine's frame, its labels and caption; the panels."""
    surf = draw.backdrop().copy()
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    shade.fill((*palette.BLACK, 110))
    surf.blit(shade, (0, 0))
    geo = scene.state.geo
    machine_art.draw_cabinet(surf, scene.rects, geo.cells, panels.lamp_lines(geo), "VEGAS 1973")
    machine_art.machine_frame(surf, scene.rects, geo.cells)
    panels.machine_labels(surf, scene.rects, geo)
    panels.machine_caption(surf, scene.rects, MACHINE, geo, not scene.state.cfg.has("H"))
    draw.panel(surf, SIDE, palette.NIGHT, palette.PANEL, alpha=215)
    draw.panel(surf, HAND_AREA, palette.NIGHT, palette.PANEL, alpha=200)
    return surf


def draw_top(surface: pygame.Surface, scene: Any) -> None:
    """The header: mode, round, variations, expansions, the month (Cumber B) and the clock of U."""
    st = scene.state
    cfg = st.cfg
    parts = [MODE_NAMES[cfg.mode], f"Round {min(st.round_no + 1, cfg.rounds)} of {cfg.rounds}"]
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
    left = scene.time_left_ms()
    room = (SIDE.right - 90 if left is not None else SIDE.right - 8) - head.right - 24
    line = text.fit("  \u00b7  ".join(parts), text.BODY, 19, room)
    text.blit(surface, line, (head.right + 24, 28), size=19, colour=palette.GREY, anchor="midleft")
    if left is not None:
        colour = palette.NEON_RED if left < 60_000 else palette.NEON_YELLOW
        text.title(
            surface,
            f"{left // 60000}:{left // 1000 % 60:02d}",
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


def draw_machine(surface: pygame.Surface, scene: Any, timeline: Timeline, now: float) -> None:
    """The stacks (as the cascade shows them), landing glows, the prize paying, lit lines, the person's
    choice of a space (safe and tried spaces under M, the paylines through the cursor) and the hint."""
    rects = scene.rects
    tops, heights = scene.shown_grid()
    glows = cascade.glows(timeline, now)
    for p, rect in enumerate(rects):
        art.stack(surface, scene.app.cards, rect, tops[p], heights[p])
        if p in glows:
            draw.glow_rect(surface, rect.inflate(8, 8), palette.WHITE, radius=10, strength=glows[p])
    prize = cascade.prize_showing(timeline, now)
    lamps = panels.lamp_lines(scene.state.geo)
    cells = scene.state.geo.cells
    if prize is not None:
        colour = panels.seat_colour(prize.seat)
        machine_art.payline(surface, rects, prize.cells, colour)
        if tuple(prize.cells) in lamps:
            machine_art.light_line(surface, rects, prize.cells, cells, colour)
        r = rects[prize.cells[1] if len(prize.cells) > 1 else prize.cells[0]]
        tag(surface, f"{NAMES[prize.symbol]} +{prize.points}", r.center, colour)
    for line, colour in cascade.lit_lines(timeline, now):
        machine_art.payline(surface, rects, line, palette.dim(colour, 0.6), width=3)
        if tuple(line) in lamps:
            machine_art.light_line(surface, rects, line, cells, colour)
    controls = scene.controls
    if scene.held is not None:  # a placement not yet confirmed: on its space, framed, until the turn ends
        r = rects[scene.held[0].a]
        pygame.draw.rect(surface, palette.NEON_YELLOW, r.inflate(10, 10), 3, border_radius=10)
        tag(surface, "end turn?", (r.centerx, r.bottom - 14), palette.NEON_YELLOW)
    picker = controls.shown_picker()
    if picker is not None:
        _draw_choice(surface, scene, picker)
    hint = controls.hint_now()
    if hint is not None and hint[0].kind in ("play", "build"):
        pygame.draw.rect(surface, palette.NEON_CYAN, rects[hint[0].a].inflate(22, 22), 3, border_radius=14)


def _draw_choice(surface: pygame.Surface, scene: Any, picker: Any) -> None:
    rects, cursor = scene.rects, scene.controls.cell_cursor
    _name, kind, cands = picker.step()
    if kind in (CELL, COLUMN):
        cols = scene.columns_of()
        safe, tried = scene.space_marks(picker, cands)
        for p, rect in enumerate(rects):
            if (cols[p] if kind == COLUMN else p) in safe:
                draw.glow_rect(surface, rect.inflate(10, 10), palette.NEON_GREEN, radius=10, strength=0.55)
            elif p in tried:
                orange = palette.dim(palette.NEON_ORANGE, 0.8)
                pygame.draw.rect(surface, orange, rect.inflate(8, 8), 2, border_radius=10)
        panels.payline_guides(surface, rects, scene.state.geo, cursor, palette.NEON_YELLOW)
        colour = panels.seat_colour(scene.acting())
        pygame.draw.rect(surface, colour, rects[cursor].inflate(16, 16), 4, border_radius=12)
    chosen = picker.chosen
    if picker.kind == "c_move" and "a" in chosen:
        pygame.draw.rect(surface, palette.NEON_YELLOW, rects[chosen["a"]].inflate(12, 12), 3, border_radius=10)
