"""Fit the fast Shark's weights (``shark_params.json``) by play: ``python -m research.crashline.tune_shark``.

Coordinate search: each weight in turn is nudged up and down, and a nudge is kept when it wins more games
against Careful grown-ups on the same seeded deals (common random numbers) by a clear margin. Heads-up
weights play one Careful, table weights three. The playouts near the end are off while tuning (they
would mask the weights' effect and cost time). Pure; one process (run it niced).
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from arcade.games.crashline.bots import Careful, play_to_end
from arcade.games.crashline.rules import CrashLine
from arcade.match import deal_seed as game_seed
from research.crashline.shark_features import FEATURE_NAMES
from research.crashline.tuned_shark import PARAMS_FILE, TunedShark, load_params, params_to_data

STEP = 0.05


def win_rate(params: dict, players: int, games: int, seed: int) -> float:
    """The Shark's win share over ``games`` seeded games against Carefuls, its seat rotating."""
    shark = TunedShark(params, budget=0)
    careful = Careful()
    wins = 0.0
    for i in range(games):
        me = i % players
        state = CrashLine(players, game_seed(seed, i))
        play_to_end(state, [shark.choose if q == me else careful.choose for q in range(players)])
        winners = state.winners()
        if me in winners:
            wins += 1.0 / len(winners)
    return wins / games


def tune(params: dict, group: str, players: int, games: int, seed: int, budget: float, log) -> dict:
    best = win_rate(params, players, games, seed)
    log(f"start {group}: {best:.4f}")
    started = time.time()
    improved = True
    while improved and time.time() - started < budget:
        improved = False
        for i, name in enumerate(FEATURE_NAMES):
            for sign in (1, -1):
                weights, hurt = params[group]
                trial = dict(params)
                trial[group] = (weights[:i] + (weights[i] + sign * STEP,) + weights[i + 1 :], hurt)
                rate = win_rate(trial, players, games, seed)
                if rate > best + 0.2 / games**0.5:
                    log(f"  {name} {sign:+d}: {rate:.4f} (was {best:.4f})")
                    params, best, improved = trial, rate, True
                    break
                if time.time() - started > budget:
                    return params
    log(f"end {group}: {best:.4f}")
    return params


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m research.crashline.tune_shark")
    parser.add_argument("--games", type=int, default=6000, help="games per trial (default 6000)")
    parser.add_argument("--seed", type=int, default=101)
    parser.add_argument("--budget", type=float, default=600.0, help="seconds per group (default 600)")
    parser.add_argument("--group", choices=("heads_up", "table", "both"), default="both")
    parser.add_argument("--out", default=PARAMS_FILE)
    args = parser.parse_args(argv)
    params = load_params(args.out)
    log = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731
    if args.group in ("table", "both"):
        params = tune(params, "table", 4, args.games, args.seed, args.budget, log)
    if args.group in ("heads_up", "both"):
        params = tune(params, "heads_up", 2, args.games, args.seed + 1, args.budget, log)
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(params_to_data(params), fh, indent=2)
        fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
