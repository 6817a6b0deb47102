"""The frame bench of two checkouts, interleaved in one series (issue 35's "done means"): ``before``, ``after``,
``after``, ``after``, ``before`` ... (the order turns every alternation, so neither side always runs just
after the other's process has ended), each a fresh ``python -m arcade.bench frame --json`` process run from its own tree
(``PYTHONPATH`` names the tree, so the worker process it starts imports the same code). Both see the same
machine load because their runs alternate. Prints, per scene, the median over the alternations of each run's
median, p99 and full-redraw p99 (ms), and each side's peak memory (max RSS) run by run; the raw results go to
``--out`` as JSON.

    git worktree add /work/wt-before ac4e2e4 --detach
    python research/frame_vs.py /work/wt-before . --alternations 5 [--runs 1] [--frames 400] [--out FILE]

The python that runs both is this one (``sys.executable``): the two trees must need the same packages.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

RAW = os.path.join(os.path.dirname(os.path.abspath(__file__)), "frame_raw.py")


def one_run(tree: str, runs: int, frames: int, only: str | None, pooled: bool = False) -> dict:
    env = dict(os.environ, PYTHONPATH=os.path.abspath(tree), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    cmd = [sys.executable, "-m", "arcade.bench", "frame", "--json", "--runs", str(runs), "--frames", str(frames)]
    if pooled:
        cmd = [sys.executable, RAW, "--frames", str(frames)]
    if only:
        cmd += ["--only", only]
    done = subprocess.run(cmd, cwd=os.path.abspath(tree), env=env, capture_output=True, text=True, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise SystemExit(f"no result from {tree} (exit {done.returncode}):\n{done.stderr[-2000:]}")
    return json.loads(lines[-1])


def table(results: list[dict]) -> dict[str, dict[str, float]]:
    """Per scene: the median over the runs of each figure."""
    names = list(results[0]["scenes"])
    out = {}
    for name in names:
        rows = [r["scenes"][name] for r in results if name in r["scenes"]]
        out[name] = {
            key: statistics.median(row[key] for row in rows)
            for key in ("median_ms", "p99_ms", "full_redraw_p99_ms", "bare_median_ms", "ratio")
        }
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--alternations", type=int, default=5)
    ap.add_argument("--runs", type=int, default=1, help="passes per bench process")
    ap.add_argument("--frames", type=int, default=400)
    ap.add_argument("--only", default=None)
    ap.add_argument("--out", default=None, help="write the raw results here (JSON)")
    ap.add_argument(
        "--pooled",
        action="store_true",
        help="every frame's time (research/frame_raw.py, the bench's stepping), pooled over the runs of a side",
    )
    args = ap.parse_args(argv)
    sides: dict[str, list[dict]] = {"before": [], "after": []}
    loads = []
    t0 = time.time()
    for i in range(args.alternations):
        for side in ("before", "after") if i % 2 == 0 else ("after", "before"):
            tree = args.before if side == "before" else args.after
            got = one_run(tree, args.runs, args.frames, args.only, args.pooled)
            sides[side].append(got)
            loads.append(got["load_average"])
            print(
                f"[{i + 1}/{args.alternations}] {side}: peak {got['peak_rss_mb']:.1f} MB, load "
                f"{got['load_average'][0]:.2f}-{got['load_average'][1]:.2f} ({time.time() - t0:.0f} s)",
                file=sys.stderr,
                flush=True,
            )
    if args.out:
        with open(args.out, "w") as f:
            json.dump({"argv": argv, "sides": sides}, f)
    if args.pooled:
        return pooled_report(sides, args.alternations, args.frames, loads)
    before, after = table(sides["before"]), table(sides["after"])
    print(
        f"{'scene':42} {'median':>15} {'p99':>15} {'full p99':>15} {'ratio':>11}  "
        f"(ms, before -> after; medians of {args.alternations} interleaved runs of {args.runs} x {args.frames} frames)"
    )
    worse = []
    for name in before:
        b, a = before[name], after.get(name)
        if a is None:
            continue
        print(
            f"{name:42} {b['median_ms']:6.3f} -> {a['median_ms']:6.3f} {b['p99_ms']:6.3f} -> {a['p99_ms']:6.3f} "
            f"{b['full_redraw_p99_ms']:6.3f} -> {a['full_redraw_p99_ms']:6.3f} {b['ratio']:4.2f} -> {a['ratio']:4.2f}"
        )
        if a["median_ms"] > b["median_ms"] or a["p99_ms"] > b["p99_ms"]:
            worse.append(name)
    for side in ("before", "after"):
        peaks = [r["peak_rss_mb"] for r in sides[side]]
        print(
            f"peak memory {side}: "
            + ", ".join(f"{p:.1f}" for p in peaks)
            + f" MB (median {statistics.median(peaks):.1f})"
        )
    flat = [x for pair in loads for x in pair]
    print(f"load average (1 min) during the runs: {min(flat):.2f}-{max(flat):.2f}")
    print("scenes whose median or p99 is worse after: " + (", ".join(worse) if worse else "none"))
    return 0


def pooled_report(sides: dict[str, list[dict]], alternations: int, frames: int, loads: list) -> int:
    """Per scene: the median and the p99 of every frame of every run of a side, and the median over the runs
    of each run's p99 (to see how far runs scatter)."""

    def pct(values: list[float], q: float) -> float:
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(len(ordered) * q / 100))]

    print(
        f"{'scene':42} {'median':>15} {'p99':>15} {'p99.9':>15} {'run p99s':>15}  "
        f"(ms, before -> after; every frame of {alternations} interleaved runs of {frames} frames a side)"
    )
    worse = []
    for name in sides["before"][0]["scenes"]:
        figures = {}
        for side in ("before", "after"):
            runs = [r["scenes"][name] for r in sides[side]]
            pool = [t for run in runs for t in run]
            figures[side] = (
                statistics.median(pool),
                pct(pool, 99),
                pct(pool, 99.9),
                statistics.median(pct(run, 99) for run in runs),
            )
        b, a = figures["before"], figures["after"]
        print(f"{name:42} " + " ".join(f"{x:6.3f} -> {y:6.3f}" for x, y in zip(b, a)))
        if a[0] > b[0] or a[1] > b[1]:
            worse.append(name)
    for side in ("before", "after"):
        peaks = [r["peak_rss_mb"] for r in sides[side]]
        print(f"peak memory {side}: median {statistics.median(peaks):.1f} MB (of {len(peaks)} runs)")
    flat = [x for pair in loads for x in pair]
    print(f"load average (1 min) during the runs: {min(flat):.2f}-{max(flat):.2f}")
    print("scenes whose pooled median or p99 is worse after: " + (", ".join(worse) if worse else "none"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
