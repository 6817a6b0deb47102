"""``python -m arcade.bench frame [--frames N] [--runs R] [--json]``: a frame (update + draw + flip) of each
cabinet scene at 1280x720 (dummy video driver) against a *bare frame* run alongside.

Bare frame: fill a 1280x720 surface of the display's format with one colour and flip the display (what any
pygame program pays per frame; the fill goes to a surface of its own, not the canvas, so the scene's
picture stays as the scene left it: a scene whose picture did not change does not redraw it).
Each measured frame of a scene is followed by one bare frame, so both see the same machine load; the
figure is the ratio of their medians (goal <= 1.5) and the scene's 99th percentile in ms (goal <= 4).
After each frame the spare time the real loop would have before the next one at 60 fps is used as
``App.run`` uses it (``App.spare``: a CPU's thought sent, a sound or a coming picture prepared), untimed and
not waited out. A scene whose picture did not change draws nothing (``App.picture_unchanged``); the column ``full``
is the
same scene forced to redraw its whole picture every frame, what a frame that changes everything costs.
With ``--paced`` frames come at 60 per second of real time, the spare time before each used as the real loop
uses it (``App.spare``): the game's CPUs then think for as long as they really take between frames, as in
the app (unpaced, the fake clock runs ahead of them and most frames wait for a thought). With ``--runs R``
the whole pass repeats and each figure is the median over the runs. Also the process's
peak memory (max RSS). The demos' slow CPUs think in the worker process, as in the real app (started and
ready before the first frame is measured); the counts of thoughts by where they ran are printed, and the
resident memory after the window opened, the boot and each scene of the first pass (what the peak is made of)."""

from __future__ import annotations

import argparse
import json
import os
import resource
import time

from arcade.benchmarks import load_average, median, pct
from arcade.core.cli import positive_int

RATIO_GOAL = 1.5
P99_GOAL_MS = 4.0
MEMORY_GOAL_MB = 120.0
THOUGHTS: dict = {}  # where the CPUs thought in the last run (inline, thread, process, fallback)
RSS_STAGES: dict = {}  # resident memory (MB) after the window opened, the boot, and each scene of the first pass


