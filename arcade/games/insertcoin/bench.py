"""``python -m arcade.bench insertcoin`` (until wired: ``python -m arcade.games.insertcoin.bench``).

Two numbers: the Planner's decision time (median and 95th percentile over every decision it makes in
games against Greedy and Kid; goal: p95 at most 200 ms) and full games per second on one core (3 seats:
planner, greedy, kid, the simulator's default; and all-Greedy, the engine's own pace).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from typing import Any

from arcade import match
from arcade.core.bots import Bot
from arcade.core.cli import positive_int

from .rules import Action, InsertCoin, SeatView
from .sim import GAME, percentile

GOAL_P95_MS = 200.0


class _Timed:
    """A bot (made by ``GameInfo.make_bot``) whose every decision is timed into ``times``."""

    def __init__(self, bot: Bot, times: list[float]) -> None:
        self.bot, self.times = bot, times
        self.instant, self.rng = bot.instant, bot.rng

    def choose(self, view: SeatView) -> Action:
        started = time.perf_counter()
        action: Action = self.bot.choose(view)
        self.times.append((time.perf_counter() - started) * 1000)
        return action


def planner_decisions_ms(games: int, seed: int = 1) -> list[float]:
    """Every decision of the Planner in ``games`` games against Greedy and Kid, in ms (the runner's loop)."""
    times: list[float] = []
    levels = ["Planner", "Greedy", "Kid"]
    for g in range(games):
        game_seed = seed * 10_000 + g
        bots = match.seat_bots(GAME.make_bot, levels, game_seed)
        bots[0] = _Timed(bots[0], times)
        match.drive(InsertCoin(len(levels), game_seed), bots)
    return times


def games_per_second(levels: list[str], games: int, seed: int = 1) -> float:
    started = time.perf_counter()
    for g in range(games):
        match.play_one(GAME, levels, seed * 10_000 + g)
    return games / (time.perf_counter() - started)


def figures(result: dict[str, Any]) -> list[dict[str, object]]:
    """The row this benchmark gives ``make bench``'s table: the Planner's p95 against its goal."""
    p95 = result["planner_ms_p95"]
    return [
        {
            "figure": "insertcoin: Planner CPU decision p95 (ms)",
            "goal": f"<= {GOAL_P95_MS:g} ms",
            "value": p95,
            "ratio": p95 / GOAL_P95_MS,
            "ratio_of": "the goal",
            "ok": result["meets_goal"],
        }
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arcade.bench insertcoin")
    parser.add_argument("--games", type=positive_int, default=40, help="games per measurement (default 40)")
    parser.add_argument("--json", action="store_true")
    try:
        args = parser.parse_args(argv)
        if args.games < 1:
            parser.error("--games must be at least 1")
    except SystemExit as exc:
        return int(exc.code or 0)
    times = planner_decisions_ms(args.games)
    result: dict[str, Any] = {  # the JSON report
        "benchmark": "insertcoin",
        "games": args.games,
        "planner_decisions": len(times),
        "planner_ms_median": round(statistics.median(times), 2),
        "planner_ms_p95": percentile(times, 0.95),
        "planner_ms_max": round(max(times), 2),
        "goal_p95_ms": GOAL_P95_MS,
        "games_per_second_planner_greedy_kid": round(games_per_second(["Planner", "Greedy", "Kid"], args.games), 2),
        "games_per_second_greedy_x3": round(games_per_second(["Greedy"] * 3, args.games), 2),
    }
    result["meets_goal"] = result["planner_ms_p95"] <= GOAL_P95_MS
    result["figures"] = figures(result)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(
        f"insertcoin: Planner decision {result['planner_ms_median']} ms median, {result['planner_ms_p95']} ms "
        f"p95, {result['planner_ms_max']} ms max over {len(times)} decisions "
        f"(goal p95 <= {GOAL_P95_MS:.0f} ms: {'met' if result['meets_goal'] else 'NOT met'})"
    )
    print(
        f"  full games/s on one core: {result['games_per_second_planner_greedy_kid']} (planner, greedy, kid), "
        f"{result['games_per_second_greedy_x3']} (3 x greedy)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
