"""One console session after another: what is kept once a game is over (the replay saved, the high score
and its initials prompt: :class:`HighScores`), and the attract demo's running order (:func:`demo_presses`,
:func:`demo_due`).

The scene holds a :class:`HighScores` (made with the app: its statistics, its store and its messages),
answers the base's end hooks from it and puts the initials prompt up when it is due.
"""

from __future__ import annotations

import random
import time
from typing import Any

from arcade.core.stats import SeatResult
from arcade.games.console import labels, library
from arcade.games.console import replay as rp
from arcade.games.console.drive import skill_then_game
from arcade.games.console.layout import GAMES
from arcade.games.console.machine import Machine

DEMO_NEXT_GAME_MS = 4_000.0
# A high score's initials prompt (issue 25 #2) comes once the score stands steady on the lights (it has
# flashed with its beeps: the player has seen it), whatever the hands do meanwhile, and it cannot be
# skipped: a Skill button that would start the next session, or leaving, brings it up at once instead.
# Presses from before it appeared, and for its first moment, never reach it (``InitialsScene``).


def board_name(game: str, skill: int) -> str:
    """The high-score board of one console game at one skill."""
    return f"console:{game}:{skill}"


def machine_board(m: Machine) -> str | None:
    """The high-score board of the game on ``m`` (None before a game is chosen)."""
    if m.game_id is None or m.skill is None:
        return None
    return board_name(m.game_id, m.skill)


# ---------------------------------------------------------------------- after a game
class HighScores:
    """A finished run's replay and high score. A run that scored nothing is not a high score; one that makes
    the table waits (``initials_due``) to be signed with initials once its score has stood on the lights;
    any other goes in under the player's name at once."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.initials_due = False  # a high score waits for its initials prompt
        self.last_saved: str | None = None  # the file name of the last run kept, for the info panel

    def save_replay(self, m: Machine, player: str) -> None:
        """The run on ``m`` into the console's replay library (a message when it cannot be)."""
        replay = rp.from_machine(m, {"player": player, "date": time.strftime("%Y-%m-%d %H:%M")})
        try:
            self.last_saved = library.save_run(self.app.store.root, replay).name
        except OSError as exc:
            self.app.toast(f"The replay could not be saved ({exc}).")

    def enter(self, m: Machine, score: float, player: str) -> None:
        """The run's ``score`` on its board: signed later when it makes the table, else under ``player``."""
        board = machine_board(m)
        if board is None or score <= 0:
            return
        if self.app.stats.qualifies(board, score):
            self.initials_due = True
        else:
            self.record_name(player, m)

    def take_prompt(self, m: Machine) -> str | None:
        """The initials prompt's title for the final score of ``m`` (None: nothing to sign); the score no
        longer waits once its prompt is taken."""
        self.initials_due = False
        if m.game_id is None or m.skill is None or m.final_score is None:
            return None  # no game on this machine: nothing to enter
        return labels.high_score(m.game_id, m.skill, m.final_score)

    def record_name(self, name: str, m: Machine) -> None:
        """Enter the final score of ``m`` on its high-score board under ``name``."""
        board = machine_board(m)
        if not m.final_score or board is None:
            return
        self.app.stats.record(board, [SeatResult(name, m.final_score, True, False)])

    def next_session(self) -> None:
        """The next session begins: the replay-saved line leaves with its game."""
        assert not self.initials_due, "a high score is signed before the next session"
        self.last_saved = None


# ---------------------------------------------------------------------- the attract demo
def demo_game(seeds: random.Random) -> str:
    """The demo's next game, at random."""
    return GAMES[seeds.randrange(len(GAMES))]


def demo_presses(game: str, t: float) -> list[tuple[str, int, float]]:
    """Skill 1, then ``game``, pressed and let go from console time ``t`` (kind, cell, console ms)."""
    return skill_then_game(1, game, t, gap_ms=450, hold_ms=90)


def demo_due(m: Machine, next_at: float | None) -> tuple[bool, float | None]:
    """Whether the demo's next game starts now, and when it will: ``DEMO_NEXT_GAME_MS`` after the score of
    the game on ``m`` has stood."""
    if m.final_score is None or m.mode == "playing":
        return False, next_at
    if next_at is None:
        return False, m.now + DEMO_NEXT_GAME_MS
    if m.now >= next_at:
        return True, None
    return False, next_at
