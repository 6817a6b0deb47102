"""Tiled maps (``levels/*.tmx``) through pytmx, validated, with clear errors.

Layouts that are data (the console panel, the Top Speed table, later the Arcade Mania board and the
Insert Coin shapes) are edited in Tiled and read here. pytmx is used without pygame (``pytmx.TiledMap``),
so tile images are never needed; object layers and their typed custom properties are what we read, and
tile layers come back as grids of tile ids.

A game states what it needs with :class:`LayerRule`s; anything missing or of the wrong type raises
:class:`LevelError` naming the file, the layer and the object at fault.
"""

from __future__ import annotations

import math
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from arcade.core import paths

T = TypeVar("T")

# Sanity limits, checked before pytmx parses anything, set from what the shipped maps need (measured over
# levels/ at issue 22: at most 9 KB, 80x45 tiles of 32 px, 4 layers of which 1 is a tile layer of 8x8,
# 35 objects, names of 24 characters, property texts of 71): a few times that, so a designer has room,
# and nothing that costs seconds or hundreds of MB at start (60 tile layers of 512x512 did).
MAX_FILE_BYTES = 256 * 1024  # a map or a tileset file
MAX_TILES_SIDE = 160  # tiles across or down, map and every layer
MAX_TILE_PX = 256
MAX_LAYERS = 16  # layers of every kind
MAX_TILE_LAYERS = 4
MAX_TILE_CELLS = 16_384  # all tile layers together (each is read as a grid of the map's size)
MAX_OBJECTS = 512
MAX_TILESETS = 8
MAX_COORD = 100_000.0  # object positions and sizes, in pixels
MAX_NAME_CHARS = 64  # names of layers, objects and properties; object classes
MAX_TEXT_CHARS = 400  # a property's text (a shape's title, a card's ability) or a text object


class LevelError(Exception):
    """A level file that cannot be used; the message names the file and what is wrong."""


@dataclass(frozen=True)
class LevelObject:
    id: int
    name: str
    kind: str  # Tiled's class (1.9+) or type
    x: float
    y: float
    width: float
    height: float
    props: dict[str, Any] = field(default_factory=dict)

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
    properties: dict[str, Any]
    layers: dict[str, list[LevelObject]]
    tiles: dict[str, list[list[int]]]
    tile_props: dict[int, dict[str, Any]] = field(default_factory=dict)  # a used tile id -> its properties

    def tile_values(self, layer: str, prop: str) -> dict[tuple[int, int], Any]:
        """``(x, y) -> value`` of property ``prop`` of the tile at each non-empty place of tile layer ``layer``
        that has it (a tileset's tiles may each carry properties, e.g. a pixel's ``colour``)."""
        grid = self.tiles.get(layer)
        if grid is None:
            raise LevelError(f"{self.path.name}: missing tile layer {layer!r}")
        out = {}
        for y, row in enumerate(grid):
            for x, gid in enumerate(row):
                if gid and prop in self.tile_props.get(gid, {}):
                    out[(x, y)] = self.tile_props[gid][prop]
        return out

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


def _import_pytmx() -> Any:  # pytmx has no type information: its module is left open
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


def precheck(path: Path) -> None:
    """Refuse quickly what pytmx would take long over, choke on or hang on: a file that is not a regular
    file (a FIFO, a link to a device) or is oversized, absurd map or layer dimensions, too many layers,
    tiles or objects, names and texts longer than a level needs, numbers that are not finite or are
    negative sizes, and tileset files it refers to that are any of these. Raises LevelError naming the
    file, the layer and the object."""
    parse_checked(path)


