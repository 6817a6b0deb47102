"""The keep phase on a sheet: where the five dealt cards and the KEEP button lie (the mouse's targets too),
what the card under a person's cursor does, and the painters of a hand being chosen and of a chosen one.

The painters draw from the frame (its view, the cursors in its UI state, who may look) and the sheet's
layout; they add nothing up.
"""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text
from arcade.scenes.kit.frame import Frame

from . import art
from . import layout as L
from .controls import KEEP_BUTTON
from .pieces import GRID
from .rules import cards

ABILITY_LINE = 18  # px a line of the hovered card's ability under the dealt cards


def status_lines(status: str, width: int, room: int) -> list[str]:
    """``status`` wrapped to ``width`` pixels in at most ``room`` lines (at least one); when it needs more,
    the last line shown ends with an ellipsis, so a cut is never silent."""
    lines = text.wrap(status, text.BODY, 15, width)
    room = max(1, room)
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = text.fit(lines[-1] + " \u2026", text.BODY, 15, width)
    return lines


def hand_rects(lay: L.SheetLayout, count: int) -> list[pygame.Rect]:
    """Where the dealt cards lie in the keep phase (and the KEEP button last)."""
    x0, y0 = lay.levels[0]
    width = lay.levels[-1][0] + GRID * lay.cell - x0
    height = GRID * lay.cell
    cw = min((width - 6 * 8) // 6, int(height / 1.15))
    ch = min(height, int(cw * 1.15))
    out = [pygame.Rect(x0 + i * (cw + 8), y0 + (height - ch) // 2, cw, ch) for i in range(count)]
    out.append(pygame.Rect(x0 + count * (cw + 8), y0 + (height - 40) // 2, cw, 40))
    return out


def hovered_ability(frame: Frame, seat: int) -> str:
    """What the dealt card under ``seat``'s cursor does (its solo text in a game of one)."""
    shape = cards()[frame.view.hands[seat][frame.ui.cursor(seat).pick]].shape  # a face-up dealt card
    alone = len(frame.seats) == 1 and shape.solo_ability
    return f"{shape.title}: {shape.solo_ability if alone else shape.ability}"


def ability_area(lay: L.SheetLayout, dealt: int) -> pygame.Rect:
    """Under the ``dealt`` cards, inside the sheet: where the card under a person's cursor is explained."""
    rects = hand_rects(lay, dealt)
    top = max(r.bottom for r in rects) + 14  # clear of the cursor frame round the card (6 px)
    sheet = pygame.Rect(lay.rect)
    return pygame.Rect(rects[0].x, top, rects[-1].right - rects[0].x, sheet.bottom - 6 - top)


def ability_room(lay: L.SheetLayout, dealt: int, area: pygame.Rect | None = None) -> int:
    """How many lines of 18 px fit in :func:`ability_area` (``area``: that area, when the caller has it)."""
    return max(0, (area or ability_area(lay, dealt)).h // ABILITY_LINE)


def draw_hand(surface: pygame.Surface, frame: Frame, seat: int, lay: L.SheetLayout) -> None:
    """The keep phase: the five dealt cards face up; for the one person who may look now (the viewer,
    :mod:`arcade.scenes.kit.secrecy`) their cursor, the cards they marked and the KEEP button. Which cards
    a person marks is never drawn while anyone else may be looking."""
    hand = frame.view.hands[seat]  # dealt hands are face up: every view holds them
    rects = hand_rects(lay, len(hand))
    cur = frame.ui.cursor(seat) if seat == frame.viewer and seat in frame.ui.seats() else None
    chosen = cur.chosen if cur else ()
    for i, card in enumerate(hand):
        r = rects[i]
        art.draw_card(surface, r, cards()[card])
        if card in chosen:  # marked: a thick frame in the seat's colour and a numbered LEVEL tag on top
            colour = art.seat_colour(seat)
            pygame.draw.rect(surface, colour, r.inflate(8, 8), 5, border_radius=10)
            tag = pygame.Rect(0, 0, r.w - 16, 22)
            tag.midbottom = (r.centerx, r.y - 6)  # above the card: its value and symbols stay in view
            draw.panel(surface, tag, colour, palette.WHITE, radius=6, width=2)
            label = f"LEVEL {chosen.index(card) + 1}"
            text.blit(surface, label, tag.center, size=14, colour=palette.NIGHT, anchor="center", face=text.BODY_BOLD)
        if cur and cur.pick == i:
            pygame.draw.rect(surface, palette.WHITE, r.inflate(12, 12), 2, border_radius=12)
    if not cur:
        return
    btn = rects[-1]
    ready = len(chosen) == 3
    draw.panel(
        surface,
        btn,
        palette.NEON_GREEN if ready else palette.PANEL,
        palette.WHITE if cur.pick == KEEP_BUTTON else palette.EDGE,
        radius=8,
        width=2,
    )
    text.blit(
        surface,
        "KEEP" if ready else f"{len(chosen)}/3",
        btn.center,
        size=18,
        colour=palette.NIGHT if ready else palette.GREY,
        anchor="center",
        face=text.BODY_BOLD,
    )
    area = ability_area(lay, len(hand))
    room = ability_room(lay, len(hand), area)
    if cur.pick < len(hand) and room:
        for i, line in enumerate(status_lines(hovered_ability(frame, seat), area.w, room)):
            text.blit(surface, line, (area.x, area.y + ABILITY_LINE * i), size=15, colour=palette.WHITE)


def draw_kept(surface: pygame.Surface, dealt: int, seat: int, lay: L.SheetLayout) -> None:
    """A seat that has chosen (of ``dealt`` cards) while others still choose: three cards face down, which
    ones unsaid."""
    rects = hand_rects(lay, dealt)
    mid = pygame.Rect(lay.rect).centerx - rects[2].centerx
    for r in rects[1:4]:
        art.draw_card_back(surface, r.move(mid, 0), art.seat_colour(seat))
    text.blit(
        surface,
        "3 Levels chosen: shown when everyone has chosen",
        (pygame.Rect(lay.rect).centerx, rects[0].bottom + 24),
        size=15,
        colour=palette.GREY,
        anchor="center",
    )
