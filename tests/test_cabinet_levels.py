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
    for f in files:
        load_level(f)  # every map we ship is readable
