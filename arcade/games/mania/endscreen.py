"""What Arcade Mania's end card holds: the winner (or a shared win) and every seat by chips' worth, with
its pawn and its chip stacks drawn by the game (the base scene draws the card with the scene kit's end
card, :mod:`arcade.scenes.kit.endscreen`)."""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.render import palette
from arcade.scenes.kit.endscreen import EndCard, EndRow, standings, winner_title

from . import art


def end_card(view: Any, names: list[str]) -> EndCard:
    """The end card from the public view and the seats' names: the most chips by value wins (shared on a
    tie)."""
    worth = [view.worth(s) for s in range(view.players)]
    winners = [s for s in range(view.players) if worth[s] == max(worth)]
    rows = tuple(
        EndRow(s, names[s], (None,), str(worth[s]), s in winners, art.PAWN_RGB.get(view.slide_of[s], palette.GREY))
        for s in standings(worth)
    )
    return EndCard(
        winner_title(names, winners),
        subtitle="Most chips by value (a red chip is worth 5 white)",
        columns=("chips",),
        total_label="WORTH",
        rows=rows,
        badge=False,
        width=760,
        row_h=62,
    )


def draw_cell(view: Any, blind: bool, surface: pygame.Surface, seat: int, column: int, rect: pygame.Rect) -> None:
    """The seat's pawn (its marker; ``blind``: the colour-blind setting) and its red and white chip stacks,
    from the public view."""
    if column < 0:
        colour = art.PAWN_RGB.get(view.slide_of[seat], palette.GREY)
        art.draw_seat_pawn(surface, rect.center, seat, colour, 12, blind)  # as on the board
        return
    width = 2 * 24 + 12
    art.draw_stacks(surface, (rect.centerx - width // 2, rect.bottom - 12), view.red[seat], view.white[seat], r=12)
