"""Crash Line's lesson ("Learn to play", issue 37): a stacked deal played in the real scene, you against
Blinky (a Kid CPU, whose moves the stacked deck makes the same every time).

The deal (``CrashLine.stacked``, head start on): Blinky, going last, takes Neon Racer 9 as a head start.
Your first turn: Star Blaster 7 (safe), a 1-UP, Star Blaster 2 (a repeat: the 1-UP saves you), I GOT
NEXT! (you steal Blinky's Neon Racer 9), GLITCH! (two forced flips: Dungeon Dash 5, Halfpipe Hero 6), then
you cash in three machines. Blinky flips Turbo Fists 3, Neon Racer 2, Star Blaster 1 and cashes in at three
(the Kid's rule). Your second turn: Turbo Fists 8, then Turbo Fists 4: CRASH, and Blinky, with fewer
cards, takes the Turbo Fists 8 as a Hand-Me-Down. What it leaves out (PERFECT RUN, the deck running out,
Kid mode) is in docs/rules-decisions.md, "Crash Line: the lesson".
"""

from __future__ import annotations

import random

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.lessons import LEARNER, PLAY, WATCH, Lesson, Step
from arcade.scenes.kit.frame import Frame

from .layout import load_table
from .rules import PICK, STEAL, TURN, CrashLine

DECK = ("NR9", "SB7", "1-UP", "SB2", "I GOT NEXT!", "GLITCH!", "DD5", "HH6", "TF3", "NR2", "SB1", "TF8", "TF4")
SEED = 37
CPU_NAME = "Blinky"


def seats() -> list[SeatConfig]:
    return [SeatConfig(LEARNER, "human", "", "keys_a"), SeatConfig(CPU_NAME, "cpu", "Kid")]


def deal() -> CrashLine:
    """The lesson's game: the stacked deck above, the rest of the deck below it in a seeded shuffle."""
    return CrashLine.stacked(DECK, players=2, head_start=True, seed=SEED)


def build(app):
    """The game's own scene (as its GameInfo names it) on the lesson's deal."""
    from arcade.games import registry
    from arcade.games.info import resolve

    config = LobbyConfig("crashline", seats(), {"lesson": True}, SEED)
    return resolve(str(registry.get("crashline").scene))(app, config, state=deal())


def real_game(app) -> LobbyConfig:
    """A real game with the lesson's seats, newly dealt."""
    return LobbyConfig("crashline", seats(), {}, random.randrange(1 << 30))


def parts(frame: Frame) -> dict[str, tuple[int, int, int, int]]:
    """The named parts of the table a step may point at, where the painters draw them (from the frame:
    the FLIP and CASH IN buttons while a person's turn shows them)."""
    from .prompt import button_rects

    layout, view = load_table(), frame.view
    out: dict[str, tuple[int, int, int, int]] = {
        "deck": layout.deck,
        "discard": layout.discard,
        "line": layout.line,
        "prompt": layout.prompt,
    }
    for seat, rect in enumerate(layout.panels(view.players)):
        out[f"panel{seat}"] = rect
    if view.phase == TURN and not frame.is_cpu(view.turn_seat):
        for kind, box in button_rects(view, layout).items():
            out[kind] = (box.x, box.y, box.w, box.h)
    return out


def _flips(n: int):
    return lambda frame: frame.view.phase == TURN and frame.view.turn_seat == 0 and frame.view.flips >= n


def _forced(n: int):
    return lambda frame: frame.view.phase == TURN and frame.view.flips > 4 and frame.view.forced == n


STEPS = (
    Step("Welcome to Crash Line! Flip cards into your Play Line, and stop while you are ahead.", "line"),
    Step("Blinky plays last, so Blinky got a head start: one card in the score pile.", "panel1"),
    Step("Your turn. Press {up} to flip the top card of the deck.", "deck", PLAY, "up", "flip", _flips(1)),
    Step("A new machine is safe. Push your luck: flip again!", "line", PLAY, "up", "flip", _flips(2)),
    Step(
        "A 1-UP! It stays in your line and saves you from one crash. Flip again.", "line", PLAY, "up", "flip", _flips(3)
    ),
    Step(
        "A second Star Blaster means CRASH, but your 1-UP took the hit. Flip again.",
        "line",
        PLAY,
        "up",
        "flip",
        lambda frame: frame.view.phase == STEAL,
    ),
    Step(
        "I GOT NEXT! Steal a machine card from a rival's score pile. Take Blinky's Neon Racer 9.",
        "panel1",
        PLAY,
        "confirm",
        "steal",
        lambda frame: frame.view.phase == TURN and frame.view.flips == 4,
    ),
    Step(
        "A stolen card goes straight to your score pile: no crash can touch it. Flip again.",
        "panel0",
        PLAY,
        "up",
        "flip",
        _forced(2),
    ),
    Step(
        "GLITCH! Blow the cartridge! Now you must flip 2 more cards before you may cash in.",
        "prompt",
        PLAY,
        "up",
        "flip",
        _forced(1),
    ),
    Step("One more flip you must make.", "prompt", PLAY, "up", "flip", lambda frame: frame.view.flips >= 7),
    Step(
        "Three machines: now about 1 flip in 2 would crash you. Cash in to keep your cards.",
        "cash",
        PLAY,
        "down",
        "cash in",
        lambda frame: frame.view.turn_seat == 1,
    ),
    Step(
        "Your cards are safe in your score pile. Now Blinky takes a turn.",
        "panel1",
        WATCH,
        doing="Blinky is playing",
        done=lambda frame: frame.view.turn_seat == 0 and frame.view.phase == TURN,
    ),
    Step("Your turn again. Flip!", "deck", PLAY, "up", "flip", _flips(1)),
    Step(
        "One machine: about 1 flip in 6 crashes. Push your luck once more!",
        "line",
        PLAY,
        "up",
        "flip",
        lambda frame: frame.view.phase == PICK or frame.view.turn_seat != 0,
    ),
    Step(
        "CRASH! Turbo Fists twice: your line is lost. Blinky has fewer cards, so takes one of them.",
        "panel1",
        WATCH,
        doing="Blinky is picking",
        done=lambda frame: frame.view.phase == TURN and frame.view.turn_seat == 1,
    ),
    Step("Scoring: your best card of each machine scores its number, and every extra card scores 1.", "panel0"),
)

LESSON = Lesson(
    game_id="crashline",
    title="LEARN TO PLAY",
    steps=STEPS,
    build=build,
    parts=parts,
    real_game=real_game,
    end_text="That is Crash Line! Most points wins. Play a real game against Blinky?",
    reads_frame=True,
)
