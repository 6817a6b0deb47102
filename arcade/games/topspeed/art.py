"""Top Speed! card art, painted with pygame primitives (cached through the cabinet's card factory).

Every part has its own silhouette (cone, spark plug, tire, helmet, muffler, steering wheel, gas can) drawn
in its colour with a dark outline, so a card reads by shape and colour at once. In colour-blind mode each
colour also gets its own small glyph beside the part, so a card reads by shapes alone. A part card in a row
carries its picture in the half next to the lane, the half that stays visible when the next card covers it.
"""

from __future__ import annotations

import math

import pygame

from arcade.core.render import draw, palette, text
from arcade.games.topspeed import cards as C

COLOUR_RGB = (
    palette.NEON_PURPLE,
    palette.NEON_ORANGE,
    palette.NEON_YELLOW,
    palette.NEON_RED,
    palette.NEON_BLUE,
    palette.NEON_GREEN,
)
COLOUR_GLYPH = ("star", "square", "circle", "heart", "diamond", "cross")
"""Colour-blind glyph of each part colour (purple, orange, yellow, red, blue, green)."""

DECK_RGB = (palette.NEON_RED, palette.NEON_BLUE)
DECK_SYMBOL = ("triangle", "circle")
DECK_PATTERN = ("stripes", "dots")
"""The two card backs of the rulebook (red and blue), each also with its own pattern and symbol. They are
the decks' colours, not the players': players wear their cabinet seat colour and symbol everywhere."""
CARD_BG = (250, 246, 232)
INK = palette.BLACK
RUBBER = (40, 38, 48)


def _poly(surf, colour, pts):
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, 2)


