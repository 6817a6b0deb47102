"""One console session after another: what happens once a game is over (the replay saved, the high score
and its initials prompt), a fresh machine for the next session, a watched replay's verdict, and the attract
demo's next game.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from arcade.games.console import drive, labels, library
from arcade.games.console import replay as rp
from arcade.games.console.bots import ReflexBot
from arcade.games.console.layout import CELL_OF_GAME, GAMES
from arcade.games.console.machine import Machine

if TYPE_CHECKING:
    from arcade.games.console.scene import ConsoleScene

DEMO_NEXT_GAME_MS = 4_000.0
INITIALS_QUIET_MS = 700.0
"""The high-score prompt comes up once the game's lights have gone out and no console button has been
pressed for this long (and none is held), so it does not spring up under a hand still pressing buttons.
It comes while the score is shown, when the console takes no new session anyway; a player who starts
one (a Skill button once the score stands) before it came has the score entered under their name."""


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
    if scene.replay is not None or scene.demo:
        return
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
    """Per step outside a duel: the initials prompt once the hands are still, a replay's verdict, the demo."""
    m = scene.machine
    if (
        scene.initials_due
        and m.mode == "score"
        and m.phase != "lights_out"
        and not m.held
        and m.now - scene.last_press >= INITIALS_QUIET_MS
    ):
        scene.initials_due = False
        ask_initials(scene)
    if scene.replay is not None and scene.verified is None and m.final_score is not None:
        scene.verified = m.game_digest() == scene.replay.digest
    if scene.demo:
        demo_tick(scene)


def ask_initials(scene: ConsoleScene) -> None:
    from arcade.scenes.initials import InitialsScene

    m = scene.machine
    if m.game_id is None or m.skill is None or m.final_score is None:
        return  # no game on this machine: nothing to enter
    scene.app.push(
        InitialsScene(
            scene.app,
            labels.high_score(m.game_id, m.skill, m.final_score),
            on_done=lambda name: record_name(scene, name),
        )
    )


def record_name(scene: ConsoleScene, name: str) -> None:
    """Enter the machine's final score on its high-score board under ``name``."""
    from arcade.core.stats import SeatResult

    m = scene.machine
    board = machine_board(m)
    if not m.final_score or board is None:
        return
    scene.app.stats.record(board, [SeatResult(name, m.final_score, True, False)])


def fresh_machine(scene: ConsoleScene, t: float) -> None:
    """A game has been played on this machine: the next session gets a new machine (one replay each)."""
    old = scene.machine
    if scene.initials_due:
        # The player moved on before the initials prompt came up: the score goes in under their name.
        scene.initials_due = False
        record_name(scene, scene.player)
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
    scene.bot = ReflexBot(200, seed=scene.seeds.randrange(1 << 30))
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
