"""Crash Line's marquee art for the game select: a line of machine cards, the last one crashing."""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette

MACHINES = (
    ("star", palette.NEON_YELLOW),
    ("hexagon", palette.NEON_PURPLE),
    ("triangle", palette.NEON_CYAN),
    ("circle", palette.NEON_GREEN),
)


def _card(surface, rect, shape, colour, number) -> None:
    pygame.draw.rect(surface, palette.WHITE, rect, border_radius=6)
    pygame.draw.rect(surface, colour, rect.inflate(-6, -6), 3, border_radius=5)
    draw.symbol(surface, shape, rect.center, rect.w * 0.26, colour)
    from arcade.core.render import text

    text.title(surface, str(number), (rect.x + 10, rect.y + 10), size=10, colour=colour, shadow=False)


def draw_art(surface: pygame.Surface, rect: pygame.Rect) -> None:
    w, h = rect.size
    cw, ch = int(w * 0.26), int(h * 0.56)
    y = rect.y + int(h * 0.2)
    for i, (shape, colour) in enumerate(MACHINES[:3]):
        card = pygame.Rect(rect.x + int(w * 0.06) + i * int(cw * 0.78), y + i * 4, cw, ch)
        _card(surface, card, shape, colour, 3 + 2 * i)
    # the repeat that crashes the line: tilted, with a burst behind it
    crash = pygame.Surface((cw, ch), pygame.SRCALPHA)
    _card(crash, pygame.Rect(0, 0, cw, ch), "star", palette.NEON_YELLOW, 9)
    tilted = pygame.transform.rotate(crash, -18)
    centre = (rect.x + int(w * 0.8), y + ch // 2 + 6)
    burst = [
        (
            centre[0] + (0.62 if k % 2 == 0 else 0.32) * w * 0.42 * _c(k),
            centre[1] + (0.62 if k % 2 == 0 else 0.32) * h * 0.55 * _s(k),
        )
        for k in range(16)
    ]
    pygame.draw.polygon(surface, palette.NEON_RED, burst)
    surface.blit(tilted, tilted.get_rect(center=centre))
    from arcade.core.render import text

    text.title(
        surface, "CRASH!", (centre[0], rect.bottom - int(h * 0.1)), size=max(10, int(h * 0.1)), colour=palette.NEON_RED
    )


def _c(k: int) -> float:
    import math

    return math.cos(k * math.pi / 8)


def _s(k: int) -> float:
    import math

    return math.sin(k * math.pi / 8)
