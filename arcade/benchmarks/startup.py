"""``python -m arcade.bench startup [--runs N] [--binary PATH]``: process start to the first menu frame
drawn, with the dummy video driver, from source and (when built) for the packaged one-folder binary.

The child is started with ``--first-frame``: it boots normally, draws and flips the first frame of the
attract screen, prints the wall-clock time of that moment and exits. The parent notes the wall-clock time
just before spawning; the difference is the start-up time. Medians over N runs."""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from arcade.benchmarks import median, pct

GOAL_S = 0.4


def measure(cmd: list[str], runs: int) -> list[float]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = []
    for _ in range(runs):
        t0 = time.time()
        res = subprocess.run(cmd + ["--first-frame"], capture_output=True, text=True, env=env, timeout=60)
        marks = [ln for ln in res.stdout.splitlines() if ln.startswith("FIRST_FRAME ")]
        if res.returncode != 0 or not marks:
            raise RuntimeError(f"{cmd} failed: {res.stderr[-400:]}")
        out.append(float(marks[-1].split()[1]) - t0)
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="arcade.bench startup")
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--binary", default="dist/coin-op-cabinet/coin-op-cabinet")
    args = ap.parse_args(argv)
    targets = [("source (python -m arcade)", [sys.executable, "-m", "arcade"])]
    if Path(args.binary).exists():
        targets.append(("packaged one-folder", [args.binary]))
    else:
        print(f"(no packaged binary at {args.binary}: run `make dist` to measure it too)")
    measure(targets[0][1], 2)  # warm the file cache
    print(f"{'target':32} {'median s':>9} {'p90 s':>7} {'min s':>7}  goal <= {GOAL_S}")
    ok = True
    for name, cmd in targets:
        xs = measure(cmd, args.runs)
        m = median(xs)
        ok &= m <= GOAL_S
        print(f"{name:32} {m:9.3f} {pct(xs, 90):7.3f} {min(xs):7.3f}  {'ok' if m <= GOAL_S else 'OVER'}")
    return 0 if ok else 1
