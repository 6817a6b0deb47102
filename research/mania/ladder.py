"""Measure Electronic Arcade Mania's CPU ladder: each level against the level below filling the other seats.

    python -m research.mania.ladder --games 1000 [--seats 4] [--seed 26] [--jobs 2] [--json]
    python -m research.mania.ladder --pair Ace,Regular --games 400

For each pair (stronger, weaker) the stronger level sits in one seat and the weaker fills the others; the
lineup is played in every seating of each deal (the match runner's paired deals, ``mania.sim.run``), so the
stronger sits in every seat equally. Reported per pair: the share of
(game, weaker seat) comparisons the stronger wins (1 if its final chips are more, 0.5 if equal) with a 95%
Wilson interval over games (each game's mean over the weaker seats counts as one trial), its share of game
wins, and the mean chips of both.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time

from arcade.games.mania import sim

PAIRS = (("Ace", "Regular"), ("Regular", "Rookie"), ("Ace", "Rookie"))


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a share observed over ``n`` trials."""
    if n == 0:
        return (0.0, 1.0)
    denom = 1 + z * z / n
    centre = (share + z * z / (2 * n)) / denom
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / denom
    return (centre - half, centre + half)


def measure(stronger: str, weaker: str, games: int, seats: int, seed: int, jobs: int, kind: str = "smart") -> dict:
    lineup = [(kind, stronger)] + [(kind, weaker)] * (seats - 1)
    results = sim.run(lineup, games, seed, jobs)
    per_game = []
    for r in results:
        top = r["chips"][0]
        per_game.append(statistics.fmean(1.0 if top > c else 0.5 if top == c else 0.0 for c in r["chips"][1:]))
    share = statistics.fmean(per_game)
    low, high = wilson(share, len(per_game))
    return {
        "stronger": stronger,
        "weaker": weaker,
        "seats": seats,
        "games": len(results),
        "win_rate": round(share, 4),
        "interval": [round(low, 4), round(high, 4)],
        "game_wins": round(statistics.fmean(r["win_share"][0] for r in results), 4),
        "chips_stronger": round(statistics.fmean(r["chips"][0] for r in results), 2),
        "chips_weaker": round(statistics.fmean(c for r in results for c in r["chips"][1:]), 2),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m research.mania.ladder", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seats", type=int, choices=(3, 4), default=4)
    ap.add_argument("--seed", type=int, default=26)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--pair", action="append", help="stronger,weaker (default: every pair)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    pairs = [tuple(p.split(",")) for p in args.pair] if args.pair else list(PAIRS)
    started = time.perf_counter()
    rows = [measure(s, w, args.games, args.seats, args.seed, args.jobs) for s, w in pairs]
    if args.json:
        print(json.dumps({"game": "mania", "seats": args.seats, "seed": args.seed, "pairs": rows}))
        return 0
    print(f"mania ladder: {args.seats} seats, seed {args.seed}, {time.perf_counter() - started:.1f} s")
    print(f"{'pair':<18} {'games':>6} {'ahead':>7} {'95% interval':>16} {'wins':>7} {'chips':>13}")
    for r in rows:
        lo, hi = r["interval"]
        print(
            f"{r['stronger'] + ' v ' + r['weaker']:<18} {r['games']:>6} {r['win_rate']:>7.1%} "
            f"{lo:>7.1%} - {hi:>5.1%} {r['game_wins']:>7.1%} {r['chips_stronger']:>6.1f}/{r['chips_weaker']:<6.1f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
