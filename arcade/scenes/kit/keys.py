"""Key names for the hints a game draws: the key (or button) that gives an action on a seat's own device,
read from the player's keymap, so a remapped key is named as it now is ("Enter", "Num 5", "A", "D-pad Up")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from arcade.core.input import binding_label, pad_label

Keymap = Mapping[str, Mapping[str, Sequence[str]]]
"""A player's keymap as :mod:`arcade.core.input` keeps it: device -> action -> bindings."""

NUMPAD_KEYS: Mapping[str, str] = {"left": "b4", "right": "b6", "up": "b8", "down": "b2", "confirm": "b5"}
"""The numpad keys a game scene reads as directions and confirm (``GameScene`` turns b4/b6/b8/b2 into
left/right/up/down and b5 into confirm); a game that gives another numpad key a meaning passes its own."""


def key_label(keymap: Keymap, device: str, action: str, numpad: Mapping[str, str] = NUMPAD_KEYS) -> str:
    """The first key (or button) that gives ``action`` on ``device``: "Left", "Num 4", "A", "D-pad Up";
    the action's own name when nothing is bound to it."""
    if device.startswith("pad"):
        return pad_label(action) or action
    if device == "numpad":
        action = numpad.get(action, action)
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
