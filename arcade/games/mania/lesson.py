"""Electronic Arcade Mania's lesson ("Learn to play", issue 37): one turn of a three-player game, played in
the real scene, with a challenge, a secret bet and a duel on the console.

The deal (``Mania.arranged``, seed 37): you own Alien Raiders and hold one event card (Cancel Loss, which
never asks a duellist anything), Nova owns Rattler and Bolt Sneak Attack; the pawns stand on START and the
seed's red die shows 6. You roll and land on ANY GAME / ANY PLAYER (limit 5), challenge Nova at Alien
Raiders, Bolt bets in secret, and the duel is played on the console, which the game opens over the board
(``GameScene.open_over``: inside a lesson the lesson shows it, so its steps go on over the console). You
play first, as the Challenger; Nova's game is watched; then the result is paid. The lesson ends before the
game does (nothing is recorded).
"""

from __future__ import annotations

from functools import cache

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.lessons import LEARNER, PLAY, WATCH, Lesson, Step

from . import duel_result
from .cards import CANCEL_LOSS
from .controller import challenge_axes
from .screen import ManiaFrame

SEED = 37
ARRANGE_SEED = 4  # the arranged game's dice: the red die shows 6 for your first roll
OWNED = ("alien_raiders", "rattler", "sneak_attack")
NOVA, BOLT = 1, 2
GAME = "alien_raiders"
ROW_BUTTONS = ("b7", "b8", "b9", "b4", "b5", "b6", "b1", "b2", "b3")


def seats() -> list[SeatConfig]:
    return [
        SeatConfig(LEARNER, "human", "", "keys_a"),
        SeatConfig("Nova", "cpu", "Rookie"),
        SeatConfig("Bolt", "cpu", "Rookie"),
    ]


def deal():
    """The lesson's game: the slides owned, your one card, the seeded dice (your roll is a 6)."""
    from .rules import Mania

    return Mania.arranged(OWNED, 0, hands=[[CANCEL_LOSS], [], []], seed=ARRANGE_SEED)


def build(app):
    """The game's own scene (as its GameInfo names it) on the lesson's deal."""
    from arcade.games import registry
    from arcade.games.info import resolve

    config = LobbyConfig("mania", seats(), {"lesson": True}, SEED)
    return resolve(str(registry.get("mania").scene))(app, config, state=deal())


def real_game(app) -> LobbyConfig:
    """A real game with the lesson's three seats, newly dealt."""
    import random

    return LobbyConfig("mania", seats(), {}, random.randrange(1 << 30))


def _box(rect) -> tuple[int, int, int, int]:
    return (rect.x, rect.y, rect.w, rect.h)


def parts(frame) -> dict[str, tuple[int, int, int, int]]:
    """The named parts a step may point at, from the frame (the board's, or the console's while it shows):
    on the board (the board, the roll prompt, a choice box, each seat's panel, the duel box, the duel's
    result) and on the console (its lights, its buttons, the top row of each, the duel card). ``duel`` is
    the duel box on the board and the duel card on the console."""
    if _on_console(frame):
        return _console_parts()
    from . import boardart, boxes, panels, table

    view, showing = frame.view, frame.showing
    out = {"board": _box(table.BOARD_AREA.inflate(-24, -24)), "log": _box(table.LOG_RECT.inflate(-24, -8))}
    for seat in range(view.players):
        out[f"seat{seat}"] = _box(panels.seat_rect(seat).inflate(-24, -4))
    if showing.roller is not None:
        out["roll"] = _box(boxes.ROLL_RECT)
    if showing.asked is not None:
        out["choice"] = _box(boxes.choice_rect(view))
    if view.duel is not None:
        fit = boardart.Fit.into(view.board, table.BOARD_AREA)
        out["duel"] = _box(fit.rect(dict(view.board.ui)["duel"]))
    if showing.result_waits:
        out["result"] = _box(duel_result.CARD_RECT)
    return out


@cache
def _console_parts() -> dict[str, tuple[int, int, int, int]]:
    from arcade.games.console.duel_screen import load_layout  # the duel seam: the console panel it is played on

    lay = load_layout()
    top = [lay.lights[c] for c in (1, 2, 3)]
    keys = [lay.buttons[c] for c in (1, 2, 3)]
    return {
        "lights": _box(lay.screen),
        "buttons": _box(lay.panel),
        "top_row": _box(top[0].unionall(top[1:])),
        "top_buttons": _box(keys[0].unionall(keys[1:])),
        "duel": _box(lay.info.inflate(-20, -20)),
    }


