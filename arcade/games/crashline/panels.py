"""Drawing the seat panels: name, kind of player, Kid mode, score, and the score pile by machine."""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text, tween

from . import art
from .cards import N_MACHINES
from .rules import STEAL, TURN, machine_points


def glow_strength(now: float) -> float:
    """The acting seat's glow: pulsing between 0.6 and 1.0."""
    return 0.6 + 0.4 * tween.pulse(now, 1600)


def glow_level(now: float) -> int:
    """The glow as drawn (``draw.glow_rect`` quantises its strength to eighths)."""
    return max(0, min(8, round(glow_strength(now) * 8)))


def draw_panels(surface, scene, now: float, baked: bool = False) -> None:
    """Every seat's panel; with ``baked`` the table layer already holds their unchanging parts
    (:func:`draw_static`)."""
    for seat in range(scene.state.num_seats):
        draw_panel(surface, scene, seat, now, baked)


def draw_static(surface, scene, seat: int) -> None:
    """What never changes on a seat's panel: its frame, badge, name, kind of player and machine symbols.
    (The acting seat's glow lies outside the panel and on its edge, clear of all of these, so drawing them
    before it shows the same picture.)"""
    rect = pygame.Rect(scene.panels[seat])
    colour = palette.SEATS[seat % len(palette.SEATS)]
    draw.panel(surface, rect, palette.dim(colour, 0.16), palette.dim(colour, 0.7), alpha=220, width=2)
    cfg = scene.config.seats[seat]
    draw.seat_badge(surface, seat, (rect.x + 18, rect.y + 20), 10, scene.app.settings.get("colour_blind"))
    name = cfg.name if len(cfg.name) <= 14 else cfg.name[:13] + "."
    text.blit(surface, name, (rect.x + 34, rect.y + 8), size=20, colour=colour, face=text.BODY_BOLD)
    text.blit(
        surface, f"CPU {cfg.level}" if cfg.is_cpu else "Human", (rect.x + 12, rect.y + 32), size=15, colour=palette.GREY
    )
    col_w = (rect.w - 12) / N_MACHINES
    for m in range(N_MACHINES):
        cx = round(rect.x + 6 + col_w * m + col_w / 2)
        draw.symbol(surface, art.MACHINE_SYMBOLS[m], (cx, rect.y + 64 + 6), 6, art.MACHINE_COLOURS[m])


GLOW_REACH = 12
"""How far ``draw.glow_rect``'s halo reaches outside its rect."""


def glow_overlaps(table, scene) -> dict:
    """Where each seat's glow reaches a later seat's panel, with the table there before any panel is
    drawn: in the drawing order a later panel lies over an earlier seat's glow."""
    out = {}
    rects = [pygame.Rect(r) for r in scene.panels[: scene.state.num_seats]]
    for i, rect in enumerate(rects):
        for j in range(i + 1, len(rects)):
            over = rect.inflate(2 * GLOW_REACH, 2 * GLOW_REACH).clip(rects[j])
            if over.w and over.h:
                out[(i, j)] = (over, table.subsurface(over).copy())
    return out


def _later_panels_over_glow(surface, scene, seat: int, rect, colour, now: float) -> None:
    """With the still parts baked into the table, the later panels would lie under this seat's glow:
    where it reaches them, draw the table, the glow and those panels again in their order."""
    clip = surface.get_clip()
    for (i, j), (over, under) in scene.under_glow.items():
        if i != seat:
            continue
        surface.set_clip(over.clip(clip))
        surface.blit(under, over)
        draw.glow_rect(surface, rect, colour, radius=14, strength=glow_strength(now))
        draw_static(surface, scene, j)
        surface.set_clip(clip)


def draw_panel(surface, scene, seat: int, now: float, baked: bool = False) -> None:
    state = scene.state
    rect = pygame.Rect(scene.panels[seat])
    colour = palette.SEATS[seat % len(palette.SEATS)]
    acting = not state.is_terminal() and seat == state.current_player()
    if not baked:
        draw_static(surface, scene, seat)
    if acting:
        draw.glow_rect(surface, rect, colour, radius=14, strength=glow_strength(now))
        if baked:
            _later_panels_over_glow(surface, scene, seat, rect, colour, now)
    if state.kid[seat]:
        label, shade = "Kid mode", palette.NEON_GREEN
        if seat == state.cur and state.phase == TURN and not state.is_terminal():
            label, shade = (
                ("Kid: save ready", palette.NEON_GREEN) if state.free_save else ("Kid: save used", palette.GREY)
            )
        text.blit(surface, label, (rect.x + 12, rect.y + 48), size=13, colour=shade, face=text.BODY_BOLD)
    text.title(
        surface,
        str(state.score[seat]),
        (rect.right - 12, rect.y + 24),
        size=22,
        colour=palette.WHITE,
        anchor="midright",
    )
    count = state.pile_count[seat]
    text.blit(
        surface,
        f"{count} card{'' if count == 1 else 's'}",
        (rect.right - 12, rect.y + 40),
        size=15,
        colour=palette.GREY,
        anchor="topright",
    )
    draw_pile(surface, scene, seat, rect, now)


def draw_pile(surface, scene, seat: int, rect: pygame.Rect, now: float) -> None:
    """One column per machine: its symbol, its points and its cards fanned downwards."""
    state = scene.state
    mw, mh = scene.layout.mini_size
    col_w = (rect.w - 12) / N_MACHINES
    mw = min(mw, int(col_w) - 4)
    top = rect.y + 64
    steal = None
    if state.phase == STEAL and not scene.is_cpu(state.cur) and not scene.busy(now):
        steal = scene.selected_steal()
    for m in range(N_MACHINES):
        cx = round(rect.x + 6 + col_w * m + col_w / 2)
        cards = sorted(state.piles[seat][m])
        if cards:
            text.blit(
                surface,
                str(machine_points(cards)),
                (cx, top + 14),
                size=14,
                colour=palette.WHITE,
                anchor="midtop",
                face=text.BODY_BOLD,
            )
        room = rect.bottom - 8 - (top + 34) - mh
        step = min(16, room / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        for k, card in enumerate(cards):
            x, y = cx - mw // 2, round(top + 34 + k * step)
            surface.blit(scene.app.cards.custom(art.paint_mini, ("mini", card), (mw, mh)), (x, y))
            if steal is not None and steal.victim == seat and steal.card == card:
                draw.glow_rect(surface, pygame.Rect(x, y, mw, mh).inflate(6, 6), palette.NEON_ORANGE, radius=8)
