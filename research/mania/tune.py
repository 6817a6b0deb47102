"""Try a change to a level's constants before making it: ``--set module.NAME=value`` (a module of
``arcade.games.mania``) is applied in this process before the games fork, then one ladder pair is measured.

    python -m research.mania.tune --pair Ace,Regular --games 400 --set bots_levels.ACE_CARD_GAIN=0.3
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys

from research.mania.ladder import measure


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m research.mania.tune")
    ap.add_argument("--pair", default="Ace,Regular")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=26)
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--set", action="append", default=[], help="module.NAME=value or module.Class.NAME=value")
    args = ap.parse_args(argv)
    for item in args.set:
        target, _, value = item.partition("=")
        module, *attrs = target.split(".")
        obj: object = importlib.import_module(f"arcade.games.mania.{module}")
        for name in attrs[:-1]:
            obj = getattr(obj, name)
        if isinstance(obj, dict):
            obj[attrs[-1]] = json.loads(value)
        else:
            setattr(obj, attrs[-1], json.loads(value))
    stronger, weaker = args.pair.split(",")
    row = measure(stronger, weaker, args.games, args.seats, args.seed, 2)
    print(json.dumps({"set": args.set, **row}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
