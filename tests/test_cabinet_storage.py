import json
import os

import pytest

from arcade.core import settings as S
from arcade.core.stats import SeatResult, Stats
from arcade.core.storage import Store


def test_save_then_load_round_trip(tmp_path):
    st = Store(tmp_path)
    st.save("things", {"a": [1, 2]}, 3)
    assert st.load("things", None, 3) == {"a": [1, 2]}
    doc = json.loads((tmp_path / "things.json").read_text())
    assert doc["version"] == 3 and doc["app"] == "coin-op-cabinet"


def test_missing_file_gives_default_without_warning(tmp_path):
    st = Store(tmp_path)
    assert st.load("nothing", {"d": 1}, 1) == {"d": 1}
    assert st.take_warnings() == []


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"version": 9, "data": {}}', "\x00\x01"])
def test_corrupt_file_is_set_aside_with_a_warning(tmp_path, content):
    st = Store(tmp_path)
    (tmp_path / "settings.json").write_text(content)
    assert st.load("settings", "DEFAULT", 1) == "DEFAULT"
    assert (tmp_path / "settings.json.bad").read_text() == content  # nothing lost
    assert not (tmp_path / "settings.json").exists()
    (warning,) = st.take_warnings()
    assert "settings.json" in warning and "settings.json.bad" in warning


def test_second_corruption_keeps_the_first_bad_file(tmp_path):
    st = Store(tmp_path)
    (tmp_path / "x.json").write_text("first")
    st.load("x", None, 1)
    (tmp_path / "x.json").write_text("second")
    st.load("x", None, 1)
    assert (tmp_path / "x.json.bad").read_text() == "second"
    assert (tmp_path / "x.json.bad.1").read_text() == "first"


def test_atomic_save_leaves_old_file_when_writing_fails(tmp_path, monkeypatch):
    st = Store(tmp_path)
    st.save("keep", {"v": 1}, 1)

    def boom(*_a, **_k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    assert st.save("keep", {"v": 2}, 1) is False  # a failed save is reported, never raised
    monkeypatch.undo()
    assert any("Could not save" in w for w in st.take_warnings())
    assert st.load("keep", None, 1) == {"v": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"]  # no temp file left behind


def test_validator_failure_counts_as_corrupt(tmp_path):
    st = Store(tmp_path)
    st.save("stats", "not a dict", 1)
    stats = Stats(st)
    assert stats.boards == {}
    assert (tmp_path / "stats.json.bad").exists()


def test_settings_bad_fields_fall_back_one_by_one():
    s, problems = S.validate(
        {"volume": 7, "muted": True, "anim_speed": 0.0, "fps": "fast", "effects": {"crash": False}, "unknown": 1}
    )
    assert s["volume"] == S.DEFAULTS["volume"] and s["muted"] is True and s["anim_speed"] == 0.0
    assert s["fps"] == 60 and s["effects"]["crash"] is False and s["effects"]["coin"] is True
    assert len(problems) == 2


def test_stats_top_ten_best_average(tmp_path):
    stats = Stats(Store(tmp_path))
    for i in range(12):
        stats.record("g", [SeatResult(f"P{i}", i, True, i % 2 == 0), SeatResult("CPU", 100, False, False)], save=False)
    rec = stats.board("g")
    assert rec["played"] == 12 and rec["won"] == 6
    assert rec["best"] == 11 and len(rec["top"]) == 10 and rec["top"][0]["name"] == "P11"
    assert rec["top"][-1]["score"] == 2  # CPU scores are not in the human table
    assert stats.average("g") == pytest.approx(5.5)
    assert stats.qualifies("g", 3) and not stats.qualifies("g", 1)
    stats.save()
    assert Stats(Store(tmp_path)).board("g")["best"] == 11
