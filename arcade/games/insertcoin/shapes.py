"""The 30 shape cards and 2 GAME OVER cards, read from the Tiled maps ``levels/insertcoin_<shape>.tmx``.

Each map draws one pixel-art shape on its tile layer ``squares`` (any tile = a square of the shape; a tile's
``colour`` property, Tiled's colour type ``#aarrggbb`` or ``#rrggbb``, is that pixel's colour in the
picture, :data:`PLAIN` without one) and lists that shape's cards on its object layer ``cards``: one object
per card, with string properties ``left`` and ``right`` naming the polyomino symbols in the card's bottom
corners. Map properties: ``shape`` (the key below), ``title``, ``value`` (int), ``ability`` (text) and,
where a one-player game changes what the ability does, ``solo_ability`` (text). An artist can redraw a shape
in Tiled; :func:`load_catalog` checks every fact the rules rely on and names the file, layer and object at
fault.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from arcade.core import paths
from arcade.core.levels import LayerRule, LevelError, TileLayerRule, load_level

from .pieces import GRID, PIECES, cells_of, components, mask_of

SHAPE_KEYS = (
    "ultra_robot",
    "space_ship",
    "demon_king",
    "white_skull",
    "kabuki_love",
    "magic_shield",
    "alien_invader",
    "power_cherry",
)
"""The eight shapes, in the rulebook's order."""

VALUES = {
    "ultra_robot": 20,
    "space_ship": 10,
    "demon_king": 20,
    "white_skull": 30,
    "kabuki_love": 20,
    "magic_shield": 20,
    "alien_invader": 20,
    "power_cherry": 10,
}
"""Point values from the rulebook."""

TITLES = {
    "ultra_robot": "Ultra Robot",
    "space_ship": "Space Ship",
    "demon_king": "Demon King",
    "white_skull": "White Skull",
    "kabuki_love": "Kabuki Love",
    "magic_shield": "Magic Shield",
    "alien_invader": "Alien Invader",
    "power_cherry": "Power Cherry",
}

PLAIN = 0xC4BEEC  # a square's colour when its tile has none
"""Colours are packed ``0xRRGGBB`` ints (no pygame here); :func:`rgb` unpacks one."""

DECK_CARDS = 30
GAME_OVER_CARDS = (30, 31)  # card ids of the two GAME OVER cards
SPARE_SQUARES = 3
"""Every shape has at least value + 3 squares: the rulebook's 20-point shape ends with 23 empty squares."""


@dataclass(frozen=True)
class Shape:
    key: str
    title: str
    value: int
    ability: str
    mask: int  # the shape's squares as a bitboard (see pieces)
    size: int
    width: int
    height: int
    file: str
    solo_ability: str = ""  # what the ability does in a one-player game, when that differs
    colours: tuple[int, ...] = ()  # each square's colour in the picture (0xRRGGBB), in cells_of(mask) order

    def colour_at(self, i: int) -> tuple[int, int, int]:
        """The RGB of the shape's ``i``-th square (row by row), :data:`PLAIN` when the map gives none."""
        return rgb(self.colours[i] if i < len(self.colours) else PLAIN)


def rgb(packed: int) -> tuple[int, int, int]:
    return (packed >> 16 & 255, packed >> 8 & 255, packed & 255)


def parse_colour(raw: object, where: str) -> int:
    """Tiled's ``#aarrggbb`` (its colour type) or ``#rrggbb`` -> ``0xRRGGBB``; anything else is a LevelError."""
    text = str(raw).strip()
    digits = text[1:] if text.startswith("#") else ""
    if len(digits) not in (6, 8) or not all(c in "0123456789abcdefABCDEF" for c in digits):
        raise LevelError(f"{where}: property 'colour' is {text[:20]!r}, expected a colour like #ff3cc850 or #3cc850")
    return int(digits[-6:], 16)


@dataclass(frozen=True)
class Card:
    id: int
    name: str  # the card object's name in the map, e.g. "ultra_robot-2"
    shape: Shape
    left: str  # polyomino symbol in the bottom-left corner
    right: str  # polyomino symbol in the bottom-right corner

    @property
    def symbols(self) -> tuple[str, ...]:
        return (self.left,) if self.left == self.right else (self.left, self.right)


