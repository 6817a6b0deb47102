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


def draw_panels(surface, scene, now: float) -> None:
    for seat in range(scene.state.num_seats):
        draw_panel(surface, scene, seat, now)


def draw_panel(surface, scene, seat: int, now: float) -> None:
    state = scene.state
    rect = pygame.Rect(scene.panels[seat])
    colour = palette.SEATS[seat % len(palette.SEATS)]
    acting = not state.is_terminal() and seat == state.current_player()
    draw.panel(surface, rect, palette.dim(colour, 0.16), palette.dim(colour, 0.7), alpha=220, width=2)
    if acting:
        draw.glow_rect(surface, rect, colour, radius=14, strength=glow_strength(now))
    cfg = scene.config.seats[seat]
    draw.seat_badge(surface, seat, (rect.x + 18, rect.y + 20), 10, scene.app.settings.get("colour_blind"))
    name = cfg.name if len(cfg.name) <= 14 else cfg.name[:13] + "."
    text.blit(surface, name, (rect.x + 34, rect.y + 8), size=20, colour=colour, face=text.BODY_BOLD)
    text.blit(surface, f"CPU {cfg.level}" if cfg.is_cpu else "Human", (rect.x + 12, rect.y + 32), size=15,
              colour=palette.GREY)
    if state.kid[seat]:
        label, shade = "Kid mode", palette.NEON_GREEN
        if seat == state.cur and state.phase == TURN and not state.is_terminal():
            label, shade = (("Kid: save ready", palette.NEON_GREEN) if state.free_save
                            else ("Kid: save used", palette.GREY))
        text.blit(surface, label, (rect.x + 12, rect.y + 48), size=13, colour=shade, face=text.BODY_BOLD)
    text.title(surface, str(state.score[seat]), (rect.right - 12, rect.y + 24), size=22, colour=palette.WHITE,
               anchor="midright")
    count = state.pile_count[seat]
    text.blit(surface, f"{count} card{'' if count == 1 else 's'}", (rect.right - 12, rect.y + 40), size=15,
              colour=palette.GREY, anchor="topright")
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
        draw.symbol(surface, art.MACHINE_SYMBOLS[m], (cx, top + 6), 6, art.MACHINE_COLOURS[m])
        if cards:
            text.blit(surface, str(machine_points(cards)), (cx, top + 14), size=14, colour=palette.WHITE,
                      anchor="midtop", face=text.BODY_BOLD)
        room = rect.bottom - 8 - (top + 34) - mh
        step = min(16, room / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        for k, card in enumerate(cards):
            x, y = cx - mw // 2, round(top + 34 + k * step)
            surface.blit(scene.app.cards.custom(art.paint_mini, ("mini", card), (mw, mh)), (x, y))
            if steal is not None and steal.victim == seat and steal.card == card:
                draw.glow_rect(surface, pygame.Rect(x, y, mw, mh).inflate(6, 6), palette.NEON_ORANGE, radius=8)
