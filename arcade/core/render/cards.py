"""The card-sprite factory: card faces drawn from data, cached.

A :class:`CardFace` describes a card as data (title, value, colour, symbol, pattern). ``CARDS.face(face,
size)`` draws it once and returns the cached surface afterwards. Games with their own art pass a
``painter(surface, key, colour_blind)`` to ``CARDS.custom`` and get the same caching.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from arcade.core.render import draw, palette, text
from arcade.core.render.surface_cache import SurfaceCache

CARD_CACHE_BYTES = 12 * 1024 * 1024  # a full table's faces and backs at two sizes fit several times over


@dataclass(frozen=True)
class CardFace:
    title: str = ""
    value: str = ""
    colour: palette.Colour = palette.NEON_CYAN
    symbol: str = "circle"
    pattern: str = "solid"
    subtitle: str = ""


@dataclass(frozen=True)
class CardBack:
    colour: palette.Colour = palette.NEON_PINK
    label: str = ""
    pattern: str = "checks"


class CardFactory:
    def __init__(self) -> None:
        self._cache = SurfaceCache(CARD_CACHE_BYTES)  # bounded: a long attract run cannot grow it
        self.colour_blind = False

    def clear(self) -> None:
        self._cache.clear()

    def __len__(self) -> int:
        return len(self._cache)

    def face(self, face: CardFace, size: Sequence[float] = (110, 154)) -> pygame.Surface:
        size = _at_least_one(size)
        key = ("face", face, tuple(size), self.colour_blind)
        return self._cache.get_or_make(key, lambda: draw.for_display(_paint_face(face, size, self.colour_blind)))

    def back(self, back: CardBack, size: Sequence[float] = (110, 154)) -> pygame.Surface:
        size = _at_least_one(size)
        key = ("back", back, tuple(size))
        return self._cache.get_or_make(key, lambda: draw.for_display(_paint_back(back, size)))

    def custom(
        self,
        painter: Callable[[pygame.Surface, Hashable, bool], None],
        key: Hashable,
        size: Sequence[float] = (110, 154),
    ) -> pygame.Surface:
        size = _at_least_one(size)
        ckey = ("custom", getattr(painter, "__qualname__", id(painter)), key, tuple(size), self.colour_blind)

        def make() -> pygame.Surface:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            painter(surf, key, self.colour_blind)
            return draw.for_display(surf)

        return self._cache.get_or_make(ckey, make)


def _at_least_one(size: Sequence[float]) -> tuple[int, int]:
    """A card squeezed by its layout to nothing (or less) is drawn one pixel across, never refused."""
    return max(1, int(size[0])), max(1, int(size[1]))


def blank(
    size: Sequence[float], fill: Sequence[int] = palette.WHITE, border: Sequence[int] = palette.BLACK, radius: int = 10
) -> pygame.Surface:
    size = _at_least_one(size)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, border, surf.get_rect(), 2, border_radius=radius)
    return surf


def _paint_face(face: CardFace, size: tuple[int, int], colour_blind: bool) -> pygame.Surface:
    w, h = size
    surf = blank(size, (250, 248, 240))
    band = pygame.Rect(4, 4, w - 8, max(18, h // 5))
    pygame.draw.rect(surf, face.colour, band, border_radius=8)
    if colour_blind and face.pattern != "solid":
        draw.pattern(surf, band, face.pattern, palette.BLACK, alpha=90)
    if face.title:
        fsize = max(9, min(16, int(w / max(6, len(face.title)) * 1.5)))
        text.blit(surf, face.title, band.center, size=fsize, face=text.BODY_BOLD, colour=palette.BLACK, anchor="center")
    body = pygame.Rect(6, band.bottom + 4, w - 12, h - band.bottom - 10)
    draw.symbol(surf, face.symbol, (body.centerx, body.centery - h // 14), min(body.w, body.h) * 0.28, face.colour)
    draw.symbol(surf, face.symbol, (body.centerx, body.centery - h // 14), min(body.w, body.h) * 0.28, palette.BLACK, 2)
    if face.value:
        text.blit(
            surf,
            face.value,
            (body.centerx, body.bottom - 2),
            face=text.PIXEL,
            size=max(12, h // 8),
            colour=palette.BLACK,
            anchor="midbottom",
        )
        text.blit(surf, face.value, (8, band.bottom + 4), face=text.PIXEL, size=max(8, h // 16), colour=palette.BLACK)
    if face.subtitle:
        text.blit(
            surf,
            face.subtitle,
            (body.centerx, body.bottom - h // 7 - 6),
            size=max(10, h // 14),
            colour=palette.dim(palette.BLACK, 1),
            anchor="midbottom",
        )
    return surf


def _paint_back(back: CardBack, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = blank(size, palette.dim(back.colour, 0.5), back.colour)
    inner = pygame.Rect(8, 8, w - 16, h - 16)
    pygame.draw.rect(surf, palette.dim(back.colour, 0.75), inner, border_radius=6)
    draw.pattern(surf, inner, back.pattern, palette.WHITE, alpha=60)
    pygame.draw.rect(surf, back.colour, inner, 2, border_radius=6)
    if back.label:
        text.blit(
            surf, back.label, inner.center, face=text.PIXEL, size=max(8, w // 10), colour=palette.WHITE, anchor="center"
        )
    return surf


CARDS = CardFactory()
