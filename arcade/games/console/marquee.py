"""Console Free Play's marquee art: the yellow and black 1983 console with its 3x3 lights and buttons."""

from __future__ import annotations

import pygame

from arcade.core.render import palette

HOUSING = (250, 204, 30)
BUTTONS = ((255, 150, 40),) * 3 + ((230, 50, 50), HOUSING, (70, 130, 255), (60, 200, 90), HOUSING, (170, 80, 240))


def draw_art(surface: pygame.Surface, rect: pygame.Rect) -> None:
    body = rect.inflate(-rect.w * 0.2, -rect.h * 0.04)
    pygame.draw.rect(surface, HOUSING, body, border_radius=12)
    pygame.draw.rect(surface, palette.BLACK, body, 2, border_radius=12)
    screen = pygame.Rect(body.x + body.w * 0.12, body.y + body.h * 0.08, body.w * 0.76, body.h * 0.42)
    pygame.draw.rect(surface, palette.BLACK, screen, border_radius=6)
    lit = {0, 4, 8, 2}
    for i in range(9):
        x = screen.x + screen.w * (i % 3 + 0.5) / 3
        y = screen.y + screen.h * (i // 3 + 0.5) / 3
        pygame.draw.circle(surface, HOUSING if i in lit else (60, 50, 16), (x, y), max(3, screen.h // 9))
    pad = pygame.Rect(body.x + body.w * 0.2, screen.bottom + body.h * 0.06, body.w * 0.6, body.h * 0.4)
    for i, colour in enumerate(BUTTONS):
        x = pad.x + pad.w * (i % 3 + 0.5) / 3
        y = pad.y + pad.h * (i // 3 + 0.5) / 3
        pygame.draw.circle(surface, palette.BLACK, (x, y + 2), max(4, pad.h // 7))
        pygame.draw.circle(surface, colour, (x, y), max(4, pad.h // 7))
