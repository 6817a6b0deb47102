"""Insert Coin's controller: a person's press -> their cursor after it and maybe a rule action. Pure (no
app, no scene, no pygame): ``control(ui, seat, action, view) -> Step``, ``view`` that seat's own
(:class:`.view.SheetView`: it holds the seat's legal actions, which say where a ghost fits).

Everyone acts on the card at once, each from their own device, so a press names its seat and changes only
that seat's cursor (:class:`.controls.Ghost`, a value: each press gives a new one). In the keep phase the
arrows move along the dealt cards, ``confirm`` marks one (with three marked, KEEP keeps them: the keep
action), ``back`` unmarks; in play the arrows move the ghost piece, ``alt`` rotates, ``extra`` mirrors,
``next`` jumps to the next Level, ``back`` takes back a staged placement or else switches choice, and
``confirm`` stages the ghost where it fits (a second ``confirm`` draws it: the place action) or refuses it.
A refused press sounds :data:`REFUSED` and its cue says why; the scene marks the ghost red on its timeline.

The mouse is the scene's to aim (which square, which dealt card): :func:`point`, :func:`click` and
:func:`pick_card` take what it hit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from arcade.scenes.kit.controller import Step

from .controls import ALIASES, CHOICE, FILL, KABUKI, KEEP_BUTTON, LIFE, MOVES, Ghost, footprint
from .rules import KEEP_PHASE, PLAY, Action, Table
from .ui import CoinUI

REFUSED = "error"  # the sound of a refused confirm (the scene marks the ghost red)


def fits_in(view: Any) -> Callable[[Action], bool]:
    """Whether an action is legal for the view's seat now (one of the legal actions the view holds)."""
    legal = frozenset(view.legal)
    return legal.__contains__


def control(ui: CoinUI, seat: int, action: str, view: Any, device: str = "") -> Step:
    """What ``action`` pressed for ``seat`` does (see the module docstring); anything else: nothing. A
    numpad's leftover keys are named first (``device`` "numpad")."""
    if seat not in ui.seats():
        return Step(ui)
    if device == "numpad":
        action = ALIASES.get(action, action)
    cur = ui.cursor(seat)
    if view.phase == KEEP_PHASE:
        cur, chosen = cur.keyed(view.hands[seat], action, seat)
        return Step(ui.put(seat, cur), chosen, "confirm" if chosen is not None else "select")
    cur = cur.synced(view, seat)
    tool = cur.tool_name(view, seat)
    sound: str | None = None
    if action in MOVES:
        cur = cur.moved(tool, *MOVES[action])
        sound = "tick"
    elif action in ("alt", "extra"):
        turned = cur.turned(tool, "rotate" if action == "alt" else "mirror")
        if turned is not None:
            cur, sound = turned, "tick"
    elif action == "next":
        cur = cur.jumped(view, seat, fits_in(view))
        sound = "tick"
    elif action in ("back", CHOICE):
        if cur.staged is not None and action == "back":
            cur = replace(cur, staged=None)
            sound = "back"
        else:
            cur = cur.next_choice(view, seat)
            sound = "select"
    elif action == "confirm":
        return confirm(ui, seat, cur, view)
    return Step(ui.put(seat, cur), sound=sound)


def confirm(ui: CoinUI, seat: int, cur: Ghost, view: Any) -> Step:
    """Stage the cursor's placement if it fits (else refuse it); confirm a staged one."""
    fits = fits_in(view)
    if cur.staged is not None:
        staged = cur.staged
        return Step(ui.put(seat, replace(cur, staged=None)), staged if fits(staged) else None)
    cand = cur.action(view, seat)
    if cand is not None and fits(cand):
        return Step(ui.put(seat, replace(cur, staged=cand)), sound="select")
    return Step(ui.put(seat, cur), sound=REFUSED, cue=refusal(cur.tool_name(view, seat)))


def refusal(tool: str) -> str:
    """Why the ghost does not fit (the cue's words after the seat's name)."""
    return {
        LIFE: "No empty square there",
        FILL: "No empty square there",
        KABUKI: "Kabuki Love cannot finish that Level",
    }.get(tool, f"{tool} does not fit there")


def point(ui: CoinUI, seat: int, spot: tuple[int, int, int] | None, view: Any) -> Step:
    """The mouse moved over ``spot`` (level, x, y) of the seat's sheet (None: off its Levels)."""
    if view.phase != PLAY or seat not in ui.seats() or spot is None:
        return Step(ui)
    cur = ui.cursor(seat).synced(view, seat)
    return Step(ui.put(seat, cur.pointed(cur.tool_name(view, seat), *spot)))


def turn(ui: CoinUI, seat: int, how: str, view: Any) -> Step:
    """The wheel: ``rotate`` (up) or ``mirror`` (down) the ghost."""
    if view.phase != PLAY or seat not in ui.seats():
        return Step(ui)
    cur = ui.cursor(seat).synced(view, seat)
    return Step(ui.put(seat, cur.turned(cur.tool_name(view, seat), how) or cur))


def click(ui: CoinUI, seat: int, spot: tuple[int, int, int] | None, view: Any) -> Step:
    """A click on ``spot``: the ghost goes there (unless one is staged), then as ``confirm``."""
    if view.phase != PLAY or seat not in ui.seats():
        return Step(ui)
    cur = ui.cursor(seat).synced(view, seat)
    if spot is not None and cur.staged is None:
        cur = cur.pointed(cur.tool_name(view, seat), *spot)
    return confirm(ui, seat, cur, view)


def pick_card(ui: CoinUI, seat: int, hit: int, pressed: bool, view: Any) -> Step:
    """In the keep phase the mouse is over dealt card ``hit`` (the KEEP button: ``len(hand)``): the cursor
    goes there; a click marks it (or keeps the three marked)."""
    dealt = view.hands[seat]
    cur = ui.cursor(seat)
    if view.phase != KEEP_PHASE or (hit == len(dealt) and len(cur.chosen) != 3):
        return Step(ui)
    cur = replace(cur, pick=KEEP_BUTTON if hit == len(dealt) else hit)
    if not pressed:
        return Step(ui.put(seat, cur))
    cur, chosen = cur.keyed(dealt, "confirm", seat)
    return Step(ui.put(seat, cur), chosen, "confirm" if chosen is not None else "select")


def ghost(
    cur: Ghost, table: Table, seat: int, fits: Callable[[Action], bool]
) -> tuple[list[tuple[int, int, int]], bool, str]:
    """(squares as (level, x, y) list, fits, tool) of a person's ghost piece."""
    tool = cur.tool_name(table, seat)
    action = cur.staged or cur.action(table, seat)
    ok = action is not None and fits(action)
    cells = [(cur.level, cur.x + dx, cur.y + dy) for dx, dy in footprint(tool, cur.orient)]
    return cells, ok, tool
