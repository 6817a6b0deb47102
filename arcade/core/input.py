"""Raw events in, named actions out.

Scenes never see keys. Every keyboard, numpad and gamepad event becomes an :class:`ActionEvent` for a
*device* ("keys_a", "keys_b", "numpad", "pad0", ...) carrying a millisecond timestamp from the one game
clock. Keymaps are plain data (``{device: {action: [binding, ...]}}``), saved per user and remappable; a
binding is ``"key:<pygame key name>"`` (a layout key) or ``"scan:<SDL scancode>"`` (a physical position,
used for the numpad so that NumLock on or off makes no difference).

This module imports pygame only inside the functions that translate pygame events, so the keymap logic
can be tested and reasoned about as data.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from arcade.core.record import FrozenValue, fill

if TYPE_CHECKING:
    import pygame

    from arcade.core.storage import Store

SEAT_ACTIONS = ("up", "down", "left", "right", "confirm", "back", "alt", "extra", "undo", "next")
"""A seat's actions on a keyboard half or a gamepad. ``next`` jumps to the next item of a kind (Insert
Coin: the next shape); a game that has no use for it ignores it."""
NUMPAD_ACTIONS = ("b7", "b8", "b9", "b4", "b5", "b6", "b1", "b2", "b3", "confirm", "back", "alt", "undo")
GLOBAL_ACTIONS = ("pause", "help", "fullscreen")
KEYBOARD_DEVICES = ("keys_a", "keys_b", "numpad")
GLOBAL_DEVICE = "system"
MOUSE_DEVICE = "mouse"

DEVICE_LABELS = {
    "keys_a": "Keys A (arrows)",
    "keys_b": "Keys B (WASD)",
    "numpad": "Numpad",
    "system": "System",
}

# SDL scancodes of the keypad: stable whatever NumLock says.
_KP_SCAN = {1: 89, 2: 90, 3: 91, 4: 92, 5: 93, 6: 94, 7: 95, 8: 96, 9: 97, 0: 98}
_KP_ENTER_SCAN = 88
_KP_PERIOD_SCAN = 99
_KP_MINUS_SCAN = 86

DEFAULT_KEYMAP: dict[str, dict[str, list[str]]] = {
    "keys_a": {
        "up": ["key:up"],
        "down": ["key:down"],
        "left": ["key:left"],
        "right": ["key:right"],
        "confirm": ["key:return"],
        "back": ["key:backspace"],
        "alt": ["key:right shift"],
        "extra": ["key:right ctrl"],
        "undo": ["key:u"],  # a person takes back their last move (the games that offer undo)
        "next": ["key:/"],
    },
    "keys_b": {
        "up": ["key:w"],
        "down": ["key:s"],
        "left": ["key:a"],
        "right": ["key:d"],
        "confirm": ["key:space"],
        "back": ["key:q"],
        "alt": ["key:left shift"],
        "extra": ["key:e"],
        "undo": ["key:z"],
        "next": ["key:tab"],
    },
    "numpad": {
        **{f"b{n}": [f"scan:{_KP_SCAN[n]}", f"key:{n}"] for n in range(1, 10)},
        "confirm": [f"scan:{_KP_ENTER_SCAN}"],
        "back": [f"scan:{_KP_SCAN[0]}", "key:0"],
        "alt": [f"scan:{_KP_PERIOD_SCAN}"],
        "undo": [f"scan:{_KP_MINUS_SCAN}"],
    },
    "system": {
        "pause": ["key:escape"],
        "help": ["key:f1"],
        "fullscreen": ["key:f11"],
    },
}

# Gamepad (SDL game controller) buttons -> actions; the same for every pad.
PAD_BUTTONS = {
    "dpup": "up",
    "dpdown": "down",
    "dpleft": "left",
    "dpright": "right",
    "a": "confirm",
    "b": "back",
    "x": "alt",
    "y": "extra",
    "leftshoulder": "undo",
    "rightshoulder": "next",
    "start": "pause",
    "back": "help",
}
PAD_AXIS_THRESHOLD = 16000


class ActionEvent(FrozenValue):
    """One named action of one device: pressed (key-down) or released, at ``t_ms`` on the game clock;
    ``pos`` is the logical-screen position, for the mouse."""

    device: str
    action: str
    pressed: bool
    t_ms: float
    repeat: bool
    pos: tuple[int, int] | None
    _fields = ("device", "action", "pressed", "t_ms", "repeat", "pos")
    __slots__ = _fields

    def __init__(
        self,
        device: str,
        action: str,
        pressed: bool,
        t_ms: float,
        repeat: bool = False,
        pos: tuple[int, int] | None = None,
    ) -> None:
        fill(self, locals())


def default_keymap() -> dict[str, dict[str, list[str]]]:
    return copy.deepcopy(DEFAULT_KEYMAP)


KEYMAP_NAME = "keymap"
KEYMAP_VERSION = 1
MAX_BINDINGS = 8  # per action
MAX_SCANCODE = 511  # SDL_NUM_SCANCODES - 1
MAX_KEY_NAME = 32


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 30 else text[:27] + "..."


def validate_keymap(data: object) -> tuple[dict[str, dict[str, list[str]]], list[str]]:
    """Return a usable keymap and the problems found. Unknown or broken parts fall back to defaults."""
    keymap = default_keymap()
    problems: list[str] = []
    if not isinstance(data, dict):
        return keymap, ["keymap is not an object; using the default keys"]
    for device, actions in data.items():
        if device not in keymap:
            problems.append(f"unknown device {_show(device)} ignored")
            continue
        if not isinstance(actions, dict):
            problems.append(f"{device}: not an object; default keys kept")
            continue
        for action, bindings in actions.items():
            if action not in keymap[device]:
                problems.append(f"{device}: unknown action {_show(action)} ignored")
                continue
            if (
                not isinstance(bindings, list)
                or not 1 <= len(bindings) <= MAX_BINDINGS
                or not all(isinstance(b, str) and _binding_ok(b) for b in bindings)
            ):
                problems.append(f"{device}.{action}: bad binding {_show(bindings)}; default kept")
                continue
            keymap[device][action] = list(bindings)
    return keymap, problems


def _binding_ok(binding: str) -> bool:
    """``scan:<ASCII digits, a real SDL scancode>`` or ``key:<printable key name>``. ("scan:\u00b2"
    passes ``str.isdigit`` but not ``int``; "scan:\u0661" passes both as 1: both are refused.)"""
    kind, _, value = binding.partition(":")
    if kind == "scan":
        return 0 < len(value) <= 3 and value.isascii() and value.isdigit() and 0 < int(value) <= MAX_SCANCODE
    # key names may be non-ASCII ("ö" on a German layout) but must be printable text
    return kind == "key" and 0 < len(value) <= MAX_KEY_NAME and value.isprintable() and _clean(value)


def _clean(value: str) -> bool:
    from arcade.core.schema import text_problem

    return text_problem(value, MAX_KEY_NAME, allow_empty=False) is None


def load_keymap(store: Store) -> dict[str, dict[str, list[str]]]:
    """The saved keymap through ``store``; a file with any bad part is set aside (the good bindings are
    kept, the bad ones back to the defaults) and the player is told."""
    data = store.load(KEYMAP_NAME, None, KEYMAP_VERSION, validate=lambda d: d)
    keymap, problems = validate_keymap(data if data is not None else {})
    if data is not None and problems:
        shown = "; ".join(problems[:3]) + (f" (and {len(problems) - 3} more)" if len(problems) > 3 else "")
        store.set_aside(KEYMAP_NAME, shown, "Those keys are back to the defaults, the others kept")
        store.save(KEYMAP_NAME, keymap, KEYMAP_VERSION)
    return keymap


def conflicts(keymap: dict[str, dict[str, list[str]]]) -> dict[str, list[tuple[str, str]]]:
    """Bindings used by more than one (device, action): ``{binding: [(device, action), ...]}``.

    The digit row is shared on purpose between nothing else by default; any clash the player makes shows
    here (the options screen marks it)."""
    seen: dict[str, list[tuple[str, str]]] = {}
    for device, actions in keymap.items():
        for action, bindings in actions.items():
            for b in bindings:
                seen.setdefault(b, []).append((device, action))
    return {b: users for b, users in seen.items() if len(users) > 1}


# What is printed on a key, for the names pygame gives ("return" is the key marked Enter).
KEY_NAMES = {
    "return": "Enter",
    "enter": "Num Enter",  # pygame's name of the keypad's Enter key
    "escape": "Esc",
    "numlock": "Num Lock",
}

# What is printed on a gamepad's buttons (the SDL game-controller layout).
PAD_BUTTON_NAMES = {
    "dpup": "D-pad Up",
    "dpdown": "D-pad Down",
    "dpleft": "D-pad Left",
    "dpright": "D-pad Right",
    "a": "A",
    "b": "B",
    "x": "X",
    "y": "Y",
    "leftshoulder": "LB",
    "rightshoulder": "RB",
    "start": "Start",
    "back": "Back",
}

# What an action does, in a player's words (the controls page, the keys pages): one vocabulary.
ACTION_WORDS = {
    "up": "up",
    "down": "down",
    "left": "left",
    "right": "right",
    "confirm": "choose",
    "back": "back",
    "alt": "second button",
    "extra": "third button",
    "undo": "undo",
    "next": "jump to next",
    "pause": "pause",
    "help": "help",
    "fullscreen": "full screen",
}

# The numpad's nine keys are the console's 3x3 panel: named by where they are on it.
NUMPAD_WORDS = {
    "b7": "top-left button",
    "b8": "top button",
    "b9": "top-right button",
    "b4": "left button",
    "b5": "centre button",
    "b6": "right button",
    "b1": "bottom-left button",
    "b2": "bottom button",
    "b3": "bottom-right button",
}


@lru_cache(maxsize=512)
def binding_label(binding: str) -> str:
    """What is printed on the key of a binding: "Enter", "Right Shift", "Num 7", "Esc", "F1", "Q" (worked out
    once per binding: every menu frame names its keys)."""
    kind, _, value = binding.partition(":")
    if kind == "scan":
        code = int(value)
        for digit, sc in _KP_SCAN.items():
            if sc == code:
                return f"Num {digit}"
        if code == _KP_ENTER_SCAN:
            return "Num Enter"
        if code == _KP_PERIOD_SCAN:
            return "Num ."
        if code == _KP_MINUS_SCAN:
            return "Num -"
        return f"Scan {code}"
    if value in KEY_NAMES:
        return KEY_NAMES[value]
    if len(value) == 3 and value[0] == "[" and value[2] == "]":
        return f"Num {value[1]}"  # pygame names the keypad's keys "[1]", "[.]"
    return value.title() if len(value) > 1 else value.upper()


def pad_label(action: str) -> str:
    """The gamepad button that gives ``action`` ("A", "Start", "D-pad Up"); "" when none does."""
    for button, act in PAD_BUTTONS.items():
        if act == action:
            return PAD_BUTTON_NAMES.get(button, button.upper())
    return ""


def action_label(device: str, action: str) -> str:
    """What ``action`` does, in a player's words: "choose", "second button", "top-left button"."""
    if device == "numpad" and action in NUMPAD_WORDS:
        return NUMPAD_WORDS[action]
    return ACTION_WORDS.get(action, action)


