"""A person's choices at the foot of their sheet's info column (every choice of the moment, the current one
lit, the key that moves between them): losing a Life to fill a square is a choice in sight, not a hidden
third press. Drawn by :mod:`.sheets`."""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text
from arcade.scenes.kit.frame import Frame

from . import art
from . import layout as L
from .controls import DECLINE, FILL, KABUKI, LIFE, PASS, USE, tools_for

CHOICE_WORDS = {
    LIFE: "A Life for 1 square",
    PASS: "Pass the second symbol",
    FILL: "Fill a square",
    DECLINE: "Don't use it",
    USE: "Attack",
    KABUKI: "Complete a Level",
}
CHOICE_H = 24


def choice_words(tool: str) -> str:
    return CHOICE_WORDS.get(tool, f"Symbol {tool}")


def draw_choices(surface: pygame.Surface, frame: Frame, seat: int, lay: L.SheetLayout) -> int:
    """At the foot of a person's info column, every choice they have now, the current one lit, with the
    key that moves between them: losing a Life to fill a square is a choice in sight, not a hidden third
    press. Returns the height used (0: none drawn)."""
    view = frame.view
    tools = tools_for(view, seat)
    if seat not in frame.ui.seats() or not tools:  # (a choice is only had in play: never at the end)
        return 0
    cur = frame.ui.cursor(seat)
    x, y, w, h = lay.info
    n = len(tools)
    top = y + h - n * CHOICE_H - 20
    if top < y + 112 + 18:
        return 0
    chosen = cur.tool % n
    text.blit(
        surface,
        f"{frame.keys.key(frame.seats[seat].device, 'back')}: next choice",
        (x, top),
        size=13,
        colour=palette.GREY,
    )
    for i, tool in enumerate(tools):
        box = pygame.Rect(x, top + 18 + i * CHOICE_H, w - 4, CHOICE_H - 3)
        lit = i == chosen
        colour = palette.NEON_PINK if tool == LIFE else art.seat_colour(seat)
        draw.panel(
            surface,
            box,
            palette.dim(colour, 0.35) if lit else palette.NIGHT,
            colour if lit else palette.DIM,
            radius=6,
            width=2 if lit else 1,
        )
        words = text.fit(choice_words(tool), text.BODY, 14, box.w - 10)
        text.blit(
            surface,
            words,
            (box.x + 6, box.centery),
            size=14,
            anchor="midleft",
            colour=palette.WHITE if lit else palette.GREY,
        )
    return h - (top - y)
