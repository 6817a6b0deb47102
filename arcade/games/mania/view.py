"""What one seat may see (:class:`ManiaView`, plain data through ``to_data()``) and a game consistent with
it (:func:`sample_hidden`: the hidden parts redrawn), which strong computer players plan over."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from arcade.games.mania.actions import Action
from arcade.games.mania.board import Board
from arcade.games.mania.duel_state import Duel, DuelSetup
from arcade.games.mania.validate import HistoryRow

if TYPE_CHECKING:
    from arcade.games.mania.rules import Mania


def sample_hidden(state: Mania, seat: int, rng: random.Random) -> Mania:
    """A game consistent with ``seat``'s view: other hands, the deck order, unrevealed bets and the
    future dice redrawn from ``rng``."""
    other = state.clone()
    other.rng = random.Random(rng.getrandbits(64))
    pool = list(other.deck)
    for s in range(state.n):
        if s != seat:
            pool += other.hands[s]
    rng.shuffle(pool)
    for s in range(state.n):
        if s != seat:
            k = len(other.hands[s])
            other.hands[s], pool = sorted(pool[:k]), pool[k:]
    other.deck = pool
    duel = other.duel
    if duel is not None and not duel.revealed:
        for s, b in duel.bets.items():
            if s != seat and b[0] >= 0:
                b[0] = duel.duellists[rng.randrange(2)]
                b[1] = 1 if b[2] else rng.randint(1, min(duel.limit, other.chips.worth(s)))
    return other


class ManiaView:
    """What one seat may see: the board, chips, its own cards and bet, card counts of the others, the
    discard pile, the duel and every duel result so far. ``to_data()`` is plain data."""

    __slots__ = ("_s", "seat")

    def __init__(self, state: Mania, seat: int) -> None:
        self._s = state
        self.seat = seat

    # Convenient reads for bots and scenes.
    @property
    def players(self) -> int:
        return self._s.n

    @property
    def phase(self) -> str:
        return self._s.phase

    @property
    def window(self) -> str | None:
        return self._s.window

    @property
    def mover(self) -> int:
        return self._s.mover

    @property
    def hand(self) -> tuple[str, ...]:
        return tuple(self._s.hands[self.seat])

    @property
    def positions(self) -> tuple[int, ...]:
        return tuple(self._s.pos)

    @property
    def slide_of(self) -> tuple[str | None, ...]:
        return tuple(self._s.slide_of)

    @property
    def history(self) -> tuple[HistoryRow, ...]:
        return tuple(self._s.history)

    @property
    def board(self) -> Board:
        return self._s.board

    @property
    def lose_flag(self) -> bool:
        """A Lose Turn card has been played on the mover this turn."""
        return self._s.lose_flag

    @property
    def played(self) -> tuple[bool, ...]:
        """Who has played their one card this turn."""
        return tuple(self._s.played)

    @property
    def duel(self) -> Duel | None:
        """The duel in progress. Read only public parts and ``my_bet``: other bets are hidden until revealed."""
        return self._s.duel

    def worth(self, seat: int) -> int:
        return self._s.chips.worth(seat)

    def current_player(self) -> int:
        return self._s.current_player()

    def legal_actions(self) -> list[Action]:
        return self._s.legal_actions(self.seat)

    def my_bet(self) -> tuple[int, int] | None:
        d = self._s.duel
        if d is None or self.seat not in d.bets:
            return None
        on, amount, _ = d.bets[self.seat]
        return (on, amount) if on >= 0 else None

    def duel_setup(self) -> DuelSetup:
        return self._s.duel_setup(self.seat)

    def to_data(self) -> dict[str, Any]:
        """Plain data, built fresh: nothing in it is the state's own list."""
        s = self._s
        duel = None
        if s.duel is not None:
            d = s.duel.to_data()
            if not s.duel.revealed:
                d["bets"] = [
                    [seat, *b] if seat == self.seat else [seat, b[0] >= 0] for seat, b in sorted(s.duel.bets.items())
                ]
            duel = d
        return {
            "seat": self.seat,
            "players": s.n,
            "phase": s.phase,
            "window": s.window,
            "current": s.current_player(),
            "choose_order": list(s.choose_order),
            "slide_of": list(s.slide_of),
            "pos": list(s.pos),
            "red": list(s.chips.red),
            "white": list(s.chips.white),
            "hand": sorted(s.hands[self.seat]),
            "hand_sizes": [len(h) for h in s.hands],
            "deck_size": len(s.deck),
            "discard": list(s.discard),
            "mover": s.mover,
            "turn": s.turn,
            "played": list(s.played),
            "lose_flag": s.lose_flag,
            "extra_flag": s.extra_flag,
            "pending": list(s.pending),
            "draws_left": s.draws_left,
            "last_roll": s.last_roll,
            "duel": duel,
            "history": [list(h) for h in s.history],
            "finisher": s.finisher,
        }
