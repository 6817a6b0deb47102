"""The plan of the lobby matrix (tests/test_lobby_matrix.py): which set-ups of each game are played.

A game's lobby choices are ``Factor``s: its lobby options (from its GameInfo), plus the seats' CPU level
("level": every seat at one level; its default is a mix of the levels) and each per-seat switch
("flag:<key>": on for the first seat, or for every seat). For every game the plan holds

- the defaults at every seat count the rules accept;
- every non-default value of every factor alone, at every seat count the rules accept it at;
- every pair of non-default values of two factors together, each pair in its own game (about 680 for
  Vegas's 27 options), the seat counts taking turns among those the rules accept the pair at;
- for Vegas also a greedy pairwise covering design: games with up to six options on at once that hold
  every pair again, so that options also meet three and more at a time.

``check(seats, options)`` is each game's set-up rule written from its rulebook (None: it may be played,
else why not). A pair that no seat count accepts is a *forbidden pair*: the matrix sees it refused in the
lobby, with the reason shown, instead of played. Everything here is deterministic (sorted, seeded), so
every pytest-xdist worker collects the same plan.
"""

from __future__ import annotations

import itertools
import os
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from matrix_rig import Setup

from arcade.games import registry

SEED_SHIFT = int(os.environ.get("MATRIX_SEED", "0") or 0)
"""Every game's seed moves by this (``MATRIX_SEED=3 make test-slow`` plays the same set-ups on other deals);
the set-ups themselves never change."""

Value = object
Pair = tuple[tuple[str, Value], tuple[str, Value]]


@dataclass(frozen=True)
class Factor:
    key: str
    default: Value
    values: tuple  # the non-default values


@dataclass(frozen=True)
class Space:
    game: str
    seats: tuple[int, ...]
    factors: tuple[Factor, ...]
    levels: tuple[str, ...]
    check: Callable[[int, dict], str | None]
    limit_ms: float  # game time a game may take before it counts as never ending
    cover: bool  # also a pairwise covering design (games with up to six options on)

    def factor(self, key: str) -> Factor:
        return next(f for f in self.factors if f.key == key)

    def full(self, assignment: dict) -> dict:
        """Every factor's value: the assignment's, else the default."""
        out = {f.key: f.default for f in self.factors}
        out.update(assignment)
        return out

    def lobby_options(self, assignment: dict) -> dict:
        return {k: v for k, v in self.full(assignment).items() if not k.startswith(("level", "flag:"))}

    def ok(self, seats: int, assignment: dict) -> bool:
        options = self.lobby_options(assignment)
        return self.check(seats, options) is None and not hidden_set(self.game, seats, options)

    def setup(self, seats: int, assignment: dict, seed: int) -> Setup:
        """The lobby set-up of an assignment: the level factor sets every seat's level (else the levels
        in turn from a place that moves with the seat count), a switch factor its seats."""
        level = assignment.get("level")
        if level is None:
            levels = tuple(self.levels[(seats + i) % len(self.levels)] for i in range(seats))
        else:
            levels = (level,) * seats
        flags = []
        for key, value in sorted(assignment.items()):
            if key.startswith("flag:"):
                on = range(seats) if value == "all" else (0,)
                flags += [(i, key[5:]) for i in on]
        options = tuple(
            (k, v)
            for k, v in sorted(self.lobby_options(assignment).items(), key=lambda kv: kv[0])
            if v != self.factor(k).default
        )
        return Setup(self.game, levels, options, tuple(sorted(flags)), seed)


def singles(space: Space) -> list[tuple[str, Value]]:
    return [(f.key, v) for f in space.factors for v in f.values]


def all_pairs(space: Space) -> list[Pair]:
    out = []
    for fa, fb in itertools.combinations(space.factors, 2):
        out += [((fa.key, a), (fb.key, b)) for a in fa.values for b in fb.values]
    return out


def pair_counts(space: Space, pair: Pair) -> list[int]:
    """The seat counts at which the rules accept this pair (everything else at its default)."""
    return [n for n in space.seats if space.ok(n, dict(pair))]


# ---------------------------------------------------------------------- the games' set-up rules
def alone_with(game: str, key: str, value: Value) -> dict:
    """A value played alone: with the switch its lobby row needs turned on (Vegas's timer with U)."""
    opt = next((o for o in registry.get(game).options if o.key == key), None)
    return {key: value, opt.needs: True} if opt is not None and opt.needs else {key: value}


