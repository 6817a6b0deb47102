"""The tuned Crash Line Shark (``tunedshark`` in the simulator): a card counter whose rule of thumb is a
fitted weighing of the game, with a few playouts near the end; at most about 2 ms a decision.

It reads only its seat's ``TableView``. It flips again while a weighted sum of a few numbers from its
view (:mod:`.shark_features`: the crash chance against the Careful grown-up's 30%, the points on the line
and those a safe flip adds, its lead in spreads of the turns left, the Hand-Me-Down a crash would give
away, how far the game has gone) is at least 0. The weights are data, ``shark_params.json`` (one set for
heads-up, one for three or more players), fitted by play against Careful grown-ups (:mod:`.tune_shark`);
weights 1 on ``margin`` and 0 elsewhere play exactly like a Careful grown-up. Near the end (fewer than
``ENDGAME_CARDS`` cards left before GAME OVER, so a playout costs only a few dozen flips) it checks its
choice with paired playouts against a model of the table (Careful grown-ups, Kids in Kid mode), as many
as fit about 1.2 ms, and changes it only when they clearly disagree.

Steals take the card that helps it most and hurts the leader most; a Hand-Me-Down takes the card worth
most to it.
"""

from __future__ import annotations

import functools
import math
import os
import random

from arcade.games.crashline.bots import Careful, Kid, best_pick, leader, play_to_end
from arcade.games.crashline.cards import NUM, shuffle
from arcade.games.crashline.rules import CASH, FLIP, PICK, STEAL, TURN, Action, steal
from research.crashline.params_file import read_params
from research.crashline.shark_features import FEATURE_NAMES, features

PARAMS_FILE = os.path.join(os.path.dirname(__file__), "shark_params.json")
PARAMS_VERSION = 2
GROUPS = ("heads_up", "table")  # two players; three to six
ENDGAME_BUDGET = 320  # paired playouts per decision = this / (14 + cards left to GAME OVER) ...
ENDGAME_MAX = 40  # ... at most this many ...
ENDGAME_MIN = 6  # ... and none when fewer would fit (about 1.2 ms of a loaded core in all)
ENDGAME_Z = 1.0  # standard errors by which the playouts must disagree to overrule the weights
ENDGAME_CARDS = 25  # before CONTINUE?, playouts only once this few cards are left in all
_CAREFUL, _KID = Careful(), Kid()


def parse_params(data) -> dict:
    """``{"heads_up": (weights, steal_hurt), "table": (...)}`` from the data file's plain data.
    Anything malformed raises ValueError naming the fault."""
    if not isinstance(data, dict):
        raise ValueError("shark params: expected a JSON object")
    if data.get("version") != PARAMS_VERSION:
        raise ValueError(f"shark params: version must be {PARAMS_VERSION}, not {data.get('version')!r}")
    if data.get("features") != list(FEATURE_NAMES):
        raise ValueError(f"shark params: 'features' must list {list(FEATURE_NAMES)}, not {data.get('features')!r}")
    out = {}
    for group in GROUPS:
        raw = data.get(group)
        if not isinstance(raw, dict) or set(raw) != {"weights", "steal_hurt"}:
            raise ValueError(f"shark params: {group!r} must be an object with 'weights' and 'steal_hurt'")
        weights, hurt = raw["weights"], raw["steal_hurt"]
        if not isinstance(weights, list) or len(weights) != len(FEATURE_NAMES):
            raise ValueError(f"shark params: {group} weights must be a list of {len(FEATURE_NAMES)} numbers")
        for x in weights + [hurt]:
            if type(x) not in (int, float) or not math.isfinite(x):
                raise ValueError(f"shark params: {group}: {x!r} is not a finite number")
        out[group] = (tuple(float(x) for x in weights), float(hurt))
    return out


def params_to_data(params: dict) -> dict:
    data = {"version": PARAMS_VERSION, "features": list(FEATURE_NAMES)}
    for group in GROUPS:
        weights, hurt = params[group]
        data[group] = {"weights": [round(w, 5) for w in weights], "steal_hurt": hurt}
    return data


def load_params(path: str = PARAMS_FILE) -> dict:
    """The weights from ``path`` (default: the shipped ``shark_params.json``); a clear ValueError if the
    file is missing, not JSON or malformed."""
    return read_params(path, "shark params", parse_params)


CAREFUL_WEIGHTS = tuple(1.0 if name == "margin" else 0.0 for name in FEATURE_NAMES)
"""Weights that play exactly like a Careful grown-up (flip while the crash chance is at most 30%)."""


