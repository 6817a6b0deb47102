"""The end of a game, drawn the same way in every game: a card over the table with the result's title, a
line of why, every seat's standing (its badge, name, the game's own columns and the total, the winners
marked), free lines (a rank, high scores) and a footnote; the keys for a rematch and leaving along the
bottom.

A game says *what* its end card holds, as plain data (:class:`EndCard`, built by
``GameScene.end_card``); the base scene decides *when* it shows (the game is over and everything has played
out) and draws it with :func:`draw_end_card`. A cell the game draws itself (a stack of chips) is ``None`` in
the row's cells; the card calls back with that cell's rectangle.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from arcade.core.render import draw, palette, text

RGB = tuple[int, int, int]
CellPainter = Callable[[pygame.Surface, int, int, pygame.Rect], None]
"""``(surface, seat, column, rect)``: draws a cell the game paints itself (column -1: the seat's marker, for
a card whose ``badge`` is False)."""

TITLE_H = 64
SUBTITLE_H = 32
HEADER_H = 30
LINE_H = 30
FOOT_H = 40
BUTTONS_H = 58  # the row of buttons (rematch, leave...) at the card's foot
BUTTON_GAP = 22
PAD = 30
NAME_W = 230
TOTAL_W = 110
MIN_ROW_H = 30


@dataclass(frozen=True)
class EndRow:
    """One seat's standing: its name, the game's columns (``None``: the game draws the cell), the total."""

    seat: int
    name: str
    cells: tuple[str | None, ...] = ()
    total: str = ""
    winner: bool = False
    colour: RGB | None = None  # the seat's colour in this game (default: the cabinet's seat colours)


@dataclass(frozen=True)
class EndLine:
    """A line of text under the standings (a rank, a high score)."""

    text: str
    colour: RGB = palette.GREY
    size: int = 20
    bold: bool = False


@dataclass(frozen=True)
class EndCard:
    """What a game's end card shows (see the module docstring)."""

    title: str
    title_colour: RGB = palette.NEON_YELLOW
    subtitle: str = ""
    columns: tuple[str, ...] = ()
    column_colours: tuple[RGB | None, ...] = ()
    total_label: str = "TOTAL"
    rows: tuple[EndRow, ...] = ()
    lines: tuple[EndLine, ...] = ()
    footnote: str = ""
    accent: RGB = palette.NEON_YELLOW
    width: int = 900
    row_h: int = 48
    badge: bool = True  # each row starts with the seat's badge (False: the game draws its own marker)
    dim: int = 150  # how much the table under the card is dimmed (0: not at all)
    centre: tuple[int, int] | None = None  # default: the middle of the screen


def winner_title(names: Sequence[str], winners: Sequence[int]) -> str:
    """ "ANNA WINS!" for one winner, "SHARED WIN: Anna & Ben" for several."""
    if len(winners) == 1:
        return f"{names[winners[0]].upper()} WINS!"
    return "SHARED WIN: " + " & ".join(names[w] for w in winners)


def standings(scores: Sequence[float], tiebreak: Sequence[float] | None = None) -> list[int]:
    """Seats best first: by score, then by ``tiebreak`` (higher first), then by seat order."""
    tb = tiebreak if tiebreak is not None else [0] * len(scores)
    return sorted(range(len(scores)), key=lambda s: (-scores[s], -tb[s], s))


def foot_h(card: EndCard, buttons: int) -> int:
    """The room under the rows and lines: the footnote and the buttons."""
    return (FOOT_H if card.footnote else 0) + (BUTTONS_H if buttons else 0)


