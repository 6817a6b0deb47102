"""Drawing Electronic Arcade Mania's pieces: pawns, chips, dice and cards (the board itself: ``boardart``).

Shared by the scene and the how-to pictures (``howto_art``). Everything reads plain values (positions,
counts) and draws into a surface; nothing here knows the rules.
"""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text
from arcade.games.console.duel_api import SLIDE_COLOURS
from arcade.games.mania.cards import (
    ADD_4,
    CANCEL_LOSS,
    COLLECT_3,
    COLLECT_5,
    COLLECT_7,
    COLLECT_LOSING,
    EXTRA_TURN,
    LOSE_TURN,
    ONE_HAND,
    SKILL_DOWN,
    SKILL_UP,
)

PAWN_RGB = dict(SLIDE_COLOURS)
"""Pawns and betting cards in the rulebook's slide colours: Sneak Attack blue, Rattler purple, Alien Raiders
green, Run Amuk orange."""

RED_CHIP = (214, 44, 44)
WHITE_CHIP = (236, 236, 232)
RED_CARD = (176, 30, 40)
BLUE_CARD = (30, 70, 170)
GOLD = (240, 196, 40)
DIE_RED = (200, 30, 30)
DIE_BLACK = (26, 24, 28)

CARD_TITLE = {
    COLLECT_3: "COLLECT 3",
    COLLECT_5: "COLLECT 5",
    COLLECT_7: "COLLECT 7",
    EXTRA_TURN: "EXTRA TURN",
    LOSE_TURN: "LOSE A TURN",
    ADD_4: "ADD 4",
    SKILL_DOWN: "SKILL -1",
    SKILL_UP: "SKILL +1",
    ONE_HAND: "ONE HAND",
    COLLECT_LOSING: "COLLECT LOSING BETS",
    CANCEL_LOSS: "CANCEL LOSS",
}


