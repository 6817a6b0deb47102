"""The race's end: the reveal step's banner over the table while the reveal plays, then what the end card
holds (the result, and each racer's cars row by row, the flag and the points; the base scene draws it with
the scene kit's end card, :mod:`arcade.scenes.kit.endscreen`)."""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.render import palette
from arcade.scenes.kit.endscreen import EndCard, EndLine, EndRow, standings

from . import cards as C
from . import readout
from .reveal import Frame
from .scoring import FLAG_POINTS
from .table import draw_banner

HOW = {
    "points": "Most points wins; then fewer cards left; then the flag.",
    "cards": "Level on points: fewer cards left wins.",
    "flag": "Level on points and cards: the flag decides.",
    "draw": "Level on points and cards, and nobody holds the flag.",
}


def draw_end(surface: pygame.Surface, scene: Any, frame: Frame) -> None:
    """The banner of the reveal's step (the call, its check); the result itself is the end card's."""
    if frame.done:
        return
    banner = readout.end_banner(scene.state, scene.reveal.score, frame, scene.practice, scene.name)
    if banner is not None:
        draw_banner(surface, scene, banner)


def end_card(scene: Any) -> EndCard:
    st = scene.state
    score = st.score()
    seats = (0,) if scene.practice else standings(score.points)
    rows = []
    for seat in seats:
        cells: list[str] = []
        for r in score.rows:
            cells.append(str(r.points) if r.scorer == seat and r.points else ("" if r.kind == "empty" else "-"))
        cells.append(f"+{FLAG_POINTS}" if score.flag == seat else "")
        cells.append(str(score.cards_left[seat]))
        won = score.winner == seat and not scene.practice
        rows.append(
            EndRow(seat, scene.name(seat), tuple(cells), str(score.points[seat]), won, readout.seat_colour(seat))
        )
    if scene.practice:
        used = readout.practice_seconds(st)
        title, colour, sub, foot = f"{score.points[0]} POINTS", palette.NEON_YELLOW, f"in {used:.1f} s", ""
    elif score.winner is None:
        title, colour, sub = "DEAD HEAT!", palette.NEON_YELLOW, f"{score.points[0]} - {score.points[1]}"
        foot = HOW["draw"]
    else:
        title, colour = f"{scene.name(score.winner).upper()} WINS!", readout.seat_colour(score.winner)
        sub, foot = f"{score.points[0]} - {score.points[1]}", HOW.get(score.decided_by, "")
    coached = [
        EndLine(line, palette.NEON_GREEN if i == 0 else palette.NEON_CYAN, 17)
        for seat in sorted(scene.coach_said)
        for i, line in enumerate(scene.coach_lines(seat))
    ]
    return EndCard(
        title,
        colour,
        subtitle=sub,
        columns=(*(f"row {r + 1}" for r in range(C.N_ROWS)), "flag", "left"),
        rows=tuple(rows),
        lines=tuple(coached),
        footnote=foot,
        width=1000,
        row_h=56,
        dim=110,
    )
