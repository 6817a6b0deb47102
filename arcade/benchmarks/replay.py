"""``python -m arcade.bench replay [--games G,G] [--pairs N] [--runs R] [--json]``: a replay flooded with undo
steps against an ordinary replay of the same game (issue 34), per step, medians of ``--runs`` in one process.

- **check** (what ``python -m arcade.replay`` and the viewer do): play the replay through and judge it.
  The flood is an ordinary CPU game's replay with ``--pairs`` undo-and-again pairs after its last move
  (each undo takes the last move back, the move is made again: the same end, so it checks out), and with
  ``--pairs`` // 10 (the same per step at a tenth of the size: the cost is proportional to the steps).
  Per step as measured, and a step's own cost: the replay's fixed costs (reading and dealing its start,
  its verdict: the same replay with no steps) taken off. Goal: a flood step's own cost at most 3x an
  ordinary step's.
- **back one by one**: every move taken back by one undo after another (each plays at most 31 moves
  again from the nearest kept copy); per step against an ordinary step. Goal: at most 32x (the bound by
  design: :data:`arcade.core.playback.MARK_EVERY`; the flood's pattern costs 1x).
- **viewer update**: the updates the viewer spends playing the flood through (its budget is 3 ms an
  update, at least one step): their 99th percentile, and the longest. Goal: the percentile at most one
  frame at 60 fps (16.7 ms).
- **list**: the Replays page opened on 120 flood files against 120 ordinary files (it reads each file's
  summary, not the file). Goal: at most 2x.

The ordinary games are CPU games (the game's own bots, seeded) recorded as the scene records them.
"""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from arcade.benchmarks import load_average, median

GOALS = {"check": 3.0, "back": 32.0, "update_ms": 1000.0 / 60.0, "list": 2.0}
FILES = 120


def ordinary(game: str, seed: int, levels: list[str] | None = None) -> Any:
    """A CPU game of ``game`` from a lobby set-up, recorded as its scene records it: its replay. ``levels``:
    one per seat (default: the weakest level at the smallest table)."""
    from arcade.core.rules import SIMULTANEOUS, TERMINAL
    from arcade.games import registry, replaying
    from arcade.games.info import LobbyConfig, SeatConfig, resolve

    info = registry.get(game)
    levels = levels or list(info.cpu_levels[:1]) * max(2, info.min_players)
    config = LobbyConfig(game, [SeatConfig(f"CPU {i + 1}", "cpu", lv) for i, lv in enumerate(levels)], {}, seed)
    if game == "vegas":
        config.options["date"] = "2026-12-06"
    codec = replaying.codec_for(info)
    assert codec is not None and codec.deal is not None
    state = codec.deal(config.to_data())
    recorder = replaying.Recorder(game, config.to_data(), state, codec)
    make_bot = resolve(str(info.make_bot))
    bots = [make_bot(lv, s, seed * 31 + s) for s, lv in enumerate(levels)]
    t = 0.0
    while state.current_player() != TERMINAL:
        seat = state.current_player()
        seats = [s for s in range(len(bots)) if state.legal_actions(s)] if seat == SIMULTANEOUS else [seat]
        for action in [bots[s].choose(state.view(s)) for s in seats]:
            t += 1000.0
            recorder.note(t, action)
            state.apply(action)
    return recorder.replay(state, [s.name for s in config.seats], info.title)


def flooded(replay: Any, pairs: int) -> Any:
    """``replay`` with ``pairs`` undo-and-again pairs after its last move (the same end)."""
    from arcade.core import replays as rp

    doc = json.loads(json.dumps(replay.to_data()))
    steps = doc["steps"]
    last = max(i for i, s in enumerate(steps) if s[0] == "a")
    standing = len(rp.standing(replay.steps))
    flood = [step for _ in range(pairs) for step in (["u", steps[last][1], standing - 1], list(steps[last]))]
    doc["steps"] = steps[: last + 1] + flood + steps[last + 1 :]
    return rp.Replay.from_data(doc)


def backwards(replay: Any) -> Any:
    """``replay`` with every move taken back after its end, one undo at a time."""
    from arcade.core import replays as rp

    doc = json.loads(json.dumps(replay.to_data()))
    moves = len(rp.standing(replay.steps))
    doc["steps"] += [["u", doc["steps"][-1][1], k] for k in range(moves - 1, -1, -1)]
    doc["claim"] = {}
    return rp.Replay.from_data(doc)


