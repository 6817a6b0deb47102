"""Decision times of the experimental fast Sharks: ``python -m research.crashline.bench [--games N]``."""

from __future__ import annotations

import argparse
import json
import sys
import time

from arcade.games.crashline.bots import Careful, play_to_end
from arcade.games.crashline.rules import CrashLine
from research.crashline.tuned_shark import TunedShark
from research.crashline.value_shark import ValueShark


def decision_ms(games: int, make, seed: int = 1) -> dict:
    """Processor milliseconds per flip-or-cash decision of a fast Shark (``make(seed=...)``): median, p95, p99, max
    over ``games`` games each of 2, 4 and 6 players against Carefuls
    (the Shark's seat rotating)."""
    shark, careful = make(seed=seed), Careful()
    times = []

    def timed(view):
        started = time.process_time()
        action = shark.choose(view)
        if view.can_cash():
            times.append((time.process_time() - started) * 1000)
        return action

    for players in (2, 4, 6):
        for g in range(games):
            state = CrashLine(players, seed * 10_000 + players * 1000 + g)
            me = g % players
            play_to_end(state, [timed if q == me else careful.choose for q in range(players)])
    times.sort()
    pick = lambda f: round(times[min(len(times) - 1, int(len(times) * f))], 3)  # noqa: E731
    return {
        "decisions": len(times),
        "median": pick(0.5),
        "p95": pick(0.95),
        "p99": pick(0.99),
        "max": round(times[-1], 3),
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m research.crashline.bench")
    parser.add_argument("--games", type=int, default=20, help="games per table size (default 20)")
    args = parser.parse_args(argv)
    print(
        json.dumps(
            {
                "tuned_shark_decision_ms": decision_ms(args.games, TunedShark),
                "value_shark_decision_ms": decision_ms(args.games, ValueShark),
            },
            indent=2,
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
