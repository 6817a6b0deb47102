import pygame
import pytest

from arcade.core import input as inp
from arcade.core.input import InputMapper


@pytest.fixture(scope="module", autouse=True)
def _pg():
    pygame.display.init()
    yield


def key(k, scancode, down=True, mod=0):
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=k, scancode=scancode, mod=mod)


def actions(mapper, *events, t=5.0):
    out = []
    for e in events:
        out += [(a.device, a.action, a.pressed) for a in mapper.translate(e, t)]
    return out


def test_keyboard_halves_have_their_own_actions():
    m = InputMapper()
    assert actions(m, key(pygame.K_UP, 82)) == [("keys_a", "up", True)]
    assert actions(m, key(pygame.K_w, 26)) == [("keys_b", "up", True)]
    assert actions(m, key(pygame.K_RSHIFT, 229)) == [("keys_a", "alt", True)]
    assert actions(m, key(pygame.K_SPACE, 44)) == [("keys_b", "confirm", True)]


@pytest.mark.parametrize("keycode", [pygame.K_KP7, pygame.K_HOME])  # NumLock on, NumLock off
def test_numpad_7_is_top_left_button_whatever_numlock(keycode):
    m = InputMapper()
    assert actions(m, key(keycode, 95)) == [("numpad", "b7", True)]


@pytest.mark.parametrize(
    "keycode,scan,button",
    [
        (pygame.K_KP1, 89, "b1"),
        (pygame.K_END, 89, "b1"),
        (pygame.K_KP5, 93, "b5"),
        (pygame.K_PAGEDOWN, 91, "b3"),
        (pygame.K_UP, 96, "b8"),
    ],
)
def test_numpad_by_scancode(keycode, scan, button):
    assert actions(InputMapper(), key(keycode, scan)) == [("numpad", button, True)]


def test_navigation_cluster_is_not_the_numpad():
    # the real Home key has its own scancode (74) and is not bound to the console
    assert actions(InputMapper(), key(pygame.K_HOME, 74)) == []
    # the real arrow Up (scancode 82) stays seat A's up
    assert actions(InputMapper(), key(pygame.K_UP, 82)) == [("keys_a", "up", True)]


def test_digit_row_is_numpad_fallback():
    assert actions(InputMapper(), key(pygame.K_7, 36)) == [("numpad", "b7", True)]


def test_two_seats_press_at_once_both_reach_the_game():
    m = InputMapper()
    got = actions(m, key(pygame.K_RETURN, 40), key(pygame.K_SPACE, 44))
    assert got == [("keys_a", "confirm", True), ("keys_b", "confirm", True)]


def test_release_after_scene_change_does_not_leak():
    m = InputMapper()
    actions(m, key(pygame.K_RETURN, 40))
    m.release_all()
    assert actions(m, key(pygame.K_RETURN, 40, down=False)) == []
    actions(m, key(pygame.K_RETURN, 40))
    assert actions(m, key(pygame.K_RETURN, 40, down=False)) == [("keys_a", "confirm", False)]


def test_events_carry_the_stamp_given():
    m = InputMapper()
    (ev,) = m.translate(key(pygame.K_LEFT, 80), 1234.5)
    assert ev.t_ms == 1234.5


def test_alt_enter_toggles_fullscreen():
    m = InputMapper()
    assert actions(m, key(pygame.K_RETURN, 40, mod=pygame.KMOD_LALT)) == [("system", "fullscreen", True)]


def test_escape_and_f1_are_global():
    m = InputMapper()
    assert actions(m, key(pygame.K_ESCAPE, 41)) == [("system", "pause", True)]
    assert actions(m, key(pygame.K_F1, 58)) == [("system", "help", True)]


def test_gamepad_buttons_and_stick():
    m = InputMapper()
    m.pads[7] = "pad0"
    a = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_A, instance_id=7)
    start = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_START, instance_id=7)
    stick = pygame.event.Event(
        pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_LEFTX, value=-30000, instance_id=7
    )
    back = pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_LEFTX, value=0, instance_id=7)
    assert actions(m, a, start, stick, back) == [
        ("pad0", "confirm", True),
        ("system", "pause", True),
        ("pad0", "left", True),
        ("pad0", "left", False),
    ]
    unplugged = pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7)
    actions(m, unplugged)
    assert actions(m, a) == []


def test_broken_keymap_falls_back_per_binding():
    km, problems = inp.validate_keymap({"keys_a": {"up": ["key:i"], "down": "nonsense"}, "moon": {}})
    assert km["keys_a"]["up"] == ["key:i"]
    assert km["keys_a"]["down"] == ["key:down"]
    assert any("moon" in p for p in problems) and any("down" in p for p in problems)
    km2, problems2 = inp.validate_keymap(["not", "a", "map"])
    assert km2 == inp.default_keymap() and problems2


def test_remap_changes_translation_and_conflicts_are_found():
    km = inp.default_keymap()
    km["keys_a"]["confirm"] = ["key:space"]  # now clashes with keys_b confirm
    clashes = inp.conflicts(km)
    assert set(clashes["key:space"]) == {("keys_a", "confirm"), ("keys_b", "confirm")}
    m = InputMapper(km)
    assert ("keys_a", "confirm", True) in actions(m, key(pygame.K_SPACE, 44))
    assert not inp.conflicts(inp.default_keymap())


def test_menu_repeat_after_delay():
    r = inp.Repeater(delay_ms=300, rate_ms=100)
    held = {("keys_a", "down"): 0.0, ("keys_a", "confirm"): 0.0}
    assert r.due(held, 200) == []
    first = r.due(held, 300)
    assert [(e.action, e.repeat) for e in first] == [("down", True)]
    assert r.due(held, 350) == []
    assert len(r.due(held, 400)) == 1


def test_device_labels_for_people():
    from arcade.core.input import device_label

    assert device_label("pad0") == "Gamepad 1" and device_label("pad3") == "Gamepad 4"
    assert device_label("pad") == "Gamepad" and device_label("pad²") == "Gamepad"
    assert device_label("numpad") == "Numpad"


def test_the_next_key_of_each_half_and_of_a_gamepad():
    m = InputMapper()
    assert actions(m, key(pygame.K_SLASH, 56)) == [("keys_a", "next", True)]
    assert actions(m, key(pygame.K_TAB, 43)) == [("keys_b", "next", True)]
    assert inp.PAD_BUTTONS["rightshoulder"] == "next" and inp.pad_label("next") == "RB"
    assert inp._pad_button_name(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER) == "rightshoulder"
    assert not inp.conflicts(inp.default_keymap()), "the new keys clash with none"
    kept, problems = inp.validate_keymap({"keys_a": {"up": ["key:i"]}})  # a keymap saved before 'next'
    assert kept["keys_a"]["next"] == ["key:/"] and not problems
