"""Issue 27: every game records a replay through its scene; played again from its start it gives the same
end; a tampered replay says so; a kept game keeps its replay; hostile files never crash."""

from __future__ import annotations

import json

import pytest
from matrix_rig import Setup, play

from arcade.core import playback as pb
from arcade.core import replays as rp
from arcade.games import registry, replaying
from arcade.games.topspeed.actions import Move
from arcade.games.topspeed.rules import MoveQueue, new_state

GAMES = {
    "crashline": ("Kid", "Careful", "Shark"),
    "vegas": ("Easy", "Strong"),
    "insertcoin": ("Kid", "Greedy"),
    "topspeed": None,
    "mania": ("Rookie", "Regular", "Ace"),
}


def recorded(game: str, root, seed: int = 1):
    info = registry.get(game)
    levels = GAMES[game] or (info.cpu_levels[0],) * info.default_players
    played = play(Setup(game, levels, seed=seed), 3_600_000, store_root=root)
    scene = played.scene
    assert scene.replay_path is not None and scene.replay_path.is_file(), "the finished game saved its replay"
    replay = rp.load(scene.replay_path)
    return info, scene, replay


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_whole_cpu_game_is_saved_and_plays_again_to_the_same_end(game, tmp_path):
    info, scene, replay = recorded(game, tmp_path)
    assert replay.game == game and len(replay.steps) >= 10
    assert replay.meta["names"] == [s.name for s in scene.config.seats]
    end = pb.simulate(replay, replaying.engine_for(info), replaying.codec_for(info))
    assert end.to_data() == scene.state.to_data()
    verdict = pb.verify(replay, replaying.engine_for(info), replaying.codec_for(info))
    assert verdict.ok and verdict.scores == [float(s) for s in scene.state.scores()]


@pytest.mark.parametrize("game", ["crashline", "vegas", "mania"])
def test_a_tampered_replay_says_so_and_gives_no_claimed_score(game, tmp_path):
    info, _scene, replay = recorded(game, tmp_path)
    engine, codec = replaying.engine_for(info), replaying.codec_for(info)
    forged = rp.Replay.from_data(
        {**replay.to_data(), "claim": {**replay.claim, "scores": [999.0] * len(replay.claim["scores"])}}
    )
    verdict = pb.verify(forged, engine, codec)
    assert not verdict.ok and verdict.problem == "its file claims other scores" and 999.0 not in (verdict.scores or [])
    cut = rp.Replay.from_data({**replay.to_data(), "steps": replay.to_data()["steps"][:-3]})
    assert pb.verify(cut, engine, codec).problem == "its moves do not give the game it claims"
    other = json.loads(json.dumps(replay.to_data()))
    other["start"]["rng"] = "nonsense"
    verdict = pb.verify(rp.Replay.from_data(other), engine, codec)
    assert not verdict.ok and verdict.scores is None


def test_an_undo_step_takes_the_moves_after_it_back(tmp_path):
    info, _scene, replay = recorded("crashline", tmp_path)
    engine, codec = replaying.engine_for(info), replaying.codec_for(info)
    steps = replay.to_data()["steps"]
    # go back to the state after 5 moves, then play the rest again: the same end
    with_undo = steps[:8] + [["u", steps[7][1], 5]] + steps[5:]
    again = rp.Replay.from_data({**replay.to_data(), "steps": with_undo})
    assert rp.standing(again.steps) == [*range(5), *range(9, len(with_undo))]
    assert pb.verify(again, engine, codec).ok


HEAD = b'{"format": "coin-op-replay", "version": 1, "game": "vegas", "config": {}, "start": {}, '


@pytest.mark.parametrize(
    "text",
    [
        b"",
        b"{",
        b"[" * 100_000,
        b'{"format": "coin-op-replay", "version": 99}',
        HEAD + b'"steps": [["a", NaN, 1, null]]}',
        HEAD + b'"steps": [["u", 0, 5]]}',
        HEAD + b'"steps": "x"}',
        HEAD + b'"steps": [["a", 0, [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]], null]]}',
        b"\xff\xfe garbage",
    ],
)
def test_hostile_replay_files_are_refused_with_words(tmp_path, text):
    path = tmp_path / "vegas-1.json"
    path.write_bytes(text)
    with pytest.raises(ValueError, match="not a replay|cannot be read"):
        rp.load(path)


def test_a_huge_replay_file_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "vegas-1.json"
    path.write_bytes(b" " * (rp.MAX_BYTES + 1))
    with pytest.raises(ValueError, match="not a replay"):
        rp.load(path)


def test_a_replay_of_moves_the_game_refuses_is_a_verdict_not_a_crash(tmp_path):
    info, _scene, replay = recorded("vegas", tmp_path)
    data = replay.to_data()
    data["steps"][3][2] = ["build", 99, 99, 99]
    verdict = pb.verify(rp.Replay.from_data(data), replaying.engine_for(info), replaying.codec_for(info))
    assert not verdict.ok and "step 4 cannot be played" in (verdict.problem or "")


