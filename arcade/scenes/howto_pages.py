"""How-to-play pages for the cabinet: (heading, body) pairs in our own words, shown by the how-to scene.

A body names keys as ``{device.action}`` ("{keys_a.confirm}", "{system.pause}", "{pad.back}"): the how-to
scene writes in the key printed on it, from the player's keymap (:func:`fill_keys`), so a remapped key is
named as it now is. Any game's pages may do the same."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from arcade.core.input import binding_label
from arcade.scenes.kit.keys import key_label

PAGES: tuple[tuple[str, str], ...] = (
    (
        "Menus",
        "Move: {keys_a.up} {keys_a.left} {keys_a.down} {keys_a.right}, {keys_b.up} {keys_b.left} {keys_b.down} "
        "{keys_b.right}, or the gamepad's D-pad or stick.\n"
        "Choose: {keys_a.confirm}, {keys_b.confirm} or gamepad {pad.confirm}.\n"
        "Go back: {keys_a.back}, {keys_b.back}, gamepad {pad.back} or {system.pause}.\n"
        "Each game's own keys are shown in the game itself.",
    ),
    (
        "Pausing",
        "{system.pause} in a game opens the pause menu: resume, how to play, options, or quit to menu.\n"
        "When you quit, you are offered to keep the game for later: choose Hold & Quit, and resume it from "
        "the game select whenever you like.\n"
        "{system.help} opens the how-to-play of the game you are in.\n"
        "{system.fullscreen} or Alt+{key:return} switches fullscreen on and off.",
    ),
    (
        "Replays",
        "Every finished game is kept as a replay (the newest 30 of each game); a kept game keeps its replay "
        "too. Choose Replays on Select Game (the menu under the games) and pick a game to watch it again in "
        "the game itself.\n"
        "{keys_a.confirm} plays or pauses, {keys_a.left} {keys_a.right} go a move back or on, {keys_a.up} "
        "{keys_a.down} a turn back or on, {keys_a.alt} changes the speed (1x, 2x, 4x), {keys_a.extra} "
        "chooses whose hidden cards are shown, {keys_a.back} leaves.\n"
        "A replay that does not give the game it claims says MISMATCH and shows no score.",
    ),
    (
        "Two on one keyboard",
        "Two players can share one keyboard.\n"
        "Keys A: {keys_a.up} {keys_a.left} {keys_a.down} {keys_a.right} to move, {keys_a.confirm} to choose, "
        "{keys_a.back} to go back, {keys_a.alt} the second button, {keys_a.extra} the third, "
        "{keys_a.next} jumps to the next.\n"
        "Keys B: {keys_b.up} {keys_b.left} {keys_b.down} {keys_b.right} to move, {keys_b.confirm} to choose, "
        "{keys_b.back} to go back, {keys_b.alt} the second button, {keys_b.extra} the third, "
        "{keys_b.next} jumps to the next.",
    ),
    (
        "The console numpad",
        "The numpad is the console's 3x3 button panel, laid out as it looks: {numpad.b7} {numpad.b8} "
        "{numpad.b9} is the top row, {numpad.b4} {numpad.b5} {numpad.b6} the middle, {numpad.b1} {numpad.b2} "
        "{numpad.b3} the bottom. The digit row along the top of the keyboard works too.\n"
        "See Console Free Play for the four reflex games.",
    ),
    (
        "Options",
        "Effects volume, music volume and mute, and each sound effect switched on or off on its own.\n"
        "Fullscreen, and the frame rate.\n"
        "Animation speed, or animations off altogether; CPU turn pace: how fast computer players' turns "
        "are shown.\n"
        "Colour-blind mode. Reduce flashing.\n"
        "Coach panel: exact odds where a game offers them.\n"
        "Controls: key remapping, a reset back to the default keys, and a test of each seat's keys.",
    ),
)

_KEY = re.compile(r"\{(\w+)[.:]([\w ]+)\}")
NO_NUMPAD_MAP: Mapping[str, str] = {}


def fill_keys(body: str, keymap: Mapping[str, Mapping[str, Sequence[str]]]) -> str:
    """``body`` with each ``{device.action}`` written as the key printed on it ("{keys_a.confirm}" ->
    "Enter", "{pad.confirm}" -> "A", "{numpad.b7}" -> "Num 7"); ``{key:<pygame name>}`` names a fixed key
    ("{key:return}" -> "Enter"). Anything else in braces stays as it is."""

    def one(m: re.Match[str]) -> str:
        device, action = m.group(1), m.group(2)
        if m.group(0)[len(device) + 1] == ":":
            return binding_label(f"{device}:{action}") if device == "key" else m.group(0)
        if device == "pad":
            return key_label(keymap, "pad", action)
        if device not in keymap or action not in keymap[device]:
            return m.group(0)
        return key_label(keymap, device, action, NO_NUMPAD_MAP)

    return _KEY.sub(one, body)