@dataclass(frozen=True)
class Catalog:
    shapes: dict[str, Shape]
    cards: tuple[Card, ...]  # Card per id 0..29


def shape_file(key: str, folder: Path | None = None) -> Path:
    return (folder or paths.level()) / f"insertcoin_{key}.tmx"


def load_shape(path: Path, expected_key: str | None = None) -> tuple[Shape, list[tuple[str, str, str]]]:
    """One shape map -> (Shape, [(card name, left, right), ...]), validated."""
    level = load_level(
        path,
        [
            TileLayerRule("squares", min_cells=2, max_width=GRID, max_height=GRID),
            LayerRule("cards", {"left": str, "right": str}),
        ],
    )
    name = Path(path).name
    props = level.properties
    key = props.get("shape")
    if key not in VALUES:
        raise LevelError(f"{name}: map property 'shape' is {key!r}, expected one of {', '.join(SHAPE_KEYS)}")
    if expected_key is not None and key != expected_key:
        raise LevelError(f"{name}: map property 'shape' is {key!r}, expected {expected_key!r}")
    value = props.get("value")
    if not isinstance(value, int) or isinstance(value, bool) or value != VALUES[key]:
        raise LevelError(
            f"{name}: map property 'value' is {value!r}, expected int {VALUES[key]} ({TITLES[key]} in the rulebook)"
        )
    cells = level.cells("squares")
    mask = mask_of(cells)
    parts = components(mask)
    if len(parts) > 1:
        x, y = min(
            ((i % GRID, i // GRID) for p in parts[1:] for i in range(GRID * GRID) if p >> i & 1),
            key=lambda c: (c[1], c[0]),
        )
        raise LevelError(
            f"{name}: tile layer 'squares': the shape is in {len(parts)} pieces (the square at "
            f"column {x}, row {y} is not joined edge to edge to the rest)"
        )
    if len(cells) < value + SPARE_SQUARES:
        raise LevelError(
            f"{name}: tile layer 'squares' has {len(cells)} squares; a {value}-point shape "
            f"needs at least {value + SPARE_SQUARES}"
        )
    given = level.tile_values("squares", "colour")
    colours = tuple(
        parse_colour(given[c], f"{name}: tile layer 'squares', the tile at column {c[0]}, row {c[1]}")
        if c in given
        else PLAIN
        for c in cells_of(mask)
    )
    cards = []
    for obj in level.objects("cards"):
        label = f"object {obj.name!r} (id {obj.id})" if obj.name else f"object id {obj.id}"
        for side in ("left", "right"):
            if obj.props[side] not in PIECES:
                raise LevelError(
                    f"{name}: layer 'cards', {label}: property {side!r} is {obj.props[side]!r}, "
                    f"expected one of {', '.join(PIECES)}"
                )
        cards.append((obj.name or f"{key}-{obj.id}", obj.props["left"], obj.props["right"]))
    shape = Shape(
        key,
        str(props.get("title", TITLES[key])),
        value,
        str(props.get("ability", "")),
        mask,
        len(cells),
        max(x for x, _ in cells) + 1,
        max(y for _, y in cells) + 1,
        name,
        str(props.get("solo_ability", "")),
        colours,
    )
    return shape, cards


def build_catalog(folder: Path | None = None) -> Catalog:
    shapes: dict[str, Shape] = {}
    cards: list[Card] = []
    for key in SHAPE_KEYS:
        shape, listed = load_shape(shape_file(key, folder), key)
        shapes[key] = shape
        for card_name, left, right in listed:
            cards.append(Card(len(cards), card_name, shape, left, right))
    if len(cards) != DECK_CARDS:
        raise LevelError(
            f"insertcoin shapes list {len(cards)} cards in their 'cards' layers; the game has {DECK_CARDS} shape cards"
        )
    return Catalog(shapes, tuple(cards))


@lru_cache(maxsize=1)
def load_catalog() -> Catalog:
    """The shipped cards (read once per process)."""
    return build_catalog()
