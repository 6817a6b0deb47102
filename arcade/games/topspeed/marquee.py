"""Top Speed!'s marquee art: a car built from part cards racing past a chequered flag."""

from __future__ import annotations

import pygame

from arcade.core.render import palette

BODY = palette.NEON_RED
PARTS = (palette.NEON_CYAN, palette.NEON_YELLOW, palette.NEON_GREEN, palette.NEON_PINK)


def draw_art(surface: pygame.Surface, rect: pygame.Rect) -> None:
    w, h = rect.size
    # chequered flag, top right
    sq = max(4, w // 22)
    fx, fy = rect.right - sq * 5 - 6, rect.y + 6
    for r in range(3):
        for c in range(5):
            colour = palette.WHITE if (r + c) % 2 == 0 else palette.BLACK
            pygame.draw.rect(surface, colour, (fx + c * sq, fy + r * sq, sq, sq))
    pygame.draw.line(surface, palette.GREY, (fx, fy), (fx, fy + sq * 6), 2)
    # speed lines
    for k in range(4):
        y = rect.y + h * (0.45 + 0.1 * k)
        pygame.draw.line(surface, palette.dim(palette.NEON_CYAN, 0.7), (rect.x + 6, y), (rect.x + w * 0.3, y), 2)
    # the car: body, cabin, wheels, each drawn as a small card of its own colour
    body = pygame.Rect(rect.x + w * 0.3, rect.y + h * 0.5, w * 0.62, h * 0.2)
    cabin = pygame.Rect(body.x + body.w * 0.22, body.y - h * 0.16, body.w * 0.46, h * 0.17)
    for part, colour in ((cabin, PARTS[0]), (body, BODY)):
        pygame.draw.rect(surface, colour, part, border_radius=6)
        pygame.draw.rect(surface, palette.WHITE, part, 2, border_radius=6)
    for x in (body.x + body.w * 0.2, body.x + body.w * 0.8):
        pygame.draw.circle(surface, palette.BLACK, (x, body.bottom), h * 0.1)
        pygame.draw.circle(surface, PARTS[1], (x, body.bottom), h * 0.05)
    pygame.draw.rect(surface, PARTS[2], (body.right - 6, body.y + 4, 8, 8))  # headlight
    pygame.draw.rect(surface, PARTS[3], (body.x - 4, body.y + 4, 8, 8))  # tail light
