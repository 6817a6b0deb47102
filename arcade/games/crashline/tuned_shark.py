"""The lobby's Crash Line Shark: a card counter whose cash-in threshold moves with the game, tuned by play.

It reads only its seat's ``TableView`` and decides in microseconds (no search, no dice). Like
:class:`.bots.Careful` it flips while the exact crash chance of the next flip, from the cards it can see,
is at most a threshold; unlike Careful the threshold is not fixed. It rises when it is behind and falls
when it is ahead (measured in the spread of the turns left), rises with the points a safe flip would add
against the points the line puts at risk, falls as the line grows, and on its last turns it pushes when
cashing in would leave it behind and banks when it is clearly ahead. How much each of these counts is
data, ``shark_params.json`` (one set for heads-up, one for three or more players), fitted by playing
thousands of seeded games against Careful grown-ups (:mod:`.tune_shark`).

Steals take the card that helps it most and hurts the leader most; a Hand-Me-Down takes the card worth
most to it.
"""
from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, fields

import random

from .bots import Careful, Kid, best_pick, leader, play_to_end
from .cards import NUM
from .rules import CASH, FLIP, PICK, STEAL, TURN, Action, steal

PARAMS_FILE = os.path.join(os.path.dirname(__file__), "shark_params.json")
PARAMS_VERSION = 1
TURN_SPREAD = 6.6          # spread of one turn's points (measured over Careful games)
CARDS_PER_TURN = 3.9       # cards flipped per turn
RECYCLE = 0.4              # share of today's deck that comes back in the reshuffled discard pile
ENDGAME_ROLLOUTS = 12      # paired playouts per last-pass decision (each a few dozen flips)
ENDGAME_Z = 1.0            # standard errors by which a playout verdict must beat the threshold rule
_CAREFUL, _KID = Careful(), Kid()


@dataclass(frozen=True)
class SharkParams:
    """One set of weights (see the module text); ``flip`` iff crash chance <= the threshold they make."""
    base: float = 0.30            # threshold when level, with an average line
    lead: float = 0.0             # per unit of lead (clipped to +-2 spreads): negative = push when behind
    ev: float = 0.0               # per unit of (safe flip's gain / (gain + line at risk) - 0.3)
    value: float = 0.0            # per 10 points on the line above 10
    final_turns: float = 0.0      # "last turns": after CONTINUE?, fewer than this many own turns left
    final_behind: float = 0.30    # threshold on the last turns when cashing in leaves it behind
    final_ahead: float = 0.30     # ... and when cashing in leaves it ahead
    steal_hurt: float = 1.0       # weight of the leader's loss in a steal (others count half of it)


def _check_params(raw, where: str) -> SharkParams:
    if not isinstance(raw, dict):
        raise ValueError(f"{where}: expected an object of weights, got {type(raw).__name__}")
    names = {f.name for f in fields(SharkParams)}
    unknown = sorted(set(raw) - names)
    missing = sorted(names - set(raw))
    if unknown or missing:
        raise ValueError(f"{where}: unknown weights {unknown}, missing weights {missing}")
    for name, value in raw.items():
        if type(value) not in (int, float) or not math.isfinite(value):
            raise ValueError(f"{where}: weight {name!r} must be a finite number, not {value!r}")
    if raw["final_turns"] < 0:
        raise ValueError(f"{where}: final_turns must not be negative")
    return SharkParams(**{k: float(v) for k, v in raw.items()})


def parse_params(data) -> dict:
    """``{2: SharkParams, 3: SharkParams}`` from the data file's plain data (key 3 serves 3-6 players).
    Anything malformed raises ValueError naming the fault."""
    if not isinstance(data, dict):
        raise ValueError("shark params: expected a JSON object")
    if data.get("version") != PARAMS_VERSION:
        raise ValueError(f"shark params: version must be {PARAMS_VERSION}, not {data.get('version')!r}")
    groups = data.get("groups")
    if not isinstance(groups, dict) or set(groups) != {"heads_up", "table"}:
        raise ValueError("shark params: 'groups' must hold exactly 'heads_up' and 'table'")
    return {2: _check_params(groups["heads_up"], "shark params heads_up"),
            3: _check_params(groups["table"], "shark params table")}


