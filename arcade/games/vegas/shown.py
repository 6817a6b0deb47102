"""Vegas Slot Machine 1973: what the screen shows besides the view, and the choice on show, from a frame.

:class:`Table` is what the scene adds to every frame (as its ``beat``: what the time and the table show in
Vegas's own drawings): the machine on show while a cascade is replayed, its glows, the prize paying and
the lit lines, the clock of U, whose turn it is, a placement waiting for "end turn", the coach's advice,
the keys of the hint bar. The functions below say, from a frame alone, what the person choosing sees:
the picker (rebuilt from the view and the UI state), the menu's words, the spaces lit, the coach's lines.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from arcade.scenes.kit.frame import Frame

from . import coach
from .controller import picker_of
from .picker import CELL, HAND, Picker, whole_label


@dataclass(frozen=True)
class Table:
    """Vegas's part of a frame (see the module docstring)."""

    grid: tuple  # (tops, heights) of the machine on show
    glows: tuple[tuple[int, float], ...] = ()  # the cascade's landing glows, (space, strength)
    prize: Any = None  # the prize paying now (its event), or None
    lit: tuple = ()  # the lit lines, (line, colour)
    left_s: int | None = None  # variation U: the whole seconds left to play
    acting: int | None = None  # the seat to act (None: nobody, the end)
    busy: bool = False
    over: bool = False  # the game is over
    held: tuple | None = None  # a placement waiting for "end turn": (its action, its seat)
    ready: bool = False  # the UI state holds the choice of the person to act at this position
    coaching: bool = False  # the coach speaks in this game
    advised: bool = False  # the coach's advice below is for this position
    advice: coach.Advice | None = None
    undo: bool = False  # the person named in the hint bar may take a move back
    keycaps: tuple[tuple[str, str], ...] = ()  # (action, the key's name) on that person's device
    round_points: tuple[int, ...] = ()  # each seat's points this round
    placed: int = 0  # cards placed in the machine so far

    def keycap(self, action: str) -> str:
        return next((label for a, label in self.keycaps if a == action), action)


def table(frame: Frame) -> Table:
    return cast(Table, frame.beat)


def my_turn(frame: Frame) -> bool:
    """A person is to act and their hand is on screen."""
    seat = table(frame).acting
    return seat is not None and not frame.is_cpu(seat) and frame.viewer == seat


def ready_picker(frame: Frame) -> Picker | None:
    """The choice of the person to act, built for the table as it is, whether or not it is on show."""
    t = table(frame)
    return picker_of(frame.ui, frame.view) if t.ready and frame.viewer == t.acting else None


def picker(frame: Frame) -> Picker | None:
    """The choice drawn now: the person to act sees their hand, nothing plays, no placement waits."""
    t = table(frame)
    if t.held is not None or t.busy or not my_turn(frame):
        return None
    return ready_picker(frame)


def hint(frame: Frame) -> tuple | None:
    """The hint asked for at this position: (action, reason)."""
    hint: tuple | None = frame.ui.hint
    return hint


def menu_labels(frame: Frame, choice: Picker, name: str, cands: list) -> list[str]:
    """The words of each menu entry: whole actions (a draw names the open card it takes) or kinds."""
    if name != "":
        return [choice.menu_label(c) for c in cands]
    last = frame.view.last_played
    return [whole_label(c, list(frame.view.open), last[1] if last else -1) for c in cands]


def memory_marks(view, slot, cands: list[int]) -> tuple[set, set]:
    """Variation M, choosing a space: (safe, tried). ``safe``: where the chosen card may go by the rules,
    when its owner can see it; ``tried``: every other space it may be tried on from memory."""
    known = view.known_spaces()
    safe = set(known.get(slot, ())) & set(cands) if slot is not None else set()
    return safe, set(cands) - safe


def space_marks(frame: Frame, choice: Picker, cands: list) -> tuple[set, set]:
    """Spaces to light for the choice of a space: (safe, tried); only under M do they differ."""
    if frame.view.cfg.has("M") and choice.kind == "play":
        return memory_marks(frame.view, choice.chosen.get("slot"), cands)
    return set(cands), set()


def coach_lines(frame: Frame) -> list[str]:
    """What the coach says to the person choosing now: their card and space under the cursors, and the
    Strong CPU's move; nothing on a CPU's turn, behind the curtain or while nothing is chosen."""
    choice = picker(frame)
    t = table(frame)
    if choice is None or not t.advised:
        return []
    _name, kind, cands = choice.step()
    ui = frame.ui
    slot: int | None = None
    pos: int | None = None
    if kind == HAND and cands:
        slot = ui.hand if ui.hand in cands else None
    elif kind == CELL and "slot" in choice.chosen and choice.kind in ("play", "build"):
        slot, pos = choice.chosen["slot"], ui.cell
    return coach.lines(frame.view, t.advice, slot, pos)
