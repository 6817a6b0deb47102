"""The Replays page shows each board game's result (the winner and the final scores), found by playing its
replay to the end with the engine after the page has opened, a little each update, and kept for the next
opening; a replay that cannot be read shows "unreadable", never a crash."""

from __future__ import annotations

import json
import time

from replay_rig import recorded

from arcade.core import replays as rp
from arcade.core.render import text
from arcade.games import replay_results, replaying
from arcade.scenes.replays import ReplaysScene
from arcade.testing import Harness


def shown_texts(h) -> list[str]:
    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    return [str(what) for kind, _rect, what in rec.marks if kind == "text"]


def open_page(root):
    h = Harness(store_root=root, render=True)
    h.boot()
    page = h.app.push(ReplaysScene(h.app))
    return h, page


def rows(page):
    return [item for item in page.items if item.enabled and item.value is not None]


def expected(scene) -> str:
    names = [scene.name(s) for s in range(len(scene.config.seats))]
    scores, winners = scene.state.scores(), scene.state.winners()
    head = ("winner " if len(winners) == 1 else "winners ") + " & ".join(names[s] for s in winners)
    order = list(winners) + sorted((s for s in range(len(scores)) if s not in winners), key=lambda s: -scores[s])
    return f"{head} \u00b7 " + "-".join(str(scores[s]) for s in order)


def test_the_first_number_is_the_winner_s_score_then_the_rest_from_the_highest():
    assert replay_results.result_words(["Ann", "Pixel"], [35, 60], [1]) == "winner Pixel \u00b7 60-35"
    words = replay_results.result_words(["Ann", "Bo", "Cy", "Di"], [10, 30, 50, 30], [3, 1])
    assert words == "winners Di & Bo \u00b7 30-30-50-10"
    assert replay_results.result_words(["Ann"], [12], [0]) == "Ann \u00b7 12 points"


def test_each_board_game_row_shows_its_winner_and_scores_once_played_through(tmp_path):
    replay_results.CACHE.clear()
    games = {}
    for game in ("crashline", "vegas", "mania"):
        scene, _replay = recorded(game, tmp_path)
        games[scene.replay_path] = scene
    h, page = open_page(tmp_path)
    assert len(rows(page)) == 3
    assert all(row.value() == "checking" for row in rows(page)), "nothing is played while the page opens"
    for _ in range(600):
        if page.results.done:
            break
        h.advance(1000 / 60)
    assert page.results.done
    shown = shown_texts(h)
    for row in rows(page):
        path = row.on_choose.args[0]
        words = expected(games[path])
        assert row.value() == words
        assert words in shown, (words, shown)


def test_an_unreadable_replay_says_so_and_the_page_goes_on(tmp_path):
    replay_results.CACHE.clear()
    scene, replay = recorded("crashline", tmp_path)
    doc = replay.to_data()
    doc["steps"][2][2] = ["no such move", 1, 2]  # the summary is fine, its steps are not
    folder = replaying.folder(tmp_path)
    (folder / "crashline-20990101-000000.json").write_text(json.dumps(doc, separators=(",", ":")))
    torn = folder / "crashline-20990101-000001.json"
    torn.write_text(json.dumps(replay.to_data(), separators=(",", ":"))[:9000])  # cut off after its summary
    forged = replay.to_data()
    forged["claim"]["scores"] = [99.0] * len(forged["claim"]["scores"])
    (folder / "crashline-20990101-000002.json").write_text(json.dumps(forged, separators=(",", ":")))
    h, page = open_page(tmp_path)
    assert len(rows(page)) == 4
    for _ in range(600):
        if page.results.done:
            break
        h.advance(1000 / 60)
    values = {row.on_choose.args[0].name: row.value() for row in rows(page)}
    assert values["crashline-20990101-000000.json"] == "unreadable"
    assert values["crashline-20990101-000001.json"] == "unreadable"
    assert values["crashline-20990101-000002.json"] == "MISMATCH: no score", "a forged claim shows no score"
    assert values[scene.replay_path.name] == expected(scene)
    assert "unreadable" in shown_texts(h)
    assert h.top is page


def test_the_page_opened_again_shows_the_results_at_once_without_playing_them(tmp_path, monkeypatch):
    replay_results.CACHE.clear()
    scene, _replay = recorded("vegas", tmp_path)
    h, page = open_page(tmp_path)
    for _ in range(600):
        if page.results.done:
            break
        h.advance(1000 / 60)
    h.tap("keys_a", "back")
    loads = []
    real = rp.load
    monkeypatch.setattr(rp, "load", lambda path: loads.append(path) or real(path))
    h2, again = open_page(tmp_path)
    assert again.results.done and loads == []
    assert rows(again)[0].value() == expected(scene)


def test_a_large_replay_is_read_off_the_frame_and_still_shows_its_result(tmp_path, monkeypatch):
    import threading

    from replay_rig import flooded

    replay_results.CACHE.clear()
    scene, replay = recorded("crashline", tmp_path)
    big = flooded(replay, 6000)  # undo-and-again pairs: the same end, a file of several hundred KB
    rp.save(big, scene.replay_path)
    assert scene.replay_path.stat().st_size > replay_results.AT_ONCE_BYTES
    on_frame = []
    real = rp.load
    monkeypatch.setattr(
        rp, "load", lambda path: on_frame.append(threading.current_thread() is threading.main_thread()) or real(path)
    )
    h, page = open_page(tmp_path)
    for _ in range(3000):
        if page.results.done:
            break
        h.advance(1000 / 60)
        time.sleep(0.002)  # real time for the worker thread, as the frame loop's pacing gives it
    assert on_frame == [False], "read on a worker thread, once"
    assert rows(page)[0].value() == expected(scene)
