"""``python -m arcade.bench review [--games G,G] [--seeds N] [--json]``: how long the review of a finished
game takes, per game that has one (issue 37: a typical game's review at most 2 s).

Each game is a CPU game from a lobby set-up at the table size the lobby offers first (Crash Line: four
players), every seat at the middle CPU level, recorded as its scene records it; its first seat is
reviewed as a person's would be (every
standing decision with more than one move, judged by the game's own judge). Figures per game: the
median and the longest seconds per review over ``--seeds`` games, and the decisions judged.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from arcade.benchmarks import load_average, median

GOAL_S = 2.0


def reviewed_games() -> list[str]:
    from arcade.games import registry

    return [info.id for info in registry.games() if info.enabled and info.review and info.replay_codec]


def one(game: str, seed: int) -> tuple[float, int]:
    """Seconds to review seat 0 of one CPU game of ``game``, and the decisions judged."""
    from arcade.benchmarks.replay import ordinary
    from arcade.games import registry
    from arcade.games.reviewing import review_replay

    info = registry.get(game)
    middle = info.cpu_levels[len(info.cpu_levels) // 2]
    replay = ordinary(game, seed, [middle] * info.default_players)
    t0 = time.perf_counter()
    decisions = review_replay(replay, seats=[0])
    return time.perf_counter() - t0, len(decisions)


def bench_game(game: str, seeds: int) -> dict[str, Any]:
    times, counts = [], []
    for seed in range(1, seeds + 1):
        seconds, count = one(game, seed)
        times.append(seconds)
        counts.append(count)
    return {
        "game": game,
        "games": seeds,
        "median_s": median(times),
        "max_s": max(times),
        "decisions_median": median(counts),
        "ok": median(times) <= GOAL_S,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m arcade.bench review", description=__doc__.split("\n")[0])
    ap.add_argument("--games", default=",".join(reviewed_games()))
    ap.add_argument("--seeds", type=int, default=7, help="games reviewed per game kind")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    unknown = [g for g in games if g not in reviewed_games()]
    if unknown:
        ap.error(f"no review for {', '.join(unknown)}; choose from {', '.join(reviewed_games())}")
    rows = [bench_game(g, max(1, args.seeds)) for g in games]
    ok = all(r["ok"] for r in rows)
    if args.json:
        print(json.dumps({"load": load_average(), "goal_s": GOAL_S, "ok": ok, "games": rows}))
        return 0 if ok else 1
    print(f"review of one seat of a finished CPU game, {args.seeds} games each, load {load_average():.2f}")
    for r in rows:
        print(
            f"  {r['game']}: median {r['median_s']:.2f} s, longest {r['max_s']:.2f} s, "
            f"{r['decisions_median']:.0f} decisions judged (goal: median at most {GOAL_S:.0f} s)"
        )
    print("goal met" if ok else "GOAL MISSED")
    return 0 if ok else 1
