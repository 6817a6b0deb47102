"""What the console scene shows, worked out for the painters (:mod:`.panels`): pure values, no drawing.

:func:`shown` is the console's view and slide as drawn now (before a duel's game: the duel's slide and the
mark to beat on the lights). :func:`free_play_panel` and :func:`duel_panel` are the info panel beside the
console: every text and number in it, so the painter only lays them out, and the picture key compares
them to know whether the panel changed.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arcade.core.render import palette
from arcade.games.console import labels
from arcade.games.console.layout import GAME_TITLES, SLIDE_COLOURS, score_display
from arcade.games.console.machine import ConsoleView
from arcade.games.console.reflex_game import OFF, ON
from arcade.games.console.sessions import machine_board

if TYPE_CHECKING:
    from arcade.games.console.scene import ConsoleScene

Colour = tuple[int, int, int]
TABLE_ROWS = 5  # high scores shown
REDUCE_FLASHING_TIP = "(Reduce flashing: a ringed light is a blinking one.)"


@dataclass(frozen=True)
class ScoreSum:
    """A score as the lights show it: words (``"full board 45"``) and light cells (drawn as their number
    tags), added up to ``score``. No pieces: no light is lit."""

    pieces: tuple[str | int, ...]
    score: int


@dataclass(frozen=True)
class ScoreLine:
    label: str  # "SCORE" while a game runs, "FINAL SCORE" after it
    score: int
    lights: ScoreSum | None  # the final score's sum of lights


@dataclass(frozen=True)
class FreePlayPanel:
    """Free Play, a watched replay, the attract demo."""

    heading: str
    status: str
    accent: Colour
    title: str | None  # "Run Amuk  -  Skill 1"; None: no game chosen yet (the idle lines instead)
    score: ScoreLine | None
    tips: tuple[str, ...]
    board: tuple[tuple[str, str], ...]  # the high-score table: ("1. ZED", "3")
    idle: tuple[str, ...]
    footer: tuple[str, Colour] | None  # the replay's verdict, or "replay saved"
    coach: tuple[str, ...] = ()  # after a person's game: the coach's words (in place of the tips)


@dataclass(frozen=True)
class DuelPanel:
    """A duel: whose turn it is, what is played, the mark to beat, the score."""

    heading: str
    title: str
    accent: Colour
    lines: tuple[str, ...]
    to_beat: int | None
    to_beat_lights: ScoreSum | None  # before the game: the mark to beat as the lights show it
    waiting: str | None  # before the game: what starts it
    score: ScoreLine | None  # once the game started
    tips: tuple[str, ...]


def score_sum(score: int) -> ScoreSum:
    """The pieces of ``score`` as the lights show it (``labels.score_sum`` in words)."""
    boards, cells = score_display(score)
    pieces: list[str | int] = []
    if boards:
        pieces.append("full board 45" if boards == 1 else f"{boards} full boards {45 * boards}")
    pieces += list(cells)
    return ScoreSum(tuple(pieces), score)


def shown(scene: ConsoleScene) -> tuple[ConsoleView, str | None]:
    """The console's view and slide as drawn now (before a duel's game, its slide and the mark to beat)."""
    m = scene.machine
    view = m.view()
    slide = m.game_id
    duel = scene.duel
    if duel is not None and scene.duel_started is None:
        slide = duel.game
        if duel.opponent_score is not None:  # the score to beat, as the lights show a score
            cells = score_display(duel.opponent_score)[1]
            view = dataclasses.replace(view, lights=tuple(ON if c in cells else OFF for c in range(1, 10)))
    return view, slide


def score_values(scene: ConsoleScene) -> bool:
    """Whether the lights carry their score values now (a score is read from them: the game is over and its
    lights have gone out, or a duel's mark to beat is on them); otherwise each carries the key under it.
    While the game's last lights stay lit after game over they are lights of play, not a score: read with
    score values, a landed missile's three lights said 24 for a score of 0 (issue 36)."""
    duel = scene.duel
    if duel is not None and scene.duel_started is None:
        return duel.opponent_score is not None
    m = scene.machine
    return m.mode == "score" and m.phase != "lights_out"


def _score_line(scene: ConsoleScene) -> ScoreLine:
    m = scene.machine
    final = m.final_score
    if final is None:
        return ScoreLine("SCORE", m.score, None)
    shown = m.phase != "lights_out"  # the game's last lights still stand: no sum of lights yet (issue 36)
    return ScoreLine("FINAL SCORE", final, score_sum(final) if shown else None)


def free_play_panel(scene: ConsoleScene) -> FreePlayPanel:
    m = scene.machine
    if scene.replay is not None:
        heading = "REPLAY PAUSED" if scene.watch_paused else f"REPLAY x{round(scene.speed)}"
    else:
        heading = "DEMO" if scene.demo else "CONSOLE FREE PLAY"
    footer: tuple[str, Colour] | None = None
    if scene.replay is not None and scene.verified is not None:
        msg = "Replay matches the original run" if scene.verified else "Replay differs from the original!"
        footer = (msg, palette.GOOD if scene.verified else palette.BAD)
    elif scene.last_saved and scene.replay is None and not scene.demo:
        footer = (labels.REPLAY_SAVED, palette.GREY)
    status = labels.status(m.mode, m.skill, m.over_reason)
    table = machine_board(m)
    if m.game_id is None or table is None:
        return FreePlayPanel(heading, status, palette.NEON_PURPLE, None, None, (), (), labels.IDLE_LINES, footer)
    accent = SLIDE_COLOURS.get(m.game_id, palette.NEON_PURPLE)
    tips = labels.TIPS[m.game_id]
    if scene.app.settings["reduce_flashing"]:
        tips += (REDUCE_FLASHING_TIP,)
    top = scene.app.stats.board(table)["top"][:TABLE_ROWS]
    board = tuple((f"{i + 1}. {row['name']}", str(row["score"])) for i, row in enumerate(top))
    title = f"{GAME_TITLES[m.game_id]}  -  Skill {m.skill}"
    said = scene.coach_lines() if m.final_score is not None else ()
    return FreePlayPanel(heading, status, accent, title, _score_line(scene), tips, board, (), footer, said)


def duel_panel(scene: ConsoleScene) -> DuelPanel:
    d = scene.duel
    assert d is not None
    waiting: str | None = None
    score: ScoreLine | None = None
    if scene.duel_started is None:
        waiting = "Get ready..." if scene.bot is not None else "Press any button (Num 1-9) to start"
    else:
        score = _score_line(scene)
    before = d.opponent_score is not None and scene.duel_started is None
    return DuelPanel(
        d.heading,
        f"{GAME_TITLES[d.game]}  -  Skill {d.skill}",
        SLIDE_COLOURS.get(d.game, palette.NEON_PURPLE),
        tuple(d.lines),
        d.opponent_score,
        score_sum(d.opponent_score) if before and d.opponent_score is not None else None,
        waiting,
        score,
        labels.TIPS[d.game],
    )
