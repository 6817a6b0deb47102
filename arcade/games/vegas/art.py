"""Vegas Slot Machine 1973 card art, painted with pygame primitives (cached through the card factory),
and the pieces the scene and the how-to pictures share: a card, a stack, the machine with its paylines and
the score card.

Every symbol has its own silhouette (cherries, lemon, orange, plum, bell, BAR, seven, shield, ANY star,
Spin Again arrows, Cumber cucumber) in its own colour, with its name along the bottom, so a card reads by
shape, colour and word at once (colour-blind safe without a special mode).
"""

from __future__ import annotations

import math

import pygame

from arcade.core.render import palette, text
from arcade.games.vegas.components import (
    ANY,
    BAR,
    BELL,
    CHERRY,
    CUMBER,
    LEMON,
    ORANGE,
    PLUM,
    SEVEN,
    SHIELD,
    SPIN,
)

CARD_BG = (252, 246, 228)
INK = (20, 16, 30)
GOLD = (240, 190, 60)
FELT = (22, 70, 52)
CABINET = (120, 20, 30)
SYMBOL_RGB = {
    CHERRY: (220, 30, 50),
    LEMON: (250, 215, 40),
    ORANGE: (255, 140, 20),
    PLUM: (140, 60, 190),
    BELL: (235, 180, 40),
    BAR: (30, 30, 36),
    SEVEN: (230, 30, 40),
    SHIELD: (60, 110, 230),
    ANY: (255, 64, 160),
    SPIN: (40, 200, 230),
    CUMBER: (60, 170, 70),
}
LABEL = {
    CHERRY: "CHERRIES",
    LEMON: "LEMON",
    ORANGE: "ORANGE",
    PLUM: "PLUM",
    BELL: "BELL",
    BAR: "BAR",
    SEVEN: "SEVEN",
    SHIELD: "SHIELD",
    ANY: "ANY",
    SPIN: "SPIN AGAIN",
    CUMBER: "CUMBER",
}


def _poly(surf, colour, pts, width=2):
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, INK, pts, width)


