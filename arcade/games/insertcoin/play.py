"""The play phase's handler: every seat owes decisions on the face-up card (its :data:`Task` list); what it
may do for the first one it owes (a table: task -> legal actions), why an action is refused (a table:
kind -> check) and what an action does (a table: kind -> effect), then settling what the seat still owes
and, when nobody owes anything, finishing the card (pure, no pygame)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from arcade.core.rules import Event

from . import events as E
from .actions import Action, Task, asked_shape
from .cardflow import card_done, land
from .constants import KEEP, cards
from .pieces import GRID, orientations, placements
from .sheet import check_complete, empty_row, fill_square

if TYPE_CHECKING:
    from .rules import InsertCoin


# ---------------------------------------------------------------------- legal actions
def place_actions(state: InsertCoin, seat: int, pieces: Iterable[str]) -> list[Action]:
    """Every fitting placement of each of ``pieces`` on the seat's unfinished Levels."""
    out = []
    filled = state.filled[seat]
    for piece in pieces:
        for lv in range(KEEP):
            contour = state.shape_of(seat, lv).mask
            f = filled[lv]
            if f == contour:
                continue
            for orient, spots in enumerate(placements(contour, piece)):
                for x, y, m in spots:
                    if not m & f:
                        out.append(Action("place", seat, lv, x, y, piece, orient))
    return out


