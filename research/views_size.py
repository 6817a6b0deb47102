"""Pickled size of a seat's view per game (issue 26): the mean over seat 0's views along seeded random
games, with the pickle protocol the worker link uses.

    python research/views_size.py
"""

from __future__ import annotations

import pickle
import random
import sys

from arcade.games import registry


def sizes(seats_of: dict[str, int], games: int = 4, steps: int = 200) -> dict[str, float]:
    out: dict[str, float] = {}
    for info in registry.games():
        spec = info.engine
        if spec is None:
            continue
        n = seats_of.get(info.id, spec.seats[len(spec.seats) // 2])
        total = count = 0
        for seed in range(games):
            rng = random.Random(seed)
            state = spec.make(seed, n)
            for _ in range(steps):
                if state.is_terminal():
                    break
                total += len(pickle.dumps(state.view(0), protocol=pickle.HIGHEST_PROTOCOL))
                count += 1
                state.apply(rng.choice(state.legal_actions()))
        out[f"{info.id} ({n} seats)"] = total / max(count, 1)
    return out


def main() -> int:
    for name, size in sizes({}).items():
        print(f"{name:24} {size:9.0f} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
