"""One console session after another: what happens once a game is over (the replay saved, the high score
and its initials prompt), a fresh machine for the next session, a watched replay's verdict, and the attract
demo's next game.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from arcade.core.stats import SeatResult
from arcade.games.console import labels, library
from arcade.games.console import replay as rp
from arcade.games.console.bots import ReflexBot
from arcade.games.console.cpu import make_bot
from arcade.games.console.layout import CELL_OF_GAME, GAMES
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
class Sessions:
    """The scene's part that runs one session after another (mixed into ``ConsoleScene``)."""

    if TYPE_CHECKING:  # the rest of the scene (``ConsoleScene``), as the type checker sees it
        last_saved: str | None
        verified: bool | None
        demo_next: float | None
        initials_due: bool
        bot: ReflexBot | None

        def __getattr__(self, name: str) -> Any: ...

    # The base's end (``arcade.scenes.game_end``), as the console has it: one result, no sting (the score
    # show beeps on the lights), a high-score board per game and skill, the replay in the console's library.
    def keeps_result(self) -> bool:
        """A duel's score goes back to its host (``duel_mode.duel_tick``); a watched replay, the demo and a
        lesson keep nothing."""
        return self.duel is None and self.replay is None and not self.demo and not self.config.options.get("lesson")

    def end_sting(self) -> str | None:
        return None  # the console's end is its own score show, beeps and all

    def single_result(self) -> bool:
        return True  # one player's score against the high-score table

    def stats_board(self) -> str:
        return machine_board(self.machine) or "console"

    def enter_results(self, results: list[SeatResult]) -> None:
        """A run that scored nothing is not a high score; one that makes the table is signed with initials
        once its score has shown (``after_game_tick``); any other goes in under the player's name."""
        board = machine_board(self.machine)
        if board is None or results[0].score <= 0:
            return
        if self.app.stats.qualifies(board, results[0].score):
            self.initials_due = True
        else:
            self.record_name(self.player)

    def save_replay(self) -> None:
        """The run into the console's replay library (a message when it cannot be)."""
        replay = rp.from_machine(self.machine, {"player": self.player, "date": time.strftime("%Y-%m-%d %H:%M")})
        try:
            self.last_saved = library.save_run(self.app.store.root, replay).name
        except OSError as exc:
            self.app.toast(f"The replay could not be saved ({exc}).")

    def after_game_tick(self) -> None:
        """Per step outside a duel: the initials prompt once the score stands, a replay's verdict, the demo."""
        m = self.machine
        if self.initials_due and (m.mode != "score" or m.phase == "off"):
            self.ask_initials()
        if self.replay is not None and self.verified is None and m.final_score is not None:
            self.verified = m.game_digest() == self.replay.digest
        if self.demo:
            self.demo_tick()

    def initials_first(self) -> bool:
        """A high score still waits for its initials: ask now (True), before anything moves on from it."""
        if not self.initials_due:
            return False
        self.ask_initials()
        return True

    def ask_initials(self) -> None:
        from arcade.scenes.initials import InitialsScene

        self.initials_due = False
        m = self.machine
        if m.game_id is None or m.skill is None or m.final_score is None:
            return  # no game on this machine: nothing to enter
        self.app.push(
            InitialsScene(
                self.app,
                labels.high_score(m.game_id, m.skill, m.final_score),
                on_done=lambda name: self.record_name(name, m),
            )
        )

    def record_name(self, name: str, m: Machine | None = None) -> None:
        """Enter the final score of ``m`` (default: the scene's machine) on its high-score board under ``name``."""
        m = self.machine if m is None else m
        board = machine_board(m)
        if not m.final_score or board is None:
            return
        self.app.stats.record(board, [SeatResult(name, m.final_score, True, False)])

    def fresh_machine(self, t: float) -> None:
        """A game has been played on this machine: the next session gets a new machine (one replay each)."""
        old = self.machine
        assert not self.initials_due, "a high score is signed before the next session (``initials_first``)"
        self.last_saved = None  # the replay-saved line leaves with its game
        machine = Machine(self.seeds.randrange(1 << 31), max(t, old.now))
        machine.held = set(old.held)
        self.new_machine(machine)
        self.recorded = False

    # ---------------------------------------------------------------------- the attract demo
    def demo_start(self, t: float) -> None:
        """The demo's next game at console time ``t``: Skill 1, a game at random, a fresh duellist."""
        game = GAMES[self.seeds.randrange(len(GAMES))]
        if self.machine.final_score is not None:
            self.fresh_machine(t)
        for at, cell in ((t, 1), (t + 450, CELL_OF_GAME[game])):
            self.feed("press", cell, at)
            self.feed("release", cell, at + 90)
        bot = make_bot("fast", 0, self.seeds.randrange(1 << 30))
        bot.observe(self.machine.view())
        self.bot = bot

    def demo_tick(self) -> None:
        m = self.machine
        if m.final_score is None or m.mode == "playing":
            return
        if self.demo_next is None:
            self.demo_next = m.now + DEMO_NEXT_GAME_MS
        elif m.now >= self.demo_next:
            self.demo_next = None
            self.demo_start(m.now)
