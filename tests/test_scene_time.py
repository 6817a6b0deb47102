"""A game scene's time is the loop's fixed steps (issue 24): after a stall the loop runs a clamped frame of
ordinary steps, and every step sees its own time, never one jump; pause and focus loss stop the clock."""

import pytest

from arcade.core.clock import MAX_FRAME_MS, STEP_MS, FakeClock, SceneClock
from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.scenes.game import GameScene
from arcade.testing import Harness

GAMES = [g.id for g in registry.games() if g.enabled and g.start is not None]


def start(game_id: str):
    info = registry.get(game_id)
    other = (
        SeatConfig("Cpu", "cpu", info.cpu_levels[0]) if info.cpu_levels else SeatConfig("Bob", "human", "", "keys_b")
    )
    n = max(info.min_players, min(2, info.max_players))
    seats = ([SeatConfig("Ann", "human", "", "keys_a")] + [other] * (n - 1))[:n]  # one person: no curtain
    h = Harness(fps=60)
    h.boot()
    scene = h.app.push(info.start(h.app, LobbyConfig(game_id, seats, {}, 5)))
    h.advance(500)  # past the push's fade; the game is under way
    assert isinstance(scene, GameScene) and h.top is scene
    return h, scene


@pytest.mark.parametrize("game_id", GAMES)
def test_a_two_second_stall_replays_as_fixed_steps_not_one_jump(game_id, monkeypatch):
    h, scene = start(game_id)
    seen: list[tuple[float, float]] = []
    update = type(scene).update_game

    def spy(self, now, dt_ms):
        seen.append((self.now(), dt_ms))
        return update(self, now, dt_ms)

    monkeypatch.setattr(type(scene), "update_game", spy)
    before = scene.now()
    h.clock.advance(2000)  # the loop stalls for two seconds (a disk, the OS) ...
    h.app.step(h.clock.now_ms())  # ... then runs one frame
    steps = [t for t, dt in seen if dt > 0]
    assert len(steps) == round(MAX_FRAME_MS / STEP_MS)  # the frame is cut to 250 ms, of 8.3 ms steps
    gaps = [b - a for a, b in zip([before, *steps], steps)]
    assert all(gap == pytest.approx(STEP_MS) for gap in gaps), gaps  # each step its own time: no jump
    assert scene.now() == pytest.approx(before + MAX_FRAME_MS)


@pytest.mark.parametrize("game_id", GAMES)
def test_pause_and_focus_loss_stop_the_scene_clock(game_id):
    h, scene = start(game_id)
    t = scene.now()
    scene.focus_changed(False)
    h.advance(1000)
    assert scene.now() == t
    scene.focus_changed(True)
    h.advance(100)
    assert scene.now() == pytest.approx(t + 100, abs=STEP_MS)
    t = scene.now()
    h.send("system", "pause", True)
    h.send("system", "pause", False)
    h.advance(1500)
    assert h.top is not scene and scene.now() == t  # the pause menu covers it: no time passes


def test_an_input_stamp_maps_to_scene_time_within_one_clamped_frame():
    source = FakeClock(1000.0)
    clock = SceneClock(source)
    for i in range(1, 4):
        clock.step(1000.0 + i * STEP_MS, STEP_MS)
    assert clock.now_ms() == pytest.approx(3 * STEP_MS)
    assert clock.from_app(1000.0 + 3 * STEP_MS + 4.0) == pytest.approx(3 * STEP_MS + 4.0)  # exact between steps
    assert clock.from_app(1000.0 + 5000.0) == pytest.approx(3 * STEP_MS + MAX_FRAME_MS)  # a stall is cut
    clock.stop("covered")
    clock.step(1000.0 + 10 * STEP_MS, STEP_MS)
    assert clock.now_ms() == pytest.approx(3 * STEP_MS) and clock.from_app(9999.0) == clock.now_ms()
    source.set(2000.0)
    clock.start("covered")
    assert clock.now_ms() == pytest.approx(3 * STEP_MS)  # the time held does not count
    clock.step(2000.0 + STEP_MS, STEP_MS)
    assert clock.now_ms() == pytest.approx(4 * STEP_MS)