def _read_xml(path: Path, label: str, what: str = "Tiled map") -> ET.Element:
    """The root element of an XML file read through :mod:`arcade.core.safe_files` (no blocking open, a
    regular file within MAX_FILE_BYTES)."""
    from arcade.core import safe_files

    try:
        raw = safe_files.read_bytes(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise LevelError(f"{label}: the file is missing") from None
    except OSError as exc:
        raise LevelError(f"{label}: cannot be read ({exc.strerror or exc})") from None
    try:
        return ET.fromstring(raw)
    except (ET.ParseError, ValueError) as exc:
        raise LevelError(f"{label}: not a readable {what} (XML: {exc})") from None


def parse_checked(path: Path) -> ET.Element:
    """:func:`precheck`, returning the map's root element (what pytmx is then given, so the map file is
    opened once, by us)."""
    name = path.name
    root = _read_xml(path, name)
    if root.tag != "map":
        raise LevelError(f"{name}: not a Tiled map (the root element is <{root.tag[:20]}>)")
    size = {
        attr: _int_attr(root, attr, 1, hi, f"{name}: map")
        for attr, hi in (
            ("width", MAX_TILES_SIDE),
            ("height", MAX_TILES_SIDE),
            ("tilewidth", MAX_TILE_PX),
            ("tileheight", MAX_TILE_PX),
        )
    }
    _check_texts(root, name)
    _check_tilesets(root, path)
    layers = [el for el in root.iter() if el.tag in ("layer", "objectgroup", "imagelayer")]
    if len(layers) > MAX_LAYERS:
        raise LevelError(f"{name}: {len(layers)} layers, at most {MAX_LAYERS}")
    tile_layers = [el for el in layers if el.tag == "layer"]
    if len(tile_layers) > MAX_TILE_LAYERS:
        raise LevelError(f"{name}: {len(tile_layers)} tile layers, at most {MAX_TILE_LAYERS}")
    map_cells = size["width"] * size["height"]
    if map_cells * len(tile_layers) > MAX_TILE_CELLS:
        raise LevelError(
            f"{name}: {len(tile_layers)} tile layers of {map_cells:,} tiles, more than {MAX_TILE_CELLS:,} tiles in all"
        )
    n_objects = 0
    for layer in layers:
        where = f"{name}: layer {layer.get('name', '?')[:40]!r}"
        if layer.tag == "layer":
            cells = 1
            for attr in ("width", "height"):
                cells *= _int_attr(layer, attr, 1, MAX_TILES_SIDE, where)
            _check_layer_data(layer, cells, where)
        for obj in layer.iter("object"):
            n_objects += 1
            if n_objects > MAX_OBJECTS:
                raise LevelError(f"{name}: more than {MAX_OBJECTS} objects")
            label = f"{where}, object {obj.get('name', '')[:40]!r} (id {obj.get('id', '?')[:12]})"
            if obj.get("template") is not None:
                raise LevelError(f"{label}: object templates are not supported")
            for attr in ("x", "y", "width", "height", "rotation"):
                raw = obj.get(attr)
                if raw is None:
                    continue
                value = _number(raw, f"{label}: {attr}")
                lo = 0.0 if attr in ("width", "height") else -MAX_COORD
                if not lo <= value <= MAX_COORD:
                    raise LevelError(f"{label}: {attr} is {raw[:20]}, expected {lo:g} to {MAX_COORD:g}")
    for prop in root.iter("property"):
        if prop.get("type") in ("int", "float"):
            _number(prop.get("value", ""), f"{name}: property {prop.get('name', '?')[:40]!r}")
    return root


def _check_texts(root: ET.Element, name: str) -> None:
    """Names, classes and texts no longer than a level needs (a 900 KB shape title made the start run
    past two minutes)."""
    for el in root.iter():
        for attr in ("name", "type", "class"):
            raw = el.get(attr)
            if raw is not None and len(raw) > MAX_NAME_CHARS:
                raise LevelError(
                    f"{name}: a {el.tag[:20]} {attr} of {len(raw):,} characters starting "
                    f"{raw[:24]!r} (at most {MAX_NAME_CHARS})"
                )
        if el.tag in ("property", "text"):
            value = el.get("value")
            raw = value if value is not None else (el.text or "")
            if len(raw) > MAX_TEXT_CHARS:
                what = f"property {el.get('name', '?')[:40]!r}" if el.tag == "property" else "a text object"
                raise LevelError(f"{name}: {what} is {len(raw):,} characters long (at most {MAX_TEXT_CHARS})")


def _check_tilesets(root: ET.Element, path: Path) -> None:
    """A tileset kept in its own file (``<tileset source="x.tsx">``) is read by pytmx too: the same
    checks apply to it (a FIFO there blocked pytmx)."""
    sets = root.findall("tileset")
    if len(sets) > MAX_TILESETS:
        raise LevelError(f"{path.name}: {len(sets)} tilesets, at most {MAX_TILESETS}")
    for ts in sets:
        source = ts.get("source")
        if source is None:
            continue
        label = f"{path.name}: tileset {source[:40]!r}"
        if not source.lower().endswith(".tsx"):
            raise LevelError(f"{label} is not a .tsx tileset file")
        ref = path.parent / source
        tsx = _read_xml(ref, label, "Tiled tileset")
        if tsx.tag != "tileset":
            raise LevelError(f"{label}: not a Tiled tileset (the root element is <{tsx.tag[:20]}>)")
        if tsx.find(".//tileset[@source]") is not None or tsx.find(".//object[@template]") is not None:
            raise LevelError(f"{label} refers to further files")
        _check_texts(tsx, f"{path.name} ({source[:40]})")


def _check_layer_data(layer: ET.Element, cells: int, where: str) -> None:
    """A compressed tile layer must not inflate beyond its declared size (a small file could otherwise
    unpack to gigabytes inside pytmx)."""
    import base64
    import binascii
    import zlib

    data = layer.find("data")
    if data is None or data.get("encoding") != "base64":
        return
    compression = data.get("compression")
    if not compression:
        return
    if compression not in ("zlib", "gzip"):
        raise LevelError(f"{where}: tile data compression {compression[:10]!r} is not supported")
    try:
        packed = base64.b64decode((data.text or "").strip(), validate=False)
        inflater = zlib.decompressobj(zlib.MAX_WBITS | 32)  # zlib or gzip header
        out = inflater.decompress(packed, cells * 4 + 1)
    except (binascii.Error, zlib.error, ValueError) as exc:
        raise LevelError(f"{where}: tile data cannot be unpacked ({exc})") from None
    if len(out) > cells * 4:
        raise LevelError(f"{where}: tile data is larger than the layer's {cells} tiles")


def _number(raw: str, label: str) -> float:
    try:
        value = float(raw)
    except (TypeError, ValueError):
        raise LevelError(f"{label} is {str(raw)[:20]!r}, not a number") from None
    if not math.isfinite(value):
        raise LevelError(f"{label} is {str(raw)[:20]!r}, not a finite number")
    return value


def _int_attr(el: ET.Element, attr: str, lo: int, hi: int, label: str) -> int:
    raw = el.get(attr)
    if raw is None:
        raise LevelError(f"{label} has no {attr}")
    if not (raw.isascii() and raw.isdigit()):
        raise LevelError(f"{label}: {attr} is {raw[:20]!r}, not a whole number")
    value = int(raw)
    if not lo <= value <= hi:
        raise LevelError(f"{label}: {attr} is {value}, expected {lo} to {hi}")
    return value


def guarded(fn: Callable[..., T], *args: Any, **kwargs: Any) -> tuple[T | None, str | None]:
    """Run a level-using call (``load_level``, a game's layout loader, a game's start or demo) so that no
    broken level file can crash the cabinet: ``(result, None)``, or ``(None, message)`` where the message
    names the file and the fault. Every level load goes through here."""
    try:
        return fn(*args, **kwargs), None
    except LevelError as exc:
        return None, str(exc)
    except (
        ValueError,
        TypeError,
        KeyError,
        IndexError,
        OverflowError,
        ZeroDivisionError,
        AttributeError,
        OSError,
        RecursionError,
        MemoryError,
    ) as exc:
        return None, f"a level could not be used ({exc.__class__.__name__}: {str(exc)[:160]})"


def load_guarded(
    name_or_path: str | Path, rules: Sequence[LayerRule | TileLayerRule] = ()
) -> tuple[Level | None, str | None]:
    """``load_level`` that never raises: ``(level, None)`` or ``(None, message naming file and fault)``."""
    return guarded(load_level, name_or_path, rules)


_loaded: dict[tuple[str, int, int, tuple[str, ...]], Level] = {}
_LOADED_MAX = 32


def load_level(name_or_path: str | Path, rules: Sequence[LayerRule | TileLayerRule] = ()) -> Level:
    """Read, check and return a level. A level read before is returned again while its file is unchanged
    (same path, size and modification time): games may ask for their maps every time a game starts."""
    path = resolve(name_or_path)
    try:
        st = path.stat()
    except OSError:
        raise LevelError(f"level file not found: {path}") from None
    key = (str(path), st.st_mtime_ns, st.st_size, tuple(map(repr, rules)))
    level = _loaded.get(key)
    if level is None:
        level = _read_level(path, rules)
        if len(_loaded) >= _LOADED_MAX:
            _loaded.clear()
        _loaded[key] = level
    return level


def _read_level(path: Path, rules: Sequence[LayerRule | TileLayerRule]) -> Level:
    root = parse_checked(path)
    try:
        pytmx = _import_pytmx()
        tmx = pytmx.TiledMap()  # given the checked XML: the map file is not opened a second time
        tmx.filename = str(path)
        tmx.parse_xml(root)
    except FileNotFoundError as exc:
        raise LevelError(f"{path.name}: a file it refers to is missing ({exc})") from exc
    except Exception as exc:
        raise LevelError(f"{path.name}: not a readable Tiled map ({exc.__class__.__name__}: {exc})") from exc

    try:
        level = _convert(path, tmx, pytmx)
    except LevelError:
        raise
    except Exception as exc:
        raise LevelError(f"{path.name}: has a value that cannot be used ({exc.__class__.__name__}: {exc})") from exc
    for rule in rules:
        _check(level, rule)
    return level


def _convert(path: Path, tmx: Any, pytmx: Any) -> Level:  # pytmx's map and module: untyped
    layers: dict[str, list[LevelObject]] = {}
    tiles: dict[str, list[list[int]]] = {}
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledObjectGroup):
            objs = []
            for o in layer:
                kind = getattr(o, "class", None) or o.type or ""
                label = f"{path.name}: layer {layer.name!r}, object {o.name or ''!r} (id {o.id})"
                x, y, w, h = (_finite(getattr(o, a) or 0, f"{label}: {a}") for a in ("x", "y", "width", "height"))
                for pname, pval in dict(o.properties).items():
                    if isinstance(pval, float):
                        _finite(pval, f"{label}: property {pname!r}")
                objs.append(LevelObject(o.id, o.name or "", kind, x, y, w, h, dict(o.properties)))
            layers[layer.name] = objs
        elif isinstance(layer, pytmx.TiledTileLayer):
            tiles[layer.name] = [[layer.data[y][x] for x in range(tmx.width)] for y in range(tmx.height)]
    used = {gid for grid in tiles.values() for row in grid for gid in row if gid}
    tile_props = {gid: dict(tmx.get_tile_properties_by_gid(gid) or {}) for gid in sorted(used)}
    return Level(
        path, tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight, dict(tmx.properties), layers, tiles, tile_props
    )


