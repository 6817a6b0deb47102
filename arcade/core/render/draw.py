"""Drawing helpers shared by every scene: the cabinet backdrop, panels, menu items, symbols and patterns.

Symbols and patterns exist so that colour never carries meaning alone: each seat and each suit-like
colour has a shape too, and colour-blind mode adds the pattern fill.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from arcade.core.render import palette, text
from arcade.core.render.surface_cache import SurfaceCache

if TYPE_CHECKING:
    from pygame.typing import RectLike

SCREEN_W, SCREEN_H = 1280, 720

SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "heart")
PATTERNS = ("solid", "stripes", "dots", "checks", "waves", "grid", "zigzag", "rings")
SEAT_SYMBOLS = SYMBOLS


def for_display(surf: pygame.Surface) -> pygame.Surface:
    """A cached translucent surface in the display's pixel format (``convert_alpha``), so blitting it
    takes the fast path on any display; unchanged before a window exists. (On this project's machine the
    display is already ARGB8888-compatible and blits measured the same either way.)"""
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


@lru_cache(maxsize=4)
def backdrop(w: int = SCREEN_W, h: int = SCREEN_H, hue: palette.Colour = palette.NIGHT) -> pygame.Surface:
    """The cabinet's background: a dark gradient, a neon floor grid and scanlines. Drawn once, cached
    (made in the display's own format from the start, the scanlines one translucent row blitted down the
    screen: a few milliseconds, it is on the way to the first frame)."""
    top, bottom = palette.BLACK, hue
    display = pygame.display.get_surface()
    surf = pygame.Surface((w, h), 0, display) if display is not None else pygame.Surface((w, h))
    (r0, g0, b0), (r1, g1, b1) = top[:3], bottom[:3]  # palette.mix per row, inlined
    rows = [
        (int(r0 + (r1 - r0) * t), int(g0 + (g1 - g0) * t), int(b0 + (b1 - b0) * t)) for t in (y / h for y in range(h))
    ]
    start = 0
    for y in range(1, h + 1):  # one fill per run of rows of the same colour (a few dozen, not 720)
        if y == h or rows[y] != rows[start]:
            surf.fill(rows[start], (0, start, w, y - start))
            start = y
    horizon = int(h * 0.62)
    grid = palette.dim(palette.NEON_PURPLE, 0.55)
    for i in range(1, 14):
        y = horizon + int((h - horizon) * (i / 14) ** 1.8)
        pygame.draw.line(surf, grid, (0, y), (w, y))
    for i in range(-16, 17):
        x0 = w // 2 + i * 40
        x1 = w // 2 + i * 190
        pygame.draw.line(surf, grid, (x0, horizon), (x1, h))
    pygame.draw.line(surf, palette.dim(palette.NEON_PINK, 0.8), (0, horizon), (w, horizon), 2)
    scan = pygame.Surface((w, 1), pygame.SRCALPHA)
    scan.fill((0, 0, 0, 38))
    surf.fblits([(scan, (0, y)) for y in range(0, h, 3)])
    return surf


def panel(
    surface: pygame.Surface,
    rect: RectLike,
    colour: Sequence[int] = palette.PANEL,
    border: Sequence[int] = palette.EDGE,
    radius: int = 14,
    width: int = 3,
    alpha: int | None = None,
) -> None:
    rect = pygame.Rect(rect)
    if alpha is not None:
        surface.blit(_translucent(rect.size, tuple(colour[:3]), alpha, radius), rect)
    else:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if text.recorder is not None:
        text.recorder.box(surface, rect, 255 if alpha is None else alpha)
    if width:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


def note_box(surface: pygame.Surface, rect: RectLike, alpha: int = 255) -> None:
    """A box already on ``surface`` because a cached layer holding it was just shown (a frame built once):
    a text recorder that is on (``text.recording``) notes it as if drawn now. Draws nothing."""
    if text.recorder is not None:
        text.recorder.box(surface, pygame.Rect(rect), alpha)


def tint(surface: pygame.Surface, rect: RectLike, colour: Sequence[int], alpha: int) -> None:
    """A translucent rectangle of one colour over ``rect`` (a call-out's band, a card's shade): the layer
    is made once per size and colour and kept in :data:`LAYER_CACHE`, not made again every frame."""
    rect = pygame.Rect(rect)
    surface.blit(_translucent(rect.size, tuple(colour[:3]), alpha, 0), rect)
    if text.recorder is not None:
        text.recorder.box(surface, rect, alpha)


LAYER_CACHE = SurfaceCache(8 * 1024 * 1024)  # translucent panels and pattern layers, bounded by bytes


def _translucent(size: Sequence[float], colour: palette.Colour, alpha: int, radius: int) -> pygame.Surface:
    size = (max(0, int(size[0])), max(0, int(size[1])))  # a layout squeezed to nothing draws nothing
    key = ("panel", size, colour, alpha, radius)
    return LAYER_CACHE.get_or_make(key, lambda: _make_translucent(size, colour, alpha, radius))


def _make_translucent(size: Sequence[float], colour: palette.Colour, alpha: int, radius: int) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
    return for_display(layer)


def glow_rect(
    surface: pygame.Surface, rect: RectLike, colour: Sequence[int], radius: int = 14, strength: float = 1.0
) -> None:
    """A neon outline with a soft halo (three widening translucent rings)."""
    rect = pygame.Rect(rect)
    level = max(0, min(8, round(strength * 8)))  # quantised so the halo can be cached
    halo_colour = tuple(min(255, (c // 32) * 32 + 16) for c in colour[:3])  # quantised too
    if level:
        layer = _halo(rect.size, halo_colour, radius)
        layer.set_alpha(round(255 * level / 8))  # one cached halo per size and colour; strength per use
        # Only the rings are blitted: the halo is see-through inside them, and blending a fully clear
        # pixel leaves the canvas as it was (a large panel's halo is 5x cheaper this way).
        x, y = rect.x - 12, rect.y - 12
        for band in _halo_bands(layer.get_size(), radius):
            surface.blit(layer, (x + band.x, y + band.y), band)
    pygame.draw.rect(surface, colour, rect, 3, border_radius=radius)


def _halo_bands(size: tuple[int, int], radius: int) -> list[pygame.Rect]:
    """The parts of a halo layer (see ``_halo``) that may hold a visible pixel: within ``12 + radius`` of
    its edges (a ring lies ``12 - grow`` in from the edge, its rounded corners within ``radius + grow``
    more); the rest of the layer is clear."""
    w, h = size
    b = 12 + radius
    if 2 * b >= w or 2 * b >= h:
        return [pygame.Rect(0, 0, w, h)]
    return [
        pygame.Rect(0, 0, w, b),
        pygame.Rect(0, h - b, w, b),
        pygame.Rect(0, b, b, h - 2 * b),
        pygame.Rect(w - b, b, b, h - 2 * b),
    ]


HALO_CACHE = SurfaceCache(6 * 1024 * 1024)


def _halo(size: tuple[int, int], colour: palette.Colour, radius: int) -> pygame.Surface:
    """A glow's three rings at full strength, cached by bytes (a pulsing glow used to cache a full-size
    halo per strength level: the soak found 35 of them holding 16 MB)."""

    def make() -> pygame.Surface:
        w, h = size
        layer = pygame.Surface((w + 24, h + 24), pygame.SRCALPHA)
        for i, a in enumerate((40, 70, 120)):
            grow = 12 - i * 4
            r = pygame.Rect(12 - grow, 12 - grow, w + 2 * grow, h + 2 * grow)
            pygame.draw.rect(layer, (*colour, a), r, 3, border_radius=radius + grow)
        return for_display(layer)

    return HALO_CACHE.get_or_make((tuple(size), colour, radius), make)


def dim_overlay(surface: pygame.Surface, alpha: int = 170) -> None:
    shade = _shade(surface.get_size())
    shade.set_alpha(int(alpha))
    surface.blit(shade, (0, 0))
    if text.recorder is not None:
        text.recorder.box(surface, surface.get_rect(), int(alpha))


@lru_cache(maxsize=4)
def _shade(size: tuple[int, int]) -> pygame.Surface:
    shade = pygame.Surface(size)  # one opaque black sheet; its surface alpha is set per use
    shade.fill(palette.BLACK)
    return shade


def menu_item(
    surface: pygame.Surface,
    rect: RectLike,
    label: str,
    selected: bool,
    *,
    enabled: bool = True,
    value: str | None = None,
    size: int = 26,
    accent: Sequence[int] = palette.NEON_CYAN,
) -> None:
    """One row of a menu: a panel, its label, an optional value on the right; the selection glows and
    carries a ▶ marker so it does not rely on colour."""
    rect = pygame.Rect(rect)
    fill = palette.PANEL_HI if selected else palette.DUSK
    panel(surface, rect, fill, accent if selected else palette.PANEL, radius=10, width=2)
    colour = palette.WHITE if enabled else palette.DIM
    if selected:
        pygame.draw.polygon(
            surface,
            accent,
            [(rect.x + 12, rect.centery - 9), (rect.x + 12, rect.centery + 9), (rect.x + 26, rect.centery)],
        )
    face = text.BODY_BOLD if selected else text.BODY
    room = rect.w - 38 - 18  # a long label or value is cut with an ellipsis, never drawn past the row
    if value is not None:
        value = text.fit(value, text.BODY, size, room * 2 // 3)
        room -= text.measure(text.font(text.BODY, size), value) + 16
    text.blit(
        surface,
        text.fit(label, face, size, room),
        (rect.x + 38, rect.centery),
        size=size,
        colour=colour,
        anchor="midleft",
        face=face,
    )
    if value is not None:
        text.blit(
            surface,
            value,
            (rect.right - 18, rect.centery),
            size=size,
            anchor="midright",
            colour=palette.NEON_YELLOW if enabled else palette.DIM,
        )


_hint_right = 0


def begin_frame() -> None:
    """A new frame: forget where this frame's key hints ended."""
    global _hint_right
    _hint_right = 0


