"""Issue 34, item 2: a replay full of undo steps plays in time proportional to its steps (an undo goes
back to the nearest kept copy of the game, not to the start), and the viewer plays it through a little
each update, with its progress shown and the back key to leave: the frame loop never waits on it."""

from __future__ import annotations

import io

import pytest
from replay_rig import counted_codec, flooded, recorded

from arcade import replay as cli
from arcade.core import playback as pb
from arcade.core import replays as rp
from arcade.games import registry, replaying
from arcade.scenes import replay_viewer
from arcade.scenes.replay_viewer import ReplayViewer
from arcade.testing import Harness

PAIRS = 2_000


@pytest.mark.parametrize("game", ["crashline", "vegas"])
def test_a_flood_of_undos_costs_one_action_per_step_and_still_checks_out(game, tmp_path):
    _scene, replay = recorded(game, tmp_path)
    flood = flooded(replay, PAIRS)
    engine = replaying.engine_for(registry.get(game))
    plain, codec = counted_codec(game), counted_codec(game)
    assert pb.verify(replay, engine, plain).ok
    verdict = pb.verify(flood, engine, codec)
    assert verdict.ok, verdict.problem
    # each "move again" applies once; each undo goes back to a kept copy (playing at most MARK_EVERY)
    assert codec.applied[0] <= plain.applied[0] + PAIRS + pb.MARK_EVERY, codec.applied[0]


def test_undos_one_after_another_each_play_at_most_a_few_moves_again(tmp_path):
    _scene, replay = recorded("crashline", tmp_path)
    doc = replay.to_data()
    moves = len(rp.standing(replay.steps))
    t = doc["steps"][-1][1]
    doc["steps"] = doc["steps"] + [["u", t, k] for k in range(moves - 1, -1, -1)]
    back = rp.Replay.from_data(doc)
    codec = counted_codec("crashline")
    run = pb.Playback(back, replaying.engine_for(registry.get("crashline")), codec)
    worst = 0
    while not run.finished:
        before = codec.applied[0]
        run.step()
        worst = max(worst, codec.applied[0] - before)
    assert worst <= pb.MARK_EVERY and run.moves == []
    assert run.state.to_data() == back.start, "every move taken back: the game as it began"


def test_the_cli_checks_a_flood_replay_playing_it_once(tmp_path, monkeypatch):
    _scene, replay = recorded("vegas", tmp_path)
    path = tmp_path / "flood.json"
    rp.save(flooded(replay, PAIRS), path)
    codec = counted_codec("vegas")
    monkeypatch.setattr(replaying, "codec_for", lambda info: codec)
    result = cli.run(str(path), quiet=True, out=io.StringIO())
    assert result["ok"] and result["steps"] == len(replay.steps) + 2 * PAIRS
    assert codec.applied[0] <= len(replay.steps) + PAIRS + pb.MARK_EVERY


def test_the_viewer_checks_a_flood_a_step_or_so_each_update_shows_progress_and_back_leaves(tmp_path, monkeypatch):
    _scene, replay = recorded("vegas", tmp_path)
    flood = flooded(replay, PAIRS)
    codec = counted_codec("vegas")
    monkeypatch.setattr(replaying, "codec_for", lambda info: codec)
    monkeypatch.setattr(replay_viewer, "WORK_S", 0.0)  # the smallest budget: one step each update
    h = Harness(store_root=tmp_path)
    h.boot()
    page = h.top
    viewer = h.app.push(ReplayViewer(h.app, flood, registry.get("vegas")))
    assert not viewer.watch.ready and "checking the replay: 0/" in viewer.status()
    worst = 0
    for _ in range(300):
        before_steps, before_applied = viewer.watch.checked, codec.applied[0]
        viewer.update(h.now, 8.0)
        assert viewer.watch.checked - before_steps == 1, "one step each update, never the whole replay"
        worst = max(worst, codec.applied[0] - before_applied)
    assert worst <= pb.MARK_EVERY + 1
    assert not viewer.watch.ready and "checking the replay: 300/" in viewer.status()
    h.tap("keys_a", "right")  # nothing to move through yet
    assert viewer.done == 0
    h.tap("keys_a", "back")  # leaves while it is being checked
    assert h.top is page and viewer not in h.app.scenes.stack


def test_the_viewer_plays_a_flood_replay_to_its_end_once_checked(tmp_path):
    scene, replay = recorded("crashline", tmp_path)
    flood = flooded(replay, 300)
    h = Harness(store_root=tmp_path)
    h.app.settings["anim_speed"] = 0.0
    h.boot()
    viewer = h.app.push(ReplayViewer(h.app, flood, registry.get("crashline")))
    while not viewer.watch.ready:
        h.advance(20)
    assert viewer.watch.problem is None and viewer.watch.playable == len(flood.steps)
    viewer.go_to(len(flood.steps) - 1)
    viewer.go_to(len(flood.steps))
    assert viewer.inner.state.to_data() == scene.state.to_data()


