"""Computer players for Insert Coin to Play. Pure: they read a seat's :class:`~.rules.SheetView` and return
one :class:`~.rules.Action` for that seat.

- :class:`Kid` (for children): draws a random symbol in a random spot that fits; fills squares at random.
- :class:`Greedy`: the placement that fills the most squares now, in the shape closest to done.
- :class:`Planner`: scores each option by where it leaves the whole GamePad: which shapes the remaining
  cards can still finish (holes no symbol can reach cost a Life later), what their abilities are worth at
  this moment (attacks against unshielded opponents, a shield against the attacks still coming), lives,
  coins and the next GAME OVER card.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Protocol

from .pieces import GRID, SIZE, components, neighbours
from .rules import KEEP, Action, InsertCoin, SeatView, Table, cards

_HOLE_CACHE: dict[int, tuple[int, int, int]] = {}


class Bot(Protocol):
    """A computer player: ``choose`` one of the legal actions of the seat whose view it is given."""

    name: str
    instant: bool  # decides in a couple of milliseconds: the scene asks it on the main thread
    rng: random.Random

    def choose(self, view: SeatView) -> Action: ...


def hole_profile(empty: int) -> tuple[int, int, int]:
    """(empty squares, single-square holes, two-square holes) of a shape's empty squares: single holes
    take a Life or an ability to fill, two-square holes only the domino. (Every 3-square hole is an I3
    or a V3, both printed on cards.)"""
    hit = _HOLE_CACHE.get(empty)
    if hit is None:
        singles = pairs = 0
        for comp in components(empty):
            size = comp.bit_count()
            if size == 1:
                singles += 1
            elif size == 2:
                pairs += 1
        hit = (empty.bit_count(), singles, pairs)
        if len(_HOLE_CACHE) > 200_000:
            _HOLE_CACHE.clear()
        _HOLE_CACHE[empty] = hit
    return hit


def _level_order(view: Table, seat: int) -> list[int]:
    """Unfinished Levels of ``seat``, fewest empty squares first."""
    return sorted(
        (lv for lv in range(KEEP) if not view.is_complete(seat, lv)),
        key=lambda lv: view.empty_mask(seat, lv).bit_count(),
    )


def _square_in_fullest_level(view: Table, seat: int, actions: list[Action]) -> Action:
    """Of square-filling actions, one in the Level nearest completion, a lonely hole first."""
    order = _level_order(view, seat)
    rank = {lv: i for i, lv in enumerate(order)}

    def key(a: Action) -> tuple[int, bool, int, int]:
        empty = view.empty_mask(seat, a.level)
        b = 1 << (a.y * GRID + a.x)
        lonely = not (neighbours(b) & empty)
        return (rank.get(a.level, 9), not lonely, a.y, a.x)

    return min(actions, key=key)


class Kid:
    """Random but never silly on purpose: draws a symbol whenever one fits; for children."""

    name = "kid"
    instant = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to decide")
        places = [a for a in legal if a.kind == "place"]
        if places:
            return self.rng.choice(places)
        used = [a for a in legal if a.kind != "decline"]  # an ability is always used
        return self.rng.choice(used or legal)


class Greedy:
    """Fills the most squares now, in the shape nearest completion; spends a Life only when nothing fits."""

    name = "greedy"
    instant = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)  # the bot protocol's own generator (its choices use no chance)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to decide")
        seat = view.seat
        kind = legal[0].kind
        if kind == "keep":
            return max(
                legal,
                key=lambda a: (
                    sum(cards()[c].shape.value for c in a.cards),
                    -sum(cards()[c].shape.size for c in a.cards),
                ),
            )
        if kind == "kabuki":
            return legal[0]
        places = [a for a in legal if a.kind == "place"]
        if places:

            def key(a: Action) -> tuple[bool, int, int, int]:
                empty = view.empty_mask(seat, a.level).bit_count()
                after = empty - SIZE[a.piece]
                return (after == 0, SIZE[a.piece], -after, -a.level)

            return max(places, key=key)
        squares = [a for a in legal if a.kind in ("life", "fill")]
        if squares:
            return _square_in_fullest_level(view, seat, squares)
        return legal[0]  # pass


ABILITY_BASE = {
    "ultra_robot": 1.0,
    "space_ship": 3.0,
    "demon_king": 0.0,
    "white_skull": 0.0,
    "kabuki_love": 1.0,
    "magic_shield": 0.5,
    "alien_invader": 3.0,
    "power_cherry": 3.0,
}
MEAN_SQUARES_PER_CARD = 3.6


class Planner:
    """Looks one decision ahead with a whole-sheet estimate of the final score (see the module notes)."""

    name = "planner"
    instant = False  # a whole-sheet estimate per option: it thinks on the worker

    def __init__(
        self,
        dead_cost: float = 2.0,
        pair_cost: float = 0.8,
        spread: float = 0.15,
        pace: float = MEAN_SQUARES_PER_CARD,
        size_cost: float = 0.45,
        small_bonus: float = 0.0,
        finish_margin: float = 2.0,
        decline_margin: float = 5.0,
        seed: int = 0,
    ) -> None:
        self.rng = random.Random(seed)  # the bot protocol's own generator (its choices use no chance)
        self.decline_margin = decline_margin
        self.size_cost = size_cost
        self.small_bonus = small_bonus
        self.finish_margin = finish_margin
        self.dead_cost = dead_cost
        self.pair_cost = pair_cost
        self.spread = spread
        self.pace = pace

    # -------------------------------------------------------------- estimates
    def ability_worth(self, view: Table, seat: int, key: str, now: bool = True) -> float:
        """What completing a ``key`` shape is worth to ``seat``: ``now`` on this card (a knock-out counts),
        or later."""
        n = view.n
        opponents = [q for q in range(n) if q != seat]
        open_ = [q for q in opponents if not view.shielded(q)]
        if key == "demon_king":
            return 1.5 * len(open_) + (self.knockout(view, seat, open_) if now else 0.0)
        if key == "white_skull":
            return 3.0 * len(open_)
        if key == "ultra_robot":
            worth = 1.0 if view.lives[seat] < 3 else 0.3
            if view.has_completed(seat, "alien_invader"):
                worth += 1.5 * len(open_) + (self.knockout(view, seat, open_) if now else 0.0)
            return worth
        if key == "alien_invader":
            return 6.0 if view.has_completed(seat, "ultra_robot") else 3.0
        if key == "magic_shield":
            threats = 0
            for q in opponents:
                for lv in range(KEEP):
                    k = view.shape_of(q, lv).key
                    if not view.is_complete(q, lv) and k in ("demon_king", "white_skull", "ultra_robot"):
                        threats += 1
            return 0.5 + 1.2 * threats
        if key == "kabuki_love":
            best = 0.5
            for lv in range(KEEP):
                shape = view.shape_of(seat, lv)
                if shape.value == 10 and not view.is_complete(seat, lv):
                    best = max(best, 0.7 * (shape.value + ABILITY_BASE[shape.key]))
            return best
        return ABILITY_BASE[key]

    def knockout(self, view: Table, seat: int, targets: list[int]) -> float:
        """A Life taken from a player on their last Life with no Coin ends the game after this card:
        welcome when ahead, to be avoided when behind."""
        if not any(view.lives[q] == 1 and not view.coins[q] for q in targets):
            return 0.0
        scores = view.scores()
        rival = max(sc for q, sc in enumerate(scores) if q != seat)
        return 30.0 if scores[seat] > rival + self.finish_margin else -30.0

    def sheet_value(
        self,
        view: Table,
        seat: int,
        filled: list[int],
        lives: int,
        coins: int,
        budget: float,
        worth: list[float],
        later: list[float] | None = None,
    ) -> float:
        """Estimated final points of ``seat``'s sheet with ``filled`` squares and ``budget`` squares still
        to come from the cards."""
        total = 3.0 * coins + lives
        plans: list[tuple[float, int, float, int, int]] = []  # (cost, empty, full worth, value, parts)
        for lv in range(KEEP):
            shape = view.shape_of(seat, lv)
            empty = shape.mask & ~filled[lv]
            if not empty:
                total += shape.value + (0.0 if lv in view.completed[seat] else worth[lv])
                continue
            e, singles, pairs = hole_profile(empty)
            cost = e + self.dead_cost * singles + self.pair_cost * pairs
            plans.append(
                (cost, e, shape.value + (worth if later is None else later)[lv], shape.value, len(components(empty)))
            )
        plans.sort()
        for cost, e, full, value, parts in plans:
            if cost <= budget:
                confidence = min(1.0, 0.55 + (budget - cost) / 40.0)
                total += confidence * full + (1 - confidence) * max(0, value - e * 0.5)
                budget -= cost
            else:
                total += max(0.0, value - (e - budget))
                budget = 0.0
            total -= self.spread * parts
        return total

    def ahead_when_finished(self, view: Table, seat: int, lives: int | None = None, coins: int | None = None) -> bool:
        """Would ``seat``, all three Levels full with ``lives`` and ``coins``, lead every rival by the margin?"""
        lives = view.lives[seat] if lives is None else lives
        coins = view.coins[seat] if coins is None else coins
        mine = 3 * coins + max(lives, 0) + sum(view.shape_of(seat, lv).value for lv in range(KEEP))
        rival = max((sc for q, sc in enumerate(view.scores()) if q != seat), default=-1)
        return mine >= rival + self.finish_margin

    def budget(self, view: Table) -> float:
        return len(view.unseen_cards()) * self.pace

    # -------------------------------------------------------------- decisions
    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to decide")
        seat = view.seat
        kind = legal[0].kind
        if kind == "keep":
            return self.choose_keep(view, legal)
        if kind == "kabuki":
            best = max(
                (a for a in legal if a.kind == "kabuki"), key=lambda a: view.empty_mask(seat, a.level).bit_count()
            )
            if view.completed_count(seat) == KEEP - 1 and not self.ahead_when_finished(view, seat):
                return next(a for a in legal if a.kind == "decline")  # it would end the game while behind
            return best
        if kind == "use":
            # An attack that knocks a player out ends the game after this card: only when ahead.
            hit = view.targets(seat)[0]
            return legal[0] if self.knockout(view, seat, hit) >= 0 else legal[1]
        best = legal[0]  # the first action always sets best_key: it cannot have been seen
        best_key: tuple[float, int, int, int] | None = None
        for a, value, first in self.options(view, legal):
            key = (value, -a.level, a.y, a.x)
            if first and (best_key is None or key > best_key):
                best, best_key = a, key
        return best

    def option_values(self, view: SeatView, legal: list[Action]) -> dict[Action, float]:
        """This player's estimate of the final score after each placing option of ``legal`` (a placement,
        a Life or ability square, a pass or a decline); placements that fill the same squares are worth
        the same. Empty for the other decisions (keeping Levels, Kabuki Love, an attack)."""
        if not legal or legal[0].kind in ("keep", "kabuki", "use"):
            return {}
        return {a: value for a, value, _first in self.options(view, legal)}

    def options(self, view: SeatView, legal: list[Action]) -> list[tuple[Action, float, bool]]:
        """(option, its estimated worth, whether it is the first option filling its squares) for each of
        ``legal``, in order."""
        seat = view.seat
        worth = [self.ability_worth(view, seat, view.shape_of(seat, lv).key) for lv in range(KEEP)]
        later = [self.ability_worth(view, seat, view.shape_of(seat, lv).key, False) for lv in range(KEEP)]
        budget = self.budget(view)
        base = list(view.filled[seat])
        lives, coins = view.lives[seat], view.coins[seat]
        # A GAME OVER card still to come costs a coin unless enough Levels are done by then.
        go_pressure = 0.0
        if view.game_overs < 2:
            need = view.game_overs + 1
            if view.completed_count(seat) < need:
                go_pressure = 2.5
        out: list[tuple[Action, float, bool]] = []
        by_squares: dict[tuple[int, int], float] = {}
        for a in legal:
            filled = base[:]
            lv, c = lives, coins
            sig: tuple[int, int] | None = None
            if a.kind == "place":
                m = view.placement_mask(seat, a.piece, a.orient, a.level, a.x, a.y)
                sig = (a.level, m)
                if sig in by_squares:
                    out.append((a, by_squares[sig], False))
                    continue
                filled[a.level] |= m
                b = budget
            elif a.kind in ("life", "fill"):
                filled[a.level] |= 1 << (a.y * GRID + a.x)
                b = budget
                robot = view.shape_of(seat, a.level)
                if a.kind == "life" and robot.key == "ultra_robot" and filled[a.level] == robot.mask:
                    pass  # the square completes the Robot, whose Life pays for it
                elif a.kind == "life":
                    if lv > 1:
                        lv -= 1
                    elif c:
                        c, lv = c - 1, 3
                    else:
                        lv = -30  # ends the game with this sheet: only when forced
            else:  # pass, or decline the rest of an ability's fills
                b = budget
            value = self.sheet_value(view, seat, filled, lv, c, b, worth, later)
            if a.kind == "decline":
                value -= self.decline_margin  # only to escape a real harm, never on estimate noise
            done = sum(1 for lv in range(KEEP) if filled[lv] == view.shape_of(seat, lv).mask)
            if done == KEEP:
                # Finishing the third Level ends the game after this card: worth it only when ahead.
                value += 40.0 if self.ahead_when_finished(view, seat, lv, c) else -40.0
            if go_pressure and done >= view.game_overs + 1:
                value += go_pressure
            if sig is not None:
                by_squares[sig] = value
            out.append((a, value, True))
        return out

    def choose_keep(self, view: SeatView, legal: list[Action]) -> Action:
        """Three shapes worth the most for their squares, a 10-pointer welcome, not too many squares."""
        n = view.n

        def worth(card: int) -> float:
            shape = cards()[card].shape
            extra = {"demon_king": 1.5 * (n - 1), "white_skull": 3.0 * (n - 1), "magic_shield": 0.8 * (n - 1)}.get(
                shape.key, ABILITY_BASE[shape.key]
            )
            return shape.value + extra - self.size_cost * shape.size

        def key(a: Action) -> tuple[float, tuple[int, ...]]:
            squares = sum(cards()[c].shape.size for c in a.cards)
            small = any(cards()[c].shape.value == 10 for c in a.cards)
            return (
                sum(worth(c) for c in a.cards) + (self.small_bonus if small else 0.0) - max(0, squares - 95) * 0.5,
                a.cards,
            )

        return max(legal, key=key)


LEVELS: dict[str, type[Kid] | type[Greedy] | type[Planner]] = {"Kid": Kid, "Greedy": Greedy, "Planner": Planner}


def choose_all(bots: Mapping[int, Bot], table: InsertCoin, seats: Iterable[int]) -> list[Action]:
    """Each of ``seats`` chooses from the same table (a state snapshot), in seat order: how the scene asks
    its CPUs, as one picklable thought (``functools.partial(choose_all, bots)``) for the worker process."""
    return [bots[s].choose(table.view(s)) for s in seats]


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot by its lobby level name (``Kid``, ``Greedy``, ``Planner``; any case)."""
    for name, cls in LEVELS.items():
        if name.lower() == level.lower():
            return cls(seed=seed)
    raise ValueError(f"unknown CPU level {level!r}; choose one of {', '.join(LEVELS)}")
