"""Top Speed! benchmarks: ``python -m arcade.bench topspeed [--repeat N]``.

Medians over repeated runs in one process: engine moves, views, scoring, the plain-data round trip,
one CPU racer decision, and whole simulated races.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time

from arcade.core.rules import Wait
from arcade.games.topspeed.bots import CpuRacer
from arcade.games.topspeed.rules import BOTTOM, PLACE, Move, TopSpeedState
from arcade.games.topspeed.sim import play_race


def _median_us(fn, repeat: int, inner: int) -> float:
    runs = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(inner):
            fn()
        runs.append((time.perf_counter() - t0) / inner * 1e6)
    return statistics.median(runs)


def _midgame(seed: int = 1) -> TopSpeedState:
    s = TopSpeedState(seed)
    t = 0.0
    for i in range(24):
        t += 50.0
        kind = BOTTOM if i % 4 == 3 else PLACE
        s.apply_all([Move(i % 2, kind, t, (i * 3) % 8 if kind == PLACE else None)])
    return s


def measure(repeat: int = 7) -> dict:
    mid = _midgame()
    data = mid.to_data()

    def moves():
        s = TopSpeedState(2)
        t = 0.0
        for i in range(30):
            t += 10.0
            s.apply(Wait(t))
            s.apply(Move(i % 2, PLACE, t, i % 8))

    def decide():
        bot = CpuRacer(0, "hard", seed=5)
        bot.mode, bot.wake_ms = "think", 0.0
        bot.poll(mid.view(0), 1, 0.0)

    res = {
        "wait + place move (us)": _median_us(moves, repeat, 20) / 30,
        "view (us)": _median_us(lambda: mid.view(0), repeat, 2000),
        "legal_actions (us)": _median_us(lambda: mid.legal_actions(), repeat, 2000),
        "score (us)": _median_us(mid.score, repeat, 1000),
        "to_data+from_data (us)": _median_us(lambda: TopSpeedState.from_data(mid.to_data()), repeat, 300),
        "json size (bytes)": len(json.dumps(data)),
        "hard racer decision (us)": _median_us(decide, repeat, 300),
    }
    for pair in (("hard", "hard"), ("easy", "easy")):
        t0 = time.perf_counter()
        n = 40
        for seed in range(n):
            play_race(seed, *pair)
        res[f"race {pair[0]} vs {pair[1]} (ms)"] = (time.perf_counter() - t0) / n * 1000
    return res


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m arcade.bench topspeed", description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--json", action="store_true")
    args, _ = ap.parse_known_args(argv or [])
    res = measure(max(1, args.repeat))
    if args.json:
        print(json.dumps(res, indent=2))
    else:
        print("| Top Speed! measure | median |\n|---|---|")
        for k, v in res.items():
            print(f"| {k} | {v:.1f} |" if isinstance(v, float) else f"| {k} | {v} |")
    return 0