def test_a_kept_game_full_of_undos_resumes_at_once_its_replay_checked_off_the_frame(monkeypatch):
    """A kept Vegas solo game of about 20,000 move-and-undo steps: Resume builds the game without playing
    its replay; the check runs on a worker thread while the game goes on (frames, a move, an undo, a
    move), and the kept replay is then put in front of what was recorded meanwhile (the undo counts the
    kept moves too): the whole replay leads to the game."""
    import threading

    from test_undo import quiet_plays, vegas_endgame, vegas_play

    from arcade.games import kept_replay
    from arcade.games.vegas.scene import VegasScene

    h, scene = vegas_endgame()
    vegas_play(h, scene, quiet_plays(scene.state)[0])  # one move standing when the game is kept
    other = quiet_plays(scene.state)[0]
    while len(scene.recorder.steps) < 19_950:  # a move and its undo, again and again
        scene.note_action(other, None)
        scene.note_undo(1)
    data = scene.hold_data()
    h.app.pop()
    gate = threading.Event()
    real_check = kept_replay.check
    where = []

    def gated(*args, **kwargs):
        where.append(threading.current_thread() is threading.main_thread())
        gate.wait(60.0)
        return real_check(*args, **kwargs)

    monkeypatch.setattr(kept_replay, "check", gated)
    again = h.app.push(VegasScene.from_hold(h.app, data))
    assert again.kept_check is not None and not again.kept_check.done
    assert again.recorder.steps == [] and again.recorder.mid_game
    h.advance(500)  # frames go on meanwhile; the player moves, takes it back, moves again
    vegas_play(h, again, quiet_plays(again.state)[0])
    h.tap("keys_a", "undo")
    vegas_play(h, again, quiet_plays(again.state)[0])
    assert again.kept_check is not None and where == [False], "checked on a worker thread, not the frame's"
    gate.set()
    assert again.kept_check.wait(60.0)
    h.advance(17)
    assert again.kept_check is None and not again.recorder.mid_game
    steps = again.recorder.steps
    assert len(steps) == 19_951 + 3 and steps[19_952][:3] == ("u", steps[19_952][1], 1), "the undo counts the kept move"
    h.tap("keys_a", "undo")  # a snapshot taken before the merge: its count grew by the kept moves too
    assert again.recorder.steps[-1][2] == 1
    info = registry.get("vegas")
    codec = replaying.codec_for(info)
    codec.deal = None  # an arranged game, not a deal (the start check: tests/test_replay_forgery.py)
    verdict = pb.verify(again.replay_now(), replaying.engine_for(info), codec)
    assert verdict.ok, verdict.problem
    assert verdict.state.to_data() == again.state.to_data()


def test_leaving_a_resumed_game_calls_its_kept_replay_check_off(tmp_path):
    from test_replay_limits import solo

    from arcade.games.vegas.scene import VegasScene

    h, scene, move = solo(tmp_path)
    while len(scene.recorder.steps) < 19_950:
        scene.note_action(move, None)
        scene.note_undo(0)
    data = scene.hold_data()
    h.app.pop()
    again = h.app.push(VegasScene.from_hold(h.app, data))
    check = again.kept_check
    h.app.pop()
    assert check.wait(30.0) and check.replay is None and check.problem == "the check was called off"


def test_a_long_replay_chosen_on_the_page_is_read_on_a_worker_thread_and_back_leaves(tmp_path, monkeypatch):
    import threading

    from arcade.scenes import replay_opening
    from arcade.scenes.replays import ReplaysScene

    _scene, replay = recorded("crashline", tmp_path)
    for path in replaying.listing(tmp_path):
        path.unlink()
    path = replaying.folder(tmp_path) / "crashline-20990101-000000.json"
    rp.save(flooded(replay, 5_000), path)
    assert path.stat().st_size > replay_opening.AT_ONCE_BYTES
    gate, where = threading.Event(), []
    real_read = replaying.read

    def gated(p):
        where.append(threading.current_thread() is threading.main_thread())
        gate.wait(60.0)
        return real_read(p)

    monkeypatch.setattr(replaying, "read", gated)
    h = Harness(store_root=tmp_path)
    h.boot()
    page = h.app.push(ReplaysScene(h.app))
    h.tap("keys_a", "confirm")
    opening = h.top
    assert isinstance(opening, replay_opening.ReplayOpening)
    h.advance(200)  # frames go on while it is read
    assert h.top is opening and where == [False], "read on a worker thread, not the frame's"
    h.tap("keys_a", "back")
    assert h.top is page
    gate.set()
    assert opening.wait(60.0)
    h.advance(50)
    assert h.top is page, "an answer after back is not used"
    h.tap("keys_a", "confirm")
    opening = h.top
    assert opening.wait(60.0)
    h.advance(20)
    assert isinstance(h.top, ReplayViewer) and len(h.top.replay.steps) == len(replay.steps) + 10_000
