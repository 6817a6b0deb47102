"""``python -m arcade.sim crashline``: headless games between computer players, and the exact odds.

    --games N --seed S --seats kid,careful,careful,careful [--workers W] [--no-rotate] [--json]
    --odds [--json]

Prints each player's win share with a 95% confidence interval (a shared win counts as a fraction), mean
score, crashes and PERFECT RUNs per turn. Seats rotate from game to game unless ``--no-rotate``, so every
player sits in every position equally often. Games are spread over ``--workers`` processes; results do
not depend on the number of workers.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import NotRequired, TypedDict

from arcade.core.cli import positive_int

from .match import SeatSpec, Tally, parse_seats, play_many
from .odds import fresh_deck_table

CHUNK = 2000

Job = tuple[Sequence[SeatSpec], int, int, int, bool]
"""One worker's share of a run: ``play_many``'s specs, seed, first game, game count and rotation."""


class PlayerRow(TypedDict):
    player: int
    kind: str
    kid_mode: bool
    win_rate: float
    ci95: list[float]
    mean_score: float
    crash_rate: float
    perfect_rate: float
    turns_per_game: float


class Summary(TypedDict):
    """What a run reports (the run's settings are added by ``main`` for ``--json``)."""

    games: int
    shared_wins: int
    fair_share: float
    players: list[PlayerRow]
    seed: NotRequired[int]
    seats: NotRequired[str]
    rotate: NotRequired[bool]
    seconds: NotRequired[float]
    workers: NotRequired[int]


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m arcade.sim crashline", description="Crash Line headless simulator and exact odds."
    )
    parser.add_argument("--games", type=positive_int, default=1000, help="games to play (default 1000)")
    parser.add_argument("--seed", type=_seed, default=1, help="run seed (default 1)")
    parser.add_argument(
        "--seats",
        default="kid,careful,careful,careful",
        help="2-6 players from kid, careful[:threshold], shark, rollout, "
        "optionally +kidmode "
        "(default kid,careful,careful,careful)",
    )
    parser.add_argument("--workers", type=positive_int, default=None, help="processes to use (default: every core)")
    parser.add_argument("--no-rotate", action="store_true", help="keep every player in the same seat")
    parser.add_argument(
        "--odds", action="store_true", help="print the exact chance that a flip crashes with 1-4 machines in the line"
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    return parser


def _run_chunk(job: Job) -> Tally:
    specs, seed, start, count, rotate = job
    return play_many(specs, seed, start, count, rotate)


def simulate(
    specs: Sequence[SeatSpec],
    games: int,
    seed: int,
    workers: int | None = None,
    rotate: bool = True,
    progress: Callable[[int, int], None] | None = None,
) -> Tally:
    """Play ``games`` games, over ``workers`` processes; ``progress(done, total)`` is called per chunk."""
    workers = max(1, workers or os.cpu_count() or 1)
    chunk = max(1, min(CHUNK, -(-games // (workers * 4))))
    jobs: list[Job] = [(specs, seed, start, min(chunk, games - start), rotate) for start in range(0, games, chunk)]
    total = Tally(len(specs))
    results: Iterator[Tally]
    if workers == 1 or len(jobs) == 1:
        results = map(_run_chunk, jobs)
        pool = None
    else:
        import multiprocessing

        pool = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn").Pool(workers)
        results = pool.imap_unordered(_run_chunk, jobs)
    try:
        for part in results:
            total.add(part)
            if progress:
                progress(total.games, games)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return total


def summarize(specs: Sequence[SeatSpec], tally: Tally) -> Summary:
    """Per-player figures with 95% intervals, as plain data."""
    n = tally.games
    rows: list[PlayerRow] = []
    for i, spec in enumerate(specs):
        mean = tally.wins[i] / n
        var = max(tally.wins_sq[i] / n - mean * mean, 0.0)
        half = 1.96 * math.sqrt(var / n) if n > 1 else 1.0
        turns = tally.turns[i] or 1
        rows.append(
            {
                "player": i,
                "kind": spec.label,
                "kid_mode": spec.kid_mode,
                "win_rate": mean,
                "ci95": [max(0.0, mean - half), min(1.0, mean + half)],
                "mean_score": tally.points[i] / n,
                "crash_rate": tally.crashes[i] / turns,
                "perfect_rate": tally.perfects[i] / turns,
                "turns_per_game": tally.turns[i] / n,
            }
        )
    return {"games": n, "shared_wins": tally.ties, "fair_share": 1.0 / len(specs), "players": rows}


def format_table(summary: Summary, seconds: float, workers: int) -> str:
    lines = [
        f"Crash Line: {summary['games']} games in {seconds:.1f} s on {workers} worker(s); "
        f"fair share {summary['fair_share']:.1%}; {summary['shared_wins']} shared wins",
        f"{'player':<22}{'win rate':>9}  {'95% CI':<17}{'mean score':>11}{'crash/turn':>11}"
        f"{'perfect/turn':>13}{'turns':>7}",
    ]
    for row in summary["players"]:
        lo, hi = row["ci95"]
        lines.append(
            f"{row['player']}: {row['kind']:<19}{row['win_rate']:>9.2%}  "
            f"[{lo:6.2%}, {hi:6.2%}] {row['mean_score']:>10.1f}{row['crash_rate']:>11.3f}"
            f"{row['perfect_rate']:>13.4f}{row['turns_per_game']:>7.1f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse already printed a clear message
        return int(exc.code or 0)
    if args.odds:
        table = fresh_deck_table()
        if args.json:
            print(json.dumps(table, indent=2))
        else:
            print("Chance that the next flip crashes, from a fresh deck, with k machines in the line")
            print("(k Machine cards flipped, no 1-UP; counted exactly over the 54 - k unseen cards):")
            for row in table:
                print(
                    f"  {row['machines']} machine(s): {row['fraction']:>6} = {row['chance']:.4f} "
                    f"= 1 in {row['one_in']:.2f}   rulebook: {row['rulebook']}"
                )
        return 0
    try:
        specs = parse_seats(args.seats)
    except ValueError as exc:
        print(f"crashline sim: {exc}", file=sys.stderr)
        return 2
    workers = args.workers or os.cpu_count() or 1
    started = time.perf_counter()
    last = [started]

    def progress(done: int, total: int) -> None:
        now = time.perf_counter()
        if not args.quiet and done < total and now - last[0] >= 1.0:
            last[0] = now
            print(f"  {done}/{total} games ({now - started:.0f} s)", file=sys.stderr, flush=True)

    tally = simulate(specs, args.games, args.seed, workers, not args.no_rotate, progress)
    seconds = time.perf_counter() - started
    summary = summarize(specs, tally)
    summary.update(
        {
            "seed": args.seed,
            "seats": args.seats,
            "rotate": not args.no_rotate,
            "seconds": round(seconds, 3),
            "workers": workers,
        }
    )
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(format_table(summary, seconds, workers))
    return 0


if __name__ == "__main__":
    sys.exit(main())
