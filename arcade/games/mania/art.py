"""Drawing Electronic Arcade Mania's pieces: the board from its Tiled map, pawns, chips, dice and cards.

Shared by the scene and the how-to pictures (``howto_art``). Everything reads plain values (a ``Board``,
positions, counts) and draws into a surface; nothing here knows the rules. The board is drawn through a
:class:`Fit` (the map's pixels scaled and moved onto the screen).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from arcade.core.render import draw, palette, text
from arcade.games.console.duel_api import GAME_TITLES, SLIDE_COLOURS
from arcade.games.mania.board import ANY, COLLECT, FINISH, GAME, Board
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


@dataclass(frozen=True)
class Fit:
    """Map pixels to screen pixels: ``screen = map * scale + (ox, oy)``."""

    scale: float
    ox: float
    oy: float

    def point(self, x: float, y: float) -> tuple[int, int]:
        return round(x * self.scale + self.ox), round(y * self.scale + self.oy)

    def rect(self, r) -> pygame.Rect:
        x, y, w, h = r
        left, top = self.point(x, y)
        return pygame.Rect(left, top, round(w * self.scale), round(h * self.scale))

    @classmethod
    def into(cls, board: Board, area: pygame.Rect, margin: int = 4) -> Fit:
        """The largest fit of the board's path (its spaces) into ``area``, centred."""
        rects = [pygame.Rect(s.rect) for s in board.spaces]
        box = rects[0].unionall(rects[1:])
        scale = min((area.w - 2 * margin) / box.w, (area.h - 2 * margin) / box.h)
        ox = area.centerx - box.centerx * scale
        oy = area.centery - box.centery * scale
        return cls(scale, ox, oy)


def _space_look(space) -> tuple[tuple, tuple, list[str]]:
    """Fill, border and text lines of a space."""
    if space.kind == GAME:
        c = PAWN_RGB[space.slide]
        return (
            palette.mix(c, palette.BLACK, 0.55),
            c,
            [*GAME_TITLES[space.slide].upper().split(), f"LIMIT {space.limit}"],
        )
    if space.kind == ANY:
        return (70, 24, 70), palette.NEON_PINK, ["ANY GAME", "ANY", "PLAYER", f"LIMIT {space.limit}"]
    if space.kind == COLLECT:
        return (70, 56, 10), GOLD, ["COLLECT", str(space.collect), "DEFEND", f"AT {space.defend}"]
    if space.kind == FINISH:
        return (20, 70, 30), palette.NEON_GREEN, ["FINISH", "COLLECT", str(space.collect)]
    return (30, 30, 60), palette.WHITE, ["START"]


