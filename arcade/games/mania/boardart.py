"""The Mania gameboard drawn from its Tiled map: tiles with their duel game's icon and limit (or what a
collect space pays), START and FINISH marked, small arrows along the path between the spaces, the white
TAKE A CARD arrows, and where pawns stand (beside a space's words, never over them).

Everything reads plain values (a ``Board``) and draws into a surface through a :class:`Fit` (the map's
pixels scaled and moved onto the screen); nothing here knows the rules. Shared by the scene (``table``)
and the how-to pictures (``howto_art``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from arcade.core.render import palette, text
from arcade.games.console.duel_api import GAME_TITLES
from arcade.games.mania import icons
from arcade.games.mania.art import GOLD, PAWN_RGB
from arcade.games.mania.board import ANY, COLLECT, FINISH, GAME, SLIDES, START, Board

PAWN_R = 10
"""A pawn's half-size on the board."""
PAWN_STEP = 19
"""The distance between pawns standing in a row by one space."""
PAWN_OUT = 5
"""How far a pawn's centre stands outside its space's inner edge (the space's words keep a wider margin)."""
CORNER_OUT = 6
"""How far a corner's 2 x 2 group of pawns stands off the corner space (clear of its neighbours' words)."""
START_RGB = (120, 200, 255)


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


# ---------------------------------------------------------------------- a space's tile
def _look(space) -> tuple[tuple[int, int, int], tuple[str, ...] | None, list[str], str]:
    """A space's colour, icon, small words and big word (the limit, the chips paid, START, FINISH)."""
    if space.kind == GAME:
        return (
            PAWN_RGB[space.slide],
            icons.GAME_ICONS[space.slide],
            GAME_TITLES[space.slide].upper().split(),
            (f"LIMIT {space.limit}"),
        )
    if space.kind == ANY:
        return palette.NEON_PINK, None, ["ANY GAME", "ANY PLAYER"], f"LIMIT {space.limit}"
    if space.kind == COLLECT:
        return GOLD, icons.CHIPS, [f"DEFEND AT {space.defend}"], f"COLLECT {space.collect}"
    if space.kind == FINISH:
        return palette.NEON_GREEN, icons.FLAG, ["FINISH"], f"+{space.collect}"
    return START_RGB, None, [], "START"


