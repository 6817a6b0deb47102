"""The race's end: the reveal step's banner over the table while the reveal plays, then what the end card
holds (the result, and each racer's cars row by row, the flag and the points; the base scene draws it with
the scene kit's end card, :mod:`arcade.scenes.kit.endscreen`)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from arcade.core.render import palette
from arcade.scenes.kit.endscreen import EndCard, EndLine, EndRow, standings
from arcade.scenes.kit.frame import Frame

from . import cards as C
from . import readout
from .layout import TableLayout
from .reveal import Frame as Shown
from .scoring import FLAG_POINTS, Score
from .table import draw_banner, reveal_of

HOW = {
    "points": "Most points wins; then fewer cards left; then the flag.",
    "cards": "Level on points: fewer cards left wins.",
    "flag": "Level on points and cards: the flag decides.",
    "draw": "Level on points and cards, and nobody holds the flag.",
}


def draw_end(surface: pygame.Surface, frame: Frame, lay: TableLayout, shown: Shown) -> None:
    """The banner of the reveal's step (the call, its check); the result itself is the end card's."""
    reveal = reveal_of(frame)
    if shown.done or reveal is None:
        return
    banner = readout.end_banner(frame.view, reveal.score, shown, len(frame.seats) == 1, frame.name)
    if banner is not None:
        draw_banner(surface, lay, banner)


def end_card(
    score: Score, names: Sequence[str], practice: bool, seconds: float, coached: Sequence[Sequence[str]]
) -> EndCard:
    """The end card of a race that ended with ``score``: the racers' ``names``, whether it was a practice
    run and how many ``seconds`` it took, and the coach's words to each person (``coached``)."""
    seats = (0,) if practice else standings(score.points)
    rows = []
    for seat in seats:
        cells: list[str] = []
        for r in score.rows:
            cells.append(str(r.points) if r.scorer == seat and r.points else ("" if r.kind == "empty" else "-"))
        cells.append(f"+{FLAG_POINTS}" if score.flag == seat else "")
        cells.append(str(score.cards_left[seat]))
        won = score.winner == seat and not practice
        rows.append(EndRow(seat, names[seat], tuple(cells), str(score.points[seat]), won, readout.seat_colour(seat)))
    if practice:
        title, colour, sub, foot = f"{score.points[0]} POINTS", palette.NEON_YELLOW, f"in {seconds:.1f} s", ""
    elif score.winner is None:
        title, colour, sub = "DEAD HEAT!", palette.NEON_YELLOW, f"{score.points[0]} - {score.points[1]}"
        foot = HOW["draw"]
    else:
        title, colour = f"{names[score.winner].upper()} WINS!", readout.seat_colour(score.winner)
        first, second = score.winner, 1 - score.winner  # the winner's points first, as the title names them
        sub, foot = f"{score.points[first]} - {score.points[second]}", HOW.get(score.decided_by, "")
    words = [
        EndLine(line, palette.NEON_GREEN if i == 0 else palette.NEON_CYAN, 17)
        for said in coached
        for i, line in enumerate(said)
    ]
    return EndCard(
        title,
        colour,
        subtitle=sub,
        columns=(*(f"row {r + 1}" for r in range(C.N_ROWS)), "flag", "left"),
        rows=tuple(rows),
        lines=tuple(words),
        footnote=foot,
        width=1000,
        row_h=56,
        dim=110,
    )
