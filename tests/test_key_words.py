"""One vocabulary of key names (issue 25, the cabinet): every key is named by what is printed on it, through
``binding_label`` / ``key_label``, in games and menus alike; actions are named in a player's words."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from arcade.core import input as inp
from arcade.scenes.curtain import CurtainScene
from arcade.scenes.howto_pages import PAGES, fill_keys
from arcade.scenes.keys import KeysScene, pad_line
from arcade.scenes.kit.keys import key_label
from arcade.scenes.options import OptionsScene
from arcade.scenes.pause import PauseScene
from arcade.testing import Harness

SCENES = Path(__file__).resolve().parent.parent / "arcade" / "scenes"
KEY_WORDS = re.compile(r"\b(Enter|Return|Backspace|Esc|Escape|Space|Shift|Ctrl|F1|F11|Left Right|Up Down)\b")


def test_keys_are_named_as_printed_on_them():
    assert inp.binding_label("key:return") == "Enter"
    assert inp.binding_label("key:escape") == "Esc"
    assert inp.binding_label("key:right shift") == "Right Shift"
    assert inp.binding_label("key:backspace") == "Backspace"
    assert inp.binding_label("key:[5]") == "Num 5"  # pygame's name of the keypad's 5
    assert inp.binding_label("key:enter") == "Num Enter"  # pygame's name of the keypad's Enter
    assert inp.binding_label("scan:93") == "Num 5"
    assert inp.binding_label("key:q") == "Q"
    assert inp.binding_label("key:f1") == "F1"


def test_a_game_and_a_menu_name_the_same_key_the_same_way():
    h = Harness()
    h.boot(OptionsScene(h.app))
    game_word = key_label(h.app.keymap, "keys_a", "confirm")  # what every game's hints say
    menu_word = h.top.hints()[0][0]
    assert game_word == menu_word == "Enter"


def test_gamepad_buttons_are_their_letters():
    km = inp.default_keymap()
    assert key_label(km, "pad0", "confirm") == "A"
    assert key_label(km, "pad0", "back") == "B"
    assert key_label(km, "pad0", "pause") == "Start"
    assert key_label(km, "pad0", "up") == "D-pad Up"
    line = pad_line()
    assert "A choose" in line and "X second button" in line and "Y third button" in line
    assert "alt" not in line and "extra" not in line and "confirm" not in line


def test_pause_menu_does_not_offer_a_change_it_cannot_make():
    h = Harness()
    h.boot(OptionsScene(h.app))
    h.app.push(PauseScene(h.app))
    h.frame()
    words = [w for _k, w in h.top.hints()]
    assert "change" not in words
    assert words[0] == "choose"


def test_menu_offers_change_only_on_a_row_that_changes():
    h = Harness()
    h.boot(OptionsScene(h.app))
    opts = h.top
    opts.index = [i.label for i in opts.items].index("Effects volume")
    assert ("Left/Right", "change") in opts.hints()
    opts.index = [i.label for i in opts.items].index("Back")
    assert "change" not in [w for _k, w in opts.hints()]


def test_curtain_names_the_key_to_press():
    h = Harness()
    h.boot(OptionsScene(h.app))
    assert CurtainScene(h.app, "Ann").prompt() == "Press Enter when ready"
    assert CurtainScene(h.app, "Ann", device="numpad").prompt() == "Press Num 5 on Numpad when ready"
    assert CurtainScene(h.app, "Ann", device="keys_b").prompt() == "Press Space on Keys B (WASD) when ready"
    assert CurtainScene(h.app, "Ann", device="pad0").prompt() == "Press A on Gamepad 1 when ready"
    h.app.keymap["keys_b"]["confirm"] = ["key:e"]  # remapped: named as it now is
    assert CurtainScene(h.app, "Ann", device="keys_b").prompt() == "Press E on Keys B (WASD) when ready"


def test_remap_page_names_actions_in_words():
    h = Harness()
    h.boot(KeysScene(h.app))
    labels = [i.label for i in h.top.items]
    assert "Choose" in labels and "Second button" in labels and "Third button" in labels
    for internal in ("confirm", "alt", "extra"):
        assert internal not in labels
    h.top._device(+2)  # the numpad
    labels = [i.label for i in h.top.items]
    assert "Top-left button" in labels and "Centre button" in labels
    assert not any(label.startswith("b7") or label == "b5" for label in labels)


def test_howto_pages_name_keys_from_the_keymap():
    km = inp.default_keymap()
    bodies = [fill_keys(body, km) for _h, body in PAGES]
    assert not any("{" in b for b in bodies), "every placeholder filled"
    menus = bodies[0]
    assert "Enter" in menus and "Space" in menus and "gamepad A" in menus
    km["keys_a"]["confirm"] = ["key:tab"]
    assert "Choose: Tab, Space" in fill_keys(PAGES[0][1], km)


def _strings(tree: ast.AST):
    """Every string constant of a module that is drawn or built (docstrings left out)."""
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            docstrings.add(id(node.value))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node.lineno, node.value


def test_no_scene_writes_a_key_name_into_its_text():
    """Keys are named through binding_label / key_label (remappable), never written into a scene's text."""
    found = []
    for path in sorted(SCENES.rglob("*.py")):
        for line, value in _strings(ast.parse(path.read_text())):
            if path.name == "howto_pages.py" and "{" in value:
                continue  # a how-to body: its keys are placeholders filled from the keymap
            if KEY_WORDS.search(value):
                found.append(f"{path.relative_to(SCENES)}:{line}: {value!r}")
    assert not found, "\n".join(found)


def test_the_keys_page_words_stay_inside_their_panels():
    """ "second button" beside "Right Shift" ran past the Keys A panel: nothing is drawn in the gaps."""
    import pygame

    from arcade.scenes.howto_keys import draw_keys

    h = Harness(render=False)
    h.boot(OptionsScene(h.app))
    surface = pygame.Surface((1280, 720))
    fill = (1, 2, 3)
    surface.fill(fill)
    rect = pygame.Rect(170, 270, 940, 290)
    draw_keys(surface, h.app.keymap, ("keys_a", "keys_b", "numpad", "pad"), rect)
    w = min(260, (rect.w - 16 * 3) // 4)
    x = rect.centerx - (w * 4 + 16 * 3) // 2
    for i in range(3):
        gap = x + (i + 1) * w + i * 16 + 3  # well inside the 16 px gap after panel i
        column = [tuple(surface.get_at((gap + d, y)))[:3] for d in range(10) for y in range(rect.y, rect.y + 290)]
        assert set(column) == {fill}, f"something drawn between panels {i + 1} and {i + 2}"
