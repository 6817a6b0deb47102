"""``python -m arcade.sim vegas``: headless games between computer players.

    --mode solo --cpu strong --games 1000 --seed 5 [--json]
    --mode competitive --seats 2 --cpu strong,medium [--games N] [--json]
    [--variations ABC] [--spin A|B] [--cumber A|B] [--rounds N] [--month M] [--workers W]

Solo and co-op: median, 90th percentile, best, the best 1% and the rulebook rank of every game.
Competitive and teams: each CPU's win share (a shared win counts as a fraction; seats rotate from game
to game so every CPU sits in every position equally often) and mean score. Games are spread over
``--workers`` processes; the results do not depend on how many.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Mapping
from typing import Any

from arcade.core.cli import positive_int

from .bots import LEVELS
from .components import RANKS, rank_of
from .match import play_game


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m arcade.sim vegas", description="Vegas Slot Machine 1973 headless simulator."
    )
    p.add_argument("--mode", default="solo", choices=("solo", "coop", "competitive", "teams"))
    p.add_argument(
        "--cpu",
        default="strong",
        help="CPU level(s), comma-separated, cycled over the seats (easy, medium, strong; default strong)",
    )
    p.add_argument(
        "--seats",
        type=positive_int,
        default=None,
        help="players (default 1 solo, else the number of CPUs given, at least 2)",
    )
    p.add_argument("--games", type=positive_int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variations", default="", help="variation letters A-U")
    p.add_argument("--spin", choices=("A", "B"), default=None)
    p.add_argument("--cumber", choices=("A", "B"), default=None)
    p.add_argument("--rounds", type=int, default=None)
    p.add_argument("--month", type=int, default=None)
    p.add_argument("--workers", type=positive_int, default=None, help="processes (default: every core)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


Row = list[tuple[int, float]]
"""One game: per CPU slot, (score, win share) of the seat that CPU played."""
Job = tuple[list[str], int, int, int, dict[str, object]]
"""A worker's share: (levels, seed, first game, games, options)."""
Summary = dict[str, Any]  # the report, printed as JSON: numbers, strings and lists / dicts of them


def _chunk(job: Job) -> list[Row]:
    levels, seed, start, count, options = job
    rows: list[Row] = []
    for g in range(start, start + count):
        rot = g % len(levels)
        st = play_game(levels, seed * 1_000_003 + g, options, rotate=rot)
        sc = st.scores()
        win = st.winners()
        # per CPU slot: (score, win share) of the seat that CPU slot played
        per: Row = []
        for i in range(len(levels)):
            seat = (i - rot) % len(levels)
            per.append((sc[seat], (1 / len(win)) if seat in win else 0.0))
        rows.append(per)
    return rows


def simulate(levels: list[str], games: int, seed: int, options: dict[str, object], workers: int = 1) -> list[Row]:
    chunk = max(1, min(50, -(-games // (workers * 4))))
    jobs: list[Job] = [(levels, seed, s, min(chunk, games - s), options) for s in range(0, games, chunk)]
    if workers == 1 or len(jobs) == 1:
        parts = list(map(_chunk, jobs))
    else:
        import multiprocessing

        with multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn").Pool(workers) as pool:
            parts = pool.map(_chunk, jobs)
    return [row for part in parts for row in part]


def summarize(levels: list[str], rows: list[Row], options: Mapping[str, object]) -> Summary:
    n = len(rows)
    mode = options["mode"]
    if mode in ("solo", "coop"):
        scores = sorted(r[0][0] for r in rows)
        top = scores[-max(1, n // 100) :]
        ranks: dict[str, int] = {name: 0 for _, name in RANKS}
        for s in scores:
            ranks[rank_of(s)] += 1
        return {
            "games": n,
            "mode": mode,
            "cpu": levels,
            "median": statistics.median(scores),
            "mean": round(statistics.mean(scores), 1),
            "p90": scores[min(n - 1, int(0.9 * n))],
            "p10": scores[int(0.1 * n)],
            "best": scores[-1],
            "worst": scores[0],
            "best_1pct_min": top[0],
            "best_1pct_mean": round(statistics.mean(top), 1),
            "rank_distribution": ranks,
        }
    players: list[dict[str, object]] = []
    for i, lvl in enumerate(levels):
        wins = sum(r[i][1] for r in rows)
        players.append(
            {
                "slot": i,
                "cpu": lvl,
                "win_rate": round(wins / n, 4),
                "mean_score": round(statistics.mean(r[i][0] for r in rows), 1),
                "median_score": statistics.median(r[i][0] for r in rows),
            }
        )
    return {"games": n, "mode": mode, "seats": len(levels), "players": players}


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    cpus = [c.strip().lower() for c in args.cpu.split(",") if c.strip()]
    bad = [c for c in cpus if c not in (lvl.lower() for lvl in LEVELS)]
    if bad or not cpus:
        print(f"vegas sim: unknown CPU level(s) {bad}: choose from easy, medium, strong", file=sys.stderr)
        return 2
    seats = args.seats or (1 if args.mode == "solo" else max(2, len(cpus)))
    levels = [cpus[i % len(cpus)] for i in range(seats)]
    options: dict[str, object] = {"mode": args.mode, "variations": args.variations}
    for key in ("spin", "cumber", "rounds", "month"):
        if getattr(args, key) is not None:
            options[key] = getattr(args, key)
    try:
        from .setup import parse_options

        parse_options(seats, options)
    except ValueError as exc:
        print(f"vegas sim: {exc}", file=sys.stderr)
        return 2
    workers = args.workers or os.cpu_count() or 1
    started = time.perf_counter()
    rows = simulate(levels, args.games, args.seed, options, workers)
    seconds = time.perf_counter() - started
    summary = summarize(levels, rows, options)
    summary.update({"seed": args.seed, "seconds": round(seconds, 2), "workers": workers, "options": options})
    if args.json:
        print(json.dumps(summary, indent=2))
        return 0
    print(
        f"Vegas Slot Machine 1973: {summary['games']} {args.mode} games, CPU {','.join(levels)}, "
        f"seed {args.seed}, {seconds:.1f} s on {workers} worker(s)"
    )
    if "median" in summary:
        print(
            f"  median {summary['median']}  mean {summary['mean']}  p10 {summary['p10']}  "
            f"p90 {summary['p90']}  best {summary['best']}  best 1% from {summary['best_1pct_min']}"
        )
        for (low, name), count in zip(RANKS, summary["rank_distribution"].values()):
            print(f"  {name:<20}{low:>5}+ {count:>6} games ({count / summary['games']:.1%})")
    else:
        for p in summary["players"]:
            print(f"  {p['slot']}: {p['cpu']:<8} win {p['win_rate']:.1%}  mean score {p['mean_score']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