def draw_part(surf: pygame.Surface, part: int, center, s: float, colour) -> None:
    """Draw a part's silhouette centred at ``center``, about ``2*s`` across."""
    cx, cy = center
    name = C.PARTS[part]
    if name == "cone":
        _poly(surf, colour, [(cx, cy - s), (cx + 0.62 * s, cy + 0.7 * s), (cx - 0.62 * s, cy + 0.7 * s)])
        band = [
            (cx - 0.3 * s, cy - 0.1 * s),
            (cx + 0.3 * s, cy - 0.1 * s),
            (cx + 0.4 * s, cy + 0.18 * s),
            (cx - 0.4 * s, cy + 0.18 * s),
        ]
        pygame.draw.polygon(surf, palette.WHITE, band)
        _poly(surf, colour, [(cx - s, cy + 0.7 * s), (cx + s, cy + 0.7 * s), (cx + s, cy + s), (cx - s, cy + s)])
    elif name == "plug":
        _poly(
            surf,
            palette.GREY,
            [
                (cx - 0.14 * s, cy - s),
                (cx + 0.14 * s, cy - s),
                (cx + 0.14 * s, cy - 0.72 * s),
                (cx - 0.14 * s, cy - 0.72 * s),
            ],
        )
        _poly(
            surf,
            colour,
            [
                (cx - 0.28 * s, cy - 0.72 * s),
                (cx + 0.28 * s, cy - 0.72 * s),
                (cx + 0.28 * s, cy - 0.05 * s),
                (cx - 0.28 * s, cy - 0.05 * s),
            ],
        )
        _poly(
            surf,
            colour,
            [
                (cx - 0.55 * s, cy - 0.05 * s),
                (cx + 0.55 * s, cy - 0.05 * s),
                (cx + 0.55 * s, cy + 0.3 * s),
                (cx - 0.55 * s, cy + 0.3 * s),
            ],
        )
        _poly(
            surf,
            palette.GREY,
            [
                (cx - 0.2 * s, cy + 0.3 * s),
                (cx + 0.2 * s, cy + 0.3 * s),
                (cx + 0.2 * s, cy + 0.8 * s),
                (cx - 0.2 * s, cy + 0.8 * s),
            ],
        )
        pygame.draw.lines(surf, INK, False, [(cx, cy + 0.8 * s), (cx, cy + s), (cx + 0.35 * s, cy + s)], 2)
    elif name == "tire":
        pygame.draw.circle(surf, colour, (cx, cy), s)
        for i in range(10):
            a = i * math.pi / 5
            pygame.draw.line(
                surf,
                INK,
                (cx + 0.75 * s * math.cos(a), cy + 0.75 * s * math.sin(a)),
                (cx + s * math.cos(a), cy + s * math.sin(a)),
                2,
            )
        pygame.draw.circle(surf, INK, (cx, cy), s, 2)
        pygame.draw.circle(surf, CARD_BG, (cx, cy), 0.42 * s)
        pygame.draw.circle(surf, INK, (cx, cy), 0.42 * s, 2)
        pygame.draw.circle(surf, INK, (cx, cy), max(2, 0.12 * s))
    elif name == "helmet":
        base = cy + 0.25 * s
        pts = [(cx + s * math.cos(a), base - s * math.sin(a) * 1.1) for a in (math.pi * i / 16 for i in range(17))]
        pts += [(cx - s, base + 0.55 * s), (cx + 0.55 * s, base + 0.55 * s), (cx + s, base + 0.15 * s)]
        _poly(surf, colour, [pts[0]] + pts[1:])
        visor = pygame.Rect(0, 0, round(0.95 * s), max(3, round(0.38 * s)))
        visor.midleft = (round(cx + 0.05 * s), round(base - 0.2 * s))
        pygame.draw.rect(surf, RUBBER, visor, border_radius=3)
    elif name == "muffler":
        body = pygame.Rect(0, 0, round(1.45 * s), round(0.95 * s))
        body.center = (round(cx - 0.15 * s), round(cy))
        pygame.draw.rect(surf, palette.GREY, (body.right - 2, cy - 0.14 * s, 0.5 * s, 0.28 * s))
        pygame.draw.rect(surf, INK, (body.right - 2, cy - 0.14 * s, 0.5 * s, 0.28 * s), 1)
        pygame.draw.rect(surf, palette.GREY, (cx - s, cy + 0.05 * s, 0.3 * s, 0.22 * s))
        pygame.draw.ellipse(surf, colour, body)
        pygame.draw.ellipse(surf, INK, body, 2)
        for f in (-0.35, 0.0, 0.35):
            x = body.centerx + f * body.w
            pygame.draw.line(surf, INK, (x, body.top + 0.2 * body.h), (x, body.bottom - 0.2 * body.h), 1)
    elif name == "wheel":
        w = max(3, round(0.26 * s))
        pygame.draw.circle(surf, colour, (cx, cy), s, w)
        pygame.draw.circle(surf, INK, (cx, cy), s, 1)
        pygame.draw.circle(surf, INK, (cx, cy), s - w, 1)
        for a in (math.pi / 2, math.pi * 7 / 6, math.pi * 11 / 6):
            pygame.draw.line(
                surf, colour, (cx, cy), (cx + (s - w / 2) * math.cos(a), cy + (s - w / 2) * math.sin(a)), max(3, w - 1)
            )
        pygame.draw.circle(surf, colour, (cx, cy), 0.3 * s)
        pygame.draw.circle(surf, INK, (cx, cy), 0.3 * s, 2)
    elif name == "gascan":
        pts = [
            (cx - 0.35 * s, cy - 0.6 * s),
            (cx + 0.7 * s, cy - 0.6 * s),
            (cx + 0.7 * s, cy + s),
            (cx - 0.7 * s, cy + s),
            (cx - 0.7 * s, cy - 0.25 * s),
        ]
        handle = pygame.Rect(round(cx - 0.05 * s), round(cy - s), round(0.7 * s), round(0.45 * s))
        pygame.draw.rect(surf, colour, handle, 0, border_radius=3)
        pygame.draw.rect(surf, INK, handle, 2, border_radius=3)
        spout = [
            (cx - 0.5 * s, cy - 0.45 * s),
            (cx - 0.95 * s, cy - 0.9 * s),
            (cx - 0.8 * s, cy - s),
            (cx - 0.35 * s, cy - 0.6 * s),
        ]
        _poly(surf, palette.GREY, spout)
        _poly(surf, colour, pts)
        pygame.draw.line(surf, INK, (cx - 0.45 * s, cy - 0.3 * s), (cx + 0.45 * s, cy + 0.75 * s), 2)
        pygame.draw.line(surf, INK, (cx + 0.45 * s, cy - 0.3 * s), (cx - 0.45 * s, cy + 0.75 * s), 2)
    else:  # pragma: no cover - PARTS is fixed
        raise ValueError(name)


def _colour_glyph(surf, colour_index: int, center, s: float) -> None:
    glyph = COLOUR_GLYPH[colour_index]
    draw.symbol(surf, glyph, center, s, COLOUR_RGB[colour_index])
    draw.symbol(surf, glyph, center, s, INK, 2)


def _card_base(surf: pygame.Surface, fill=CARD_BG, border=INK) -> None:
    r = surf.get_rect()
    pygame.draw.rect(surf, fill, r, border_radius=8)
    pygame.draw.rect(surf, border, r, 2, border_radius=8)


