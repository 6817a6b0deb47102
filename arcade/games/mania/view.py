"""What one seat may see (:class:`ManiaView`, plain data through ``to_data()``) and a game consistent with
it (:func:`sample_hidden`: the hidden parts redrawn), which strong computer players plan over."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from arcade.games.mania.actions import Action
from arcade.games.mania.board import Board
from arcade.games.mania.chips import RED_VALUE
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
    """What one seat may see, copied when it is asked for: the board, chips, its own cards and bet, card
    counts of the others, the discard pile, the duel and every duel result so far. It holds no reference
    to the state: its duel is a copy in which the others' bets are left out until they are revealed
    (``bettors`` says who has bet); its legal actions, chips and console set-up are worked out when it is
    made. ``to_data()`` is plain data."""

    __slots__ = (
        "seat",
        "players",
        "phase",
        "window",
        "mover",
        "hand",
        "positions",
        "slide_of",
        "history",
        "board",
        "lose_flag",
        "extra_flag",
        "played",
        "duel",
        "bettors",
        "decided",
        "red",
        "white",
        "acting",
        "legal",
        "choose_order",
        "hand_sizes",
        "deck_size",
        "discard",
        "turn",
        "pending",
        "draws_left",
        "last_roll",
        "finisher",
        "_setup",
    )

    def __init__(self, state: Mania, seat: int) -> None:
        s = state
        self.seat = seat
        self.players = s.n
        self.phase = s.phase
        self.window = s.window
        self.mover = s.mover
        self.hand = tuple(s.hands[seat])
        self.positions = tuple(s.pos)
        self.slide_of = tuple(s.slide_of)
        self.history: tuple[HistoryRow, ...] = tuple(s.history)
        self.board: Board = s.board  # frozen: the same board for every game on it
        self.lose_flag = s.lose_flag  # a Lose Turn card has been played on the mover this turn
        self.extra_flag = s.extra_flag
        self.played = tuple(s.played)  # who has played their one card this turn
        self.duel: Duel | None = None
        self.bettors: tuple[int, ...] = ()  # who has bet in the duel (not on whom, nor how much)
        self.decided: tuple[int, ...] = ()  # who has bet or declined
        if s.duel is not None:
            duel = Duel.from_data(s.duel.to_data())
            self.decided = tuple(sorted(s.duel.bets))
            self.bettors = tuple(q for q in self.decided if s.duel.bets[q][0] >= 0)
            if not duel.revealed:
                duel.bets = {q: b for q, b in duel.bets.items() if q == seat}
            self.duel = duel
        self.red, self.white = tuple(s.chips.red), tuple(s.chips.white)
        self.acting = s.current_player()
        self.legal = tuple(s.legal_actions(seat))
        self.choose_order = tuple(s.choose_order)
        self.hand_sizes = tuple(len(h) for h in s.hands)
        self.deck_size = len(s.deck)
        self.discard = tuple(s.discard)
        self.turn = s.turn
        self.pending = tuple(s.pending)
        self.draws_left = s.draws_left
        self.last_roll = s.last_roll
        self.finisher = s.finisher
        self._setup: DuelSetup | str
        try:
            self._setup = s.duel_setup(seat)
        except ValueError as exc:
            self._setup = str(exc)

    def worth(self, seat: int) -> int:
        return self.red[seat] * RED_VALUE + self.white[seat]

    def current_player(self) -> int:
        return self.acting

    def legal_actions(self) -> list[Action]:
        return list(self.legal)

    def my_bet(self) -> tuple[int, int] | None:
        d = self.duel
        if d is None or self.seat not in d.bets:
            return None
        on, amount, _ = d.bets[self.seat]
        return (on, amount) if on >= 0 else None

    def duel_setup(self) -> DuelSetup:
        """What this seat plays on the console now (ValueError when it is not in a duel being played)."""
        if isinstance(self._setup, str):
            raise ValueError(self._setup)
        return self._setup

    def to_data(self) -> dict[str, Any]:
        """Plain data, built fresh: nothing in it is the view's own list."""
        duel = None
        if self.duel is not None:
            duel = self.duel.to_data()
            if not self.duel.revealed:
                mine = self.duel.bets
                duel["bets"] = [[q, *mine[q]] if q == self.seat else [q, q in self.bettors] for q in self.decided]
        return {
            "seat": self.seat,
            "players": self.players,
            "phase": self.phase,
            "window": self.window,
            "current": self.acting,
            "choose_order": list(self.choose_order),
            "slide_of": list(self.slide_of),
            "pos": list(self.positions),
            "red": list(self.red),
            "white": list(self.white),
            "hand": sorted(self.hand),
            "hand_sizes": list(self.hand_sizes),
            "deck_size": self.deck_size,
            "discard": list(self.discard),
            "mover": self.mover,
            "turn": self.turn,
            "played": list(self.played),
            "lose_flag": self.lose_flag,
            "extra_flag": self.extra_flag,
            "pending": list(self.pending),
            "draws_left": self.draws_left,
            "last_roll": self.last_roll,
            "duel": duel,
            "history": [list(h) for h in self.history],
            "finisher": self.finisher,
        }


NOBODY = -1  # the seat of a public view: nobody's


def public_view(state: Mania) -> ManiaView:
    """What every player may know (issue 35: a frame nobody private is looking at is built from it): a
    seat's view with that seat's own secrets left out, not made up: no hand (``hand_sizes`` says how many
    cards each seat holds), no bet of anyone's until the bets are revealed (``bettors`` says who has bet),
    no legal actions and no console set-up; ``seat`` is :data:`NOBODY`. A copy made when it is asked for."""
    view = ManiaView(state, 0)
    view.seat = NOBODY
    view.hand = ()
    if view.duel is not None and not view.duel.revealed:
        view.duel.bets = {}
    view.legal = ()
    view._setup = "nobody plays in a public view"
    return view
