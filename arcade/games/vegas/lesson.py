"""Vegas Slot Machine 1973's lesson ("Learn to play", issue 37): a stacked solo game of the base game (no
expansion, no variation) played in the real scene.

The deal (``VegasState.stacked``): your hand Cherries, Plums, Lemons. You build the Plums in the middle,
then (always the card under the hand cursor, the second, on the first space the cursor offers) Lemons,
Bells, Cherries, Oranges, Oranges, Seven, Lemons, Bar round it: a full machine with one pair, the Oranges
either side of the middle. Your hand is then Cherries, Bells, Oranges: you play the Oranges on the middle
Plums for a prize; the Plums show again, Bells and Cherries refill the empty spaces and you draw Lemons.
The rest of the deck lies below in the seed's shuffle. Placement rules, ANY, Shields, a prize in hand and
the end are told, not played; the lesson ends before the game does (nothing is recorded).
"""

from __future__ import annotations

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.lessons import LEARNER, PLAY, Lesson, Step
from arcade.scenes.kit.frame import Frame

from .components import BAR, BELL, CHERRY, LEMON, ORANGE, PLUM, SEVEN
from .picker import CELL
from .rules import VegasState
from .shown import ready_picker, table

SEED = 37
OPTIONS = {"mode": "solo", "rounds": 1, "date": "2026-01-01"}  # the base game: no expansion, no variation
TOP = (
    *(CHERRY, PLUM, LEMON),  # the deal
    *(BELL, CHERRY, ORANGE, ORANGE, SEVEN, LEMON, BAR, BELL, ORANGE),  # drawn while building
    *(BELL, CHERRY, LEMON),  # the refill after the prize, and the draw
)
MIDDLE = 4  # the machine's spaces are 0-8, row by row


def seats() -> list[SeatConfig]:
    return [SeatConfig(LEARNER, "human", "", "keys_a")]


def deal() -> VegasState:
    """The lesson's game: the stacked top of the deck above, the rest below it in the seed's shuffle."""
    return VegasState.stacked(TOP, 1, SEED, OPTIONS)


def scene_class():
    """The game's own scene, as its GameInfo names it."""
    from arcade.games import registry
    from arcade.games.info import resolve

    return resolve(str(registry.get("vegas").scene))


def build(app):
    config = LobbyConfig("vegas", seats(), {**OPTIONS, "lesson": True}, SEED)
    return scene_class()(app, config, state=deal())


def real_game(app) -> LobbyConfig:
    """A real solo game of the base game, newly dealt (today's date, as the lobby's)."""
    import datetime
    import random

    options = {"mode": "solo", "rounds": 1, "date": datetime.date.today().isoformat()}
    return LobbyConfig("vegas", seats(), options, random.randrange(1 << 30))


