"""No level file can crash the cabinet: numbers checked (NaN, infinity, negative sizes, absurd dimensions),
oversized and inflating maps refused before pytmx parses them, errors naming the file and object, and every
level load (Start and the attract demo) going through one guard."""

import base64
import zlib

import pytest

from arcade.core import levels
from arcade.core.levels import LevelError, load_guarded, load_level
from arcade.testing import Harness

MAP = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="{w}" height="{h}" tilewidth="16"
     tileheight="16" infinite="0" nextlayerid="3" nextobjectid="3">
 <objectgroup id="1" name="rows">
  <object id="1" name="row1" type="row" x="{x}" y="20" width="{width}" height="50">
   <properties><property name="speed" type="float" value="{speed}"/></properties>
  </object>
 </objectgroup>
 {layer}
</map>
"""


def tmx(tmp_path, name="t.tmx", w=40, h=23, x="10", width="100", speed="1.5", layer=""):
    p = tmp_path / name
    p.write_text(MAP.format(w=w, h=h, x=x, width=width, speed=speed, layer=layer))
    return p


def test_a_sound_map_still_loads(tmp_path):
    level = load_level(tmx(tmp_path), [levels.LayerRule("rows", {"speed": float})])
    assert level.get("rows", "row1").rect == (10, 20, 100, 50)


@pytest.mark.parametrize(
    "field,value,words",
    [
        ("x", "nan", "x is 'nan'"),
        ("x", "inf", "x is 'inf'"),
        ("x", "-1e30", "x is -1e30"),
        ("width", "-5", "width is -5"),
        ("x", "ten", "x is 'ten', not a number"),
        ("speed", "nan", "property 'speed'"),
        ("speed", "1e999", "property 'speed'"),
    ],
)
def test_bad_numbers_are_level_errors_naming_file_and_object(tmp_path, field, value, words):
    path = tmx(tmp_path, **{field: value})
    with pytest.raises(LevelError) as err:
        load_level(path, [levels.LayerRule("rows", {"speed": float})])
    msg = str(err.value)
    assert msg.startswith("t.tmx") and words in msg
    if field != "speed":
        assert "object 'row1' (id 1)" in msg


def csv_layer(w, h):
    rows = ",\n".join(",".join(["1"] * w) for _ in range(h))
    return f'<layer id="2" name="floor" width="{w}" height="{h}"><data encoding="csv">{rows}</data></layer>'


def zlib_layer(w, h, cells=None):
    raw = bytes(4 * (cells if cells is not None else w * h))
    data = base64.b64encode(zlib.compress(raw, 9)).decode()
    return (
        f'<layer id="2" name="floor" width="{w}" height="{h}"><data encoding="base64" compression="zlib">'
        f"{data}</data></layer>"
    )


def test_a_2000_by_2000_map_is_refused_before_pytmx_parses_it(tmp_path, monkeypatch):
    cases = [
        tmx(tmp_path, "csv.tmx", 2000, 2000, layer=csv_layer(2000, 2000)),  # 8 MB of CSV
        tmx(tmp_path, "zip.tmx", 2000, 2000, layer=zlib_layer(2000, 2000)),  # small file, huge map
        tmx(tmp_path, "bomb.tmx", 40, 23, layer=zlib_layer(40, 23, cells=5_000_000)),
    ]  # inflates to 20 MB

    # the limits are checked before pytmx sees the file: pytmx is never asked (how quickly the refusal
    # comes is measured by `python -m arcade.bench hostile`, not here)
    def no_pytmx():
        raise AssertionError("pytmx was asked to parse a map the limits refuse")

    monkeypatch.setattr(levels, "_import_pytmx", no_pytmx)
    for path in cases:
        level, error = load_guarded(path)
        assert level is None and error.startswith(path.name), error
        assert "pytmx was asked" not in error, error


def test_xml_entity_expansion_and_garbage_are_refused(tmp_path):
    laughs = (
        '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaaaaaaaa">'
        + "".join(f'<!ENTITY {c} "{("&" + p + ";") * 10}">' for p, c in zip("abcdefgh", "bcdefghi"))
        + ']><map width="1" height="1" tilewidth="1" tileheight="1">&i;</map>'
    )
    for i, text in enumerate([laughs, "\x00\xff garbage", "<map/>", '<map width="\u00b2" height="1"/>']):
        p = tmp_path / f"g{i}.tmx"
        p.write_text(text, encoding="utf-8", errors="surrogatepass")
        level, error = load_guarded(p)
        assert level is None and error.startswith(p.name), error


def test_guarded_turns_any_level_fault_into_a_message():
    def explodes():
        raise ValueError("cannot convert float NaN to integer")

    assert levels.guarded(explodes) == (
        None,
        "a level could not be used (ValueError: cannot convert float NaN to integer)",
    )
    assert levels.guarded(lambda: 5) == (5, None)


@pytest.fixture
def broken_levels(tmp_path, monkeypatch):
    """Every level the games ask for is a map with a NaN position."""
    bad = tmx(tmp_path, "broken.tmx", x="nan")
    monkeypatch.setattr(levels, "resolve", lambda _name: bad)
    return bad


def test_start_with_a_broken_level_gives_a_message_not_a_crash(broken_levels, tmp_path):
    from arcade.games import registry
    from arcade.games.info import LobbyConfig, SeatConfig
    from arcade.scenes.common import start_game

    h = Harness(store_root=tmp_path)
    h.boot()
    cfg = LobbyConfig("crashline", [SeatConfig("A", "human", "", "keys_a"), SeatConfig("B", "cpu", "Careful")], {}, 1)
    assert start_game(h.app, registry.get("crashline"), cfg) is None
    assert any("Crash Line cannot start: broken.tmx" in m for m, _ in h.app.toasts)


def test_the_idle_cabinet_survives_broken_levels_in_its_demos(broken_levels, tmp_path):
    from arcade.scenes.attract import AttractScene

    h = Harness(store_root=tmp_path, fps=4)  # 250 ms frames: the longest the app feeds at once
    h.boot()
    h.advance(30_000)  # idle, marquee, then the first demo slot
    assert any("demo cannot run: broken.tmx" in m for m, _ in h.app.toasts)
    h.advance(60_000)  # the next demo slots
    from arcade.scenes.attract import DemoScene

    if isinstance(h.top, DemoScene):  # a game that reads no level (Vegas) still runs its demo
        assert h.top.inner.game_id == "vegas", h.top.inner.game_id
        assert h.app.scenes.stack[:1] and isinstance(h.app.scenes.stack[0], AttractScene)
    else:
        assert isinstance(h.top, AttractScene) and h.app.scenes.stack == [h.top]


def test_a_crash_line_table_whose_seats_area_is_one_pixel_still_draws(tmp_path, monkeypatch):
    """Every panel of a squeezed layout has a size of zero or more: a 1x1 seats area draws nothing there,
    it does not raise (it made the translucent seat panels with negative sizes)."""
    from arcade.games.crashline.scene import CrashLineScene
    from arcade.games.info import LobbyConfig, SeatConfig

    source = (levels.paths.level("crashline_table.tmx")).read_text(encoding="utf-8")
    squeezed = source.replace(
        'name="area" type="area" x="16" y="322" width="1248" height="340"',
        'name="area" type="area" x="16" y="322" width="1" height="1"',
    )
    assert squeezed != source
    path = tmp_path / "crashline_table.tmx"
    path.write_text(squeezed, encoding="utf-8")
    monkeypatch.setattr(levels, "resolve", lambda _name: path)
    h = Harness(store_root=tmp_path)
    h.boot()
    seats = [SeatConfig(n, "cpu", "Careful") for n in ("A", "B", "C", "D", "E", "F")]
    scene = h.app.push(CrashLineScene(h.app, LobbyConfig("crashline", seats, {}, 3)))
    h.advance(3000)
    h.app.render(force=True)
    assert h.top is scene


def test_broken_levels_refuse_insert_coin_and_mania_before_their_first_frame_and_howto_says_so(broken_levels, tmp_path):
    """Insert Coin's shape cards were first read while its first frame drew (outside the guarded start),
    and Mania's how-to pages drew a broken board unguarded: both crashed the cabinet."""
    from arcade.games import registry
    from arcade.games.info import LobbyConfig, SeatConfig
    from arcade.games.insertcoin import shapes
    from arcade.games.mania import board
    from arcade.scenes.common import start_game
    from arcade.scenes.howto import HowToScene

    shapes.load_catalog.cache_clear()
    try:
        h = Harness(store_root=tmp_path)
        h.boot()
        for gid, seats in (
            ("insertcoin", [SeatConfig("A", "human", "", "keys_a")]),
            ("mania", [SeatConfig(n, "cpu", "Rookie") for n in "ABC"]),
        ):
            assert start_game(h.app, registry.get(gid), LobbyConfig(gid, seats, {}, 1)) is None, gid
            assert any(f"{registry.get(gid).title} cannot start" in m for m, _ in h.app.toasts), gid
        for gid in ("insertcoin", "mania"):
            page = h.app.push(HowToScene(h.app, gid))
            for _ in range(len(page.pages)):
                h.app.render(force=True)  # every page, its picture included: no exception
                h.tap("keys_a", "right")
            h.app.pop()
        assert board.load_board  # the board loader is the one the scene checks
    finally:
        shapes.load_catalog.cache_clear()


def test_a_mania_board_without_its_drawing_areas_is_refused_with_the_names(tmp_path):
    from arcade.games.mania import board

    source = levels.paths.level("mania_board.tmx").read_text(encoding="utf-8")
    cut = source.replace('name="bank"', 'name="bank_gone"')
    assert cut != source
    path = tmp_path / "mania_board.tmx"
    path.write_text(cut, encoding="utf-8")
    with pytest.raises(levels.LevelError, match="bank"):
        board.load_board(path)
