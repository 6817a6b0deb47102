"""Game scenes skip frames whose picture did not change (``GameScene.picture_key``); the canvas must then
show exactly what a full redraw of the same moment shows, frame after frame, in every game's demo."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from arcade.games import registry
from arcade.testing import Harness

DEMOS = [info for info in registry.games() if info.enabled and info.demo is not None]


def _full_redraw(h) -> bytes:
    full = pygame.Surface(h.app.screen.get_size()).convert()
    h.app.scenes.top.draw(full)  # not the canvas: drawn in full, leaving the canvas's state alone
    return pygame.image.tobytes(full, "RGB")


def _alone(h) -> bool:
    app = h.app
    return app.scenes.visible() == [app.scenes.top] and app.scenes.fade_left <= 0 and not app.toasts


@pytest.mark.parametrize("info", DEMOS, ids=[info.id for info in DEMOS])
def test_a_demo_skips_still_frames_and_matches_a_full_redraw(info):
    h = Harness()
    h.boot()
    h.app.scenes.stack.clear()
    scene = info.demo(h.app)
    h.app.scenes.push(scene)
    drawn = []
    draw_game = scene.draw_game
    scene.draw_game = lambda surface: (drawn.append(surface is h.app.screen), draw_game(surface))
    compared = 0
    for i in range(120):
        h.advance(1000.0 / 60)
        if i % 6 == 5 and _alone(h):
            compared += 1
            assert pygame.image.tobytes(h.app.screen, "RGB") == _full_redraw(h), (
                f"{info.id}: frame {i} differs from a full redraw"
            )
    on_canvas = sum(drawn)
    assert compared >= 10
    assert 0 < on_canvas < 90, f"{info.id}: {on_canvas} of 120 frames drawn"


def test_input_redraws_a_game_scene_and_no_key_redraws_every_frame():
    h = Harness()
    h.boot()
    h.app.scenes.stack.clear()
    scene = DEMOS[0].demo(h.app)
    h.app.scenes.push(scene)
    h.advance(1000.0 / 60)
    calls = []
    draw_game = scene.draw_game
    scene.draw_game = lambda surface: (calls.append(1), draw_game(surface))
    scene.picture_key = lambda: "still"
    h.advance(1000.0 / 60)
    h.advance(1000.0 / 60)
    h.advance(1000.0 / 60)
    assert len(calls) == 1  # the key changed once (to "still"), then nothing was drawn
    h.send("keys_a", "down")  # any input handed to the scene: the next frame is drawn
    h.advance(1000.0 / 60)
    assert len(calls) == 2
    scene.picture_key = lambda: None  # no key: every frame is drawn
    h.advance(1000.0 / 60)
    h.advance(1000.0 / 60)
    assert len(calls) == 4
