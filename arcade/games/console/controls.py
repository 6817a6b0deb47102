"""Input actions -> console buttons, as a pure controller: ``control(ui, seat, key, view) -> Step``.

The numpad keys Num 1..9 (and the seat's own device's digits) are the nine buttons; arrows/WASD/d-pad move
a cursor over the panel and confirm presses the button under it (letting go of confirm lets go of it); a
mouse click presses the button under the pointer. Alt opens the saved replays, back leaves (neither while a
game is played). Every press or release becomes the rule action :class:`~.events.Press` /
:class:`~.events.Release` at its input's own stamp, on console time. While a replay is watched the keys
steer the watching (:class:`Watch`); in a duel a person's first press starts the game (:class:`StartDuel`)
and nothing leaves it. The scene hands each input over as a :class:`Key` (the button it is, if any, and the
console time already worked out) and carries out the step.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from arcade.core.input import GLOBAL_DEVICE, MOUSE_DEVICE
from arcade.scenes.kit.controller import Step

from .events import Press, Release
from .layout import col_of, row_of
from .machine import ConsoleView
from .ui import ConsoleUI

CENTRE = 5  # where the cursor starts: the middle button
WATCH_KEYS = {"b4": "left", "b6": "right", "b8": "up", "b2": "down", "b5": "confirm"}  # the numpad, watching


@dataclass(frozen=True, slots=True)
class Key:
    """One input as the console takes it: the action and device, pressed or let go (``repeat``: a held
    key's repeat), its console time ``t``, the console button it is (``cell``: a digit of a button device)
    and the button under a mouse click (``hit``); what the scene is showing: a watched replay, the demo, or a
    duel (``duel``: "" none, "waiting" for the person's first press, "on" once started, "cpu" a computer's)."""

    action: str
    device: str
    pressed: bool
    t: float
    repeat: bool = False
    cell: int | None = None
    hit: int | None = None
    pointed: bool = True  # a mouse input says where the pointer is
    watching: bool = False
    demo: bool = False
    duel: str = ""


@dataclass(frozen=True, slots=True)
class Leave:
    """Leave the console (once a high score waiting for its initials is signed)."""


@dataclass(frozen=True, slots=True)
class OpenReplays:
    """The saved replays list (once a high score waiting for its initials is signed)."""


@dataclass(frozen=True, slots=True)
class StartDuel:
    """Switch the console on at the duel's skill and start its game."""


@dataclass(frozen=True, slots=True)
class Watch:
    """A watched replay's control: ``leave``, ``pause`` (or play on), ``speed`` (the next), ``step`` to the
    next press (``by`` +1) or the last one (-1), ``jump`` five seconds on (+1) or back (-1)."""

    what: str
    by: int = 0


def control(ui: ConsoleUI, seat: int, key: Key, view: ConsoleView) -> Step:
    """What ``key`` does (see the module docstring)."""
    if key.device == GLOBAL_DEVICE:
        return Step(ui)
    if key.watching:
        return _watch(ui, key)
    if key.demo or (key.pressed and key.repeat):
        return Step(ui)
    if key.duel:
        used = _duel(ui, key, view)
        if used is not None:
            return used
    if key.cell is not None:
        return Step(ui, _button(key.cell, key.pressed, key.t))
    if key.device == MOUSE_DEVICE:
        return _mouse(ui, key)
    if key.action in ("up", "down", "left", "right"):
        return Step(replace(ui, cursor=moved(ui.cursor, key.action)), sound="select") if key.pressed else Step(ui)
    playing = view.mode == "playing"
    if key.action == "confirm" and key.device != "numpad":
        if key.pressed:
            cell = ui.cursor or CENTRE
            return Step(replace(ui, cursor=cell, cursor_down=cell), Press(cell, key.t))
        if ui.cursor_down is not None:  # let go of the button this confirm pressed
            return Step(replace(ui, cursor_down=None), Release(ui.cursor_down, key.t))
    elif key.pressed and key.action == "alt" and not playing:
        return Step(ui, OpenReplays())
    elif key.pressed and key.action == "back" and not playing:
        return Step(ui, Leave())
    return Step(ui)


def _button(cell: int, pressed: bool, t: float) -> Press | Release:
    return Press(cell, t) if pressed else Release(cell, t)


def _mouse(ui: ConsoleUI, key: Key) -> Step:
    if key.action != "click" or not key.pointed:
        return Step(ui)
    if key.pressed and key.hit is not None:
        return Step(replace(ui, mouse_cell=key.hit), Press(key.hit, key.t))
    if not key.pressed and ui.mouse_cell is not None:
        return Step(replace(ui, mouse_cell=None), Release(ui.mouse_cell, key.t))
    return Step(ui)


def _duel(ui: ConsoleUI, key: Key, view: ConsoleView) -> Step | None:
    """A duel: a person starts the game with any button (or confirm); nothing leaves the duel, no new session
    starts after it. None: the key is handled as in Free Play."""
    if key.duel == "cpu":
        return Step(ui)  # a computer is playing: hands off
    if key.duel == "waiting":
        start = key.pressed and (key.cell is not None or key.action in ("confirm", "click"))
        return Step(ui, StartDuel() if start else None)
    if view.final_score is not None and view.mode != "playing":
        return Step(ui)
    return Step(ui) if key.action in ("alt", "back") else None


def _watch(ui: ConsoleUI, key: Key) -> Step:
    """A key while a replay is watched (pressed keys only)."""
    if not key.pressed or key.repeat:
        return Step(ui)
    action = WATCH_KEYS.get(key.action, key.action) if key.device == "numpad" else key.action
    if action in ("back", "click"):
        return Step(ui, Watch("leave"), sound="back")
    what = {"confirm": Watch("pause"), "alt": Watch("speed"), "left": Watch("step", -1), "right": Watch("step", 1)}
    what |= {"up": Watch("jump", -1), "down": Watch("jump", 1)}
    if action not in what:
        return Step(ui)
    return Step(ui, what[action], sound="select")


def moved(cursor: int | None, action: str) -> int:
    """The cursor moved one button up, down, left or right (it stops at the panel's edge)."""
    c = cursor or CENTRE
    r, k = row_of(c), col_of(c)
    r = max(0, min(2, r + {"up": -1, "down": 1}.get(action, 0)))
    k = max(0, min(2, k + {"left": -1, "right": 1}.get(action, 0)))
    return r * 3 + k + 1