def per_step(replays: list[Any], runs: int, judge: bool = True) -> list[float]:
    """Median seconds per step of playing each of ``replays`` through (and judging it), the replays taken
    in turn within each run (interleaved: the machine's load falls on all of them alike)."""
    from arcade.core import playback
    from arcade.games import registry, replaying

    info = registry.get(replays[0].game)
    engine, codec = replaying.engine_for(info), replaying.codec_for(info)
    assert codec is not None
    times: list[list[float]] = [[] for _ in replays]
    for _ in range(runs):
        for i, replay in enumerate(replays):
            t0 = time.perf_counter()
            if judge:
                verdict = playback.verify(replay, engine, codec)
                if not verdict.ok and replay.steps:
                    raise SystemExit(f"{replay.game}: the benchmark's replay does not check out: {verdict.problem}")
            else:
                playback.simulate(replay, engine, codec)
            times[i].append((time.perf_counter() - t0) / max(1, len(replay.steps)))
    return [median(t) for t in times]


def viewer_updates(replay: Any, runs: int) -> tuple[float, float]:
    """The viewer playing ``replay`` through, one :meth:`Watch.work` call per update: the 99th percentile
    and the longest of those calls (seconds), medians over ``runs`` (the machine is shared: a call now
    and then is stretched by another process; the percentile is the figure, the longest is shown)."""
    from arcade.benchmarks import pct
    from arcade.games import registry, replaying
    from arcade.scenes.replay_viewer import WORK_S
    from arcade.scenes.replay_watch import Watch

    info = registry.get(replay.game)
    codec = replaying.codec_for(info)
    assert codec is not None
    p99s, worsts = [], []
    for _ in range(runs):
        watch = Watch(replay, replaying.engine_for(info), codec)
        calls = []
        while not watch.ready:
            t0 = time.perf_counter()
            watch.work(WORK_S)
            calls.append(time.perf_counter() - t0)
        p99s.append(pct(calls, 99))
        worsts.append(max(calls))
    return median(p99s), median(worsts)


def page_open(replay: Any, runs: int, tmp: Path) -> float:
    """Median seconds to open the Replays page on :data:`FILES` copies of ``replay``."""
    from arcade.core import replays as rp
    from arcade.scenes.replays import ReplaysScene
    from arcade.testing import Harness

    root = Path(tempfile.mkdtemp(dir=tmp))
    folder = root / "replays"
    folder.mkdir()
    for i in range(FILES):
        rp.save(replay, folder / f"{replay.game}-20260101-{i:06d}.json")
    h = Harness(store_root=root)
    h.boot()
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        page = ReplaysScene(h.app)
        h.app.push(page)
        times.append(time.perf_counter() - t0)
        h.app.pop()
        assert len(page.items) > FILES
    shutil.rmtree(root)
    return median(times)


