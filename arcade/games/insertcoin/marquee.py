"""Insert Coin to Play's marquee art: a pixel-art invader on graph paper, half filled with polyominoes,
and a coin."""

from __future__ import annotations

import pygame

from arcade.core.render import palette

SHAPE = (
    "..X.....X..",
    "...X...X...",
    "..XXXXXXX..",
    ".XX.XXX.XX.",
    "XXXXXXXXXXX",
    "X.XXXXXXX.X",
    "X.X.....X.X",
    "...XX.XX...",
)
# squares already filled, by piece (a different colour per polyomino)
PIECES = (
    ((4, 0), (4, 1), (4, 2), (5, 0)),
    ((2, 2), (2, 3), (3, 1), (3, 2)),
    ((4, 3), (4, 4), (4, 5), (4, 6)),
    ((2, 4), (2, 5), (3, 4)),
    ((5, 2), (5, 3), (6, 2)),
)
COLOURS = (palette.NEON_PINK, palette.NEON_CYAN, palette.NEON_YELLOW, palette.NEON_ORANGE, palette.NEON_PURPLE)


def draw_art(surface: pygame.Surface, rect: pygame.Rect) -> None:
    rows, cols = len(SHAPE), len(SHAPE[0])
    cell = int(min(rect.w * 0.8 / cols, rect.h * 0.86 / rows))
    ox = rect.x + (rect.w - cell * cols) // 2 - cell
    oy = rect.y + (rect.h - cell * rows) // 2
    filled = {sq: COLOURS[k] for k, piece in enumerate(PIECES) for sq in piece}
    for r, line in enumerate(SHAPE):
        for c, ch in enumerate(line):
            sq = pygame.Rect(ox + c * cell, oy + r * cell, cell, cell)
            if ch == "X":
                pygame.draw.rect(surface, filled.get((r, c), palette.WHITE), sq.inflate(-2, -2))
                pygame.draw.rect(surface, palette.DIM, sq, 1)
            else:
                pygame.draw.rect(surface, palette.DUSK, sq, 1)
    coin = (rect.right - cell * 2, rect.bottom - cell * 2)
    pygame.draw.circle(surface, (240, 190, 60), coin, cell * 1.5)
    pygame.draw.circle(surface, (150, 110, 20), coin, cell * 1.5, 2)
    pygame.draw.line(surface, (150, 110, 20), (coin[0], coin[1] - cell), (coin[0], coin[1] + cell), 2)
