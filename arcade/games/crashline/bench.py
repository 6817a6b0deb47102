"""``python -m arcade.bench crashline``: full games per second on one core, and Shark decision time.

The games are the simulator's own (``match.play_game``: the engine the scene uses, with real bots):
4 players, one Kid and three Careful. The figure is the median of ``--repeats`` timed runs.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time

from .match import parse_seats, play_game
from .bots import Careful
from .rules import TURN, CrashLine
from .shark import Shark

GOAL = 4000


def games_per_second(seats: str, games: int, repeats: int, seed: int = 1) -> list[float]:
    specs = parse_seats(seats)
    rates = []
    for r in range(repeats):
        started = time.perf_counter()
        for i in range(games):
            play_game(specs, seed * 100_000 + r * games + i, i % len(specs))
        rates.append(games / (time.perf_counter() - started))
    return rates


def shark_decision_ms(decisions: int, seed: int = 1) -> float:
    """Median milliseconds per Shark flip-or-cash decision, at states met in games between Careful bots."""
    shark = Shark(seed=seed)
    careful = Careful()
    times = []
    game = 0
    while len(times) < decisions:
        state = CrashLine(4, seed * 1000 + game)
        game += 1
        while not state.is_terminal() and len(times) < decisions:
            view = state.view(state.current_player())
            if state.phase == TURN and view.can_cash():
                started = time.perf_counter()
                shark.choose(view)
                times.append((time.perf_counter() - started) * 1000)
            state.apply(careful.choose(view))
    return statistics.median(times)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arcade.bench crashline")
    parser.add_argument("--games", type=int, default=2000, help="games per timed run (default 2000)")
    parser.add_argument("--repeats", type=int, default=5, help="timed runs (default 5)")
    parser.add_argument("--seats", default="kid,careful,careful,careful")
    parser.add_argument("--shark", type=int, default=20, help="Shark decisions to time (0: skip)")
    parser.add_argument("--json", action="store_true")
    try:
        args = parser.parse_args(argv)
        if args.games < 1 or args.repeats < 1 or args.shark < 0:
            parser.error("--games and --repeats must be at least 1, --shark at least 0")
    except SystemExit as exc:
        return int(exc.code or 0)
    rates = games_per_second(args.seats, args.games, args.repeats)
    median = statistics.median(rates)
    result = {"benchmark": "crashline", "seats": args.seats, "games_per_run": args.games,
              "games_per_second_median": round(median), "runs": [round(r) for r in rates],
              "goal_per_core": GOAL, "meets_goal": median >= GOAL,
              "study_100k_seconds_2_cores": round(100_000 / (2 * median), 1)}
    if args.shark:
        result["shark_decision_ms_median"] = round(shark_decision_ms(args.shark), 1)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"crashline: {median:,.0f} full {len(args.seats.split(','))}-player games/s on one core "
          f"(median of {args.repeats} x {args.games}; runs: {', '.join(f'{r:,.0f}' for r in rates)})")
    print(f"  goal {GOAL:,}/s per core: {'met' if median >= GOAL else 'NOT met'}; "
          f"a 100,000-game study needs about {result['study_100k_seconds_2_cores']} s on 2 cores")
    if args.shark:
        print(f"  Shark: {result['shark_decision_ms_median']} ms per flip-or-cash decision (median)")
    return 0
