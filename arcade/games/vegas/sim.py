"""``python -m arcade.sim vegas``: headless games between computer players.

    --mode solo --cpu strong --games 1000 --seed 5 [--json]
    --mode competitive --seats 2 --cpu strong,medium [--games N] [--json]
    [--variations ABC] [--spin A|B] [--cumber A|B] [--rounds N] [--month M] [--workers W]

Solo and co-op: median, 90th percentile, best, the best 1% and the rulebook rank of every game.
Competitive and teams: each CPU's win share with its 95% interval (a shared win counts as a fraction;
every deal is played once in each seating, so every CPU meets the same cards from every seat), mean score
and quartiles. The games are the match runner's (:mod:`arcade.match`), spread over ``--workers``
processes (default 2); the results do not depend on how many.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Mapping
from typing import Any

from arcade import match
from arcade.core.cli import cap_workers, positive_int, usage_error
from arcade.match import Result

from .bots import LEVELS
from .components import RANKS, rank_of

GAME = match.Game(
    "vegas",
    new="arcade.games.vegas.rules:new_state",
    make_bot="arcade.games.vegas.cpu:make_bot",
    play="arcade.games.vegas.cpu:play",
    seats=(1, 2, 3, 4, 6, 8),
    levels=LEVELS,
)
"""What the runner plays: the GameInfo's engine, bots and play hook (``cpu.play``, which takes the options) (the
same names as its ``INFO``, which is not imported here: it reaches the scene types; tests/test_match_sims.py checks
they agree)."""


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
    p.add_argument("--workers", type=positive_int, default=match.JOBS, help=f"processes (default {match.JOBS})")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


Summary = dict[str, Any]  # the report, printed as JSON: numbers, strings and lists / dicts of them


def simulate(levels: list[str], games: int, seed: int, options: dict[str, object], workers: int = 2) -> list[Result]:
    """At least ``games`` games through the match runner: paired deals, each in every seating (one seating
    solo), over ``workers`` processes."""
    game = GAME.with_options(dict(options))
    return match.run(game, levels, -(-games // match.rotations(game, levels)), seed, workers)


def summarize(levels: list[str], rows: list[Result], options: Mapping[str, object]) -> Summary:
    n = len(rows)
    mode = options["mode"]
    if mode in ("solo", "coop"):
        scores = sorted(r.scores[0] for r in rows)
        top = scores[-max(1, n // 100) :]
        ranks: dict[str, int] = {name: 0 for _, name in RANKS}
        for s in scores:
            ranks[rank_of(int(s))] += 1
        spread = match.distribution(scores)
        return {
            "games": n,
            "mode": mode,
            "cpu": levels,
            "median": spread["median"],
            "mean": round(statistics.mean(scores), 1),
            "p90": spread["p90"],
            "p10": spread["p10"],
            "quartiles": [spread["q1"], spread["q3"]],
            "best": scores[-1],
            "worst": scores[0],
            "best_1pct_min": top[0],
            "best_1pct_mean": round(statistics.mean(top), 1),
            "rank_distribution": ranks,
        }
    report = match.summary(GAME, levels, rows)
    players = [
        {
            "slot": p["entry"],
            "cpu": p["level"],
            "win_rate": p["win_share"],
            "interval": p["interval"],
            "mean_score": round(p["mean_score"], 1),
            "median_score": p["scores"]["median"],
            "quartiles": [p["scores"]["q1"], p["scores"]["q3"]],
        }
        for p in report["players"]
    ]
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
        return usage_error(parser, f"--cpu: unknown CPU level(s) {bad}: choose from easy, medium, strong")
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
        return usage_error(parser, str(exc))
    workers = cap_workers(args.workers, args.games)
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
