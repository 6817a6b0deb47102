"""Issue 34, items 3 and 6: the Replays page lists each replay from its file's summary (a few KB at the
start of the file) without checking it; a replay is read whole and checked only when it is chosen. A name
in the folder that cannot be looked at (a dangling or looping link) hides nothing else, and pruning still
keeps the newest of each game."""

from __future__ import annotations

import json
import os
import time

from replay_rig import recorded

from arcade.core import replays as rp
from arcade.games import replaying
from arcade.scenes import replays as page_mod
from arcade.scenes.replay_viewer import ReplayViewer
from arcade.scenes.replays import NONE_YET, ReplaysScene
from arcade.testing import Harness


def open_page(root):
    h = Harness(store_root=root)
    h.boot()
    return h, h.app.push(ReplaysScene(h.app))


def game_rows(page):
    return [item for item in page.items if item.enabled and not item.label.startswith("Console")]


def copies(root, replay, n, game="crashline"):
    """``n`` copies of ``replay`` in the replays folder, newest last (one second apart)."""
    folder = replaying.folder(root)
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(n):
        path = folder / f"{game}-2026010{i % 10}-0000{i:02d}.json"
        rp.save(replay, path)
        stamp = time.time() - 1000 + i
        os.utime(path, (stamp, stamp))
        paths.append(path)
    return paths


def test_a_replay_is_written_with_its_summary_first_and_listed_from_it(tmp_path):
    scene, replay = recorded("crashline", tmp_path)
    head = scene.replay_path.read_bytes()[: rp.HEAD_BYTES]
    assert head.startswith(b'{"format":"coin-op-replay","version":2,"summary":{"game":"crashline"')
    assert rp.read_summary(scene.replay_path) == {"game": "crashline", "meta": replay.meta, "steps": len(replay.steps)}


def test_opening_the_page_checks_no_replay_and_a_broken_one_is_flagged_when_chosen(tmp_path, monkeypatch):
    _scene, replay = recorded("crashline", tmp_path)
    doc = replay.to_data()
    doc["steps"][2][2] = ["no such move", 1, 2]  # the steps are broken, the summary is fine
    broken = replaying.folder(tmp_path) / "crashline-20990101-000000.json"
    broken.write_text(json.dumps(doc, separators=(",", ":")))
    reads = []
    real_read = replaying.read
    monkeypatch.setattr(replaying, "read", lambda path: reads.append(path) or real_read(path))
    h, page = open_page(tmp_path)
    assert reads == [], "opening the page reads no replay whole"
    rows = game_rows(page)
    assert len(rows) == 2 and rows[0].label.startswith("Crash Line"), [r.label for r in rows]
    assert not any("set aside" in m for m, _ in h.app.toasts)
    h.tap("keys_a", "confirm")  # the newest: the broken one
    assert reads == [broken] and h.top is page, "it is read when chosen, and not watched"
    assert any("could not be read and was set aside" in m and "step 3" in m for m, _ in h.app.toasts)
    assert (broken.parent / (broken.name + ".bad")).exists() and not broken.exists()
    assert len(game_rows(page)) == 1, "its row left the list"
    h.tap("keys_a", "confirm")  # the genuine one opens
    assert isinstance(h.top, ReplayViewer)


def test_a_version_1_replay_is_still_listed_and_watched(tmp_path):
    _scene, replay = recorded("crashline", tmp_path)
    doc = replay.to_data()
    doc["version"] = 1
    del doc["summary"]
    old = replaying.folder(tmp_path) / "crashline-20200101-000000.json"
    old.write_text(json.dumps(doc, indent=1, sort_keys=True))
    for path in replaying.listing(tmp_path):
        if path != old:
            path.unlink()
    h, page = open_page(tmp_path)
    (row,) = game_rows(page)
    assert row.label.startswith("Crash Line")
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, ReplayViewer) and h.top.replay.steps == replay.steps


