"""Insert Coin shapes: the Tiled maps, what the loader checks, and the polyomino symbols."""

import shutil
from collections import Counter

import pytest

from arcade.core import paths
from arcade.core.levels import LevelError
from arcade.games.insertcoin.pieces import PIECES, cells_of, components, mirrored, orientations, rotated
from arcade.games.insertcoin.shapes import PLAIN, SHAPE_KEYS, VALUES, build_catalog, load_catalog, shape_file


def test_thirty_cards_over_eight_shapes_with_the_rulebook_values():
    cat = load_catalog()
    assert len(cat.cards) == 30 and [c.id for c in cat.cards] == list(range(30))
    counts = Counter(c.shape.key for c in cat.cards)
    assert set(counts) == set(SHAPE_KEYS) and sum(counts.values()) == 30
    for key, shape in cat.shapes.items():
        assert shape.value == VALUES[key]
        assert len(components(shape.mask)) == 1 and shape.width <= 8 and shape.height <= 8
    assert {VALUES[k] for k in SHAPE_KEYS} == {10, 20, 30}


def test_size_facts_from_the_rulebook():
    shapes = load_catalog().shapes.values()
    # A 20-point shape can end with 23 or more empty squares; Kabuki Love needs 10-point shapes of more
    # than 10 squares.
    assert all(s.size >= 23 for s in shapes if s.value == 20)
    assert all(s.size > 10 for s in shapes if s.value == 10)
    assert all(s.size >= s.value + 3 for s in shapes)


def test_every_card_shows_two_known_symbols():
    for c in load_catalog().cards:
        assert c.left in PIECES and c.right in PIECES and c.left != c.right


def test_orientations_rotate_and_mirror():
    assert {p: len(orientations(p)) for p in ("O4", "I4", "T4", "L4", "S4")} == {
        "O4": 1,
        "I4": 2,
        "T4": 4,
        "L4": 8,
        "S4": 4,
    }
    for piece in PIECES:
        for o in range(len(orientations(piece))):
            r = o
            for _ in range(4):
                r = rotated(piece, r)
            assert r == o and mirrored(piece, mirrored(piece, o)) == o


@pytest.fixture
def maps(tmp_path):
    for key in SHAPE_KEYS:
        shutil.copy(shape_file(key), tmp_path / shape_file(key).name)
    return tmp_path


def edit(folder, key, old, new):
    p = folder / f"insertcoin_{key}.tmx"
    text = p.read_text()
    assert old in text
    p.write_text(text.replace(old, new, 1))


def test_a_copy_of_the_shipped_maps_loads(maps):
    assert len(build_catalog(maps).cards) == 30


def test_wrong_value_names_the_file(maps):
    edit(maps, "demon_king", 'name="value" type="int" value="20"', 'name="value" type="int" value="25"')
    with pytest.raises(LevelError, match=r"insertcoin_demon_king\.tmx: map property 'value' is 25"):
        build_catalog(maps)


def test_unknown_symbol_names_the_object(maps):
    edit(maps, "space_ship", 'name="left" value="', 'name="left" value="Q7')
    with pytest.raises(
        LevelError,
        match=r"insertcoin_space_ship\.tmx: layer 'cards', object 'space_ship-1' "
        r"\(id 1\): property 'left'",
    ):
        build_catalog(maps)


def test_missing_symbol_property_names_the_object(maps):
    edit(maps, "white_skull", '<property name="right"', '<property name="rite"')
    with pytest.raises(LevelError, match=r"object 'white_skull-1' \(id 1\): missing property 'right'"):
        build_catalog(maps)


def test_a_loose_square_names_the_layer(maps):
    edit(
        maps,
        "power_cherry",
        "0,0,0,0,0,0,0,0,\n0,0,0,0,0,0,0,0,\n0,0,0,0,0,0,0,0,\n0,0,0,0,0,0,0,0\n",
        "0,0,0,0,0,0,0,0,\n0,0,0,0,0,0,1,0,\n0,0,0,0,0,0,0,0,\n0,0,0,0,0,0,0,0\n",
    )
    with pytest.raises(
        LevelError,
        match=r"insertcoin_power_cherry\.tmx: tile layer 'squares': the shape is in "
        r"2 pieces \(the square at column 6, row 5",
    ):
        build_catalog(maps)


def test_too_few_squares_for_the_value(maps):
    edit(maps, "space_ship", "0,0,0,4,0,0,0,0,\n0,0,5,2,5,0,0,0,", "0,0,0,0,0,0,0,0,\n0,0,0,0,0,0,0,0,")
    with pytest.raises(LevelError, match="has 10 squares; a 10-point shape needs at least 13"):
        build_catalog(maps)


def test_a_missing_card_is_counted(maps):
    p = maps / "insertcoin_alien_invader.tmx"
    text = p.read_text()
    start = text.index('  <object id="4"')
    end = text.index("</object>", start) + len("</object>\n")
    p.write_text(text[:start] + text[end:])
    with pytest.raises(LevelError, match="list 29 cards"):
        build_catalog(maps)


def test_shipped_map_folder_is_the_default():
    assert shape_file("ultra_robot") == paths.level("insertcoin_ultra_robot.tmx")


def test_each_shape_is_a_picture_a_colour_for_every_square_from_its_map():
    for key, shape in load_catalog().shapes.items():
        assert len(shape.colours) == shape.size == len(cells_of(shape.mask))
        assert PLAIN not in shape.colours, f"{key}: every square has its map's colour"
        assert len(set(shape.colours)) >= 2, f"{key}: a picture of more than one colour"
    robot = load_catalog().shapes["ultra_robot"]
    chest = cells_of(robot.mask).index((3, 4))
    assert robot.colour_at(chest) == (0xE8, 0x32, 0x3C), "the tile drawn there is the red one"


def test_a_tile_without_a_colour_is_plain_and_a_bad_colour_names_the_file_and_square(maps):
    edit(maps, "power_cherry", '<property name="colour" type="color" value="#ff3cc850"/>', "")
    shape = build_catalog(maps).shapes["power_cherry"]
    stem = cells_of(shape.mask).index((2, 0))
    assert shape.colour_at(stem) == (0xC4, 0xBE, 0xEC)
    edit(maps, "white_skull", 'value="#fff0f0f5"', 'value="white"')
    with pytest.raises(
        LevelError,
        match=r"insertcoin_white_skull\.tmx: tile layer 'squares', the tile at column 1, row 0: "
        r"property 'colour' is 'white'",
    ):
        build_catalog(maps)
