"""``python -m arcade.bench frame [--frames N]``: update + draw time per frame for each scene at 1280x720
(dummy video driver), median and 99th percentile, and the process's peak memory (max RSS)."""
from __future__ import annotations

import argparse
import os
import resource
import time

from arcade.benchmarks import median, pct

MENU_GOAL_MS = 2.0
MEMORY_GOAL_MB = 120.0


def scenes(h):
    from arcade.games import registry
    from arcade.scenes.attract import AttractScene
    from arcade.scenes.howto import HowToScene
    from arcade.scenes.lobby import LobbyScene
    from arcade.scenes.options import OptionsScene
    from arcade.scenes.select import GameSelectScene
    from arcade.scenes.stats import StatsScene

    app = h.app
    out = [("attract (menu)", lambda: AttractScene(app)), ("game select (menu)", lambda: GameSelectScene(app)),
           ("options", lambda: OptionsScene(app)), ("how to play", lambda: HowToScene(app, "crashline")),
           ("statistics", lambda: StatsScene(app))]
    for info in registry.games():
        if info.enabled and info.uses_lobby:
            out.append((f"lobby: {info.title}", lambda info=info: LobbyScene(app, info)))
        if info.enabled and info.demo is not None:
            out.append((f"game: {info.title} (CPU demo)", lambda info=info: info.demo(app)))
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="arcade.bench frame")
    ap.add_argument("--frames", type=int, default=600)
    args = ap.parse_args(argv)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    from arcade.testing import Harness

    h = Harness()
    h.boot()
    app = h.app
    step = 1000.0 / 60
    print(f"{'scene':40} {'median ms':>9} {'p99 ms':>8}")
    ok = True
    for name, make in scenes(h):
        app.scenes.stack.clear()
        app.scenes.push(make())
        times = []
        for _ in range(args.frames):
            h.clock.advance(step)
            t0 = time.perf_counter()
            app.step(h.clock.now_ms())
            times.append((time.perf_counter() - t0) * 1000)
        times = times[30:]  # first frames fill caches
        m = median(times)
        if "(menu)" in name:
            ok &= m <= MENU_GOAL_MS
        print(f"{name:40} {m:9.3f} {pct(times, 99):8.3f}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    ok &= peak <= MEMORY_GOAL_MB
    print(f"peak memory (max RSS): {peak:.1f} MB (goal <= {MEMORY_GOAL_MB:.0f}); menu goal: median <= {MENU_GOAL_MS} ms")
    return 0 if ok else 1
