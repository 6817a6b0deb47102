"""``python -m arcade.bench crashline``: full games per second on one core, a timed study, Shark decisions.

The games are the simulator's own (the match runner's ``match.play_deal`` on ``sim.GAME``: the engine the
scene uses, the bots ``GameInfo.make_bot`` makes): 4 players, one Kid in Kid mode and three Careful,
seated in turn. The rate is the median of ``--repeats`` timed runs on one core, in this process's CPU
time (``time.process_time``: other jobs on a shared machine do not count against it; the wall-clock
rate is reported beside it). The study is measured, not worked out from that rate: ``--study`` games
(default 100,000) run through the simulator itself (``sim.simulate``) on ``--workers`` processes (default
2), timed from start to end, process start-up and gathering the results included; the workers' CPU time
is reported with it (CPU / wall near the number of workers: they ran side by side).

On Linux with autogrouped scheduling (``/proc/sys/kernel/sched_autogroup_enabled``), every process of one
session shares that session's CPU share: with other sessions busy, the two workers together get about one
session's share, so the study's wall time there is about its CPU time divided by that share.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

from arcade import match
from arcade.core.bots import Bot
from arcade.core.cli import cap_workers, checked_by, non_negative_int, positive_int
from arcade.core.figures import percentile

from .cpu import make_bot, parse_seats
from .rules import TURN, Action, CrashLine
from .sim import GAME, simulate
from .view import TableView

GOAL = 4000
STUDY_GOAL_S = 10.0


def games_per_second(seats: str, games: int, repeats: int, seed: int = 1) -> tuple[list[float], list[float]]:
    """Games per second of each timed run: (in CPU time of this process, in wall-clock time)."""
    entries = parse_seats(seats)
    cpu_rates, wall_rates = [], []
    for r in range(repeats):
        cpu, wall = time.process_time(), time.perf_counter()
        for i in range(games):
            match.play_deal(GAME, entries, seed * 100_000 + r * games, i, i % len(entries))
        cpu_rates.append(games / max(time.process_time() - cpu, 1e-9))
        wall_rates.append(games / (time.perf_counter() - wall))
    return cpu_rates, wall_rates


def _children_cpu() -> float:
    try:
        import resource
    except ImportError:  # not on this platform: the study's CPU time goes unreported
        return float("nan")
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def study_seconds(seats: str, games: int, workers: int, seed: int = 1) -> tuple[float, float]:
    """One simulator run of ``games`` games on ``workers`` processes: (wall-clock seconds, CPU seconds of
    the workers and this process together)."""
    entries = parse_seats(seats)
    cpu = _children_cpu() + time.process_time()
    started = time.perf_counter()
    results = simulate(entries, games, seed, workers)
    seconds = time.perf_counter() - started
    cpu = _children_cpu() + time.process_time() - cpu
    if len(results) < games:
        raise RuntimeError(f"the study played {len(results)} games, not {games}")
    return seconds, cpu


def load_average() -> float | None:
    return round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None


class _SharkProbe:
    """A Careful bot that first times the Shark's flip-or-cash decision on its view (not played)."""

    instant = True

    def __init__(self, shark: Bot, careful: Bot, times: list[float], decisions: int) -> None:
        self.shark, self.careful, self.times, self.decisions = shark, careful, times, decisions
        self.rng = careful.rng

    def choose(self, view: TableView) -> Action:
        if view.phase == TURN and view.can_cash() and len(self.times) < self.decisions:
            started = time.perf_counter()
            self.shark.choose(view)
            self.times.append((time.perf_counter() - started) * 1000)
        action: Action = self.careful.choose(view)
        return action


