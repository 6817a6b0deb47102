"""Fonts and text. Titles use Press Start 2P (pixel font), body text Atkinson Hyperlegible; both OFL-1.1,
kept in assets/fonts/ with their licenses. Rendered strings are cached (most text is static)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from arcade.core import paths
from arcade.core.render import palette
from arcade.core.render.surface_cache import SurfaceCache

if TYPE_CHECKING:
    from pygame.typing import Point

PIXEL = "PressStart2P-Regular.ttf"
BODY = "AtkinsonHyperlegible-Regular.ttf"
BODY_BOLD = "AtkinsonHyperlegible-Bold.ttf"

SMALLEST_BODY = 13
"""The smallest body text the cabinet draws (a choice's role word, Crash Line's labels, a hint under a
choice): no caption on a board or table is smaller (issue 36)."""


checkpoint: Callable[[], None] | None = None
"""Set by the app while it draws a frame of a fast-input scene: a collect-only event pump (App.checkpoint,
itself rate-limited) run before each text blit, so keys pressed during a long draw are stamped in it."""


class Recorder:
    """While on (:func:`recording`), every text drawn on ``target`` (or a subsurface of it) and every box
    the drawing helpers fill there (``draw.panel``, ``draw.tint``, ``draw.dim_overlay``) is noted, in the
    order drawn, in ``marks``: ``("text", ink, string)`` with the rect of the text's visible pixels on the
    target, or ``("box", rect, opaque)``. ``tests/test_text_fits.py`` reads it to find text that does not
    fit. Off (``recorder`` is None), drawing pays one ``is None`` test per text or box."""

    OPAQUE = 160
    """A box at least this opaque hides what it is drawn over (a call-out's band at 190, a solid panel)."""

    def __init__(self, target: pygame.Surface) -> None:
        self.target = target
        self.marks: list[tuple[str, pygame.Rect, str | bool]] = []
        self.sizes: list[tuple[str, int, pygame.Rect | None]] = []
        """Every text drawn, on the target or on a sprite, with its font size: (the string, the size in
        canvas pixels, its rect on the target or None on a sprite), in the order drawn."""
        self.sprites: list[tuple[pygame.Rect, str, pygame.Rect]] = []
        """Text drawn on other surfaces (a card's sprite made now): (ink, string, the surface's rect), in
        that surface's own pixels; what falls outside it is cut off when the sprite is shown."""

    def _on_target(self, surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect | None:
        if surface is not self.target and surface.get_abs_parent() is not self.target:
            return None  # an off-screen sprite: its own coordinates, not the screen's
        return rect.move(surface.get_abs_offset())

    def text(self, surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect, string: str, size: int = 0) -> None:
        ink = img.get_bounding_rect().move(rect.topleft)
        if not (ink.w and ink.h):
            return
        on = self._on_target(surface, ink)
        self.sizes.append((string, size, on))
        if on is not None:
            self.marks.append(("text", on, string))
        else:
            self.sprites.append((ink, string, surface.get_clip()))

    def box(self, surface: pygame.Surface, rect: pygame.Rect, alpha: int) -> None:
        on = self._on_target(surface, pygame.Rect(rect))
        if on is not None and on.w > 0 and on.h > 0:
            self.marks.append(("box", on, alpha >= self.OPAQUE))


recorder: Recorder | None = None
"""The recorder that is on, if any (see :class:`Recorder`)."""


@contextmanager
def recording(target: pygame.Surface) -> Iterator[Recorder]:
    """Note every text and box drawn on ``target`` while the block runs."""
    global recorder
    before, recorder = recorder, Recorder(target)
    try:
        yield recorder
    finally:
        recorder = before


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


MAX_CHARS = 2048
"""The most characters of one line drawn or measured: the widest line the canvas can show is a few hundred
characters, and a longer one would only cost time and memory (a 900 KB title is cut here, not drawn)."""


def drawable(value: object) -> str:
    """``value`` as a string the font library accepts: text, no NUL, no lone surrogate (shown as U+FFFD),
    at most :data:`MAX_CHARS` characters."""
    s = value if isinstance(value, str) else str(value)
    if len(s) > MAX_CHARS:
        s = s[:MAX_CHARS]
    if "\x00" in s:
        s = s.replace("\x00", "")
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        s = "".join("\ufffd" if 0xD800 <= ord(ch) <= 0xDFFF else ch for ch in s)
    return s


def measure(f: pygame.font.Font, value: object) -> int:
    """The width in pixels of ``value`` in font ``f``; never raises (0 for what cannot be measured)."""
    try:
        return f.size(drawable(value))[0]
    except (pygame.error, ValueError, UnicodeError, OverflowError, MemoryError):
        return 0


def render(text: str, face: str, size: int, colour: palette.Colour, shadow: bool = False) -> pygame.Surface:
    """A rendered string, from a cache bounded by bytes (most text is static; changing text such as
    scores and clocks is evicted oldest first). Never raises: a string that draws as nothing (only
    zero-width characters) gives an empty, transparent surface of the font's height."""
    key = (text, face, size, colour, shadow)
    return CACHE.get_or_make(key, lambda: _render(text, face, size, colour, shadow))


def _glyphs(f: pygame.font.Font, text: str, colour: palette.Colour) -> pygame.Surface:
    try:
        return f.render(drawable(text), True, colour)
    except (pygame.error, ValueError, UnicodeError, OverflowError, MemoryError):
        return pygame.Surface((0, f.get_linesize()), pygame.SRCALPHA)  # zero width: nothing to see


def _render(text: str, face: str, size: int, colour: palette.Colour, shadow: bool) -> pygame.Surface:
    f = font(face, size)
    surf = _glyphs(f, text, colour)
    if not shadow:
        return surf
    off = max(2, size // 8)
    out = pygame.Surface((surf.get_width() + off, surf.get_height() + off), pygame.SRCALPHA)
    out.blit(_glyphs(f, text, palette.SHADOW), (off, off))
    out.blit(surf, (0, 0))
    return out


def blit(
    surface: pygame.Surface,
    text: str,
    pos: Point,
    *,
    face: str = BODY,
    size: int = 24,
    colour: Iterable[int] = palette.WHITE,
    anchor: str = "topleft",
    shadow: bool = False,
) -> pygame.Rect:
    """Draw text with its rect anchored at ``pos`` ("topleft", "center", "midtop", "topright", ...)."""
    if checkpoint is not None:
        checkpoint()
    img = render(text, face, size, tuple(colour), shadow)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    if recorder is not None:
        recorder.text(surface, img, rect, text, size)
    return rect


def title(
    surface: pygame.Surface,
    text: str,
    pos: Point,
    size: int = 32,
    colour: Iterable[int] = palette.NEON_YELLOW,
    anchor: str = "center",
    shadow: bool = True,
) -> pygame.Rect:
    return blit(surface, text, pos, face=PIXEL, size=size, colour=colour, anchor=anchor, shadow=shadow)


ELLIPSIS = "\u2026"


def fit(line: object, face: str, size: int, width: int, ellipsis: str = ELLIPSIS) -> str:
    """``line`` as it fits ``width`` pixels in this font: whole, or cut with ``ellipsis`` at the longest
    prefix that fits (found by halving, so a line of n characters is measured about log2(n) times; a line
    longer than :data:`MAX_CHARS` is cut there first). Never raises; "" when not even the ellipsis fits."""
    return _fit(drawable(line), face, size, max(0, int(width)), ellipsis)


@lru_cache(maxsize=2048)
def _fit(line: str, face: str, size: int, width: int, ellipsis: str) -> str:
    f = font(face, size)
    if measure(f, line) <= width:
        return line
    if measure(f, ellipsis) > width:
        return ""
    lo, hi = 0, len(line)  # the prefix of length lo fits with the ellipsis; hi does not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if measure(f, line[:mid].rstrip() + ellipsis) <= width:
            lo = mid
        else:
            hi = mid
    return line[:lo].rstrip() + ellipsis


def wrap(text: str, face: str, size: int, width: int) -> list[str]:
    """Split text into lines no wider than ``width`` pixels (paragraphs kept). Worked out once per text,
    font and width (a log or a coach's advice is wrapped again on every frame that shows it)."""
    return list(_wrap(text if isinstance(text, str) else str(text), face, size, width))


@lru_cache(maxsize=2048)
def _wrap(text: str, face: str, size: int, width: int) -> tuple[str, ...]:
    f = font(face, size)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            trial = w if not line else line + " " + w
            if measure(f, trial) <= width:
                line = trial
            else:
                if line:
                    lines.append(line)
                line = w
        lines.append(line)
    return tuple(lines)


def paragraph(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    *,
    face: str = BODY,
    size: int = 22,
    colour: Iterable[int] = palette.WHITE,
    line_gap: int = 6,
) -> int:
    """Draw wrapped text inside rect; returns the y after the last line."""
    y = rect.top
    h = font(face, size).get_linesize()
    for line in wrap(text, face, size, rect.width):
        if line:
            img = render(line, face, size, tuple(colour))
            surface.blit(img, (rect.left, y))
            if recorder is not None:
                recorder.text(surface, img, img.get_rect(topleft=(rect.left, y)), line, size)
        y += h + line_gap - 4
    return y
