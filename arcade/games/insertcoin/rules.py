"""Insert Coin to Play rules engine: pure Python, seeded, no pygame.

One :class:`InsertCoin` is one game at one moment. Every player acts on the same flipped card, so play is
simultaneous: ``current_player()`` is :data:`SIMULTANEOUS` while two or more seats still have a decision
on this card (the single seat when only one has), and each action names its seat. A seat's decisions are
written on its GamePad at once and everyone can see them (nothing is hidden but the deck's order, and the
others' chosen Levels until every seat has chosen); attacks (Demon King, Ultra Robot + Alien Invader, White
Skull) land when every seat has finished the card, so a Magic Shield completed on the same card already
protects; an attack that would end the game asks its owner first. Then the next card is flipped.

The state is plain data and shared queries; each phase's handler (:mod:`.phases`) says what it allows and
does. Squares are bitboards (see :mod:`.pieces`). Decisions where the rulebook is silent are in
``docs/rules-decisions.md``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any, cast

from arcade.core.rules import Event, IllegalAction, copy_rng

from . import data as store
from . import deal, scoring, view
from .actions import (
    FIELDS_OF_KIND,
    Action,
    ActionData,
    Task,
    as_action,
    asked_shape,
    canonical,
    decline,
    fill,
    kabuki,
    keep,
    pass_symbol,
    place,
    spend_life,
    use_attack,
)
from .constants import (
    ATTACK_SHAPES,
    DEAL,
    END_ALL_LEVELS,
    END_DECK,
    END_GAME_OVER,
    END_OUT,
    END_REASONS,
    KEEP,
    KEEP_PHASE,
    LIFE_ATTACKS,
    LIVES_PER_ROW,
    MAX_SEATS,
    MIN_SEATS,
    OVER,
    PLAY,
    START_COINS,
    cards,
    popcount,
    shuffle,
)
from .phases import HANDLERS
from .scoring import Breakdown, level_points
from .shapes import GAME_OVER_CARDS
from .view import SeatView, SheetView, Table, Tables, public_view

__all__ = [
    "ATTACK_SHAPES",
    "DEAL",
    "END_ALL_LEVELS",
    "END_DECK",
    "END_GAME_OVER",
    "END_OUT",
    "END_REASONS",
    "KEEP",
    "KEEP_PHASE",
    "LIFE_ATTACKS",
    "LIVES_PER_ROW",
    "MAX_SEATS",
    "MIN_SEATS",
    "OVER",
    "PLAY",
    "START_COINS",
    "Action",
    "ActionData",
    "Breakdown",
    "InsertCoin",
    "SeatView",
    "SheetView",
    "Table",
    "Task",
    "asked_shape",
    "cards",
    "decline",
    "fill",
    "kabuki",
    "keep",
    "level_points",
    "new_state",
    "pass_symbol",
    "place",
    "popcount",
    "shuffle",
    "spend_life",
    "use_attack",
]


class InsertCoin(Tables):
    """A game of Insert Coin to Play for 1-6 seats."""

    GAME_ID = "insertcoin"
    DATA_VERSION = 1
    REALTIME = False

    __slots__ = (
        "n",
        "rng",
        "phase",
        "hands",
        "levels",
        "filled",
        "lives",
        "coins",
        "deck",
        "pile1_left",
        "card",
        "flips",
        "game_overs",
        "tasks",
        "skip",
        "bonus",
        "kabuki",
        "completed",
        "attacks",
        "out",
        "end_reason",
        "enders",
        "stats",
        "setup_events",
    )

    def __init__(self, seats: int = 2, seed: int | None = None, *, _blank: bool = False) -> None:
        if not isinstance(seats, int) or isinstance(seats, bool) or not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"Insert Coin to Play takes {MIN_SEATS} to {MAX_SEATS} players, not {seats!r}")
        n = self.n = seats
        self.rng = random.Random(seed)
        self.phase = KEEP_PHASE
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.levels: list[list[int]] = [[] for _ in range(n)]  # card id of Level 1, 2, 3
        self.filled = [[0, 0, 0] for _ in range(n)]
        self.lives = [LIVES_PER_ROW] * n
        self.coins = [START_COINS] * n
        self.deck: list[int] = []  # top card last
        self.pile1_left = 0  # cards of the upper pile still in the deck
        self.card = -1  # the face-up shape card
        self.flips = 0
        self.game_overs = 0
        self.tasks: list[list[Task]] = [[] for _ in range(n)]  # per seat: decisions still owed on this card
        self.skip = [False] * n  # White Skull: skip the next card
        self.bonus = [False] * n  # Space Ship: both symbols of the next card
        self.kabuki = [False] * n  # Kabuki Love waiting for a 10-point shape
        self.completed: list[list[int]] = [[] for _ in range(n)]  # Level indices in order of completion
        self.attacks: list[tuple[int, str]] = []  # (seat, shape) landing when the card is done
        self.out = [False] * n
        self.end_reason = ""
        self.enders: list[int] = []
        self.stats = {
            "spent_lives": [0] * n,
            "coins_for_lives": [0] * n,
            "coins_for_game_over": [0] * n,
            "skipped": [0] * n,
            "placed": [0] * n,
        }
        self.setup_events: list[Event] = []
        if not _blank:
            deal.deal(self)

    @classmethod
    def arranged(
        cls,
        levels: Sequence[Iterable[int]],
        top: Iterable[int] = (),
        rest: bool = True,
        seed: int = 0,
        filled: Iterable[Iterable[int]] | None = None,
        lives: Iterable[int] | None = None,
        coins: Iterable[int] | None = None,
    ) -> InsertCoin:
        """A game already past the deal, for tests and tutorials: ``levels[seat]`` are its three card ids,
        ``top`` the next cards to flip in order (GAME OVER cards included by id), ``filled`` optional
        bitboards per seat and Level. With ``rest`` every other card lies below ``top`` in a seeded
        shuffle; without, the deck is only ``top``. The first card of ``top`` is flipped at once."""
        s = cls(len(levels), seed, _blank=True)
        deal.arrange(s, levels, top, rest, filled, lives, coins)
        return s

    def placement_legal(self, action: Action) -> bool:
        return self._reject(action) is None

    # ------------------------------------------------------------------ protocol
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        legal = HANDLERS[self.phase].legal
        if seat is None:
            out: list[Action] = []
            for s in self.active_seats():
                out += legal(self, s)
            return out
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            return []
        return legal(self, seat)

    def _reject(self, action: object) -> str | None:
        """Why ``action`` is not legal now, or None when it is (the phase's handler judges a well-formed one)."""
        if not isinstance(action, tuple) or len(action) != 8:
            return f"{action!r} is not an Insert Coin action"
        kind, seat = action[0], action[1]
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.n:
            return f"no seat {seat!r}"
        if not isinstance(kind, str) or kind not in FIELDS_OF_KIND:
            return f"unknown action kind {kind!r}"
        if tuple(action) != canonical(action):
            return f"{action!r} carries fields a {kind!r} action does not use"
        return HANDLERS[self.phase].reject(self, as_action(action))

    def apply(self, action: object) -> list[Event]:
        why = self._reject(action)
        if why is not None:
            raise IllegalAction(why)
        ev: list[Event] = []
        HANDLERS[self.phase].apply(self, as_action(cast(tuple[Any, ...], action)), ev)
        return ev

    # ------------------------------------------------------------------ scores
    def winners(self) -> list[int]:
        """Best score; a tie goes to more completed Levels; still tied, the seats share the win."""
        return scoring.winners(self)

    # ------------------------------------------------------------------ views, copies, data
    def view(self, seat: int) -> SheetView:
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat!r}")
        return SheetView(self, seat)

    def public_view(self) -> SheetView:
        """What every player may know: no seat's secret (see :func:`.view.public_view`)."""
        return public_view(self)

    def unseen_cards(self) -> list[int]:
        """Shape cards not flipped yet (public: all 30 are in the deck and flipped cards are face up)."""
        return sorted(c for c in self.deck if c not in GAME_OVER_CARDS)

    def clone(self) -> InsertCoin:
        o = InsertCoin.__new__(InsertCoin)
        o.n, o.phase, o.pile1_left, o.card, o.flips, o.game_overs = (
            self.n,
            self.phase,
            self.pile1_left,
            self.card,
            self.flips,
            self.game_overs,
        )
        o.end_reason = self.end_reason
        o.rng = copy_rng(self.rng)
        o.hands = [h[:] for h in self.hands]
        o.levels = [lv[:] for lv in self.levels]
        o.filled = [f[:] for f in self.filled]
        o.lives, o.coins, o.deck = self.lives[:], self.coins[:], self.deck[:]
        o.tasks = [t[:] for t in self.tasks]
        o.skip, o.bonus, o.kabuki, o.out = self.skip[:], self.bonus[:], self.kabuki[:], self.out[:]
        o.completed = [c[:] for c in self.completed]
        o.attacks = self.attacks[:]
        o.enders = self.enders[:]
        o.stats = {k: v[:] for k, v in self.stats.items()}
        o.setup_events = self.setup_events[:]
        return o

    def sample_hidden(self, seat: int, rng: random.Random) -> InsertCoin:
        """A copy with the deck's order redrawn from ``rng`` (keeping one GAME OVER in each pile) and a new
        random generator: the only things no seat can see."""
        return view.sample_hidden(self, seat, rng)

    def public_data(self) -> dict[str, Any]:
        """The whole state but the deck's order and the random generator (a view also hides the others'
        chosen Levels while seats still choose: :class:`SheetView`)."""
        return store.public_data(self)

    def to_data(self) -> dict[str, Any]:
        return store.to_data(self)

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> InsertCoin:
        return store.from_data(cls, data)

    def _check_consistent(self) -> None:
        """Raise ValueError unless the state could have come from play."""
        store.check_consistent(self)


def new_state(seed: int, seats: int) -> InsertCoin:
    """A fresh game (the conformance test's factory)."""
    return InsertCoin(seats, seed)


def deal_from(config: Any) -> InsertCoin:
    """The game a lobby set-up (a ``LobbyConfig``) deals: the scene's start, and what a replay's start is
    checked against."""
    return InsertCoin(len(config.seats), int(config.seed))
