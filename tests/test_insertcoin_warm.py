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
    while not all(scene.state.levels):                  # the deal and the keep phase
        h.advance(100)
    h.advance(2000)                                     # the first flashes have ended
    misses, moves = art.LEVEL_CACHE.misses, 0
    for _ in range(240):                                # 4 s: moves, flashes, and the looks after them
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