class InputMapper:
    """Turns pygame events into ActionEvents for the current keymap; tracks held actions."""

    def __init__(self, keymap: dict[str, dict[str, list[str]]] | None = None) -> None:
        self.pads: dict[int, str] = {}  # SDL instance id -> "padN"
        self._controllers: dict[int, object] = {}
        self.held: dict[tuple[str, str], float] = {}
        self._axis_state: dict[tuple[str, str], bool] = {}
        self.set_keymap(keymap or default_keymap())

    def set_keymap(self, keymap: dict[str, dict[str, list[str]]]) -> None:
        self.keymap = keymap
        self._by_key: dict[str, list[tuple[str, str]]] = {}
        self._by_scan: dict[int, list[tuple[str, str]]] = {}
        for device, actions in keymap.items():
            for action, bindings in actions.items():
                for b in bindings:
                    kind, _, value = b.partition(":")
                    if kind == "scan":
                        self._by_scan.setdefault(int(value), []).append((device, action))
                    else:
                        self._by_key.setdefault(value, []).append((device, action))

    def key_name(self, device: str, action: str) -> str:
        """The label of the first key bound to ``action`` on ``device`` ("" when none), for key hints."""
        bindings = self.keymap.get(device, {}).get(action) or []
        return binding_label(bindings[0]) if bindings else ""

    def release_all(self) -> None:
        """Forget held actions (on a scene change): their key-ups will not leak into the next scene."""
        self.held.clear()

    def let_go(self, t_ms: float, device: str | None = None) -> list[ActionEvent]:
        """Release every held action (of ``device`` alone when given) as if its key went up at ``t_ms``:
        the window lost the focus (its key-ups go elsewhere) or a pad was unplugged with a direction held
        (no event will ever release it). The releases come back to be dispatched."""
        gone = [key for key in self.held if device is None or key[0] == device]
        for key in [k for k in self._axis_state if device is None or k[0] == device]:
            del self._axis_state[key]
        out = []
        for key in gone:
            del self.held[key]
            out.append(ActionEvent(key[0], key[1], False, t_ms))
        return out

    # -- translation -------------------------------------------------------------------------------
    def lookup(self, key: int, scancode: int | None) -> list[tuple[str, str]]:
        """(device, action) pairs bound to a key; a scancode binding wins over a key-name binding."""
        import pygame

        if scancode is not None and scancode in self._by_scan:
            return self._by_scan[scancode]
        name = pygame.key.name(key)
        return self._by_key.get(name, [])

    def translate(self, event: pygame.event.Event, t_ms: float) -> list[ActionEvent]:
        import pygame

        et = event.type
        out: list[ActionEvent] = []
        if et in (pygame.KEYDOWN, pygame.KEYUP):
            pressed = et == pygame.KEYDOWN
            if pressed and event.key == pygame.K_RETURN and (event.mod & pygame.KMOD_ALT):
                return [ActionEvent(GLOBAL_DEVICE, "fullscreen", True, t_ms)]
            for device, action in self.lookup(event.key, getattr(event, "scancode", None)):
                out.extend(self._emit(device, action, pressed, t_ms))
        elif et in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            pad = self.pads.get(event.instance_id)
            button = PAD_BUTTONS.get(_pad_button_name(event.button))
            if pad and button:
                pressed = et == pygame.CONTROLLERBUTTONDOWN
                dev = GLOBAL_DEVICE if button in ("pause", "help") else pad
                out.extend(self._emit(dev, button, pressed, t_ms))
        elif et == pygame.CONTROLLERAXISMOTION:
            pad = self.pads.get(event.instance_id)
            if pad:
                out.extend(self._axis(pad, event.axis, event.value, t_ms))
        elif et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            out.append(ActionEvent(MOUSE_DEVICE, "click", et == pygame.MOUSEBUTTONDOWN, t_ms, pos=event.pos))
        elif et == pygame.MOUSEMOTION:
            out.append(ActionEvent(MOUSE_DEVICE, "point", False, t_ms, pos=event.pos))
        elif et == pygame.MOUSEWHEEL:
            action = "up" if event.y > 0 else "down"
            out.append(ActionEvent(MOUSE_DEVICE, action, True, t_ms))
        elif et == pygame.CONTROLLERDEVICEADDED:
            self.add_pad(event.device_index)
        elif et in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            pad = self.pads.pop(getattr(event, "instance_id", -1), None)
            self._controllers.pop(getattr(event, "instance_id", -1), None)
            if pad is not None:  # whatever it held is let go (its own key-ups will never come)
                out.extend(self.let_go(t_ms, pad))
        elif et == pygame.WINDOWFOCUSLOST or (et == pygame.ACTIVEEVENT and _input_focus_lost(event)):
            out.extend(self.let_go(t_ms))  # its key-ups go to another window
        return out

    def _emit(self, device: str, action: str, pressed: bool, t_ms: float) -> list[ActionEvent]:
        key = (device, action)
        if pressed:
            repeat = key in self.held
            self.held.setdefault(key, t_ms)
            return [ActionEvent(device, action, True, t_ms, repeat=repeat)]
        if key not in self.held:
            return []  # a key-up whose key-down belonged to an earlier scene
        del self.held[key]
        return [ActionEvent(device, action, False, t_ms)]

    def _axis(self, device: str, axis: int, value: int, t_ms: float) -> list[ActionEvent]:
        import pygame

        if axis == pygame.CONTROLLER_AXIS_LEFTX:
            pairs = (("left", value < -PAD_AXIS_THRESHOLD), ("right", value > PAD_AXIS_THRESHOLD))
        elif axis == pygame.CONTROLLER_AXIS_LEFTY:
            pairs = (("up", value < -PAD_AXIS_THRESHOLD), ("down", value > PAD_AXIS_THRESHOLD))
        else:
            return []
        out = []
        for action, on in pairs:
            was = self._axis_state.get((device, action), False)
            if on != was:
                self._axis_state[(device, action)] = on
                out.extend(self._emit(device, action, on, t_ms))
        return out

    def add_pad(self, device_index: int) -> str | None:
        """Open a newly plugged game controller; it becomes the lowest free "padN"."""
        try:
            from pygame._sdl2 import controller

            if not controller.get_init():
                controller.init()
            if not controller.is_controller(device_index):
                return None
            pad = controller.Controller(device_index)
            instance = pad.as_joystick().get_instance_id()
        except Exception:
            return None
        used = set(self.pads.values())
        name = next(f"pad{i}" for i in range(16) if f"pad{i}" not in used)
        self.pads[instance] = name
        self._controllers[instance] = pad
        return name

    def connected_devices(self) -> list[str]:
        return list(KEYBOARD_DEVICES) + sorted(self.pads.values())