def draw_symbol(surf: pygame.Surface, sym: int, center, s: float) -> None:
    """A symbol's silhouette centred at ``center``, about ``2*s`` across."""
    cx, cy = center
    col = SYMBOL_RGB.get(sym, palette.GREY)
    if sym == CHERRY:
        stem = (40, 140, 50)
        top = (cx + 0.15 * s, cy - 0.95 * s)
        pygame.draw.line(surf, stem, top, (cx - 0.45 * s, cy + 0.15 * s), max(2, int(s / 8)))
        pygame.draw.line(surf, stem, top, (cx + 0.5 * s, cy + 0.25 * s), max(2, int(s / 8)))
        pygame.draw.ellipse(surf, stem, (top[0] - 0.05 * s, top[1] - 0.2 * s, 0.6 * s, 0.3 * s))
        for x, y in ((cx - 0.45 * s, cy + 0.45 * s), (cx + 0.5 * s, cy + 0.55 * s)):
            pygame.draw.circle(surf, col, (x, y), 0.42 * s)
            pygame.draw.circle(surf, INK, (x, y), 0.42 * s, 2)
            pygame.draw.circle(surf, (255, 200, 200), (x - 0.14 * s, y - 0.14 * s), max(2, 0.09 * s))
    elif sym in (LEMON, PLUM):
        w, h = (1.8 * s, 1.25 * s) if sym == LEMON else (1.35 * s, 1.6 * s)
        r = pygame.Rect(0, 0, w, h)
        r.center = (cx, cy)
        pygame.draw.ellipse(surf, col, r)
        pygame.draw.ellipse(surf, INK, r, 2)
        if sym == LEMON:
            for sx in (-1, 1):
                tip = (cx + sx * 0.98 * s, cy)
                pygame.draw.circle(surf, col, tip, 0.14 * s)
        else:
            pygame.draw.arc(surf, palette.dim(col, 0.6), r.inflate(-r.w * 0.5, -r.h * 0.2), 1.8, 4.4, 2)
            pygame.draw.line(surf, (90, 60, 30), (cx, r.top + 2), (cx + 0.2 * s, r.top - 0.3 * s), 3)
    elif sym == ORANGE:
        pygame.draw.circle(surf, col, (cx, cy + 0.1 * s), 0.85 * s)
        pygame.draw.circle(surf, INK, (cx, cy + 0.1 * s), 0.85 * s, 2)
        for i in range(6):
            a = i * math.pi / 3
            pygame.draw.circle(
                surf,
                palette.dim(col, 0.8),
                (cx + 0.45 * s * math.cos(a), cy + 0.1 * s + 0.45 * s * math.sin(a)),
                max(1, s / 14),
            )
        _poly(surf, (40, 150, 60), [(cx, cy - 0.7 * s), (cx + 0.55 * s, cy - 1.0 * s), (cx + 0.2 * s, cy - 0.6 * s)])
    elif sym == BELL:
        pts = [
            (cx - 0.2 * s, cy - 0.75 * s),
            (cx + 0.2 * s, cy - 0.75 * s),
            (cx + 0.45 * s, cy - 0.3 * s),
            (cx + 0.55 * s, cy + 0.35 * s),
            (cx + 0.9 * s, cy + 0.6 * s),
            (cx - 0.9 * s, cy + 0.6 * s),
            (cx - 0.55 * s, cy + 0.35 * s),
            (cx - 0.45 * s, cy - 0.3 * s),
        ]
        _poly(surf, col, pts)
        pygame.draw.circle(surf, INK, (cx, cy + 0.78 * s), 0.2 * s)
        pygame.draw.circle(surf, col, (cx, cy - 0.85 * s), 0.14 * s)
    elif sym == BAR:
        small = s < 16  # a small card (the score card's icons): a taller plate, a thin edge, the word fitted
        r = pygame.Rect(0, 0, 1.9 * s, (0.95 if small else 0.8) * s)
        r.center = (cx, cy)
        pygame.draw.rect(surf, col, r, border_radius=max(2, int(s / 6)))
        pygame.draw.rect(surf, GOLD, r, 1 if small else 2, border_radius=max(2, int(s / 6)))
        size = max(8, int(0.62 * s))
        while small and size > 6 and text.measure(text.body(size, bold=True), "BAR") > r.w - 4:
            size -= 1
        text.blit(surf, "BAR", (cx, cy), face=text.BODY_BOLD, size=size, colour=palette.WHITE, anchor="center")
    elif sym == SEVEN:
        t = max(3, int(0.38 * s))
        pts = [
            (cx - 0.7 * s, cy - 0.9 * s),
            (cx + 0.75 * s, cy - 0.9 * s),
            (cx + 0.75 * s, cy - 0.55 * s),
            (cx - 0.05 * s, cy + 0.95 * s),
            (cx - 0.55 * s, cy + 0.95 * s),
            (cx + 0.2 * s, cy - 0.5 * s),
            (cx - 0.7 * s, cy - 0.5 * s),
        ]
        _poly(surf, col, pts, 2 if t > 3 else 1)
    elif sym == SHIELD:
        pts = [
            (cx - 0.8 * s, cy - 0.85 * s),
            (cx + 0.8 * s, cy - 0.85 * s),
            (cx + 0.75 * s, cy + 0.1 * s),
            (cx, cy + 0.95 * s),
            (cx - 0.75 * s, cy + 0.1 * s),
        ]
        _poly(surf, col, pts)
        pygame.draw.line(surf, palette.WHITE, (cx, cy - 0.7 * s), (cx, cy + 0.7 * s), max(2, int(s / 6)))
        pygame.draw.line(
            surf, palette.WHITE, (cx - 0.6 * s, cy - 0.25 * s), (cx + 0.6 * s, cy - 0.25 * s), max(2, int(s / 6))
        )
    elif sym == ANY:
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            r = s * (0.95 if i % 2 == 0 else 0.42)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        _poly(surf, col, pts)
        text.blit(
            surf,
            "ANY",
            (cx, cy + 0.05 * s),
            face=text.BODY_BOLD,
            size=max(8, int(0.42 * s)),
            colour=palette.WHITE,
            anchor="center",
        )
    elif sym == SPIN:
        r = pygame.Rect(0, 0, 1.6 * s, 1.6 * s)
        r.center = (cx, cy)
        w = max(3, int(s / 4))
        pygame.draw.arc(surf, col, r, 0.3, 2.9, w)
        pygame.draw.arc(surf, col, r, 3.45, 6.0, w)
        for a, d in ((0.3, 1), (3.45, 1)):
            tip = (cx + 0.8 * s * math.cos(a), cy - 0.8 * s * math.sin(a))
            _poly(
                surf,
                col,
                [
                    (tip[0] - 0.3 * s * d, tip[1] - 0.05 * s),
                    (tip[0] + 0.3 * s * d, tip[1] - 0.05 * s),
                    (tip[0], tip[1] + 0.35 * s * (1 if a < 1 else -1)),
                ],
                1,
            )
    elif sym == CUMBER:
        r = pygame.Rect(0, 0, 1.9 * s, 0.75 * s)
        r.center = (cx, cy)
        pygame.draw.ellipse(surf, col, r)
        pygame.draw.ellipse(surf, INK, r, 2)
        for i in range(5):
            pygame.draw.circle(
                surf, palette.dim(col, 0.6), (r.x + r.w * (0.18 + 0.16 * i), cy - 0.1 * s * (i % 2)), max(1, s / 12)
            )
    else:
        pygame.draw.circle(surf, palette.GREY, (cx, cy), 0.6 * s, 2)