def hidden_set(game: str, seats: int, options: dict) -> bool:
    """True when an option off its default has no lobby row at this table (a row for other player counts,
    or one whose switch is off: Vegas's timer without U): no player can make that set-up."""
    for o in registry.get(game).options:
        if options.get(o.key, o.default) == o.default:
            continue
        if (o.players and seats not in o.players) or (o.needs and not options.get(o.needs)):
            return True
    return False


def no_rule(seats: int, options: dict) -> str | None:
    return None


def vegas_check(seats: int, options: dict) -> str | None:
    """Vegas Slot Machine 1973's set-up rules, from the rulebook (and the decisions that settle what it
    leaves open: docs/rules-decisions.md, Vegas, "Refused combinations")."""
    var = {k[4:] for k, on in options.items() if k.startswith("var_") and on}
    mode = options["mode"]
    if mode == "auto":
        mode = "solo" if seats == 1 else "competitive"
    if "C" in var and mode in ("solo", "coop"):  # chosen by the player: refused, not played as teams
        return "C is a teams game, not a solo or co-operative one"
    if mode == "teams" or "C" in var:  # "C. ... make 2, 3 or 4 teams": C is the teams mode
        mode = "teams"
    decks = options["decks"]
    if decks == "auto":
        decks = 2 if seats > 4 and "Q" not in var else 1
    if mode == "solo" and seats != 1:
        return "solo is one player"
    if mode == "coop" and seats < 2:
        return "co-operative needs two players or more"
    if mode == "teams" and seats not in (4, 6, 8):
        return "C: 4, 6 or 8 players make 2, 3 or 4 teams"
    if "Q" in var and decks == 2:
        return "Q is playing five or more with only one deck"
    if seats > 4 and decks == 1 and "Q" not in var:
        return "more than four players: two decks or variation Q"
    if "O" in var and "Q" in var:
        return "O ends the game when the draw pile is empty; Q reshuffles and plays on"
    if "I" in var and "T" in var:
        return "I fixes the hand at four; T gives 3, 4, 5... cards"
    if "U" in var and mode not in ("solo", "coop"):
        return "U is a solo and co-operative variation"
    if options["spin"] == "A" and seats > 4 * decks:
        return "Spin Again A: one card per player, four in each box"
    return None


def _levels(game: str) -> Factor:
    info = registry.get(game)
    return Factor("level", None, tuple(info.cpu_levels))


def _options(game: str) -> list[Factor]:
    return [Factor(o.key, o.default, tuple(c for c in o.choices if c != o.default)) for o in registry.get(game).options]


def _flags(game: str) -> list[Factor]:
    return [Factor(f"flag:{key}", None, ("one", "all")) for key, _label in registry.get(game).seat_flags]


def space(game: str) -> Space:
    info = registry.get(game)
    factors = tuple(_options(game) + _flags(game) + [_levels(game)])
    seats = tuple(range(info.min_players, info.max_players + 1))
    # game time before a game counts as never ending: many times the longest seen (Vegas 7 s, Insert Coin
    # 7 s, Crash Line 26 s, a Mania table with its duels 4 min, a Top Speed race 4 min)
    limits = {
        "vegas": 120_000.0,
        "crashline": 1_200_000.0,
        "mania": 1_800_000.0,
        "insertcoin": 600_000.0,
        "topspeed": 900_000.0,
    }
    return Space(
        game,
        seats,
        factors,
        tuple(info.cpu_levels),
        vegas_check if game == "vegas" else no_rule,
        limits[game],
        cover=game == "vegas",
    )


# ---------------------------------------------------------------------- the plan
@dataclass(frozen=True)
class Planned:
    kind: str  # "defaults", "single", "pair" or "cover"
    seats: int
    assignment: tuple  # sorted (key, value) pairs away from the defaults
    setup: Setup

    @property
    def id(self) -> str:
        return self.setup.label()


def _take_turns(counts: list[int], used: Counter, rng: random.Random) -> int:
    """The accepted seat count used least so far (ties: drawn)."""
    low = min(used[n] for n in counts)
    return rng.choice([n for n in counts if used[n] == low])