def _label_lines(space, rect: pygame.Rect) -> list[tuple[str, tuple[int, int], int, str]]:
    """A space's words as (line, centre, size, face), centred on the space."""
    lines = _space_look(space)[2]
    size = max(8, rect.h // 7)
    step = size + 1
    y = rect.centery - (len(lines) - 1) * step / 2
    out = []
    for i, line in enumerate(lines):
        bold = space.kind != GAME or i == len(lines) - 1
        out.append(
            (line, (rect.centerx, round(y)), size if len(line) < 9 else size - 1, text.BODY_BOLD if bold else text.BODY)
        )
        y += step
    return out


def space_label_rect(space, rect: pygame.Rect) -> pygame.Rect:
    """The rectangle the space's words cover (pawns stand clear of it)."""
    boxes = []
    for line, centre, size, face in _label_lines(space, rect):
        w, h = text.font(face, size).size(line)
        boxes.append(pygame.Rect(0, 0, w, h).move(centre[0] - w // 2, centre[1] - h // 2))
    return boxes[0].unionall(boxes[1:])


def draw_space(surface: pygame.Surface, space, rect: pygame.Rect) -> None:
    fill, edge, _lines = _space_look(space)
    pygame.draw.rect(surface, fill, rect, border_radius=max(3, rect.w // 10))
    pygame.draw.rect(surface, edge, rect, max(2, rect.w // 30), border_radius=max(3, rect.w // 10))
    for line, centre, size, face in _label_lines(space, rect):
        text.blit(surface, line, centre, size=size, colour=palette.WHITE, anchor="center", face=face)


def _arrow_direction(board: Board, after: int) -> tuple[float, float]:
    a = pygame.Rect(board.spaces[after].rect).center
    b = pygame.Rect(board.spaces[after + 1].rect).center
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = max(1.0, (dx * dx + dy * dy) ** 0.5)
    return dx / n, dy / n


def draw_arrow(surface: pygame.Surface, rect: pygame.Rect, direction: tuple[float, float]) -> None:
    """A white TAKE A CARD arrow pointing the way the pawns go."""
    cx, cy = rect.center
    dx, dy = direction
    L = rect.w * 0.9
    px, py = -dy, dx
    tip = (cx + dx * L / 2, cy + dy * L / 2)
    back = (cx - dx * L / 2, cy - dy * L / 2)
    w = rect.w * 0.45
    pts = [
        tip,
        (back[0] + px * w, back[1] + py * w),
        (back[0] + dx * L * 0.25, back[1] + dy * L * 0.25),
        (back[0] - px * w, back[1] - py * w),
    ]
    pygame.draw.polygon(surface, palette.WHITE, pts)
    pygame.draw.polygon(surface, palette.BLACK, pts, 1)


def arrow_label_pos(board: Board, fit: Fit, i: int) -> tuple[int, int]:
    """Where an arrow's TAKE A CARD label goes: just inside the loop of spaces, by the arrow."""
    r = fit.rect(board.arrow_rects[i])
    rects = [pygame.Rect(s.rect) for s in board.spaces]
    cx, cy = fit.point(*rects[0].unionall(rects[1:]).center)
    dx, dy = _arrow_direction(board, board.arrows[i])
    if dy == 0:  # along the top or bottom: the label goes above or below the arrow
        return r.centerx, r.centery + (1 if cy > r.centery else -1) * round(r.h * 2.3)
    return r.centerx + (1 if cx > r.centerx else -1) * round(r.w * 2.6), r.centery


@lru_cache(maxsize=6)
def board_surface(board: Board, fit: Fit, size: tuple[int, int]) -> pygame.Surface:
    """The board (spaces, arrows, their labels) on a transparent surface of ``size`` (made once)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    for space in board.spaces:
        draw_space(surf, space, fit.rect(space.rect))
    for i, after in enumerate(board.arrows):
        r = fit.rect(board.arrow_rects[i])
        draw_arrow(surf, r, _arrow_direction(board, after))
        x, y = arrow_label_pos(board, fit, i)
        text.blit(
            surf,
            "TAKE A CARD",
            (x, y),
            size=max(9, r.h // 2),
            colour=palette.WHITE,
            anchor="center",
            face=text.BODY_BOLD,
        )
    return surf


def draw_board(surface: pygame.Surface, board: Board, fit: Fit) -> None:
    surface.blit(board_surface(board, fit, surface.get_size()), (0, 0))


PAWN_R = 10
"""A pawn's radius on the board."""
PAWN_STEP = 19
"""The distance between pawns standing in a row on one space."""


def _edge_spot(board: Board, fit: Fit, index: int, slot: int) -> tuple[float, float]:
    """Pawn ``slot``'s place on space ``index``: in a row along the space's inner edge (the side facing
    the middle of the board), half on the space, so the space's words stay readable."""
    r = fit.rect(board.spaces[index].rect)
    ring = fit.rect(board_bounds(board))
    off = (slot - 1.5) * PAWN_STEP
    if r.top <= ring.top + 2:
        return r.centerx + off, r.bottom
    if r.bottom >= ring.bottom - 2:
        return r.centerx + off, r.top
    if r.left <= ring.left + 2:
        return r.right, r.centery + off
    return r.left, r.centery + off


def board_bounds(board: Board) -> tuple[int, int, int, int]:
    """The map rectangle round every space (the path's ring)."""
    xs = [s.rect[0] for s in board.spaces] + [s.rect[0] + s.rect[2] for s in board.spaces]
    ys = [s.rect[1] for s in board.spaces] + [s.rect[1] + s.rect[3] for s in board.spaces]
    return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


def pawn_spot(board: Board, fit: Fit, index: float, slot: int) -> tuple[int, int]:
    """Where pawn ``slot`` (0..3) stands on space ``index``; a fractional index lies between two spaces
    (a hop: a little arc between the two places)."""
    lo = int(index)
    hi = min(lo + 1, board.finish)
    t = index - lo
    ax, ay = _edge_spot(board, fit, lo, slot)
    bx, by = _edge_spot(board, fit, hi, slot)
    x = ax + (bx - ax) * t
    y = ay + (by - ay) * t - 14 * (4 * t * (1 - t))
    return round(x), round(y)


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
    pygame.draw.rect(surface, RED_CARD, rect, border_radius=6)
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
    pygame.draw.rect(surface, BLUE_CARD, rect, border_radius=6)
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
