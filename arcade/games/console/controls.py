"""Input actions -> console buttons: the numpad's nine keys, a cursor over the panel, the mouse, the menu keys.

The numpad keys Num 1..9 (and the seat's own device's digits) are the nine buttons; arrows/WASD/d-pad move
a cursor over the panel and confirm presses the button under it (letting go of confirm lets go of it); a
mouse click presses the button under the pointer. Alt opens the saved replays, back leaves (neither while a
game is played). Every press or release goes to the console at its input's own stamp, on console time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.input import GLOBAL_DEVICE, MOUSE_DEVICE, ActionEvent
from arcade.games.console import drive, sessions, watching
from arcade.games.console.duel_mode import duel_input
from arcade.games.console.layout import NUMPAD_ACTION_TO_CELL, SKILL_OF_CELL, col_of, row_of
from arcade.games.console.replays_menu import ReplayListScene

if TYPE_CHECKING:
    from arcade.games.console.scene import ConsoleScene

CENTRE = 5  # where the cursor starts: the middle button


class Controls:
    """The panel cursor, and which button a held confirm or mouse button is holding down."""

    def __init__(self) -> None:
        self.cursor: int | None = None
        self.cursor_down: int | None = None  # the button a held confirm pressed
        self.mouse_cell: int | None = None  # the button a held mouse click pressed

    def handle(self, scene: ConsoleScene, ev: ActionEvent) -> None:
        if ev.device == GLOBAL_DEVICE:
            return
        if scene.replay is not None:
            watching.handle(scene, ev)
            return
        if scene.demo:
            return
        if ev.pressed and ev.repeat:
            return
        t = scene.console_ms(ev.t_ms)
        cell = NUMPAD_ACTION_TO_CELL.get(ev.action) if ev.device in button_devices(scene) else None
        if scene.duel is not None and duel_input(scene, ev, cell):
            return
        if cell is not None:
            button(scene, cell, ev.pressed, t)
            return
        if ev.device == MOUSE_DEVICE:
            self._mouse(scene, ev, t)
            return
        if ev.action in ("up", "down", "left", "right"):
            if ev.pressed:
                self.move_cursor(ev.action)
                scene.app.sound("select")
        elif ev.action == "confirm" and ev.device != "numpad":
            if ev.pressed:
                self.cursor = self.cursor or CENTRE
                self.cursor_down = self.cursor
                button(scene, self.cursor, True, t)
            elif self.cursor_down is not None:  # let go of the button this confirm pressed
                button(scene, self.cursor_down, False, t)
                self.cursor_down = None
        elif ev.pressed and ev.action == "alt" and scene.machine.mode != "playing":
            if sessions.initials_first(scene):
                return
            scene.app.push(ReplayListScene(scene.app, type(scene).watching))
        elif ev.pressed and ev.action == "back" and scene.machine.mode != "playing":
            if sessions.initials_first(scene):
                return  # a high score is signed before leaving
            scene.app.sound("back")
            scene.app.pop()

    def _mouse(self, scene: ConsoleScene, ev: ActionEvent, t: float) -> None:
        if ev.action != "click" or ev.pos is None:
            return
        hit = scene.layout.button_at(ev.pos) if ev.pressed else None
        if ev.pressed and hit is not None:
            self.mouse_cell = hit
            button(scene, hit, True, t)
        elif not ev.pressed and self.mouse_cell is not None:
            button(scene, self.mouse_cell, False, t)
            self.mouse_cell = None

    def move_cursor(self, action: str) -> None:
        """Move the cursor one button up, down, left or right (it stops at the panel's edge)."""
        c = self.cursor or CENTRE
        r, k = row_of(c), col_of(c)
        r = max(0, min(2, r + {"up": -1, "down": 1}.get(action, 0)))
        k = max(0, min(2, k + {"left": -1, "right": 1}.get(action, 0)))
        self.cursor = r * 3 + k + 1


def button_devices(scene: ConsoleScene) -> set[str]:
    """Devices whose digit buttons are the console's nine: the seat's own, and always the numpad."""
    return {"numpad", *(s.device for s in scene.config.seats if not s.is_cpu)}


def button(scene: ConsoleScene, cell: int, pressed: bool, t: float) -> None:
    """A person pressed or let go of button ``cell`` at console time ``t``."""
    m = scene.machine
    if pressed and cell in SKILL_OF_CELL and m.final_score is not None and m.mode in ("off", "score", "test1"):
        if m.mode == "off" or m.phase == "off":
            if sessions.initials_first(scene):
                return  # the next session waits for the high score's initials
            sessions.fresh_machine(scene, t)
    if scene.reach is not None:  # One Hand: queued, fed in time order with everything else
        scene.reach.add("press" if pressed else "release", cell, t)
        drive.feed_reach(scene, t)
        return
    drive.feed(scene, "press" if pressed else "release", cell, t)
