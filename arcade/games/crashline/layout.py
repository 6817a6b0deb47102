"""The Crash Line table layout, read from the Tiled map ``levels/crashline_table.tmx`` (no pygame).

Layer ``ui``: ``hud``, ``deck``, ``discard``, ``line`` (the Play Line), ``prompt`` (choices and messages),
``coach`` (the odds panel) and ``status``. Layer ``seats``: ``area``, shared out among the players' panels
(its ``gap`` property spaces them). Map properties size the big cards (``card_width``/``card_height``), the
score-pile chips (``mini_width``/``mini_height``) and cap a panel's width (``max_panel_width``).
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.levels import LayerRule, LevelError, load_level

LEVEL_FILE = "crashline_table.tmx"
UI_NAMES = ("hud", "deck", "discard", "line", "prompt", "coach", "status")
RULES = [
    LayerRule("ui", {}, min_count=len(UI_NAMES), names=UI_NAMES),
    LayerRule("seats", {"gap": int}, min_count=1, names=("area",)),
]

Rect = tuple[int, int, int, int]  # (x, y, w, h)
Size = tuple[int, int]  # (w, h)


@dataclass(frozen=True)
class TableLayout:
    hud: Rect
    deck: Rect
    discard: Rect
    line: Rect
    prompt: Rect
    coach: Rect
    status: Rect
    seats_area: Rect
    gap: int
    card_size: Size
    mini_size: Size
    max_panel_width: int

    def panels(self, players: int) -> list[Rect]:
        """One panel per player, left to right in seat order, centred in the seats area."""
        x, y, w, h = self.seats_area
        width = min(self.max_panel_width, (w - self.gap * (players - 1)) // players)
        total = width * players + self.gap * (players - 1)
        left = x + (w - total) // 2
        return [(left + i * (width + self.gap), y, width, h) for i in range(players)]

    def line_slot(self, index: int, count: int) -> Rect:
        """Where the ``index``-th card of a Play Line of ``count`` cards lies (overlapping when long)."""
        x, y, w, h = self.line
        cw, ch = self.card_size
        step: float = cw + 12
        if count > 1:
            step = min(step, (w - cw) / (count - 1))
        return (round(x + index * step), y, cw, ch)


def load_table(name: str = LEVEL_FILE) -> TableLayout:
    """Read and check the table map; raises ``LevelError`` naming the file and the fault."""
    level = load_level(name, RULES)
    props = level.properties
    sizes: dict[str, int] = {}
    for key in ("card_width", "card_height", "mini_width", "mini_height", "max_panel_width"):
        value = props.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
            raise LevelError(f"{level.path.name}: map property {key!r} must be a positive int, got {value!r}")
        sizes[key] = value
    ui = {name: level.get("ui", name).rect for name in UI_NAMES}
    for name, rect in ui.items():
        if rect[2] <= 0 or rect[3] <= 0:
            raise LevelError(f"{level.path.name}: ui object {name!r} needs a width and a height")
    area = level.get("seats", "area")
    return TableLayout(
        ui["hud"],
        ui["deck"],
        ui["discard"],
        ui["line"],
        ui["prompt"],
        ui["coach"],
        ui["status"],
        area.rect,
        area.props["gap"],
        (sizes["card_width"], sizes["card_height"]),
        (sizes["mini_width"], sizes["mini_height"]),
        sizes["max_panel_width"],
    )
