"""The window and the 1280x720 picture every scene draws on.

Scenes always draw on a logical 1280x720 canvas. When the window has exactly that size the canvas *is*
the window's surface (no copy). At any other size (a resized window, fullscreen on any monitor) the
canvas is scaled to fit, keeping its shape, and centred with black bars: the whole picture shows at once
after a resize, with or without a window manager. A smaller window gets the canvas averaged down
(``smoothscale``), so small text stays readable; a larger one, crisp pixels. Mouse positions are mapped
back to the canvas.
"""

from __future__ import annotations

import pygame

BARS = (0, 0, 0)
MIN_DIVISOR = 4  # the smallest window is a quarter of the picture each way (320x180)


def allowed_size(w: object, h: object, logical: tuple[int, int]) -> tuple[int, int] | None:
    """A window size asked for (a resize event's), clamped to what the displays allow: at least a quarter
    of the picture each way, at most the span of every display (and never less than twice the picture, for
    drivers that report a small desktop). None when it is not a pair of whole numbers at all."""
    if isinstance(w, bool) or isinstance(h, bool) or not isinstance(w, int) or not isinstance(h, int):
        return None
    try:
        desktops = [tuple(d) for d in pygame.display.get_desktop_sizes()]
    except pygame.error:
        desktops = []
    span_w = sum(d[0] for d in desktops)
    span_h = sum(d[1] for d in desktops)
    most = (max(span_w, 2 * logical[0]), max(span_h, 2 * logical[1]))
    least = (logical[0] // MIN_DIVISOR, logical[1] // MIN_DIVISOR)
    return min(max(w, least[0]), most[0]), min(max(h, least[1]), most[1])


ROOM = 0.9  # a first window takes at most this share of its display each way (room for a title bar, a panel)


def first_size(logical: tuple[int, int]) -> tuple[int, int]:
    """The size a window opens at: the picture's own, or smaller (its shape kept) when the main display
    has no room for it, so the whole picture and the window's title bar show on a small screen."""
    try:
        if pygame.display.get_driver() == "dummy":
            return logical  # no screen (tests, benchmarks): its made-up desktop is nothing to fit
        desktops = [tuple(d) for d in pygame.display.get_desktop_sizes()]
    except pygame.error:
        desktops = []
    if not desktops or desktops[0][0] <= 0 or desktops[0][1] <= 0:
        return logical
    room_w, room_h = desktops[0][0] * ROOM, desktops[0][1] * ROOM
    scale = min(1.0, room_w / logical[0], room_h / logical[1])
    least = (logical[0] // MIN_DIVISOR, logical[1] // MIN_DIVISOR)
    return max(least[0], int(logical[0] * scale)), max(least[1], int(logical[1] * scale))


class Window:
    def __init__(self, logical: tuple[int, int], headless: bool = False) -> None:
        self.logical = logical
        self.headless = headless
        self.fullscreen = False
        self.surface: pygame.Surface | None = None  # the window's own surface
        self.canvas: pygame.Surface | None = None  # what scenes draw on
        self.dest = pygame.Rect((0, 0), logical)  # where the canvas lands in the window

    def open(self, fullscreen: bool = False) -> pygame.Surface:
        self.fullscreen = fullscreen and not self.headless
        if self.headless:
            self.surface = pygame.display.set_mode(self.logical)
        elif self.fullscreen:
            self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.surface = pygame.display.set_mode(first_size(self.logical), pygame.RESIZABLE)
        return self.fit()

    def fit(self) -> pygame.Surface:
        """Follow the window's current size; returns the canvas to draw on."""
        surface = pygame.display.get_surface() or self._window()
        self.surface = surface
        size = surface.get_size()
        canvas = self.canvas
        if size == self.logical:
            canvas = surface
            self.dest = pygame.Rect((0, 0), self.logical)
        else:
            if canvas is None or canvas is surface or canvas.get_size() != self.logical:
                canvas = pygame.Surface(self.logical).convert()
            scale = min(size[0] / self.logical[0], size[1] / self.logical[1])
            w, h = max(1, int(self.logical[0] * scale)), max(1, int(self.logical[1] * scale))
            self.dest = pygame.Rect((size[0] - w) // 2, (size[1] - h) // 2, w, h)
            surface.fill(BARS)
        self.canvas = canvas
        return canvas

    def _window(self) -> pygame.Surface:
        """The window's surface; only asked for once :meth:`open` has made one."""
        if self.surface is None:
            raise RuntimeError("the window is not open yet")
        return self.surface

    def resized(self, w: object, h: object) -> pygame.Surface:
        """The window was resized to ``w`` x ``h`` (a resize event's numbers, whatever they are): the size
        is clamped to what the displays allow (:func:`allowed_size`); a size the system still refuses
        leaves the window at the picture's own size. Never raises for the numbers given."""
        size = allowed_size(w, h, self.logical)
        if size is None or self.fullscreen or self.headless:
            return self.fit()
        current = self._window().get_size()
        if size != current:
            try:
                self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            except pygame.error:
                self.surface = pygame.display.set_mode(self.logical, pygame.RESIZABLE)
        return self.fit()

    def toggle_fullscreen(self) -> pygame.Surface:
        return self.open(not self.fullscreen)

    def present(self) -> None:
        """Copy the canvas to the window when it is not the window itself (scaled, letterboxed)."""
        if self.canvas is None or self.canvas is self.surface:
            return
        target = self._window().subsurface(self.dest)
        if self.dest.w < self.logical[0] and self.canvas.get_bitsize() in (24, 32):
            # smaller than the canvas: averaged, so thin strokes of small text stay (nearest-neighbour
            # scaling drops whole pixel columns: "LIMIT" read "LIMI"); ~2 ms a frame at 900x560
            pygame.transform.smoothscale(self.canvas, self.dest.size, target)
        else:
            pygame.transform.scale(self.canvas, self.dest.size, target)  # larger: crisp pixels

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A window position (mouse) on the canvas."""
        if self.dest.size == self.logical and self.dest.topleft == (0, 0):
            return pos
        x = (pos[0] - self.dest.x) * self.logical[0] / max(1, self.dest.w)
        y = (pos[1] - self.dest.y) * self.logical[1] / max(1, self.dest.h)
        return int(x), int(y)
