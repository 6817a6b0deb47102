"""Issue 36, item 1: a name can be typed. In a lobby, confirm on a seat row opens the name box; typed text
(SDL TEXTINPUT, the IME's too) goes into the name while the box is open, the letter grid still works with
the numpad and pads, Backspace deletes, and the length limit and characters are the grid's."""

import pygame

from arcade.games import registry
from arcade.scenes.lobby import LobbyScene
from arcade.scenes.names import MAX_LEN, ROWS, NameScene
from arcade.testing import Harness


def open_name_box():
    h = Harness()
    h.boot()
    lobby = h.app.push(LobbyScene(h.app, registry.get("crashline")))
    h.advance(300)
    lobby.index = next(i for i, item in enumerate(lobby.items) if item.label.startswith("1."))
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, NameScene)
    return h, lobby, h.top


def type_keys(h, text):
    """Post what SDL posts for each typed key: a key-down carrying its character, then its TEXTINPUT."""
    for ch in text:
        key = pygame.K_SPACE if ch == " " else ord(ch.lower())
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, scancode=4, mod=0, unicode=ch))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, scancode=4, mod=0, unicode=ch))
    h.app.pump()
    h.advance(20)


def press_key(h, key, scancode, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, scancode=scancode, mod=0, unicode=unicode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, scancode=scancode, mod=0, unicode=unicode))
    h.app.pump()
    h.advance(20)


def test_typed_name_goes_into_the_lobby_seat():
    h, lobby, box = open_name_box()
    h.tap("keys_a", "back", frames=1)  # "Player 1" shortened to "Player " by Backspace...
    for _ in range(7):
        press_key(h, pygame.K_BACKSPACE, 42)  # ...and the real Backspace key empties it
    assert box.name == ""
    type_keys(h, "Wasd Q")  # Keys B's movement and back keys type their letters: the grid does not move
    assert box.name == "Wasd Q"
    press_key(h, pygame.K_BACKSPACE, 42)
    assert box.name == "Wasd "
    type_keys(h, "e.")
    press_key(h, pygame.K_RETURN, 40, "\r")  # typing put the cursor on DONE: Enter finishes
    assert h.top is lobby
    assert lobby.seats[0].name == "Wasd e."
    assert lobby.items[lobby.index].label == "1. Wasd e."


def test_ime_text_and_limits():
    h, lobby, box = open_name_box()
    box.name = ""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zo\u00e9!7"))  # an IME's whole word at once
    h.app.pump()
    assert box.name == "Zo7"  # the grid's characters only
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="ABCDEFGHIJKLMNOP"))
    h.app.pump()
    assert box.name == "Zo7ABCDEFGHI" and len(box.name) == MAX_LEN


def test_the_grid_still_works_with_the_numpad_and_pads():
    h, lobby, box = open_name_box()
    box.name = ""
    assert (box.r, box.c) == (4, 2)
    # keypad 8 with NumLock on: SDL sends its key-down and a TEXTINPUT "8"; the grid moves up, nothing typed
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_KP8, scancode=96, mod=0, unicode="8"))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="8"))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_KP8, scancode=96, mod=0, unicode="8"))
    h.app.pump()
    h.advance(20)
    assert box.name == "" and box.r == 3
    h.tap("pad0", "confirm")
    assert box.name == ROWS[3][box.c]  # the pad's confirm adds the grid's letter under the cursor


def test_text_input_is_on_only_while_the_box_is_open(monkeypatch):
    calls = []
    monkeypatch.setattr(pygame.key, "start_text_input", lambda: calls.append("start"))
    monkeypatch.setattr(pygame.key, "stop_text_input", lambda: calls.append("stop"))
    monkeypatch.setattr(pygame.key, "set_text_input_rect", lambda rect: calls.append(("rect", tuple(rect))))
    h, lobby, box = open_name_box()
    assert calls[0] == "start" and calls[1][0] == "rect"
    press_key(h, pygame.K_RETURN, 40, "\r")
    assert h.top is lobby and calls[-1] == "stop"
    type_keys(h, "w")  # the box is closed: typed text no longer goes anywhere, W is Keys B's up again
    assert lobby.seats[0].name == "Player 1"


def test_shift_for_a_capital_does_not_finish_the_name():
    """Shift is Keys A's and Keys B's second button (alt finishes the grid): while typing it only makes a
    capital."""
    h, lobby, box = open_name_box()
    box.name = ""
    for shift, scan in ((pygame.K_LSHIFT, 225), (pygame.K_RSHIFT, 229)):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=shift, scancode=scan, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, scancode=29, mod=1, unicode="Z"))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Z"))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_z, scancode=29, mod=1, unicode="Z"))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=shift, scancode=scan, mod=0, unicode=""))
        h.app.pump()
        h.advance(20)
    assert h.top is box and box.name == "ZZ"
    h.tap("pad0", "alt")  # a pad's second button still finishes
    assert h.top is lobby and lobby.seats[0].name == "ZZ"