def test_top_speed_replays_give_the_same_trace_at_30_and_240_fps(tmp_path):
    info, _scene, replay = recorded("topspeed", tmp_path, seed=5)
    engine, codec = replaying.engine_for(info), replaying.codec_for(info)

    def trace(fps: int) -> tuple[list, dict]:
        run = pb.Playback(replay, engine, codec)
        out, frame = [], 1000.0 / fps
        t = 0.0
        while not run.finished:
            clock = replay.steps[run.done][3] or 0.0
            while t + frame < clock:  # the frames the viewer draws before the next batch
                t += frame
                if t > run.state.now_ms:
                    out += [e for e in run.state.apply(pb.Wait(t)) if e.kind != "TimeAdvanced"]
            out += [e for e in run.step() if e.kind != "TimeAdvanced"]
        out += [e for e in run.finish() if e.kind != "TimeAdvanced"]
        return out, run.state.to_data()

    slow, fast = trace(30), trace(240)
    assert slow == fast and len(slow[0]) > 20


def test_top_speed_s_scene_records_each_frame_s_moves_as_one_batch():
    state = new_state(2, 2)
    queue = MoveQueue()
    queue.add(Move(0, "bottom", 5000.2))
    queue.add(Move(1, "bottom", 5000.7))
    assert queue.take(5000.9) == () and queue.take(5001.0) == (Move(0, "bottom", 5000.2), Move(1, "bottom", 5000.7))
    assert state.now_ms == 0.0


def checked(scene) -> None:
    """A resumed game's kept replay is checked on a worker thread: wait for it, and let the scene take
    the answer as its next update would."""
    if scene.kept_check is not None:
        assert scene.kept_check.wait(60.0)
    scene.poll_kept_check()


def mid_game(game: str, root, acts: int):
    """A harness and a game of CPUs started from its lobby, played until ``acts`` rule actions are in."""
    from matrix_rig import STEP_MS, harness, open_lobby, press_start, set_up

    h = harness(store_root=root)
    info = registry.get(game)
    lobby = open_lobby(h, info)
    set_up(h, lobby, Setup(game, GAMES[game][: max(2, info.min_players)]))
    scene = press_start(h, lobby, 3)
    while scene.acts < acts:
        h.advance(STEP_MS / 10)
    return h, scene


@pytest.mark.parametrize("game", ["vegas", "insertcoin", "crashline", "mania"])
def test_a_kept_game_is_its_replay_and_goes_on_recording_after_resume(game, tmp_path):
    from matrix_rig import play_to_end

    info = registry.get(game)
    h, scene = mid_game(game, tmp_path, 8)
    assert not scene.state.is_terminal()
    steps_then = list(scene.recorder.steps)
    assert h.app.hold(game, scene.hold_data())
    kept = h.app.held(game)  # through the kept-file check, as a resume reads it
    assert kept is not None, h.app.store.take_warnings()
    h.app.pop()
    again = type(scene).from_hold(h.app, kept["state"])
    checked(again)
    assert again.recorder.steps == [tuple(s) for s in steps_then] and again.recorder.start == scene.recorder.start
    h.app.push(again)
    play_to_end(h, again, 3_600_000)
    replay = rp.load(again.replay_path)
    assert len(replay.steps) > len(steps_then)
    verdict = pb.verify(replay, replaying.engine_for(info), replaying.codec_for(info))
    assert (
        verdict.ok
        and pb.Playback(replay, replaying.engine_for(info), replaying.codec_for(info)).state.to_data()
        == scene.recorder.start
    )


def test_a_kept_replay_that_does_not_lead_to_the_kept_game_is_dropped_and_the_game_kept(tmp_path):
    h, scene = mid_game("vegas", tmp_path, 6)
    data = json.loads(json.dumps(scene.hold_data()))
    data["replay"]["steps"] = data["replay"]["steps"][:-1]
    h.app.pop()
    h.app.toasts.clear()
    again = type(scene).from_hold(h.app, data)
    checked(again)
    assert again.state.to_data() == scene.state.to_data()
    assert again.recorder.steps == [] and again.recorder.start == scene.state.to_data()
    assert any("replay could not be read back" in str(t) for t in h.app.toasts)


def test_an_action_the_rules_refuse_is_not_kept_in_the_replay(tmp_path):
    from arcade.core.rules import IllegalAction
    from arcade.games.crashline.actions import Action

    _h, scene = mid_game("crashline", tmp_path, 3)
    before = list(scene.recorder.steps)
    with pytest.raises(IllegalAction):
        scene.act(Action("pick", -1, 99))
    assert scene.recorder.steps == before