def checkpoint() -> None:
    """A point inside long drawing code where the app may take input while it draws a frame of a
    fast-input scene (a collect-only pump: events are stamped now, handled after the frame; see
    ``text.checkpoint``, which every text blit calls). Does nothing otherwise. For a game's own long
    draws, e.g. between a full-screen background blit and the sprites over it."""
    hook = text.checkpoint
    if hook is not None:
        hook()


def keep_hint_extent(right: int) -> None:
    """A frame that left the last frame's picture (and its hints) on the canvas keeps its hint extent."""
    global _hint_right
    _hint_right = max(_hint_right, right)


def hint_extent() -> int:
    """The right edge of the key hints drawn along the bottom this frame (0 when none)."""
    return _hint_right


HINT_X = 40  # where a hint bar's first keycap starts


def hint_width(key: str, what: str) -> int:
    """How wide :func:`hint_bar` draws one hint: the keycap (the key's text widened by 7 px each side,
    its left half-pad to the left of the start) and, 8 px on, the words."""
    return text.body(20, bold=True).size(key)[0] + 7 + 8 + text.body(20).size(what)[0]


def hint_bar(surface: pygame.Surface, hints: list[tuple[str, str]], y: int = SCREEN_H - 34) -> None:
    """Key hints along the bottom, drawn as keycaps: [("Enter", "choose"), ("Esc", "back")]."""
    global _hint_right
    x = HINT_X
    for key, what in hints:
        r = text.blit(surface, key, (x, y), size=20, colour=palette.NIGHT, face=text.BODY_BOLD, anchor="midleft")
        box = r.inflate(14, 6)
        pygame.draw.rect(surface, palette.GREY, box, border_radius=6)
        text.blit(surface, key, (x, y), size=20, colour=palette.NIGHT, face=text.BODY_BOLD, anchor="midleft")
        r2 = text.blit(surface, what, (box.right + 8, y), size=20, colour=palette.GREY, anchor="midleft")
        x = r2.right + 26
        if y >= SCREEN_H - 60:
            _hint_right = max(_hint_right, r2.right)


