"""Insert Coin paints the Level looks of the coming moves in spare time between frames (``App.spare`` ->
``InsertCoinScene.warm_one``): the frame that applies the CPUs' placements, and the frames after the
flashes end, draw no Level look for the first time."""

from __future__ import annotations

import time

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.insertcoin import art
from arcade.games.insertcoin.scene import InsertCoinScene
from arcade.testing import Harness


def cpus_waiting(spare: bool) -> tuple[int, int]:
    """Play a 4-CPU table for 4 s past the deal; before each frame (as the real loop does after it) give
    the scene spare time or not. Returns (Level looks first drawn in frames, frames that applied moves)."""
    art.LEVEL_CACHE.clear()
    h = Harness()
    cfg = LobbyConfig("insertcoin", [SeatConfig(f"C{i}", "cpu", "Greedy") for i in range(4)], {}, 12)
    h.boot()
    scene = h.app.push(InsertCoinScene(h.app, cfg))
    while not all(scene.state.levels):  # the deal and the keep phase
        h.advance(100)
    h.advance(2000)  # the first flashes have ended
    misses, moves = art.LEVEL_CACHE.misses, 0
    for _ in range(240):  # 4 s: moves, flashes, and the looks after them
        if spare:
            h.app.spare(time.perf_counter() + 1.0)
        acts = scene.acts
        h.advance(1000 / 60)
        moves += scene.acts != acts
    return art.LEVEL_CACHE.misses - misses, moves


def test_the_looks_a_move_shows_are_painted_before_its_frame():
    cold, moves = cpus_waiting(spare=False)
    assert moves >= 4 and cold >= 8, "without spare time the frames paint new looks (the test can fail)"
    warm, moves = cpus_waiting(spare=True)
    assert moves >= 4 and warm == 0


def test_the_end_screen_is_made_while_the_last_moves_play_out():
    from arcade.core.render import draw, text
    from arcade.games.insertcoin.rules import InsertCoin

    def first_end_frame_makes(spare: bool) -> int:
        # the only card left: the CPU's move ends the game
        state = InsertCoin.arranged([[8, 12, 26], [0, 8, 12]], top=[0], rest=False, seed=3)
        h = Harness()
        cfg = LobbyConfig("insertcoin", [SeatConfig("C1", "cpu", "Greedy"), SeatConfig("C2", "cpu", "Greedy")], {}, 4)
        h.boot()
        scene = h.app.push(InsertCoinScene(h.app, cfg, state=state))
        while not scene.state.is_terminal():
            h.advance(1000 / 60)
        text.CACHE.clear()  # cold caches in both runs
        draw.LAYER_CACHE.clear()
        if spare:
            h.app.spare(time.perf_counter() + 1.0)
        while True:  # the frame that first shows the end screen
            made = text.CACHE.misses + draw.LAYER_CACHE.misses
            h.advance(1000 / 60)
            if scene.end_ready():
                return text.CACHE.misses + draw.LAYER_CACHE.misses - made

    assert first_end_frame_makes(spare=False) >= 10, "the end screen's strings are new (the test can fail)"
    assert first_end_frame_makes(spare=True) == 0


def delay_after_pause(spare: bool) -> float:
    """Scene ms from the end of the CPUs' pacing pause to the frame that applies their moves, for the
    first thought after the deal (spare time given before each frame, or none)."""
    h = Harness()
    cfg = LobbyConfig("insertcoin", [SeatConfig(f"C{i}", "cpu", "Greedy") for i in range(4)], {}, 12)
    h.boot()
    scene = h.app.push(InsertCoinScene(h.app, cfg))
    while not all(scene.state.levels):
        h.advance(100)
    while scene.cpu_job is None:
        h.advance(1000 / 60)
    due, acts = scene.cpu_job_due, scene.acts
    while scene.acts == acts:
        if spare:
            h.app.spare(time.perf_counter() + 1.0)
        h.advance(1000 / 60)
    return scene.now() - due


def test_moves_wait_for_their_looks_to_be_painted_but_never_long():
    """With spare time the looks are painted during the pause and the moves land as it ends; a loop with
    no spare time (or a thought late for its pause) holds them a tenth of a second at most."""
    from arcade.games.insertcoin.scene import LOOKS_HOLD_MS

    assert 0 <= delay_after_pause(spare=True) < 1000 / 60 + 1
    held = delay_after_pause(spare=False)
    assert LOOKS_HOLD_MS - 1 <= held < LOOKS_HOLD_MS + 2 * 1000 / 60 + 1
