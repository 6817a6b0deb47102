"""Mania's screen: the whole board drawn from one frame and what the scene says is up now,
``paint(surface, frame, layers)``.

The frame (:class:`arcade.scenes.kit.frame.Frame`) holds the view that may be shown (the viewer's own, or
the public one), the UI state (:class:`.ui.ManiaUI`: the cursors), the timeline's shot, the time, the seats
and the key names; a :class:`ManiaFrame` adds :class:`Showing`, the narrow rest, plain values the scene
works out each moment and painters only read: whose roll waits for their press, whose question is up, the
coach's lines, the duel's result card held until seen, the log lines that may be read now and the keys
named on screen (as the seat's own keycaps read). ``layers`` keeps the board picture, the piles and the
seat panels. Drawing changes nothing. :func:`beat` is what the time shows in Mania's own drawings (the
roll prompt's pulse).
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame

from arcade.core.input import PAD_BUTTONS
from arcade.core.render import tween
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.layers import Layers
from arcade.scenes.kit.timeline import LogLine

from . import boxes, duel_result, panels, table
from .phases import OVER

PULSE_MS = 450  # "Press ... to roll" pulses


@dataclass(frozen=True)
class Showing:
    """What is up on the board now besides the frame (see the module docstring)."""

    roller: int | None = None  # the person whose "Press ... to roll" is up
    roll_key: str = ""  # their confirm key, as their keycap reads
    asked: int | None = None  # the person whose question is up (drawn when the frame's view is theirs)
    coach: tuple[str, ...] = ()  # the coach's lines for them
    result: duel_result.ResultCard | None = field(default=None, compare=False)  # the duel's result on show
    result_key: tuple[object, ...] | None = None  # which result card and until when (the picture key's)
    go_on: str = ""  # the keys that go on from the result ("" while nobody is to press)
    log: tuple[LogLine, ...] = ()  # the newest log lines that may be read now
    older: int = 0  # how many lines before them
    log_key: str | None = None  # the key that opens the full log (None: no person at the table)
    held: bool = False  # an action waits for a person's press to roll (the duel box is not drawn)

    @property
    def result_waits(self) -> bool:
        """Whether play waits for a person to go on from the duel's result."""
        return self.result is not None and self.result.until == math.inf


@dataclass(frozen=True)
class ManiaFrame(Frame):
    """The kit's frame with what is up on the board besides (:class:`Showing`): what Mania's painters and
    its lesson read."""

    showing: Showing = field(default_factory=Showing)


def keycap(keys: Any, device: str, action: str) -> str:
    """The key for ``action`` on ``device`` as its keycap reads ("Return", "Space", "Num Enter", "A"; a pad's
    button by its letter), from the app's input (``keys``: anything with ``key_name(device, action)``)."""
    if device.startswith("pad"):
        return next((b.upper() for b, a in PAD_BUTTONS.items() if a == action), action)
    return keys.key_name(device, action) or action


def beat(now: float, showing: Showing) -> Hashable:
    """What the time shows now: the roll prompt's pulse while it is up."""
    return int(now // PULSE_MS) if showing.roller is not None else 0


def beat_until(now: float) -> float:
    """When the roll prompt's pulse (:func:`beat`, while the prompt is up) next steps."""
    return tween.next_step(now, PULSE_MS)


def paint(surface: pygame.Surface, frame: ManiaFrame, layers: Layers) -> None:
    """The whole board for ``frame``."""
    view, showing = frame.view, frame.showing
    fit = table.fit_of(view.board, layers)
    key = (id(view.board), fit)  # the board (one per game, never changed) and where it sits
    surface.blit(layers.get("mania_board", key, lambda: table.backdrop(view.board, fit)), (0, 0))
    header = table.draw_header(surface, frame, showing)
    table.draw_centre(surface, frame, showing, layers)
    table.draw_pawns(surface, frame, layers)
    panels.draw_panels(surface, frame, layers, panels.acting_seat(view, showing.roller))
    table.draw_log(surface, showing)
    if showing.result is not None:
        duel_result.draw_card(surface, frame, showing.result, showing.go_on)
    elif view.phase != OVER:
        if showing.asked is not None:
            if frame.viewer == showing.asked:  # a question shows the person's own cards: theirs to see
                boxes.draw_choice(surface, frame, showing.asked)
            table.draw_coach(surface, list(showing.coach), header)
        elif showing.roller is not None:
            boxes.draw_roll_prompt(surface, frame, showing.roller, showing.roll_key)
    if not frame.ending and frame.watching != "REPLAY":  # a replay's viewer has its own keys in its bar
        table.draw_hints(surface, frame, showing)
