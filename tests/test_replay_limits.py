"""Issue 34, item 4: the limits of a replay and a kept game are defined once (:mod:`arcade.core.limits`)
and used in writing and reading, so the longest replay the recorder can write is read back: kept with Hold
& Quit and resumed, and saved and listed and read. Past a limit the replay stops recording with a message
and the player is told when they keep the game; the game itself is always kept."""

from __future__ import annotations

from test_replays import checked

from arcade.core import limits
from arcade.core import replays as rp
from arcade.games import replaying
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.vegas.scene import VegasScene
from arcade.testing import Harness


def solo(tmp_path):
    h = Harness(store_root=tmp_path)
    h.boot()
    config = LobbyConfig("vegas", [SeatConfig("Ann", "human", "", "keys_a")], {"mode": "solo", "date": "2026-12-06"}, 5)
    scene = h.app.push(VegasScene(h.app, config))
    move = scene.state.legal_actions(0)[0]  # the first build
    return h, scene, move


def fill_to_the_limit(scene, move) -> None:
    """Move and undo, as a player taking a move back again and again, until the recorder holds the most
    steps it records (the state stays the game's start, which the replay leads to)."""
    recorder = scene.recorder
    while len(recorder.steps) < limits.RECORD_STEPS:
        scene.note_action(move, None)
        scene.note_undo(0)


def kept_and_resumed(h, scene):
    assert h.app.hold("vegas", scene.hold_data())
    path = h.app.store.path("hold-vegas")
    assert path.stat().st_size <= limits.KEPT_BYTES
    kept = h.app.held("vegas")  # through the kept-file check, as Resume reads it
    assert kept is not None, h.app.store.take_warnings()
    h.app.toasts.clear()
    again = VegasScene.from_hold(h.app, kept["state"])
    checked(again)
    assert not any("could not be read back" in m for m, _ in h.app.toasts)
    return again


def test_the_longest_replay_the_recorder_keeps_is_resumed_and_saved_and_read_back(tmp_path):
    h, scene, move = solo(tmp_path)
    fill_to_the_limit(scene, move)
    recorder = scene.recorder
    assert recorder.broken is None and len(recorder.steps) == limits.RECORD_STEPS > 20_000
    again = kept_and_resumed(h, scene)
    assert again.recorder.steps == recorder.steps and again.recorder.broken is None
    path = replaying.save(tmp_path, scene.replay_now())
    assert path.stat().st_size <= limits.REPLAY_BYTES
    assert rp.read_summary(path)["steps"] == limits.RECORD_STEPS
    assert replaying.read(path).steps == recorder.steps


def test_past_the_limit_the_replay_stops_with_a_message_and_the_game_is_kept_with_words(tmp_path):
    h, scene, move = solo(tmp_path)
    fill_to_the_limit(scene, move)
    h.app.toasts.clear()
    scene.note_action(move, None)
    assert scene.recorder.broken is not None and len(scene.recorder.steps) == limits.RECORD_STEPS
    assert any("replay stopped recording" in m for m, _ in h.app.toasts)
    scene.note_undo(0)
    assert len(scene.recorder.steps) == limits.RECORD_STEPS, "nothing more is noted"
    assert "Its replay is not kept" in scene.replay_words()
    assert scene.hold_data()["replay"] is None and scene.replay_now() is None
    again = kept_and_resumed(h, scene)
    assert again.state.to_data() == scene.state.to_data()


def test_the_recorder_stops_at_its_size_in_bytes_and_what_it_wrote_is_read_back(tmp_path):
    h, scene, move = solo(tmp_path)
    recorder = scene.recorder
    note = {"run": list(range(2_000))}  # a long note with every step (as a Mania duel's console run)
    while recorder.size + 12_000 < limits.RECORD_BYTES:
        scene.note_action(move, None)
        recorder.attach(note)
        scene.note_undo(0)
    assert recorder.broken is None and recorder.size > limits.RECORD_BYTES - 12_000
    again = kept_and_resumed(h, scene)
    assert again.recorder.notes == recorder.notes
    path = replaying.save(tmp_path, scene.replay_now())
    assert replaying.read(path).notes == recorder.notes
    while recorder.broken is None:
        scene.note_action(move, None)
        recorder.attach(note)
    assert "too long" in recorder.broken and recorder.size <= limits.RECORD_BYTES


def test_a_kept_file_over_its_limit_is_not_written_and_the_player_is_told(tmp_path):
    h, _scene, _move = solo(tmp_path)
    assert not h.app.hold("vegas", {"config": {}, "state": {}, "blob": "x" * (limits.KEPT_BYTES + 1)})
    assert not h.app.store.path("hold-vegas").exists()
    assert any("too large to keep" in w for w in h.app.store.warnings)
