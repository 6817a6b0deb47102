"""What the console scene shows, worked out for the painters (:mod:`.panels`): pure values, no drawing.

:func:`shown` is the console's view and slide as drawn now (before a duel's game: the duel's slide and the
mark to beat on the lights). :func:`free_play_panel` and :func:`duel_panel` are the info panel beside the
console: every text and number in it, so the painter only lays them out, and the picture key compares
them to know whether the panel changed.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from arcade.core.render import palette
from arcade.games.console import labels
from arcade.games.console.layout import GAME_TITLES, SLIDE_COLOURS, score_display
from arcade.games.console.machine import ConsoleView
from arcade.games.console.reflex_game import OFF, ON

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


@dataclass(frozen=True)
class Facts:
    """What the info panel and the lights are worked out from, as plain values the scene gathers: the
    machine's own state (``phase`` and ``over_reason`` are not in its view), who watches, and the duel's
    set-up (:class:`.duel_mode.DuelMode`, read into values)."""

    mode: str
    phase: str | None
    skill: int | None
    game_id: str | None
    over_reason: str | None
    score: int
    final_score: int | None
    heading: str = "CONSOLE FREE PLAY"  # Free Play's heading: "DEMO", "REPLAY x2", "REPLAY PAUSED"
    footer: tuple[str, Colour] | None = None
    reduce_flashing: bool = False
    board: tuple[tuple[str, int], ...] = ()  # the game's high-score table, (name, score), best first
    coach: tuple[str, ...] = ()
    duel: tuple[str, int, str, tuple[str, ...], int | None] | None = None  # (game, skill, heading, lines, to beat)
    duel_started: bool = False
    bot: bool = False  # a computer presses the buttons


def footer(replay: bool, verified: bool | None, last_saved: str | None, demo: bool) -> tuple[str, Colour] | None:
    """The panel's last line: a watched replay's verdict, or that the replay was saved."""
    if replay and verified is not None:
        msg = "Replay matches the original run" if verified else "Replay differs from the original!"
        return (msg, palette.GOOD if verified else palette.BAD)
    if last_saved and not replay and not demo:
        return (labels.REPLAY_SAVED, palette.GREY)
    return None


def shown(view: ConsoleView, f: Facts) -> tuple[ConsoleView, str | None]:
    """The console's view and slide as drawn now (before a duel's game, its slide and the mark to beat)."""
    slide = f.game_id
    if f.duel is not None and not f.duel_started:
        slide = f.duel[0]
        to_beat = f.duel[4]
        if to_beat is not None:  # the score to beat, as the lights show a score
            cells = score_display(to_beat)[1]
            view = dataclasses.replace(view, lights=tuple(ON if c in cells else OFF for c in range(1, 10)))
    return view, slide


def score_values(f: Facts) -> bool:
    """Whether the lights carry their score values now (a score is read from them: the game is over and its
    lights have gone out, or a duel's mark to beat is on them); otherwise each carries the key under it.
    While the game's last lights stay lit after game over they are lights of play, not a score: read with
    score values, a landed missile's three lights said 24 for a score of 0 (issue 36)."""
    if f.duel is not None and not f.duel_started:
        return f.duel[4] is not None
    return f.mode == "score" and f.phase != "lights_out"


def _score_line(f: Facts) -> ScoreLine:
    final = f.final_score
    if final is None:
        return ScoreLine("SCORE", f.score, None)
    shown = f.phase != "lights_out"  # the game's last lights still stand: no sum of lights yet (issue 36)
    return ScoreLine("FINAL SCORE", final, score_sum(final) if shown else None)


def free_play_panel(f: Facts) -> FreePlayPanel:
    status = labels.status(f.mode, f.skill, f.over_reason)
    if f.game_id is None or f.skill is None:
        return FreePlayPanel(f.heading, status, palette.NEON_PURPLE, None, None, (), (), labels.IDLE_LINES, f.footer)
    accent = SLIDE_COLOURS.get(f.game_id, palette.NEON_PURPLE)
    tips = labels.TIPS[f.game_id]
    if f.reduce_flashing:
        tips += (REDUCE_FLASHING_TIP,)
    board = tuple((f"{i + 1}. {name}", str(score)) for i, (name, score) in enumerate(f.board[:TABLE_ROWS]))
    title = f"{GAME_TITLES[f.game_id]}  -  Skill {f.skill}"
    said = f.coach if f.final_score is not None else ()
    return FreePlayPanel(f.heading, status, accent, title, _score_line(f), tips, board, (), f.footer, said)


def duel_panel(f: Facts) -> DuelPanel:
    assert f.duel is not None
    game, skill, heading, lines, to_beat = f.duel
    waiting: str | None = None
    score: ScoreLine | None = None
    if not f.duel_started:
        waiting = "Get ready..." if f.bot else "Press any button (Num 1-9) to start"
    else:
        score = _score_line(f)
    before = to_beat is not None and not f.duel_started
    return DuelPanel(
        heading,
        f"{GAME_TITLES[game]}  -  Skill {skill}",
        SLIDE_COLOURS.get(game, palette.NEON_PURPLE),
        tuple(lines),
        to_beat,
        score_sum(to_beat) if before and to_beat is not None else None,
        waiting,
        score,
        labels.TIPS[game],
    )