@functools.cache
def shipped_params() -> dict:
    """The shipped weights, read once."""
    return load_params()


def steal_pick(view, hurt: float) -> Action:
    """The steal with the best own gain plus ``hurt`` times the victim's loss for the leader (half that
    for anyone else); only a machine's top card is a candidate (it gains and costs at least as much)."""
    seat = view.seat
    top_seat = leader(view, seat)
    tops = view.pile_tops(seat)
    best_key, bq, bc = None, -1, -1
    for q in range(view.players):
        if q == seat:
            continue
        weight = hurt if q == top_seat else 0.5 * hurt
        theirs = view.pile(q)
        for m in range(5):
            cards = theirs[m]
            if not cards:
                continue
            c = max(cards)
            top = tops[m]
            gain = NUM[c] if top < 0 else (c - top + 1 if c > top else 1)
            loss = NUM[c] if len(cards) == 1 else c - sorted(cards)[-2] + 1
            key = (gain + weight * loss, c)
            if best_key is None or key > best_key:
                best_key, bq, bc = key, q, c
    return steal(bq, bc)


class TunedShark:
    """Flip or cash in by fitted weights over its view, checked by playouts on the last pass."""

    name = "tunedshark"
    instant = True  # at most a couple of milliseconds: the scene asks on the main thread

    def __init__(
        self,
        params: dict | None = None,
        seed: int | None = 0,
        budget: int = ENDGAME_BUDGET,
        z: float = ENDGAME_Z,
        early_cards: int = ENDGAME_CARDS,
    ) -> None:
        self.params = params if params is not None else shipped_params()
        self.rng = random.Random(seed)
        self.budget = budget
        self.z = z
        self.early_cards = early_cards

    def playouts(self, view) -> int:
        """How many paired playouts fit this decision's time: 0 before the last pass (unless only
        ``early_cards`` are left in all), else ``budget`` / (14 + cards left), capped."""
        left = view.deck_count
        if not view.continues:
            left += len(view.discard)
            if left > self.early_cards:
                return 0
        runs = self.budget // (14 + left)
        return 0 if runs < ENDGAME_MIN else min(runs, ENDGAME_MAX)

    def wants_flip(self, view, chance: float) -> bool:
        """The weights' verdict for the acting seat, which may cash in and faces crash chance ``chance``."""
        weights = self.params["heads_up" if view.players == 2 else "table"][0]
        return sum(w * x for w, x in zip(weights, features(view, chance))) >= 0.0

    def choose(self, view) -> Action:
        chance = view.cash_option()
        if chance >= 0.0:
            if chance == 0.0:
                return FLIP
            if chance >= 1.0:
                return CASH
            default = FLIP if self.wants_flip(view, chance) else CASH
            runs = self.playouts(view) if self.budget else 0
            return self.endgame(view, default, runs) if runs else default
        phase = view.phase
        if phase == TURN:
            return FLIP
        if phase == STEAL:
            return steal_pick(view, self.params["heads_up" if view.players == 2 else "table"][1])
        if phase == PICK:
            return best_pick(view, view.seat)
        raise ValueError("the game is over")

    def endgame(self, view, default: Action, runs: int) -> Action:
        """Near the end: play the game out ``runs`` times after each choice on the same
        sampled decks, the table as Careful grown-ups (Kids where Kid mode is on), itself as Careful
        afterwards; keep ``default`` unless one choice wins clearly more often (``z`` standard errors)."""
        seat = view.seat
        kid = view.kid
        bots = [(_KID if kid[q] else _CAREFUL).choose for q in range(view.players)]
        rng = self.rng
        base = view.sample_state(random.Random(rng.getrandbits(64)))  # the table, its deck order forgotten
        reshuffle = not view.continues  # a CONTINUE? may still come: each playout brings its own dice
        total = total_sq = 0.0
        for _ in range(runs):
            order = base.deck[:]
            shuffle(rng, order)
            seed = rng.getrandbits(64) if reshuffle else 0
            d = 0.0
            for action, sign in ((FLIP, 1.0), (CASH, -1.0)):
                state = base.clone(random.Random(seed) if reshuffle else rng)
                state.deck = order[:]
                state.step(action)
                play_to_end(state, bots)
                winners = state.winners()
                if seat in winners:
                    d += sign / len(winners)
            total += d
            total_sq += d * d
        mean = total / runs
        var = max(total_sq / runs - mean * mean, 1e-9)
        if abs(mean) > self.z * math.sqrt(var / runs):
            return FLIP if mean > 0 else CASH
        return default
