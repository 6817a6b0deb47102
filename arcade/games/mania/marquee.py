"""Electronic Arcade Mania's marquee art: the board's loop of spaces with the four pawns, and the console."""

from __future__ import annotations

import math

import pygame

from arcade.core.render import palette

SLIDES = ((70, 130, 255), (180, 90, 255), (60, 220, 110), (255, 150, 40))  # Sneak, Rattler, Alien, Run Amuk
HOUSING = (250, 204, 30)


def draw_art(surface: pygame.Surface, rect: pygame.Rect) -> None:
    cx, cy = rect.center
    rx, ry = rect.w * 0.44, rect.h * 0.42
    n = 27
    for i in range(n):
        a = -math.pi / 2 + 2 * math.pi * i / n
        x, y = cx + rx * math.cos(a), cy + ry * math.sin(a)
        colour = SLIDES[i % 4] if i % 5 else palette.WHITE
        pygame.draw.circle(surface, colour, (x, y), max(3, rect.w // 40))
    for k, colour in enumerate(SLIDES):
        a = -math.pi / 2 + 2 * math.pi * (3 + 7 * k) / n
        x, y = cx + rx * math.cos(a), cy + ry * math.sin(a)
        pygame.draw.polygon(surface, colour, [(x, y - 12), (x + 6, y + 4), (x - 6, y + 4)])
        pygame.draw.polygon(surface, palette.WHITE, [(x, y - 12), (x + 6, y + 4), (x - 6, y + 4)], 1)
    console = pygame.Rect(0, 0, rect.w * 0.42, rect.h * 0.5)
    console.center = (cx, cy)
    pygame.draw.rect(surface, HOUSING, console, border_radius=8)
    screen = console.inflate(-console.w * 0.2, -console.h * 0.2)
    pygame.draw.rect(surface, palette.BLACK, screen, border_radius=4)
    lit = {1, 5, 6}
    for i in range(9):
        x = screen.x + screen.w * (i % 3 + 0.5) / 3
        y = screen.y + screen.h * (i // 3 + 0.5) / 3
        colour = HOUSING if i in lit else (70, 60, 20)
        pygame.draw.circle(surface, colour, (x, y), max(3, screen.w // 12))