def parts(frame: Frame) -> dict[str, tuple[int, int, int, int]]:
    """The named parts of the table a step may point at, where the painters draw them (from the frame; a
    solo game's side panel: the score line, your prizes, the deck, the score card)."""
    import pygame

    from .machine import HAND_AREA, SIDE, rects_of

    def box(rect: pygame.Rect) -> tuple[int, int, int, int]:
        return (rect.x, rect.y, rect.w, rect.h)

    cells = [pygame.Rect(r) for r in rects_of(frame.view.geo)]
    out: dict[str, tuple[int, int, int, int]] = {"machine": box(cells[0].unionall(cells[1:]))}
    for pos, rect in enumerate(cells):
        out[f"space{pos}"] = box(rect)
    out["hand"] = box(HAND_AREA)
    held = frame.view.hand_counts[0]
    n = max(1, held)
    ch = HAND_AREA.h - 48
    cw = min(int(ch / 1.28), (HAND_AREA.w - 200) // n - 10)
    ch = int(cw * 1.28)
    for i in range(held):
        out[f"card{i}"] = (HAND_AREA.x + 16 + i * (cw + 10), HAND_AREA.bottom - ch - 8, cw, ch)
    out["prizes"] = (SIDE.x + 8, SIDE.y + 48, SIDE.w - 16, 40)
    out["deck"] = (SIDE.x + 16, SIDE.y + 92, 180, 76)
    out["scorecard"] = (SIDE.x + 10, SIDE.y + 182, SIDE.w - 20, 240)
    return out


def _choosing(kind: str):
    def done(frame: Frame) -> bool:
        picker = ready_picker(frame)
        return table(frame).held is None and picker is not None and picker.step()[1] == kind

    return done


def _placed(frame: Frame) -> bool:
    """A placement waits for "end turn"."""
    return table(frame).held is not None


def _built(n: int):
    return lambda frame: table(frame).placed >= n and table(frame).held is None


def _hand_at(slot: int):
    return lambda frame: frame.ui.hand == slot


def _space_at(pos: int):
    return lambda frame: frame.ui.cell == pos


def _build_keys(turns: int) -> tuple[str, ...]:
    return ("confirm",) * (3 * turns)


STEPS = (
    Step("Welcome to Vegas Slot Machine 1973! Line up three of a symbol on a payline to win a prize.", "machine"),
    Step("Your hand: three cards, hidden from others. Each turn you play one, then draw one.", "hand"),
    Step("First you build the machine: nine cards, each one touching a card already there.", "machine"),
    Step(
        "{right} moves along your hand and {confirm} picks. Pick the Plums.",
        "card1",
        PLAY,
        "confirm",
        "pick it",
        _choosing(CELL),
        moves=("left", "right"),
        moving="choose the Plums",
        ready=_hand_at(1),
        keys=("right", "confirm"),
    ),
    Step(
        "The first card may go anywhere. The arrows choose a space: press {confirm} for the middle.",
        "space4",
        PLAY,
        "confirm",
        "place it",
        _placed,
        moves=("left", "right", "up", "down"),
        moving="go back to the middle",
        ready=_space_at(MIDDLE),
    ),
    Step(
        "Press {confirm} to end your turn: you draw a card back up to three.",
        "deck",
        PLAY,
        "confirm",
        "end the turn",
        _built(1),
    ),
    Step(
        "Each next card touches one already there. Press {confirm} three times: pick, place, end the turn.",
        "machine",
        PLAY,
        "confirm",
        "build",
        _built(2),
        keys=_build_keys(1),
    ),
    Step(
        "Build two more cards the same way: pick, place, end the turn.",
        "machine",
        PLAY,
        "confirm",
        "build",
        _built(4),
        keys=_build_keys(2),
    ),
    Step(
        "Two more. No three alike on a line yet, so no prize.",
        "machine",
        PLAY,
        "confirm",
        "build",
        _built(6),
        keys=_build_keys(2),
    ),
    Step(
        "The last three, and the machine is full.", "machine", PLAY, "confirm", "build", _built(9), keys=_build_keys(3)
    ),
    Step("Nine paylines: the three rows, the three columns and the two diagonals.", "machine"),
    Step("Now each card goes on top of a stack; only the top card counts.", "machine"),
    Step(
        "Two Oranges sit either side of the middle. Pick your Oranges.",
        "card2",
        PLAY,
        "confirm",
        "pick it",
        _choosing(CELL),
        moves=("left", "right"),
        moving="choose the Oranges",
        ready=_hand_at(2),
        keys=("right", "confirm"),
    ),
    Step(
        "Move with the arrows to the middle and press {confirm}: three Oranges in a row!",
        "space4",
        PLAY,
        "confirm",
        "place it",
        _placed,
        moves=("left", "right", "up", "down"),
        moving="move to the middle",
        ready=_space_at(MIDDLE),
        keys=("up", "left", "confirm"),
    ),
    Step(
        "Press {confirm} to end your turn and claim the prize.",
        "space4",
        PLAY,
        "confirm",
        "end the turn",
        lambda frame: bool(frame.view.prizes[0]) and table(frame).held is None,
    ),
    Step("Prize! The three Oranges are yours. Empty spaces refill from the deck, in reading order.", "prizes"),
    Step(
        "Unless it wins a prize, a card may not go on its own symbol, nor on a card of a pair on a payline.", "machine"
    ),
    Step("ANY stands in for every symbol. Three Shields anywhere in the machine win too.", "scorecard"),
    Step("Three alike in your hand is a prize as well: it is claimed as your turn starts.", "hand"),
    Step("When the deck runs out, play your last cards. The score card gives each prize's points.", "scorecard"),
)

LESSON = Lesson(
    game_id="vegas",
    title="LEARN TO PLAY",
    steps=STEPS,
    build=build,
    parts=parts,
    real_game=real_game,
    end_text="That is Vegas Slot Machine 1973! Play a real solo game and chase a high score?",
    keep_clear=("hand",),
    reads_frame=True,
)
