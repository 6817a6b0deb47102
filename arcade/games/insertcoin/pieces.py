"""The polyomino symbols printed in the bottom corners of the cards, their orientations, and bitboards.

A shape lives on an 8 x 8 grid; a set of squares is an int with bit ``y * 8 + x`` for square ``(x, y)``.
A symbol may be rotated and mirrored freely, so each has up to 8 orientations; :func:`orientations` lists
the distinct ones (symmetric symbols have fewer), each as cells shifted to the top-left corner. An
orientation is named by its index in that list. Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from functools import cache

GRID = 8
"""Shapes are drawn on at most GRID x GRID squares."""

Square = tuple[int, int]
"""A square ``(x, y)`` of the grid."""

Cells = tuple[Square, ...]
"""A symbol's squares in one orientation, shifted to the top-left corner and sorted."""

Spot = tuple[int, int, int]
"""Where an orientation fits: ``(x, y, mask)`` with its top-left corner at ``(x, y)``."""

PIECES: dict[str, Cells] = {
    "D2": ((0, 0), (1, 0)),
    "I3": ((0, 0), (1, 0), (2, 0)),
    "V3": ((0, 0), (0, 1), (1, 1)),
    "I4": ((0, 0), (1, 0), (2, 0), (3, 0)),
    "O4": ((0, 0), (1, 0), (0, 1), (1, 1)),
    "T4": ((0, 0), (1, 0), (2, 0), (1, 1)),
    "S4": ((1, 0), (2, 0), (0, 1), (1, 1)),
    "L4": ((0, 0), (0, 1), (0, 2), (1, 2)),
    "P5": ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2)),
    "U5": ((0, 0), (2, 0), (0, 1), (1, 1), (2, 1)),
}
"""Every symbol on the cards, by name: letter for its look, digit for its squares."""

PIECE_NAMES: tuple[str, ...] = tuple(PIECES)
SIZE: dict[str, int] = {name: len(cells) for name, cells in PIECES.items()}


def bit(x: int, y: int) -> int:
    return 1 << (y * GRID + x)


def mask_of(cells: Iterable[Square]) -> int:
    m = 0
    for x, y in cells:
        m |= 1 << (y * GRID + x)
    return m


def cells_of(mask: int) -> list[Square]:
    """The ``(x, y)`` squares of a bitboard, row by row."""
    out = []
    while mask:
        low = mask & -mask
        i = low.bit_length() - 1
        out.append((i % GRID, i // GRID))
        mask ^= low
    return out


def _normal(cells: Collection[Square]) -> Cells:
    mx = min(x for x, _ in cells)
    my = min(y for _, y in cells)
    return tuple(sorted((x - mx, y - my) for x, y in cells))


def _rotate(cells: Collection[Square]) -> Cells:
    return _normal([(-y, x) for x, y in cells])  # a quarter turn clockwise (y grows downwards)


def _mirror(cells: Collection[Square]) -> Cells:
    return _normal([(-x, y) for x, y in cells])  # left-right mirror


@cache
def orientations(piece: str) -> tuple[Cells, ...]:
    """The distinct rotations and mirror images of ``piece``, the printed one first."""
    base = _normal(PIECES[piece])
    out: list[Cells] = []
    for mirrored in (False, True):
        cells = _mirror(base) if mirrored else base
        for _ in range(4):
            if cells not in out:
                out.append(cells)
            cells = _rotate(cells)
    return tuple(out)


def rotated(piece: str, orient: int) -> int:
    """The orientation index after turning orientation ``orient`` a quarter clockwise (for the rotate key)."""
    shapes = orientations(piece)
    return shapes.index(_rotate(shapes[orient]))


def mirrored(piece: str, orient: int) -> int:
    """The orientation index after mirroring orientation ``orient`` left-right (for the mirror key)."""
    shapes = orientations(piece)
    return shapes.index(_mirror(shapes[orient]))


@cache
def placements(contour: int, piece: str) -> tuple[tuple[Spot, ...], ...]:
    """For each orientation of ``piece``: every ``(x, y, mask)`` with the orientation's top-left corner at
    ``(x, y)`` and all its squares inside ``contour`` (a shape's bitboard)."""
    out = []
    for cells in orientations(piece):
        w = max(x for x, _ in cells) + 1
        h = max(y for _, y in cells) + 1
        spots = []
        base = mask_of(cells)
        for y in range(GRID - h + 1):
            for x in range(GRID - w + 1):
                m = base << (y * GRID + x)
                if m & contour == m:
                    spots.append((x, y, m))
        out.append(tuple(spots))
    return tuple(out)


@cache
def anchor_table(contour: int, piece: str) -> tuple[dict[Square, int], ...]:
    """Like :func:`placements`, as one ``{(x, y): mask}`` dict per orientation (the quick legality check)."""
    return tuple({(x, y): m for x, y, m in spots} for spots in placements(contour, piece))


# Neighbour shifts on the 8 x 8 board, without wrapping across the left and right edges.
_FULL = (1 << (GRID * GRID)) - 1
_NOT_LEFT = sum(1 << (y * GRID) for y in range(GRID)) ^ _FULL  # every square but column 0
_NOT_RIGHT = sum(1 << (y * GRID + GRID - 1) for y in range(GRID)) ^ _FULL


def neighbours(mask: int) -> int:
    """Squares edge-adjacent to any square of ``mask`` (those squares themselves included if adjacent)."""
    return (((mask & _NOT_RIGHT) << 1) | ((mask & _NOT_LEFT) >> 1) | (mask << GRID) | (mask >> GRID)) & _FULL


def components(mask: int) -> list[int]:
    """The edge-connected pieces of ``mask``, each as a bitboard."""
    out = []
    while mask:
        comp = mask & -mask
        while True:
            grown = (comp | neighbours(comp)) & mask
            if grown == comp:
                break
            comp = grown
        out.append(comp)
        mask ^= comp
    return out