PART_SCALE = {"muffler": 1.3, "plug": 1.1}
"""Parts that are long and thin are drawn a little larger so all seven look the same size."""


def _part_fitted(surf, part: int, center, s: float, colour) -> None:
    draw_part(surf, part, center, s * PART_SCALE.get(C.PARTS[part], 1.0), colour)


SHORT_PARTS = ("cone", "plug", "tire", "helmet", "muffler", "wheel", "gas can")
"""A part's name as a row card prints it (the long names shortened so colour and part fit a strip)."""
STRIP_TEXT_MIN = 14
"""A strip thinner than this shows its part and colour by the picture and the colour edge alone (text
that does not fit its strip would spill onto the next card)."""


def strip_label(card_id: int) -> str:
    """What a row card's strip says: its colour and part, ``"orange plug"``."""
    return f"{C.COLOURS[C.colour_of(card_id)]} {SHORT_PARTS[C.part_of(card_id)]}"


def strip_text(words: str, band: int, width: int, colour_blind: bool = False) -> tuple[str, int] | None:
    """The label and its size for a strip ``band`` pixels high and ``width`` wide: as large as the strip
    allows (at most 16), smaller until it fits; when both words do not fit, the part alone, or in
    colour-blind mode the colour alone (the part's silhouette names the part; the colour is the word a
    colour-blind player needs); None when the strip is too thin for text."""
    if band < STRIP_TEXT_MIN:
        return None
    top = min(16, band - 3)
    colour, part = words.split(" ", 1)
    for line in (words, colour if colour_blind else part):
        for size in range(top, 10, -1):
            if text.measure(text.body(size, bold=True), line) <= width:
                return line, size
    return None


def paint_part_card(surf: pygame.Surface, key, colour_blind: bool) -> None:
    """A part card for the rows, key = (card id, info_below[, band]). Its picture and name sit in the strip
    of ``band`` pixels next to the lane (at the bottom for rows above the lanes, at the top below them):
    that strip is what stays visible when the next card covers the rest, so the part and colour read
    however long the row grows. Without ``band`` the strip is half the card (the rulebook's overlap)."""
    card_id, info_below = key[0], key[1]
    _card_base(surf)
    w, h = surf.get_size()
    hh = h // 2
    band = max(12, min(hh, int(key[2]) if len(key) > 2 else hh))
    part, col = C.part_of(card_id), C.colour_of(card_id)
    near = pygame.Rect(10, h - band if info_below else 0, w - 10, band)
    outer = pygame.Rect(10, 2 if info_below else band, w - 12, h - band - 2)
    pygame.draw.rect(surf, palette.mix(CARD_BG, COLOUR_RGB[col], 0.22), outer, border_radius=6)
    if band < hh:  # a thin rule marks where the strip ends
        y = near.top if info_below else near.bottom - 1
        pygame.draw.line(surf, palette.mix(CARD_BG, INK, 0.35), (12, y), (w - 4, y), 1)
    edge = pygame.Rect(0, 0, 10 if band >= hh else 14, h)  # a thin strip gets a wider colour edge
    pygame.draw.rect(surf, COLOUR_RGB[col], edge, border_top_left_radius=8, border_bottom_left_radius=8)
    pygame.draw.rect(surf, INK, surf.get_rect(), 2, border_radius=8)
    cy = near.top + band * 0.52
    s = band * (0.4 if band >= hh else 0.46)
    _part_fitted(surf, part, (w * 0.2, cy), s, COLOUR_RGB[col])
    right = w * (0.78 if colour_blind else 0.97)
    label = strip_text(strip_label(card_id), band, int(right - w * 0.34), colour_blind)
    if label is not None:
        words, size = label
        text.blit(surf, words, (w * 0.34, cy), size=size, colour=INK, anchor="midleft", face=text.BODY_BOLD)
    if colour_blind:
        _colour_glyph(surf, col, (w * 0.87, cy), s * 0.7)