def shark_decision_times(decisions: int, seed: int = 1, players: int = 4) -> list[float]:
    """Milliseconds per Shark flip-or-cash decision, at states met in ``players``-player games between
    Careful bots (whole games through the match runner's loop); the lobby's Shark sizes its thinking by
    the table, so heads-up (2) and four players differ."""
    times: list[float] = []
    probe = _SharkProbe(make_bot("Shark", 0, seed), make_bot("Careful", 0, seed), times, decisions)
    game = 0
    while len(times) < decisions:
        state = CrashLine(players, seed * 1000 + game)
        game += 1
        match.drive(state, [probe] * players)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arcade.bench crashline")
    parser.add_argument("--games", type=positive_int, default=2000, help="games per timed run (default 2000)")
    parser.add_argument("--repeats", type=positive_int, default=5, help="timed runs (default 5)")
    parser.add_argument(
        "--seats", type=checked_by(parse_seats, "lineup"), default="kid+kidmode,careful,careful,careful"
    )
    parser.add_argument("--shark", type=non_negative_int, default=20, help="Shark decisions to time (0: skip)")
    parser.add_argument("--study", type=non_negative_int, default=100_000, help="games of the timed study (0: skip)")
    parser.add_argument(
        "--workers", type=positive_int, default=2, help="processes for the study (default 2; at most one a core)"
    )
    parser.add_argument("--json", action="store_true")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    args.workers = cap_workers(args.workers, max(1, args.study))
    load_before = load_average()
    rates, wall_rates = games_per_second(args.seats, args.games, args.repeats)
    median = statistics.median(rates)
    result = {
        "benchmark": "crashline",
        "seats": args.seats,
        "games_per_run": args.games,
        "games_per_second_median": round(median),
        "runs": [round(r) for r in rates],
        "clock": "process CPU time",
        "games_per_second_wall_median": round(statistics.median(wall_rates)),
        "goal_per_core": GOAL,
        "meets_goal": median >= GOAL,
    }
    figures = [
        {
            "figure": f"crashline: full {len(args.seats.split(','))}-player games/s on one core (CPU time)",
            "goal": f">= {GOAL:,}/s",
            "ratio": median / GOAL,
            "ratio_of": f"the {GOAL:,}/s goal",
            "ok": median >= GOAL,
        }
    ]
    if args.study:
        seconds, cpu = study_seconds(args.seats, args.study, args.workers)
        result.update(
            {
                "study_games": args.study,
                "study_workers": args.workers,
                "study_seconds_measured": round(seconds, 2),
                "study_cpu_seconds": round(cpu, 2),
            }
        )
        if args.study == 100_000:
            result["study_meets_goal"] = seconds < STUDY_GOAL_S
            figures.append(
                {
                    "figure": f"crashline: 100,000-game study on {args.workers} workers, wall (s)",
                    "goal": f"< {STUDY_GOAL_S:g} s",
                    "value": seconds,
                    "ratio": seconds / STUDY_GOAL_S,
                    "ratio_of": "the goal",
                    "ok": seconds < STUDY_GOAL_S,
                }
            )
    if args.shark:
        for players, name in ((4, "shark_decision_ms"), (2, "shark_heads_up_ms")):
            times = shark_decision_times(args.shark, players=players)
            result[f"{name}_median"] = round(statistics.median(times), 1)
            result[f"{name}_p99"] = round(percentile(times, 0.99), 1)
    result["load_average"] = [load_before, load_average()]
    result["figures"] = figures
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(
        f"crashline: {median:,.0f} full {len(args.seats.split(','))}-player games/s on one core, CPU time "
        f"(median of {args.repeats} x {args.games}; runs: {', '.join(f'{r:,.0f}' for r in rates)}; "
        f"wall-clock median {result['games_per_second_wall_median']:,}/s)"
    )
    print(f"  goal {GOAL:,}/s per core: {'met' if median >= GOAL else 'NOT met'}")
    if args.study:
        goal = ""
        if "study_meets_goal" in result:
            goal = f" (goal < {STUDY_GOAL_S:g} s: {'met' if result['study_meets_goal'] else 'NOT met'})"
        print(
            f"  study: {args.study:,} games on {args.workers} worker(s) took "
            f"{result['study_seconds_measured']} s, measured{goal}; CPU {result['study_cpu_seconds']} s "
            f"(CPU / wall {cpu / seconds:.2f})"
        )
    if args.shark:
        print(
            f"  Shark, ms per flip-or-cash decision: four players median {result['shark_decision_ms_median']}, "
            f"p99 {result['shark_decision_ms_p99']}; heads-up median {result['shark_heads_up_ms_median']}, "
            f"p99 {result['shark_heads_up_ms_p99']} (the CPU worker thinks, never the frame)"
        )
    print(f"  load average {result['load_average'][0]} before, {result['load_average'][1]} after")
    return 0


if __name__ == "__main__":
    sys.exit(main())
