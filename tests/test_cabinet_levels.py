import pytest

from arcade.core.levels import LayerRule, LevelError, load_level

GOOD = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="40" height="23"
     tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" nextobjectid="3">
 <properties><property name="title" value="Test table"/></properties>
 <objectgroup id="1" name="rows">
  <object id="1" name="row1" class="row" x="10" y="20" width="100" height="50">
   <properties><property name="points" type="int" value="5"/><property name="flip" type="bool" value="true"/></properties>
  </object>
  <object id="2" name="row2" type="row" x="10" y="80" width="100" height="50">
   <properties><property name="points" type="int" value="2"/><property name="flip" type="bool" value="false"/></properties>
  </object>
 </objectgroup>
</map>
"""


def write(tmp_path, text, name="t.tmx"):
    p = tmp_path / name
    p.write_text(text)
    return p


def test_objects_and_typed_properties(tmp_path):
    level = load_level(write(tmp_path, GOOD), [LayerRule("rows", {"points": int, "flip": bool}, 2, ("row1",))])
    row1 = level.get("rows", "row1")
    assert row1.props == {"points": 5, "flip": True} and row1.kind == "row" and row1.rect == (10, 20, 100, 50)
    assert level.get("rows", "row2").kind == "row"
    assert level.properties["title"] == "Test table"
    assert level.width_px == 1280


def test_missing_layer_names_file(tmp_path):
    with pytest.raises(LevelError, match=r"t\.tmx: missing object layer 'decks'"):
        load_level(write(tmp_path, GOOD), [LayerRule("decks")])


def test_wrong_type_names_the_object(tmp_path):
    bad = GOOD.replace('name="points" type="int" value="2"', 'name="points" value="two"')
    with pytest.raises(LevelError, match=r"object 'row2' \(id 2\): property 'points' is 'two', expected int"):
        load_level(write(tmp_path, bad), [LayerRule("rows", {"points": int})])


def test_missing_property_and_too_few_objects(tmp_path):
    with pytest.raises(LevelError, match="missing property 'speed'"):
        load_level(write(tmp_path, GOOD), [LayerRule("rows", {"speed": float})])
    with pytest.raises(LevelError, match="has 2 objects, needs at least 8"):
        load_level(write(tmp_path, GOOD), [LayerRule("rows", min_count=8)])


def test_broken_xml_and_missing_file(tmp_path):
    with pytest.raises(LevelError, match="not a readable Tiled map"):
        load_level(write(tmp_path, GOOD[:300]))
    with pytest.raises(LevelError, match="not found"):
        load_level(tmp_path / "nope.tmx")


def test_shipped_levels_all_load():
    from arcade.core import paths

    files = sorted(paths.level().glob("*.tmx"))
    names = {f.name for f in files}
    needed = {"console_panel.tmx", "crashline_table.tmx", "mania_board.tmx", "topspeed_table.tmx"}
    assert needed <= names, f"maps missing from {paths.level()}: {sorted(needed - names)}"
    assert len([n for n in names if n.startswith("insertcoin_")]) == 8, "Insert Coin's eight shape maps"
    for f in files:
        load_level(f)  # every map we ship is readable


TILES = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="3" tilewidth="16"
     tileheight="16" infinite="0" nextlayerid="2" nextobjectid="1">
 <tileset firstgid="1" name="px" tilewidth="16" tileheight="16" tilecount="1" columns="1"><tile id="0"/></tileset>
 <layer id="1" name="squares" width="4" height="3"><data encoding="csv">
0,1,1,0,
0,0,0,0,
0,0,0,1
</data></layer>
</map>
"""


def test_tile_layer_cells_and_rules(tmp_path):
    from arcade.core.levels import TileLayerRule

    level = load_level(write(tmp_path, TILES), [TileLayerRule("squares", min_cells=3)])
    assert level.cells("squares") == [(1, 0), (2, 0), (3, 2)]
    with pytest.raises(LevelError, match=r"t\.tmx: tile layer 'squares' has 3 filled tiles, needs at least 4"):
        load_level(write(tmp_path, TILES), [TileLayerRule("squares", min_cells=4)])
    with pytest.raises(LevelError, match=r"tile at column 3, row 2 is outside the 3x3 area"):
        load_level(write(tmp_path, TILES), [TileLayerRule("squares", max_width=3, max_height=3)])
    with pytest.raises(LevelError, match="missing tile layer 'pixels'"):
        load_level(write(tmp_path, TILES), [TileLayerRule("pixels")])


def test_reading_a_map_leaves_pygame_unloaded():
    import subprocess
    import sys

    code = (
        "import sys; from arcade.core.levels import load_level; load_level('insertcoin_space_ship.tmx'); "
        "assert 'pygame' not in sys.modules, 'pygame loaded'; import pygame, pytmx; print('ok')"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "cannot import" not in out.stderr
