"""Insert Coin to Play drawing: GamePad levels on graph paper, each shape as its pixel-art picture (the
colours its Tiled map gives each square: filled squares in full, the squares still to fill faint and
outlined), polyomino symbols, the face-up card, lives and coins. Shared by the scene and the how-to
pictures so both show the very same thing. Shapes come from the Tiled maps through :mod:`.shapes`; nothing
here knows a rule.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from arcade.core.render import palette, text
from arcade.core.render.surface_cache import SurfaceCache

from .pieces import GRID, PIECES, cells_of, orientations

PAPER = (28, 24, 52)  # the graph paper behind a shape
LINE = (62, 56, 104)  # its faint grid
OUTLINE = (196, 190, 236)  # an empty square of a shape
GHOST_STRIPE = (240, 240, 255)  # the stripes across a piece still being placed
GHOST_BAD = palette.NEON_RED
COIN = (240, 190, 60)
COIN_EDGE = (150, 110, 20)
LIFE = palette.NEON_PINK


def seat_colour(seat: int):
    return palette.SEATS[seat % len(palette.SEATS)]


def square_rect(origin, cell: int, x: int, y: int) -> pygame.Rect:
    return pygame.Rect(origin[0] + x * cell, origin[1] + y * cell, cell, cell)


def draw_level(
    surface,
    origin,
    cell: int,
    shape,
    filled: int,
    colour,
    *,
    done: bool = False,
    flash: int = 0,
    width: int | None = None,
    height: int | None = None,
) -> pygame.Rect:
    """One Level: its shape's squares on graph paper, filled squares in ``colour`` (``flash`` squares
    brighter: just drawn). Returns the paper's rect. The paper is opaque, so each look is drawn once and
    kept (:data:`LEVEL_CACHE`): a frame blits it, then paints the few flashing squares over it (so a
    flash needs no look of its own)."""
    w = width if width is not None else GRID
    h = height if height is not None else GRID
    paper = pygame.Rect(origin[0], origin[1], w * cell, h * cell)
    key = _level_key(cell, shape, filled, colour, done, w, h)
    surface.blit(LEVEL_CACHE.get_or_make(key, lambda: _make_level(cell, shape, filled, colour, done, w, h)), paper)
    draw_flash(surface, origin, cell, shape, filled, flash)
    return paper


def draw_flash(surface, origin, cell: int, shape, filled: int, flash: int) -> None:
    """The ``flash`` squares of a Level (just drawn) brighter than their picture's colour, over its look."""
    flash &= filled & shape.mask
    if flash:
        inset = _inset(cell)
        pixels = pixel_colours(shape)
        for x, y in cells_of(flash):
            bright = palette.mix(pixels[(x, y)], palette.WHITE, 0.65)
            pygame.draw.rect(surface, bright, square_rect(origin, cell, x, y).inflate(-inset, -inset))


@lru_cache(maxsize=64)
def pixel_colours(shape) -> dict[tuple[int, int], tuple[int, int, int]]:
    """``(x, y) -> RGB`` of each square of a shape's picture."""
    return {xy: shape.colour_at(i) for i, xy in enumerate(cells_of(shape.mask))}


def faint(colour) -> tuple[int, int, int]:
    """A square still to fill: its picture's colour faint on the paper."""
    return palette.mix(PAPER, colour, 0.3)


def edge(colour) -> tuple[int, int, int]:
    """The outline that marks a square still to fill."""
    return palette.mix(PAPER, colour, 0.85)


def warm_level(cell: int, shape, filled: int, colour, *, done: bool = False) -> bool:
    """Paint a Level's look into :data:`LEVEL_CACHE` before the frame that shows it (the scene's spare
    time); True if it had to be painted, False if it was there already."""
    key = _level_key(cell, shape, filled, colour, done, GRID, GRID)
    if key in LEVEL_CACHE:
        return False
    LEVEL_CACHE.put(key, _make_level(cell, shape, filled, colour, done, GRID, GRID))
    return True


def _level_key(cell: int, shape, filled: int, colour, done: bool, w: int, h: int) -> tuple:
    return (w, h, cell, shape.mask, shape.colours, filled, tuple(colour), done)


