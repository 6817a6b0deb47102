"""Fonts and text. Titles use Press Start 2P (pixel font), body text Atkinson Hyperlegible; both OFL-1.1,
kept in assets/fonts/ with their licenses. Rendered strings are cached (most text is static)."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from arcade.core import paths
from arcade.core.render import palette
from arcade.core.render.surface_cache import SurfaceCache

PIXEL = "PressStart2P-Regular.ttf"
BODY = "AtkinsonHyperlegible-Regular.ttf"
BODY_BOLD = "AtkinsonHyperlegible-Bold.ttf"


checkpoint: Callable[[], None] | None = None
"""Set by the app while it draws a frame of a fast-input scene: a collect-only event pump (App.checkpoint,
itself rate-limited) run before each text blit, so keys pressed during a long draw are stamped in it."""


@lru_cache(maxsize=64)
def font(name: str, size: int) -> pygame.font.Font:
    try:
        return pygame.font.Font(str(paths.asset("fonts", name)), size)
    except (OSError, FileNotFoundError):
        return pygame.font.Font(None, int(size * 1.3))  # pygame's own font: never crash over a font


def pixel(size: int) -> pygame.font.Font:
    return font(PIXEL, size)


def body(size: int, bold: bool = False) -> pygame.font.Font:
    return font(BODY_BOLD if bold else BODY, size)


TEXT_CACHE_BYTES = 8 * 1024 * 1024
CACHE = SurfaceCache(TEXT_CACHE_BYTES)


def render(text: str, face: str, size: int, colour: tuple, shadow: bool = False) -> pygame.Surface:
    """A rendered string, from a cache bounded by bytes (most text is static; changing text such as
    scores and clocks is evicted oldest first)."""
    key = (text, face, size, colour, shadow)
    return CACHE.get_or_make(key, lambda: _render(text, face, size, colour, shadow))


def _render(text: str, face: str, size: int, colour: tuple, shadow: bool) -> pygame.Surface:
    f = font(face, size)
    surf = f.render(text, True, colour)
    if not shadow:
        return surf
    off = max(2, size // 8)
    out = pygame.Surface((surf.get_width() + off, surf.get_height() + off), pygame.SRCALPHA)
    out.blit(f.render(text, True, palette.SHADOW), (off, off))
    out.blit(surf, (0, 0))
    return out


def blit(surface: pygame.Surface, text: str, pos, *, face: str = BODY, size: int = 24,
         colour=palette.WHITE, anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    """Draw text with its rect anchored at ``pos`` ("topleft", "center", "midtop", "topright", ...)."""
    if checkpoint is not None:
        checkpoint()
    img = render(text, face, size, tuple(colour), shadow)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def title(surface, text, pos, size=32, colour=palette.NEON_YELLOW, anchor="center", shadow=True):
    return blit(surface, text, pos, face=PIXEL, size=size, colour=colour, anchor=anchor, shadow=shadow)


def wrap(text: str, face: str, size: int, width: int) -> list[str]:
    """Split text into lines no wider than ``width`` pixels (paragraphs kept)."""
    f = font(face, size)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            trial = w if not line else line + " " + w
            if f.size(trial)[0] <= width:
                line = trial
            else:
                if line:
                    lines.append(line)
                line = w
        lines.append(line)
    return lines


def paragraph(surface, text, rect: pygame.Rect, *, face=BODY, size=22, colour=palette.WHITE,
              line_gap: int = 6) -> int:
    """Draw wrapped text inside rect; returns the y after the last line."""
    y = rect.top
    h = font(face, size).get_linesize()
    for line in wrap(text, face, size, rect.width):
        if line:
            surface.blit(render(line, face, size, tuple(colour)), (rect.left, y))
        y += h + line_gap - 4
    return y
