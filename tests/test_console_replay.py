"""Replays: saved as versioned files, and identical whatever the frame rate or the load on the CPU."""

import json
import random
import subprocess
import sys
import time

import pytest

from arcade.games.console import replay as rp
from arcade.games.console.bots import ReflexBot, play_out
from arcade.games.console.layout import GAMES
from arcade.games.console.machine import new_game


def recorded(game, skill=1, seed=17, bot_ms=220):
    m = new_game(game, skill, seed=seed)
    play_out(m, ReflexBot(bot_ms, seed=seed + 1))
    while m.next_due() is not None:  # let the score display run out
        m.advance_to(m.next_due())
    return m, rp.from_machine(m)


def frames(fps, end_ms):
    n = int(end_ms * fps / 1000) + 2
    return [i * 1000.0 / fps for i in range(n)]


@pytest.mark.parametrize("game", GAMES)
def test_replay_gives_the_identical_trace_at_30_60_144_240_fps_and_irregular_gaps(game):
    original, replay = recorded(game)
    assert replay.score == original.final_score and replay.score > 3
    end = original.now
    patterns = [frames(fps, end) for fps in (30, 60, 144, 240)]
    rnd = random.Random(5)
    t, gaps = 0.0, []
    while t < end:
        t += rnd.choice([0.3, 1.0, 4.7, 16.7, 33.3, 90.0, 250.0]) * rnd.random()
        gaps.append(t)
    patterns.append(gaps)
    patterns.append(None)  # no frames at all: inputs only
    for pattern in patterns:
        again = rp.run(replay, pattern)
        assert again.trace == original.trace
        assert again.final_score == original.final_score
        assert again.game_digest() == replay.digest


def test_replay_is_identical_while_another_process_loads_the_cpu():
    original, replay = recorded("rattler", skill=2, seed=23)
    burner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        # Frames come from the real clock (here 40x faster than real time), so their spacing is whatever
        # the loaded machine gives; the replay must not care.
        start = time.perf_counter()

        def wall_frames():
            while True:
                t = (time.perf_counter() - start) * 1000.0 * 40
                yield t
                if t > original.now:
                    return
                time.sleep(0.001)

        again = rp.run(replay, wall_frames())
    finally:
        burner.kill()
        burner.wait()
    assert again.trace == original.trace and again.final_score == original.final_score


def test_replay_file_round_trip_is_atomic_and_versioned(tmp_path):
    _, replay = recorded("sneak_attack")
    path = rp.save(replay, tmp_path / "replays" / "one.json")
    assert [p.name for p in path.parent.iterdir()] == ["one.json"]  # no temporary file left behind
    data = json.loads(path.read_text())
    assert data["format"] == rp.REPLAY_FORMAT and data["version"] == rp.REPLAY_VERSION
    back = rp.load(path)
    assert back == replay
    assert rp.run(back).game_digest() == replay.digest


def test_damaged_or_foreign_replay_files_are_refused_clearly(tmp_path):
    _, replay = recorded("run_amuk")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(ValueError, match="not a console replay"):
        rp.load(bad)
    data = replay.to_data()
    for broken in (
        {**data, "version": 2},
        {**data, "format": "other"},
        {**data, "game": "pong"},
        {**data, "inputs": [[5.0, "press", 1], [1.0, "press", 2]]},
    ):
        bad.write_text(json.dumps(broken))
        with pytest.raises(ValueError):
            rp.load(bad)


def test_a_replay_records_every_input_with_its_timestamp():
    original, replay = recorded("alien_raiders")
    presses = [e for e in original.trace if e[1] == "input"]
    assert [(e[0], e[2], e[3]) for e in presses] == replay.inputs
    assert replay.inputs[0][1:] == ("press", 1)  # Skill 1 first, as on the real console
