"""Crash Line rules engine: pure Python, seeded, no pygame, on the cabinet's rules protocol.

One :class:`CrashLine` is one game at one moment. The acting seat (``current_player()``) picks one of
``legal_actions()``; ``apply`` plays it and returns the typed events that followed (:mod:`.events`, for the
scene's call-outs and sounds). ``step`` plays it the same way without making events: the simulator's and
the Shark's rollouts' lean path. The only hidden information is the order of the deck; ``view(seat)``
gives everything else and ``sample_hidden`` redraws that order.

The state is plain data; each phase has its handler module (its legal actions and its play): TURN
:mod:`.turn`, STEAL :mod:`.gotnext`, PICK :mod:`.handmedown`. Set-up is in :mod:`.setup`, the per-seat
view in :mod:`.view`, loading in :mod:`.restore`, the card audit in :mod:`.invariants`.

Cards are small ints (see :mod:`.cards`). Decisions where the rulebook is silent are written down in
``docs/rules-decisions.md``; the code comments name them.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from arcade.core.rules import TERMINAL, Event, IllegalAction, check_data_version, copy_rng, rng_to_data

from . import gotnext, handmedown, turn
from .actions import CASH, FLIP, Action, pick, steal
from .cards import ALL_CARDS, MACH, MACHINE_CARDS, N_MACHINES, POPCOUNT, shuffle
from .events import HeadStart, TurnStarted
from .invariants import check_cards
from .phases import MAX_PLAYERS, MIN_PLAYERS, OVER, PHASE_NAMES, PICK, STAT_NAMES, STEAL, TURN
from .restore import restore
from .scoring import best_seats, gain_of, line_gain, loss_of, machine_parts, machine_points, pile_points
from .setup import HeadStartFlip, head_start, stacked
from .turn import MACHINE_BIT, EventLog
from .view import PUBLIC_SEAT, TableView

__all__ = [
    # the engine
    "CrashLine",
    "new_state",
    "EventLog",
    "HeadStartFlip",
    "MACHINE_BIT",
    # re-exported for the bots, the scene and the tests: actions, phases and scoring
    "Action",
    "CASH",
    "FLIP",
    "pick",
    "steal",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "OVER",
    "PHASE_NAMES",
    "PICK",
    "STAT_NAMES",
    "STEAL",
    "TURN",
    "gain_of",
    "line_gain",
    "loss_of",
    "machine_parts",
    "machine_points",
    "pile_points",
]

_NO_KID = tuple((False,) * n for n in range(MAX_PLAYERS + 1))


def _play_over(state: CrashLine, action: Action, ev: EventLog) -> None:
    raise IllegalAction(f"{action!r} is not legal in phase {PHASE_NAMES[OVER]!r}")


def _legal_over(state: CrashLine) -> list[Action]:
    return []


# Each phase's handler: its legal actions and its play. As tuples indexed by the phase number for speed.
_HANDLERS = {
    TURN: (turn.legal, turn.play),
    STEAL: (gotnext.legal, gotnext.play),
    PICK: (handmedown.legal, handmedown.play),
    OVER: (_legal_over, _play_over),
}
_LEGAL = tuple(_HANDLERS[phase][0] for phase in range(len(PHASE_NAMES)))
_PLAY = tuple(_HANDLERS[phase][1] for phase in range(len(PHASE_NAMES)))


def new_state(seed: int, seats: int) -> CrashLine:
    """A fresh game (the conformance test's factory)."""
    return CrashLine(seats, seed)


class CrashLine:
    """A game of Crash Line for 2-6 seats; seat 0 goes first and play passes to seat 1, 2, ..."""

    GAME_ID = "crashline"
    DATA_VERSION = 1
    REALTIME = False

    __slots__ = (
        "n",
        "kid",
        "rng",
        "deck",
        "discard",
        "piles",
        "pile_count",
        "score",
        "cur",
        "phase",
        "picker",
        "line",
        "line_mask",
        "repeats",
        "oneups",
        "free_save",
        "forced",
        "flips",
        "continues",
        "deck_machine",
        "crashes",
        "perfects",
        "turns",
        "saves_used",
        "steals",
        "tops",
        "setup",
    )

    def __init__(
        self, players: int = 4, seed: int | None = None, kid: Collection[int] = (), *, _blank: bool = False
    ) -> None:
        """A new shuffled game: ``kid`` lists the seats that play in Kid mode (a free save each turn)."""
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Crash Line takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
        self.n = players
        if kid:
            kid_set = set(kid)
            for s in kid_set:
                if not isinstance(s, int) or not 0 <= s < players:
                    raise ValueError(f"kid seats must be in 0..{players - 1}: {sorted(kid_set, key=str)}")
            self.kid = tuple(map(kid_set.__contains__, range(players)))
        else:
            self.kid = _NO_KID[players]
        # The lists a game starts with (set-up is a sizeable part of a simulated game: kept lean).
        self.rng = random.Random(seed)
        self.deck = list(ALL_CARDS)
        self.discard: list[int] = []
        self.piles: list[list[list[int]]] = [[[], [], [], [], []] for _ in range(players)]  # N_MACHINES lists per seat
        zeros = [0] * players
        self.pile_count = zeros
        self.score = zeros[:]
        self.crashes = zeros[:]
        self.perfects = zeros[:]
        self.turns = zeros[:]
        self.saves_used = zeros[:]
        self.steals = zeros[:]
        self.tops = [[-1, -1, -1, -1, -1] for _ in range(players)]  # best card per score-pile machine
        self.deck_machine = [9, 9, 9, 9, 9]  # Machine cards per machine in the deck
        self.cur = 0
        self.phase = TURN
        self.picker = -1
        self.line: list[int] = []
        self.line_mask = self.repeats = self.oneups = self.forced = self.flips = self.continues = 0
        self.free_save = False
        # (head start (seat, card, specials) or None, first seat): setup_events
        self.setup: tuple[HeadStartFlip | None, int] = (None, 0)
        if _blank:
            return
        shuffle(self.rng, self.deck)
        self.setup = (head_start(self), 0)
        turn.start_turn(self, 0, None)

    # ----------------------------------------------------------------- construction helpers
    @classmethod
    def stacked(
        cls,
        top: Sequence[int | str],
        players: int = 4,
        kid: Collection[int] = (),
        piles: Mapping[int, Sequence[int | str]] | None = None,
        discard: Sequence[int | str] = (),
        current: int = 0,
        fill: str = "deck",
        seed: int = 0,
        head_start: bool = False,
    ) -> CrashLine:
        """A game with a chosen deck, for tests and tutorials.

        ``top`` lists the next cards to be flipped, in order (names or ids, see ``cards.parse_cards``).
        ``piles`` maps seat -> cards already in that score pile; ``discard`` is the discard pile.
        Every other card goes below ``top`` in a seeded shuffle (``fill="deck"``) or onto the discard pile
        (``fill="discard"``, so the deck runs out after ``top``). ``current`` is the seat whose turn starts.
        With ``head_start`` the last seat makes its head-start flip from the top first.
        """
        return stacked(cls, top, players, kid, piles, discard, current, fill, seed, head_start)

    @property
    def setup_events(self) -> list[Event]:
        """What happened before the first action: the head start (if any) and the first turn."""
        head, seat = self.setup
        out: list[Event] = [HeadStart(*head)] if head else []
        return out + [TurnStarted(seat, self.kid[seat])]

    # ----------------------------------------------------------------- the protocol
    @property
    def num_seats(self) -> int:
        return self.n

    def current_player(self) -> int:
        if self.phase == PICK:
            return self.picker
        if self.phase == OVER:
            return TERMINAL
        return self.cur

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """The actions open to the acting seat (or to ``seat``, which gets none unless it is acting)."""
        if seat is not None and seat != self.current_player():
            return []
        return _LEGAL[self.phase](self)

    def apply(self, action: object) -> list[Event]:
        """Play ``action`` for the acting seat and return the typed events that followed.

        Raises :class:`IllegalAction` (state unchanged) for anything not in ``legal_actions()``.
        """
        ev: list[Event] = []
        self._play(action, ev)
        return ev

    def step(self, action: object) -> None:
        """Play ``action`` exactly as :meth:`apply` does, without making events (the simulator's path)."""
        if action is FLIP and self.phase == TURN:
            turn.flip(self, None)
        else:
            self._play(action, None)

    def step_cash(self) -> None:
        """CASH for the acting seat without events or checks: only for a caller that knows CASH is legal
        (phase TURN, flipped, no GLITCH! flips owed). The inner loop of :func:`.bots.play_to_end`."""
        turn.cash_in(self, None)
        turn.start_turn(self, (self.cur + 1) % self.n, None)

    def _play(self, action: object, ev: EventLog) -> None:
        if action is FLIP and self.phase == TURN:
            turn.flip(self, ev)
            return
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not a Crash Line action")
        _PLAY[self.phase](self, action, ev)

    step_flip = turn.flip
    """FLIP for the acting seat without events or checks: only for a caller that knows FLIP is legal
    (phase TURN). True while the same seat's turn goes on in phase TURN. The inner loop of
    :func:`.bots.play_to_end`."""

    # ----------------------------------------------------------------- queries
    def repeat_chance(self) -> float:
        """Exact chance, from what the table can see, that the next flip repeats a machine in the line."""
        if self.phase != TURN:
            return 0.0
        deck_n = len(self.deck)
        mask = self.line_mask
        if not mask:
            return 0.0
        if deck_n:
            counts = self.deck_machine
        elif not self.continues:  # the next flip first reshuffles the discard pile (CONTINUE?)
            counts = [0] * N_MACHINES
            for c in self.discard:
                if c < MACHINE_CARDS:
                    counts[MACH[c]] += 1
            deck_n = len(self.discard)
            if not deck_n:
                return 0.0
        else:  # the next flip is GAME OVER: nothing more can crash
            return 0.0
        if counts is self.deck_machine:
            return self.repeats / deck_n
        return sum(counts[m] for m in range(N_MACHINES) if mask >> m & 1) / deck_n

    def crash_chance(self) -> float:
        """Exact chance that the next flip crashes: a repeat with no 1-UP or free save to stop it."""
        if self.free_save or self.oneups:
            return 0.0
        return self.repeat_chance()

    def line_machines(self) -> int:
        """How many different machines are in the Play Line."""
        return POPCOUNT[self.line_mask]

    def line_value(self) -> int:
        """Points the acting seat's line would score if cashed in now."""
        return line_gain(self.piles[self.cur], self.line)

    def unseen_cards(self) -> list[int]:
        """The cards in the deck, sorted: public (every other card is face up), though their order is not."""
        return sorted(self.deck)

    def scores(self) -> list[int]:
        return list(self.score)

    def winners(self) -> list[int]:
        """Seats with the best score, ties broken by most score cards; several seats share the win."""
        return best_seats(self.score, self.pile_count)

    def view(self, seat: int) -> TableView:
        if type(seat) is not int or not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat!r}")
        return TableView(self, seat)

    def public_view(self) -> TableView:
        """What every player may know (seat -1): the whole table, the deck only as a count and a
        composition, and the acting seat's legal actions. The screen draws from it."""
        return TableView(self, PUBLIC_SEAT)

    def sample_hidden(self, seat: int, rng: random.Random) -> CrashLine:
        """A game ``seat`` cannot tell from this one: the deck reshuffled (and future shuffles redrawn)."""
        return self.view(seat).sample_state(random.Random(rng.getrandbits(64)))

    def clone(self, rng: random.Random | None = None) -> CrashLine:
        """An independent copy; it continues with the same future shuffles, or draws from ``rng``."""
        other = CrashLine.__new__(CrashLine)
        other.n, other.kid, other.cur, other.phase, other.picker = (self.n, self.kid, self.cur, self.phase, self.picker)
        other.line_mask, other.repeats, other.oneups, other.free_save, other.forced, other.flips, other.continues = (
            self.line_mask,
            self.repeats,
            self.oneups,
            self.free_save,
            self.forced,
            self.flips,
            self.continues,
        )
        other.rng = copy_rng(self.rng) if rng is None else rng
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.piles = [[cards[:] for cards in pile] for pile in self.piles]
        other.pile_count = self.pile_count[:]
        other.score = self.score[:]
        other.line = self.line[:]
        other.deck_machine = self.deck_machine[:]
        other.crashes = self.crashes[:]
        other.perfects = self.perfects[:]
        other.turns = self.turns[:]
        other.saves_used = self.saves_used[:]
        other.steals = self.steals[:]
        other.tops = [t[:] for t in self.tops]
        other.setup = self.setup
        return other

    def check_cards(self) -> None:
        """Raise ``AssertionError`` unless every one of the 54 cards is in exactly one place."""
        check_cards(self)

    # ----------------------------------------------------------------- plain data
    def to_data(self) -> dict[str, Any]:
        return {
            "game": self.GAME_ID,
            "version": self.DATA_VERSION,
            "players": self.n,
            "kid": list(self.kid),
            "rng": rng_to_data(self.rng),
            "deck": list(self.deck),
            "discard": list(self.discard),
            "piles": [[list(cards) for cards in pile] for pile in self.piles],
            "cur": self.cur,
            "phase": self.phase,
            "picker": self.picker,
            "line": list(self.line),
            "free_save": self.free_save,
            "forced": self.forced,
            "flips": self.flips,
            "continues": self.continues,
            "stats": {name: list(getattr(self, name)) for name in STAT_NAMES},
        }

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> CrashLine:
        """A game from :meth:`to_data`; anything malformed or impossible raises ValueError naming the fault."""
        check_data_version(data, cls.GAME_ID, cls.DATA_VERSION)
        try:
            return restore(cls, data)
        except ValueError as exc:
            raise ValueError(f"crashline: saved state is damaged: {exc}") from exc
        except (KeyError, TypeError, IndexError, AttributeError, AssertionError) as exc:
            raise ValueError(f"crashline: saved state is damaged ({type(exc).__name__}: {exc})") from exc


def deal_from(config: Any) -> CrashLine:
    """The game a lobby set-up (a ``LobbyConfig``) deals: the scene's start, and what a replay's start is
    checked against. Seats in Kid mode: the lobby's switch (on any seat), not a CPU level
    (docs/rules-decisions.md)."""
    kid = [i for i, s in enumerate(config.seats) if (s.flags or {}).get("kid")]
    return CrashLine(len(config.seats), int(config.seed), kid=kid)
