"""The Mania end box: the winner (or a shared win), every seat by chips' worth, and what the keys do."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade.core.render import draw, palette, text

from . import art

if TYPE_CHECKING:
    from .scene import ManiaScene

END_BOX = pygame.Rect(170, 110, 640, 420)


def draw_end(surface: pygame.Surface, scene: ManiaScene) -> None:
    st = scene.state
    box = END_BOX
    draw.panel(surface, box, palette.NIGHT, palette.NEON_YELLOW, radius=14, width=3)
    winners = st.winners()
    title = (
        f"{scene.name(winners[0]).upper()} WINS!"
        if len(winners) == 1
        else "SHARED WIN: " + " & ".join(scene.name(w) for w in winners)
    )
    text.title(surface, title, (box.centerx, box.y + 40), size=28)
    text.blit(
        surface,
        "Most chips by value (a red chip is worth 5 white)",
        (box.centerx, box.y + 82),
        size=18,
        anchor="center",
        colour=palette.GREY,
    )
    order = sorted(range(st.num_seats), key=lambda s: -st.worth(s))
    for i, seat in enumerate(order):
        y = box.y + 120 + i * 62
        slide = st.slide_of[seat]
        art.draw_pawn(surface, (box.x + 40, y + 20), art.PAWN_RGB.get(slide, palette.GREY), 14, scene.initials(seat))
        mark = "* " if seat in winners else ""
        text.blit(
            surface,
            f"{mark}{scene.name(seat)}",
            (box.x + 66, y + 6),
            size=22,
            colour=palette.NEON_YELLOW if seat in winners else palette.WHITE,
            face=text.BODY_BOLD,
        )
        art.draw_stacks(surface, (box.x + 300, y + 36), st.chips.red[seat], st.chips.white[seat], r=12)
        text.blit(
            surface,
            f"{st.worth(seat)}",
            (box.right - 30, y + 4),
            size=30,
            anchor="topright",
            colour=palette.NEON_YELLOW,
            face=text.BODY_BOLD,
        )
    text.blit(
        surface,
        "Enter: play again    Esc: back to the games",
        (box.centerx, box.bottom - 26),
        size=18,
        anchor="center",
        colour=palette.NEON_CYAN,
    )
