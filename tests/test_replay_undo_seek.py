"""An undo step in a replay is reached from the nearest copy of the game the viewer kept, a few moves each
update: watching a Vegas solo game with several undos at 4x to its end never plays more than a few engine
moves in one update, and ends on the game's own end."""

from __future__ import annotations

from matrix_rig import Setup, play
from replay_rig import with_undos

from arcade.core import playback
from arcade.core import replays as rp
from arcade.games import registry, replaying
from arcade.games.vegas.rules import VegasState
from arcade.scenes.replay_viewer import ReplayViewer
from arcade.testing import Harness

MOST_PER_UPDATE = 8


def test_a_vegas_solo_game_with_undos_plays_at_4x_without_a_long_update(tmp_path, monkeypatch):
    played = play(Setup("vegas", ("Easy",), seed=3), 3_600_000, store_root=tmp_path)
    end = played.scene.state.to_data()
    plain = rp.load(played.scene.replay_path)
    moves = len(plain.steps)
    assert moves >= 40
    replay = with_undos(plain, (moves // 3, moves // 2, moves - 5, moves - 2), back=moves // 3)
    assert sum(1 for s in replay.steps if s[0] == "u") == 4
    info = registry.get("vegas")
    assert playback.verify(replay, replaying.engine_for(info), replaying.codec_for(info)).ok

    h = Harness(store_root=tmp_path, render=True, fps=60)
    h.app.settings["anim_speed"] = 0.0
    h.boot()
    viewer = h.app.push(ReplayViewer(h.app, replay, info))
    while not viewer.watch.ready:
        h.advance(20)
    h.tap("keys_a", "alt")
    h.tap("keys_a", "alt")
    assert viewer.speed == 4 and viewer.playing

    applied = [0]
    real_apply = VegasState.apply

    def counting(state, action):
        applied[0] += 1
        return real_apply(state, action)

    monkeypatch.setattr(VegasState, "apply", counting)
    per_update: list[int] = []
    real_update = viewer.update

    def update(now_ms, dt_ms):
        before = applied[0]
        real_update(now_ms, dt_ms)
        per_update.append(applied[0] - before)

    monkeypatch.setattr(viewer, "update", update)
    for _ in range(20_000):
        if not viewer.playing and viewer.done == len(replay.steps):
            break
        h.advance(1000 / 60)
    assert viewer.done == len(replay.steps)
    assert viewer.inner.state.to_data() == end, "the viewer ends on the game's end"
    assert max(per_update) <= MOST_PER_UPDATE, sorted(per_update)[-8:]


def test_stepping_through_the_undos_by_keys_shows_each_step_s_game(tmp_path):
    played = play(Setup("vegas", ("Easy",), seed=3), 3_600_000, store_root=tmp_path)
    plain = rp.load(played.scene.replay_path)
    moves = len(plain.steps)
    replay = with_undos(plain, (moves // 3, moves // 2), back=moves // 4)
    h = Harness(store_root=tmp_path, render=True, fps=60)
    h.app.settings["anim_speed"] = 0.0
    h.boot()
    viewer = h.app.push(ReplayViewer(h.app, replay, registry.get("vegas")))
    while not viewer.watch.ready:
        h.advance(20)
    h.tap("keys_a", "confirm")  # pause
    undo_at = [i for i, s in enumerate(replay.steps) if s[0] == "u"]
    for _ in range(len(replay.steps)):
        at_undo = viewer.done in undo_at
        h.tap("keys_a", "right")
        if at_undo:  # the key pressed again while the undo's game is being reached: there at once
            h.tap("keys_a", "right")
        h.advance(200)
        assert viewer.inner.state.to_data() == viewer.watch.state_at(viewer.done).to_data(), viewer.done
    assert viewer.done == len(replay.steps)
    h.tap("keys_a", "left")
    h.advance(200)
    assert viewer.inner.state.to_data() == viewer.watch.state_at(len(replay.steps) - 1).to_data()
