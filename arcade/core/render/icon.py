"""Draws the app icon (an arcade cabinet in neon) with our own code.

``python -m arcade.core.render.icon assets/icon.png`` regenerates the shipped icon."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame


def make_icon(size: int = 256) -> pygame.Surface:
    import pygame

    from arcade.core.render import draw, palette

    s = pygame.Surface((size, size), pygame.SRCALPHA)
    k = size / 256
    body = pygame.Rect(int(58 * k), int(18 * k), int(140 * k), int(224 * k))
    pygame.draw.rect(s, palette.DUSK, body, border_radius=int(16 * k))
    pygame.draw.rect(s, palette.NEON_PINK, body, int(6 * k), border_radius=int(16 * k))
    marquee = pygame.Rect(body.x + int(12 * k), body.y + int(12 * k), body.w - int(24 * k), int(34 * k))
    pygame.draw.rect(s, palette.NEON_YELLOW, marquee, border_radius=int(6 * k))
    screen = pygame.Rect(body.x + int(16 * k), body.y + int(58 * k), body.w - int(32 * k), int(84 * k))
    pygame.draw.rect(s, palette.BLACK, screen, border_radius=int(6 * k))
    for r in range(3):
        for c in range(3):
            centre = (screen.x + screen.w * (c + 0.5) / 3, screen.y + screen.h * (r + 0.5) / 3)
            on = (r + c) % 2 == 0
            draw.symbol(s, "circle", centre, 9 * k, palette.NEON_CYAN if on else palette.dim(palette.NEON_CYAN, 0.3))
    deck = pygame.Rect(body.x + int(10 * k), screen.bottom + int(14 * k), body.w - int(20 * k), int(40 * k))
    pygame.draw.rect(s, palette.PANEL_HI, deck, border_radius=int(6 * k))
    pygame.draw.circle(s, palette.NEON_GREEN, (deck.x + int(28 * k), deck.centery), int(10 * k))
    pygame.draw.circle(s, palette.NEON_RED, (deck.right - int(28 * k), deck.centery), int(10 * k))
    return s


def main(argv: list[str]) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.display.init()
    out = argv[0] if argv else "assets/icon.png"
    pygame.image.save(make_icon(256), out)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