def _on_console(frame) -> bool:
    """The duel's console shows (its frame: no board on it)."""
    return not isinstance(frame, ManiaFrame)


def _challenging(frame) -> bool:
    return not _on_console(frame) and frame.view.phase == "challenge"


def _aimed(frame) -> bool:
    """The challenge's cursors are on Alien Raiders and Nova."""
    games, defenders = challenge_axes(frame.view)
    c = frame.ui
    return games[c.ch_game % len(games)] == GAME and defenders[c.ch_defender % len(defenders)] == NOVA


def _started(frame) -> bool:
    """The person's console game has been started (the console is on)."""
    return _on_console(frame) and frame.view.mode != "off"


def _played(seat: int):
    def done(frame) -> bool:
        duel = None if _on_console(frame) else frame.view.duel
        return duel is not None and seat in duel.raw

    return done


def _result_up(frame) -> bool:
    return not _on_console(frame) and frame.showing.result_waits


def _paid(frame) -> bool:
    if _on_console(frame):
        return False
    return not frame.showing.result_waits and not frame.showing.held and frame.view.turn > 1


STEPS = (
    Step(
        "Welcome to Electronic Arcade Mania! Move round the board, duel on the console, and end with the most chips.",
        "board",
    ),
    Step("Your panel: your chips, your Game Slide (you own Alien Raiders) and your event card, kept secret.", "seat0"),
    Step(
        "Your turn. Press {confirm} to roll the red die: your pawn moves that many spaces.",
        "roll",
        PLAY,
        "confirm",
        "roll",
        _challenging,
        cpus=True,
    ),
    Step(
        "A 6: ANY GAME / ANY PLAYER. Here you choose the console game and whom to duel.",
        "choice",
    ),
    Step(
        "{left}/{right} picks the game, {up}/{down} the opponent. Challenge Nova at Alien Raiders.",
        "choice",
        PLAY,
        "confirm",
        "challenge",
        lambda frame: not _challenging(frame),
        moves=("left", "right", "up", "down"),
        moving="choose Alien Raiders and Nova",
        ready=_aimed,
        keys=("right", "right", "confirm"),
    ),
    Step(
        "Bolt is not in the duel, so Bolt bets in secret on its winner, up to the space's limit of 5.",
        "seat2",
        WATCH,
        doing="Bolt bets, then the console comes up",
        done=_on_console,
    ),
    Step("You are the Challenger, so you play first. The black die gave your skill level.", "duel"),
    Step(
        "Aliens light up in the top row: zap each with the button in the same spot, {b7}, {b8} or {b9}. "
        "A missed alien drops; when one reaches the bottom, your game ends.",
        "top_row",
    ),
    Step(
        "Press {b8} to switch the console on and start your game.",
        "top_buttons",
        PLAY,
        "b8",
        "start",
        _started,
    ),
    Step(
        "Zap! Each alien with the button in its spot.",
        "buttons",
        PLAY,
        "b8",
        "zap",
        _played(0),
        moves=tuple(b for b in ROW_BUTTONS if b != "b8"),
        moving="zap",
    ),
    Step(
        "Now Nova plays the same game. The higher score wins; a tie goes to the Defender.",
        "duel",
        WATCH,
        doing="Nova plays",
        done=_result_up,
    ),
    Step(
        "The winner takes the limit, 5 chips, from the bank. Press {confirm} to settle the bets.",
        "result",
        PLAY,
        "confirm",
        "go on",
        _paid,
        cpus=True,
    ),
    Step("Bets are shown now: the bank pays a bet on the winner, and keeps a bet on the loser.", "seat2"),
    Step(
        "Land on your own game, or pass a white arrow, and you draw an event card. Each says when it plays.",
        "seat0",
    ),
    Step("COLLECT spaces pay chips with no duel. Reaching FINISH pays 10 and ends the game.", "board"),
)

LESSON = Lesson(
    game_id="mania",
    title="LEARN TO PLAY",
    steps=STEPS,
    build=build,
    parts=parts,
    real_game=real_game,
    end_text="That is Electronic Arcade Mania! Play a real game against Nova and Bolt?",
    keep_clear=("choice", "roll", "result", "lights", "buttons"),
    reads_frame=True,
)
