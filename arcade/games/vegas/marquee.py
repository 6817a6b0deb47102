"""Vegas Slot Machine 1973's marquee art: a 3x3 reel window of slot symbols with a winning payline."""

from __future__ import annotations

import pygame

from arcade.core.render import palette, text

REELS = (("7", "BAR", "CH"), ("LM", "7", "BAR"), ("CH", "LM", "7"))
GOLD = (240, 190, 60)


def _symbol(surface, kind: str, cell: pygame.Rect) -> None:
    c = cell.center
    r = max(4, cell.w // 5)
    if kind == "7":
        text.title(surface, "7", c, size=max(10, cell.h // 2), colour=palette.NEON_RED, shadow=False)
    elif kind == "BAR":
        bar = pygame.Rect(0, 0, cell.w * 0.7, cell.h * 0.32)
        bar.center = c
        pygame.draw.rect(surface, palette.BLACK, bar, border_radius=3)
        text.blit(surface, "BAR", c, size=max(9, cell.h // 4), colour=palette.WHITE, anchor="center")
    elif kind == "CH":  # two cherries on stems
        pygame.draw.line(surface, palette.NEON_GREEN, (c[0], c[1] - r * 1.6), (c[0] - r, c[1]), 2)
        pygame.draw.line(surface, palette.NEON_GREEN, (c[0], c[1] - r * 1.6), (c[0] + r, c[1] - r * 0.2), 2)
        pygame.draw.circle(surface, palette.NEON_RED, (c[0] - r, c[1] + r * 0.3), r)
        pygame.draw.circle(surface, palette.NEON_RED, (c[0] + r, c[1]), r)
    else:  # lemon
        pygame.draw.ellipse(surface, palette.NEON_YELLOW, (c[0] - r * 1.5, c[1] - r, r * 3, r * 2))


def draw_art(surface: pygame.Surface, rect: pygame.Rect) -> None:
    body = rect.inflate(-rect.w * 0.12, -rect.h * 0.08)
    pygame.draw.rect(surface, (120, 20, 30), body, border_radius=10)
    pygame.draw.rect(surface, GOLD, body, 3, border_radius=10)
    window = body.inflate(-body.w * 0.16, -body.h * 0.2)
    pygame.draw.rect(surface, palette.WHITE, window, border_radius=4)
    cw, ch = window.w / 3, window.h / 3
    for row in range(3):
        for col in range(3):
            cell = pygame.Rect(window.x + col * cw, window.y + row * ch, cw, ch)
            _symbol(surface, REELS[row][col], cell.inflate(-4, -4))
    for col in (1, 2):
        x = window.x + col * cw
        pygame.draw.line(surface, palette.GREY, (x, window.y), (x, window.bottom), 1)
    # the diagonal payline of sevens
    pygame.draw.line(surface, GOLD, (window.x + 4, window.y + 4), (window.right - 4, window.bottom - 4), 3)
    lever = (body.right + 4, body.y + body.h * 0.2)
    pygame.draw.line(surface, palette.GREY, (body.right, body.centery), lever, 3)
    pygame.draw.circle(surface, palette.NEON_RED, lever, max(4, rect.w // 28))
