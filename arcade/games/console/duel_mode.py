"""The console lent to a host game for one duel (Electronic Arcade Mania): the duel's set-up and its flow.

A duel waits for its player (a person presses a button; a computer starts after the intro), switches the
console on at the duel's skill and starts its game as a person would, and once the final score has shown
for a while leaves the console and hands the score to the host. Nothing leaves the duel early and no new
session starts after it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arcade.core.input import ActionEvent
from arcade.games.console.bots import ReflexBot
from arcade.games.console.layout import CELL_OF_GAME

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


class Duelling:
    """The scene's part that plays a host game's duel (mixed into ``ConsoleScene``)."""

    if TYPE_CHECKING:  # the rest of the scene (``ConsoleScene``), as the type checker sees it
        duel_started: float | None
        duel_over: float | None

        def __getattr__(self, name: str) -> Any: ...

    def duel_input(self, ev: ActionEvent, cell: int | None) -> bool:
        """Duel mode: a person starts the game with any button (or confirm); nothing leaves the duel, no new
        session starts after it. True when the input is used up here."""
        if self.bot is not None:
            return True  # a computer is playing: hands off
        if self.duel_started is None:
            if ev.pressed and (cell is not None or ev.action in ("confirm", "click")):
                self.duel_start()
            return True
        if self.machine.final_score is not None and self.machine.mode != "playing":
            return True
        return ev.action in ("alt", "back")

    def duel_start(self) -> None:
        """Switch the console on at the duel's skill and start its game, as a person would."""
        duel = self.duel
        assert duel is not None
        self.duel_started = self.now()
        t = max(self.console_now(), self.machine.now)
        for at, cell in ((t, duel.skill), (t + 60, CELL_OF_GAME[duel.game])):
            self.feed("press", cell, at)
            self.feed("release", cell, at + 40)
        if self.bot is not None:
            self.bot.observe(self.machine.view())

    def duel_tick(self, now: float) -> None:
        """Per step: a computer's duel starts after the intro; the final score shows, then goes to the host."""
        duel, m = self.duel, self.machine
        assert duel is not None
        if self.duel_started is None:
            if self.bot is not None and now >= duel.intro_ms:
                self.duel_start()
            return
        if m.final_score is None or m.mode == "playing":
            return
        if self.duel_over is None:
            self.duel_over = now
        elif now - self.duel_over >= duel.show_ms and self.in_front():
            score = m.final_score
            self.duel_over = float("inf")  # hand the score over once
            self.close_over()
            duel.on_score(score)
