"""What one Crash Line seat can see (``CrashLine.view``): the bots' and the scene's window onto a game.

Everything on the table is public; the deck only as a count and a composition (every other card is face
up, so which cards are left is known, not their order). A view is live: it reads the state as it is now.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .actions import Action
from .cards import POPCOUNT, shuffle
from .phases import STAT_NAMES, TURN

if TYPE_CHECKING:
    from .rules import CrashLine


class TableView:
    """What one seat can see: everything on the table, and the deck only as a count and a composition."""

    __slots__ = ("_state", "seat")

    def __init__(self, state: CrashLine, seat: int) -> None:
        self._state = state
        self.seat = seat

    # The acting seat and its choices.
    def current_player(self) -> int:
        return self._state.current_player()

    def legal_actions(self) -> list[Action]:
        return self._state.legal_actions(self.seat)

    @property
    def players(self) -> int:
        return self._state.n

    @property
    def phase(self) -> int:
        return self._state.phase

    @property
    def turn_seat(self) -> int:
        """The seat whose turn it is (during a Hand-Me-Down, the crasher)."""
        return self._state.cur

    @property
    def picker(self) -> int:
        return self._state.picker

    @property
    def kid(self) -> tuple[bool, ...]:
        return self._state.kid

    # The Play Line of the seat whose turn it is.
    @property
    def line(self) -> tuple[int, ...]:
        return tuple(self._state.line)

    @property
    def line_mask(self) -> int:
        return self._state.line_mask

    def line_machines(self) -> int:
        return POPCOUNT[self._state.line_mask]

    @property
    def oneups(self) -> int:
        return self._state.oneups

    @property
    def free_save(self) -> bool:
        return self._state.free_save

    @property
    def forced(self) -> int:
        return self._state.forced

    @property
    def flips(self) -> int:
        return self._state.flips

    # Deck and discard pile.
    @property
    def deck_count(self) -> int:
        return len(self._state.deck)

    @property
    def deck_machine(self) -> tuple[int, ...]:
        """Machine cards of each machine still in the deck."""
        return tuple(self._state.deck_machine)

    def unseen_cards(self) -> list[int]:
        return self._state.unseen_cards()

    @property
    def discard(self) -> tuple[int, ...]:
        return tuple(self._state.discard)

    @property
    def continues(self) -> int:
        """0 before the first deck-out, 1 after CONTINUE? (the next deck-out is GAME OVER)."""
        return self._state.continues

    # Score piles.
    def pile(self, seat: int) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(cards) for cards in self._state.piles[seat])

    def pile_tops(self, seat: int) -> tuple[int, ...]:
        """The best card of each machine in ``seat``'s score pile (-1 where it has none)."""
        return tuple(self._state.tops[seat])

    def machine_cards(self, seat: int, machine: int) -> tuple[int, ...]:
        """The cards of one machine in ``seat``'s score pile."""
        return tuple(self._state.piles[seat][machine])

    def pile_count(self, seat: int) -> int:
        return self._state.pile_count[seat]

    def scores(self) -> list[int]:
        return list(self._state.score)

    def pile_counts(self) -> list[int]:
        return list(self._state.pile_count)

    def cash_option(self) -> float:
        """-1.0 unless the acting seat may CASH IN now; else the exact crash chance of the next flip.
        (One call for the bots' hot path: ``can_cash()`` and ``crash_chance()`` together.)"""
        s = self._state
        if s.phase or not s.flips or s.forced:
            return -1.0
        if s.free_save or s.oneups:
            return 0.0
        deck_n = len(s.deck)
        if not deck_n:
            return s.repeat_chance()
        return s.repeats / deck_n

    def can_cash(self) -> bool:
        """True when the acting seat may CASH IN now (it has flipped, and no GLITCH! flips are owed)."""
        s = self._state
        return s.phase == TURN and s.flips > 0 and not s.forced

    # Odds from visible cards.
    def crash_chance(self) -> float:
        """Exact chance that the next flip crashes (see ``CrashLine.crash_chance``)."""
        s = self._state
        if s.free_save or s.oneups:
            return 0.0
        deck_n = len(s.deck)
        if not deck_n or s.phase != TURN:
            return s.repeat_chance()
        return s.repeats / deck_n

    def repeat_chance(self) -> float:
        return self._state.repeat_chance()

    def line_value(self) -> int:
        """Points the acting seat's line would score if cashed in now."""
        return self._state.line_value()

    def to_data(self) -> dict[str, Any]:
        """Everything this seat can see, as plain data: the whole table, the deck only as its cards sorted."""
        s = self._state
        return {
            "seat": self.seat,
            "players": s.n,
            "kid": list(s.kid),
            "phase": s.phase,
            "cur": s.cur,
            "picker": s.picker,
            "line": list(s.line),
            "free_save": s.free_save,
            "forced": s.forced,
            "flips": s.flips,
            "continues": s.continues,
            "deck_count": len(s.deck),
            "unseen": sorted(s.deck),
            "discard": list(s.discard),
            "piles": [[list(cards) for cards in pile] for pile in s.piles],
            "scores": list(s.score),
            "stats": {name: list(getattr(s, name)) for name in STAT_NAMES},
        }

    def sample_state(self, rng: random.Random) -> CrashLine:
        """A full game consistent with this view, for rollouts: the unseen deck shuffled by ``rng``, which
        the sample then keeps for its own future chance."""
        other = self._state.clone(rng)
        other.deck.sort()  # forget the real order before shuffling
        shuffle(rng, other.deck)
        return other
