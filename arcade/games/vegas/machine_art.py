"""Vegas Slot Machine 1973's machine and score card, drawn (shared by the scene and the how-to pictures): the
machines' frames and cell rects, a payline through cells, and the score card of prizes."""

from __future__ import annotations

import pygame

from arcade.core.render import text
from arcade.games.vegas.art import CABINET, CARD_BG, FELT, GOLD, INK, card
from arcade.games.vegas.components import (
    CUMBER,
    NAMES,
    PRIZE,
    RANK_TEXT,
    REEL,
    SHIELD,
    SPIN,
)


def machine_rects(area: pygame.Rect, width: int, height: int, machines: int, gap: int = 12) -> list[pygame.Rect]:
    """Card rects of every position (machine by machine, reading order) fitted into ``area``."""
    split = 52 if machines > 1 else 0
    cols = width * machines
    cw = (area.w - split * (machines - 1) - gap * (cols - 1 + machines * 2)) / cols
    ch = (area.h - gap * (height + 1)) / height
    cw = int(min(cw, ch / 1.28))
    ch = int(cw * 1.28)
    total_w = cols * cw + gap * (cols - machines) + split * (machines - 1)
    x0 = area.centerx - total_w // 2
    y0 = area.centery - (height * ch + gap * (height - 1)) // 2
    out = []
    for g in range(machines):
        gx = x0 + g * (width * cw + gap * (width - 1) + split)
        for y in range(height):
            for x in range(width):
                out.append(pygame.Rect(gx + x * (cw + gap), y0 + y * (ch + gap), cw, ch))
    return out


def machine_frame(surface: pygame.Surface, rects: list[pygame.Rect], cells: int) -> None:
    """The cabinet around each machine: red body, gold rim, felt behind the cards."""
    for g in range(len(rects) // cells):
        group = rects[g * cells : (g + 1) * cells]
        body = group[0].unionall(group[1:]).inflate(34, 34)
        pygame.draw.rect(surface, CABINET, body, border_radius=16)
        pygame.draw.rect(surface, GOLD, body, 3, border_radius=16)
        pygame.draw.rect(surface, FELT, body.inflate(-14, -14), border_radius=10)


def payline(surface: pygame.Surface, rects: list[pygame.Rect], cells, colour, width: int = 6) -> None:
    """A payline drawn through the centres of its cards (or a ring around three shields)."""
    pts = [rects[p].center for p in cells]
    if len(pts) == 3 and _straight(pts):
        pygame.draw.line(surface, INK, pts[0], pts[-1], width + 4)
        pygame.draw.line(surface, colour, pts[0], pts[-1], width)
    for p in cells:
        pygame.draw.rect(surface, colour, rects[p].inflate(8, 8), 4, border_radius=10)


def _straight(pts) -> bool:
    (x0, y0), (x1, y1), (x2, y2) = pts
    return abs((x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0)) < 4


def score_card(
    surface: pygame.Surface,
    cards,
    rect: pygame.Rect,
    *,
    ranks: bool = True,
    extras: tuple = (SPIN, CUMBER),
    note: str = "",
) -> None:
    """The score card: each symbol's prize value (three ANY pay as a Seven), then the solo ranks as the
    rulebook writes them."""
    pygame.draw.rect(surface, CARD_BG, rect, border_radius=12)
    pygame.draw.rect(surface, GOLD, rect, 3, border_radius=12)
    syms = [*REEL, SHIELD, *extras]
    cols = 2
    rows = (len(syms) + cols - 1) // cols
    top = rect.y + 12
    narrow = rect.w < 600
    list_h = rect.h * (0.5 if narrow else 0.62) - 12 if ranks else rect.h - 12 - 44  # room for the note
    row_h = min(46, list_h / rows)
    icon = (int(row_h * 0.72), int(row_h * 0.9))
    col_w = (rect.w - 24) // cols
    for i, sym in enumerate(syms):
        x = rect.x + 12 + (i // rows) * col_w
        y = top + (i % rows) * row_h
        surface.blit(card(cards, sym, icon), (x, y))
        text.blit(
            surface,
            NAMES[sym],
            (x + icon[0] + 8, y + icon[1] // 2),
            size=max(12, int(row_h * 0.42)),
            colour=INK,
            anchor="midleft",
        )
        text.blit(
            surface,
            str(PRIZE[sym]),
            (x + col_w - 14, y + icon[1] // 2),
            face=text.BODY_BOLD,
            size=max(12, int(row_h * 0.48)),
            colour=CABINET,
            anchor="midright",
        )
    y = top + rows * row_h + 2
    note = note or "Three ANY pay as a Seven (80). Three shields anywhere in the machine win; ANY can stand in."
    y = text.paragraph(
        surface, note, pygame.Rect(rect.x + 16, y, rect.w - 32, 60), size=max(12, int(row_h * 0.34)), colour=INK
    )
    if not ranks:
        return
    pygame.draw.line(surface, GOLD, (rect.x + 16, y), (rect.right - 16, y), 2)
    y += 4
    head = max(12, int(row_h * 0.36))
    text.blit(
        surface,
        "Solo and co-op ranks (competitive play scores prizes only)",
        (rect.x + 20, y),
        size=head,
        colour=CABINET,
        face=text.BODY_BOLD,
    )
    y += head + 8
    rcols = 1 if narrow else 2
    per = (len(RANK_TEXT) + rcols - 1) // rcols
    line_h = (rect.bottom - y - 8) / per
    for i, label in enumerate(RANK_TEXT):
        x = rect.x + 20 + (i // per) * ((rect.w - 40) // 2)
        text.blit(
            surface,
            label,
            (x, y + (i % per) * line_h),
            size=max(11, int(min(22, line_h * 0.78))),
            colour=INK,
            face=text.BODY_BOLD if i == len(RANK_TEXT) - 1 else text.BODY,
        )