def _inset(cell: int) -> int:
    return 1 if cell < 12 else 2


# On show at once, in the display's 4 bytes a pixel: at most 1.7 MB (12 Levels of 144 KB, 4 players; 3 of 484 KB
# for 1 player). Beside them, the looks the coming moves will show, painted ahead (one a changed Level),
# and the last ones shown.
LEVEL_CACHE = SurfaceCache(3 * 1024 * 1024)


def _make_level(cell: int, shape, filled: int, colour, done: bool, w: int, h: int) -> pygame.Surface:
    """A Level's look. A placement changes a few squares of one Level: the kept look of the same Level
    with the fewest squares different (the one on show, most often) is copied and those squares painted
    over it, each square's tile being opaque; with none kept, it is painted whole on graph paper."""
    key = _level_key(cell, shape, filled, colour, done, w, h)
    near: tuple | None = None
    fewest = shape.size  # painted whole: every square of the shape
    head, tail = key[:5], key[6:]
    for kept in LEVEL_CACHE.keys():
        if isinstance(kept, tuple) and kept[3] == shape.mask and kept[:5] == head and kept[6:] == tail:
            differ = bin((kept[5] ^ filled) & shape.mask).count("1")
            if differ < fewest:
                near, fewest = kept, differ
    surface = LEVEL_CACHE.get(near) if near is not None else None
    if near is None or surface is None:
        return _paint_level(cell, shape, filled, colour, done, w, h)
    return _paint_squares(surface.copy(), cell, shape, filled, done, (near[5] ^ filled) & shape.mask)


def _paint_level(cell: int, shape, filled: int, colour, done: bool, w: int, h: int) -> pygame.Surface:
    surface = graph_paper(cell, w, h, pygame.display.get_surface() is not None).copy()
    return _paint_squares(surface, cell, shape, filled, done, shape.mask)


def _paint_squares(surface: pygame.Surface, cell: int, shape, filled: int, done: bool, squares: int) -> pygame.Surface:
    """Paint the ``squares`` (a mask) of a shape's picture on ``surface``: filled ones lit, the others faint."""
    inset = _inset(cell)
    pixels = pixel_colours(shape)
    for x, y in cells_of(squares & shape.mask):
        r = square_rect((0, 0), cell, x, y).inflate(-inset, -inset)
        surface.blit(square_tile(r.w, pixels[(x, y)], bool(filled >> (y * GRID + x) & 1), done), r)
    return surface


@lru_cache(maxsize=8)
def graph_paper(cell: int, w: int, h: int, display: bool) -> pygame.Surface:
    """The empty graph paper of a Level (made once per size; each look starts from a copy)."""
    paper = pygame.Rect(0, 0, w * cell, h * cell)
    surface = pygame.Surface(paper.size)
    if display:
        surface = surface.convert()
    pygame.draw.rect(surface, PAPER, paper)
    if cell >= 8:
        for i in range(1, w):
            pygame.draw.line(surface, LINE, (paper.x + i * cell, paper.y), (paper.x + i * cell, paper.bottom - 1))
        for i in range(1, h):
            pygame.draw.line(surface, LINE, (paper.x, paper.y + i * cell), (paper.right - 1, paper.y + i * cell))
    return surface


@lru_cache(maxsize=512)
def square_tile(side: int, colour, lit: bool, done: bool) -> pygame.Surface:
    """One square of a picture, made once per size and colour and blitted: filled, its colour as a lit
    pixel (a lighter top-left edge, a darker bottom-right one, where it is big enough to show them); still
    to fill, the colour faint with an outline that marks it."""
    tile = pygame.Surface((side, side))
    if pygame.display.get_surface() is not None:
        tile = tile.convert()
    r = tile.get_rect()
    if not lit:
        tile.fill(faint(colour))
        pygame.draw.rect(tile, edge(colour), r, 1)
        return tile
    colour = palette.mix(colour, palette.WHITE, 0.12) if done else colour
    tile.fill(colour)
    if side >= 10:
        light, dark = palette.mix(colour, palette.WHITE, 0.45), palette.mix(colour, palette.BLACK, 0.4)
        pygame.draw.line(tile, light, r.topleft, (r.right - 2, r.top), 2)
        pygame.draw.line(tile, light, r.topleft, (r.left, r.bottom - 2), 2)
        pygame.draw.line(tile, dark, (r.left + 1, r.bottom - 2), (r.right - 1, r.bottom - 2), 2)
        pygame.draw.line(tile, dark, (r.right - 2, r.top + 1), (r.right - 2, r.bottom - 1), 2)
    return tile


