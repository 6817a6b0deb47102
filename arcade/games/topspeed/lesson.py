"""Top Speed!'s lesson ("Learn to play", issue 37): an arranged race played in the real scene, you (the red
deck) against Pokey, a Rookie CPU that waits while the lesson talks.

The race (``TopSpeedState.arranged``) starts at once with the lane cards in order: 1 and 5 on the first
lane, 4 and 2 on the second, 3 and 3, 2 and 4. Your cursor starts on the second lane. Your deck starts
orange tire (to the 4 car's row), purple helmet and yellow spark plug (to the 5 car's row, a move left),
blue helmet (a helmet is in that row: to the bottom of the deck), purple spark plug (put in the 5 car's
row by mistake, taken back, then to the 4 car's row), then green muffler and red traffic cone, which fit
the 4 car's row while Pokey races too. The lesson ends before the race does: calling "Top Speed!" and the
scoring are told, not played (nothing is recorded).
"""

from __future__ import annotations

import random

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.lessons import LEARNER, PLAY, WATCH, Lesson, Step
from arcade.scenes.kit.frame import Frame

from . import cards as C
from .layout import load_table
from .rules import TopSpeedState

SEED = 37
CPU_NAME = "Pokey"
RED_TOP = (
    C.card("tire", "orange"),
    C.card("helmet", "purple"),
    C.card("plug", "yellow"),
    C.card("helmet", "blue"),
    C.card("plug", "purple"),
    C.card("muffler", "green"),
    C.card("cone", "red"),
)
BLUE_TOP = (C.card("gascan", "blue"), C.card("wheel", "red"), C.card("cone", "yellow"))
FOUR, FIVE = C.row_id(1, C.UPPER), C.row_id(0, C.LOWER)  # the rows of the 4 car and the 5 car


def seats() -> list[SeatConfig]:
    return [SeatConfig(LEARNER, "human", "", "keys_a"), SeatConfig(CPU_NAME, "cpu", "Rookie")]


def deal() -> TopSpeedState:
    """The lesson's race: the arranged tops of both decks above, the rest in the seed's shuffle."""
    return TopSpeedState.arranged(SEED, (RED_TOP, BLUE_TOP), lanes=(0, 1, 2, 3), start_ms=0.0, tie_seat=0)


def build(app):
    """The game's own scene (as its GameInfo names it) on the lesson's race."""
    from arcade.games import registry
    from arcade.games.info import resolve

    config = LobbyConfig("topspeed", seats(), {"lesson": True}, SEED)
    return resolve(str(registry.get("topspeed").scene))(app, config, state=deal())


def real_game(app) -> LobbyConfig:
    """A real race with the lesson's seats, newly dealt."""
    return LobbyConfig("topspeed", seats(), {}, random.randrange(1 << 30))


def parts(frame: Frame) -> dict[str, tuple[int, int, int, int]]:
    """The named parts of the table a step may point at, where the painters draw them (the same wherever
    the race stands)."""
    from .panels import BIG_CARD

    lay = load_table()
    fx, fy, fw, fh = lay.flag
    top = max(fy, 10)  # the flag sits at the screen's top edge: its highlight stays on the screen
    out: dict[str, tuple[int, int, int, int]] = {"table": lay.centre, "flag": (fx, top, fw, fy + fh - top)}
    for lane, rect in enumerate(lay.lanes):
        out[f"lane{lane}"] = rect
    for row, (rect, _grow) in enumerate(lay.rows):
        out[f"row{row}"] = rect
    for seat, rect in enumerate(lay.seats):
        x, y, w, _h = rect
        out[f"panel{seat}"] = rect
        out[f"card{seat}"] = (x + (w - BIG_CARD[0]) // 2, y + 44, *BIG_CARD)  # the seat's top card
    return out


def _placed(n: int):
    return lambda frame: frame.view.placed[0] >= n


def _lane(lane: int):
    return lambda frame: frame.ui.lane(0) == lane


STEPS = (
    Step("Welcome to Top Speed! There are no turns: you and Pokey, here, lay cards at the same time.", "panel1"),
    Step("Each lane card has two cars. A car's number is the points for its row, above or below it.", "lane1"),
    Step("This is your top card. You may only ever look at this one.", "card0"),
    Step("The row rule: no colour and no car part twice in one row.", "row1"),
    Step(
        "Your cursor is on this lane. Press {up} to lay your orange tire in the 4 car's row.",
        "row1",
        PLAY,
        "up",
        "lay it above",
        _placed(1),
    ),
    Step(
        "High cars score most. Move {left} to the first lane, then {down} for the 5 car.",
        "row4",
        PLAY,
        "down",
        "lay it below",
        _placed(2),
        moves=("left", "right"),
        moving="move to the first lane",
        ready=_lane(0),
        keys=("left", "down"),
    ),
    Step(
        "Yellow spark plug: no yellow, no plug in the 5 car's row. Lay it there too.",
        "row4",
        PLAY,
        "down",
        "lay it below",
        _placed(3),
    ),
    Step(
        "A helmet is in that row already. Press {confirm} to send this card to the bottom of your deck.",
        "card0",
        PLAY,
        "confirm",
        "send it under",
        lambda frame: frame.view.bottoms[0] >= 1,
    ),
    Step(
        "Purple is taken in the 5 car's row. Lay this card there anyway, to see a mistake.",
        "row4",
        PLAY,
        "down",
        "lay it below",
        _placed(4),
    ),
    Step(
        "A mistake gives the row away. Press {back} at once, before any card covers it.",
        "row4",
        PLAY,
        "back",
        "take it back",
        lambda frame: frame.view.takebacks[0] >= 1,
    ),
    Step(
        "It fits the 4 car's row. Move {right}, then press {up}.",
        "row1",
        PLAY,
        "up",
        "lay it above",
        _placed(5),
        moves=("left", "right"),
        moving="move to the second lane",
        ready=_lane(1),
        keys=("right", "up"),
    ),
    Step(
        "Pokey races too, with the blue deck. Watch a card land.",
        "card1",
        WATCH,
        doing="Pokey is racing",
        done=lambda frame: frame.view.placed[1] >= 1,
    ),
    Step(
        "Now race! Pokey plays on. Your next two cards both fit the 4 car's row: lay them.",
        "row1",
        PLAY,
        "up",
        "lay it above",
        _placed(7),
        moves=("left", "right", "down"),
        moving="lay your card elsewhere",
        keys=("up", "up"),
        cpus=True,
    ),
    Step("When no card you hold fits any row, press {extra}: you call Top Speed! and end the race.", "card0"),
    Step("A right call wins the checkered flag: 3 points. A wrong one gives it to Pokey.", "flag"),
    Step(
        "Scoring: a row's car points go to whoever laid its last card. A mistake in it gives them to the rival.",
        "row1",
    ),
)

LESSON = Lesson(
    game_id="topspeed",
    title="LEARN TO PLAY",
    steps=STEPS,
    build=build,
    parts=parts,
    real_game=real_game,
    end_text="That is Top Speed! Most points wins. Race Pokey for real?",
    keep_clear=("card0",),
    reads_frame=True,
)
