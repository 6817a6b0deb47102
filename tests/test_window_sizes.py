"""Issue 34, item 10: a resize event with an impossible size (negative, 100000x100000) ended the app with
``pygame.error`` out of the event pump. Now the window clamps it to what the displays allow and no window
event escapes the loop. Under SDL's dummy video driver, with the window not headless (as the real app)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from arcade.core.window import allowed_size
from arcade.testing import Harness

SIZES = [
    (-5, -5),
    (-1, 720),
    (1280, -1),
    (0, 0),
    (1, 1),
    (100_000, 100_000),
    (2**31 - 1, 10),
    (10, 2**31 - 1),
    (-(2**31), -(2**31)),
    (100_000, 1),
    (319, 179),
    (960, 540),
]
ODD = [("x", 5), (None, None), (1.5, 2.5), (True, False)]


def resize_events(w, h):
    return [
        pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)),
        pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h),
        pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h),
    ]


def windowed_harness():
    h = Harness()
    h.app.window.headless = False  # set_mode is called as in the real app
    h.boot()
    return h


def bounds():
    desktops = pygame.display.get_desktop_sizes()
    most = (max(sum(d[0] for d in desktops), 2560), max(sum(d[1] for d in desktops), 1440))
    return (320, 180), most


@pytest.mark.parametrize("size", SIZES + ODD, ids=[f"{w}x{h}" for w, h in SIZES + ODD])
def test_an_absurd_resize_event_is_clamped_and_the_app_goes_on(size):
    h = windowed_harness()
    least, most = bounds()
    for event in resize_events(*size):
        pygame.event.clear()
        pygame.event.post(event)
        h.app.pump()  # before: pygame.error ("Cannot set negative sized display mode", "Out of memory")
        h.frame()
        h.app.window.present()
        shown = pygame.display.get_surface().get_size()
        assert least[0] <= shown[0] <= most[0] and least[1] <= shown[1] <= most[1], shown
        assert h.app.screen.get_size() == (1280, 720)
    if size == (960, 540):
        assert pygame.display.get_surface().get_size() == (960, 540), "a sane size is taken as it is"


def test_the_real_loop_keeps_running_through_absurd_resizes():
    h = windowed_harness()
    app = h.app
    for w, h_ in SIZES + ODD:
        for event in resize_events(w, h_):
            pygame.event.post(event)
    frames = []
    real_step = app.step

    def step(now_ms):
        frames.append(now_ms)
        real_step(now_ms)
        if len(frames) == 5:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    app.step = step
    app.run()  # before: pygame.error out of the first pump
    assert len(frames) >= 5, "the loop ran on until it was asked to quit"


def test_allowed_size_clamps_each_way():
    pygame.display.init()
    least, most = bounds()
    assert allowed_size(-5, 10**9, (1280, 720)) == (least[0], most[1])
    assert allowed_size(1000, 600, (1280, 720)) == (1000, 600)
    assert allowed_size("x", 5, (1280, 720)) is None and allowed_size(True, 5, (1280, 720)) is None
