"""The console lent to a host game for one duel (Electronic Arcade Mania): the duel's set-up and its flow.

A duel waits for its player (a person presses a button; a computer starts after the intro), switches the
console on at the duel's skill and starts its game as a person would, and once the final score has shown
for a while leaves the console and hands the score to the host. Nothing leaves the duel early and no new
session starts after it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arcade.core.input import ActionEvent
from arcade.games.console import drive
from arcade.games.console.bots import ReflexBot
from arcade.games.console.layout import CELL_OF_GAME

if TYPE_CHECKING:
    from arcade.games.console.scene import ConsoleScene

DUEL_HINTS: tuple[tuple[str, str], ...] = (("Num 1-9", "buttons"), ("Esc", "pause"), ("F1", "help"))


@dataclass
class DuelMode:
    """The console lent to a host game for one duel (Electronic Arcade Mania): the scene starts ``game`` at
    ``skill`` when the player is ready (a person presses a button; a ``bot`` starts after ``intro_ms``),
    shows ``opponent_score`` on the lights before the game and as the mark to beat, makes presses on
    ``late_cells`` land ``late_ms`` late (One Hand), runs its clock ``speed`` times fast (computer duels),
    saves no replay and no high score, and once the final score has shown for ``show_ms`` leaves and hands it
    to ``on_score``. ``host_game_id`` and ``hold`` make F1 help and Hold & Quit speak for the host game."""

    game: str
    skill: int
    on_score: Callable[[int], None]
    heading: str = "DUEL"
    lines: tuple[str, ...] = ()
    opponent_score: int | None = None
    bot: ReflexBot | None = None
    late_cells: frozenset[int] = frozenset()
    late_ms: float = 0.0
    speed: float = 1.0
    intro_ms: float = 1500.0
    show_ms: float = 2500.0
    host_game_id: str | None = None
    hold: Callable[[], dict | None] | None = None


def duel_input(scene: ConsoleScene, ev: ActionEvent, cell: int | None) -> bool:
    """Duel mode: a person starts the game with any button (or confirm); nothing leaves the duel, no new
    session starts after it. True when the input is used up here."""
    if scene.bot is not None:
        return True  # a computer is playing: hands off
    if scene.duel_started is None:
        if ev.pressed and (cell is not None or ev.action in ("confirm", "click")):
            duel_start(scene)
        return True
    if scene.machine.final_score is not None and scene.machine.mode != "playing":
        return True
    return ev.action in ("alt", "back")


def duel_start(scene: ConsoleScene) -> None:
    """Switch the console on at the duel's skill and start its game, as a person would."""
    duel = scene.duel
    assert duel is not None
    scene.duel_started = scene.now()
    t = max(scene.console_now(), scene.machine.now)
    for at, cell in ((t, duel.skill), (t + 60, CELL_OF_GAME[duel.game])):
        drive.feed(scene, "press", cell, at)
        drive.feed(scene, "release", cell, at + 40)
    if scene.bot is not None:
        scene.bot.observe(scene.machine.view())


def duel_tick(scene: ConsoleScene, now: float) -> None:
    """Per step: a computer's duel starts after the intro; the final score shows, then goes to the host."""
    duel, m = scene.duel, scene.machine
    assert duel is not None
    if scene.duel_started is None:
        if scene.bot is not None and now >= duel.intro_ms:
            duel_start(scene)
        return
    if m.final_score is None or m.mode == "playing":
        return
    if scene.duel_over is None:
        scene.duel_over = now
    elif now - scene.duel_over >= duel.show_ms and scene.in_front():
        score = m.final_score
        scene.duel_over = float("inf")  # hand the score over once
        scene.close_over()
        duel.on_score(score)
