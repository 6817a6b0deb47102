"""A game's marquee tile (game select, title screen): the game's own art (its package's marquee, named
by GameInfo.marquee) above its title in arcade lettering that is sized to fit, never cut."""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text
from arcade.games.info import GameInfo, resolve

_art: dict[str, object] = {}
_cache: dict[tuple, pygame.Surface] = {}
_tiles: dict[tuple, pygame.Surface] = {}


def fit_title(title: str, width: int, max_lines: int = 3, start: int = 16, smallest: int = 8) -> tuple[list[str], int]:
    """Split ``title`` into at most ``max_lines`` lines of whole words and choose the largest pixel-font
    size from ``start`` down to ``smallest`` at which every line fits ``width``."""
    words = title.upper().split()
    for size in range(start, smallest - 1, -1):
        font = text.pixel(size)
        lines: list[str] = []
        for word in words:
            if lines and font.size(lines[-1] + " " + word)[0] <= width:
                lines[-1] += " " + word
            else:
                lines.append(word)
        if len(lines) <= max_lines and all(font.size(ln)[0] <= width for ln in lines):
            return lines, size
    return [title.upper()], smallest


def art(info: GameInfo, size: tuple[int, int], enabled: bool) -> pygame.Surface:
    """The game's art drawn once at ``size`` (cached), greyed when the game is not playable yet."""
    key = (info.id, size, enabled)
    surf = _cache.get(key)
    if surf is None:
        surf = pygame.Surface(size).convert()
        surf.fill(palette.BLACK)
        rect = surf.get_rect()
        draw.pattern(surf, rect, "grid", info.colour, alpha=36)
        painter = None
        if info.marquee:
            painter = _art.get(info.marquee)
            if painter is None:
                painter = _art[info.marquee] = resolve(info.marquee)
        drawn = False
        if painter is not None:
            try:
                painter(surf, rect.inflate(-8, -8))
                drawn = True
            except Exception:
                surf.fill(palette.BLACK)
                draw.pattern(surf, rect, "grid", info.colour, alpha=36)
        if not drawn:
            draw.symbol(surf, info.symbol, rect.center, rect.h * 0.3, info.colour)
        if not enabled:
            grey = pygame.Surface(size).convert()
            grey.fill((40, 38, 52))
            surf.blit(grey, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
            surf.blit(grey, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        _cache[key] = surf
    return surf


def tile(surface: pygame.Surface, info: GameInfo, rect: pygame.Rect, *, enabled: bool, label_size: int = 16) -> None:
    """Draw a whole tile: frame, art, title lettering, and "coming soon" when it is not playable yet. The
    tile is drawn once per size and kept (menus show the same few tiles every frame)."""
    rect = pygame.Rect(rect)
    key = (info.id, info.title, info.colour, rect.size, enabled, label_size)
    surf = _tiles.get(key)
    if surf is None:
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        _draw_tile(surf, info, surf.get_rect(), enabled=enabled, label_size=label_size)
        surf = _tiles[key] = draw.for_display(surf)
    surface.blit(surf, rect)


def _draw_tile(surface: pygame.Surface, info: GameInfo, rect: pygame.Rect, *, enabled: bool, label_size: int) -> None:
    colour = info.colour if enabled else palette.DIM
    draw.panel(surface, rect, palette.dim(colour, 0.22), colour, radius=16, width=3)
    art_rect = pygame.Rect(rect.x + 12, rect.y + 12, rect.w - 24, int(rect.h * 0.54))
    surface.blit(art(info, art_rect.size, enabled), art_rect)
    pygame.draw.rect(surface, colour, art_rect, 2, border_radius=6)
    room = rect.bottom - art_rect.bottom - (30 if not enabled else 10)
    lines, size = fit_title(info.title, rect.w - 24, max_lines=3, start=label_size)
    step = size + 8
    y0 = art_rect.bottom + max(step // 2 + 4, (room - step * len(lines)) // 2 + step // 2)
    for j, line in enumerate(lines):
        text.title(
            surface,
            line,
            (rect.centerx, y0 + j * step),
            size=size,
            colour=(palette.WHITE if enabled else palette.GREY),
            shadow=enabled,
        )
    if not enabled:
        text.blit(
            surface,
            "COMING SOON",
            (rect.centerx, rect.bottom - 18),
            size=16,
            colour=palette.GREY,
            anchor="center",
            face=text.BODY_BOLD,
        )
