"""What a seat is told about its decision on the card: the status line beside its name and, for a person,
the key hints. Pure (no pygame): the scene passes a ``key`` function that names a seat action's key.

An ability is a choice (docs/rules-decisions.md, issue 21): while its fills, Kabuki Love or a game-ending
attack wait, ``back`` switches to "decline" and ``confirm`` declines.
"""

from __future__ import annotations

from arcade.core.render import palette

from .controls import DECLINE, FILL, KABUKI, LIFE, PASS, USE, tools_for
from .pieces import PIECES
from .shapes import TITLES

STAGED = {"pass": "pass it", "decline": "decline it", "use": "attack", "kabuki": "complete it"}


def asked_ability(state, seat: int) -> str:
    """The title of the ability ``seat`` is deciding about now ("" when none)."""
    tasks = state.tasks[seat] if state.phase == "play" else []
    if not tasks or tasks[0][0] not in ("fill", "kabuki", "attack"):
        return ""
    key = {"fill": tasks[0][-1], "attack": tasks[0][-1]}.get(tasks[0][0], "kabuki_love")
    return TITLES.get(key, key)


def task_status(state, seat: int, person: bool) -> tuple[str, tuple]:
    """The status line of a seat in play with a decision or waiting for the others."""
    tasks = state.tasks[seat]
    if not tasks:
        return ("done: waiting", palette.GREY)
    kind = tasks[0][0]
    if kind == "fill":
        return (f"fill {tasks[0][1]} square{'s' if tasks[0][1] > 1 else ''}", palette.NEON_YELLOW)
    if kind == "second":
        return ("Space Ship: second symbol", palette.NEON_YELLOW)
    if kind == "kabuki":
        return ("Kabuki Love: pick a Level", palette.NEON_YELLOW)
    if kind == "attack":
        return (f"{asked_ability(state, seat)} would end the game", palette.NEON_RED)
    return ("to play" if person else "thinking", palette.WHITE)


def hints(state, seat: int, cur, key, numpad: bool = False) -> list[tuple[str, str]]:
    """The key hints of a person in play: ``cur`` is their synced cursor, ``key(action)`` a key's name."""
    move = " ".join(key(a) for a in ("up", "left", "down", "right"))
    tool = cur.tool_name(state, seat)
    nxt = key("back") if not numpad else f"{key('back')}/7"
    choices = (nxt, "/".join(tools_for(state, seat)))
    if cur.staged is not None:
        sure = STAGED.get(cur.staged.kind, "draw it")
        return [(key("confirm"), sure), (key("back"), "undo")]
    if tool in PIECES:
        return [(move, "move"), (key("alt"), "rotate"), (key("extra"), "mirror"), choices, (key("confirm"), "place")]
    if tool == LIFE:
        return [(move, "square"), choices, (key("confirm"), "lose a Life, fill it")]
    if tool == FILL:
        return [(move, "square"), choices, (key("confirm"), "fill it")]
    if tool == PASS:
        return [choices, (key("confirm"), "pass the second symbol")]
    if tool == DECLINE:
        return [choices, (key("confirm"), f"do not use {asked_ability(state, seat)}")]
    if tool == USE:
        return [choices, (key("confirm"), "attack: the game ends")]
    if tool == KABUKI:
        return [(f"{key('left')} {key('right')}", "Level"), choices, (key("confirm"), "complete it")]
    return []
