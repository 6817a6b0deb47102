"""Where things go on the Insert Coin to Play screen (1280 x 720), as plain rectangles: no pygame needed.

Nothing is hidden in this game, so every GamePad is on screen at once, all the same size: one or two
seats one above the other across the width, three to six in a grid of two columns. Inside a sheet the
three Levels sit side by side, each on an 8 x 8 square grid, with the seat's name, Lives, Coins and score
either in a line on top or in a column on the left, whichever gives the bigger squares.
"""

from __future__ import annotations

from dataclasses import dataclass

Rect = tuple[int, int, int, int]
"""``(x, y, w, h)`` in pixels."""

SCREEN_W, SCREEN_H = 1280, 720
TOP_BAR = (0, 0, SCREEN_W, 112)  # the face-up card, the deck, call-outs
SHEETS_AREA = (16, 118, SCREEN_W - 32, 564)
HINT_Y = SCREEN_H - 20  # the key hints' centre line
CARD_RECT = (420, 8, 132, 98)
SYMBOLS_RECT = (562, 8, 190, 98)  # the card's two symbols, large
CALLOUT_RECT = (766, 8, 498, 96)
GAP = 10
PAD = 8
HEADER_H = 28
CAPTION_H = 18
INFO_W = 150
GRID = 8
LEVELS = 3


@dataclass(frozen=True)
class SheetLayout:
    rect: Rect  # the whole sheet
    cell: int  # side of one square in pixels
    info: Rect  # where the name, Lives, Coins and score go
    column: bool  # info in a left column (else a line on top)
    levels: tuple[tuple[int, int], ...]  # (x, y) of each Level's 8 x 8 grid
    caption_y: int  # top of the line under the grids (shape title, points)

    def level_rect(self, level: int) -> Rect:
        x, y = self.levels[level]
        return (x, y, GRID * self.cell, GRID * self.cell)

    def side_rect(self) -> Rect | None:
        """The room right of the last Level (a wide sheet: one or two seats), or None when too narrow."""
        x, y = self.levels[-1]
        left = x + GRID * self.cell + 16
        rx, _ry, rw, _rh = self.rect
        w = rx + rw - 12 - left
        return (left, y, w, GRID * self.cell) if w >= 140 else None

    def square_at(self, px: int, py: int) -> tuple[int, int, int] | None:
        """``(level, x, y)`` of the square under a point, or None."""
        for lv, (x, y) in enumerate(self.levels):
            gx, gy = (px - x) // self.cell, (py - y) // self.cell
            if 0 <= gx < GRID and 0 <= gy < GRID:
                return lv, int(gx), int(gy)
        return None


def grid_shape(n: int) -> tuple[int, int]:
    """(columns, rows) of sheets for ``n`` seats."""
    if n <= 2:
        return 1, max(1, n)
    return 2, (n + 1) // 2


def sheet_rects(n: int) -> list[Rect]:
    cols, rows = grid_shape(n)
    ax, ay, aw, ah = SHEETS_AREA
    w = (aw - GAP * (cols - 1)) // cols
    h = (ah - GAP * (rows - 1)) // rows
    out = []
    for i in range(n):
        c, r = i % cols, i // cols
        out.append((ax + c * (w + GAP), ay + r * (h + GAP), w, h))
    return out


def sheet_layout(rect: Rect) -> SheetLayout:
    x, y, w, h = rect
    gap = 12
    # info line on top
    top_cell = int(min((w - 2 * PAD - 2 * gap) / (LEVELS * GRID), (h - HEADER_H - CAPTION_H - 2 * PAD) / GRID))
    # info column on the left
    col_cell = int(min((w - INFO_W - 2 * PAD - 2 * gap) / (LEVELS * GRID), (h - CAPTION_H - 2 * PAD) / GRID))
    column = col_cell > top_cell
    cell = max(4, min(col_cell if column else top_cell, 44))
    span = LEVELS * GRID * cell + 2 * gap
    if column:
        info = (x + PAD, y + PAD, INFO_W - PAD, h - 2 * PAD)
        left = x + INFO_W + (w - INFO_W - span) // 2
        top = y + (h - GRID * cell - CAPTION_H) // 2
    else:
        info = (x + PAD, y + 4, w - 2 * PAD, HEADER_H - 4)
        left = x + (w - span) // 2
        top = y + HEADER_H + (h - HEADER_H - GRID * cell - CAPTION_H) // 2
    levels = tuple((left + i * (GRID * cell + gap), top) for i in range(LEVELS))
    return SheetLayout(rect, cell, info, column, levels, top + GRID * cell + 2)


def layouts(n: int) -> list[SheetLayout]:
    return [sheet_layout(r) for r in sheet_rects(n)]


def overlaps(a: Rect, b: Rect) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def outside(rects: list[Rect], w: int = SCREEN_W, h: int = SCREEN_H) -> list[Rect]:
    """The screen less ``rects`` (which do not overlap), as rectangles: band by band down the screen, the
    stretches no rect covers."""
    ys = sorted({0, h, *(y for _x, y, _w, rh in rects for y in (y, y + rh))})
    out = []
    for top, bottom in zip(ys, ys[1:]):
        spans = sorted((x, x + rw) for x, y, rw, rh in rects if y <= top and bottom <= y + rh)
        left = 0
        for a, b in spans + [(w, w)]:
            if a > left:
                out.append((left, top, a - left, bottom - top))
            left = max(left, b)
    return out
