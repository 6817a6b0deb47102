"""What one seat sees of Insert Coin to Play: the :class:`Table` protocol of public facts (the state and a
view both give them), the :class:`SeatView` a bot decides from, the :class:`SheetView` that gives it, and
the hidden parts made up for a view or a plan (pure, no pygame)."""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from .actions import Action, Task
from .constants import KEEP, KEEP_PHASE, VIEW_SEED
from .scoring import Breakdown
from .shapes import GAME_OVER_CARDS, Shape

if TYPE_CHECKING:
    from .rules import InsertCoin


def sample_hidden(state: InsertCoin, seat: int, rng: random.Random) -> InsertCoin:
    """A copy of ``state`` with the deck's order redrawn from ``rng`` (keeping one GAME OVER in each pile)
    and a new random generator: the only things no seat can see."""
    o = state.clone()
    o.rng = random.Random(rng.getrandbits(64))
    if o.phase == KEEP_PHASE:  # the others' chosen Levels are secret until everyone has chosen
        for s in range(o.n):
            if s != seat and o.levels[s]:
                o.levels[s] = sorted(rng.sample(o.hands[s], KEEP))
    if o.deck:
        shapes = sorted(c for c in o.deck if c not in GAME_OVER_CARDS)  # sorted: the real order leaves no trace
        rng.shuffle(shapes)
        go1 = GAME_OVER_CARDS[0] in o.deck
        go2 = GAME_OVER_CARDS[1] in o.deck
        k = o.pile1_left - (1 if go1 else 0)
        upper = shapes[:k] + ([GAME_OVER_CARDS[0]] if go1 else [])
        lower = shapes[k:] + ([GAME_OVER_CARDS[1]] if go2 else [])
        rng.shuffle(upper)
        rng.shuffle(lower)
        o.deck = lower + upper
    return o


class Table(Protocol):
    """The public facts of a game, as an :class:`InsertCoin` and a seat's :class:`SheetView` both give them:
    what the bots, the cursor and the hints read. A view hands out the state's own lists: read them, never
    change them."""

    @property
    def n(self) -> int: ...
    @property
    def num_seats(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def hands(self) -> Sequence[Sequence[int]]: ...
    @property
    def levels(self) -> Sequence[Sequence[int]]: ...
    @property
    def filled(self) -> Sequence[Sequence[int]]: ...
    @property
    def lives(self) -> Sequence[int]: ...
    @property
    def coins(self) -> Sequence[int]: ...
    @property
    def card(self) -> int: ...
    @property
    def flips(self) -> int: ...
    @property
    def game_overs(self) -> int: ...
    @property
    def pile1_left(self) -> int: ...
    @property
    def tasks(self) -> Sequence[Sequence[Task]]: ...
    @property
    def skip(self) -> Sequence[bool]: ...
    @property
    def bonus(self) -> Sequence[bool]: ...
    @property
    def kabuki(self) -> Sequence[bool]: ...
    @property
    def completed(self) -> Sequence[Sequence[int]]: ...
    @property
    def out(self) -> Sequence[bool]: ...
    def shape_of(self, seat: int, level: int) -> Shape: ...
    def empty_mask(self, seat: int, level: int) -> int: ...
    def is_complete(self, seat: int, level: int) -> bool: ...
    def completed_count(self, seat: int) -> int: ...
    def has_completed(self, seat: int, shape_key: str) -> bool: ...
    def shielded(self, seat: int) -> bool: ...
    def kabuki_targets(self, seat: int) -> list[int]: ...
    def symbols_for(self, seat: int) -> tuple[str, ...]: ...
    def placement_mask(self, seat: int, piece: str, orient: int, level: int, x: int, y: int) -> int: ...
    def unseen_cards(self) -> list[int]: ...
    def scores(self) -> list[int]: ...
    def score_breakdown(self, seat: int) -> Breakdown: ...
    def level_points(self, seat: int, level: int) -> int: ...
    def current_player(self) -> int: ...
    def targets(self, attacker: int) -> tuple[list[int], list[int]]: ...
    def attack_ends_game(self, attacker: int, shape: str) -> bool: ...


class SeatView(Table, Protocol):
    """A :class:`Table` seen by one seat, which lists that seat's legal actions: what a bot decides from."""

    @property
    def seat(self) -> int: ...
    def legal_actions(self) -> list[Action]: ...


class SheetView:
    """What one seat sees: every GamePad, the face-up card, lives and coins, the unseen cards as a set
    (not their order); while seats choose their Levels, only its own choice. Bots read only this.

    The view holds a copy of the game in which everything the seat cannot see is made up (the deck's
    order, the others' secret Levels while seats choose: drawn from a fixed seed, the real ones leave no
    trace), never the state itself: whatever a bot reads through it, it cannot reach a hidden card."""

    __slots__ = ("_state", "seat")

    def __init__(self, state: InsertCoin, seat: int) -> None:
        self._state = state.sample_hidden(seat, random.Random(VIEW_SEED + seat))
        self.seat = seat

    def to_data(self) -> dict[str, Any]:
        data = self._state.public_data()
        data["levels"] = copy.deepcopy(self.levels)  # plain data: a copy, never the state's own lists
        data["kept"] = self.kept
        data["viewer"] = self.seat
        return data

    @property
    def levels(self) -> list[list[int]]:
        """Every seat's Levels; while seats still choose, another seat's chosen Levels are hidden (``[]``;
        ``kept`` says who has chosen): everyone chooses at the same time."""
        st = self._state
        if st.phase != KEEP_PHASE:
            return st.levels
        return [lv if s == self.seat else [] for s, lv in enumerate(st.levels)]

    @property
    def kept(self) -> list[bool]:
        return [bool(lv) for lv in self._state.levels]

    def legal_actions(self) -> list[Action]:
        return self._state.legal_actions(self.seat)

    def determinised(self, rng: random.Random) -> InsertCoin:
        """A copy of the game to plan on, the deck's order redrawn from ``rng``."""
        return self._state.sample_hidden(self.seat, rng)

    # Public facts, read without copying (typed for readers by :class:`Table`).
    def __getattr__(self, name: str) -> Any:
        if name in _PUBLIC:
            return getattr(self._state, name)
        raise AttributeError(name)


_PUBLIC = frozenset(
    (
        "n",
        "phase",
        "hands",
        "filled",
        "lives",
        "coins",
        "card",
        "flips",
        "game_overs",
        "tasks",
        "skip",
        "bonus",
        "kabuki",
        "completed",
        "out",
        "pile1_left",
        "shape_of",
        "empty_mask",
        "is_complete",
        "completed_count",
        "has_completed",
        "shielded",
        "kabuki_targets",
        "symbols_for",
        "placement_mask",
        "unseen_cards",
        "scores",
        "score_breakdown",
        "level_points",
        "num_seats",
        "current_player",
        "targets",
        "attack_ends_game",
    )
)
