"""A person's keys and mouse -> rule actions: their cursor (:class:`.controls.Cursor`) over their sheet, the
dealt cards they mark in the keep phase, the placement they stage and then confirm, and the seat the mouse
moves (the base routes keys to seats; the mouse has no seat of its own).

Everything here is on the scene: ``cursors`` (seat -> cursor), ``focus`` (the person the hint bar shows);
a refused ``confirm`` leaves a red mark on the timeline (``refused <seat>``, see :mod:`.present`).
"""

from __future__ import annotations

from typing import Any

from arcade.core.input import ActionEvent
from arcade.scenes import game as base

from . import hand
from . import present as P
from .controls import ALIASES, CHOICE, FILL, KABUKI, KEEP_BUTTON, LIFE, MOVES, footprint
from .hintbar import hint_focus
from .rules import KEEP_PHASE, PLAY


def on_input(scene: Any, seat: int, action: str, ev: ActionEvent) -> None:
    if ev.device == "numpad":
        action = ALIASES.get(action, action)
    scene.focus = seat
    cur = scene.cursors[seat]
    st = scene.state
    if st.phase == KEEP_PHASE:
        if scene.viewer != seat:
            return  # Levels are marked only where nobody else may look (arcade.scenes.kit.secrecy)
        chosen = cur.keep_key(st.hands[seat], action, seat)
        if chosen is not None:
            scene.act(chosen)
        scene.app.sound("confirm" if chosen is not None else "select")
        return
    cur.sync(st, seat)
    tool = cur.tool_name(st, seat)
    if action in MOVES:
        cur.move(tool, *MOVES[action])
        scene.app.sound("tick")
    elif action in ("alt", "extra"):
        if cur.turn(tool, "rotate" if action == "alt" else "mirror"):
            scene.app.sound("tick")
    elif action == "next":
        cur.jump(st, seat, st.placement_legal)
        scene.app.sound("tick")
    elif action in ("back", CHOICE):
        if cur.staged is not None and action == "back":
            cur.staged = None
            scene.app.sound("back")
        else:
            cur.next_tool(st, seat)
            scene.app.sound("select")
    elif action == "confirm":
        press_confirm(scene, seat)


def press_confirm(scene: Any, seat: int) -> None:
    """Stage the cursor's placement if it fits (else refuse it); confirm a staged one."""
    cur = scene.cursors[seat]
    if cur.staged is not None:
        staged, cur.staged = cur.staged, None
        if scene.state.placement_legal(staged):
            scene.act(staged)
        return
    cand = cur.action(scene.state, seat)
    if cand is not None and scene.state.placement_legal(cand):
        cur.staged = cand
        scene.app.sound("select")
    else:
        refuse(scene, seat)


def refuse(scene: Any, seat: int) -> None:
    """The ghost flashes red and the cue line says why."""
    now = scene.now()
    scene.timeline.move(P.refused_key(seat), None, now, scene.anim_ms(P.FLASH_MS) + 1, still=True)
    tool = scene.cursors[seat].tool_name(scene.state, seat)
    what = {
        LIFE: "No empty square there",
        FILL: "No empty square there",
        KABUKI: "Kabuki Love cannot finish that Level",
    }.get(tool, f"{tool} does not fit there")
    scene.cue = (f"{scene.name(seat)}: {what}", now + base.CUE_MS)
    scene.app.sound("error")


def ghost(scene: Any, seat: int) -> tuple[list[tuple[int, int, int]], bool, str]:
    """(squares as (level, x, y) list, fits, tool) of a person's ghost piece."""
    cur = scene.cursors[seat]
    cur.sync(scene.state, seat)
    tool = cur.tool_name(scene.state, seat)
    action = cur.staged or cur.action(scene.state, seat)
    ok = action is not None and scene.state.placement_legal(action)
    cells = [(cur.level, cur.x + dx, cur.y + dy) for dx, dy in footprint(tool, cur.orient)]
    return cells, ok, tool


def mouse_seat(scene: Any) -> int | None:
    """The mouse moves the first person with a decision (the hint bar's person)."""
    return hint_focus(scene)


def mouse(scene: Any, ev: ActionEvent) -> None:
    seat = mouse_seat(scene)
    if seat is None or ev.pos is None:
        return
    if scene.state.phase == KEEP_PHASE:
        mouse_keep(scene, seat, ev)
        return
    if scene.state.phase != PLAY:
        return
    cur = scene.cursors[seat]
    cur.sync(scene.state, seat)
    tool = cur.tool_name(scene.state, seat)
    if ev.action == "up" and ev.pressed:
        cur.turn(tool, "rotate")
        return
    if ev.action == "down" and ev.pressed:
        cur.turn(tool, "mirror")
        return
    spot = scene.layouts[seat].square_at(*ev.pos)
    if ev.action == "point" and spot is not None:
        cur.point(tool, *spot)
    elif ev.action == "click" and ev.pressed:
        if spot is not None and cur.staged is None:
            cur.point(tool, *spot)
        scene.focus = seat
        press_confirm(scene, seat)


def mouse_keep(scene: Any, seat: int, ev: ActionEvent) -> None:
    """Point at a dealt card to move the cursor there; click marks it (or clicks KEEP)."""
    pos = ev.pos
    if pos is None or scene.viewer != seat:
        return
    cur = scene.cursors[seat]
    dealt = scene.state.hands[seat]
    rects = hand.hand_rects(scene.layouts[seat], len(dealt))
    hit = next((i for i, r in enumerate(rects) if r.collidepoint(pos)), None)
    if hit is None or (hit == len(dealt) and len(cur.chosen) != 3):
        return
    cur.pick = KEEP_BUTTON if hit == len(dealt) else hit
    if ev.action == "click" and ev.pressed:
        scene.focus = seat
        chosen = cur.keep_key(dealt, "confirm", seat)
        if chosen is not None:
            scene.act(chosen)
        scene.app.sound("confirm" if chosen is not None else "select")
