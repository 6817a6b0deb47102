"""``python -m arcade.bench mania``: full four-seat games per second on one core.

The games are the simulator's own (the match runner's ``match.play_deal`` on ``sim.GAME``: the engine, the
CPU players ``GameInfo.make_bot`` makes, every duel played on the console machine by reaction-model bots),
the lineup seated in turn. The figure is the median of ``--repeats`` timed runs.
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
from arcade.core.cli import checked_by, positive_int
from arcade.games.mania.board import load_board
from arcade.games.mania.sim import DEFAULT_LINEUPS, GAME, Lineup, entries, parse_lineup

GOAL_SECONDS = 30.0
"""500 four-seat games must take less than this on two cores."""


def games_per_second(lineup: Lineup, games: int, repeats: int, seed: int = 1) -> tuple[list[float], list[float]]:
    """Rates per timed run: by the wall clock, and by this process's CPU time (steadier on a shared box)."""
    load_board()
    wall: list[float] = []
    cpu: list[float] = []
    for r in range(repeats):
        started, started_cpu = time.perf_counter(), time.process_time()
        for i in range(games):
            match.play_deal(GAME, entries(lineup), seed * 100_000 + r * games, i, i % len(lineup))
        wall.append(games / (time.perf_counter() - started))
        cpu.append(games / max(time.process_time() - started_cpu, 1e-9))
    return wall, cpu


def figures(result: Mapping[str, Any]) -> list[dict[str, object]]:
    """The row this benchmark gives ``make bench``'s table: 500 four-seat games on two cores, worked out from
    one core's wall-clock rate (as ``meets_goal``), against the 30 s goal."""
    est = result["sim_500_games_seconds_2_cores"]
    return [
        {
            "figure": "mania: 500-game sim on 2 cores, from 1 core's rate (s)",
            "goal": f"< {GOAL_SECONDS:g} s",
            "value": est,
            "ratio": est / GOAL_SECONDS,
            "ratio_of": "the goal",
            "ok": result["meets_goal"],
        }
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arcade.bench mania")
    parser.add_argument("--games", type=positive_int, default=40, help="games per timed run (default 40)")
    parser.add_argument("--repeats", type=positive_int, default=3, help="timed runs (default 3)")
    parser.add_argument("--lineup", type=checked_by(parse_lineup, "lineup"), default=DEFAULT_LINEUPS[4])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.games < 1 or args.repeats < 1:
        parser.error("--games and --repeats must be at least 1")
    lineup = parse_lineup(args.lineup)
    rates, cpu_rates = games_per_second(lineup, args.games, args.repeats)
    median = statistics.median(rates)
    cpu_median = statistics.median(cpu_rates)
    est = 500 / (2 * median)
    result = {
        "benchmark": "mania",
        "lineup": args.lineup,
        "games_per_run": args.games,
        "games_per_second_median": round(median, 1),
        "runs": [round(r, 1) for r in rates],
        "games_per_cpu_second_median": round(cpu_median, 1),
        "sim_500_games_cpu_seconds_2_cores": round(500 / (2 * cpu_median), 1),
        "sim_500_games_seconds_2_cores": round(est, 1),
        "goal_seconds": GOAL_SECONDS,
        "meets_goal": est < GOAL_SECONDS,
    }
    result["figures"] = figures(result)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(
        f"mania: {median:.1f} full {len(lineup)}-player games/s on one core "
        f"(median of {args.repeats} x {args.games}; runs: {', '.join(f'{r:.1f}' for r in rates)})"
    )
    print(f"  by CPU time: {cpu_median:.1f} games/s ({500 / (2 * cpu_median):.1f} s for 500 games on 2 idle cores)")
    print(
        f"  500 games on 2 cores: about {est:.1f} s by the wall clock (goal under {GOAL_SECONDS:.0f} s: "
        f"{'met' if est < GOAL_SECONDS else 'NOT met'})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
