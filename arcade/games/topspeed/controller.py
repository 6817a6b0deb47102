"""Top Speed!'s controller: one seat's press -> the cursors after it and maybe that seat's move. Pure (no
app, no scene, no pygame): ``control(ui, seat, action, view) -> Step``, ``view`` that seat's own.

Both seats race at once, each from its own device, so every press names its seat and moves only that
seat's cursor. ``left``/``right`` move the cursor one lane (wrapping round, with a tick), ``up``/``down``
place the top card in the row above/below the cursor's lane, ``confirm`` sends it to the bottom of the
deck, ``back`` takes back the last card and ``extra`` calls "Top Speed!" (a numpad's own keys are named
so first: :func:`.controls.seat_action`). A move is stamped with the view's game time; the scene stamps
a person's with the moment of the press. Whether a move stands is the engine's to say, in the
millisecond it is played (both seats may act in the same one): a move it refuses comes back as a
``Refused`` event, which the presenter shows in the seat's panel.
"""

from __future__ import annotations

from typing import Any

from arcade.scenes.kit.controller import Step

from .controls import DEFAULT_MAP, LEFT, RIGHT, SeatControls
from .ui import RaceUI

MOVE = "tick"  # the sound of a person's cursor moved


def control(ui: RaceUI, seat: int, action: str, view: Any) -> Step:
    """What ``action`` pressed for ``seat`` does (see the module docstring); anything else: nothing."""
    command = DEFAULT_MAP.get(action)
    if command is None or seat >= len(ui.lanes):
        return Step(ui)
    cursor = SeatControls(seat, ui.lane(seat))
    move = cursor.command(command, view.now_ms)
    if command in (LEFT, RIGHT):
        return Step(ui.moved(seat, cursor.lane), sound=MOVE)
    return Step(ui, move)