def symbol(
    surface: pygame.Surface, name: str, center: Sequence[float], size: float, colour: Sequence[int], width: int = 0
) -> None:
    """Draw one of SYMBOLS centred at ``center`` with ``size`` its half-extent."""
    cx, cy = center
    s = size
    if name == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), int(s), width)
    elif name == "square":
        pygame.draw.rect(surface, colour, (cx - s * 0.85, cy - s * 0.85, s * 1.7, s * 1.7), width)
    elif name == "triangle":
        pygame.draw.polygon(surface, colour, [(cx, cy - s), (cx + s, cy + s * 0.8), (cx - s, cy + s * 0.8)], width)
    elif name == "diamond":
        pygame.draw.polygon(surface, colour, [(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)], width)
    elif name == "star":
        pts = []
        for i in range(10):
            r = s if i % 2 == 0 else s * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        pygame.draw.polygon(surface, colour, pts, width)
    elif name == "hexagon":
        pts = [(cx + s * math.cos(a), cy + s * math.sin(a)) for a in (i * math.pi / 3 for i in range(6))]
        pygame.draw.polygon(surface, colour, pts, width)
    elif name == "cross":
        t = s * 0.38
        pts = [
            (cx - t, cy - s),
            (cx + t, cy - s),
            (cx + t, cy - t),
            (cx + s, cy - t),
            (cx + s, cy + t),
            (cx + t, cy + t),
            (cx + t, cy + s),
            (cx - t, cy + s),
            (cx - t, cy + t),
            (cx - s, cy + t),
            (cx - s, cy - t),
            (cx - t, cy - t),
        ]
        pygame.draw.polygon(surface, colour, pts, width)
    elif name == "heart":
        r = s * 0.52
        pygame.draw.circle(surface, colour, (cx - r * 0.95, cy - r * 0.5), r, width)
        pygame.draw.circle(surface, colour, (cx + r * 0.95, cy - r * 0.5), r, width)
        pygame.draw.polygon(surface, colour, [(cx - s, cy - r * 0.2), (cx + s, cy - r * 0.2), (cx, cy + s)], width)
    else:
        raise ValueError(f"unknown symbol {name!r}")


