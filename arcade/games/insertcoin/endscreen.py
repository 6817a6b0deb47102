"""The end screen painter: who won and why the game ended, and each seat's Levels, Coins, Lives and total
(the state's own score breakdown), over the dimmed sheets."""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.render import draw, palette, text

from . import art
from . import layout as L
from .hintbar import key

END_REASONS = {
    "all_levels": "{who} completed all 3 Levels",
    "deck_empty": "the deck ran out",
    "out_of_lives": "{who} ran out of Lives and Coins",
    "game_over_card": "{who} could not pay for the GAME OVER card",
}


def draw_end(surface: pygame.Surface, scene: Any, dim: bool = True) -> None:
    """The final scores over the dimmed sheets (``dim`` False: only the panel, to make it ahead)."""
    st = scene.state
    if dim:
        draw.dim_overlay(surface, 150)
    n = st.num_seats
    rect = pygame.Rect(0, 0, 820, 150 + 48 * n)
    rect.center = (L.SCREEN_W // 2, L.SCREEN_H // 2 + 10)
    draw.panel(surface, rect, palette.DUSK, palette.NEON_GREEN, radius=14, width=3, alpha=240)
    winners = st.winners()
    if n == 1:
        title = f"{st.scores()[0]} POINTS"
    elif len(winners) == 1:
        title = f"{scene.name(winners[0]).upper()} WINS!"
    else:
        title = "SHARED WIN!"
    text.title(
        surface,
        title,
        (rect.centerx, rect.top + 36),
        size=28,
        colour=art.seat_colour(winners[0]) if len(winners) == 1 else palette.NEON_YELLOW,
    )
    who = ", ".join(scene.name(s) for s in st.enders) or "nobody"
    reason = END_REASONS.get(st.end_reason, st.end_reason).format(who=who)
    text.blit(
        surface,
        f"Game over: {reason}.",
        (rect.centerx, rect.top + 70),
        size=20,
        colour=palette.GREY,
        anchor="center",
    )
    y = rect.top + 104
    cols = (rect.x + 40, rect.x + 300, rect.x + 470, rect.x + 570, rect.x + 660, rect.x + 760)
    for label, cx in zip(("", "Levels", "Coins", "Lives", "Total"), cols[1:]):
        text.blit(surface, label, (cx, y), size=16, colour=palette.GREY, anchor="midright")
    order = sorted(range(n), key=lambda s: (-st.scores()[s], s))
    for rank, seat in enumerate(order):
        yy = y + 30 + 48 * rank
        b = st.score_breakdown(seat)
        colour = art.seat_colour(seat)
        draw.seat_badge(surface, seat, (cols[0], yy), 11, bool(scene.app.settings.get("colour_blind")))
        text.blit(
            surface,
            text.fit(scene.name(seat), text.BODY_BOLD, 22, 220),
            (cols[0] + 22, yy),
            size=22,
            colour=colour,
            anchor="midleft",
            face=text.BODY_BOLD,
        )
        text.blit(
            surface,
            " + ".join(str(p) for p in b["levels"]),
            (cols[2], yy),
            size=20,
            colour=palette.WHITE,
            anchor="midright",
        )
        text.blit(surface, str(b["coins"]), (cols[3], yy), size=20, colour=palette.WHITE, anchor="midright")
        text.blit(surface, str(b["lives"]), (cols[4], yy), size=20, colour=palette.WHITE, anchor="midright")
        text.blit(
            surface,
            str(b["total"]),
            (cols[5], yy),
            size=24,
            colour=palette.NEON_YELLOW,
            anchor="midright",
            face=text.BODY_BOLD,
        )
        if seat in winners:
            text.blit(
                surface,
                "WIN",
                (cols[5] + 12, yy),
                size=16,
                colour=palette.NEON_GREEN,
                anchor="midleft",
                face=text.BODY_BOLD,
            )
    humans = scene.human_seats() or [0]
    dev_seat = humans[0]
    if scene.config.seats[dev_seat].is_cpu:
        hints = [("Enter", "play again"), ("Backspace", "leave")]
    else:
        hints = [(key(scene, dev_seat, "confirm"), "rematch"), (key(scene, dev_seat, "back"), "leave")]
    draw.hint_bar(surface, hints, y=L.HINT_Y)