def paint_card(surf: pygame.Surface, sym, _colour_blind: bool = False) -> None:
    """One card face: cream card, the symbol big, its name along the bottom, a small corner mark."""
    w, h = surf.get_size()
    rect = surf.get_rect()
    pygame.draw.rect(surf, CARD_BG, rect, border_radius=max(4, w // 12))
    pygame.draw.rect(surf, INK, rect, 2, border_radius=max(4, w // 12))
    inner = rect.inflate(-max(6, w // 9), -max(6, w // 9))
    pygame.draw.rect(surf, palette.dim(SYMBOL_RGB.get(sym, palette.GREY), 0.5), inner, 1, border_radius=max(3, w // 16))
    label_h = max(10, h // 7)
    s = min(w * 0.36, (h - label_h) * 0.34)
    if sym == BAR and h < 60:  # no name under it: the plate takes the card's width, as on a big card
        label_h, s = 0, min(w * 0.37, h * 0.34)
    draw_symbol(surf, sym, (w // 2, (h - label_h) // 2 + 2), s)
    if h >= 60:
        size = max(8, min(h // 9, int(w / max(4, len(LABEL[sym])) * 1.45)))
        text.blit(
            surf,
            LABEL[sym],
            (w // 2, h - max(5, h // 24)),
            face=text.BODY_BOLD,
            size=size,
            colour=INK,
            anchor="midbottom",
        )


def paint_back(surf: pygame.Surface, _key=None, _colour_blind: bool = False) -> None:
    """The back of a card: cabinet red with a gold reel window and '1973'."""
    w, h = surf.get_size()
    rect = surf.get_rect()
    pygame.draw.rect(surf, CABINET, rect, border_radius=max(4, w // 12))
    pygame.draw.rect(surf, GOLD, rect.inflate(-6, -6), 2, border_radius=max(3, w // 14))
    for y in range(8, h - 6, 10):
        pygame.draw.line(surf, palette.dim(CABINET, 0.7), (6, y), (w - 7, y), 1)
    window = pygame.Rect(0, 0, w * 0.6, h * 0.3)
    window.center = (w // 2, h // 2)
    pygame.draw.rect(surf, CARD_BG, window, border_radius=4)
    pygame.draw.rect(surf, GOLD, window, 2, border_radius=4)
    text.blit(
        surf,
        "1973",
        window.center,
        face=text.BODY_BOLD,
        size=max(8, int(window.h * 0.55)),
        colour=CABINET,
        anchor="center",
    )


def card(cards, sym: int, size) -> pygame.Surface:
    """A card surface from the cabinet's card factory (``app.cards``); EMPTY (< 0) gives the back."""
    if sym is None or sym < 0:
        return cards.custom(paint_back, 0, size)
    return cards.custom(paint_card, sym, size)


def stack(surface: pygame.Surface, cards, rect: pygame.Rect, sym: int, height: int) -> None:
    """A stack in the machine: its edges stepped behind (up to four shown), the top card, the height."""
    if height <= 0:
        pygame.draw.rect(surface, palette.dim(GOLD, 0.45), rect, 2, border_radius=8)
        return
    shown = min(height, 4)
    for i in range(shown - 1, 0, -1):
        edge = rect.move(3 * i, -3 * i)
        pygame.draw.rect(surface, palette.dim(CARD_BG, 0.55), edge, border_radius=8)
        pygame.draw.rect(surface, INK, edge, 1, border_radius=8)
    surface.blit(card(cards, sym, rect.size), rect)
    if height > 1:
        tag = pygame.Rect(0, 0, 30, 22)
        tag.topright = (rect.right + 6, rect.top - 8)
        pygame.draw.rect(surface, INK, tag, border_radius=8)
        pygame.draw.rect(surface, GOLD, tag, 2, border_radius=8)
        text.blit(surface, str(height), tag.center, face=text.BODY_BOLD, size=15, colour=GOLD, anchor="center")
