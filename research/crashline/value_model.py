"""A learned value of a Crash Line position at a turn boundary: the chance that one seat wins the game,
given the table as the next seat starts its turn. Pure.

The model is a product of pairwise terms, one per rival ``r``::

    V = prod_r sigmoid(w0 + s * (w1 * lead_r + w2 * cards_r + w3 * reach_r + w4 * order_r))
    s = 1 / sqrt(T + c0)

- ``lead_r``: the seat's score minus the rival's;
- ``cards_r``: the seat's score-pile cards minus the rival's (ties go to most cards; Hand-Me-Downs go to
  the fewest cards);
- ``reach_r``: (the seat's potential - the rival's) * T / players, where a player's potential is the mean
  number of points a Machine card still to come would add to their pile (a machine whose 9 they hold
  only gives tickets);
- ``order_r``: the rival's place in the turn order from the seat about to play minus the seat's own;
- ``T``: cards left before GAME OVER (the deck, plus the discard pile that comes back after CONTINUE?).

The weights (one set per table size, 2 to 6 players, and pass: before CONTINUE? and after) are data,
``value_params.json``, fitted on simulated
games by :mod:`.fit_value` (maximum likelihood on turn-boundary positions and who won); loading checks
them and refuses anything malformed with a clear ValueError.
"""

from __future__ import annotations

import functools
import math
import os

from research.crashline.params_file import read_params

PARAMS_FILE = os.path.join(os.path.dirname(__file__), "value_params.json")
PARAMS_VERSION = 2
TERMS = ("bias", "lead", "cards", "reach", "order")
SIZES = ("2", "3", "4", "5", "6")
PASSES = ("first", "last")  # before CONTINUE?, after it: fitted apart


def gain_table(pool_by_machine) -> list:
    """``G[m][t + 1]``: points the Machine cards of machine ``m`` in the pool (a list of card ids per
    machine) would add, summed, to a pile whose best card of that machine is ``t`` (-1: none)."""
    table = []
    for m in range(5):
        cards = pool_by_machine[m]
        row = []
        for t in range(-1, 45):
            if t >= 0 and t // 9 != m:
                continue
            total = 0
            for c in cards:
                total += c % 9 + 1 if t < 0 else (c - t + 1 if c > t else 1)
            row.append(total)
        table.append(row)
    return table


def potential(table, tops, pool_size: int) -> float:
    """Mean points a pool card would add to a pile with best cards ``tops`` (from :func:`gain_table`)."""
    if not pool_size:
        return 0.0
    total = 0
    for m in range(5):
        t = tops[m]
        total += table[m][0 if t < 0 else t - 9 * m + 1]
    return total / pool_size


def pool_of(deck, discard, continues: int) -> list:
    """The Machine cards still to come, per machine: the deck, and the discard pile before CONTINUE?."""
    pool = [[], [], [], [], []]
    for c in deck:
        if c < 45:
            pool[c // 9].append(c)
    if not continues:
        for c in discard:
            if c < 45:
                pool[c // 9].append(c)
    return pool


def win_share(seat: int, scores, counts) -> float:
    """The seat's share of the win if the game ended now (score, then most cards; ties share)."""
    best = max(zip(scores, counts))
    mine = (scores[seat], counts[seat])
    if mine != best:
        return 0.0
    return 1.0 / sum(1 for k in zip(scores, counts) if k == best)


def value(params, seat: int, nxt: int, scores, counts, pots, cards_left: int) -> float:
    """P(``seat`` wins) with ``nxt`` about to start a turn; ``pots``: each seat's potential."""
    w0, w1, w2, w3, w4, c0 = params
    n = len(scores)
    s = 1.0 / math.sqrt(cards_left + c0)
    reach = cards_left / n
    my_s, my_c, my_p = scores[seat], counts[seat], pots[seat]
    my_o = (seat - nxt) % n
    v = 1.0
    for r in range(n):
        if r == seat:
            continue
        z = w0 + s * (
            w1 * (my_s - scores[r])
            + w2 * (my_c - counts[r])
            + w3 * (my_p - pots[r]) * reach
            + w4 * ((r - nxt) % n - my_o)
        )
        if z < -30.0:
            return 0.0
        v /= 1.0 + math.exp(-z)
    return v


def parse_params(data) -> dict:
    """``{(players, continues): (w0, w1, w2, w3, w4, c0)}`` from the data file's plain data; ValueError
    naming the fault if anything is malformed."""
    if not isinstance(data, dict):
        raise ValueError("value params: expected a JSON object")
    if data.get("version") != PARAMS_VERSION:
        raise ValueError(f"value params: version must be {PARAMS_VERSION}, not {data.get('version')!r}")
    if data.get("terms") != list(TERMS):
        raise ValueError(f"value params: 'terms' must list {list(TERMS)}, not {data.get('terms')!r}")
    sizes = data.get("players")
    if not isinstance(sizes, dict) or set(sizes) != set(SIZES):
        raise ValueError(f"value params: 'players' must map each of {list(SIZES)} to its weights")
    out = {}
    for key in SIZES:
        passes = sizes[key]
        if not isinstance(passes, dict) or set(passes) != set(PASSES):
            raise ValueError(f"value params: players {key} must be an object with {list(PASSES)}")
        for cont, name in enumerate(PASSES):
            raw = passes[name]
            where = f"players {key}, {name} pass"
            if not isinstance(raw, dict) or set(raw) != {"weights", "c0"}:
                raise ValueError(f"value params: {where} must be an object with 'weights' and 'c0'")
            weights, c0 = raw["weights"], raw["c0"]
            if not isinstance(weights, list) or len(weights) != len(TERMS):
                raise ValueError(f"value params: {where}: weights must be a list of {len(TERMS)} numbers")
            for x in weights + [c0]:
                if type(x) not in (int, float) or not math.isfinite(x):
                    raise ValueError(f"value params: {where}: {x!r} is not a finite number")
            if c0 <= 0:
                raise ValueError(f"value params: {where}: c0 must be positive, not {c0!r}")
            out[int(key), cont] = tuple(float(x) for x in weights) + (float(c0),)
    return out


def params_to_data(params: dict, note: str = "") -> dict:
    data = {"version": PARAMS_VERSION, "terms": list(TERMS), "note": note, "players": {}}
    for n, cont in sorted(params):
        *weights, c0 = params[n, cont]
        data["players"].setdefault(str(n), {})[PASSES[cont]] = {"weights": [round(w, 6) for w in weights], "c0": c0}
    return data


def load_params(path: str = PARAMS_FILE) -> dict:
    """The weights from ``path`` (default: the shipped file); a clear ValueError if missing or malformed."""
    return read_params(path, "value params", parse_params)


@functools.cache
def shipped_params() -> dict:
    """The shipped weights, read once."""
    return load_params()