def squares(state: InsertCoin, seat: int, kind: str) -> list[Action]:
    """One ``kind`` action per empty square of the seat's Levels."""
    out = []
    for lv in range(KEEP):
        empty = state.empty_mask(seat, lv)
        while empty:
            low = empty & -empty
            i = low.bit_length() - 1
            out.append(Action(kind, seat, lv, i % GRID, i // GRID))
            empty ^= low
    return out


def _legal_draw(state: InsertCoin, seat: int, task: Task) -> list[Action]:
    return place_actions(state, seat, cards()[state.card].symbols) + squares(state, seat, "life")


def _legal_second(state: InsertCoin, seat: int, task: Task) -> list[Action]:
    assert task[0] == "second", task
    return place_actions(state, seat, (task[1],)) + [Action("pass", seat)]


def _legal_fill(state: InsertCoin, seat: int, task: Task) -> list[Action]:
    return squares(state, seat, "fill") + [Action("decline", seat)]


def _legal_attack(state: InsertCoin, seat: int, task: Task) -> list[Action]:
    return [Action("use", seat), Action("decline", seat)]


def _legal_kabuki(state: InsertCoin, seat: int, task: Task) -> list[Action]:
    return [Action("kabuki", seat, lv) for lv in state.kabuki_targets(seat)] + [Action("decline", seat)]


LEGAL: dict[str, Callable[[InsertCoin, int, Task], list[Action]]] = {
    "draw": _legal_draw,
    "second": _legal_second,
    "fill": _legal_fill,
    "attack": _legal_attack,
    "kabuki": _legal_kabuki,
}


def legal(state: InsertCoin, seat: int) -> list[Action]:
    if not state.tasks[seat]:
        return []
    task = state.tasks[seat][0]
    return LEGAL[task[0]](state, seat, task)


# ---------------------------------------------------------------------- refusals
Check = Callable[["InsertCoin", Action, str], "str | None"]


def _reject_square(state: InsertCoin, action: Action, need: str) -> str | None:
    kind, seat, level, x, y = action[:5]
    if need != ("draw" if kind == "life" else "fill"):
        return f"seat {seat} cannot {kind} now (it owes: {need})"
    if not (
        isinstance(level, int)
        and 0 <= level < KEEP
        and isinstance(x, int)
        and isinstance(y, int)
        and 0 <= x < GRID
        and 0 <= y < GRID
    ):
        return f"no square {x!r},{y!r} in level {level!r}"
    if not state.empty_mask(seat, level) >> (y * GRID + x) & 1:
        return f"square {x},{y} of level {level} is not an empty square of the shape"
    return None


def _reject_place(state: InsertCoin, action: Action, need: str) -> str | None:
    _, seat, level, x, y, piece, orient, _ = action
    if need not in ("draw", "second"):
        return f"seat {seat} cannot draw a symbol now (it owes: {need})"
    if piece not in state.symbols_for(seat):
        return f"{piece!r} is not a symbol seat {seat} may draw now"
    if not isinstance(orient, int) or isinstance(orient, bool) or not 0 <= orient < len(orientations(piece)):
        return f"{piece} has no orientation {orient!r}"
    if not state.placement_mask(seat, piece, orient, level, x, y):
        return f"{piece} does not fit at {x!r},{y!r} in level {level!r}"
    return None


def _reject_pass(state: InsertCoin, action: Action, need: str) -> str | None:
    return None if need == "second" else f"seat {action.seat} has no second symbol to pass"


def _reject_decline(state: InsertCoin, action: Action, need: str) -> str | None:
    return None if need in ("fill", "kabuki", "attack") else f"seat {action.seat} has no ability to decline"


def _reject_use(state: InsertCoin, action: Action, need: str) -> str | None:
    return None if need == "attack" else f"seat {action.seat} has no attack waiting for an answer"


def _reject_kabuki(state: InsertCoin, action: Action, need: str) -> str | None:
    if need != "kabuki":
        return f"seat {action.seat} has no Kabuki Love to use"
    if action.level not in state.kabuki_targets(action.seat):
        return f"level {action.level!r} is not an unfinished 10-point shape with 10+ filled squares"
    return None


REJECT: dict[str, Check] = {
    "life": _reject_square,
    "fill": _reject_square,
    "place": _reject_place,
    "pass": _reject_pass,
    "decline": _reject_decline,
    "use": _reject_use,
    "kabuki": _reject_kabuki,
}


def reject(state: InsertCoin, action: Action) -> str | None:
    """Why ``action`` (well formed, of a known kind) is not legal now, or None when it is."""
    seat = action.seat
    if not state.tasks[seat]:
        return f"seat {seat} has nothing to do on this card"
    check = REJECT.get(action.kind)
    if check is None:
        return f"unknown action kind {action.kind!r}"
    return check(state, action, state.tasks[seat][0][0])


# ---------------------------------------------------------------------- effects
Effect = Callable[["InsertCoin", Action, Task, list[Event]], None]


def _place(state: InsertCoin, action: Action, task: Task, ev: list[Event]) -> None:
    _, seat, level, x, y, piece, orient, _ = action
    m = state.placement_mask(seat, piece, orient, level, x, y)
    state.filled[seat][level] |= m
    state.stats["placed"][seat] += 1
    ev.append(E.Placed(seat, level, piece, m))
    if task[0] == "draw" and task[1]:
        symbols = cards()[state.card].symbols
        other = [p for p in symbols if p != piece]
        state.tasks[seat].insert(0, ("second", other[0] if other else piece))
    check_complete(state, seat, level, ev)


def _life(state: InsertCoin, action: Action, task: Task, ev: list[Event]) -> None:
    # The Life is crossed off, its square filled, and only then is an empty row settled: when
    # that square completes Ultra Robot, the Robot's Life comes first (docs, issue 21).
    seat = action.seat
    state.lives[seat] -= 1
    state.stats["spent_lives"][seat] += 1
    ev.append(E.LifeLost(seat, state.lives[seat], "spent"))
    fill_square(state, seat, action.level, action.x, action.y, "life", ev)
    if state.lives[seat] == 0:
        empty_row(state, seat, ev)


def _fill(state: InsertCoin, action: Action, task: Task, ev: list[Event]) -> None:
    assert task[0] == "fill", task  # reject() checked that the seat owes a fill
    if task[1] > 1:
        state.tasks[action.seat].insert(0, ("fill", task[1] - 1, task[2]))
    fill_square(state, action.seat, action.level, action.x, action.y, task[2], ev)


def _pass(state: InsertCoin, action: Action, task: Task, ev: list[Event]) -> None:
    assert task[0] == "second", task  # reject() checked that the seat owes a second symbol
    ev.append(E.SymbolPassed(action.seat, task[1]))


def _decline(state: InsertCoin, action: Action, task: Task, ev: list[Event]) -> None:
    if task[0] == "attack":
        state.attacks.pop(0)
    ev.append(E.AbilityDeclined(action.seat, asked_shape(task)))


def _use(state: InsertCoin, action: Action, task: Task, ev: list[Event]) -> None:
    attacker, shape = state.attacks.pop(0)
    land(state, attacker, shape, ev)


def _kabuki(state: InsertCoin, action: Action, task: Task, ev: list[Event]) -> None:
    seat, level = action.seat, action.level
    state.filled[seat][level] = state.shape_of(seat, level).mask
    ev.append(E.AbilityUsed(seat, "kabuki_love", f"complete level {level + 1}"))
    check_complete(state, seat, level, ev)


EFFECTS: dict[str, Effect] = {
    "place": _place,
    "life": _life,
    "fill": _fill,
    "pass": _pass,
    "decline": _decline,
    "use": _use,
    "kabuki": _kabuki,
}


def apply(state: InsertCoin, action: Action, ev: list[Event]) -> None:
    """Do a legal ``action``: the seat's first owed decision is answered, then settled; the card is finished
    when nobody owes anything more."""
    seat = action.seat
    task = state.tasks[seat].pop(0)
    EFFECTS[action.kind](state, action, task, ev)
    settle(state, seat, ev)
    if not any(state.tasks):
        card_done(state, ev)


def settle(state: InsertCoin, seat: int, ev: list[Event]) -> None:
    """Drop what ``seat`` can no longer do and start a charged Kabuki Love that now has a target."""
    tasks = state.tasks[seat]
    if state.completed_count(seat) == KEEP:
        tasks.clear()
        return
    if state.kabuki[seat] and state.kabuki_targets(seat) and not any(t[0] == "kabuki" for t in tasks):
        state.kabuki[seat] = False
        tasks.insert(0, ("kabuki",))
    while tasks:
        t = tasks[0]
        if t[0] == "kabuki" and not state.kabuki_targets(seat):
            tasks.pop(0)
            state.kabuki[seat] = True  # its target got finished another way: it waits again
        elif t[0] == "second" and not place_actions(state, seat, (t[1],)):
            tasks.pop(0)
            ev.append(E.SymbolPassed(seat, t[1]))
        else:
            break
