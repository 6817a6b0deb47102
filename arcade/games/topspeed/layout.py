"""The Top Speed! table layout, read from the Tiled map ``levels/topspeed_table.tmx`` (no pygame).

Object layers: ``lanes`` (4 objects with ``position`` 0..3), ``rows`` (8 objects with ``index`` 0..7 and
``grow`` -1 for rows that grow upwards, +1 downwards; the object is the area the row may fill), ``seats``
(the red and blue deck panels, ``seat`` 0/1) and ``ui`` (``hud``, ``flag``, ``status``). Map properties
``card_width``/``card_height`` size the part cards laid in the rows.
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.levels import LayerRule, LevelError, load_level

LEVEL_FILE = "topspeed_table.tmx"

RULES = [
    LayerRule("lanes", {"position": int}, min_count=4),
    LayerRule("rows", {"index": int, "grow": int}, min_count=8),
    LayerRule("seats", {"seat": int}, min_count=2, names=("red", "blue")),
    LayerRule("ui", {}, min_count=3, names=("hud", "flag", "status")),
]

Rect = tuple[int, int, int, int]  # (x, y, w, h)


@dataclass(frozen=True)
class TableLayout:
    lanes: tuple[Rect, ...]  # rect per lane position
    rows: tuple[tuple[Rect, int], ...]  # (rect, grow) per row index
    seats: tuple[Rect, Rect]  # deck panel rect per seat
    hud: Rect
    flag: Rect
    status: Rect
    card_size: tuple[int, int]

    def step(self, row: int, n: int) -> float:
        """How far apart the cards of a row holding n cards lie: half a card, squeezed for long rows so the
        row stays inside its area."""
        (_x, _y, _w, h), _grow = self.rows[row]
        ch = self.card_size[1]
        step = ch / 2
        if n > 1:
            step = min(step, (h - ch) / (n - 1))
        return step

    def card_rect(self, row: int, k: int, n: int) -> Rect:
        """Where the k-th card (0 = next to the lane) of a row holding n cards lies. Each card covers half
        of the one before; a long row squeezes its steps to stay inside its area."""
        (x, y, w, h), grow = self.rows[row]
        cw, ch = self.card_size
        step = self.step(row, n)
        left = x + (w - cw) / 2
        if grow < 0:
            top = y + h - ch - k * step
        else:
            top = y + k * step
        return (round(left), round(top), cw, ch)

    def visible(self, row: int, k: int, n: int) -> int:
        """Height of the strip of card k left uncovered (on its lane side) in a row of n cards: the whole
        card for the outermost one."""
        if k >= n - 1:
            return self.card_size[1]
        return int(self.step(row, n))

    def next_slot(self, row: int, n: int) -> Rect:
        """The rect a new card would take in a row that now holds n cards."""
        return self.card_rect(row, n, n + 1)

    def slot_outline(self, row: int, n: int, gap: int = 3, bar: int = 4) -> Rect:
        """Where the "next card goes here" outline is drawn for a row holding n cards: the free space
        beyond the outermost card (at most half a card; the whole slot in an empty row), never over that
        card. A row that fills its area leaves no space: a ``bar`` high strip 1 px past the card, in the
        table's margin beyond the row's area (the top bar and the hint line start further out)."""
        (x, y, w, h), grow = self.rows[row]
        if n == 0:
            return self.next_slot(row, 0)
        lx, ly, cw, ch = self.card_rect(row, n - 1, n)
        half = ch // 2
        if grow < 0:
            room = ly - gap - y
            if room < 12:
                return (lx, ly - 1 - bar, cw, bar)
            size = min(half, room)
            return (lx, ly - gap - size, cw, size)
        room = y + h - (ly + ch + gap)
        if room < 12:
            return (lx, ly + ch + 1, cw, bar)
        return (lx, ly + ch + gap, cw, min(half, room))

    def tag_rect(self, row: int, n: int, size: tuple[int, int] = (104, 26)) -> Rect:
        """Where a row's "+points" tag goes at the reveal: over the outer half of its outermost card (the
        half without the picture), so it stays inside the row's area however long the row is."""
        (x, y, w, h), grow = self.rows[row]
        tw, th = size
        cx = x + w / 2
        if n:
            cx0, cy0, cw, ch = self.card_rect(row, n - 1, n)
            cy = cy0 + ch / 4 if grow < 0 else cy0 + 3 * ch / 4
        else:
            cy = y + h - th if grow < 0 else y + th
        top = min(max(cy - th / 2, y), y + h - th)
        return (round(cx - tw / 2), round(top), tw, th)

    @property
    def centre(self) -> Rect:
        """The table between the two deck panels, below the top bar and above the hint line."""
        left = self.seats[0][0] + self.seats[0][2]
        right = self.seats[1][0]
        top = self.hud[1] + self.hud[3]
        bottom = max(r[0][1] + r[0][3] for r in self.rows)
        return (left + 4, top + 2, right - left - 8, bottom - top - 2)

    def banner_rect(self, height: int, cy: int) -> Rect:
        """A call-out band across the table only (never over the panels or the top bar)."""
        x, y, w, h = self.centre
        top = min(max(cy - height // 2, y), y + h - height)
        return (x, top, w, height)


def load_table(name: str = LEVEL_FILE) -> TableLayout:
    """Read and check the table map; raises LevelError naming the file and the fault."""
    level = load_level(name, RULES)
    lanes: dict[int, Rect] = {}
    for o in level.objects("lanes"):
        lanes[o.props["position"]] = o.rect
    if sorted(lanes) != [0, 1, 2, 3]:
        raise LevelError(f"{level.path.name}: lanes need positions 0, 1, 2 and 3, got {sorted(lanes)}")
    rows: dict[int, tuple[Rect, int]] = {}
    for o in level.objects("rows"):
        if o.props["grow"] not in (-1, 1):
            raise LevelError(f"{level.path.name}: row {o.name!r}: grow must be -1 or 1")
        rows[o.props["index"]] = (o.rect, o.props["grow"])
    if sorted(rows) != list(range(8)):
        raise LevelError(f"{level.path.name}: rows need indexes 0..7, got {sorted(rows)}")
    seats = {o.props["seat"]: o.rect for o in level.objects("seats")}
    if sorted(seats) != [0, 1]:
        raise LevelError(f"{level.path.name}: seats need seat 0 (red) and 1 (blue)")
    cw = level.properties.get("card_width", 150)
    ch = level.properties.get("card_height", 64)
    if not (isinstance(cw, int) and isinstance(ch, int) and cw > 0 and ch > 0):
        raise LevelError(f"{level.path.name}: card_width and card_height must be positive ints")
    return TableLayout(
        tuple(lanes[i] for i in range(4)),
        tuple(rows[i] for i in range(8)),
        (seats[0], seats[1]),
        level.get("ui", "hud").rect,
        level.get("ui", "flag").rect,
        level.get("ui", "status").rect,
        (cw, ch),
    )
