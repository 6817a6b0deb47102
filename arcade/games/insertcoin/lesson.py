"""Insert Coin to Play's lesson ("Learn to play", issue 37): an arranged game played in the real scene, you
against Bit (a Kid CPU, which draws on its own GamePad only in the steps that let it).

The deal (``InsertCoin.arranged``, past the keep phase): your Levels are Space Ship, Power Cherry and
Ultra Robot, the Power Cherry already filled but for four squares that make an L; Bit's are Power Cherry,
Magic Shield and White Skull. The first cards flipped: Space Ship (I3 / I4: you draw the I3 where the
ghost starts), Demon King (I3 / L4: you switch to the L, jump to the Power Cherry, turn the L a quarter,
move it onto the empty squares and complete the Level; its power fills 3 squares), then Alien Invader.
The rest of the deck lies below in the seed's shuffle. Lives, Coins, the GAME OVER cards and the scoring
are told, not played; the lesson ends before the game does (nothing is recorded).
"""

from __future__ import annotations

import random

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.lessons import LEARNER, PLAY, Lesson, Step
from arcade.scenes.kit.frame import Frame

from .controls import Ghost
from .pieces import mask_of
from .rules import InsertCoin
from .shapes import load_catalog

SEED = 37
CPU_NAME = "Bit"
LEVELS = ((4, 26, 0), (28, 18, 12))  # card ids: your Space Ship, Power Cherry, Ultra Robot; Bit's three
TOP = (6, 9, 24, 13, 15)  # Space Ship (I3/I4), Demon King (I3/L4), Alien Invader, White Skull, Kabuki Love
GAP = ((0, 2), (1, 2), (2, 2), (0, 3))  # the Power Cherry's empty squares: an L turned a quarter
L_AT = (1, 0, 2, 1)  # where the L fits them: Level 2, square (0, 2), the L's second turn


def seats() -> list[SeatConfig]:
    return [SeatConfig(LEARNER, "human", "", "keys_a"), SeatConfig(CPU_NAME, "cpu", "Kid")]


def deal() -> InsertCoin:
    """The lesson's game: the arranged Levels and first cards above, the rest of the deck below them in the
    seed's shuffle."""
    cherry = load_catalog().shapes["power_cherry"].mask
    filled = [[0, cherry & ~mask_of(GAP), 0], [0, 0, 0]]
    return InsertCoin.arranged([list(lv) for lv in LEVELS], TOP, seed=SEED, filled=filled)


def build(app):
    """The game's own scene (as its GameInfo names it) on the lesson's deal."""
    from arcade.games import registry
    from arcade.games.info import resolve

    config = LobbyConfig("insertcoin", seats(), {"lesson": True}, SEED)
    return resolve(str(registry.get("insertcoin").scene))(app, config, state=deal())


def real_game(app) -> LobbyConfig:
    """A real game with the lesson's seats, newly dealt."""
    return LobbyConfig("insertcoin", seats(), {}, random.randrange(1 << 30))