def _sizes(rect: pygame.Rect) -> tuple[int, int, int]:
    """The icon's cell, the small words' size and the big word's size for a tile of ``rect``: no caption
    smaller than the smallest body text the cabinet draws (``text.SMALLEST_BODY``; issue 36)."""
    return max(1, rect.w // 34), max(text.SMALLEST_BODY, rect.h // 8), max(text.SMALLEST_BODY, rect.h // 7)


WORDS_MARGIN = 4
"""The least room between a tile's words and its sides (its rim, and the pawns standing by it)."""
ICON_ROOM = 12
"""The icon is drawn only if the tile's words and the icon leave this much of its height free."""
GAP = 2
"""Between the lines of a tile."""


def _layout(space, rect: pygame.Rect) -> list[tuple[str, pygame.Rect, int, str]]:
    """What a tile shows, top to bottom, centred: ("icon", its rectangle, cell, "") then (words, their
    rectangle, size, face) for each line. START's words stand in its top part: its pawns wait below.
    Words too wide for the tile go on two lines ("ANY" / "PLAYER"); the icon is left out when the words
    need its room (the words are what a player must read)."""
    _colour, icon, small, big = _look(space)
    cell, size, big_size = _sizes(rect)
    room = rect.w - 2 * WORDS_MARGIN
    words: list[tuple[str, int, int, str]] = []  # (what, width, height, face)
    for line in small:
        for part in _lines(line, text.BODY, size, room):
            words.append((part, text.font(text.BODY, size).size(part)[0], size, text.BODY))
    for part in _lines(big, text.BODY_BOLD, big_size, room - 8):  # (its band is 8 px wider)
        words.append((part, text.font(text.BODY_BOLD, big_size).size(part)[0], big_size + 1, text.BODY_BOLD))
    items: list[tuple[str, int, int, str]] = []
    if icon is not None or space.kind == ANY:
        side = icons.SIZE * cell
        half = icons.SIZE * max(1, cell // 2)  # ANY GAME: the four games' icons in a row, half size
        items.append(("icon", side, side, "") if icon is not None else ("icon", 4 * half + 6, half, ""))
    if items and _height(items + words) > rect.h - ICON_ROOM:
        items = []
    items += words
    gap = GAP
    total = _height(items)
    area = pygame.Rect(rect.x, rect.y + 4, rect.w, rect.h * 2 // 5) if space.kind == START else rect
    y = area.centery - total // 2
    out = []
    for what, w, h, face in items:
        box = pygame.Rect(rect.centerx - w // 2, y, w, h)
        out.append((what, box, cell if what == "icon" else (size if face == text.BODY else big_size), face))
        y += h + gap
    return out


def _lines(words: str, face: str, size: int, room: int) -> list[str]:
    """``words`` on one line if they fit ``room``, else on two, broken where the wider line is narrowest
    ("DEFEND" / "AT 2", not "DEFEND AT" / "2")."""
    f = text.font(face, size)
    if f.size(words)[0] <= room:
        return [words]
    parts = words.split()
    splits: list[tuple[str, str]] = [(" ".join(parts[:k]), " ".join(parts[k:])) for k in range(1, len(parts))]
    if not splits:
        return [words]

    def wider(pair: tuple[str, str]) -> int:
        return max(f.size(pair[0])[0], f.size(pair[1])[0])

    first, second = min(splits, key=wider)
    return [first, second]


def _height(items: list[tuple[str, int, int, str]]) -> int:
    return sum(h for _what, _w, h, _face in items) + GAP * (len(items) - 1)


def space_label_rect(space, rect: pygame.Rect) -> pygame.Rect:
    """The rectangle a space's icon and words cover (pawns stand clear of it)."""
    boxes = [box for _what, box, _size, _face in _layout(space, rect)]
    return boxes[0].unionall(boxes[1:])


def draw_space(surface: pygame.Surface, space, rect: pygame.Rect) -> None:
    """A board tile: a dark face in the space's colour, a bright rim, the icon, the words, and the big
    word on a band of the rim's colour."""
    colour, icon, _small, _big = _look(space)
    radius = max(3, rect.w // 9)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=radius)
    pygame.draw.rect(surface, palette.mix(colour, palette.BLACK, 0.7), rect, border_radius=radius)
    inner = rect.inflate(-6, -6)
    pygame.draw.rect(surface, palette.mix(colour, palette.BLACK, 0.55), inner, border_radius=max(2, radius - 2))
    pygame.draw.rect(surface, colour, rect, max(2, rect.w // 30), border_radius=radius)
    bright = palette.mix(colour, palette.WHITE, 0.45)
    layout = _layout(space, rect)
    bands = [box.inflate(8, 2) for _what, box, _size, face in layout if face == text.BODY_BOLD]
    if bands:  # the big word on one band, on one line or two
        band = bands[0].unionall(bands[1:])
        pygame.draw.rect(surface, palette.mix(colour, palette.BLACK, 0.2), band, border_radius=4)
    for what, box, size, face in layout:
        if what == "icon":
            if icon is not None:
                icons.draw_icon(surface, icon, box.topleft, size, bright)
            else:  # ANY GAME: the four games' icons, small
                _any_icons(surface, box, size)
        elif face == text.BODY_BOLD:
            text.blit(surface, what, box.center, size=size, colour=palette.WHITE, anchor="center", face=face)
        else:
            text.blit(surface, what, box.center, size=size, colour=palette.WHITE, anchor="center", face=face)


def _any_icons(surface: pygame.Surface, box: pygame.Rect, cell: int) -> None:
    """The four games' icons at half size in a row (ANY GAME / ANY PLAYER)."""
    half = max(1, cell // 2)
    for k, slide in enumerate(SLIDES):
        x = box.x + k * (icons.SIZE * half + 2)
        icons.draw_icon(
            surface, icons.GAME_ICONS[slide], (x, box.y), half, palette.mix(PAWN_RGB[slide], palette.WHITE, 0.4)
        )


# ---------------------------------------------------------------------- arrows
def _direction(board: Board, a: int, b: int) -> tuple[float, float]:
    ca = pygame.Rect(board.spaces[a].rect).center
    cb = pygame.Rect(board.spaces[b].rect).center
    dx, dy = cb[0] - ca[0], cb[1] - ca[1]
    n = max(1.0, (dx * dx + dy * dy) ** 0.5)
    return dx / n, dy / n


def arrow_direction(board: Board, after: int) -> tuple[float, float]:
    """The way the path runs from space ``after`` to the next."""
    return _direction(board, after, after + 1)


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


def path_arrow_spots(board: Board, fit: Fit) -> list[tuple[tuple[int, int], tuple[float, float]]]:
    """Where the small path arrows go: the middle of the gap between each two spaces in a row (except
    where a TAKE A CARD arrow stands), with the way the path runs."""
    out = []
    for i in range(board.finish):
        if i in board.arrows:
            continue
        a, b = fit.rect(board.spaces[i].rect), fit.rect(board.spaces[i + 1].rect)
        out.append((((a.centerx + b.centerx) // 2, (a.centery + b.centery) // 2), _direction(board, i, i + 1)))
    return out


def draw_path_arrow(surface: pygame.Surface, centre: tuple[int, int], direction: tuple[float, float], s: int) -> None:
    """A small chevron in the gap between two spaces, pointing the way the pawns go."""
    cx, cy = centre
    dx, dy = direction
    px, py = -dy, dx
    pts = [(cx + dx * s, cy + dy * s), (cx - dx * s + px * s, cy - dy * s + py * s)]
    pts += [(cx - dx * s * 0.2, cy - dy * s * 0.2), (cx - dx * s - px * s, cy - dy * s - py * s)]
    pygame.draw.polygon(surface, palette.mix(palette.NEON_CYAN, palette.WHITE, 0.3), pts)


def arrow_label_pos(board: Board, fit: Fit, i: int, size: tuple[int, int] = (0, 0)) -> tuple[int, int]:
    """Where an arrow's TAKE A CARD label (of ``size``) goes: just inside the loop of spaces, by the arrow,
    moved the least (into the middle, then along the path) to stand clear of every space and of every place
    a pawn stands."""
    r = fit.rect(board.arrow_rects[i])
    cx, cy = fit.rect(board_bounds(board)).center
    dx, dy = arrow_direction(board, board.arrows[i])
    if dy == 0:  # along the top or bottom: the label goes below or above the arrow
        x, y = r.centerx, r.centery + (1 if cy > r.centery else -1) * round(r.h * 2.1)
        inward, along = (0, 1 if cy > y else -1), (1 if cx > x else -1, 0)
    else:
        x, y = r.centerx + (1 if cx > r.centerx else -1) * round(r.w * 2.6), r.centery
        inward, along = (1 if cx > x else -1, 0), (0, 1 if cy > y else -1)
    keep_clear = [fit.rect(s.rect) for s in board.spaces]
    for space in board.spaces:
        for slot in range(4):
            px, py = pawn_spot(board, fit, space.index, slot)
            keep_clear.append(pygame.Rect(px - PAWN_R, py - PAWN_R, 2 * PAWN_R, 2 * PAWN_R))
    label = pygame.Rect(0, 0, *size)
    tries = sorted(((a, b) for a in range(0, 60, 3) for b in range(0, 90, 3)), key=lambda t: (t[0] + t[1], t[0]))
    for a, b in tries:
        label.center = (x + inward[0] * a + along[0] * b, y + inward[1] * a + along[1] * b)
        if label.collidelist(keep_clear) < 0:
            return label.center
    return x, y


def draw_pieces(surface: pygame.Surface, board: Board, fit: Fit) -> None:
    """The spaces, the path arrows, the TAKE A CARD arrows and their labels."""
    for space in board.spaces:
        draw_space(surface, space, fit.rect(space.rect))
    s = max(3, round(5 * fit.scale / 0.77))
    for centre, direction in path_arrow_spots(board, fit):
        draw_path_arrow(surface, centre, direction, s)
    for i, after in enumerate(board.arrows):
        r = fit.rect(board.arrow_rects[i])
        draw_arrow(surface, r, arrow_direction(board, after))
        size = max(text.SMALLEST_BODY, r.h // 2)
        w, h = text.font(text.BODY_BOLD, size).size("TAKE A CARD")
        text.blit(
            surface,
            "TAKE A CARD",
            arrow_label_pos(board, fit, i, (w + 4, h + 2)),
            size=size,
            colour=palette.WHITE,
            anchor="center",
            face=text.BODY_BOLD,
        )


@lru_cache(maxsize=6)
def board_surface(board: Board, fit: Fit, size: tuple[int, int]) -> pygame.Surface:
    """The board on a transparent surface of ``size`` (made once)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    draw_pieces(surf, board, fit)
    return surf


def draw_board(surface: pygame.Surface, board: Board, fit: Fit) -> None:
    surface.blit(board_surface(board, fit, surface.get_size()), (0, 0))


# ---------------------------------------------------------------------- where pawns stand
@lru_cache(maxsize=16)
def board_bounds(board: Board) -> tuple[int, int, int, int]:
    """The map rectangle round every space (the path's ring)."""
    xs = [s.rect[0] for s in board.spaces] + [s.rect[0] + s.rect[2] for s in board.spaces]
    ys = [s.rect[1] for s in board.spaces] + [s.rect[1] + s.rect[3] for s in board.spaces]
    return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


@lru_cache(maxsize=8)  # boards and fits are frozen: the places are worked out once, not every frame
def _edge_spots(board: Board, fit: Fit) -> dict[tuple[int, int], tuple[float, float]]:
    """Every pawn slot's place by every space, ``(index, slot) -> (x, y)``."""
    return {(i, slot): _edge_spot(board, fit, i, slot) for i in range(len(board.spaces)) for slot in range(4)}


class _LastBoard:
    """The board and fit whose places were asked for last, held by identity: a frame asks for several
    pawns' places on one board, and a board is hashed through all its spaces."""

    board: Board | None = None
    fit: Fit | None = None
    spots: dict[tuple[int, int], tuple[float, float]] = {}


def _spots_of(board: Board, fit: Fit) -> dict[tuple[int, int], tuple[float, float]]:
    if _LastBoard.board is not board or _LastBoard.fit is not fit:
        _LastBoard.board, _LastBoard.fit, _LastBoard.spots = board, fit, _edge_spots(board, fit)
    return _LastBoard.spots


def _edge_spot(board: Board, fit: Fit, index: int, slot: int) -> tuple[float, float]:
    """Pawn ``slot``'s place by space ``index``: in a row along the space's inner edge (the side facing
    the middle of the board), mostly off the space, so its words stay readable; at a corner, in a 2 x 2
    group at the inner corner."""
    r = fit.rect(board.spaces[index].rect)
    if board.spaces[index].kind == START:  # in the tile, under its word
        return r.centerx + (slot % 2 - 0.5) * PAWN_STEP, r.top + r.h * (0.54 + 0.26 * (slot // 2))
    ring = fit.rect(board_bounds(board))
    top, bottom = r.top <= ring.top + 2, r.bottom >= ring.bottom - 2
    left, right = r.left <= ring.left + 2, r.right >= ring.right - 2
    if (top or bottom) and (left or right):
        sx, sy = (1 if left else -1), (1 if top else -1)  # towards the middle of the board
        cx = (r.right if left else r.left) + sx * (PAWN_STEP / 2 + CORNER_OUT)
        cy = (r.bottom if top else r.top) + sy * (PAWN_STEP / 2 + CORNER_OUT)
        return cx + (slot % 2 - 0.5) * PAWN_STEP * sx, cy + (slot // 2 - 0.5) * PAWN_STEP * sy
    off = (slot - 1.5) * PAWN_STEP
    if top:
        return r.centerx + off, r.bottom + PAWN_OUT
    if bottom:
        return r.centerx + off, r.top - PAWN_OUT
    if left:
        return r.right + PAWN_OUT, r.centery + off
    return r.left - PAWN_OUT, r.centery + off


def pawn_spot(board: Board, fit: Fit, index: float, slot: int) -> tuple[int, int]:
    """Where pawn ``slot`` (0..3) stands by space ``index``; a fractional index lies between two spaces
    (a hop: a little arc between the two places)."""
    lo = int(index)
    hi = min(lo + 1, board.finish)
    t = index - lo
    spots = _spots_of(board, fit)
    ax, ay = spots[lo, slot]
    bx, by = spots[hi, slot]
    x = ax + (bx - ax) * t
    y = ay + (by - ay) * t - 14 * (4 * t * (1 - t))
    return round(x), round(y)
