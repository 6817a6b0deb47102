"""Menus redraw only what changed (or nothing, when their picture is unchanged); the canvas must then show
exactly what a full redraw of the same moment shows, frame after frame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from arcade.scenes.attract import IDLE_TO_LOOP_MS, AttractScene
from arcade.scenes.howto import HowToScene
from arcade.scenes.options import OptionsScene
from arcade.scenes.select import GameSelectScene
from arcade.scenes.stats import StatsScene
from arcade.testing import Harness


def _same_as_full_redraw(h) -> bool:
    app = h.app
    scene = app.scenes.top
    if app.scenes.visible() != [scene] or app.scenes.fade_left > 0 or app.toasts:
        return True  # only a lone scene's own picture is compared
    full = pygame.Surface(app.screen.get_size()).convert()
    scene.draw(full)  # not the canvas: drawn in full, leaving the canvas's state alone
    return pygame.image.tobytes(full, "RGB") == pygame.image.tobytes(app.screen, "RGB")


def _frames(h, n: int) -> int:
    """Step ``n`` frames, comparing each; returns how many frames redrew nothing at all."""
    skipped = 0
    for _ in range(n):
        before = pygame.image.tobytes(h.app.screen, "RGB")
        h.advance(1000.0 / 60)
        skipped += before == pygame.image.tobytes(h.app.screen, "RGB")
        assert _same_as_full_redraw(h), f"frame at {h.now:.0f} ms differs from a full redraw"
    return skipped


def test_attract_bands_and_bobbing_tiles_match_a_full_redraw():
    h = Harness()
    attract = h.boot(AttractScene(h.app))
    _frames(h, 50)  # the line-up deals itself in (about 650 ms), then bobs
    attract.last_input = h.now - IDLE_TO_LOOP_MS  # the marquee cards slide by
    _frames(h, 10)


def test_still_menus_skip_unchanged_frames_and_match_a_full_redraw():
    h = Harness()
    h.boot(GameSelectScene(h.app))
    _frames(h, 10)
    h.tap("keys_a", "right")
    _frames(h, 25)  # the carousel slides, the glow pulses
    h.tap("keys_a", "down")
    _frames(h, 5)
    for scene, keys in (
        (OptionsScene(h.app), ("down", "down", "right")),
        (StatsScene(h.app), ("right",)),
        (HowToScene(h.app, "crashline"), ("right", "right")),
    ):
        h.app.scenes.stack.clear()
        h.app.scenes.push(scene)
        _frames(h, 3)
        for key in keys:
            h.tap("keys_a", key)
            _frames(h, 2)
        assert _frames(h, 4) == 4  # a still picture: nothing is redrawn
