"""The console lent to a host game for one duel (Electronic Arcade Mania): the duel's set-up and its flow.

A duel waits for its player (a person presses a button; a computer starts after the intro), switches the
console on at the duel's skill and starts its game as a person would, and once the final score has shown
for a while leaves the console and hands the score to the host. Nothing leaves the duel early and no new
session starts after it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from arcade.games.console.bots import ReflexBot
from arcade.games.console.drive import skill_then_game

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


@dataclass
class DuelFlow:
    """Where a duel stands: waiting for its player, its game on since ``started`` (scene ms), its final score
    shown since ``over``, then ``handed`` to the host. Pure: the scene carries out what it says."""

    mode: DuelMode
    started: float | None = None
    over: float | None = None
    handed: bool = False

    def status(self, cpu: bool) -> str:
        """For the controller: ``cpu`` (hands off), ``waiting`` for the player's first press, or ``on``."""
        return "cpu" if cpu else "waiting" if self.started is None else "on"

    def start(self, now: float, t: float) -> list[tuple[str, int, float]]:
        """The duel starts at scene time ``now``: the presses and releases (kind, cell, console ms) that switch
        the console on at the duel's skill and start its game at console time ``t``, as a person would."""
        self.started = now
        return skill_then_game(self.mode.skill, self.mode.game, t, gap_ms=60, hold_ms=40)

    def tick(self, now: float, cpu: bool, score_stands: bool, in_front: bool) -> str | None:
        """Per step: ``start`` when a computer's intro is over; ``hand over`` once the final score has stood
        for ``show_ms`` with the console in front (once); else None."""
        if self.started is None:
            return "start" if cpu and now >= self.mode.intro_ms else None
        if not score_stands or self.handed:
            return None
        if self.over is None:
            self.over = now
        elif now - self.over >= self.mode.show_ms and in_front:
            self.handed = True
            return "hand over"
        return None
