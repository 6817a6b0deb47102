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


# ---------------------------------------------------------------------- the 1973 cabinet around the machine
MARQUEE_H = 40  # the lit sign above the reels
LAMP_BAND = 34  # under the reels: the lamps of the columns' paylines
LAMP_OFF = 24  # a lamp's centre, out from the machine's rim
LAMP_R = 8
SIDE_BAND = LAMP_OFF + LAMP_R + 22  # beside the reels: the lamps of the rows and diagonals
CHROME = ((120, 124, 138), (236, 238, 246), (168, 172, 186), (250, 250, 255), (110, 114, 128))
BULB = (255, 226, 140)
LAMP_DARK = (120, 84, 40)  # an unlit bulb


def machine_body(rects: list[pygame.Rect], cells: int, g: int) -> pygame.Rect:
    """Machine ``g``'s red body with its gold rim (what :func:`machine_frame` draws)."""
    group = rects[g * cells : (g + 1) * cells]
    return group[0].unionall(group[1:]).inflate(34, 34)


def cabinet_rect(rects: list[pygame.Rect], cells: int) -> pygame.Rect:
    """The whole cabinet: every machine, the lamp columns either side, the marquee on top, the lamps below."""
    bodies = [machine_body(rects, cells, g) for g in range(len(rects) // cells)]
    reels = bodies[0].unionall(bodies[1:])
    return pygame.Rect(
        reels.x - SIDE_BAND, reels.y - MARQUEE_H - 6, reels.w + 2 * SIDE_BAND, reels.h + MARQUEE_H + 6 + LAMP_BAND
    )


def chrome(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """A chrome bezel: bands of bright and dark metal from top to bottom, its corners rounded (each row
    drawn straight onto ``surface``, cut at the corners' arcs: no layer of its own)."""
    n = len(CHROME) - 1
    for y in range(rect.h):
        t = y / max(1, rect.h - 1) * n
        i = min(int(t), n - 1)
        dy = max(0, radius - y, y - (rect.h - 1 - radius))  # rows within a corner's height are cut short
        inset = radius - int((radius * radius - dy * dy) ** 0.5) if dy else 0
        left, right = rect.x + inset, rect.right - 1 - inset
        pygame.draw.line(surface, mix(CHROME[i], CHROME[i + 1], t - i), (left, rect.y + y), (right, rect.y + y))


def mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(a[k] + (b[k] - a[k]) * t) for k in range(3))  # type: ignore[return-value]


def line_lamps(rects: list[pygame.Rect], line, cells: int) -> list[tuple[int, int]]:
    """Where a payline's lamps sit at the machine's edge: a row's at both sides, a column's under the
    reels, a diagonal's at the side corners it points to (both ends); beside another machine (D) a side
    has no lamps, the two machines' would meet there. Geometry only: the line is given."""
    g, machines = line[0] // cells, len(rects) // cells
    body = machine_body(rects, cells, g)
    (x0, y0), (x1, y1) = rects[line[0]].center, rects[line[-1]].center
    left, right = body.left - LAMP_OFF, body.right + LAMP_OFF
    if abs(x1 - x0) < 4:
        return [(x0, body.bottom + LAMP_OFF - 6)]
    if abs(y1 - y0) < 4:
        out = [(left, y0), (right, y0)]
    else:
        top, bottom = body.top + LAMP_R + 4, body.bottom - LAMP_R - 4
        out = [
            (left if x0 < x1 else right, top if y0 < y1 else bottom),
            (right if x0 < x1 else left, bottom if y0 < y1 else top),
        ]
    return [(x, y) for x, y in out if (x == left and g == 0) or (x == right and g == machines - 1)]


def lamp(surface: pygame.Surface, centre: tuple[int, int], towards: tuple[int, int], colour, lit: bool) -> None:
    """A payline marker: a round lamp in a chrome ring with an arrow pointing ``towards`` the line's first
    card, lit or dark."""
    cx, cy = centre
    dx, dy = towards[0] - cx, towards[1] - cy
    n = max(1.0, (dx * dx + dy * dy) ** 0.5)
    dx, dy = dx / n, dy / n
    tip = (cx + dx * (LAMP_R + 11), cy + dy * (LAMP_R + 11))
    base = (cx + dx * (LAMP_R + 4), cy + dy * (LAMP_R + 4))
    wing = [(base[0] - dy * 5, base[1] + dx * 5), (base[0] + dy * 5, base[1] - dx * 5)]
    pygame.draw.polygon(surface, colour if lit else GOLD, [tip, *wing])
    pygame.draw.circle(surface, CHROME[1], centre, LAMP_R + 3)
    pygame.draw.circle(surface, INK, centre, LAMP_R + 1)
    pygame.draw.circle(surface, colour if lit else LAMP_DARK, centre, LAMP_R)
    if lit:
        pygame.draw.circle(surface, mix(colour, (255, 255, 255), 0.6), (cx - 2, cy - 2), max(2, LAMP_R // 3))


def draw_cabinet(surface: pygame.Surface, rects: list[pygame.Rect], cells: int, lines, title: str) -> pygame.Rect:
    """The 1973 cabinet around the machines, under :func:`machine_frame`: a chrome bezel, the red body, a
    lit marquee with ``title`` on top, and a dark lamp at the edge for each payline of ``lines`` (tuples
    of positions) where every line has its own place (3 x 3 machines). Returns the cabinet's rect."""
    outer = cabinet_rect(rects, cells)
    chrome(surface, outer, 22)
    inner = outer.inflate(-14, -14)
    pygame.draw.rect(surface, CABINET, inner, border_radius=16)
    pygame.draw.rect(surface, mix(CABINET, INK, 0.5), inner, 2, border_radius=16)
    sign = pygame.Rect(inner.x + 18, inner.y + 4, inner.w - 36, MARQUEE_H - 6)
    pygame.draw.rect(surface, INK, sign, border_radius=10)
    pygame.draw.rect(surface, GOLD, sign, 2, border_radius=10)
    step = 14
    for x in range(sign.x + 10, sign.right - 6, step):  # the bulbs around the sign
        for y in (sign.y + 5, sign.bottom - 6):
            pygame.draw.circle(surface, BULB if (x // step) % 2 else mix(BULB, INK, 0.55), (x, y), 2)
    size = 20
    shown = text.fit(title, text.PIXEL, size, sign.w - 40)
    text.title(surface, shown, sign.center, size=size, colour=GOLD)
    for line in lines:
        light_line(surface, rects, line, cells, None)
    return outer


def light_line(surface: pygame.Surface, rects: list[pygame.Rect], line, cells: int, colour) -> None:
    """A payline's lamps lit in ``colour`` (a prize paying, a line lit); dark with ``colour`` None."""
    for centre in line_lamps(rects, line, cells):
        near = min(
            (rects[p].center for p in (line[0], line[-1])), key=lambda c: abs(c[0] - centre[0]) + abs(c[1] - centre[1])
        )
        lamp(surface, centre, near, colour, colour is not None)
