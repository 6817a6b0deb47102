"""What one Crash Line seat can see (``CrashLine.view``): a copy of the table, plain data, for the bots
and the scene.

Everything on the table is public; the deck only as a count and a composition (every other card is face
up, so which cards are left is known, not their order). A view is a snapshot made when it is asked for:
it holds no reference to the state (tuples and numbers only), so a bot cannot reach the deck's order and a
view sent to the worker process pickles only what the seat sees.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .actions import Action
from .cards import POPCOUNT, shuffle
from .phases import OVER, STAT_NAMES, TURN
from .scoring import best_seats
from .setup import HeadStartFlip

if TYPE_CHECKING:
    from .rules import CrashLine


PUBLIC_SEAT = -1
"""The seat of ``CrashLine.public_view()``: what every player may know (the screen draws from it)."""


class TableView:
    """What one seat can see: everything on the table, and the deck only as a count and a composition
    (its cards sorted). Made once by ``CrashLine.view`` (or ``public_view``, seat -1: the same table, with
    the acting seat's legal actions); reading it never reads the state. Two views are equal when they say
    the same (a frame of the screen is keyed by its view)."""

    __slots__ = (
        "seat",
        "players",
        "kid",
        "phase",
        "turn_seat",
        "picker",
        "acting",
        "line",
        "line_mask",
        "repeats",
        "oneups",
        "free_save",
        "forced",
        "flips",
        "continues",
        "unseen",
        "deck_machine",
        "discard",
        "piles",
        "tops",
        "counts",
        "score",
        "stats",
        "setup",
        "legal",
        "repeat",
        "value",
        "_game",
    )

    def __init__(self, state: CrashLine, seat: int) -> None:
        s = state
        self.seat = seat
        self.players = s.n
        self.kid: tuple[bool, ...] = s.kid
        self.phase = s.phase
        self.turn_seat = s.cur  # the seat whose turn it is (during a Hand-Me-Down, the crasher)
        self.picker = s.picker
        self.acting = s.current_player()
        self.line = tuple(s.line)  # the Play Line of the seat whose turn it is
        self.line_mask = s.line_mask
        self.repeats = s.repeats
        self.oneups = s.oneups
        self.free_save = s.free_save
        self.forced = s.forced
        self.flips = s.flips
        self.continues = s.continues  # 0 before the first deck-out, 1 after CONTINUE?
        self.unseen = tuple(sorted(s.deck))  # the deck's cards, never their order
        self.deck_machine = tuple(s.deck_machine)  # Machine cards of each machine still in the deck
        self.discard = tuple(s.discard)
        self.piles = tuple(tuple(tuple(cards) for cards in pile) for pile in s.piles)
        self.tops = tuple(tuple(t) for t in s.tops)
        self.counts = tuple(s.pile_count)
        self.score = tuple(s.score)
        self.stats = tuple(tuple(getattr(s, name)) for name in STAT_NAMES)
        self.setup: tuple[HeadStartFlip | None, int] = s.setup
        self.legal = tuple(s.legal_actions(None if seat == PUBLIC_SEAT else seat))
        self.repeat = s.repeat_chance()
        self.value = s.line_value()
        self._game = type(s)  # the class, to rebuild a game from this view (sample_state)

    def _said(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return self is other or (type(other) is TableView and self._said() == other._said())

    def __hash__(self) -> int:
        return hash(self._said())

    # The acting seat and its choices.
    def current_player(self) -> int:
        return self.acting

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def winners(self) -> list[int]:
        """Seats with the best score, ties broken by most score cards (``CrashLine.winners``)."""
        return best_seats(self.score, self.counts)

    def legal_actions(self) -> list[Action]:
        return list(self.legal)

    def line_machines(self) -> int:
        return POPCOUNT[self.line_mask]

    # Deck and score piles.
    @property
    def deck_count(self) -> int:
        return len(self.unseen)

    def unseen_cards(self) -> list[int]:
        return list(self.unseen)

    def pile(self, seat: int) -> tuple[tuple[int, ...], ...]:
        return self.piles[seat]

    def pile_tops(self, seat: int) -> tuple[int, ...]:
        """The best card of each machine in ``seat``'s score pile (-1 where it has none)."""
        return self.tops[seat]

    def machine_cards(self, seat: int, machine: int) -> tuple[int, ...]:
        """The cards of one machine in ``seat``'s score pile."""
        return self.piles[seat][machine]

    def pile_count(self, seat: int) -> int:
        return self.counts[seat]

    def scores(self) -> list[int]:
        return list(self.score)

    def pile_counts(self) -> list[int]:
        return list(self.counts)

    def cash_option(self) -> float:
        """-1.0 unless the acting seat may CASH IN now; else the exact crash chance of the next flip.
        (One call for the bots' hot path: ``can_cash()`` and ``crash_chance()`` together.)"""
        if self.phase or not self.flips or self.forced:
            return -1.0
        if self.free_save or self.oneups:
            return 0.0
        deck_n = len(self.unseen)
        if not deck_n:
            return self.repeat
        return self.repeats / deck_n

    def can_cash(self) -> bool:
        """True when the acting seat may CASH IN now (it has flipped, and no GLITCH! flips are owed)."""
        return self.phase == TURN and self.flips > 0 and not self.forced

    # Odds from visible cards.
    def crash_chance(self) -> float:
        """Exact chance that the next flip crashes (see ``CrashLine.crash_chance``)."""
        if self.free_save or self.oneups:
            return 0.0
        deck_n = len(self.unseen)
        if not deck_n or self.phase != TURN:
            return self.repeat
        return self.repeats / deck_n

    def repeat_chance(self) -> float:
        """Exact chance that the next flip repeats a machine in the line (``CrashLine.repeat_chance``)."""
        return self.repeat

    def line_value(self) -> int:
        """Points the acting seat's line would score if cashed in now."""
        return self.value

    def to_data(self) -> dict[str, Any]:
        """Everything this seat can see, as plain data: the whole table, the deck only as its cards sorted."""
        return {
            "seat": self.seat,
            "players": self.players,
            "kid": list(self.kid),
            "phase": self.phase,
            "cur": self.turn_seat,
            "picker": self.picker,
            "line": list(self.line),
            "free_save": self.free_save,
            "forced": self.forced,
            "flips": self.flips,
            "continues": self.continues,
            "deck_count": len(self.unseen),
            "unseen": list(self.unseen),
            "discard": list(self.discard),
            "piles": [[list(cards) for cards in pile] for pile in self.piles],
            "scores": list(self.score),
            "stats": {name: list(values) for name, values in zip(STAT_NAMES, self.stats)},
        }

    def sample_state(self, rng: random.Random) -> CrashLine:
        """A full game consistent with this view, for rollouts: the unseen deck (sorted) shuffled by
        ``rng``, which the sample then keeps for its own future chance."""
        other = self._game.__new__(self._game)
        other.n, other.kid, other.cur, other.phase, other.picker = (
            self.players,
            self.kid,
            self.turn_seat,
            self.phase,
            self.picker,
        )
        other.line_mask, other.repeats, other.oneups, other.free_save, other.forced, other.flips, other.continues = (
            self.line_mask,
            self.repeats,
            self.oneups,
            self.free_save,
            self.forced,
            self.flips,
            self.continues,
        )
        other.rng = rng
        other.deck = list(self.unseen)
        other.discard = list(self.discard)
        other.piles = [[list(cards) for cards in pile] for pile in self.piles]
        other.pile_count = list(self.counts)
        other.score = list(self.score)
        other.line = list(self.line)
        other.deck_machine = list(self.deck_machine)
        for name, values in zip(STAT_NAMES, self.stats):
            setattr(other, name, list(values))
        other.tops = [list(t) for t in self.tops]
        other.setup = self.setup
        shuffle(rng, other.deck)
        return other
