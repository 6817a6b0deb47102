"""Console Free Play's lesson ("Learn to play", issue 37): the four reflex games on the numpad and the score
lights, played on the real console scene.

The console's machine runs on an exact millisecond clock and depends only on its seed and the times of its
inputs (:mod:`.machine`), so each game's play step scripts its presses and releases with their times
(``Step.timed``, from the step's start): ``python -m arcade.lesson console --check`` and the tests play the
same run every time. The scripts were made once by a reaction-time duellist (:mod:`.bots`, 250 ms, no
slips) that stops trying after a few points, so each game ends by itself soon after. Every game is played
at Skill 1. Nothing is recorded: no replay, no high score.
"""

from __future__ import annotations

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.lessons import LEARNER, PLAY, Lesson, Step
from arcade.scenes.kit.frame import Frame

from .layout import ALIEN_RAIDERS, NUMPAD_ACTION_TO_CELL, RATTLER, RUN_AMUK, SNEAK_ATTACK
from .shown import layout, shown

SEED = 37
BUTTONS = ("b7", "b8", "b9", "b4", "b5", "b6", "b1", "b2", "b3")
GAME_KEY = {ALIEN_RAIDERS: "b1", RUN_AMUK: "b4", SNEAK_ATTACK: "b6", RATTLER: "b3"}
ACCEPT = "b5"  # a play step's accepted button (the middle); the other eight are its moves


def seats() -> list[SeatConfig]:
    return [SeatConfig(LEARNER, "human", "", "keys_a")]


def build(app):
    """The game's own scene, as its GameInfo starts it, on the lesson's seed."""
    from arcade.games import registry

    return registry.get("console").start(app, LobbyConfig("console", seats(), {"lesson": True}, SEED))


def real_game(app) -> LobbyConfig:
    """Free play on the console, as the lobby starts it (a new seed)."""
    import random

    return LobbyConfig("console", seats(), {}, random.randrange(1 << 30))


def _box(rect) -> tuple[int, int, int, int]:
    return (rect.x, rect.y, rect.w, rect.h)


def parts(frame: Frame) -> dict[str, tuple[int, int, int, int]]:
    """The console (all of it), its lights, its buttons, the Skill row, each button by its numpad key
    (``b1``..``b9``), and the top of the panel beside it (the game, the score spelled out): the same on
    every frame."""
    lay = layout()
    skill = [lay.buttons[c] for c in (1, 2, 3)]
    out = {
        "console": _box(lay.console),
        "lights": _box(lay.screen),
        "buttons": _box(lay.panel),
        "skill": _box(skill[0].unionall(skill[1:])),
        "panel": (lay.info.x + 10, lay.info.y + 10, lay.info.w - 20, 250),
    }
    for key, cell in NUMPAD_ACTION_TO_CELL.items():
        out[key] = _box(lay.buttons[cell])
    return out


def _ready(frame: Frame) -> bool:
    v = frame.view
    return v.mode == "ready" and v.skill == 1


def _playing(game: str):
    def done(frame: Frame) -> bool:
        v = frame.view
        return v.mode == "playing" and v.game == game

    return done


def _over(game: str):
    def done(frame: Frame) -> bool:
        v = frame.view
        return v.game == game and v.mode == "score" and shown(frame).phase == "off"  # the score stands steady

    return done


def _start(game: str, name: str) -> Step:
    key = GAME_KEY[game]
    return Step(
        f"Press {{b7}} for Skill 1, the slowest, then {{{key}}} to start {name}.",
        key,
        PLAY,
        key,
        f"start {name}",
        _playing(game),
        moves=("b7",),
        moving="choose Skill 1",
        ready=_ready,
        keys=("b7", key),
    )


def _play(game: str, text: str, timed: tuple[tuple[float, str, bool], ...]) -> Step:
    return Step(
        text,
        "lights",
        PLAY,
        ACCEPT,
        "press",
        _over(game),
        moves=tuple(b for b in BUTTONS if b != ACCEPT),
        moving="press",
        timed=timed,
    )


# The scripted runs (ms from the step's start, button, pressed): see the module's docstring.
ALIEN_RUN: tuple[tuple[float, str, bool], ...] = (
    (947.163, "b9", True),
    (1007.163, "b9", False),
    (1534.791, "b8", True),
    (1594.791, "b8", False),
    (2076.511, "b8", True),
    (2136.511, "b8", False),
    (2652.297, "b8", True),
    (2712.297, "b8", False),
)
RUN_AMUK_RUN: tuple[tuple[float, str, bool], ...] = (
    (2107.19, "b3", True),
    (2167.19, "b3", False),
    (3838.906, "b7", True),
    (3898.906, "b7", False),
    (4700.664, "b8", True),
    (4760.664, "b8", False),
)
SNEAK_RUN: tuple[tuple[float, str, bool], ...] = (
    (1855.458, "b7", True),
    (3235.255, "b7", False),
    (4162.708, "b7", True),
    (5477.034, "b7", False),
    (6237.552, "b7", True),
    (8860.628, "b7", False),
)
RATTLER_RUN: tuple[tuple[float, str, bool], ...] = (
    (950.419, "b9", True),
    (1010.419, "b9", False),
    (1162.047, "b6", True),
    (1222.047, "b6", False),
    (1350.767, "b3", True),
    (1410.767, "b3", False),
    (2353.552, "b9", True),
    (2413.552, "b9", False),
)

STEPS = (
    Step("Welcome to the Arcade Machine: four reflex games on nine lights and nine buttons.", "console"),
    Step(
        "The buttons lie as on your numpad: {b7} {b8} {b9} along the top. Each matches the light in its spot.",
        "buttons",
    ),
    Step("Every game starts the same way: a Skill button, 1 to 3, then the game's own button.", "skill"),
    _start(ALIEN_RAIDERS, "Alien Raiders"),
    _play(
        ALIEN_RAIDERS,
        "An alien lights up in the top row: zap it with the button in its spot, before it drops.",
        ALIEN_RUN,
    ),
    Step("Game over. The lights now show numbers 1 to 9: add the lit ones for your score.", "lights"),
    Step("The panel beside the console spells the sum out too: the game, the skill and the score.", "panel"),
    _start(RUN_AMUK, "Run Amuk"),
    _play(
        RUN_AMUK,
        "You are the steady light; the monster blinks. Press any other button to jump there.",
        RUN_AMUK_RUN,
    ),
    Step("Your score is how many moves the monster made before it caught you.", "lights"),
    _start(SNEAK_ATTACK, "Sneak Attack"),
    _play(
        SNEAK_ATTACK,
        "Two lights show a missile's straight line. Press and hold the third spot before it lights.",
        SNEAK_RUN,
    ),
    _start(RATTLER, "Rattler"),
    _play(RATTLER, "Zap the snake's blinking tail, wherever it is; the next segment then blinks.", RATTLER_RUN),
    Step("Over 45, the whole board flashes once for each 45 first. Skill 2 and 3 run faster.", "lights"),
)

LESSON = Lesson(
    game_id="console",
    title="LEARN TO PLAY",
    steps=STEPS,
    build=build,
    parts=parts,
    real_game=real_game,
    end_text="That is the Arcade Machine! Play on freely and chase the high scores?",
    keep_clear=("console",),
    reads_frame=True,
)
