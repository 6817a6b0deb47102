"""A fitted steal scorer for the Crash Line Sharks: which card to take after I GOT NEXT!. Pure.

Each candidate (a rival's best card of one machine: it gains and costs at least as much as a lower one)
is described by a few numbers from the stealer's ``TableView`` (:func:`candidate_features`): the points
it adds to the stealer's score pile, the change that makes to what the line would bank, the points the
victim loses (also weighed by how far ahead of the stealer the victim stands), whether the card is a 9 (it caps the
machine), whether it empties the victim's
machine, how the stealer's and the victim's "potential" (the mean points a card still to come would add)
change, and the same points weighed by how much of the game is gone. The score of a candidate is a
weighted sum of these; the weights are data, ``steal_params.json``, fitted by :mod:`.fit_steal` on
steal positions whose candidates were valued by many paired playouts. Loading checks the file and
refuses anything malformed with a clear ValueError.

Only heads-up weights are shipped: there the fitted choice gives away 0.45 points of win chance a steal
against the best candidate, where the value Shark's own choice gives away 0.86 and Careful's 1.00
(11,366 positions, cross-fitted). At three or more players the same features did no better than the
value Shark's choice (its steals stay there).
"""

from __future__ import annotations

import functools
import math
import os

from arcade.games.crashline.cards import NUM
from arcade.games.crashline.rules import Action, steal
from research.crashline.params_file import read_params
from research.crashline.value_model import gain_table, pool_of

PARAMS_FILE = os.path.join(os.path.dirname(__file__), "steal_params.json")
PARAMS_VERSION = 1
GROUPS = ("heads_up",)  # measured: at 3-6 players the fitted weights were no better than the value Shark's own steal
FEATURE_NAMES = (
    "gain",
    "line_change",
    "loss",
    "loss_ahead",
    "nine",
    "empties",
    "my_reach",
    "victim_reach",
    "late_gain",
    "late_loss",
)
FULL_GAME = 108.0  # cards a game deals: the deck twice


def _gain(top: int, c: int) -> int:
    return NUM[c] if top < 0 else (c - top + 1 if c > top else 1)


def _loss(cards, c: int) -> int:
    if len(cards) == 1:
        return NUM[c]
    return c - sorted(cards)[-2] + 1


def candidates(view) -> list:
    """``(victim, card)`` for every rival's best card of every machine they hold, in seat order from the
    stealer's left, machines in order."""
    seat, n = view.seat, view.players
    out = []
    for i in range(1, n):
        q = (seat + i) % n
        for c in view.pile_tops(q):
            if c >= 0:
                out.append((q, c))
    return out


def candidate_features(view) -> tuple:
    """(candidates, one feature tuple per candidate) for the stealer ``view.seat``."""
    seat, n = view.seat, view.players
    scores = view.scores()
    deck, discard, continues = view.unseen_cards(), view.discard, view.continues
    pool = pool_of(deck, discard, continues)
    size = sum(len(p) for p in pool) or 1
    table = gain_table(pool)
    left = len(deck) + (0 if continues else len(discard) + len(view.line))
    reach = left / n / size
    gone = max(0.0, 1.0 - left / FULL_GAME)
    my_tops = view.pile_tops(seat)
    line_top = [-1] * 5  # the best card of each machine in the line (the line is the stealer's)
    for c in view.line:
        if c < 45 and c > line_top[c // 9]:
            line_top[c // 9] = c
    cands = candidates(view)
    rows = []
    for q, c in cands:
        m = c // 9
        t = my_tops[m]
        gain = _gain(t, c)
        # what banking the line would add, with the stolen card in the pile and without
        lt = line_top[m]
        if lt >= 0:
            before = _gain(t, lt)
            after = _gain(c if c > t else t, lt)
            line_change = after - before
        else:
            line_change = 0
        theirs = view.machine_cards(q, m)
        loss = _loss(theirs, c)
        row_m = table[m]
        new_t = c if c > t else t
        my_pot = (row_m[new_t - 9 * m + 1] - row_m[0 if t < 0 else t - 9 * m + 1]) * reach
        rest = [x for x in theirs if x != c]
        vt = max(rest) if rest else -1
        victim_pot = (row_m[0 if vt < 0 else vt - 9 * m + 1] - row_m[c - 9 * m + 1]) * reach
        ahead = max(-1.0, min(1.0, (scores[q] - scores[seat]) / 20.0))
        rows.append(
            (
                float(gain),
                float(line_change),
                float(loss),
                loss * ahead,
                1.0 if NUM[c] == 9 else 0.0,
                1.0 if len(theirs) == 1 else 0.0,
                my_pot,
                victim_pot,
                gain * gone,
                loss * gone,
            )
        )
    return cands, rows


def parse_params(data) -> dict:
    """``{"heads_up": weights, "table": weights}`` from the data file's plain data; ValueError naming the
    fault if anything is malformed."""
    if not isinstance(data, dict):
        raise ValueError("steal params: expected a JSON object")
    if data.get("version") != PARAMS_VERSION:
        raise ValueError(f"steal params: version must be {PARAMS_VERSION}, not {data.get('version')!r}")
    if data.get("features") != list(FEATURE_NAMES):
        raise ValueError(f"steal params: 'features' must list {list(FEATURE_NAMES)}, not {data.get('features')!r}")
    out = {}
    for group in GROUPS:
        weights = data.get(group)
        if not isinstance(weights, list) or len(weights) != len(FEATURE_NAMES):
            raise ValueError(f"steal params: {group!r} must be a list of {len(FEATURE_NAMES)} numbers")
        for x in weights:
            if type(x) not in (int, float) or not math.isfinite(x):
                raise ValueError(f"steal params: {group}: {x!r} is not a finite number")
        out[group] = tuple(float(x) for x in weights)
    return out


def params_to_data(params: dict, note: str = "") -> dict:
    data = {"version": PARAMS_VERSION, "features": list(FEATURE_NAMES), "note": note}
    for group in GROUPS:
        data[group] = [round(w, 6) for w in params[group]]
    return data


def load_params(path: str = PARAMS_FILE) -> dict:
    """The weights from ``path`` (default: the shipped file); a clear ValueError if missing or malformed."""
    return read_params(path, "steal params", parse_params)


@functools.cache
def shipped_params() -> dict:
    """The shipped weights, read once."""
    return load_params()


def best_steal(view, params: dict | None = None) -> Action:
    """The heads-up candidate with the highest fitted score (ties: the earlier candidate)."""
    if view.players != 2:
        raise ValueError("the fitted steal scorer is for heads-up games only")
    weights = (params if params is not None else shipped_params())["heads_up"]
    cands, rows = candidate_features(view)
    best, best_i = None, 0
    for i, row in enumerate(rows):
        s = sum(w * x for w, x in zip(weights, row))
        if best is None or s > best:
            best, best_i = s, i
    q, c = cands[best_i]
    return steal(q, c)
