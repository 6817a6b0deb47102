"""``python -m arcade.bench vegas``: full solo games per second on one core with the Medium CPU (counted
in CPU time of the process), and the Strong CPU's decision time (wall clock: median and 95th percentile)
at states met in solo and four-player games.

The games are the simulator's own (``match.play_one`` on ``sim.GAME``: the engine the scene will use, the
bots ``GameInfo.make_bot`` makes).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from typing import Any

from arcade import match
from arcade.core.cli import non_negative_int, positive_int

from .bots import Bot
from .cpu import make_bot
from .rules import Act, VegasState, VegasView
from .sim import GAME

GOAL_GAMES = 100  # solo games per second per core, Medium CPU
GOAL_P95_MS = 150.0  # Strong CPU decision time, 95th percentile


def games_per_second(games: int, repeats: int, seed: int = 1) -> list[float]:
    """Games per second of this process's CPU time: one core's throughput, which other programs on a
    shared machine do not distort."""
    rates = []
    for r in range(repeats):
        started = time.process_time()
        for i in range(games):
            match.play_one(GAME, ["medium"], seed * 100_000 + r * games + i)
        rates.append(games / max(1e-9, time.process_time() - started))
    return rates


class _Timed:
    """A bot whose every decision (view included) is timed into ``times``."""

    def __init__(self, bot: Bot, times: list[float]) -> None:
        self.bot, self.times = bot, times
        self.instant, self.rng = bot.instant, bot.rng

    def choose(self, view: VegasView) -> Act:
        started = time.perf_counter()
        act = self.bot.choose(view)
        self.times.append((time.perf_counter() - started) * 1000)
        return act


def strong_decision_ms(decisions: int, seed: int = 1) -> list[float]:
    """Milliseconds per Strong decision (view included), over solo and 4-player games where Medium CPUs
    play the other seats (whole games through the match runner's loop; the first ``decisions`` kept)."""
    times: list[float] = []
    game = 0
    while len(times) < decisions:
        seats = 1 if game % 2 == 0 else 4
        state = VegasState(seats, seed * 1000 + game, {"mode": "solo" if seats == 1 else "competitive"})
        bots = [_Timed(make_bot("Strong", 0, game), times)] + [make_bot("Medium", s, game) for s in range(1, seats)]
        game += 1
        match.drive(state, bots)
    return times[:decisions]


def figures(result: dict[str, Any]) -> list[dict[str, object]]:
    """The rows this benchmark gives ``make bench``'s table: each measure against the goal it was built to
    (ratio = measured / goal; for games per second higher is better, for decision time lower)."""
    rate = result["solo_games_per_second_medium"]
    out = [
        {
            "figure": "vegas: full solo games/s on one core, Medium CPU (CPU time)",
            "goal": f">= {GOAL_GAMES}/s",
            "value": rate,
            "ratio": rate / GOAL_GAMES,
            "ratio_of": f"the {GOAL_GAMES}/s goal",
            "ok": result["meets_games_goal"],
        }
    ]
    if "strong_decision_ms_p95" in result:
        p95 = result["strong_decision_ms_p95"]
        out.append(
            {
                "figure": "vegas: Strong CPU decision p95 (ms)",
                "goal": f"<= {GOAL_P95_MS:g} ms",
                "value": p95,
                "ratio": p95 / GOAL_P95_MS,
                "ratio_of": "the goal",
                "ok": result["meets_decision_goal"],
            }
        )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arcade.bench vegas")
    parser.add_argument("--games", type=positive_int, default=200, help="solo games per timed run (default 200)")
    parser.add_argument("--repeats", type=positive_int, default=3, help="timed runs (default 3)")
    parser.add_argument("--decisions", type=non_negative_int, default=2000, help="Strong decisions to time (0: skip)")
    parser.add_argument("--json", action="store_true")
    try:
        args = parser.parse_args(argv)
        if args.games < 1 or args.repeats < 1 or args.decisions < 0:
            parser.error("--games and --repeats must be at least 1, --decisions at least 0")
    except SystemExit as exc:
        return int(exc.code or 0)
    rates = games_per_second(args.games, args.repeats)
    median = statistics.median(rates)
    result: dict[str, Any] = {  # the report, printed as JSON
        "benchmark": "vegas",
        "solo_games_per_second_medium": round(median, 1),
        "runs": [round(r, 1) for r in rates],
        "goal_games_per_second": GOAL_GAMES,
        "meets_games_goal": median >= GOAL_GAMES,
    }
    if args.decisions:
        times = sorted(strong_decision_ms(args.decisions))
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        result.update(
            {
                "strong_decision_ms_median": round(statistics.median(times), 2),
                "strong_decision_ms_p95": round(p95, 2),
                "strong_decision_ms_max": round(times[-1], 2),
                "goal_p95_ms": GOAL_P95_MS,
                "meets_decision_goal": p95 <= GOAL_P95_MS,
            }
        )
    result["figures"] = figures(result)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(
        f"vegas: {median:,.1f} full solo games/s on one core with the Medium CPU "
        f"(median of {args.repeats} x {args.games}; runs: {', '.join(f'{r:,.1f}' for r in rates)}); "
        f"goal {GOAL_GAMES}/s: {'met' if result['meets_games_goal'] else 'NOT met'}"
    )
    if args.decisions:
        print(
            f"  Strong CPU: {result['strong_decision_ms_median']} ms per decision (median), "
            f"{result['strong_decision_ms_p95']} ms at p95, {result['strong_decision_ms_max']} ms max; "
            f"goal p95 <= {GOAL_P95_MS:.0f} ms: {'met' if result['meets_decision_goal'] else 'NOT met'}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