def bench_game(game: str, pairs: int, runs: int, tmp: Path) -> dict[str, Any]:
    from arcade.core import replays as rp

    base = ordinary(game, 7)
    flood, small = flooded(base, pairs), flooded(base, max(1, pairs // 10))
    back = backwards(base)
    empty = rp.Replay.from_data({**base.to_data(), "steps": [], "notes": {}})  # the fixed costs alone
    fixed, plain, flood_step, small_step = per_step([empty, base, flood, small], runs)
    (back_step,) = per_step([back], runs, judge=False)
    updates = viewer_updates(flood, runs)
    out: dict[str, Any] = {
        "game": game,
        "ordinary_steps": len(base.steps),
        "flood_steps": len(flood.steps),
        "ordinary_us_per_step": plain * 1e6,
        "flood_us_per_step": flood_step * 1e6,
        "small_flood_us_per_step": small_step * 1e6,
        "back_us_per_step": back_step * 1e6,
        "viewer_update_p99_ms": updates[0] * 1000,
        "viewer_update_max_ms": updates[1] * 1000,
        "page_ordinary_ms": page_open(base, runs, tmp) * 1000,
        "page_flood_ms": page_open(flood, runs, tmp) * 1000,
    }
    out["check_ratio"] = out["flood_us_per_step"] / out["ordinary_us_per_step"]
    out["small_check_ratio"] = out["small_flood_us_per_step"] / out["ordinary_us_per_step"]
    out["back_ratio"] = out["back_us_per_step"] / out["ordinary_us_per_step"]
    # a step's own cost: the replay's fixed costs (its start read and dealt again, its verdict) apart
    out["fixed_ms"] = fixed * 1000
    out["ordinary_marginal_us"] = (plain * len(base.steps) - fixed) / len(base.steps) * 1e6
    out["flood_marginal_us"] = (flood_step * len(flood.steps) - fixed) / len(flood.steps) * 1e6
    out["marginal_ratio"] = out["flood_marginal_us"] / out["ordinary_marginal_us"]
    out["list_ratio"] = out["page_flood_ms"] / out["page_ordinary_ms"]
    return out


def figures(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for r in rows:
        g = r["game"]
        out += [
            {
                "figure": f"replay {g}: flood check per step, fixed costs apart ({r['flood_steps']:,} steps)",
                "goal": f"<= {GOALS['check']:g}x an ordinary step",
                "value": r["flood_marginal_us"] / 1000,
                "ratio": r["marginal_ratio"],
                "ratio_of": "ordinary",
                "ok": r["marginal_ratio"] <= GOALS["check"],
            },
            {
                "figure": f"replay {g}: undos one after another, per step",
                "goal": f"<= {GOALS['back']:g}x an ordinary step",
                "value": r["back_us_per_step"] / 1000,
                "ratio": r["back_ratio"],
                "ratio_of": "ordinary",
                "ok": r["back_ratio"] <= GOALS["back"],
            },
            {
                "figure": f"replay {g}: viewer update while checking the flood (99th percentile)",
                "goal": f"<= {GOALS['update_ms']:.1f} ms (a frame)",
                "value": r["viewer_update_p99_ms"],
                "ratio": r["viewer_update_p99_ms"] / GOALS["update_ms"],
                "ratio_of": "frame",
                "ok": r["viewer_update_p99_ms"] <= GOALS["update_ms"],
            },
            {
                "figure": f"replay {g}: Replays page on {FILES} flood files",
                "goal": f"<= {GOALS['list']:g}x {FILES} ordinary files",
                "value": r["page_flood_ms"],
                "ratio": r["list_ratio"],
                "ratio_of": "ordinary",
                "ok": r["list_ratio"] <= GOALS["list"],
            },
        ]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m arcade.bench replay", description=__doc__.split("\n")[0])
    ap.add_argument("--games", default="crashline,vegas")
    ap.add_argument("--pairs", type=int, default=19_900, help="undo-and-again pairs in the flood")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="coinop-replay-") as name:
        rows = [bench_game(g, args.pairs, args.runs, Path(name)) for g in args.games.split(",")]
    figs = figures(rows)
    ok = all(f["ok"] for f in figs)
    if args.json:
        print(json.dumps({"load": load_average(), "runs": args.runs, "ok": ok, "figures": figs, "games": rows}))
        return 0 if ok else 1
    print(f"replay flood against ordinary: medians of {args.runs} runs, load {load_average():.2f}")
    for r in rows:
        print(
            f"  {r['game']}: ordinary {r['ordinary_steps']} steps {r['ordinary_us_per_step']:.1f} us/step; "
            f"flood {r['flood_steps']:,} steps {r['flood_us_per_step']:.1f} us/step (x{r['check_ratio']:.2f}); "
            f"a tenth of the flood {r['small_flood_us_per_step']:.1f} us/step (x{r['small_check_ratio']:.2f}); "
            f"undos one by one {r['back_us_per_step']:.1f} us/step (x{r['back_ratio']:.2f})"
        )
        print(
            f"    fixed costs apart ({r['fixed_ms']:.2f} ms a replay): ordinary {r['ordinary_marginal_us']:.1f} "
            f"us/step, flood {r['flood_marginal_us']:.1f} us/step (x{r['marginal_ratio']:.2f})"
        )
        print(
            f"    viewer update while checking: 99th percentile {r['viewer_update_p99_ms']:.2f} ms, longest "
            f"{r['viewer_update_max_ms']:.2f} ms; Replays page on {FILES} files: "
            f"ordinary {r['page_ordinary_ms']:.1f} ms, flood {r['page_flood_ms']:.1f} ms (x{r['list_ratio']:.2f})"
        )
    print("goal met" if ok else "GOAL MISSED")
    return 0 if ok else 1