def paint_big_card(surf: pygame.Surface, card_id: int, colour_blind: bool) -> None:
    """The top card shown large beside a player's deck, with its name."""
    _card_base(surf)
    w, h = surf.get_size()
    part, col = C.part_of(card_id), C.colour_of(card_id)
    s = h * 0.28
    cx = w * (0.36 if colour_blind else 0.5)
    _part_fitted(surf, part, (cx, h * 0.42), s, COLOUR_RGB[col])
    if colour_blind:
        _colour_glyph(surf, col, (w * 0.74, h * 0.42), s * 0.6)
    words, size = big_card_label(card_id, w - 8, max(14, h // 7))
    text.blit(surf, words, (w // 2, h - 6), size=size, colour=INK, anchor="midbottom", face=text.BODY_BOLD)


def big_card_label(card_id: int, width: int, size: int) -> tuple[str, int]:
    """A big card's name and size within ``width``: "orange spark plug" as large as fits (down to 11),
    else the row cards' short name ("orange plug")."""
    for words in (C.describe(card_id), strip_label(card_id)):
        for s in range(size, 10, -1):
            if text.measure(text.body(s, bold=True), words) <= width:
                return words, s
    return strip_label(card_id), 11


def paint_back(surf: pygame.Surface, deck: int, colour_blind: bool) -> None:
    """A card back: red or blue, each with its own pattern and symbol."""
    colour = DECK_RGB[deck]
    r = surf.get_rect()
    pygame.draw.rect(surf, palette.dim(colour, 0.55), r, border_radius=8)
    inner = r.inflate(-10, -10)
    pygame.draw.rect(surf, palette.dim(colour, 0.8), inner, border_radius=6)
    draw.pattern(surf, inner, DECK_PATTERN[deck], palette.WHITE, alpha=70)
    pygame.draw.rect(surf, colour, inner, 2, border_radius=6)
    pygame.draw.rect(surf, INK, r, 2, border_radius=8)
    size = min(r.w, r.h) * 0.22
    draw.symbol(surf, DECK_SYMBOL[deck], r.center, size, palette.WHITE)
    draw.symbol(surf, DECK_SYMBOL[deck], r.center, size, INK, 2)


def _car(surf, center, s: float, colour, facing: int) -> None:
    cx, cy = center
    body = pygame.Rect(0, 0, round(2.2 * s), round(0.7 * s))
    body.center = (round(cx), round(cy + 0.1 * s))
    cab = pygame.Rect(0, 0, round(1.1 * s), round(0.55 * s))
    cab.midbottom = (round(cx - 0.15 * s * facing), body.top + 2)
    pygame.draw.rect(surf, colour, cab, border_radius=4)
    pygame.draw.rect(surf, INK, cab, 2, border_radius=4)
    pygame.draw.rect(surf, colour, body, border_radius=5)
    pygame.draw.rect(surf, INK, body, 2, border_radius=5)
    for fx in (-0.6, 0.6):
        pygame.draw.circle(surf, RUBBER, (cx + fx * s, body.bottom), 0.28 * s)


def paint_lane(surf: pygame.Surface, key, colour_blind: bool) -> None:
    """A lane card: a stretch of track with a numbered car on each side (key = (above, below)), or its back
    when key is None."""
    r = surf.get_rect()
    w, h = r.size
    if key is None:
        pygame.draw.rect(surf, (70, 66, 90), r, border_radius=8)
        draw.pattern(surf, r.inflate(-10, -10), "checks", palette.WHITE, alpha=45)
        pygame.draw.rect(surf, palette.GREY, r, 2, border_radius=8)
        return
    above, below = key
    pygame.draw.rect(surf, (54, 54, 64), r, border_radius=8)
    for x in range(10, w - 10, 22):
        pygame.draw.line(surf, palette.NEON_YELLOW, (x, h // 2), (x + 11, h // 2), 3)
    pygame.draw.rect(surf, palette.WHITE, r, 2, border_radius=8)
    for value, y, facing in ((above, h * 0.25, 1), (below, h * 0.75, -1)):
        _car(surf, (w * 0.3, y), h * 0.14, palette.mix(palette.NEON_CYAN, palette.WHITE, 0.2), facing)
        text.blit(
            surf,
            str(value),
            (w * 0.72, y + 1),
            face=text.PIXEL,
            size=max(14, h // 4),
            colour=palette.NEON_YELLOW,
            anchor="center",
        )


def paint_flag(surf: pygame.Surface, key, colour_blind: bool) -> None:
    """The checkered flag card."""
    r = surf.get_rect()
    pygame.draw.rect(surf, palette.WHITE, r, border_radius=6)
    cell = max(4, r.h // 6)
    cloth = r.inflate(-8, -8)
    for j, y in enumerate(range(cloth.top, cloth.bottom, cell)):
        for i, x in enumerate(range(cloth.left, cloth.right, cell)):
            if (i + j) % 2 == 0:
                surf.fill(INK, pygame.Rect(x, y, cell, cell).clip(cloth))
    pygame.draw.rect(surf, INK, r, 2, border_radius=6)
