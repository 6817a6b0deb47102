"""Typed text for a text box (the name entry): SDL's text input, with the IME, while the box is open.

While a scene's box is open (:meth:`TextEntry.start`, :meth:`TextEntry.stop` after) the loop hands it the
window's raw key events first (:meth:`TextEntry.take`): a ``TEXTINPUT`` event is typed text; a key-down
that types a character is taken too (its character comes as ``TEXTINPUT``, so "w" types a w rather than
moving Keys B up), and so are Shift, Caps Lock and AltGr (a capital letter does not press Keys A's or B's
second button). Everything else (Backspace, Enter, the arrows, the keypad, gamepads) stays an action,
so the letter grid keeps working with pads and the numpad. The keypad's digits type nothing: a keypad key
moves the grid, and the ``TEXTINPUT`` SDL sends for it with NumLock on is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from arcade.core.window import Window

_KEYPAD_SCANCODES = range(84, 100)  # SDL_SCANCODE_KP_DIVIDE .. SDL_SCANCODE_KP_PERIOD
_COMMAND_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_GUI
_TYPING_KEYS = {pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_CAPSLOCK, pygame.K_MODE, pygame.K_RALT}
"""Keys that only change what the next key types (Shift for a capital, AltGr): taken while typing, so a
Shift bound to a seat's action (Keys A and B's second button) does not act in the middle of a name."""


class TextEntry:
    """Raw key events to typed text for ``on_text`` (a string, possibly several characters from the IME)."""

    def __init__(self, on_text: Callable[[str], None]) -> None:
        self.on_text = on_text
        self.active = False
        self._keypad_text = ""  # the character the last keypad key-down will also send as TEXTINPUT

    def start(self, rect: pygame.Rect | None = None, window: Window | None = None) -> None:
        """Open the box: SDL's text input on (the IME's candidates near ``rect``, a rect on the canvas, put
        in window coordinates through ``window``, the app's :class:`arcade.core.window.Window`)."""
        self.active = True
        self._keypad_text = ""
        try:
            pygame.key.start_text_input()
            if rect is not None:
                pygame.key.set_text_input_rect(_on_window(rect, window))
        except pygame.error:
            pass

    def stop(self) -> None:
        """Close the box: SDL's text input off."""
        self.active = False
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass

    def take(self, event: pygame.event.Event) -> bool:
        """True when ``event`` is typing (handled here: text to ``on_text``); False to treat it as input."""
        if not self.active:
            return False
        if event.type == pygame.TEXTINPUT:
            text = str(getattr(event, "text", ""))
            if self._keypad_text and text == self._keypad_text:
                self._keypad_text = ""
                return True
            self._keypad_text = ""
            if text:
                self.on_text(text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        self._keypad_text = ""
        key = int(getattr(event, "key", 0))
        if key in _TYPING_KEYS:
            return True
        if getattr(event, "scancode", 0) in _KEYPAD_SCANCODES:
            self._keypad_text = str(getattr(event, "unicode", ""))
            return False
        if getattr(event, "mod", 0) & _COMMAND_MODS:
            return False
        char = str(getattr(event, "unicode", ""))
        return (len(char) == 1 and char.isprintable()) or 32 <= key < 127


def _on_window(rect: pygame.Rect, window: Window | None) -> pygame.Rect:
    if window is None:
        return rect
    logical = window.logical
    dest = window.dest
    sx, sy = dest.w / max(1, logical[0]), dest.h / max(1, logical[1])
    return pygame.Rect(dest.x + int(rect.x * sx), dest.y + int(rect.y * sy), int(rect.w * sx), int(rect.h * sy))
