"""Options > Controls > Test keys: every seat's keys light while held (two people try their layouts
together before a race; a key a cheap keyboard drops does not light). Driven with posted key events."""

import pygame

from arcade.core.render import palette, text
from arcade.scenes.key_test import KeyTestScene
from arcade.scenes.keys import KeysScene
from arcade.scenes.options import OptionsScene
from arcade.testing import Harness


def open_test_keys():
    h = Harness()
    h.boot()
    options = h.app.push(OptionsScene(h.app))
    h.advance(300)
    options.index = [i.label for i in options.items].index("Controls...")
    h.tap("keys_a", "confirm")
    keys = h.top
    assert isinstance(keys, KeysScene)
    keys.index = [i.label for i in keys.items].index("Test keys...")
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, KeyTestScene)
    h.advance(300)  # past the fade
    return h, h.top


def key(kind, code, scancode):
    pygame.event.post(pygame.event.Event(kind, key=code, scancode=scancode, mod=0, unicode=""))


def test_keys_of_two_seats_light_together_and_go_out_when_released():
    h, scene = open_test_keys()
    key(pygame.KEYDOWN, pygame.K_UP, 82)  # Keys A up
    key(pygame.KEYDOWN, pygame.K_w, 26)  # Keys B up
    key(pygame.KEYDOWN, pygame.K_BACKSPACE, 42)  # Keys A back: lights, does not leave
    key(pygame.KEYDOWN, pygame.K_KP8, 96)  # the numpad's top button
    h.app.pump()
    h.advance(20)
    assert h.top is scene
    assert scene.lit == {("keys_a", "up"), ("keys_b", "up"), ("keys_a", "back"), ("numpad", "b8")}
    assert scene.most == 4
    key(pygame.KEYUP, pygame.K_w, 26)
    h.app.pump()
    h.advance(20)
    assert ("keys_b", "up") not in scene.lit and ("keys_a", "up") in scene.lit
    for code, scan in ((pygame.K_UP, 82), (pygame.K_BACKSPACE, 42), (pygame.K_KP8, 96)):
        key(pygame.KEYUP, code, scan)
    h.app.pump()
    h.advance(20)
    assert scene.lit == set() and scene.most == 4


def test_a_held_key_is_drawn_lit():
    h, scene = open_test_keys()
    yellow = palette.NEON_YELLOW[:3]

    def row_colour(words):
        h.app.invalidate_canvas()
        with text.recording(h.app.screen) as rec:
            h.app.render(force=True)
        rects = [r for kind, r, what in rec.marks if kind == "text" and what == words]
        return [
            any(
                tuple(h.app.screen.get_at((x, y)))[:3] == yellow
                for x in range(r.x, r.right)
                for y in range(r.y, r.bottom)
            )
            for r in rects
        ]

    assert row_colour("second button") == [False, False, False]  # Keys A, Keys B, the numpad: none held
    key(pygame.KEYDOWN, pygame.K_LSHIFT, 225)  # Keys B's second button
    h.app.pump()
    h.advance(20)
    assert row_colour("second button") == [False, True, False]


def test_a_gamepad_gets_a_panel_and_esc_leaves():
    h, scene = open_test_keys()
    h.app.input.pads[7] = "pad0"
    h.send("pad0", "confirm", True)
    h.advance(20)
    assert "pad0" in scene.devices() and ("pad0", "confirm") in scene.lit
    h.send("pad0", "confirm", False)
    key(pygame.KEYDOWN, pygame.K_ESCAPE, 41)
    h.app.pump()
    h.advance(300)
    assert isinstance(h.top, KeysScene)
