"""The cabinet's palette. Colours are always paired with a shape or pattern where they carry meaning
(see ``draw.SYMBOLS``/``draw.PATTERNS``); the colour-blind mode leans on those pairings."""

from __future__ import annotations

from collections.abc import Sequence

RGB = tuple[int, int, int]
Colour = tuple[int, ...]  # an RGB or RGBA tuple: hashable, so it can be a cache key or a frozen field

BLACK = (8, 6, 16)
NIGHT = (18, 14, 38)  # cabinet background
DUSK = (34, 26, 70)  # panels
PANEL = (44, 36, 92)
PANEL_HI = (70, 58, 140)
EDGE = (120, 104, 220)
WHITE = (244, 242, 255)
GREY = (150, 146, 176)
DIM = (92, 88, 118)
SHADOW = (0, 0, 0)

NEON_PINK = (255, 64, 160)
NEON_CYAN = (40, 230, 255)
NEON_YELLOW = (255, 220, 40)
NEON_GREEN = (60, 240, 120)
NEON_ORANGE = (255, 150, 40)
NEON_RED = (255, 70, 70)
NEON_BLUE = (70, 130, 255)
NEON_PURPLE = (180, 90, 255)

# Seat colours (players 1..8); each has a symbol in draw.SEAT_SYMBOLS as well.
SEATS = [NEON_CYAN, NEON_PINK, NEON_YELLOW, NEON_GREEN, NEON_ORANGE, NEON_PURPLE, NEON_BLUE, NEON_RED]

GOOD = NEON_GREEN
BAD = NEON_RED
WARN = NEON_YELLOW


def mix(a: Sequence[float], b: Sequence[float], t: float) -> RGB:
    """Blend two colours, t=0 gives a, t=1 gives b."""
    r, g, bl = (int(a[i] + (b[i] - a[i]) * t) for i in range(3))
    return (r, g, bl)


def dim(c: Sequence[float], f: float = 0.45) -> RGB:
    r, g, b = (int(v * f) for v in c[:3])
    return (r, g, b)
