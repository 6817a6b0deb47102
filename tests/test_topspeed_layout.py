"""Top Speed! table layout (the Tiled map) and the end-of-race reveal timeline."""

from pathlib import Path

import pytest

from arcade.core import paths
from arcade.core.levels import LevelError
from arcade.games.topspeed import cards as C
from arcade.games.topspeed.layout import LEVEL_FILE, load_table
from arcade.games.topspeed.reveal import ORDER, Reveal
from arcade.games.topspeed.rules import CALL, Move, TopSpeedState


def test_table_map_has_four_lanes_eight_rows_two_decks():
    lay = load_table()
    assert len(lay.lanes) == 4 and len(lay.rows) == 8 and len(lay.seats) == 2
    xs = [x for x, y, w, h in lay.lanes]
    assert xs == sorted(xs)  # lanes left to right across the middle
    for row in range(8):
        (x, y, w, h), grow = lay.rows[row]
        lane = lay.lanes[C.row_lane(row)]
        assert grow == (-1 if C.row_side(row) == C.UPPER else 1)
        assert (y + h <= lane[1]) if grow < 0 else (y >= lane[1] + lane[3])  # rows grow outwards
    red, blue = lay.seats
    assert red[0] + red[2] <= lay.lanes[0][0] and blue[0] >= lay.lanes[3][0] + lay.lanes[3][2]


def test_cards_in_a_row_overlap_by_half_and_fit_the_row_area():
    lay = load_table()
    cw, ch = lay.card_size
    for row in (0, 5):
        (x, y, w, h), grow = lay.rows[row]
        a, b = lay.card_rect(row, 0, 2), lay.card_rect(row, 1, 2)
        assert abs(a[1] - b[1]) == ch // 2  # half of each card stays visible
        assert (b[1] < a[1]) == (grow < 0)
        for n in (7, 12):  # long rows squeeze but stay inside
            first, last = lay.card_rect(row, 0, n), lay.card_rect(row, n - 1, n)
            for r in (first, last):
                assert y <= r[1] and r[1] + r[3] <= y + h


def _inside(inner, outer) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_a_row_of_twelve_stays_readable_and_clear_of_the_bar_and_panels():
    """Issue 9 #5: every card of a 12-card row keeps a strip tall enough for its part picture and name,
    and nothing of the row, its reveal tag or the call-out banners reaches the top bar or the panels."""
    lay = load_table()
    ch = lay.card_size[1]
    keep_clear = [lay.hud, *lay.seats]
    for row in range(8):
        area, _grow = lay.rows[row]
        for n in range(1, 13):
            rects = [lay.card_rect(row, k, n) for k in range(n)]
            for k, r in enumerate(rects):
                assert _inside(r, area), (row, n, k)
                assert not any(_overlap(r, other) for other in keep_clear), (row, n, k)
                strip = lay.visible(row, k, n)
                assert strip >= 16 if k < n - 1 else strip == ch  # the outermost card shows whole
                if k + 1 < n:  # the next card leaves exactly that strip of this one uncovered
                    assert abs(rects[k + 1][1] - r[1]) >= strip
            tag = lay.tag_rect(row, n)
            assert _inside(tag, area) and not any(_overlap(tag, other) for other in keep_clear)
    for height in (110, 160, 200):
        for cy in (60, 360, 700):
            band = lay.banner_rect(height, cy)
            assert band[3] == height and not any(_overlap(band, other) for other in keep_clear)


def test_rows_keep_the_rulebook_half_overlap_until_they_run_out_of_room():
    lay = load_table()
    ch = lay.card_size[1]
    area, _ = lay.rows[0]
    room = (area[3] - ch) // (ch // 2) + 1  # cards that fit at half a card apart
    assert lay.visible(0, 0, room) == ch // 2
    assert lay.visible(0, 0, room + 2) < ch // 2


def test_broken_table_map_names_the_file(tmp_path):
    text = Path(paths.level(LEVEL_FILE)).read_text()
    broken = tmp_path / "broken_table.tmx"
    broken.write_text(text.replace('name="index" type="int" value="7"', 'name="index" type="int" value="3"'))
    with pytest.raises(LevelError, match="broken_table.tmx"):
        load_table(str(broken))
    missing = tmp_path / "nogrow.tmx"
    missing.write_text(text.replace('<property name="grow" type="int" value="1"/>', "", 1))
    with pytest.raises(LevelError, match="grow"):
        load_table(str(missing))


def test_reveal_turns_rows_in_order_and_adds_points_then_the_flag():
    s = TopSpeedState(4)
    t = 0.0
    for i in range(14):
        t += 10
        s.apply_all([Move(i % 2, "place", t, i % 8)])
    s.decks[0] = []
    s.apply_all([Move(0, CALL, t + 10)])
    sc = s.score()
    rv = Reveal(sc, call_ms=1000, check_ms=1000, row_ms=500, empty_ms=100, flag_ms=400)
    assert [st.row for st in rv.steps if st.kind == "row"] == list(ORDER)
    f = rv.at(1500)
    assert f.step.kind == "check" and f.tally == (0, 0) and not f.turned
    first_row = rv.steps[2]
    f = rv.at(first_row.start + 0.5 * first_row.duration)
    assert f.turned == frozenset({ORDER[0]})
    end = rv.at(rv.total_ms)
    assert end.done and end.tally == sc.points and end.flag_counted and sc.flag == 0


def test_reveal_with_animations_off_is_the_end_at_once():
    s = TopSpeedState(2)
    s.apply_all([Move(1, "place", 1.0, 3)])
    s.apply_all([Move(1, CALL, 2.0)])
    rv = Reveal(s.score(), call_ms=0, check_ms=0, row_ms=0, empty_ms=0, flag_ms=0)
    f = rv.at(0.0)
    assert f.done and f.tally == s.score().points
