"""Any window size shows the whole 1280x720 picture, scaled and letterboxed, at once after a resize."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from arcade.core.window import Window


@pytest.fixture
def window():
    pygame.display.init()
    w = Window((1280, 720))
    w.open()
    yield w
    pygame.display.quit()


def _near(colour, want, slack=6):
    """Equal but for the rounding of a smooth (averaged) scaling."""
    return all(abs(a - b) <= slack for a, b in zip(tuple(colour)[:3], want))


def _mark_corners(canvas):
    canvas.fill((0, 0, 255))
    for x, y in ((0, 0), (1270, 0), (0, 710), (1270, 710)):
        canvas.fill((255, 0, 0), (x, y, 10, 10))


@pytest.mark.parametrize(
    "size, dest", [((960, 540), (0, 0, 960, 540)), ((900, 560), (0, 27, 900, 506)), ((1600, 700), (178, 0, 1244, 700))]
)
def test_every_corner_of_the_picture_shows_after_a_resize(window, size, dest):
    canvas = window.resized(*size)
    assert canvas.get_size() == (1280, 720)
    assert tuple(window.dest) == dest
    _mark_corners(canvas)
    window.present()
    shown = pygame.display.get_surface()
    assert shown.get_size() == size
    d = window.dest
    for x, y in ((d.left, d.top), (d.right - 1, d.top), (d.left, d.bottom - 1), (d.right - 1, d.bottom - 1)):
        assert _near(shown.get_at((x, y)), (255, 0, 0)), (x, y)
    assert _near(shown.get_at(d.center), (0, 0, 255))
    if d.top > 0:
        assert tuple(shown.get_at((d.centerx, 0)))[:3] == (0, 0, 0)  # letterbox bars
    if d.left > 0:
        assert tuple(shown.get_at((0, d.centery)))[:3] == (0, 0, 0)


def test_the_mouse_maps_back_onto_the_picture(window):
    window.resized(960, 540)
    assert window.to_logical((480, 270)) == (640, 360)
    assert window.to_logical((959, 539)) == (1278, 718)
    window.resized(1280, 720)
    assert window.canvas is pygame.display.get_surface(), "at the picture's own size nothing is copied"
    assert window.to_logical((100, 200)) == (100, 200)


def test_the_app_follows_a_resize_event():
    from arcade.testing import Harness

    h = Harness()
    h.app.window.headless = False
    h.boot()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540)))
    h.app.pump()
    assert pygame.display.get_surface().get_size() == (960, 540)
    assert h.app.screen.get_size() == (1280, 720)
    h.frame()
    h.app.window.present()
    assert tuple(pygame.display.get_surface().get_at((480, 270)))[:3] != (0, 0, 0)


def test_a_smaller_window_averages_the_picture_so_thin_strokes_stay(window):
    """A 1-pixel stroke of small text must not vanish at 900x560 (nearest-neighbour scaling drops whole
    columns: "LIMIT" read "LIMI"); a larger window keeps crisp pixels."""
    canvas = window.resized(900, 560)
    canvas.fill((0, 0, 0))
    strokes = list(range(100, 1200, 7))
    for x in strokes:
        canvas.fill((255, 255, 255), (x, 300, 1, 40))
    window.present()
    shown = pygame.display.get_surface()
    d = window.dest
    scale = d.w / 1280
    y = d.top + int(320 * scale)
    for x in strokes:
        near = [tuple(shown.get_at((int(d.left + x * scale) + dx, y)))[0] for dx in (-1, 0, 1)]
        assert max(near) > 60, f"the stroke at x={x} vanished"
    canvas = window.resized(1600, 900)
    canvas.fill((0, 0, 0))
    canvas.fill((255, 255, 255), (640, 300, 1, 40))
    window.present()
    row = [tuple(pygame.display.get_surface().get_at((x, 500)))[0] for x in range(790, 815)]
    assert set(row) <= {0, 255}, "scaled up: whole pixels, no blur"


@pytest.mark.parametrize(
    "desktop, opened", [((1920, 1080), (1280, 720)), ((1280, 720), (1152, 648)), ((960, 540), (864, 486))]
)
def test_a_window_opens_no_bigger_than_its_display_leaves_room_for(monkeypatch, desktop, opened):
    """On a small screen the first window is the picture made smaller (its shape kept), so all of it and the
    window's title bar show; on a big one it is the picture's own size."""
    from arcade.core import window as window_module

    pygame.display.init()
    try:
        monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
        assert window_module.first_size((1280, 720)) == opened
        w = Window((1280, 720))
        canvas = w.open()
        assert pygame.display.get_surface().get_size() == opened and canvas.get_size() == (1280, 720)
    finally:
        pygame.display.quit()
