"""The high-score initials prompt only listens to keys pressed after it appeared (issue 9 #3)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from arcade.core.input import ActionEvent
from arcade.core.scenes import Scene
from arcade.scenes.initials import ARM_MS, InitialsScene
from arcade.testing import Harness


def prompt():
    h = Harness()
    h.boot(Scene(h.app))
    signed = []
    scene = h.app.push(InitialsScene(h.app, "Rattler, skill 1: 7", on_done=signed.append))
    h.frame()
    return h, scene, signed


def test_presses_from_before_it_appeared_or_right_after_are_ignored():
    h, scene, signed = prompt()
    h.app.dispatch(ActionEvent("numpad", "b2", True, scene.shown_at - 5))  # stamped before it appeared
    h.send("numpad", "b5")  # at once: not listening yet
    h.send("numpad", "b5", False)
    h.advance(ARM_MS - 50)
    h.tap("numpad", "b2")
    assert scene.letters == ["A", "A", "A"] and scene.pos == 0 and h.top is scene and not signed
    h.advance(60)
    h.tap("numpad", "b8")  # now it listens
    assert scene.letters[0] == "B"


def test_a_key_held_since_before_it_listened_does_not_auto_repeat_into_it():
    h, scene, signed = prompt()
    h.send("keys_a", "down")  # goes down while the prompt is not listening yet
    h.advance(ARM_MS + 600)  # the menu repeater would now repeat it
    assert scene.letters == ["A", "A", "A"]
    h.send("keys_a", "down", False)
    h.send("keys_a", "up")  # a fresh press once it listens: repeats count
    h.advance(900)
    h.send("keys_a", "up", False)
    assert scene.letters[0] not in ("A", ".") and not signed


def test_signing_after_it_listens_records_the_initials():
    h, scene, signed = prompt()
    h.advance(ARM_MS + 10)
    h.taps("keys_a", "up", "right", "right", "confirm")
    assert signed == ["BAA"] and h.top is not scene
