"""``python -m arcade.sim insertcoin``: headless games between computer players.

Plays many seeded games between CPUs and reports each seat's score distribution and win share, how the
games ended (which of the four end conditions), and how often each shape was kept and completed.
Seat ``i`` plays the ``i``-th CPU of ``--cpus`` (cycled), e.g. ``--seats 3`` -> planner, greedy, kid.
The games are the match runner's (:mod:`arcade.match`, the bots ``GameInfo.make_bot``'s), spread over
``--workers`` processes; the results do not depend on how many.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any, TypedDict

from arcade import match
from arcade.core.cli import cap_workers, positive_int, usage_error

from .bots import LEVELS
from .rules import END_REASONS, KEEP, InsertCoin
from .shapes import SHAPE_KEYS

GAME = match.Game(
    "insertcoin",
    new="arcade.games.insertcoin.rules:new_state",
    make_bot="arcade.games.insertcoin.cpu:make_bot",
    play=None,
    seats=(1, 2, 3, 4, 5, 6),
    levels=tuple(LEVELS),
)
"""What the runner plays: the GameInfo's engine and bots in the runner's turn-based loop (the same names as its
``INFO``, which is not imported here: it reaches the scene types; tests/test_match_sims.py checks they agree)."""


def parse_cpus(text: str) -> list[str]:
    """``"planner,greedy"`` -> level names, checked."""
    names = [t.strip() for t in text.split(",") if t.strip()]
    known = {k.lower(): k for k in LEVELS}
    out = []
    for name in names:
        if name.lower() not in known:
            raise ValueError(f"unknown CPU {name!r}; choose from {', '.join(k.lower() for k in LEVELS)}")
        out.append(known[name.lower()])
    if not out:
        raise ValueError("name at least one CPU")
    return out


class GameRecord(TypedDict):
    """What the simulator keeps of one game (plain data: it comes back from the worker processes)."""

    scores: list[int]
    winners: list[int]
    end: str
    completed: list[int]  # Levels completed per seat
    kept: dict[str, int]  # shape key -> seats that kept it
    done: dict[str, int]  # shape key -> seats that completed it
    flips: int
    spent: list[int]  # Lives spent per seat


def record(state: InsertCoin) -> dict[str, Any]:
    """What the runner keeps of a finished game besides its scores and winners (``match.Game.record``)."""
    kept: Counter[str] = Counter()
    done: Counter[str] = Counter()
    for s in range(state.n):
        for lv in range(KEEP):
            key = state.shape_of(s, lv).key
            kept[key] += 1
            done[key] += state.is_complete(s, lv)
    return {
        "end": state.end_reason,
        "completed": [state.completed_count(s) for s in range(state.n)],
        "kept": dict(kept),
        "done": dict(done),
        "flips": state.flips,
        "spent": state.stats["spent_lives"],
    }


def simulate(levels: list[str], games: int, seed: int, workers: int = 1) -> list[GameRecord]:
    """``games`` games through the match runner (game ``g`` seeded ``seed * 1_000_003 + g``; the seats
    keep their CPUs: ``--seats`` names them in order) over ``workers`` processes."""
    game = GAME.with_options({}, record="arcade.games.insertcoin.sim:record")
    results = match.run(game, levels, games, seed, workers, rotate=False)
    return [
        {"scores": [int(x) for x in r.scores], "winners": list(r.winners), **r.extra}  # type: ignore[typeddict-item]
        for r in results
    ]


def percentile(values: Sequence[float], p: float) -> float:
    return round(match.percentile(values, p), 1)


def summarize(levels: list[str], records: list[GameRecord]) -> dict[str, Any]:
    """The report (plain data, printed as JSON or by :func:`format_table`)."""
    n = len(levels)
    games = len(records)
    seats = []
    for s in range(n):
        scores = [r["scores"][s] for r in records]
        wins = sum(1 / len(r["winners"]) for r in records if s in r["winners"])
        buckets = Counter(10 * (x // 10) for x in scores)
        seats.append(
            {
                "seat": s,
                "cpu": levels[s].lower(),
                "mean_score": round(statistics.fmean(scores), 2),
                "median": percentile(scores, 0.5),
                "p10": percentile(scores, 0.1),
                "p90": percentile(scores, 0.9),
                "min": min(scores),
                "max": max(scores),
                "stdev": round(statistics.pstdev(scores), 2),
                "win_share": round(wins / games, 4),
                "mean_levels_completed": round(statistics.fmean(r["completed"][s] for r in records), 2),
                "mean_lives_spent": round(statistics.fmean(r["spent"][s] for r in records), 2),
                "histogram": {f"{b}-{b + 9}": buckets[b] for b in sorted(buckets)},
            }
        )
    ends = Counter(r["end"] for r in records)
    kept: Counter[str] = Counter()
    done: Counter[str] = Counter()
    for r in records:
        kept.update(r["kept"])
        done.update(r["done"])
    shapes = {
        k: {"kept": kept[k], "completed": done[k], "completion_rate": round(done[k] / kept[k], 4) if kept[k] else None}
        for k in SHAPE_KEYS
    }
    return {
        "game": "insertcoin",
        "games": games,
        "seats": seats,
        "ends": {reason: ends[reason] for reason in END_REASONS},
        "mean_cards_flipped": round(statistics.fmean(r["flips"] for r in records), 2),
        "shapes": shapes,
    }


def format_table(summary: dict[str, Any]) -> str:
    lines = [
        f"Insert Coin to Play: {summary['games']} games, {len(summary['seats'])} seats "
        f"(seed {summary['seed']}, {summary['seconds']} s)",
        "",
        "seat cpu      mean  median  p10  p90  min  max  wins   levels done  lives spent",
    ]
    for s in summary["seats"]:
        lines.append(
            f"{s['seat']:>4} {s['cpu']:<8}{s['mean_score']:>5.1f}{s['median']:>8}{s['p10']:>5}"
            f"{s['p90']:>5}{s['min']:>5}{s['max']:>5}{s['win_share']:>6.1%}"
            f"{s['mean_levels_completed']:>12}{s['mean_lives_spent']:>13}"
        )
    lines += ["", "how games ended:"]
    names = {
        "all_levels": "a player completed all 3 Levels",
        "deck_empty": "no more cards to draw",
        "out_of_lives": "a player ran out of Lives and Coins",
        "game_over_card": "a player could not pay a Coin for GAME OVER",
    }
    for reason, count in summary["ends"].items():
        lines.append(f"  {names[reason]:<46}{count:>6}  {count / summary['games']:.1%}")
    lines += [
        f"  cards flipped per game (mean): {summary['mean_cards_flipped']}",
        "",
        "shape            kept  completed  rate",
    ]
    for key, row in summary["shapes"].items():
        rate = "-" if row["completion_rate"] is None else f"{row['completion_rate']:.1%}"
        lines.append(f"  {key:<14}{row['kept']:>6}{row['completed']:>11}  {rate}")
    lines.append("")
    lines.append("score histograms (points: games):")
    for s in summary["seats"]:
        lines.append(f"  seat {s['seat']} {s['cpu']}: " + ", ".join(f"{k}: {v}" for k, v in s["histogram"].items()))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arcade.sim insertcoin")
    parser.add_argument("--seats", default="3", help="number of seats (1-6) or a CPU list like planner,greedy")
    parser.add_argument("--cpus", default="planner,greedy,kid", help="CPU levels given to the seats in turn")
    parser.add_argument("--games", type=positive_int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=positive_int, default=match.JOBS, help=f"processes (default {match.JOBS})")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    try:
        args = parser.parse_args(argv)
        if args.seats.strip().isdigit():
            count = int(args.seats)
            if not 1 <= count <= 6:
                parser.error("--seats must be 1 to 6")
            cpus = parse_cpus(args.cpus)
            levels = [cpus[i % len(cpus)] for i in range(count)]
        else:
            levels = parse_cpus(args.seats)
            if len(levels) > 6:
                parser.error("at most 6 seats")
    except ValueError as exc:
        return usage_error(parser, str(exc))
    except SystemExit as exc:
        return int(exc.code or 0)
    args.workers = cap_workers(args.workers, args.games)
    started = time.perf_counter()
    records = simulate(levels, args.games, args.seed, args.workers)
    summary = summarize(levels, records)
    summary.update({"seed": args.seed, "seconds": round(time.perf_counter() - started, 2), "workers": args.workers})
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(format_table(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