def _finite(value: Any, label: str) -> float:
    try:
        f = float(value)
    except (TypeError, ValueError, OverflowError):
        raise LevelError(f"{label} is {value!r}, not a number") from None
    if not math.isfinite(f) or abs(f) > MAX_COORD:
        raise LevelError(f"{label} is {value!r}, not a usable number")
    return f


def _type_name(t: type) -> str:
    return {int: "int", float: "float", bool: "bool", str: "string"}.get(t, t.__name__)


def _check(level: Level, rule: LayerRule | TileLayerRule) -> None:
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
                raise LevelError(
                    f"{name}: layer {rule.layer!r}, {label}: missing property {prop!r} ({_type_name(typ)})"
                )
            value: Any = o.props[prop]
            ok = isinstance(value, typ) and not (typ is int and isinstance(value, bool))
            if typ is float and isinstance(value, int) and not isinstance(value, bool):
                ok = True
            if ok and typ in (int, float) and not math.isfinite(value):
                ok = False
            if not ok:
                raise LevelError(
                    f"{name}: layer {rule.layer!r}, {label}: property {prop!r} is {value!r}, expected {_type_name(typ)}"
                )


def _check_tiles(level: Level, rule: TileLayerRule) -> None:
    name = level.path.name
    if rule.layer not in level.tiles:
        raise LevelError(f"{name}: missing tile layer {rule.layer!r}")
    cells = level.cells(rule.layer)
    if len(cells) < rule.min_cells:
        raise LevelError(
            f"{name}: tile layer {rule.layer!r} has {len(cells)} filled tiles, needs at least {rule.min_cells}"
        )
    for x, y in cells:
        if (rule.max_width is not None and x >= rule.max_width) or (
            rule.max_height is not None and y >= rule.max_height
        ):
            raise LevelError(
                f"{name}: tile layer {rule.layer!r}: tile at column {x}, row {y} is outside the "
                f"{rule.max_width}x{rule.max_height} area it must fit in"
            )
