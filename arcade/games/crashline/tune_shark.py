"""Fit the Shark's weights (``shark_params.json``) by play: ``python -m arcade.games.crashline.tune_shark``.

Coordinate search: each weight in turn is nudged up and down, and a nudge is kept when it wins more games
against Careful grown-ups on the same seeded deals (common random numbers) by a clear margin. Heads-up
weights play one Careful, table weights three. Pure; single process (run it niced).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import fields, replace

from .bots import Careful, play_to_end
from .match import game_seed
from .rules import CrashLine
from .tuned_shark import PARAMS_FILE, SharkParams, TunedShark, load_params, params_to_data

STEPS = {"base": 0.04, "lead": 0.04, "ev": 0.2, "value": 0.04, "final_turns": 0.5, "final_behind": 0.1,
         "final_ahead": 0.08, "steal_hurt": 0.5}


def win_rate(params: dict, players: int, games: int, seed: int) -> float:
    """The Shark's win share over ``games`` seeded games against Carefuls, its seat rotating."""
    shark = TunedShark(params)
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


def tune(params: dict, key: int, players: int, games: int, seed: int, rounds: int, budget: float, log) -> dict:
    best = win_rate(params, players, games, seed)
    log(f"start {players}p: {best:.4f}")
    started = time.time()
    for r in range(rounds):
        improved = False
        for f in fields(SharkParams):
            for sign in (1, -1):
                if time.time() - started > budget:
                    return params
                cur = params[key]
                trial = dict(params)
                trial[key] = replace(cur, **{f.name: max(0.0, getattr(cur, f.name) + sign * STEPS[f.name])
                                             if f.name == "final_turns" else getattr(cur, f.name) + sign * STEPS[f.name]})
                rate = win_rate(trial, players, games, seed)
                if rate > best + 0.5 / games ** 0.5 * 0.4:
                    log(f"  {f.name} {sign:+d} -> {getattr(trial[key], f.name):.3f}: {rate:.4f} (was {best:.4f})")
                    params, best, improved = trial, rate, True
                    break
        if not improved:
            break
    log(f"end {players}p: {best:.4f} {params[key]}")
    return params


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arcade.games.crashline.tune_shark")
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=101)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--budget", type=float, default=600.0, help="seconds per group")
    parser.add_argument("--group", choices=("heads_up", "table", "both"), default="both")
    parser.add_argument("--out", default=PARAMS_FILE)
    args = parser.parse_args(argv)
    params = load_params(args.out)
    log = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731
    if args.group in ("table", "both"):
        params = tune(params, 3, 4, args.games, args.seed, args.rounds, args.budget, log)
    if args.group in ("heads_up", "both"):
        params = tune(params, 2, 2, args.games, args.seed + 1, args.rounds, args.budget, log)
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(params_to_data(params[2], params[3]), fh, indent=2)
        fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
