"""What Arcade Mania's end card holds: the winner (or a shared win) and every seat by chips' worth, with
its pawn and its chip stacks drawn by the game (the base scene draws the card with the scene kit's end
card, :mod:`arcade.scenes.kit.endscreen`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade.core.render import palette
from arcade.scenes.kit.endscreen import EndCard, EndRow, standings, winner_title

from . import art

if TYPE_CHECKING:
    from .scene import ManiaScene


def end_card(scene: ManiaScene) -> EndCard:
    st = scene.state
    worth = [st.worth(s) for s in range(st.num_seats)]
    winners = st.winners()
    names = [scene.name(s) for s in range(st.num_seats)]
    rows = tuple(
        EndRow(s, names[s], (None,), str(worth[s]), s in winners, art.PAWN_RGB.get(st.slide_of[s], palette.GREY))
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


def draw_cell(scene: ManiaScene, surface: pygame.Surface, seat: int, column: int, rect: pygame.Rect) -> None:
    """The seat's pawn (its marker) and its red and white chip stacks."""
    st = scene.state
    if column < 0:
        colour = art.PAWN_RGB.get(st.slide_of[seat], palette.GREY)
        blind = bool(scene.app.settings.get("colour_blind"))
        art.draw_seat_pawn(surface, rect.center, seat, colour, 12, blind)  # as on the board
        return
    width = 2 * 24 + 12
    art.draw_stacks(
        surface, (rect.centerx - width // 2, rect.bottom - 12), st.chips.red[seat], st.chips.white[seat], r=12
    )
