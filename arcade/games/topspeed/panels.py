"""Painters of the two seat panels: the seat's name, its top card and deck, its message of the moment (the
frame's :class:`~.screen.Moment`), its keys (the frame's key names) or the CPU's level, the practice notes
and best, and the points counted by the reveal. Each draws from the frame and the table's layout."""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text
from arcade.scenes.kit.frame import Frame

from . import art, keyhints
from .layout import TableLayout
from .readout import moment_of, seat_colour
from .reveal import Frame as Shown
from .table import back, badge, face, reveal_of
from .view import TableView

BIG_CARD = (180, 120)
PRACTICE_BEST = "practice_best"
"""The frame's setting holding the best practice score so far (None: none yet)."""
DECK_NAMES = ("RED", "BLUE")


def draw_panel(surface: pygame.Surface, frame: Frame, lay: TableLayout, seat: int, shown: Shown | None) -> None:
    rect = pygame.Rect(lay.seats[seat])
    view: TableView = frame.view
    if seat not in view.seats:
        draw_practice_panel(surface, frame, rect)
        return
    colour = seat_colour(seat)
    racer = frame.seats[seat]
    badge(frame, surface, seat, (rect.left + 22, rect.top + 22), 11)
    name = text.fit(racer.name, text.BODY_BOLD, 20, rect.width - 52)  # cut, not spilling onto the table
    text.blit(
        surface,
        name,
        (rect.left + 40, rect.top + 22),
        size=20,
        colour=colour,
        anchor="midleft",
        face=text.BODY_BOLD,
    )
    big = pygame.Rect(0, 0, *BIG_CARD)
    big.midtop = (rect.centerx, rect.top + 44)
    top = view.tops[seat]
    if view.phase == "ready":
        surface.blit(back(seat, BIG_CARD), big)
    elif top is not None:
        surface.blit(face(art.paint_big_card, top, BIG_CARD), big)
    elif not view.over:
        pygame.draw.rect(surface, palette.dim(colour, 0.6), big, 2, border_radius=8)
        text.blit(surface, "no cards", big.center, size=20, colour=palette.GREY, anchor="center")
    # the deck: its back colour is the rulebook's (red or blue), shown beside the seat's own badge
    left = view.deck_sizes[seat]
    stack = pygame.Rect(rect.left + 16, big.bottom + 14, 96, 50)
    for i in range(min(3, max(1, left))):
        surface.blit(back(seat, stack.size), (stack.x + 3 * (2 - i), stack.y + 3 * (2 - i)))
    text.blit(
        surface,
        f"{left}",
        (stack.right + 44, stack.top + 6),
        face=text.PIXEL,
        size=20,
        colour=palette.WHITE,
        anchor="midtop",
    )
    text.blit(
        surface,
        f"{DECK_NAMES[seat].lower()} deck",
        (stack.right + 44, stack.top + 32),
        size=16,
        colour=art.DECK_RGB[seat],
        anchor="midtop",
        face=text.BODY_BOLD,
    )
    y = stack.bottom + 16
    msg = moment_of(frame).flashes[seat]
    if msg is not None and shown is None:
        text.blit(surface, msg, (rect.centerx, y), size=18, colour=palette.WARN, anchor="midtop", face=text.BODY_BOLD)
    elif view.last_rows[seat] is not None and not racer.cpu:
        text.blit(surface, "mistake? fix it now", (rect.centerx, y), size=16, colour=palette.GREY, anchor="midtop")
    y += 36
    if shown is not None:
        draw_tally(surface, frame, seat, rect, shown)
    elif racer.cpu:
        text.blit(
            surface,
            f"CPU racer: {racer.level}",
            (rect.centerx, y),
            size=18,
            colour=colour,
            anchor="midtop",
            face=text.BODY_BOLD,
        )
        text.blit(surface, "racing through", (rect.centerx, y + 26), size=18, colour=palette.GREY, anchor="midtop")
        text.blit(surface, "the same keys", (rect.centerx, y + 48), size=18, colour=palette.GREY, anchor="midtop")
    else:
        y = draw_key_hints(surface, frame, seat, rect, y + 8)
        if view.assist[seat]:
            text.blit(
                surface,
                "Assist on: repeats blocked",
                (rect.centerx, y),
                size=15,
                colour=palette.NEON_GREEN,
                anchor="midtop",
            )


def draw_key_hints(surface: pygame.Surface, frame: Frame, seat: int, rect: pygame.Rect, y: int) -> int:
    """The seat's race keys (the frame's key names for its device) as keycaps in the shared hint-bar
    style, one per line inside the seat's panel; words that would not fit beside their keycap go under it."""
    sub_x = max(0, rect.left - 14)
    sub = surface.subsurface(pygame.Rect(sub_x, rect.top, rect.right - sub_x - 4, rect.height))
    hints = keyhints.hints_of(frame.keys, frame.seats[seat].device)
    for key, what, wrapped in keyhints.hint_lines(hints, sub.get_width()):
        if not wrapped:
            draw.hint_bar(sub, [(key, what)], y=y - rect.top)
            y += 32
            continue
        draw.hint_bar(sub, [(key, "")], y=y - rect.top)
        text.blit(sub, what, (draw.HINT_X + 8, y - rect.top + 25), size=20, colour=palette.GREY, anchor="midleft")
        y += 56
    return y


PRACTICE_NOTES = (
    "Place all 21 cards",
    "before the clock",
    "runs out.",
    "",
    "Call TOP SPEED!",
    "when none fits",
    "for the flag's",
    "3 points.",
)


def draw_practice_panel(surface: pygame.Surface, frame: Frame, rect: pygame.Rect) -> None:
    text.title(surface, "PRACTICE", (rect.centerx, rect.top + 40), size=16, colour=palette.NEON_CYAN)
    for i, line in enumerate(PRACTICE_NOTES):
        text.blit(surface, line, (rect.centerx, rect.top + 90 + 28 * i), size=20, anchor="midtop", colour=palette.GREY)
    best = frame.setting(PRACTICE_BEST)
    if best is not None:
        text.blit(
            surface,
            f"Best: {best:g} pts",
            (rect.centerx, rect.bottom - 40),
            size=22,
            anchor="center",
            colour=palette.NEON_YELLOW,
        )


def draw_tally(surface: pygame.Surface, frame: Frame, seat: int, rect: pygame.Rect, shown: Shown) -> None:
    colour = seat_colour(seat)
    pts = shown.tally[seat]
    text.title(surface, f"{pts}", (rect.centerx, rect.bottom - 70), size=34, colour=colour)
    text.blit(surface, "points", (rect.centerx, rect.bottom - 38), size=18, colour=palette.GREY, anchor="center")
    reveal = reveal_of(frame)
    if shown.flag_counted and reveal is not None and reveal.score.flag == seat:
        flag = pygame.Rect(0, 0, 60, 38)
        flag.center = (rect.right - 40, rect.bottom - 70)
        surface.blit(face(art.paint_flag, 0, flag.size), flag)