def pattern(surface: pygame.Surface, rect: RectLike, name: str, colour: Sequence[int], alpha: int = 110) -> None:
    """Fill ``rect`` with a see-through pattern (colour-blind mode pairs each colour with one)."""
    rect = pygame.Rect(rect)
    if name == "solid" or rect.w <= 0 or rect.h <= 0:
        return
    surface.blit(_pattern_layer(rect.size, name, tuple(colour[:3]), alpha), rect)


def _pattern_layer(size: tuple[int, int], name: str, colour: palette.Colour, alpha: int) -> pygame.Surface:
    key = ("pattern", tuple(size), name, colour, alpha)
    return LAYER_CACHE.get_or_make(key, lambda: _make_pattern_layer(size, name, colour, alpha))


def _make_pattern_layer(size: tuple[int, int], name: str, colour: palette.Colour, alpha: int) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    c = (*colour[:3], alpha)
    w, h = size
    if name == "stripes":
        for x in range(-h, w, 10):
            pygame.draw.line(layer, c, (x, h), (x + h, 0), 3)
    elif name == "dots":
        for y in range(5, h, 12):
            for x in range(5 + (y // 12 % 2) * 6, w, 12):
                pygame.draw.circle(layer, c, (x, y), 2)
    elif name == "checks":
        for y in range(0, h, 10):
            for x in range((y // 10 % 2) * 10, w, 20):
                layer.fill(c, (x, y, 10, 10))
    elif name == "waves":
        for y in range(6, h, 12):
            pts = [(x, y + 3 * math.sin(x / 5)) for x in range(0, w + 4, 4)]
            if len(pts) > 1:
                pygame.draw.lines(layer, c, False, pts, 2)
    elif name == "grid":
        for x in range(0, w, 10):
            pygame.draw.line(layer, c, (x, 0), (x, h), 1)
        for y in range(0, h, 10):
            pygame.draw.line(layer, c, (0, y), (w, y), 1)
    elif name == "zigzag":
        for y in range(6, h, 12):
            pts = [(x, y + (4 if (x // 6) % 2 else -4)) for x in range(0, w + 6, 6)]
            pygame.draw.lines(layer, c, False, pts, 2)
    elif name == "rings":
        for y in range(8, h, 16):
            for x in range(8, w, 16):
                pygame.draw.circle(layer, c, (x, y), 5, 1)
    return for_display(layer)


def seat_badge(
    surface: pygame.Surface, seat: int, center: Sequence[float], size: int = 14, colour_blind: bool = False
) -> None:
    """A seat's marker: its colour and its symbol."""
    colour = palette.SEATS[seat % len(palette.SEATS)]
    symbol(surface, SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)], center, size, colour)
    if colour_blind:
        symbol(surface, SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)], center, size, palette.WHITE, 2)


def banner(
    surface: pygame.Surface,
    message: str,
    now_ms: float,
    *,
    colour: Sequence[int] = palette.NEON_YELLOW,
    y: int = SCREEN_H // 2,
    size: int = 64,
    sub: str | None = None,
) -> None:
    """Big centred arcade call-out ("CRASH!", "TOP SPEED!") on a dark band."""
    band = pygame.Rect(0, y - size, SCREEN_W, size * 2 + (40 if sub else 0))
    tint(surface, band, palette.BLACK, 190)
    pygame.draw.line(surface, colour, band.topleft, band.topright, 3)
    pygame.draw.line(surface, colour, band.bottomleft, band.bottomright, 3)
    text.title(surface, message, (SCREEN_W // 2, y), size=size, colour=colour)
    if sub:
        text.blit(surface, sub, (SCREEN_W // 2, y + size + 6), size=28, anchor="center")
