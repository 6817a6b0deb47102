"""Issue 34, item 9: a gamepad unplugged with a direction held left it held (the game select cursor kept
moving with no input until the scene changed), and so did a key held while the window lost the focus (its
key-up goes to another window). Now the input layer lets go of them. Driven by posted pygame events
through the app's own pump, as the loop does."""

from __future__ import annotations

import pygame
import pytest

from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness

PAD = 7


def stick_right() -> pygame.event.Event:
    return pygame.event.Event(
        pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_LEFTX, value=32000, instance_id=PAD
    )


def select_with_a_pad():
    h = Harness()
    h.boot()
    sel = h.app.push(GameSelectScene(h.app))
    h.advance(400)
    h.app.input.pads[PAD] = "pad0"  # a plugged controller (the dummy driver has none to open)
    seen = []
    real = sel.handle

    def handle(ev):
        seen.append((ev.device, ev.action, ev.pressed))
        return real(ev)

    sel.handle = handle
    return h, sel, seen


def post_and_pump(h, *events):
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    h.app.pump()


def moves(h, sel, ms: float) -> int:
    """How often the cursor moved (along either row, or between them) in ``ms`` of frames."""
    before, count = (sel.index, sel.row, sel.bottom), 0
    for _ in range(int(ms / (1000 / 60))):
        h.advance(1000 / 60)
        now = (sel.index, sel.row, sel.bottom)
        if now != before:
            count, before = count + 1, now
    return count


@pytest.mark.parametrize(
    "gone",
    [
        pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=PAD),
        pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=PAD),
    ],
    ids=["controller removed", "joystick removed"],
)
def test_an_unplugged_pad_lets_go_of_its_held_direction(gone):
    h, sel, seen = select_with_a_pad()
    h.app.input.held[("keys_b", "alt")] = h.now  # another device's held key is not touched
    post_and_pump(h, stick_right())
    assert ("pad0", "right") in h.app.input.held
    assert moves(h, sel, 1200) >= 3, "held: the cursor repeats"
    post_and_pump(h, gone)
    assert ("pad0", "right", False) in seen, "the scene is told the direction was let go"
    assert ("pad0", "right") not in h.app.input.held and ("keys_b", "alt") in h.app.input.held
    assert moves(h, sel, 1500) == 0, "the cursor stops"
    assert "pad0" not in h.app.input.pads.values()


@pytest.mark.parametrize(
    "lost",
    [
        pygame.event.Event(pygame.WINDOWFOCUSLOST),
        pygame.event.Event(pygame.ACTIVEEVENT, gain=0, state=pygame.APPINPUTFOCUS),
    ],
    ids=["window focus lost", "active event"],
)
def test_losing_the_focus_lets_go_of_every_held_input(lost):
    h, sel, seen = select_with_a_pad()
    post_and_pump(
        h,
        stick_right(),
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, scancode=81, mod=0, unicode=""),
    )
    assert {("pad0", "right"), ("keys_a", "down")} <= set(h.app.input.held)
    post_and_pump(h, lost)
    assert not h.app.input.held
    assert ("pad0", "right", False) in seen and ("keys_a", "down", False) in seen
    assert moves(h, sel, 1500) == 0, "the cursor stops"
    post_and_pump(h, stick_right())  # the stick, still pushed, moves again once it is pushed anew
    assert ("pad0", "right") in h.app.input.held


def test_a_focus_event_that_keeps_the_focus_lets_go_of_nothing():
    h, _sel, _seen = select_with_a_pad()
    post_and_pump(h, stick_right())
    post_and_pump(h, pygame.event.Event(pygame.ACTIVEEVENT, gain=1, state=pygame.APPINPUTFOCUS))
    post_and_pump(h, pygame.event.Event(pygame.ACTIVEEVENT, gain=0, state=pygame.APPMOUSEFOCUS))
    assert ("pad0", "right") in h.app.input.held
