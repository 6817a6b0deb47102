"""Crash Line card art: painters for the shared card factory (``app.cards.custom``).

Every machine has a colour, a symbol and a pattern, so colour never carries the meaning alone.
Keys are ``card id`` (big face), ``("mini", card id)`` (score-pile chip) and ``"back"``.
"""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text

from .cards import GLITCH, GOT_NEXT, KIND, MACH, MACHINE, MACHINE_CODES, MACHINES, NUM, ONE_UP

MACHINE_COLOURS = (palette.NEON_YELLOW, palette.NEON_RED, palette.NEON_PURPLE, palette.NEON_CYAN, palette.NEON_GREEN)
MACHINE_SYMBOLS = ("star", "cross", "hexagon", "triangle", "circle")
MACHINE_PATTERNS = ("dots", "stripes", "checks", "zigzag", "waves")
SPECIAL_STYLE = {
    ONE_UP: ("1-UP", palette.NEON_GREEN, "extra life"),
    GLITCH: ("GLITCH!", palette.NEON_RED, "flip 2 more"),
    GOT_NEXT: ("I GOT NEXT!", palette.NEON_ORANGE, "steal 1"),
}
PAPER = (250, 248, 240)
INK = palette.BLACK
SPECIAL_FACE = (22, 18, 40)  # special cards are dark "cartridges", Machine cards are paper


def card_colour(card: int):
    kind = KIND[card]
    return MACHINE_COLOURS[MACH[card]] if kind == MACHINE else SPECIAL_STYLE[kind][1]


def fit_size(label: str, face: str, width: int, largest: int, smallest: int = 8) -> int:
    """The largest font size (down to ``smallest``) at which ``label`` fits in ``width`` pixels."""
    size = largest
    while size > smallest and text.render(label, face, size, INK).get_width() > width:
        size -= 1
    return size


