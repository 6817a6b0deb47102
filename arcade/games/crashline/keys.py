"""Key names for one seat's device, read from the player's keymap, for the keycap hints."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from arcade.core.input import PAD_BUTTONS, binding_label

Keymap = Mapping[str, Mapping[str, Sequence[str]]]
"""A player's keymap as ``arcade.core.input`` keeps it: device -> action -> bindings."""

# Crash Line reads the numpad's middle cross as arrows and 5 as confirm (see GameScene.NUMPAD_DIRECTIONS).
NUMPAD_KEYS = {"left": "b4", "right": "b6", "up": "b8", "down": "b2", "confirm": "b5"}
PAD_NAMES = {"dpup": "D-pad Up", "dpdown": "D-pad Down", "dpleft": "D-pad Left", "dpright": "D-pad Right"}


def key_label(keymap: Keymap, device: str, action: str) -> str:
    """The first key (or button) that gives ``action`` on ``device``: "Left", "Num 4", "A", "D-pad Up"."""
    if device.startswith("pad"):
        for button, act in PAD_BUTTONS.items():
            if act == action:
                return PAD_NAMES.get(button, button.upper())
        return action
    if device == "numpad":
        action = NUMPAD_KEYS.get(action, action)
    binds = keymap.get(device, {}).get(action) or []
    return binding_label(binds[0]) if binds else action


def pair_label(keymap: Keymap, device: str, first: str, second: str) -> str:
    """Two keys as one keycap: "Left/Right", "A/D", "Num 4/6", "D-pad Left/Right"."""
    a, b = key_label(keymap, device, first), key_label(keymap, device, second)
    head_a, _, tail_a = a.rpartition(" ")
    head_b, _, tail_b = b.rpartition(" ")
    if head_a and head_a == head_b:
        return f"{head_a} {tail_a}/{tail_b}"
    return f"{a}/{b}"