_PAD_NAMES: dict[int, str] = {}


def _input_focus_lost(event: pygame.event.Event) -> bool:
    """An ACTIVEEVENT (the SDL 1 style focus event) that says the keyboard focus went away."""
    import pygame

    return not getattr(event, "gain", 1) and bool(getattr(event, "state", 0) & pygame.APPINPUTFOCUS)


def _pad_button_name(button: int) -> str:
    if not _PAD_NAMES:
        import pygame

        names = ("a", "b", "x", "y", "back", "start", "leftshoulder", "dpad_up", "dpad_down", "dpad_left", "dpad_right")
        for name in (*names, "rightshoulder"):
            const = getattr(pygame, "CONTROLLER_BUTTON_" + name.upper(), None)
            if const is not None:
                _PAD_NAMES[const] = name.replace("dpad_", "dp")
    return _PAD_NAMES.get(button, "")


def device_label(device: str) -> str:
    """A device's name for people: "Keys A (arrows)", "Gamepad 2"; "pad" alone is any gamepad."""
    if device.startswith("pad"):
        number = device[3:]
        return f"Gamepad {int(number) + 1}" if number.isascii() and number.isdigit() else "Gamepad"
    return DEVICE_LABELS.get(device, device)


def actions_for(device: str) -> Iterable[str]:
    if device == "numpad":
        return NUMPAD_ACTIONS
    if device == GLOBAL_DEVICE:
        return GLOBAL_ACTIONS
    return SEAT_ACTIONS


class Repeater:
    """Auto-repeat for held navigation actions in menus (delay, then a steady rate)."""

    def __init__(self, delay_ms: float = 380.0, rate_ms: float = 70.0) -> None:
        self.delay_ms = delay_ms
        self.rate_ms = rate_ms
        self._next: dict[tuple[str, str], float] = {}

    def due(self, held: dict[tuple[str, str], float], now_ms: float) -> list[ActionEvent]:
        out = []
        for key in list(self._next):
            if key not in held:
                del self._next[key]
        for (device, action), since in held.items():
            if action not in ("up", "down", "left", "right"):
                continue
            nxt = self._next.get((device, action), since + self.delay_ms)
            if now_ms >= nxt:
                out.append(ActionEvent(device, action, True, now_ms, repeat=True))
                nxt = now_ms + self.rate_ms
            self._next[(device, action)] = nxt
        return out
