"""The top bar painter: the game's name, the deck's count, the face-up card and its two symbols, and the
call-out showing now (from the timeline), else a reminder of what everyone does with the card.

Draw functions of the frame (its beat is :class:`.shown.Shown`); the counts come from the view.
"""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text
from arcade.scenes.kit import paint
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.timeline import Shot

from . import art
from . import callouts as C
from . import layout as L
from .rules import KEEP_PHASE, PLAY, Table, cards
from .shapes import DECK_CARDS
from .sheet_coach import coach_on_sheet, shown

REMINDER = (
    "Everyone draws one of these symbols,",
    "turned any way, into one of their shapes,",
    "or loses a Life to fill one square.",
)


def top_bar_fill(surface: pygame.Surface) -> None:
    draw.panel(surface, pygame.Rect(L.TOP_BAR), palette.DUSK, palette.PANEL, radius=0, width=0, alpha=215)


def draw_top_bar(surface: pygame.Surface, frame: Frame) -> None:
    st, timeline, now = frame.view, frame.timeline, frame.now
    text.title(surface, "INSERT COIN", (24, 24), size=18, colour=palette.NEON_GREEN, anchor="midleft")
    if st.phase == KEEP_PHASE:
        lines = ["Choose your Levels:", "keep 3 of your 5 dealt cards"]
    else:
        lines = [
            f"Card {st.flips} of {DECK_CARDS} · {st.deck_left} left in the deck",
            f"GAME OVER cards flipped: {st.game_overs} of 2",
        ]
    for i, line in enumerate(lines):
        text.blit(
            surface,
            line,
            (24, 52 + 26 * i),
            size=20,
            colour=palette.WHITE if i == 0 else palette.GREY,
            anchor="midleft",
        )
    card_rect = pygame.Rect(L.CARD_RECT)
    if st.phase == PLAY and st.card >= 0:
        art.draw_card(surface, card_rect, cards()[st.card])
    else:
        pygame.draw.rect(surface, palette.PANEL, card_rect, border_radius=8)
        pygame.draw.rect(surface, palette.EDGE, card_rect, 2, border_radius=8)
        text.title(surface, "?", card_rect.center, size=28, colour=palette.GREY)
    draw_symbols(surface, st, pygame.Rect(L.SYMBOLS_RECT))
    area = pygame.Rect(L.CALLOUT_RECT)
    if draw_callout(surface, frame.colour_blind, timeline, now, area) or draw_coach(surface, frame, area):
        return
    if st.phase != PLAY:
        return
    if timeline.log:  # between call-outs: what happened, newest last (white), read back above it
        rows = paint.log_rows(timeline.log, area.w - 16, area.h - 8, 17, 22)
        for i, (row, logged) in enumerate(rows):
            colour = palette.WHITE if logged is timeline.log[-1] else palette.GREY
            text.blit(surface, row, (area.x + 8, area.y + 4 + 22 * i), size=17, colour=colour)
        return
    for i, line in enumerate(REMINDER):
        text.blit(surface, line, (area.x + 8, area.y + 18 + 28 * i), size=19, colour=palette.GREY, anchor="midleft")


def draw_coach(surface: pygame.Surface, frame: Frame, area: pygame.Rect) -> bool:
    """Between call-outs, at a table whose sheets have no room for the coach: its words to the person the
    key hints follow (the frame's focus), named, in place of the log; True when drawn."""
    beat = shown(frame)
    seat = beat.focus.seat
    said = list(beat.coach_lines(seat)) if seat is not None else []
    if seat is None or not said or coach_on_sheet(frame, seat) is not None:
        return False
    said = [f"Coach, {frame.name(seat)}:" + said[0].removeprefix("Coach:"), *said[1:]]
    rows = [row for line in said for row in text.wrap(line, text.BODY, 17, area.w - 16)][:4]
    for i, row in enumerate(rows):
        colour = palette.NEON_GREEN if i == 0 else palette.NEON_CYAN
        text.blit(surface, row, (area.x + 8, area.y + 2 + 23 * i), size=17, colour=colour)
    return True


def draw_callout(surface: pygame.Surface, blind: bool, timeline: Shot, now: float, area: pygame.Rect) -> bool:
    """The call-out showing now in ``area``, with the badge of the seat it is about; True when one was drawn."""
    c = timeline.current(now)
    if c is None:
        return False
    seat = C.seat_of(c)
    draw.panel(surface, area, palette.BLACK, c.colour, radius=10, width=3, alpha=200)
    if seat is not None:
        draw.seat_badge(surface, seat, (area.x + 26, area.centery), 12, blind)
    x = area.x + (48 if seat is not None else 18)
    text.title(surface, c.title, (x, area.y + 28), size=22, colour=c.colour, anchor="midleft")
    text.blit(
        surface,
        text.fit(c.sub, text.BODY, 20, area.right - x - 12),
        (x, area.y + 66),
        size=20,
        colour=palette.WHITE,
        anchor="midleft",
    )
    return True


def draw_symbols(surface: pygame.Surface, table: Table, rect: pygame.Rect) -> None:
    """The face-up card's two symbols, large, with their names (``table``: a view, or the game)."""
    if table.phase != PLAY or table.card < 0:
        return
    info = cards()[table.card]
    half = rect.w // len(info.symbols)
    for i, piece in enumerate(info.symbols):
        cx = rect.x + half * i + half // 2
        art.draw_symbol(surface, piece, (cx, rect.y + 38), 15, (palette.NEON_PINK, palette.NEON_BLUE)[i])
        text.blit(
            surface,
            piece,
            (cx, rect.bottom - 4),
            size=18,
            colour=palette.WHITE,
            anchor="midbottom",
            face=text.BODY_BOLD,
        )
