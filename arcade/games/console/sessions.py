"""One console session after another: what happens once a game is over (the replay saved, the high score
and its initials prompt), a fresh machine for the next session, a watched replay's verdict, and the attract
demo's next game.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from arcade.games.console import drive, labels, library
from arcade.games.console import replay as rp
from arcade.games.console.cpu import make_bot
from arcade.games.console.layout import CELL_OF_GAME, GAMES
from arcade.games.console.machine import Machine

if TYPE_CHECKING:
    from arcade.games.console.scene import ConsoleScene

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
def record(scene: ConsoleScene) -> None:
    """Once the game is over: save the replay, then the high score (a duel's score goes to its host)."""
    scene.recorded = True
    if scene.duel is not None:
        return  # a duel's score goes back to its host game (``duel_mode.duel_tick``), not to the tables
    m = scene.machine
    score = m.final_score
    assert score is not None
    if scene.on_finish is not None:
        scene.on_finish(score)
    if scene.replay is not None or scene.demo or scene.config.options.get("lesson"):
        return  # a watched replay, the demo and a lesson keep nothing
    replay = rp.from_machine(m, {"player": scene.player, "date": time.strftime("%Y-%m-%d %H:%M")})
    try:
        path = library.save_run(scene.app.store.root, replay)
        scene.last_saved = path.name
    except OSError as exc:
        scene.app.toast(f"The replay could not be saved ({exc}).")
    board = machine_board(m)
    if score <= 0 or board is None:
        return  # a run that scored nothing is not a high score
    if scene.app.stats.qualifies(board, score):
        scene.initials_due = True
    else:
        record_name(scene, scene.player)


def after_game_tick(scene: ConsoleScene) -> None:
    """Per step outside a duel: the initials prompt once the score stands, a replay's verdict, the demo."""
    m = scene.machine
    if scene.initials_due and (m.mode != "score" or m.phase == "off"):
        ask_initials(scene)
    if scene.replay is not None and scene.verified is None and m.final_score is not None:
        scene.verified = m.game_digest() == scene.replay.digest
    if scene.demo:
        demo_tick(scene)


def initials_first(scene: ConsoleScene) -> bool:
    """A high score still waits for its initials: ask now (True), before anything moves on from it."""
    if not scene.initials_due:
        return False
    ask_initials(scene)
    return True


def ask_initials(scene: ConsoleScene) -> None:
    from arcade.scenes.initials import InitialsScene

    scene.initials_due = False
    m = scene.machine
    if m.game_id is None or m.skill is None or m.final_score is None:
        return  # no game on this machine: nothing to enter
    scene.app.push(
        InitialsScene(
            scene.app,
            labels.high_score(m.game_id, m.skill, m.final_score),
            on_done=lambda name: record_name(scene, name, m),
        )
    )


def record_name(scene: ConsoleScene, name: str, m: Machine | None = None) -> None:
    """Enter the final score of ``m`` (default: the scene's machine) on its high-score board under ``name``."""
    from arcade.core.stats import SeatResult

    m = scene.machine if m is None else m
    board = machine_board(m)
    if not m.final_score or board is None:
        return
    scene.app.stats.record(board, [SeatResult(name, m.final_score, True, False)])


def fresh_machine(scene: ConsoleScene, t: float) -> None:
    """A game has been played on this machine: the next session gets a new machine (one replay each)."""
    old = scene.machine
    assert not scene.initials_due, "a high score is signed before the next session (``initials_first``)"
    scene.last_saved = None  # the replay-saved line leaves with its game
    scene.state = Machine(scene.seeds.randrange(1 << 31), max(t, old.now))
    scene.state.held = set(old.held)
    scene.recorded = False


# ---------------------------------------------------------------------- the attract demo
def demo_start(scene: ConsoleScene, t: float) -> None:
    """The demo's next game at console time ``t``: Skill 1, a game at random, a fresh duellist."""
    game = GAMES[scene.seeds.randrange(len(GAMES))]
    if scene.machine.final_score is not None:
        fresh_machine(scene, t)
    for at, cell in ((t, 1), (t + 450, CELL_OF_GAME[game])):
        drive.feed(scene, "press", cell, at)
        drive.feed(scene, "release", cell, at + 90)
    scene.bot = make_bot("fast", 0, scene.seeds.randrange(1 << 30))
    scene.bot.observe(scene.machine.view())


def demo_tick(scene: ConsoleScene) -> None:
    m = scene.machine
    if m.final_score is None or m.mode == "playing":
        return
    if scene.demo_next is None:
        scene.demo_next = m.now + DEMO_NEXT_GAME_MS
    elif m.now >= scene.demo_next:
        scene.demo_next = None
        demo_start(scene, m.now)