def card_rect(card: EndCard, buttons: int = 0) -> pygame.Rect:
    """Where the card is drawn: its height is what its parts need (``buttons``: how many at its foot)."""
    h = PAD + TITLE_H + (SUBTITLE_H if card.subtitle else 0)
    if card.rows:
        h += HEADER_H + card.row_h * len(card.rows) + 8
    h += LINE_H * len(card.lines) + foot_h(card, buttons) + PAD // 2
    h = min(h, draw.SCREEN_H - 80)
    rect = pygame.Rect(0, 0, min(card.width, draw.SCREEN_W - 40), h)
    rect.center = card.centre or (draw.SCREEN_W // 2, draw.SCREEN_H // 2 - 10)
    return rect


def column_xs(card: EndCard, box: pygame.Rect) -> tuple[list[int], int]:
    """The centre of each of the game's columns, between the names and the total, and their width."""
    n = len(card.columns) or max((len(r.cells) for r in card.rows), default=0)
    if not n:
        return [], 0
    left, right = box.x + PAD + NAME_W, box.right - PAD - TOTAL_W
    step = (right - left) / n
    return [int(left + step * (i + 0.5)) for i in range(n)], int(step)


def draw_end_card(
    surface: pygame.Surface,
    card: EndCard,
    *,
    colour_blind: bool = False,
    hints: Sequence[tuple[str, str]] = (),
    draw_cell: CellPainter | None = None,
    focus: int = 0,
) -> pygame.Rect:
    """Draw ``card`` over the table, with a button at its foot for each of ``hints`` ((key, words): the
    words and, beside them, the key that does it, if any), ``focus`` the lit one; returns the card's
    rectangle."""
    if card.dim:
        draw.dim_overlay(surface, card.dim)
    box = card_rect(card, len(hints))
    draw.panel(surface, box, palette.NIGHT, card.accent, radius=14, width=3)  # solid: the table never shows through
    inner = box.width - 2 * PAD
    y = box.y + PAD + TITLE_H // 2 - 6
    heading = text.fit(card.title, text.PIXEL, 28, inner)
    text.title(surface, heading, (box.centerx, y), size=28, colour=card.title_colour)
    y = box.y + PAD + TITLE_H
    if card.subtitle:
        line = text.fit(card.subtitle, text.BODY, 20, inner)
        text.blit(surface, line, (box.centerx, y - 4), size=20, colour=palette.GREY, anchor="midtop")
        y += SUBTITLE_H
    if card.rows:
        y = _draw_rows(surface, card, box, y, colour_blind, draw_cell, len(hints))
    for ln in card.lines:
        face = text.BODY_BOLD if ln.bold else text.BODY
        shown = text.fit(ln.text, face, ln.size, inner)
        text.blit(
            surface, shown, (box.centerx, y + LINE_H // 2), size=ln.size, colour=ln.colour, face=face, anchor="center"
        )
        y += LINE_H
    buttons_top = box.bottom - PAD // 2 - (BUTTONS_H if hints else 0)
    if card.footnote:
        line = text.fit(card.footnote, text.BODY, 17, inner)
        text.blit(surface, line, (box.centerx, buttons_top - 20), size=17, colour=palette.GREY, anchor="center")
    if hints:
        draw_buttons(surface, list(hints), pygame.Rect(box.x + PAD, buttons_top + 6, inner, BUTTONS_H - 12), focus)
    return box


def button_rects(hints: Sequence[tuple[str, str]], area: pygame.Rect) -> list[pygame.Rect]:
    """One button per hint, side by side, centred in ``area`` (as wide as their words and key need)."""
    widths = [
        text.body(20, bold=True).size(words.upper())[0]
        + (text.body(16, bold=True).size(key)[0] + 24 if key else 0)
        + 32
        for key, words in hints
    ]
    total = sum(widths) + BUTTON_GAP * (len(widths) - 1)
    x = area.centerx - total // 2
    out = []
    for w in widths:
        out.append(pygame.Rect(x, area.y, w, area.h))
        x += w + BUTTON_GAP
    return out


def draw_buttons(surface: pygame.Surface, hints: list[tuple[str, str]], area: pygame.Rect, focus: int = 0) -> None:
    """The card's buttons: the one in focus lit, each with the key that presses it in a keycap."""
    for i, ((key, words), rect) in enumerate(zip(hints, button_rects(hints, area))):
        first = i == focus
        draw.panel(
            surface,
            rect,
            palette.PANEL_HI if first else palette.DUSK,
            palette.NEON_YELLOW if first else palette.EDGE,
            radius=10,
            width=2,
        )
        label = text.blit(
            surface,
            words.upper(),
            (rect.x + 16, rect.centery),
            size=20,
            face=text.BODY_BOLD,
            colour=palette.WHITE,
            anchor="midleft",
        )
        if not key:
            continue
        cap = text.render(key, text.BODY_BOLD, 16, palette.NIGHT)
        cap_rect = cap.get_rect(midleft=(label.right + 14, rect.centery)).inflate(12, 6)
        pygame.draw.rect(surface, palette.GREY, cap_rect, border_radius=6)
        text.blit(surface, key, cap_rect.center, size=16, face=text.BODY_BOLD, colour=palette.NIGHT, anchor="center")


def _draw_rows(
    surface: pygame.Surface,
    card: EndCard,
    box: pygame.Rect,
    y: int,
    colour_blind: bool,
    draw_cell: CellPainter | None,
    buttons: int = 0,
) -> int:
    xs, step = column_xs(card, box)
    total_x = box.right - PAD - TOTAL_W // 2
    for i, (label, cx) in enumerate(zip(card.columns, xs)):
        colour = card.column_colours[i] if i < len(card.column_colours) else None
        shown = text.fit(label, text.BODY, 15, step - 4)
        text.blit(surface, shown, (cx, y + 4), size=15, colour=colour or palette.GREY, anchor="midtop")
    if card.total_label:
        text.blit(surface, card.total_label, (total_x, y + 4), size=16, colour=palette.GREY, anchor="midtop")
    y += HEADER_H
    room = box.bottom - PAD // 2 - LINE_H * len(card.lines) - foot_h(card, buttons) - y
    row_h = max(MIN_ROW_H, min(card.row_h, room // max(1, len(card.rows))))
    name_size = 22 if row_h >= 40 else 18
    for r, row in enumerate(card.rows):
        cy = y + row_h * r + row_h // 2
        colour = row.colour or palette.SEATS[row.seat % len(palette.SEATS)]
        if row.winner:
            draw.tint(surface, pygame.Rect(box.x + 10, cy - row_h // 2 + 2, box.width - 20, row_h - 4), colour, 40)
        if card.badge:
            draw.seat_badge(surface, row.seat, (box.x + PAD + 10, cy), 10, colour_blind)
        elif draw_cell is not None:
            draw_cell(surface, row.seat, -1, pygame.Rect(box.x + PAD - 4, cy - 14, 28, 28))
        name = text.fit(row.name, text.BODY_BOLD, name_size, NAME_W - 34)
        at = (box.x + PAD + 28, cy)
        text.blit(surface, name, at, size=name_size, colour=colour, face=text.BODY_BOLD, anchor="midleft")
        for c, cx in enumerate(xs):
            value = row.cells[c] if c < len(row.cells) else ""
            if value is None:
                if draw_cell is not None:
                    draw_cell(surface, row.seat, c, pygame.Rect(cx - step // 2 + 3, cy - row_h // 2, step - 6, row_h))
                continue
            shown = text.fit(value, text.BODY, 20, step - 6)
            text.blit(surface, shown, (cx, cy), size=20, colour=palette.WHITE, anchor="center")
        if row.total:
            text.blit(
                surface,
                row.total,
                (total_x, cy),
                size=24,
                colour=palette.NEON_YELLOW,
                face=text.BODY_BOLD,
                anchor="center",
            )
        if row.winner:
            text.blit(
                surface,
                "WIN",
                (box.right - 14, cy),
                size=15,
                colour=palette.NEON_GREEN,
                face=text.BODY_BOLD,
                anchor="midright",
            )
    return y + row_h * len(card.rows) + 8


CELEBRATION_MS = 2600.0
"""How long the confetti falls once the end card is up."""
CONFETTI = 70
CONFETTI_STEP_MS = 1000.0 / 30  # the confetti moves at 30 pictures a second (the picture key's step)


def celebration_step(since_ms: float, now_ms: float, length_ms: float) -> int | None:
    """Which confetti picture shows ``now_ms`` (None: none, it has fallen), for the scene's picture key."""
    t = now_ms - since_ms
    if length_ms <= 0 or t < 0 or t >= length_ms:
        return None
    return int(t // CONFETTI_STEP_MS)


def draw_confetti(surface: pygame.Surface, box: pygame.Rect, step: int, length_ms: float, seed: int = 0) -> None:
    """Confetti bursting up from the card's top edge and fluttering down across it: picture ``step`` of
    :func:`celebration_step` (the same step always draws the same picture)."""
    rng = random.Random(seed)
    t = step * CONFETTI_STEP_MS / 1000.0
    fade = max(0.0, 1.0 - step * CONFETTI_STEP_MS / length_ms)
    colours = palette.SEATS
    for i in range(CONFETTI):
        x0 = box.x + rng.random() * box.width
        vx = (rng.random() - 0.5) * 160.0
        vy = -220.0 - rng.random() * 260.0
        spin = rng.random() * 6.0 + 2.0
        colour = colours[i % len(colours)]
        x = x0 + vx * t + 14.0 * math.sin(spin * t + i)
        y = box.y + vy * t + 0.5 * 520.0 * t * t
        if not -20 < y < draw.SCREEN_H:
            continue
        w = max(1, int(7 * abs(math.cos(spin * t))))
        piece = pygame.Rect(int(x), int(y), w, 7)
        shade = tuple(int(c * (0.4 + 0.6 * fade)) for c in colour)
        pygame.draw.rect(surface, shade, piece)
