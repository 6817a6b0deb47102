"""Vegas Slot Machine 1973: a person's keys -> rule actions (the controller of the scene).

A person picks a hand card, then a space, or an entry of a small menu, step by step through a
:class:`~.picker.Picker` built from the engine's legal actions, so nothing here decides a rule. Here: the
cursors (hand card, space, menu entry), stepping back, the hint (solo play) and the score card, which
anyone may open at any time.
"""

from __future__ import annotations

from typing import Any

from arcade.core.input import ActionEvent

from . import coach
from .bots import hint as strong_hint
from .picker import CELL, COLUMN, HAND, MENU, Picker, whole_label

NOT_ALLOWED_MS = 1100.0
SOLO_HINT_MS = 1200.0
MOVES = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


class Controls:
    """The cursors and choices of the person to act, on ``scene`` (its state, seats, sounds, ``act``)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.picker: Picker | None = None
        self.picker_key: tuple | None = None
        self.hand_cursor = 0
        self.cell_cursor = 4 if scene.state.geo.size > 4 else 0
        self.menu_cursor = 0
        self.show_card = False
        self.hint: tuple | None = None  # (action, reason, the scene's version it was given for)
        self.advice: tuple[tuple, coach.Advice | None] | None = None  # (its (seat, version), the coach's advice)

    # ------------------------------------------------------------------ reading
    def picker_for(self) -> tuple | None:
        """Whose picker is due and for which version of the table; None on a CPU's turn or at the end."""
        scene = self.scene
        seat = scene.acting()
        if seat is None or scene.is_cpu(seat) or scene.state.is_terminal():
            return None
        return (seat, scene.version)

    def ready_picker(self) -> Picker | None:
        """The picker built for the table as it is (read only: drawing calls this), None if there is none."""
        key = self.picker_for()
        return self.picker if key is not None and self.picker_key == key else None

    def current_picker(self) -> Picker | None:
        """The picker of the person to act, rebuilt (cursors at rest) when the table changed; None on a
        CPU's turn. The scene calls it every update and before a key is taken, never while drawing."""
        key = self.picker_for()
        if key is None:
            return None
        scene = self.scene
        seat = key[0]
        if self.picker_key != key:
            view = scene.state.view(seat)
            self.picker = Picker(
                scene.state.legal_actions(seat), scene.state.cfg.month, list(view.hand), scene.columns_of()
            )
            self.picker_key = key
            self.menu_cursor = resting_cursor(self.picker)
            self.hand_cursor = min(self.hand_cursor, max(0, len(view.hand) - 1))
        return self.picker

    def shown_picker(self) -> Picker | None:
        """The picker drawn now: the person to act sees their hand and nothing is playing."""
        scene = self.scene
        if scene.held is not None:
            return None  # a placement waits for "end turn" (or undo): nothing more is chosen
        return self.ready_picker() if scene.my_turn_shown() and not scene.busy() else None

    def refresh_coach(self) -> None:
        """Work the coach's advice out once per position, for the person to act whose hand is on screen (the
        scene calls this in update when the coach is on; the Strong CPU's move takes about a millisecond)."""
        key = self.picker_for()
        scene = self.scene
        if key is None or not scene.my_turn_shown() or (self.advice is not None and self.advice[0] == key):
            return
        self.advice = (key, coach.advise(scene.shown_view()))

    def coach_lines(self) -> list[str]:
        """What the coach says to the person choosing now (read only): their card and space under the
        cursors, and the Strong CPU's move; nothing on a CPU's turn, behind the curtain or while nothing is
        chosen."""
        picker = self.shown_picker()
        key = self.picker_for()
        if picker is None or key is None or self.advice is None or self.advice[0] != key:
            return []
        name, kind, cands = picker.step()
        slot: int | None = None
        pos: int | None = None
        if kind == HAND and cands:
            slot = self.hand_cursor if self.hand_cursor in cands else None
        elif kind == CELL and "slot" in picker.chosen and picker.kind in ("play", "build"):
            slot, pos = picker.chosen["slot"], self.cell_cursor
        return coach.lines(self.scene.shown_view(), self.advice[1], slot, pos)

    def hint_now(self) -> tuple | None:
        """The hint, while it is for the position on the table."""
        return self.hint if self.hint is not None and self.hint[2] == self.scene.version else None

    def menu_labels(self, picker: Picker, name: str, cands: list) -> list[str]:
        """The words of each menu entry: whole actions (a draw names the open card it takes) or kinds."""
        st = self.scene.state
        if name != "":
            return [picker.menu_label(c) for c in cands]
        last = st.view(self.scene.acting()).last_played
        return [whole_label(c, [st.sym[x] for x in st.open], last[1] if last else -1) for c in cands]

    # ------------------------------------------------------------------ keys
    def intercept(self, ev: ActionEvent) -> ActionEvent | None:
        """Keys for anyone, before seat routing: the score card opens and closes; numpad 9 is "extra".
        Returns the event for the base to route, or None when it was used here."""
        action = ev.action
        if ev.pressed and not ev.repeat and action == "alt" and ev.device not in ("system", "mouse"):
            self.show_card = not self.show_card  # the score card, for anyone, at any time
            self.scene.app.sound("flip")
            return None
        if self.show_card and ev.pressed and action in ("back", "confirm") and ev.device != "system":
            self.show_card = False
            return None
        if ev.device == "numpad" and action == "b9":
            return ActionEvent(ev.device, "extra", ev.pressed, ev.t_ms, ev.repeat)
        return ev

    def key(self, seat: int, action: str) -> None:
        """A person at ``seat`` pressed ``action``."""
        if self.scene.viewer != seat:
            return  # behind the curtain nothing is chosen
        if action == "extra":
            self.ask_hint(seat)
            return
        picker = self.current_picker()
        if picker is None:
            return
        _name, kind, cands = picker.step()
        if kind not in (HAND, CELL, COLUMN, MENU):
            return
        if action == "back":
            self.step_back(picker)
        elif kind == HAND:
            if action in ("left", "right"):
                n = max(1, len(self.scene.state.hands[seat]))
                self.hand_cursor = (self.hand_cursor + (1 if action == "right" else -1)) % n
                self.scene.app.sound("select")
            elif action == "confirm":
                self.pick(picker, self.hand_cursor)
        elif kind in (CELL, COLUMN):
            if action in MOVES:
                self.move_cell(action)
            elif action == "confirm":
                self.pick(picker, self.cell_cursor)
        elif kind == MENU:
            if action in MOVES:
                d = 1 if action in ("down", "right") else -1
                self.menu_cursor = (self.menu_cursor + d) % max(1, len(cands))
                self.scene.app.sound("select")
            elif action == "confirm" and cands:
                self.pick(picker, cands[self.menu_cursor % len(cands)])

    def step_back(self, picker: Picker) -> None:
        if picker.back():
            self.menu_cursor = resting_cursor(picker)
            self.scene.app.sound("back")

    def pick(self, picker: Picker, value: Any) -> None:
        scene = self.scene
        try:
            done = picker.pick(value)
        except ValueError:
            scene.app.sound("error")
            scene.cue = ("Not allowed there", scene.now() + NOT_ALLOWED_MS)
            return
        scene.app.sound("select")
        self.menu_cursor = resting_cursor(picker)
        if done is not None:
            scene.offer(done, scene.acting())  # a placement that would draw waits for "end turn"
            return
        _name, kind, cands = picker.step()
        if kind in (CELL, COLUMN) and cands:
            cols = scene.columns_of()
            ok = [p for p in range(scene.state.geo.size) if (cols[p] if kind == COLUMN else p) in cands]
            if ok and self.cell_cursor not in ok:
                self.cell_cursor = ok[0]

    def move_cell(self, action: str) -> None:
        """The space cursor moves over every machine side by side, wrapping at the edges."""
        geo = self.scene.state.geo
        g, c = divmod(self.cell_cursor, geo.cells)
        x, y = c % geo.width + g * geo.width, c // geo.width
        wide = geo.width * geo.machines
        dx, dy = MOVES[action]
        x, y = (x + dx) % wide, (y + dy) % geo.height
        g, x = divmod(x, geo.width)
        self.cell_cursor = g * geo.cells + y * geo.width + x
        self.scene.app.sound("select")

    def ask_hint(self, seat: int) -> None:
        scene = self.scene
        if scene.mode() != "solo":
            scene.cue = ("Hints are for solo play", scene.now() + SOLO_HINT_MS)
            scene.app.sound("error")
            return
        act, reason = strong_hint(scene.state.view(seat))
        self.hint = (act, reason, scene.version)
        scene.app.sound("confirm")

    def acted(self, terminal: bool) -> None:
        """After every rule action: the hint is spent; at the end the score card closes."""
        self.hint = None
        if terminal:
            self.show_card = False


def resting_cursor(picker: Picker) -> int:
    """Where a menu's cursor starts: on the choice that spends nothing ("No, go on" rather than using the
    one Spin Again or Cumber card), so a confirm pressed on the way never spends a card; else the first."""
    _name, kind, cands = picker.step()
    if kind == MENU:
        return next((i for i, c in enumerate(cands) if getattr(c, "kind", None) == "pass"), 0)
    return 0
