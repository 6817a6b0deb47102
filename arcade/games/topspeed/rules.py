"""Top Speed! rules: a pure real-time engine on the cabinet's rules protocol (no pygame).

Both seats act at once. The engine keeps its own game time ``now_ms``; time moves only through
``apply``:

* ``Wait(t_ms)`` lets the clock run to ``t_ms`` (the lane cards turn up at the start time, and the race
  ends when an optional time limit is reached);
* ``Move(seat, kind, t_ms, row)`` is one seat's rule action stamped with the game time, which must be
  ``now_ms`` (``legal_actions`` lists them stamped so);
* ``Together(moves)`` is a same-millisecond tie: moves of both seats stamped ``now_ms``. The engine orders
  them by the *tie token*: the seat holding it goes first and the token passes to the other seat, so
  simultaneous inputs alternate fairly and the order is fully determined by the seed. A move of the tie
  that the earlier ones made illegal is refused inside it (a :class:`Refused` event).

``schedule(moves)`` turns a batch of moves stamped at any times (a frame's key presses and CPU presses)
into that sequence of protocol actions, and ``apply_all(moves)`` applies it, turning refusals into
:class:`Refused` events. The scene, the simulator and the tests all play through these.

Seat 0 plays the red-backed deck, seat 1 the blue-backed deck. In practice mode seat 0 races alone
against a time limit.

The state is plain data; each phase has its handler (``ready``: :mod:`.clock`'s wait to the start,
``racing``: :mod:`.race`, ``over``: nothing). Time, ties and batches are in :mod:`.clock`, actions in
:mod:`.actions`, events in :mod:`.events`, the per-seat view in :mod:`.view`, scoring in :mod:`.scoring`,
saving and loading in :mod:`.data`; this module re-exports their public names.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from arcade.core.rules import SIMULTANEOUS, TERMINAL, Event, IllegalAction, Wait, copy_rng
from arcade.games.topspeed import cards as C

from . import clock, race, scoring
from . import data as plain
from .actions import BOTTOM, CALL, KINDS, NOT_STARTED, PLACE, RACE_OVER, TAKE_BACK, Move, Together
from .clock import MoveQueue
from .data import DATA_VERSION, GAME_ID, STAT_KEYS, Stats
from .events import Called, Placed, RaceStarted, Refused, SentToBottom, TimeUp, TookBack
from .race import WAIT_STEP_MS
from .scoring import FLAG_POINTS, RowResult, Score
from .view import SeatView, TableView, seat_view, table_view

__all__ = [
    "BOTTOM",
    "CALL",
    "COUNTDOWN_MS",
    "DATA_VERSION",
    "FLAG_POINTS",
    "GAME_ID",
    "KINDS",
    "NOT_STARTED",
    "PLACE",
    "PRACTICE_TIME_LIMIT_MS",
    "RACE_OVER",
    "STAT_KEYS",
    "TAKE_BACK",
    "WAIT_STEP_MS",
    "Called",
    "LastCard",
    "Move",
    "MoveQueue",
    "Placed",
    "RaceStarted",
    "Refused",
    "RowResult",
    "Score",
    "SeatView",
    "SentToBottom",
    "TableView",
    "Stats",
    "TimeUp",
    "Together",
    "TookBack",
    "TopSpeedState",
    "new_state",
]

PRACTICE_TIME_LIMIT_MS = 90_000.0
COUNTDOWN_MS = 3000.0
"""Start time of a race made by :func:`new_state` (the scene's countdown)."""

LastCard = tuple[int, int, bool]
"""A seat's last placed card: (row, card, whether it fitted)."""


def _legal_over(state: TopSpeedState, seat: int | None) -> list[Move | Wait]:
    return []


_LEGAL: dict[str, Callable[[TopSpeedState, int | None], list[Move | Wait]]] = {
    "ready": clock.legal_ready,
    "racing": race.legal,
    "over": _legal_over,
}
"""Each phase's handler of ``legal_actions``."""


class TopSpeedState:
    """One Top Speed! race. Create with ``TopSpeedState(seed, ...)`` or :func:`new_state`."""

    GAME_ID = GAME_ID
    DATA_VERSION = DATA_VERSION
    REALTIME = True

    def __init__(
        self,
        seed: int = 0,
        *,
        practice: bool = False,
        assist: Sequence[bool] = (False, False),
        start_ms: float = 0.0,
        time_limit_ms: float | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.rng = rng if rng is not None else random.Random(seed)
        self.practice = bool(practice)
        self.assist = [bool(assist[0]), bool(assist[1]) and not self.practice]
        self.start_ms = float(start_ms)
        if time_limit_ms is None and self.practice:
            time_limit_ms = PRACTICE_TIME_LIMIT_MS
        self.time_limit_ms = None if time_limit_ms is None else float(time_limit_ms)
        lanes = list(range(C.N_LANES))
        self.rng.shuffle(lanes)
        self.lanes = lanes
        self.lanes_up = sorted(self.rng.sample(range(C.N_LANES), 2))
        decks: list[list[int]] = []
        for seat in (C.RED, C.BLUE):
            deck = C.deck_cards(seat)
            self.rng.shuffle(deck)
            decks.append(deck)
        if self.practice:
            decks[C.BLUE] = []
        self.decks = decks
        self.rows: list[list[int]] = [[] for _ in range(C.N_ROWS)]
        self.last: list[LastCard | None] = [None, None]  # per seat, while nothing else came after it
        self.now_ms = min(0.0, self.start_ms)
        self.over = False
        self.end_reason: str | None = None
        self.end_ms: float | None = None
        self.caller: int | None = None
        self.flag: int | None = None
        self.call_valid: bool | None = None
        self.tie_seat = self.rng.randrange(2)
        self.stats = Stats()

    @classmethod
    def arranged(
        cls,
        seed: int,
        tops: Sequence[Sequence[int]] = ((), ()),
        *,
        lanes: Sequence[int] | None = None,
        start_ms: float = 0.0,
        tie_seat: int | None = None,
    ) -> TopSpeedState:
        """A two-seat race dealt by the seed with a chosen start: ``tops[seat]`` are the first cards of that
        seat's deck, in order (each must belong to that deck), the rest following in the seed's shuffle;
        ``lanes`` the lane cards' order left to right (a permutation of 0..3), ``tie_seat`` who wins the
        first same-millisecond tie. For a scripted race (the lesson) where every card is known."""
        state = cls(seed, start_ms=start_ms)
        for seat, top in enumerate(tops):
            top = [int(c) for c in top]
            deck = state.decks[seat]
            if len(set(top)) != len(top) or any(c not in deck for c in top):
                raise ValueError(f"seat {seat}'s arranged cards {top} are not distinct cards of its deck")
            state.decks[seat] = top + [c for c in deck if c not in top]
        if lanes is not None:
            if sorted(lanes) != list(range(C.N_LANES)):
                raise ValueError(f"the lanes {list(lanes)} are not an order of the four lane cards")
            state.lanes = [int(x) for x in lanes]
        if tie_seat is not None:
            if tie_seat not in (0, 1):
                raise ValueError(f"the tie token is held by seat 0 or 1, not {tie_seat!r}")
            state.tie_seat = int(tie_seat)
        return state

    # ----------------------------------------------------------------- protocol basics
    @property
    def seats(self) -> tuple[int, ...]:
        return (C.RED,) if self.practice else (C.RED, C.BLUE)

    @property
    def num_seats(self) -> int:
        return len(self.seats)

    def current_player(self) -> int:
        return TERMINAL if self.over else SIMULTANEOUS

    def is_terminal(self) -> bool:
        return self.over

    @property
    def phase(self) -> str:
        if self.over:
            return "over"
        return "ready" if self.now_ms < self.start_ms else "racing"

    @property
    def end_time_ms(self) -> float | None:
        """Game time at which the time limit ends the race (None without a limit)."""
        return None if self.time_limit_ms is None else self.start_ms + self.time_limit_ms

    def lane_values(self, position: int) -> tuple[int, int]:
        return C.LANE_CARDS[self.lanes[position]]

    def row_value(self, row: int) -> int:
        return self.lane_values(C.row_lane(row))[C.row_side(row)]

    def legal_actions(self, seat: int | None = None) -> list[Move | Wait]:
        """What ``apply`` accepts now, moves stamped ``now_ms``. Placing a card where it breaks the row
        rule is legal (a mistake) unless the seat has the assist on. Without ``seat`` the list also
        holds the :class:`Wait` of the moment: to the start during the countdown, else
        ``WAIT_STEP_MS`` ahead (at most to the time limit). ``apply`` accepts a Wait to any later time."""
        return _LEGAL[self.phase](self, seat)

    def apply(self, action: object) -> list[Event]:
        """Apply one Wait, Move or Together; an action that is not legal now raises IllegalAction and
        leaves the state unchanged."""
        if isinstance(action, Wait):
            return clock.wait(self, action)
        if isinstance(action, Move):
            reason = race.refusal(self, action)
            if reason is not None:
                raise IllegalAction(reason)
            return [race.execute(self, action)]
        if isinstance(action, Together):
            return clock.together(self, action)
        raise IllegalAction(f"{action!r} is not a Top Speed! action")

    # ----------------------------------------------------------------- time
    def schedule(self, moves: Iterable[Move]) -> list[Wait | Move | Together]:
        """The protocol actions that play a batch of moves stamped at any times (see :func:`.clock.schedule`).
        Pure: nothing changes until the actions are applied."""
        return clock.schedule(self, moves)

    def apply_all(self, moves: Iterable[Move]) -> list[Event]:
        """Play a batch of moves through :meth:`schedule`; a move that is not legal when its turn comes
        gives a :class:`Refused` event instead of an exception."""
        return clock.apply_all(self, moves)

    def advance_to(self, now_ms: float, settle: bool = False) -> list[Event]:
        """Let the clock run to the last whole millisecond before ``now_ms`` (to ``now_ms`` itself when
        ``settle``), so moves of the millisecond still running can join a tie. Applies a Wait."""
        return clock.advance_to(self, now_ms, settle)

    def has_legal_play(self, seat: int) -> bool:
        """True if any card left in the seat's deck fits some row (the check made on a call)."""
        return race.has_legal_play(self, seat)

    # ----------------------------------------------------------------- views
    def view(self, seat: int) -> SeatView:
        return seat_view(self, seat)

    def public_view(self) -> TableView:
        """The race as the shared screen shows it to everyone (:class:`.view.TableView`)."""
        return table_view(self)

    def sample_hidden(self, seat: int, rng: random.Random) -> TopSpeedState:
        """A race this seat cannot tell from this one: the order of both decks redrawn (its own top card
        kept once it is turned) and a fresh generator for what is still to be shuffled."""
        other = self.clone()
        other.rng = random.Random(rng.getrandbits(64))
        for s in self.seats:
            deck = other.decks[s]
            keep = 1 if (s == seat and deck and self.now_ms >= self.start_ms and not self.over) else 0
            rest = deck[keep:]
            rng.shuffle(rest)
            other.decks[s] = deck[:keep] + rest
        return other

    def clone(self) -> TopSpeedState:
        s = TopSpeedState.__new__(TopSpeedState)
        s.__dict__.update(self.__dict__)
        s.rng = copy_rng(self.rng)
        s.assist = list(self.assist)
        s.lanes, s.lanes_up = list(self.lanes), list(self.lanes_up)
        s.decks = [list(d) for d in self.decks]
        s.rows = [list(r) for r in self.rows]
        s.last = list(self.last)
        s.stats = self.stats.copy()
        return s

    # ----------------------------------------------------------------- scoring
    def score(self) -> Score:
        """Score the table as the rulebook does (meaningful once the race is over)."""
        return scoring.score(self)

    def scores(self) -> list[int]:
        """Points per seat as the table stands (flag included)."""
        return list(self.score().points[: self.num_seats])

    def winners(self) -> list[int]:
        """The winning seat; both seats for a dead heat; the lone racer in practice."""
        if self.practice:
            return [0]
        w = self.score().winner
        return [0, 1] if w is None else [w]

    def rematch(self) -> TopSpeedState:
        """A new race with the same options, dealt from this state's generator."""
        return TopSpeedState(
            practice=self.practice,
            assist=tuple(self.assist),
            start_ms=0.0,
            time_limit_ms=None if self.practice else self.time_limit_ms,
            rng=random.Random(self.rng.getrandbits(64)),
        )

    # ----------------------------------------------------------------- plain data
    def to_data(self) -> dict[str, Any]:
        return plain.to_data(self)

    @classmethod
    def from_data(cls, data: Any) -> TopSpeedState:
        """Rebuild a state from :meth:`to_data`; anything malformed or inconsistent raises ValueError."""
        return plain.from_data(cls, data)


def new_state(seed: int, seats: int) -> TopSpeedState:
    """A fresh race for the conformance test and tools: two seats race (countdown of
    ``COUNTDOWN_MS``), one seat is practice against the default clock."""
    if seats not in (1, 2):
        raise ValueError(f"Top Speed! is for 1 or 2 seats, not {seats}")
    return TopSpeedState(seed, practice=seats == 1, start_ms=COUNTDOWN_MS)


def deal_from(config: Any) -> TopSpeedState:
    """The race a lobby set-up (a ``LobbyConfig``) deals: the scene's start, and what a replay's start is
    checked against. One seat is practice against the clock."""
    practice = len(config.seats) == 1
    assist = tuple(bool(s.flags.get("assist")) for s in config.seats) + (False, False)
    limit = float(config.options.get("practice_s", 90)) * 1000.0 if practice else None
    return TopSpeedState(
        int(config.seed), practice=practice, assist=(assist[0], assist[1]), start_ms=COUNTDOWN_MS, time_limit_ms=limit
    )