def load_params(path: str = PARAMS_FILE) -> dict:
    """The weights from ``path`` (default: the shipped ``shark_params.json``); a clear ValueError if the
    file is missing, not JSON or malformed."""
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except OSError as exc:
        raise ValueError(f"shark params: cannot read {path}: {exc}") from exc
    except json.JSONDecodeError as exc:
        raise ValueError(f"shark params: {path} is not valid JSON: {exc}") from exc
    try:
        return parse_params(data)
    except ValueError as exc:
        raise ValueError(f"{exc} (in {path})") from exc


def params_to_data(heads_up: SharkParams, table: SharkParams) -> dict:
    return {"version": PARAMS_VERSION,
            "groups": {"heads_up": {f.name: getattr(heads_up, f.name) for f in fields(SharkParams)},
                       "table": {f.name: getattr(table, f.name) for f in fields(SharkParams)}}}


_LOADED: dict = {}


def shipped_params() -> dict:
    if not _LOADED:
        _LOADED.update(load_params())
    return _LOADED


def flip_threshold(view, params: SharkParams) -> float:
    """The crash chance up to which the acting seat flips again (it may cash in now)."""
    seat = view.seat
    scores = view.scores()
    n = len(scores)
    line_value = view.line_value()
    best = max(scores[q] for q in range(n) if q != seat)
    lead = scores[seat] + line_value - best
    deck = view.deck_count
    final = view.continues
    cards_left = deck if final else deck * (1.0 + RECYCLE) + len(view.discard)
    turns = cards_left / (CARDS_PER_TURN * n)              # own turns still to come, roughly
    if final and turns < params.final_turns:
        return params.final_behind if lead <= 0 else params.final_ahead
    z = lead / (TURN_SPREAD * math.sqrt(2.0 * turns + 1.0))
    z = -2.0 if z < -2.0 else 2.0 if z > 2.0 else z
    # The mean gain of a safe flip: the unseen Machine cards of machines not in the line.
    tops = view.pile_tops(seat)
    mask = view.line_mask
    total = count = 0
    for c in view.unseen_cards():
        if c >= 45:
            break
        m = c // 9
        if mask >> m & 1:
            continue
        top = tops[m]
        total += NUM[c] if top < 0 else (c - top + 1 if c > top else 1)
        count += 1
    gain = total / count if count else 0.0
    ratio = gain / (gain + line_value) if gain + line_value > 0 else 0.0
    return (params.base + params.lead * z + params.ev * (ratio - 0.3)
            + params.value * (line_value - 10) / 10.0)


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
    """Flip or cash in by a threshold that follows the score, the cards left and the line (instant)."""

    name = "shark"
    instant = True          # decides in microseconds: the scene asks on the main thread

    def __init__(self, params: dict | None = None, seed: int | None = 0, endgame_rollouts: int = ENDGAME_ROLLOUTS,
                 z: float = ENDGAME_Z) -> None:
        self.params = params if params is not None else shipped_params()
        self.rng = random.Random(seed)
        self.endgame_rollouts = endgame_rollouts
        self.z = z

    def endgame(self, view, default: Action) -> Action:
        """On the last pass (after CONTINUE?, a short game left, so a playout costs little): play the game
        out ``endgame_rollouts`` times after each choice on the same sampled decks, the table as Careful
        grown-ups (Kids where Kid mode is on), itself as Careful afterwards; keep ``default`` unless one
        choice wins clearly more often (``z`` standard errors)."""
        seat = view.seat
        kid = view.kid
        bots = [(_KID if kid[q] else _CAREFUL).choose for q in range(view.players)]
        rng = self.rng
        total = total_sq = 0.0
        runs = self.endgame_rollouts
        for _ in range(runs):
            seed = rng.getrandbits(64)
            d = 0.0
            for action, sign in ((FLIP, 1.0), (CASH, -1.0)):
                state = view.sample_state(random.Random(seed))
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

    def choose(self, view) -> Action:
        chance = view.cash_option()
        params = self.params[2 if view.players == 2 else 3]
        if chance >= 0.0:
            if chance == 0.0:
                return FLIP
            if chance >= 1.0:
                return CASH
            default = FLIP if chance <= flip_threshold(view, params) else CASH
            if view.continues and self.endgame_rollouts:
                return self.endgame(view, default)
            return default
        phase = view.phase
        if phase == TURN:
            return FLIP
        if phase == STEAL:
            return steal_pick(view, params.steal_hurt)
        if phase == PICK:
            return best_pick(view, view.seat)
        raise ValueError("the game is over")
