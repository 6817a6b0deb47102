"""Each seat's real keys for the race (from the keymap, or a pad's buttons): named once for a frame
(:func:`race_labels`, among the frame's key names) and laid out as hint lines for the seat's panel."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from arcade.core.input import PAD_BUTTONS, binding_label
from arcade.core.render import draw
from arcade.scenes.kit.keys import KeyLabels

from .controls import LEFT, LOWER, RIGHT, UPPER, command_for
from .rules import BOTTOM, CALL, TAKE_BACK

PAD_ACTIONS = ("left", "right", "up", "down", "confirm", "back", "extra")
NUMPAD_ACTIONS = ("b4", "b6", "b8", "b2", "confirm", "back", "alt")


def _pad_label(action: str) -> str:
    inv = {v: k for k, v in PAD_BUTTONS.items()}
    if action in ("left", "right", "up", "down"):
        return inv[action].replace("dp", "Pad ").title()
    return inv.get(action, action).upper()


def _key_labeller(dev: str, keymap: Mapping[str, Sequence[str]]) -> Callable[[str], str]:
    def label(action: str) -> str:
        binds = keymap.get(action) or []
        text_ = binding_label(binds[0]) if binds else action
        digit = dev == "numpad" and text_.startswith("Num ") and text_[4:].isdigit()
        return text_[4:] if digit else text_

    return label


def race_labels(dev: str, keymaps: Mapping[str, Mapping[str, Sequence[str]]]) -> tuple[tuple[str, str, str], ...]:
    """The names of a seat's race keys on device ``dev``, from the keymap (or the pad's buttons), as key
    names a frame carries: ``(dev, "race:<command>", name)``."""
    label: Callable[[str], str]
    if dev.startswith("pad"):
        label, actions = _pad_label, PAD_ACTIONS
    else:
        label = _key_labeller(dev, keymaps.get(dev, {}))
        actions = NUMPAD_ACTIONS if dev == "numpad" else PAD_ACTIONS
    keys: dict[str, str] = {}
    for a in actions:
        cmd = command_for(dev, a)
        if cmd is not None and cmd not in keys:
            keys[cmd] = label(a)
    return tuple((dev, f"race:{cmd}", name) for cmd, name in keys.items())


def hints_of(keys: KeyLabels, dev: str) -> list[tuple[str, str]]:
    """A seat on device ``dev``: its keys per command (named in ``keys``, :func:`race_labels`), one hint
    per line."""

    def key(command: str) -> str:
        return keys.key(dev, f"race:{command}")

    return [
        (f"{key(LEFT)} {key(RIGHT)}", "lane"),
        (f"{key(UPPER)} {key(LOWER)}", "place"),
        (key(BOTTOM), "next card"),
        (key(TAKE_BACK), "fix mistake"),
        (key(CALL), "TOP SPEED!"),
    ]


def key_hints(dev: str, keymaps: Mapping[str, Mapping[str, Sequence[str]]]) -> list[tuple[str, str]]:
    """A seat on device ``dev``: its keys per command, one hint per line."""
    return hints_of(KeyLabels(race_labels(dev, keymaps)), dev)


def hint_lines(hints: list[tuple[str, str]], width: int) -> list[tuple[str, str, bool]]:
    """(key, what, wrapped) per hint: ``wrapped`` when the words do not fit beside their keycap in a
    panel ``width`` wide (as :func:`draw.hint_bar` lays it out), so they go on the line below (long
    keys: "Backspace", remapped "Right Shift")."""
    return [(key, what, draw.HINT_X + draw.hint_width(key, what) > width - 8) for key, what in hints]
