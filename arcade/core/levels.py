"""Tiled maps (``levels/*.tmx``) through pytmx, validated, with clear errors.

Layouts that are data (the console panel, the Top Speed table, later the Arcade Mania board and the
Insert Coin shapes) are edited in Tiled and read here. pytmx is used without pygame (``pytmx.TiledMap``),
so tile images are never needed; object layers and their typed custom properties are what we read, and
tile layers come back as grids of tile ids.

A game states what it needs with :class:`LayerRule`s; anything missing or of the wrong type raises
:class:`LevelError` naming the file, the layer and the object at fault.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arcade.core import paths


class LevelError(Exception):
    """A level file that cannot be used; the message names the file and what is wrong."""


@dataclass(frozen=True)
class LevelObject:
    id: int
    name: str
    kind: str          # Tiled's class (1.9+) or type
    x: float
    y: float
    width: float
    height: float
    props: dict = field(default_factory=dict)

    @property
    def rect(self) -> tuple[int, int, int, int]:
        return (round(self.x), round(self.y), round(self.width), round(self.height))

    @property
    def center(self) -> tuple[int, int]:
        return (round(self.x + self.width / 2), round(self.y + self.height / 2))


@dataclass
class Level:
    path: Path
    width_px: int
    height_px: int
    properties: dict
    layers: dict[str, list[LevelObject]]
    tiles: dict[str, list[list[int]]]

    def objects(self, layer: str) -> list[LevelObject]:
        return self.layers.get(layer, [])

    def cells(self, layer: str) -> list[tuple[int, int]]:
        """The ``(x, y)`` of every non-empty tile of tile layer ``layer``, row by row."""
        grid = self.tiles.get(layer)
        if grid is None:
            raise LevelError(f"{self.path.name}: missing tile layer {layer!r}")
        return [(x, y) for y, row in enumerate(grid) for x, gid in enumerate(row) if gid]

    def get(self, layer: str, name: str) -> LevelObject:
        for obj in self.objects(layer):
            if obj.name == name:
                return obj
        raise LevelError(f"{self.path.name}: layer {layer!r} has no object named {name!r}")


@dataclass(frozen=True)
class LayerRule:
    """What an object layer must hold: at least ``min_count`` objects, each with ``props`` of these types;
    ``names`` lists object names that must all be present."""

    layer: str
    props: dict[str, type] = field(default_factory=dict)
    min_count: int = 1
    names: tuple[str, ...] = ()


@dataclass(frozen=True)
class TileLayerRule:
    """What a tile layer must hold: at least ``min_cells`` non-empty tiles, all inside the top-left
    ``max_width`` x ``max_height`` tiles (None: anywhere on the map)."""

    layer: str
    min_cells: int = 1
    max_width: int | None = None
    max_height: int | None = None


def _import_pytmx():
    """pytmx, imported without dragging pygame in when pygame is not loaded yet.

    pytmx imports pygame if it can (for its optional image loader, which we never use). Pure tools (rules,
    bots, simulators) read Tiled maps too and must leave pygame unloaded, so while pytmx is first imported
    ``import pygame`` is made to fail; pytmx then runs without it. Once pygame is loaded (the app) this is a
    plain import."""
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx

        return pytmx
    import logging

    quiet = logging.getLogger("pytmx.util_pygame")  # it logs an error before pytmx gives it up
    was_disabled, quiet.disabled = quiet.disabled, True
    sys.modules["pygame"] = None  # type: ignore[assignment]  # makes `import pygame` raise ImportError
    try:
        import pytmx
    finally:
        quiet.disabled = was_disabled
        if sys.modules.get("pygame", 0) is None:
            del sys.modules["pygame"]
    return pytmx


def resolve(name_or_path: str | Path) -> Path:
    p = Path(name_or_path)
    if p.is_absolute() or p.exists():
        return p
    return paths.level(str(name_or_path))


def load_level(name_or_path: str | Path, rules: list[LayerRule] | tuple = ()) -> Level:
    path = resolve(name_or_path)
    if not path.exists():
        raise LevelError(f"level file not found: {path}")
    try:
        pytmx = _import_pytmx()
        tmx = pytmx.TiledMap(str(path))
    except FileNotFoundError as exc:
        raise LevelError(f"{path.name}: a file it refers to is missing ({exc})") from exc
    except Exception as exc:  # noqa: BLE001 - pytmx raises many kinds; all mean "cannot use this map"
        raise LevelError(f"{path.name}: not a readable Tiled map ({exc.__class__.__name__}: {exc})") from exc

    layers: dict[str, list[LevelObject]] = {}
    tiles: dict[str, list[list[int]]] = {}
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledObjectGroup):
            objs = []
            for o in layer:
                kind = getattr(o, "class", None) or o.type or ""
                objs.append(LevelObject(o.id, o.name or "", kind, float(o.x), float(o.y), float(o.width or 0),
                                        float(o.height or 0), dict(o.properties)))
            layers[layer.name] = objs
        elif isinstance(layer, pytmx.TiledTileLayer):
            tiles[layer.name] = [[layer.data[y][x] for x in range(tmx.width)] for y in range(tmx.height)]
    level = Level(path, tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight, dict(tmx.properties), layers,
                  tiles)
    for rule in rules:
        _check(level, rule)
    return level


def _type_name(t: type) -> str:
    return {int: "int", float: "float", bool: "bool", str: "string"}.get(t, t.__name__)


def _check(level: Level, rule: "LayerRule | TileLayerRule") -> None:
    name = level.path.name
    if isinstance(rule, TileLayerRule):
        _check_tiles(level, rule)
        return
    if rule.layer not in level.layers:
        raise LevelError(f"{name}: missing object layer {rule.layer!r}")
    objs = level.layers[rule.layer]
    if len(objs) < rule.min_count:
        raise LevelError(f"{name}: layer {rule.layer!r} has {len(objs)} objects, needs at least {rule.min_count}")
    present = {o.name for o in objs}
    for wanted in rule.names:
        if wanted not in present:
            raise LevelError(f"{name}: layer {rule.layer!r} has no object named {wanted!r}")
    for o in objs:
        label = f"object {o.name!r} (id {o.id})" if o.name else f"object id {o.id}"
        for prop, typ in rule.props.items():
            if prop not in o.props:
                raise LevelError(f"{name}: layer {rule.layer!r}, {label}: missing property {prop!r} "
                                 f"({_type_name(typ)})")
            value: Any = o.props[prop]
            ok = isinstance(value, typ) and not (typ is int and isinstance(value, bool))
            if typ is float and isinstance(value, int) and not isinstance(value, bool):
                ok = True
            if not ok:
                raise LevelError(f"{name}: layer {rule.layer!r}, {label}: property {prop!r} is "
                                 f"{value!r}, expected {_type_name(typ)}")


def _check_tiles(level: Level, rule: TileLayerRule) -> None:
    name = level.path.name
    if rule.layer not in level.tiles:
        raise LevelError(f"{name}: missing tile layer {rule.layer!r}")
    cells = level.cells(rule.layer)
    if len(cells) < rule.min_cells:
        raise LevelError(f"{name}: tile layer {rule.layer!r} has {len(cells)} filled tiles, needs at least "
                         f"{rule.min_cells}")
    for x, y in cells:
        if (rule.max_width is not None and x >= rule.max_width) or (
                rule.max_height is not None and y >= rule.max_height):
            raise LevelError(f"{name}: tile layer {rule.layer!r}: tile at column {x}, row {y} is outside the "
                             f"{rule.max_width}x{rule.max_height} area it must fit in")