def paint_card(surface: pygame.Surface, card, colour_blind: bool) -> None:
    """A big card face: the machine band, its symbol and the number; or a special card."""
    if KIND[card] != MACHINE:
        paint_special(surface, card, colour_blind)
        return
    w, h = surface.get_size()
    rect = surface.get_rect()
    colour = card_colour(card)
    pygame.draw.rect(surface, PAPER, rect, border_radius=10)
    pygame.draw.rect(surface, colour, rect, 3, border_radius=10)
    band = header_band(w, h)
    pygame.draw.rect(surface, colour, band, border_radius=7)
    m = MACH[card]
    if colour_blind:
        draw.pattern(surface, band, MACHINE_PATTERNS[m], INK, alpha=80)
    name = MACHINES[m].upper()
    size = fit_size(name, text.BODY_BOLD, band.w - 8, 15)
    text.blit(surface, name, band.center, size=size, face=text.BODY_BOLD, colour=INK, anchor="center")
    centre = (w // 2, band.bottom + (h - band.bottom) * 0.42)
    draw.symbol(surface, MACHINE_SYMBOLS[m], centre, min(w, h) * 0.2, colour)
    draw.symbol(surface, MACHINE_SYMBOLS[m], centre, min(w, h) * 0.2, INK, 2)
    text.blit(
        surface, str(NUM[card]), (w // 2, h - 6), face=text.PIXEL, size=max(14, h // 6), colour=INK, anchor="midbottom"
    )
    text.blit(surface, str(NUM[card]), (8, band.bottom + 5), face=text.PIXEL, size=max(8, h // 14), colour=INK)


def header_band(w: int, h: int) -> pygame.Rect:
    """Where a card's name band is (the wreck mark keeps clear of it)."""
    return pygame.Rect(4, 4, w - 8, max(20, h // 5))


def paint_special(surface: pygame.Surface, card, colour_blind: bool) -> None:
    """A special card: a dark cartridge with a double frame in its colour, its own emblem and what it does."""
    w, h = surface.get_size()
    rect = surface.get_rect()
    kind = KIND[card]
    label, colour, blurb = SPECIAL_STYLE[kind]
    pygame.draw.rect(surface, SPECIAL_FACE, rect, border_radius=10)
    pygame.draw.rect(surface, colour, rect, 3, border_radius=10)
    pygame.draw.rect(surface, palette.dim(colour, 0.6), rect.inflate(-10, -10), 1, border_radius=7)
    band = header_band(w, h)
    pygame.draw.rect(surface, colour, band, border_radius=7)
    size = fit_size(label, text.BODY_BOLD, band.w - 8, 16)
    text.blit(surface, label, band.center, size=size, face=text.BODY_BOLD, colour=INK, anchor="center")
    centre = (w // 2, round(band.bottom + (h - band.bottom) * 0.42))
    EMBLEMS[kind](surface, centre, min(w, h) * 0.25, colour)
    if colour_blind:
        draw.pattern(surface, pygame.Rect(8, h - 30, w - 16, 22), "rings", colour, alpha=70)
    size = fit_size(blurb, text.BODY_BOLD, w - 16, max(10, h // 12))
    text.blit(surface, blurb, (w // 2, h - 9), size=size, colour=palette.WHITE, anchor="midbottom", face=text.BODY_BOLD)


def _heart(surface, centre, s: float, colour) -> None:
    """A 1-UP heart: two lobes that overlap and a point well below them."""
    cx, cy = centre
    r = s * 0.5
    outline = []
    for lobe in (-1, 1):
        pygame.draw.circle(surface, colour, (round(cx + lobe * r * 0.9), round(cy - r * 0.35)), round(r))
    outline = [(cx - r * 1.86, cy - r * 0.1), (cx + r * 1.86, cy - r * 0.1), (cx, cy + s * 1.05)]
    pygame.draw.polygon(surface, colour, outline)
    shine = (round(cx - r * 1.05), round(cy - r * 0.6))
    pygame.draw.circle(surface, palette.WHITE, shine, max(2, round(r * 0.22)))


def _bolt(surface, centre, s: float, colour) -> None:
    """GLITCH!: a lightning bolt through a broken screen line."""
    cx, cy = centre
    pts = [
        (cx + s * 0.15, cy - s),
        (cx - s * 0.55, cy + s * 0.1),
        (cx - s * 0.05, cy + s * 0.1),
        (cx - s * 0.25, cy + s),
        (cx + s * 0.55, cy - s * 0.15),
        (cx + s * 0.05, cy - s * 0.15),
    ]
    for dy in (-0.45, 0.45):
        y = round(cy + s * dy)
        pygame.draw.line(surface, palette.dim(colour, 0.7), (round(cx - s), y), (round(cx + s), y), 2)
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, palette.WHITE, pts, 2)


def _chevrons(surface, centre, s: float, colour) -> None:
    """I GOT NEXT!: two arrowheads pointing on to the next player."""
    cx, cy = centre
    t = s * 0.32
    for dx in (-s * 0.45, s * 0.35):
        x = cx + dx
        pts = [
            (x - t, cy - s * 0.8),
            (x + s * 0.55 - t, cy),
            (x - t, cy + s * 0.8),
            (x - t - s * 0.38, cy + s * 0.8),
            (x + s * 0.17 - t, cy),
            (x - t - s * 0.38, cy - s * 0.8),
        ]
        pygame.draw.polygon(surface, colour, pts)


EMBLEMS = {ONE_UP: _heart, GLITCH: _bolt, GOT_NEXT: _chevrons}


def wreck(surface: pygame.Surface, rect: pygame.Rect, is_crash_card: bool) -> None:
    """Mark a card of a crashed line: a red shade; the card that crashed it gets a red frame and a cross
    over its emblem, clear of the name band and of both numbers so the card stays readable."""
    draw.tint(surface, rect, palette.NEON_RED, 70)
    if not is_crash_card:
        return
    band = header_band(rect.w, rect.h)
    top = band.bottom + 22  # below the name and the small number
    body = pygame.Rect(rect.x + 18, rect.y + top, rect.w - 36, rect.h - top - rect.h // 5 - 8)
    for start, end in ((body.topleft, body.bottomright), (body.topright, body.bottomleft)):
        pygame.draw.line(surface, palette.BLACK, start, end, 9)
        pygame.draw.line(surface, palette.NEON_RED, start, end, 5)
    pygame.draw.rect(surface, palette.NEON_RED, rect.inflate(4, 4), 4, border_radius=12)


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
    text.blit(
        surface,
        "CRASH",
        (w // 2, h // 2 - 10),
        face=text.PIXEL,
        size=max(8, w // 10),
        colour=palette.WHITE,
        anchor="center",
    )
    text.blit(
        surface,
        "LINE",
        (w // 2, h // 2 + 10),
        face=text.PIXEL,
        size=max(8, w // 10),
        colour=palette.WHITE,
        anchor="center",
    )


def machine_label(m: int) -> str:
    return MACHINE_CODES[m]
