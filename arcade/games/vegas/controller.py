"""Vegas Slot Machine 1973's controller: a person's press -> the next UI state and maybe a rule action. Pure
(no app, no scene, no pygame): ``control(ui, seat, action, view) -> Step``, ``view`` the acting seat's.

A person picks a hand card, then a space, or an entry of a small menu, step by step through a
:class:`~.picker.Picker` built from the view's legal actions and the choice kept in the UI state, so
nothing here decides a rule. Left/right choose a hand card, confirm picks it; the arrows move over the
machine (every machine side by side, wrapping), confirm picks the space; the arrows move along a menu,
confirm picks the entry; back steps back; extra asks for the hint (solo play).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from arcade.scenes.kit.controller import Step

from .bots import hint as strong_hint
from .picker import CELL, COLUMN, HAND, MENU, Candidate, Picker
from .ui import VegasUI

MOVES = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
NOT_ALLOWED = "Not allowed there"
SOLO_ONLY = "Hints are for solo play"
CUE_MS = {NOT_ALLOWED: 1100.0, SOLO_ONLY: 1200.0}  # how long each of the controller's cues shows


def columns_of(geo: Any) -> list[int]:
    """Space -> the id of its column (over every machine side by side)."""
    return [(p // geo.cells) * geo.width + (p % geo.cells) % geo.width for p in range(geo.size)]


def picker_of(ui: VegasUI, view: Any) -> Picker:
    """The choice the UI state holds, on the view's legal actions and hand."""
    return Picker(view.legal, view.cfg.month, list(view.hand), columns_of(view.geo), ui.kind, dict(ui.chosen))


def resting_cursor(picker: Picker) -> int:
    """Where a menu's cursor starts: on the choice that spends nothing ("No, go on" rather than using the
    one Spin Again or Cumber card), so a confirm pressed on the way never spends a card; else the first."""
    _name, kind, cands = picker.step()
    if kind == MENU:
        return next((i for i, c in enumerate(cands) if getattr(c, "kind", None) == "pass"), 0)
    return 0


def settle(ui: VegasUI, at: tuple[int, int], view: Any) -> VegasUI:
    """The UI state for the position ``at`` (the seat to choose, the table's version): unchanged while it is
    the one the choice was built for; else the choice starts again, the menu cursor at rest and the hand
    cursor kept on the hand."""
    if ui.at == at:
        return ui
    fresh = replace(ui, kind=None, chosen=(), at=at)
    hand = min(ui.hand, max(0, len(view.hand) - 1))
    return replace(fresh, hand=hand, menu=resting_cursor(picker_of(fresh, view)))


def _keep(ui: VegasUI, picker: Picker, **changes: Any) -> VegasUI:
    """``ui`` holding the picker's choice as it now is."""
    return replace(ui, kind=picker.kind, chosen=tuple(picker.chosen.items()), **changes)


def control(ui: VegasUI, seat: int, action: str, view: Any) -> Step:
    """What ``action`` pressed by ``seat`` (to act, their hand on screen) does; anything else: nothing."""
    if action == "extra":
        return _hint(ui, view)
    if not view.legal:
        return Step(ui)
    picker = picker_of(ui, view)
    _name, kind, cands = picker.step()
    if kind not in (HAND, CELL, COLUMN, MENU):
        return Step(ui)
    if action == "back":
        if picker.back():
            return Step(_keep(ui, picker, menu=resting_cursor(picker)), sound="back")
        return Step(ui)
    if kind == HAND:
        if action in ("left", "right"):
            n = max(1, len(view.hand))
            return Step(replace(ui, hand=(ui.hand + (1 if action == "right" else -1)) % n), sound="select")
        if action == "confirm":
            return _pick(ui, picker, ui.hand, view)
    elif kind in (CELL, COLUMN):
        if action in MOVES:
            return Step(replace(ui, cell=moved(ui.cell, action, view.geo)), sound="select")
        if action == "confirm":
            return _pick(ui, picker, ui.cell, view)
    elif kind == MENU:
        if action in MOVES:
            d = 1 if action in ("down", "right") else -1
            return Step(replace(ui, menu=(ui.menu + d) % max(1, len(cands))), sound="select")
        if action == "confirm" and cands:
            return _pick(ui, picker, cands[ui.menu % len(cands)], view)
    return Step(ui)


def _pick(ui: VegasUI, picker: Picker, value: Candidate, view: Any) -> Step:
    """Pick ``value`` at the picker's step: the rule action once the choice is whole."""
    try:
        done = picker.pick(value)
    except ValueError:
        return Step(ui, sound="error", cue=NOT_ALLOWED)
    after = _keep(ui, picker, menu=resting_cursor(picker))
    if done is not None:
        return Step(after, done, sound="select")
    _name, kind, cands = picker.step()
    if kind in (CELL, COLUMN) and cands:
        cols = columns_of(view.geo)
        ok = [p for p in range(view.geo.size) if (cols[p] if kind == COLUMN else p) in cands]
        if ok and after.cell not in ok:
            after = replace(after, cell=ok[0])
    return Step(after, sound="select")


def moved(cell: int, action: str, geo: Any) -> int:
    """The space cursor moved by ``action`` over every machine side by side, wrapping at the edges."""
    g, c = divmod(cell, geo.cells)
    x, y = c % geo.width + g * geo.width, c // geo.width
    wide = geo.width * geo.machines
    dx, dy = MOVES[action]
    x, y = (x + dx) % wide, (y + dy) % geo.height
    g, x = divmod(x, geo.width)
    return g * geo.cells + y * geo.width + x


def _hint(ui: VegasUI, view: Any) -> Step:
    """Solo play: the Strong CPU's move for the view, and why; elsewhere a cue says hints are for solo."""
    if view.cfg.mode != "solo":
        return Step(ui, sound="error", cue=SOLO_ONLY)
    act, reason = strong_hint(view)
    return Step(replace(ui, hint=(act, reason)), sound="confirm")