def test_a_replay_of_a_later_version_is_set_aside_with_words(tmp_path):
    folder = replaying.folder(tmp_path)
    folder.mkdir(parents=True)
    (folder / "vegas-20990101-000000.json").write_text('{"format":"coin-op-replay","version":3,"summary":{}}')
    h, page = open_page(tmp_path)
    assert page.items[0].label == NONE_YET
    assert any("reads versions 1 to 2" in m for m, _ in h.app.toasts)


def test_page_listing_reads_only_the_head_of_each_file(tmp_path, monkeypatch):
    _scene, replay = recorded("crashline", tmp_path)
    copies(tmp_path, replay, 5)
    loads = []
    monkeypatch.setattr(rp, "load", lambda path: loads.append(path))
    _h, page = open_page(tmp_path)
    assert loads == [] and len(game_rows(page)) == 6


def test_a_dangling_or_looping_link_hides_no_replay(tmp_path):
    _scene, replay = recorded("crashline", tmp_path)
    folder = replaying.folder(tmp_path)
    for path in replaying.listing(tmp_path):
        path.unlink()
    copies(tmp_path, replay, 3)
    (folder / "crashline-20990101-000000.json").symlink_to(folder / "gone.json")  # dangling
    loop = folder / "vegas-20990101-000000.json"
    loop.symlink_to(loop)  # a link to itself
    assert len(replaying.listing(tmp_path)) == 3
    h, page = open_page(tmp_path)
    rows = game_rows(page)
    assert len(rows) == 3 and all(r.label.startswith("Crash Line") for r in rows)
    assert page.items[0].label != NONE_YET


def test_pruning_keeps_the_newest_thirty_past_a_dangling_link(tmp_path):
    _scene, replay = recorded("crashline", tmp_path)
    folder = replaying.folder(tmp_path)
    for path in replaying.listing(tmp_path):
        path.unlink()
    old = copies(tmp_path, replay, replaying.KEEP_PER_GAME)
    (folder / "crashline-20990101-000000.json").symlink_to(folder / "gone.json")
    newest = replaying.save(tmp_path, replay)
    kept = replaying.listing(tmp_path)
    assert len(kept) == replaying.KEEP_PER_GAME and kept[0] == newest
    assert not old[0].exists() and all(p.exists() for p in old[1:]), "only the oldest went"


def test_the_page_lists_at_most_its_limit(tmp_path, monkeypatch):
    _scene, replay = recorded("crashline", tmp_path)
    copies(tmp_path, replay, 6)
    monkeypatch.setattr(page_mod, "MAX_LISTED", 4)
    _h, page = open_page(tmp_path)
    assert len(game_rows(page)) == 4


def test_a_row_shows_when_it_was_played_in_full_however_many_played(tmp_path):
    """The row's line is cut where it is too long: at who played, never before the date and time."""
    from arcade.core.render import text
    from arcade.scenes.common import MenuItem

    assert page_mod.when("2026-12-06 21:22", 2026) == "6 Dec 21:22"
    assert page_mod.when("2025-11-30 09:15", 2026) == "30 Nov 2025 09:15", "another year says which"
    assert page_mod.when("sometime", 2026) == "sometime", "a date in another form is shown as it is"
    summary = {
        "game": "vegas",
        "meta": {
            "title": "Vegas Slot Machine 1973",
            "date": "2026-12-06 21:22",
            "names": [f"Player {i}" for i in range(8)],
        },
    }
    h, page = open_page(tmp_path)
    page.items = [
        MenuItem(page_mod.line(summary, 2026), None, value=lambda: "winner Player 3 · 60-55-50-35-30-20-10-5")
    ]
    page.index = 0
    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    drawn = [str(s) for kind, _r, s in rec.marks if kind == "text"]
    row = next(s for s in drawn if s.startswith("Vegas Slot Machine 1973"))
    assert row.startswith("Vegas Slot Machine 1973  6 Dec 21:22  "), row
    assert row.endswith(text.ELLIPSIS), "eight names do not fit: they are what is cut"
