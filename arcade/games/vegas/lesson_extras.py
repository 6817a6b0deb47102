"""Vegas Slot Machine 1973's second lesson ("Learn the extras", issue 37): the expansions and variations.

A solo game, seed 37, with variations I (a hand of four) and J (a four by three machine) and the Spin
Again expansion's variation A (the card lies in front of you, played at the end of a turn before the
draw), dealt by the seed (``VegasState.stacked`` with nothing stacked). You build the twelve cards
(always the card under the hand cursor, on the first space offered), play one card, spend Spin Again on
a second turn and play it. The other variations are told in short steps, grouped by what they change
(placement, the table, the hand, drawing, prizes, rounds), then Spin Again B and the Cumber expansion.
The lesson ends before the game does (nothing is recorded); the real game offered has the same extras.
"""

from __future__ import annotations

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.lessons import LEARNER, PLAY, Lesson, Step
from arcade.scenes.kit.frame import Frame

from .lesson import LESSON, _built, _choosing, parts, scene_class
from .picker import HAND, MENU
from .rules import VegasState
from .shown import ready_picker, table

SEED = 37
EXTRAS = {"spin": "A", "var_I": True, "var_J": True}  # as the lobby's switches set them
OPTIONS = {"mode": "solo", "rounds": 1, "date": "2026-01-01", **EXTRAS}
SPACES = 12  # variation J's machine


def seats() -> list[SeatConfig]:
    return [SeatConfig(LEARNER, "human", "", "keys_a")]


def build(app):
    from .lobby import engine_options

    config = LobbyConfig("vegas", seats(), {**OPTIONS, "lesson": True}, SEED)
    return scene_class()(app, config, state=VegasState.stacked((), 1, SEED, engine_options(OPTIONS)))


def real_game(app) -> LobbyConfig:
    """A real solo game with the same extras, newly dealt (today's date, as the lobby's)."""
    import datetime
    import random

    options = {"mode": "solo", "rounds": 1, "date": datetime.date.today().isoformat(), **EXTRAS}
    return LobbyConfig("vegas", seats(), options, random.randrange(1 << 30))


def _on_spin(frame: Frame) -> bool:
    """The end-of-turn menu's cursor is on Spin Again."""
    picker = ready_picker(frame)
    if picker is None or picker.step()[1] != MENU:
        return False
    cands = picker.step()[2]
    return getattr(cands[frame.ui.menu % len(cands)], "kind", "") == "spin"


def _spun(frame: Frame) -> bool:
    """Spin Again is spent and the second turn has begun (a card to pick)."""
    return not frame.view.front[0] and _choosing(HAND)(frame)


def _drawn(frame: Frame) -> bool:
    """The second turn is over: the hand is drawn back up to four."""
    return not frame.view.front[0] and table(frame).held is None and frame.view.hand_counts[0] == 4


def _build(text: str, upto: int, turns: int) -> Step:
    return Step(text, "machine", PLAY, "confirm", "build", _built(upto), keys=("confirm",) * (3 * turns))


STEPS = (
    Step("The extras: two expansions and variations A to U, each switched on in the lobby.", "machine"),
    Step("This game has two variations and one expansion. Variation I: your hand holds four cards.", "hand"),
    Step("Variation J: the machine is four wide and three high, so you build twelve cards.", "machine"),
    _build("Build as before: {confirm} picks, places and ends the turn. Build four cards.", 4, 4),
    _build("Eight more fill the machine: a payline is any three in a row, across, down or diagonal.", SPACES, 8),
    Step("Spin Again, variation A: your Spin Again card lies here, in front of you, not in your hand.", "prizes"),
    Step(
        "Play a card: press {confirm} to pick it and {confirm} to place it.",
        "hand",
        PLAY,
        "confirm",
        "play it",
        _choosing(MENU),
        keys=("confirm", "confirm"),
    ),
    Step(
        "Before you draw, you may spend Spin Again. Press {up} to choose it, then {confirm}: another turn!",
        "machine",
        PLAY,
        "confirm",
        "spin again",
        _spun,
        moves=("up", "down"),
        moving="choose Spin Again",
        ready=_on_spin,
        keys=("up", "confirm"),
    ),
    Step(
        "Your second turn: pick, place, and end it with {confirm}. Now you draw up to four.",
        "hand",
        PLAY,
        "confirm",
        "play",
        _drawn,
        keys=("confirm", "confirm", "confirm"),
    ),
    Step("Placement: A lets you cover a card of a pair, B counts ANY in a pair, G caps stacks at five.", "machine"),
    Step("F: you may not play on the card the player before you just played.", "machine"),
    Step("The table: C plays in teams, D builds two machines, P covers prizes while building.", "machine"),
    Step("Your hand: T deals bigger hands to later players, K discards one unseen, M plays from memory.", "hand"),
    Step("Drawing: L lays cards open to choose from, N discards one and draws two.", "deck"),
    Step("O: drawing is up to you, and the game ends with the deck; cards left in hand cost points.", "deck"),
    Step("Prizes: H takes away the hand's prize, R pays a bonus set for two alike, Q keeps one card.", "scorecard"),
    Step("Rounds: E gives everyone a start, S begins counter-clockwise, U races a timer.", "scorecard"),
    Step("Spin Again B: the cards are in the deck; play one after your draw. Three are a prize.", "deck"),
    Step("Cumber A: three Cumbers on a payline score 200. Cumber B: play one for a special move.", "scorecard"),
)

EXTRAS_LESSON = Lesson(
    game_id="vegas",
    title="LEARN THE EXTRAS",
    steps=STEPS,
    build=build,
    parts=parts,
    real_game=real_game,
    end_text="Those are the extras! Play a real solo game with Spin Again A, I and J?",
    keep_clear=("hand",),
    hint="The expansions and variations A-U: what each changes",
    reads_frame=True,
)

LESSONS = (LESSON, EXTRAS_LESSON)