def rss_mb() -> float | None:
    """This process's resident memory now (not its peak), in MB; None where /proc is not there."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return None


def scenes(h):
    from arcade.games import registry
    from arcade.scenes.attract import AttractScene
    from arcade.scenes.howto import HowToScene
    from arcade.scenes.lobby import LobbyScene
    from arcade.scenes.options import OptionsScene
    from arcade.scenes.select import GameSelectScene
    from arcade.scenes.stats import StatsScene

    app = h.app
    out = [
        ("attract (menu)", lambda: AttractScene(app)),
        ("game select (menu)", lambda: GameSelectScene(app)),
        ("options (menu)", lambda: OptionsScene(app)),
        ("how to play (menu)", lambda: HowToScene(app, next(g.id for g in registry.games() if g.howto))),
        ("statistics (menu)", lambda: StatsScene(app)),
    ]
    for info in registry.games():
        if info.enabled and info.uses_lobby:
            out.append((f"lobby: {info.title} (menu)", lambda info=info: LobbyScene(app, info)))
        if info.enabled and info.demo is not None:
            out.append((f"game: {info.title} (CPU demo)", lambda info=info: info.demo(app)))
    return out


def measure_scene(h, make, frames: int, paced: bool = False) -> dict:
    import pygame

    app = h.app
    app.scenes.clear()  # as the app leaves a scene: its exit runs (frame hooks removed, its caches emptied)
    app.scenes.push(make())
    step = 1000.0 / 60
    bare = pygame.Surface(app.screen.get_size()).convert()
    scene_ms, bare_ms = [], []
    deadline = time.perf_counter()
    for _ in range(frames):
        h.clock.advance(step)
        t0 = time.perf_counter()
        app.step(h.clock.now_ms())
        app.window.present()
        pygame.display.flip()
        t1 = time.perf_counter()
        bare.fill((0, 0, 0))
        pygame.display.flip()
        t2 = time.perf_counter()
        scene_ms.append((t1 - t0) * 1000)
        bare_ms.append((t2 - t1) * 1000)
        if paced:  # as App.run: the spare time before the next frame, then sleep until it is due
            deadline = max(deadline + step / 1000, time.perf_counter())
            app.spare(deadline)
            time.sleep(max(0.0, deadline - time.perf_counter()))
        else:  # the spare time App.run would have after this frame at 60 fps (used, not waited out)
            app.spare(t0 + step / 1000)
    scene_ms, bare_ms = scene_ms[30:], bare_ms[30:]  # the first frames fill caches
    full_ms = []  # the same scene forced to draw its whole picture every frame (what a change costs)
    for _ in range(max(20, frames // 10)):
        h.clock.advance(step)
        app.invalidate_canvas()
        t0 = time.perf_counter()
        app.step(h.clock.now_ms())
        pygame.display.flip()
        full_ms.append((time.perf_counter() - t0) * 1000)
    return {
        "median_ms": median(scene_ms),
        "p99_ms": pct(scene_ms, 99),
        "bare_median_ms": median(bare_ms),
        "bare_p99_ms": pct(bare_ms, 99),
        "ratio": median(scene_ms) / median(bare_ms),
        "full_redraw_median_ms": median(full_ms),
        "full_redraw_p99_ms": pct(full_ms, 99),
    }


def run(frames: int, runs: int, only: str | None = None, paced: bool = False) -> dict:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    from arcade.testing import Harness

    RSS_STAGES.clear()
    h = Harness(think_in_process=True)  # slow CPUs think in the worker process, as in the real app
    RSS_STAGES["window open"] = rss_mb()
    h.app.thinker.wait_ready()
    h.boot()
    RSS_STAGES["boot (attract)"] = rss_mb()
    passes: dict[str, list[dict]] = {}
    for run_index in range(runs):
        for name, make in scenes(h):
            if only and only.lower() not in name.lower():
                continue
            passes.setdefault(name, []).append(measure_scene(h, make, frames, paced))
            if run_index == 0:
                RSS_STAGES[name] = rss_mb()
    RSS_STAGES["end"] = rss_mb()
    out = {}
    for name, results in passes.items():
        out[name] = {key: median([r[key] for r in results]) for key in results[0]}
        out[name]["runs"] = len(results)
        out[name]["ok"] = out[name]["ratio"] <= RATIO_GOAL and out[name]["p99_ms"] <= P99_GOAL_MS
    THOUGHTS.update(h.app.thinker.counts)
    h.app.quit()
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="arcade.bench frame", description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=positive_int, default=400, help="frames per scene per run")
    ap.add_argument("--runs", type=positive_int, default=3, help="passes over every scene (figures are medians)")
    ap.add_argument("--only", default=None, help="only scenes whose name contains this")
    ap.add_argument(
        "--paced",
        action="store_true",
        help="frames at 60 per second of real time, spare time used between them (as App.run)",
    )
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    load_before = load_average()
    per_scene = run(args.frames, args.runs, args.only, args.paced)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    ok = all(r["ok"] for r in per_scene.values()) and peak <= MEMORY_GOAL_MB
    result = {
        "bench": "frame",
        "baseline": "bare frame: fill of a 1280x720 display-format surface + flip, one after every scene frame",
        "paced": args.paced,
        "load_average": [load_before, load_average()],
        "scenes": per_scene,
        "peak_rss_mb": peak,
        "rss_mb_by_stage": dict(RSS_STAGES),
        "cpu_thoughts": dict(THOUGHTS),
        "figures": [
            {
                "figure": f"frame: {name}",
                "goal": f"median <= {RATIO_GOAL}x bare, p99 <= {P99_GOAL_MS} ms",
                "ratio": r["ratio"],
                "p99_ms": r["p99_ms"],
                "ok": r["ok"],
            }
            for name, r in per_scene.items()
        ]
        + [
            {
                "figure": "frame bench peak memory (MB)",
                "goal": f"<= {MEMORY_GOAL_MB:.0f} MB",
                "value": peak,
                "ratio": peak / MEMORY_GOAL_MB,
                "ratio_of": "the goal",
                "ok": peak <= MEMORY_GOAL_MB,
            }
        ],
    }
    if args.json:
        print(json.dumps(result))
        return 0 if ok else 1
    print(
        f"{'scene':40} {'median':>7} {'p99':>7} {'bare':>6} {'bare p99':>8} {'ratio':>6} {'full':>6} "
        f"{'full p99':>8}  (ms; "
        f"{args.runs} runs x {args.frames} frames{' paced at 60 fps' if args.paced else ''}; load {load_before:.1f}; "
        f"full: whole picture redrawn every frame)"
    )
    for name, r in per_scene.items():
        flag = "" if r["ok"] else "  OVER"
        print(
            f"{name:40} {r['median_ms']:7.3f} {r['p99_ms']:7.3f} {r['bare_median_ms']:6.3f} {r['bare_p99_ms']:8.3f} "
            f"{r['ratio']:6.2f} {r['full_redraw_median_ms']:6.3f} {r['full_redraw_p99_ms']:8.3f}{flag}"
        )
    print("CPU thoughts: " + ", ".join(f"{k} {v}" for k, v in THOUGHTS.items()) + " (slow ones in the worker process)")
    if any(v is not None for v in RSS_STAGES.values()):
        print(
            "resident memory (MB) after: "
            + ", ".join(f"{k} {v:.1f}" for k, v in RSS_STAGES.items() if v is not None)
            + " (scenes: first pass)"
        )
    print(
        f"peak memory (max RSS): {peak:.1f} MB (goal <= {MEMORY_GOAL_MB:.0f}); goals: median <= {RATIO_GOAL}x "
        f"a bare frame, p99 <= {P99_GOAL_MS} ms"
    )
    return 0 if ok else 1
