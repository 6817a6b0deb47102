"""What a seat is told about its decision on the card: the status line beside its name and, for a person,
the key hints. Pure (no pygame): the scene passes a ``key`` function that names a seat action's key.

An ability is a choice (docs/rules-decisions.md, issue 21): while its fills, Kabuki Love or a game-ending
attack wait, ``back`` switches to "decline" and ``confirm`` declines.
"""

from __future__ import annotations

from collections.abc import Callable

from arcade.core.render import palette
from arcade.core.render.palette import Colour

from .controls import DECLINE, FILL, KABUKI, LIFE, PASS, USE, Ghost
from .pieces import PIECES
from .rules import Table, asked_shape
from .shapes import TITLES

STAGED = {"pass": "pass it", "decline": "decline it", "use": "attack", "kabuki": "complete it"}


def asked_ability(state: Table, seat: int) -> str:
    """The title of the ability ``seat`` is deciding about now ("" when none)."""
    tasks = state.tasks[seat] if state.phase == "play" else []
    if not tasks or tasks[0][0] not in ("fill", "kabuki", "attack"):
        return ""
    key = asked_shape(tasks[0])
    return TITLES.get(key, key)


def task_status(state: Table, seat: int, person: bool) -> tuple[str, Colour]:
    """The status line of a seat in play with a decision or waiting for the others."""
    tasks = state.tasks[seat]
    if not tasks:
        return ("done: waiting", palette.GREY)
    task = tasks[0]
    if task[0] == "fill":
        return (f"fill {task[1]} square{'s' if task[1] > 1 else ''}", palette.NEON_YELLOW)
    if task[0] == "second":
        return ("Space Ship: second symbol", palette.NEON_YELLOW)
    if task[0] == "kabuki":
        return ("Kabuki Love: pick a Level", palette.NEON_YELLOW)
    if task[0] == "attack":
        return (f"{asked_ability(state, seat)} would end the game", palette.NEON_RED)
    return ("to play" if person else "thinking", palette.WHITE)


def hints(
    state: Table, seat: int, cur: Ghost, key: Callable[[str], str], numpad: bool = False
) -> list[tuple[str, str]]:
    """The key hints of a person in play: ``cur`` is their synced cursor, ``key(action)`` a key's name."""
    move = " ".join(key(a) for a in ("up", "left", "down", "right"))
    tool = cur.tool_name(state, seat)
    nxt = key("back") if not numpad else f"{key('back')}/7"
    choices = (nxt, "next choice")  # the choices themselves are listed on the sheet (sheets.draw_choices)
    jump = (key("next"), "next shape")
    if cur.staged is not None:
        sure = STAGED.get(cur.staged.kind, "draw it")
        return [(key("confirm"), sure), (key("back"), "undo")]
    if tool in PIECES:
        return [
            (move, "move"),
            jump,
            (key("alt"), "rotate"),
            (key("extra"), "mirror"),
            choices,
            (key("confirm"), "place"),
        ]
    if tool == LIFE:
        return [(move, "square"), jump, choices, (key("confirm"), "lose a Life, fill it")]
    if tool == FILL:
        return [(move, "square"), jump, choices, (key("confirm"), "fill it")]
    if tool == PASS:
        return [choices, (key("confirm"), "pass the second symbol")]
    if tool == DECLINE:
        return [choices, (key("confirm"), f"do not use {asked_ability(state, seat)}")]
    if tool == USE:
        return [choices, (key("confirm"), "attack: the game ends")]
    if tool == KABUKI:
        return [(f"{key('left')} {key('right')}", "Level"), jump, choices, (key("confirm"), "complete it")]
    return []