def covering(
    space: Space, pairs: list[Pair], rng: random.Random, used: Counter, candidates: int = 12, most: int = 6
) -> list[tuple[int, dict]]:
    """A greedy pairwise covering design: games (seat count, assignment) that together hold every pair
    of ``pairs``; each game is grown from an uncovered pair, one factor at a time, taking the value that
    covers most new pairs while the rules still accept the set-up, up to ``most`` factors away from their
    defaults (a game with everything on at once would hide one fault behind another)."""
    uncovered = set(pairs)
    partners: dict[tuple[str, Value], list[tuple[str, Value]]] = {}
    for a, b in pairs:
        partners.setdefault(a, []).append(b)
        partners.setdefault(b, []).append(a)
    games: list[tuple[int, dict]] = []
    while uncovered:
        best: tuple[int, int, dict] | None = None
        pool = sorted(uncovered, key=repr)
        for _ in range(candidates):
            seed = pool[rng.randrange(len(pool))]
            seats = _take_turns(pair_counts(space, seed), used, rng)
            chosen = dict(seed)
            order = [f for f in space.factors if f.key not in chosen]
            rng.shuffle(order)
            for f in order:
                if len(chosen) >= most:
                    break
                gains = []
                for v in f.values:
                    trial = {**chosen, f.key: v}
                    if not space.ok(seats, trial):
                        continue
                    gain = sum(1 for (k, w) in chosen.items() if _key(space, (f.key, v), (k, w)) in uncovered)
                    gains.append((gain, rng.random(), v))
                if gains:
                    gain, _r, v = max(gains, key=lambda g: (g[0], g[1]))
                    if gain > 0:
                        chosen[f.key] = v
            covered = sum(1 for p in _pairs_of(space, chosen) if p in uncovered)
            if best is None or covered > best[0]:
                best = (covered, seats, chosen)
        covered, seats, chosen = best
        used[seats] += 1
        uncovered -= set(_pairs_of(space, chosen))
        games.append((seats, chosen))
    return games


def _key(space: Space, a: tuple[str, Value], b: tuple[str, Value]) -> Pair:
    """A pair in the order ``all_pairs`` names it (the factors' order)."""
    order = [f.key for f in space.factors]
    return (a, b) if order.index(a[0]) < order.index(b[0]) else (b, a)


def _pairs_of(space: Space, assignment: dict) -> list[Pair]:
    order = [f.key for f in space.factors]
    items = sorted(assignment.items(), key=lambda kv: order.index(kv[0]))
    return list(itertools.combinations(items, 2))


def plan(game: str) -> list[Planned]:
    sp = space(game)
    rng = random.Random(f"matrix:{game}")
    used: Counter = Counter()
    out: list[tuple[str, int, dict]] = []
    for n in sp.seats:  # the defaults at every seat count
        used[n] += 1
        out.append(("defaults", n, {}))
    for key, value in singles(sp):  # every value alone (with the switch it needs), at every count it takes
        for n in sp.seats:
            if sp.ok(n, alone_with(game, key, value)):
                used[n] += 1
                out.append(("single", n, alone_with(game, key, value)))
    playable = [p for p in all_pairs(sp) if pair_counts(sp, p)]
    for pair in playable:  # every pair in its own game, counts in turn
        n = _take_turns(pair_counts(sp, pair), used, rng)
        used[n] += 1
        out.append(("pair", n, dict(pair)))
    if sp.cover:  # and the pairs again, several at a time
        out += [("cover", n, a) for n, a in covering(sp, playable, rng, used)]
    return [
        Planned(kind, n, tuple(sorted(a.items(), key=lambda kv: kv[0])), sp.setup(n, a, seed=1000 * i + 7 + SEED_SHIFT))
        for i, (kind, n, a) in enumerate(out)
    ]


def forbidden_pairs(game: str) -> list[Pair]:
    sp = space(game)
    return [p for p in all_pairs(sp) if not pair_counts(sp, p)]


def coverage(game: str, games: list[Planned]) -> dict:
    """What the planned games hold: the pairs and singles the rules accept, and which of them the games
    leave out (both lists should be empty)."""
    sp = space(game)
    held: set = set()
    held_by_cover: set = set()
    alone: set = set()
    counts: set = set()
    for g in games:
        a = dict(g.assignment)
        held.update(_pairs_of(sp, a))
        if g.kind == "cover":
            held_by_cover.update(_pairs_of(sp, a))
        if len(a) == 1 or (g.kind == "single" and len(a) == 2):
            alone.update((k, v) for k, v in a.items() if alone_with(game, k, v) == a)
        if not a:
            counts.add(g.seats)
    playable = [p for p in all_pairs(sp) if pair_counts(sp, p)]
    return {
        "games": len(games),
        "pairs": len(playable),
        "pairs_missing": [p for p in playable if p not in held],
        "cover_missing": [p for p in playable if p not in held_by_cover] if sp.cover else [],
        "own_game_missing": [
            p for p in playable if not any(g.kind == "pair" and dict(g.assignment) == dict(p) for g in games)
        ],
        "singles": len(singles(sp)),
        "singles_missing": [s for s in singles(sp) if s not in alone],
        "counts_missing": [n for n in sp.seats if n not in counts],
        "forbidden": len(all_pairs(sp)) - len(playable),
        "seat_counts": Counter(g.seats for g in games),
    }
