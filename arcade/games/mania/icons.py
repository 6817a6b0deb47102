"""Small pixel icons for the Mania board's spaces, drawn by our own code from 8 x 8 grids: one per console
game (Alien Raiders' invader, Rattler's snake, Sneak Attack's missile, Run Amuk's monster), a chip stack
for the collect spaces and a flag for FINISH. ``X`` is the icon's colour, ``o`` a darker shade, ``.`` empty."""

from __future__ import annotations

import pygame

from arcade.core.render import palette
from arcade.games.console.duel_api import ALIEN_RAIDERS, RATTLER, RUN_AMUK, SNEAK_ATTACK

GAME_ICONS: dict[str, tuple[str, ...]] = {
    ALIEN_RAIDERS: (
        "..X..X..",
        "...XX...",
        "..XXXX..",
        ".XoXXoX.",
        "XXXXXXXX",
        "X.XXXX.X",
        "X.X..X.X",
        "...XX...",
    ),
    RATTLER: (
        "....XXX.",
        "...XoXXX",
        "...XX...",
        "....XX..",
        ".XX..XX.",
        "X..X..X.",
        "X...XX..",
        ".X......",
    ),
    SNEAK_ATTACK: (
        "......XX",
        ".....XXX",
        "....XXX.",
        "...XXX..",
        "o.XXX...",
        ".oXX....",
        "..oo....",
        ".o..o...",
    ),
    RUN_AMUK: (
        "..XXXX..",
        ".XXXXXX.",
        "XX.XX.XX",
        "XXXXXXXX",
        "Xo.oo.oX",
        "X......X",
        "XoXooXoX",
        "XX.XX.XX",
    ),
}

CHIPS = (
    "..XXXX..",
    ".X....X.",
    "..XXXX..",
    ".X....X.",
    "..XXXX..",
    ".X....X.",
    "..XXXX..",
    "........",
)

FLAG = (
    "XoXoXo..",
    "oXoXoX..",
    "XoXoXo..",
    "oXoXoX..",
    "X.......",
    "X.......",
    "X.......",
    "X.......",
)

SIZE = 8
"""Every icon is 8 x 8 cells."""


def draw_icon(
    surface: pygame.Surface, grid: tuple[str, ...], topleft: tuple[int, int], cell: int, colour
) -> pygame.Rect:
    """Draw ``grid`` with square cells of ``cell`` pixels from ``topleft``; returns the icon's rectangle."""
    x0, y0 = topleft
    shade = palette.dim(colour, 0.55)
    for j, row in enumerate(grid):
        for i, ch in enumerate(row):
            if ch == ".":
                continue
            pygame.draw.rect(surface, colour if ch == "X" else shade, (x0 + i * cell, y0 + j * cell, cell, cell))
    return pygame.Rect(x0, y0, SIZE * cell, SIZE * cell)
