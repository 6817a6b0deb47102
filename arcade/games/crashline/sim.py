"""``python -m arcade.sim crashline``: headless games between computer players, and the exact odds.

    --games N --seed S --seats kid,careful,careful,careful [--workers W] [--no-rotate] [--json]
    --odds [--json]

Prints each player's win share with a 95% interval (a shared win counts as a fraction), mean score,
crashes and PERFECT RUNs per turn. The games are the match runner's (:mod:`arcade.match`): each deal is
played once in every seating unless ``--no-rotate`` (so ``--games`` is rounded up to whole deals), the
bots are ``GameInfo.make_bot``'s (:mod:`.cpu`, which also knows the simulator's entries such as
``careful:0.25`` and ``+kidmode``), and the games are spread over ``--workers`` processes; the results do
not depend on how many.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import Any, NotRequired, TypedDict

from arcade import match
from arcade.core.cli import cap_workers, positive_int, usage_error

from .cpu import LEVELS, parse_entry, parse_seats
from .odds import fresh_deck_table
from .rules import CrashLine

GAME = match.Game(
    "crashline",
    new="arcade.games.crashline.rules:new_state",
    make_bot="arcade.games.crashline.cpu:make_bot",
    play="arcade.games.crashline.cpu:play",
    seats=(2, 3, 4, 6),
    levels=LEVELS,
    record="arcade.games.crashline.sim:record",
)
"""What the runner plays: the GameInfo's engine, bots and play hook (the same names as its ``INFO``, which is not
imported here: it reaches the scene types; tests/test_match_sims.py checks they agree), and :func:`record` of each
game."""


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
    parser.add_argument(
        "--games", type=positive_int, default=1000, help="games to play, rounded up to whole deals (default 1000)"
    )
    parser.add_argument("--seed", type=_seed, default=1, help="run seed (default 1)")
    parser.add_argument(
        "--seats",
        default="kid,careful,careful,careful",
        help="2-6 players from kid[:stop], careful[:threshold], shark, rollout, "
        "each optionally +kidmode (the free save) "
        "(default kid,careful,careful,careful)",
    )
    parser.add_argument(
        "--workers", type=positive_int, default=match.JOBS, help=f"processes to use (default {match.JOBS})"
    )
    parser.add_argument("--no-rotate", action="store_true", help="keep every player in the same seat")
    parser.add_argument(
        "--odds", action="store_true", help="print the exact chance that a flip crashes with 1-4 machines in the line"
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    return parser


def record(state: CrashLine) -> dict[str, Any]:
    """What the simulator keeps of a game besides scores and winners, by seat (``match.Game.record``)."""
    return {"turns": list(state.turns), "crashes": list(state.crashes), "perfects": list(state.perfects)}


def simulate(
    entries: Sequence[str],
    games: int,
    seed: int,
    workers: int = match.JOBS,
    rotate: bool = True,
    progress: match.Progress | None = None,
) -> list[match.Result]:
    """At least ``games`` games (whole deals, each in every seating unless not ``rotate``) over ``workers``
    processes; ``progress(done, total)`` as the workers' shares come back."""
    per = match.rotations(GAME, entries, rotate)
    return match.run(GAME, entries, -(-games // per), seed, workers, rotate, progress)


def summarize(entries: Sequence[str], results: Sequence[match.Result]) -> Summary:
    """Per-player figures with 95% (Wilson) intervals, as plain data."""
    n = len(results)
    report = match.summary(GAME, entries, results)
    rows: list[PlayerRow] = []
    for i, p in enumerate(report["players"]):
        turns = sum(r.extra["turns"][r.seats[i]] for r in results)
        crashes = sum(r.extra["crashes"][r.seats[i]] for r in results)
        perfects = sum(r.extra["perfects"][r.seats[i]] for r in results)
        rows.append(
            {
                "player": i,
                "kind": entries[i],
                "kid_mode": parse_entry(entries[i]).kid_mode,
                "win_rate": p["win_share"],
                "ci95": p["interval"],
                "mean_score": p["mean_score"],
                "crash_rate": crashes / max(1, turns),
                "perfect_rate": perfects / max(1, turns),
                "turns_per_game": turns / n,
            }
        )
    shared = sum(1 for r in results if len(r.winners) > 1)
    return {"games": n, "shared_wins": shared, "fair_share": 1.0 / len(entries), "players": rows}


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
        entries = parse_seats(args.seats)
    except ValueError as exc:
        return usage_error(parser, f"--seats: {exc}")
    workers = cap_workers(args.workers, args.games)
    started = time.perf_counter()
    last = [started]

    def progress(done: int, total: int) -> None:
        now = time.perf_counter()
        if not args.quiet and done < total and now - last[0] >= 1.0:
            last[0] = now
            print(f"  {done}/{total} games ({now - started:.0f} s)", file=sys.stderr, flush=True)

    results = simulate(entries, args.games, args.seed, workers, not args.no_rotate, progress)
    seconds = time.perf_counter() - started
    summary = summarize(entries, results)
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