def parts(frame: Frame) -> dict[str, tuple[int, int, int, int]]:
    """The named parts of the screen a step may point at, where the painters draw them for ``frame``."""
    from . import layout as L
    from .choices import CHOICE_H
    from .controls import tools_for

    def below_top(rect: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
        x, y, w, h = rect  # the top bar's pieces touch the screen's top: their highlight stays on it
        top = max(y, 10)
        return (x, top, w, y + h - top)

    out: dict[str, tuple[int, int, int, int]] = {
        "card": below_top(L.CARD_RECT),
        "symbols": below_top(L.SYMBOLS_RECT),
        "deck": (20, 38, 340, 54),  # "Card n of 30" and the GAME OVER cards flipped
    }
    for seat, lay in enumerate(L.layouts(len(frame.seats))):
        out[f"sheet{seat}"] = lay.rect
        for level in range(3):
            out[f"level{seat}-{level}"] = lay.level_rect(level)
        x, y, w, h = lay.info
        out[f"lives{seat}"] = (x, y + 55, 115, 14)  # the Lives and Coins row (sheets.draw_info)
        n = len(tools_for(frame.view, seat))
        if n:
            top = y + h - n * CHOICE_H - 20
            out[f"choices{seat}"] = (x, top, w - 4, n * CHOICE_H + 18)
    return out


def _cursor(frame: Frame) -> Ghost:
    return frame.ui.cursor(0)


def _fill_owed(frame: Frame) -> bool:
    tasks = frame.view.tasks[0]
    return bool(tasks) and tasks[0][0] == "fill"


STEPS = (
    Step("Welcome to Insert Coin to Play! Each turn a card is flipped, and everyone uses it at once.", "card"),
    Step("Your GamePad: three Levels, each a pixel-art shape. Fill a whole shape to complete it.", "sheet0"),
    Step("The card's two symbols: each turn, draw one of them, turned any way, in one of your shapes.", "symbols"),
    Step(
        "The ghost shows where the I3 would go. Press {confirm} to try it there.",
        "level0-0",
        PLAY,
        "confirm",
        "try it",
        lambda frame: _cursor(frame).staged is not None,
    ),
    Step(
        "It fits. Press {confirm} again to draw it for good. Bit draws on its own GamePad.",
        "level0-0",
        PLAY,
        "confirm",
        "draw it",
        lambda frame: frame.view.flips >= 2,
        cpus=True,
    ),
    Step(
        "A new card. Press {back} to switch to its other symbol, the L.",
        "choices0",
        PLAY,
        "back",
        "switch",
        lambda frame: _cursor(frame).tool == 1,
    ),
    Step(
        "Press {next} to jump the ghost to your next shape: the Power Cherry, nearly done.",
        "level0-1",
        PLAY,
        "next",
        "jump",
        lambda frame: _cursor(frame).level == 1,
    ),
    Step(
        "The L fits the empty squares turned. Press {alt} to turn it a quarter.",
        "level0-1",
        PLAY,
        "alt",
        "turn it",
        lambda frame: _cursor(frame).orient == L_AT[3],
    ),
    Step(
        "Move it onto the empty squares with the arrows, then press {confirm} twice.",
        "level0-1",
        PLAY,
        "confirm",
        "draw it",
        _fill_owed,
        moves=("left", "right", "up", "down"),
        moving="move it onto the empty squares",
        ready=lambda frame: (lambda c: (c.level, c.x, c.y, c.orient) == L_AT)(_cursor(frame)),
        keys=("left", "left", "down", "confirm", "confirm"),
        cpus=True,
    ),
    Step("Level complete! Power Cherry scores 10 points, and its power lets you fill any 3 squares.", "level0-1"),
    Step(
        "The ghost is one square now. Press {confirm} twice for each square, three times.",
        "level0-0",
        PLAY,
        "confirm",
        "fill",
        lambda frame: frame.view.flips >= 3,
        keys=("confirm",) * 6,
        cpus=True,
    ),
    Step("No good place for a symbol? Lose a Life instead, and fill just one square.", "lives0"),
    Step("Out of Lives, you insert a Coin for 3 more. At the end each Coin scores 3, each Life 1.", "lives0"),
    Step("Two GAME OVER cards hide in the deck. Each costs a Coin unless you completed enough Levels.", "deck"),
    Step("The game ends when someone completes all 3 Levels, or the deck runs out.", "deck"),
    Step("Scoring: each shape scores its points minus 1 per empty square in it, never below 0.", "sheet0"),
)

LESSON = Lesson(
    game_id="insertcoin",
    title="LEARN TO PLAY",
    steps=STEPS,
    build=build,
    parts=parts,
    real_game=real_game,
    end_text="That is Insert Coin to Play! Most points wins. Play a real game against Bit?",
    keep_clear=("choices0",),
    reads_frame=True,
)
