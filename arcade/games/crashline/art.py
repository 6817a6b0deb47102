"""Crash Line card art: painters for the shared card factory (``app.cards.custom``).

Every machine has a colour, a symbol and a pattern, so colour never carries the meaning alone.
Keys are ``card id`` (big face), ``("mini", card id)`` (score-pile chip) and ``"back"``.
"""
from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text
from .cards import GLITCH, GOT_NEXT, KIND, MACH, MACHINE, MACHINE_CODES, MACHINES, NUM, ONE_UP

MACHINE_COLOURS = (palette.NEON_YELLOW, palette.NEON_RED, palette.NEON_PURPLE, palette.NEON_CYAN,
                   palette.NEON_GREEN)
MACHINE_SYMBOLS = ("star", "cross", "hexagon", "triangle", "circle")
MACHINE_PATTERNS = ("dots", "stripes", "checks", "zigzag", "waves")
SPECIAL_STYLE = {ONE_UP: ("1-UP", palette.NEON_GREEN, "heart"),
                 GLITCH: ("GLITCH!", palette.NEON_RED, "cross"),
                 GOT_NEXT: ("I GOT NEXT!", palette.NEON_ORANGE, "diamond")}
PAPER = (250, 248, 240)
INK = palette.BLACK


def card_colour(card: int):
    kind = KIND[card]
    return MACHINE_COLOURS[MACH[card]] if kind == MACHINE else SPECIAL_STYLE[kind][1]


def paint_card(surface: pygame.Surface, card, colour_blind: bool) -> None:
    """A big card face: the machine band, its symbol and the number; or a special card."""
    w, h = surface.get_size()
    rect = surface.get_rect()
    kind = KIND[card]
    colour = card_colour(card)
    pygame.draw.rect(surface, PAPER, rect, border_radius=10)
    pygame.draw.rect(surface, colour, rect, 3, border_radius=10)
    band = pygame.Rect(4, 4, w - 8, max(20, h // 5))
    pygame.draw.rect(surface, colour, band, border_radius=7)
    if kind == MACHINE:
        m = MACH[card]
        if colour_blind:
            draw.pattern(surface, band, MACHINE_PATTERNS[m], INK, alpha=80)
        name = MACHINES[m].upper()
        size = max(9, min(15, int((w - 12) / max(1, len(name)) * 1.45)))
        text.blit(surface, name, band.center, size=size, face=text.BODY_BOLD, colour=INK, anchor="center")
        centre = (w // 2, band.bottom + (h - band.bottom) * 0.42)
        draw.symbol(surface, MACHINE_SYMBOLS[m], centre, min(w, h) * 0.2, colour)
        draw.symbol(surface, MACHINE_SYMBOLS[m], centre, min(w, h) * 0.2, INK, 2)
        text.blit(surface, str(NUM[card]), (w // 2, h - 6), face=text.PIXEL, size=max(14, h // 6),
                  colour=INK, anchor="midbottom")
        text.blit(surface, str(NUM[card]), (8, band.bottom + 5), face=text.PIXEL, size=max(8, h // 14),
                  colour=INK)
        return
    label, colour, sym = SPECIAL_STYLE[kind]
    size = max(9, min(15, int((w - 12) / max(1, len(label)) * 1.6)))
    text.blit(surface, label, band.center, size=size, face=text.BODY_BOLD, colour=INK, anchor="center")
    centre = (w // 2, band.bottom + (h - band.bottom) * 0.45)
    draw.symbol(surface, sym, centre, min(w, h) * 0.24, colour)
    draw.symbol(surface, sym, centre, min(w, h) * 0.24, INK, 2)
    if colour_blind:
        draw.pattern(surface, pygame.Rect(6, h - 30, w - 12, 24), "rings", INK, alpha=70)
    blurb = {ONE_UP: "extra life", GLITCH: "flip 2 more", GOT_NEXT: "steal 1"}[kind]
    text.blit(surface, blurb, (w // 2, h - 8), size=max(10, h // 12), colour=INK, anchor="midbottom",
              face=text.BODY_BOLD)


def paint_mini(surface: pygame.Surface, key, colour_blind: bool) -> None:
    """A score-pile chip: the number on the machine's colour at the top (still readable when chips are
    fanned over each other), the machine's symbol below."""
    card = key[1]
    w, h = surface.get_size()
    m = MACH[card]
    colour = MACHINE_COLOURS[m]
    rect = surface.get_rect()
    pygame.draw.rect(surface, PAPER, rect, border_radius=5)
    band = pygame.Rect(2, 2, w - 4, min(h - 4, 16))
    pygame.draw.rect(surface, colour, band, border_radius=4)
    if colour_blind:
        draw.pattern(surface, band, MACHINE_PATTERNS[m], INK, alpha=70)
    text.blit(surface, str(NUM[card]), band.center, face=text.PIXEL, size=11, colour=INK, anchor="center")
    body_c = (w // 2, band.bottom + (h - band.bottom) // 2)
    draw.symbol(surface, MACHINE_SYMBOLS[m], body_c, min(w, h - band.bottom) * 0.3, colour)
    draw.symbol(surface, MACHINE_SYMBOLS[m], body_c, min(w, h - band.bottom) * 0.3, INK, 1)
    pygame.draw.rect(surface, palette.dim(colour, 0.7), rect, 2, border_radius=5)


def paint_back(surface: pygame.Surface, key, colour_blind: bool) -> None:
    """The deck's back: a cartridge label."""
    w, h = surface.get_size()
    rect = surface.get_rect()
    pygame.draw.rect(surface, palette.dim(palette.NEON_PINK, 0.45), rect, border_radius=10)
    inner = rect.inflate(-14, -14)
    pygame.draw.rect(surface, palette.dim(palette.NEON_PINK, 0.7), inner, border_radius=6)
    draw.pattern(surface, inner, "checks", palette.WHITE, alpha=40)
    pygame.draw.rect(surface, palette.NEON_PINK, inner, 2, border_radius=6)
    pygame.draw.rect(surface, palette.NEON_PINK, rect, 3, border_radius=10)
    text.blit(surface, "CRASH", (w // 2, h // 2 - 10), face=text.PIXEL, size=max(8, w // 10),
              colour=palette.WHITE, anchor="center")
    text.blit(surface, "LINE", (w // 2, h // 2 + 10), face=text.PIXEL, size=max(8, w // 10),
              colour=palette.WHITE, anchor="center")


def machine_label(m: int) -> str:
    return MACHINE_CODES[m]