def piece_cells(piece: str, orient: int) -> tuple:
    shapes = orientations(piece)
    return shapes[orient % len(shapes)]


def draw_cells(surface, cells, origin, cell: int, colour, *, alpha: int = 255, outline=None, hatch=None) -> None:
    """Squares ``(x, y)`` (grid units from ``origin``), e.g. a ghost piece; see-through below 255; with
    ``hatch`` (a colour) striped across, as no drawn square of the art ever is."""
    for x, y in cells:
        r = square_rect(origin, cell, x, y)
        if alpha >= 255:
            pygame.draw.rect(surface, colour, r.inflate(-2, -2))
        else:
            layer = pygame.Surface(r.size, pygame.SRCALPHA)
            layer.fill((*colour[:3], alpha))
            surface.blit(layer, r)
        if hatch is not None:
            _hatch(surface, r.inflate(-4, -4), hatch)
        if outline is not None:  # with a dark line inside, so it reads over light and dark pixels alike
            pygame.draw.rect(surface, outline, r, 2)
            if r.w >= 10:
                pygame.draw.rect(surface, palette.NIGHT, r.inflate(-4, -4), 1)


def _hatch(surface, r: pygame.Rect, colour, step: int = 6) -> None:
    """Diagonal stripes across ``r`` (bottom left to top right), kept within it."""
    clip = surface.get_clip()
    surface.set_clip(r.clip(clip) if clip else r)
    for d in range(-r.h, r.w, step):
        pygame.draw.line(surface, colour, (r.x + d, r.bottom), (r.x + d + r.h, r.y), 2)
    surface.set_clip(clip)


def draw_ghost_cells(surface, cells, origin, cell: int, colour) -> None:
    """A piece still being placed: the seat's colour, see-through and striped, outlined in white, so it
    never looks like a square already drawn (those are solid, in the art's own colour)."""
    draw_cells(surface, cells, origin, cell, colour, alpha=140, outline=palette.WHITE, hatch=GHOST_STRIPE)


