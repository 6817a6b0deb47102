"""Pictures for Vegas Slot Machine 1973's how-to pages, drawn with the scene's own card art (art.py)."""

from __future__ import annotations

import pygame

from arcade.core.render import palette, text
from arcade.core.render.cards import CARDS
from arcade.games.vegas import art, machine_art
from arcade.games.vegas.components import ANY, BAR, BELL, CHERRY, CUMBER, LEMON, ORANGE, PLUM, SEVEN, SHIELD, SPIN


def cards(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The symbols: seven reel symbols, the shield, the wild ANY and the two expansion cards."""
    syms = (CHERRY, LEMON, ORANGE, PLUM, BELL, BAR, SEVEN, SHIELD, ANY, SPIN, CUMBER)
    cols = 4
    w = (rect.w - (cols - 1) * 8) // cols
    h = min(int(w * 1.28), (rect.h - 24) // 3 - 6)
    w = int(h / 1.28)
    x0 = rect.centerx - (cols * w + (cols - 1) * 8) // 2
    for i, sym in enumerate(syms):
        x = x0 + (i % cols) * (w + 8)
        y = rect.y + (i // cols) * (h + 6)
        surface.blit(art.card(CARDS, sym, (w, h)), (x, y))
    text.blit(
        surface,
        "ANY is wild; Spin Again and Cumber are expansions",
        (rect.centerx, rect.bottom),
        size=15,
        colour=palette.GREY,
        anchor="midbottom",
    )


def machine(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The 3x3 machine of stacks: a completed diagonal payline of Sevens (one an ANY) lights up."""
    area = pygame.Rect(rect.x, rect.y + 8, rect.w, rect.h - 40)
    rects = machine_art.machine_rects(area, 3, 3, 1, gap=8)
    machine_art.machine_frame(surface, rects, 9)
    grid = (SEVEN, LEMON, CHERRY, PLUM, ANY, LEMON, BELL, ORANGE, SEVEN)
    heights = (1, 2, 1, 1, 3, 1, 1, 2, 1)
    for p, r in enumerate(rects):
        art.stack(surface, CARDS, r, grid[p], heights[p])
    machine_art.payline(surface, rects, (0, 4, 8), palette.NEON_CYAN, width=5)
    text.blit(
        surface,
        "8 paylines in the machine, the 9th is your hand",
        (rect.centerx, rect.bottom),
        size=15,
        colour=palette.GREY,
        anchor="midbottom",
    )


def score_card(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The score card with the solo and co-op ranks as the rulebook writes them."""
    machine_art.score_card(surface, CARDS, rect, ranks=True)