def draw_pawn(surface: pygame.Surface, centre, colour, r: int, label: str = "", highlight: bool = False) -> None:
    """A pawn seen from above: a coloured disc with a darker base ring and the seat's initial."""
    x, y = centre
    pygame.draw.circle(surface, (0, 0, 0), (x + 2, y + 3), r)
    pygame.draw.circle(surface, palette.dim(colour, 0.6), (x, y), r)
    pygame.draw.circle(surface, colour, (x, y - 2), r - 2)
    pygame.draw.circle(surface, palette.mix(colour, palette.WHITE, 0.45), (x - r // 3, y - r // 3 - 2), max(2, r // 4))
    pygame.draw.circle(surface, palette.WHITE if highlight else palette.BLACK, (x, y), r, 2)
    if label:
        text.blit(
            surface,
            label,
            (x, y - 1),
            size=max(10, r),
            colour=palette.WHITE,
            anchor="center",
            face=text.BODY_BOLD,
            shadow=True,
        )


def draw_seat_pawn(
    surface: pygame.Surface,
    centre,
    seat: int,
    colour,
    r: int,
    colour_blind: bool = False,
    label: str = "",
    highlight: bool = False,
) -> None:
    """A pawn in its seat's shape (``draw.SEAT_SYMBOLS``, as the lobby's and the curtain's seat badges) and
    its Game Slide's colour; with the colour-blind setting a white outline, as ``draw.seat_badge``. A
    ``label`` (initials) is drawn beside it, to the right, never over it."""
    shape = draw.SEAT_SYMBOLS[seat % len(draw.SEAT_SYMBOLS)]
    x, y = centre
    draw.symbol(surface, shape, (x + 2, y + 3), r, (0, 0, 0))
    draw.symbol(surface, shape, (x, y), r, palette.dim(colour, 0.6))
    draw.symbol(surface, shape, (x, y - 1), r - 2, colour)
    edge = palette.WHITE if (highlight or colour_blind) else palette.BLACK
    draw.symbol(surface, shape, (x, y), r, edge, 2)
    if label:
        text.blit(
            surface,
            label,
            (x + r + 4, y),
            size=max(10, r),
            colour=palette.WHITE,
            anchor="midleft",
            face=text.BODY_BOLD,
            shadow=True,
        )


def draw_chip(surface: pygame.Surface, centre, r: int, red: bool) -> None:
    x, y = centre
    base = RED_CHIP if red else WHITE_CHIP
    rect = pygame.Rect(0, 0, 2 * r, r + 2)
    rect.center = (x, y)
    pygame.draw.ellipse(surface, palette.dim(base, 0.55), rect.move(0, 3))
    pygame.draw.ellipse(surface, base, rect)
    pygame.draw.ellipse(surface, (255, 255, 255) if red else (160, 40, 40), rect.inflate(-r // 2, -r // 4), 2)


def draw_stack(
    surface: pygame.Surface, bottom_centre, count: int, red: bool, r: int = 14, most: int = 10
) -> pygame.Rect:
    """A stack of chips standing on ``bottom_centre`` (at most ``most`` drawn) with its count beside it."""
    x, y = bottom_centre
    shown = min(count, most)
    for i in range(shown):
        draw_chip(surface, (x, y - i * 4), r, red)
    if shown == 0:
        pygame.draw.ellipse(surface, palette.DIM, pygame.Rect(x - r, y - r // 2, 2 * r, r + 2), 1)
    label = text.blit(
        surface,
        f"x{count}",
        (x + r + 4, y - 6),
        size=max(12, r),
        colour=palette.WHITE,
        anchor="midleft",
        face=text.BODY_BOLD,
    )
    return label


def draw_stacks(surface: pygame.Surface, pos, red: int, white: int, r: int = 12) -> int:
    """A red and a white stack side by side from ``pos`` (their bottom left); returns the right edge."""
    x, y = pos
    right = draw_stack(surface, (x + r, y), red, True, r).right
    right = draw_stack(surface, (right + r + 8, y), white, False, r).right
    return right


def draw_die(surface: pygame.Surface, rect: pygame.Rect, value: int, black: bool = False) -> None:
    """A die showing ``value`` (the black skill die shows 1, 2 or 3)."""
    body = DIE_BLACK if black else DIE_RED
    pip = palette.WHITE
    pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 4), border_radius=rect.w // 5)
    pygame.draw.rect(surface, body, rect, border_radius=rect.w // 5)
    pygame.draw.rect(surface, palette.mix(body, palette.WHITE, 0.35), rect, 2, border_radius=rect.w // 5)
    spots = {
        1: [(1, 1)],
        2: [(0, 0), (2, 2)],
        3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (2, 0), (0, 2), (2, 2)],
        5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
    }
    for cx, cy in spots.get(value, []):
        x = rect.x + rect.w * (0.25 + 0.25 * cx)
        y = rect.y + rect.h * (0.25 + 0.25 * cy)
        pygame.draw.circle(surface, pip, (round(x), round(y)), max(2, rect.w // 10))


def draw_event_card(surface: pygame.Surface, rect: pygame.Rect, card: str | None, highlight: bool = False) -> None:
    """A red event card: face up with its name, or face down (``card`` None) with the deck's back."""
    pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=6)
    draw.panel(surface, rect, RED_CARD, radius=6, width=0)  # a solid card: it covers the one under it
    pygame.draw.rect(surface, palette.NEON_YELLOW if highlight else palette.WHITE, rect, 2, border_radius=6)
    inner = rect.inflate(-8, -8)
    if card is None:
        pygame.draw.rect(surface, palette.mix(RED_CARD, palette.WHITE, 0.25), inner, 1, border_radius=4)
        size = max(8, rect.w // 7)
        text.blit(
            surface,
            "ARCADE",
            (rect.centerx, rect.centery - size // 2 - 1),
            size=size,
            anchor="center",
            colour=palette.WHITE,
            face=text.BODY_BOLD,
        )
        text.blit(
            surface,
            "MANIA",
            (rect.centerx, rect.centery + size // 2 + 1),
            size=size,
            anchor="center",
            colour=palette.WHITE,
            face=text.BODY_BOLD,
        )
        return
    title = CARD_TITLE.get(card, card.upper())
    size = max(9, min(rect.w // 5, 20))
    lines = text.wrap(title, text.BODY_BOLD, size, rect.w - 6)
    while size > 8 and max(text.font(text.BODY_BOLD, size).size(line)[0] for line in lines) > rect.w - 4:
        size -= 1
        lines = text.wrap(title, text.BODY_BOLD, size, rect.w - 6)
    y = rect.centery - (len(lines) - 1) * (size + 2) / 2
    for line in lines:
        text.blit(
            surface,
            line,
            (rect.centerx, round(y)),
            size=size,
            anchor="center",
            colour=palette.WHITE,
            face=text.BODY_BOLD,
        )
        y += size + 2


def draw_bet_card(surface: pygame.Surface, rect: pygame.Rect, slide: str | None, highlight: bool = False) -> None:
    """A blue betting card: face up with the coloured circle of ``slide``'s pawn, or face down (None)."""
    pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=6)
    draw.panel(surface, rect, BLUE_CARD, radius=6, width=0)  # a solid card: it covers the one under it
    pygame.draw.rect(surface, palette.NEON_YELLOW if highlight else palette.WHITE, rect, 2, border_radius=6)
    if slide is None:
        text.blit(
            surface,
            "?",
            rect.center,
            size=max(12, rect.w // 2),
            anchor="center",
            colour=palette.WHITE,
            face=text.BODY_BOLD,
        )
        return
    r = min(rect.w, rect.h) // 3
    pygame.draw.circle(surface, palette.WHITE, rect.center, r + 2)
    pygame.draw.circle(surface, PAWN_RGB[slide], rect.center, r)


def initials(names: tuple[str, ...] | list[str], seat: int) -> str:
    """The letters on a seat's pawn: its name's first letter, or its first two when another seat's name
    starts with the same letter (Player 1 and Pixel: "PL" and "PI")."""
    upper = [name.strip().upper() or "?" for name in names]
    mine = upper[seat]
    if sum(1 for other in upper if other[:1] == mine[:1]) > 1:
        return mine.replace(" ", "")[:2]
    return mine[:1]