def draw_symbol(surface, piece: str, center, cell: int, colour, orient: int = 0) -> pygame.Rect:
    """A polyomino symbol centred at ``center`` (as printed in a card's corner)."""
    cells = piece_cells(piece, orient)
    w = max(x for x, _ in cells) + 1
    h = max(y for _, y in cells) + 1
    origin = (center[0] - w * cell // 2, center[1] - h * cell // 2)
    for x, y in cells:
        r = square_rect(origin, cell, x, y)
        pygame.draw.rect(surface, colour, r.inflate(-2, -2))
        pygame.draw.rect(surface, palette.mix(colour, palette.BLACK, 0.5), r.inflate(-2, -2), 1)
    return pygame.Rect(origin[0], origin[1], w * cell, h * cell)


def draw_card(surface, rect: pygame.Rect, card, *, highlight=None) -> None:
    """A shape card: value top left, the shape in the middle, its two symbols in the bottom corners.
    ``highlight`` marks one symbol (the one a seat has chosen)."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, (236, 232, 250), rect, border_radius=8)
    pygame.draw.rect(surface, palette.NEON_GREEN, rect, 2, border_radius=8)
    shape = card.shape
    text.blit(
        surface,
        str(shape.value),
        (rect.x + 6, rect.y + 3),
        face=text.PIXEL,
        size=max(8, rect.h // 9),
        colour=palette.NIGHT,
    )
    sym_h = rect.h * 0.3
    area = pygame.Rect(rect.x + 8, rect.y + rect.h * 0.14, rect.w - 16, rect.h - rect.h * 0.14 - sym_h - 4)
    cell = max(2, int(min((area.w - 4) / shape.width, (area.h - 4) / shape.height)))
    origin = (area.centerx - cell * shape.width // 2, area.centery - cell * shape.height // 2)
    screen = pygame.Rect(origin[0] - 2, origin[1] - 2, cell * shape.width + 4, cell * shape.height + 4)
    pygame.draw.rect(surface, PAPER, screen, border_radius=3)  # the picture on a dark screen: light pixels show
    for (x, y), pixel in pixel_colours(shape).items():
        pygame.draw.rect(surface, pixel, square_rect(origin, cell, x, y))
    scell = max(3, int(min(rect.w * 0.4 / 4, sym_h / 3.2)))
    for i, piece in enumerate((card.left, card.right)):
        cx = rect.x + rect.w * (0.24 if i == 0 else 0.76)
        cy = rect.bottom - sym_h / 2 - 2
        box = draw_symbol(surface, piece, (int(cx), int(cy)), scell, (palette.NEON_PINK, palette.NEON_BLUE)[i])
        if highlight == piece:
            pygame.draw.rect(surface, palette.NEON_YELLOW, box.inflate(8, 8), 2, border_radius=4)


def draw_card_back(surface, rect: pygame.Rect, colour) -> None:
    """A card face down in a seat's colour: a kept Level not shown yet."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, palette.dim(colour, 0.35), rect, border_radius=8)
    pygame.draw.rect(surface, colour, rect, 2, border_radius=8)
    inner = rect.inflate(-14, -14)
    step = max(6, rect.w // 7)
    for i in range(-inner.h, inner.w, step):  # diagonal stripes, clipped to the inner frame
        a = (inner.x + max(i, 0), inner.y + max(-i, 0))
        b = (inner.x + min(i + inner.h, inner.w), inner.y + min(inner.h, inner.w - i))
        pygame.draw.line(surface, palette.dim(colour, 0.6), a, b, 2)
    text.title(surface, "?", rect.center, size=max(14, rect.w // 4), colour=colour)


def draw_coin(surface, center, r: int, used: bool = False) -> None:
    if used:
        pygame.draw.circle(surface, palette.DIM, center, r, 2)
        pygame.draw.line(surface, palette.GREY, (center[0] - r, center[1] - r), (center[0] + r, center[1] + r), 2)
        return
    pygame.draw.circle(surface, COIN, center, r)
    pygame.draw.circle(surface, COIN_EDGE, center, r, 2)
    pygame.draw.line(surface, COIN_EDGE, (center[0], center[1] - r // 2), (center[0], center[1] + r // 2), 2)


def draw_heart(surface, center, r: int, lit: bool) -> None:
    cx, cy = center
    h = r * 0.55
    colour = LIFE if lit else palette.DIM
    width = 0 if lit else 2
    pygame.draw.circle(surface, colour, (int(cx - h * 0.9), int(cy - h * 0.45)), int(h), width)
    pygame.draw.circle(surface, colour, (int(cx + h * 0.9), int(cy - h * 0.45)), int(h), width)
    pygame.draw.polygon(surface, colour, [(cx - r, cy - h * 0.1), (cx + r, cy - h * 0.1), (cx, cy + r)], width)


def draw_lives(surface, pos, lives: int, coins: int, size: int = 9, *, rows_per_line: int = 3) -> pygame.Rect:
    """The current row of 3 Lives (lit or crossed) then the Coins (3, unused or inserted), left to right
    from ``pos`` (its mid-left). Returns the area used."""
    x, y = pos
    step = size * 2 + 4
    for i in range(rows_per_line):
        draw_heart(surface, (x + size + i * step, y), size, i < lives)
    x2 = x + rows_per_line * step + size
    for i in range(3):
        draw_coin(surface, (x2 + size + i * step, y), size, used=i >= coins)
    return pygame.Rect(x, y - size, x2 + 3 * step - x, 2 * size)


def all_pieces() -> tuple[str, ...]:
    return tuple(PIECES)
