"""The console's score show after a game, phase by phase (a table the machine looks each due phase up in):
lights out, the full boards (a score above 45 shows each 45 as every light on), the blinking score, then
the steady score until the console turns itself off."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arcade.games.console.layout import CELLS
from arcade.games.console.reflex_game import BLINK, ON
from arcade.games.console.timing import BLINK_HALF_MS, BOARD_OFF_MS, BOARD_ON_MS, SCORE_FLASH_MS, SCORE_HOLD_MS

if TYPE_CHECKING:
    from arcade.games.console.machine import Machine

SCORE_GAP_MS = 300
"""Dark pause between the game's lights going out and the score's first flash."""


def lights_out(m: Machine) -> None:
    m._all_off()
    m.counter = 0
    m.schedule(m.now + SCORE_GAP_MS, "board_on" if m.score_boards else "flash")


def board_on(m: Machine) -> None:
    for cell in CELLS:
        m.set_light(cell, ON)
    m.beep("board")
    m.schedule(m.now + BOARD_ON_MS, "board_off")


def board_off(m: Machine) -> None:
    m._all_off()
    m.counter += 1
    more = m.counter < m.score_boards
    m.schedule(m.now + BOARD_OFF_MS, "board_on" if more else "flash")


def flash(m: Machine) -> None:
    for cell in m.score_lit:
        m.set_light(cell, BLINK)
    m.counter = 0
    flash_beep(m)


def flash_beep(m: Machine) -> None:
    m.beep("score")
    m.counter += 1
    elapsed = m.counter * 2 * BLINK_HALF_MS
    if elapsed < SCORE_FLASH_MS:
        m.schedule(m.now + 2 * BLINK_HALF_MS, "flash_beep")
    else:
        m.schedule(m.now + 2 * BLINK_HALF_MS - (elapsed - SCORE_FLASH_MS), "hold")


def hold(m: Machine) -> None:
    for cell in m.score_lit:
        m.set_light(cell, ON)
    m.schedule(m.now + SCORE_HOLD_MS, "off")


PHASES: dict[str, Callable[[Machine], None]] = {
    "lights_out": lights_out,
    "board_on": board_on,
    "board_off": board_off,
    "flash": flash,
    "flash_beep": flash_beep,
    "hold": hold,
}
