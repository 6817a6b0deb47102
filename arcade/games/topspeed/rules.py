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
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Concatenate, ParamSpec, TypeVar

from arcade.core.rules import (
    SIMULTANEOUS,
    TERMINAL,
    Event,
    IllegalAction,
    TimeAdvanced,
    Wait,
    check_data_version,
    copy_rng,
    rng_from_data,
    rng_to_data,
)
from arcade.games.topspeed import cards as C

GAME_ID = "topspeed"
DATA_VERSION = 2

PLACE, BOTTOM, TAKE_BACK, CALL = "place", "bottom", "takeback", "call"
KINDS = (PLACE, BOTTOM, TAKE_BACK, CALL)

FLAG_POINTS = 3
PRACTICE_TIME_LIMIT_MS = 90_000.0
RACE_OVER = "the race is over"
NOT_STARTED = "the race has not started"
COUNTDOWN_MS = 3000.0
"""Start time of a race made by :func:`new_state` (the scene's countdown)."""
WAIT_STEP_MS = 250.0
"""The :class:`Wait` that ``legal_actions`` offers during a race: this far ahead (or to the time limit)."""


# ---------------------------------------------------------------------------------------------- actions
@dataclass(frozen=True)
class Move:
    """One rule action of one seat at one moment: place the top card in ``row`` (0..7), send it to the
    bottom of the deck, take back the last placed card (a mistake), or call "Top Speed!"."""

    seat: int
    kind: str
    t_ms: float
    row: int | None = None

    def at(self, t_ms: float) -> Move:
        return Move(self.seat, self.kind, t_ms, self.row)

    def to_data(self) -> list[int | str | float | None]:
        return [self.seat, self.kind, self.t_ms, self.row]

    @classmethod
    def from_data(cls, data: Any) -> Move:
        try:
            seat, kind, t_ms, row = data
            move = cls(int(seat), str(kind), float(t_ms), None if row is None else int(row))
        except (TypeError, ValueError) as exc:
            raise ValueError(f"topspeed: malformed move {data!r}") from exc
        if kind not in KINDS or not math.isfinite(move.t_ms):
            raise ValueError(f"topspeed: malformed move {data!r}")
        return move


@dataclass(frozen=True)
class Together:
    """Moves of both seats in the same whole millisecond, all stamped ``now_ms``; the engine orders them
    by the tie token."""

    moves: tuple[Move, ...]


# ---------------------------------------------------------------------------------------------- events
@dataclass(frozen=True, slots=True)
class RaceStarted(Event):
    """The start time was reached: every lane card is face up and the top cards may be turned."""

    t_ms: float


@dataclass(frozen=True, slots=True)
class Placed(Event):
    seat: int
    t_ms: float
    row: int
    card: int
    fits: bool  # False: it repeats a colour or part in the row (a mistake)


@dataclass(frozen=True, slots=True)
class SentToBottom(Event):
    seat: int
    t_ms: float
    card: int


@dataclass(frozen=True, slots=True)
class TookBack(Event):
    """A mistake card was corrected: it is back on top of the seat's deck."""

    seat: int
    t_ms: float
    row: int
    card: int


@dataclass(frozen=True, slots=True)
class Called(Event):
    """ "Top Speed!": the race is over; ``valid`` says whether no card left in the deck fitted any row."""

    seat: int
    t_ms: float
    valid: bool


@dataclass(frozen=True, slots=True)
class TimeUp(Event):
    t_ms: float


@dataclass(frozen=True, slots=True)
class Refused(Event):
    """A move of a batch (or of a tie) that was not legal when its turn came; nothing changed for it."""

    seat: int
    t_ms: float
    move_kind: str
    reason: str


# ---------------------------------------------------------------------------------------------- views
@dataclass(frozen=True)
class SeatView:
    """What one seat may see: the table (faces only: who placed a card stays hidden until the race is
    over), its own top card and whether its last card can be corrected, both deck sizes."""

    seat: int
    phase: str  # "ready" (before the start), "racing", "over"
    now_ms: float
    start_ms: float
    time_left_ms: float | None
    lanes: tuple[tuple[int, int] | None, ...]  # per lane position: (value above, value below), or None while face down
    rows: tuple[tuple[int, ...], ...]  # 8 tuples of card ids, index 0 next to the lane card
    top: int | None  # own top card (None before the start or when out of cards)
    deck_sizes: tuple[int, int]
    last_row: int | None  # row of own last card while it is a mistake that can be corrected
    caller: int | None
    flag: int | None
    assist: bool
    practice: bool
    owners: tuple[tuple[int, ...], ...] | None = None  # per row, who placed each card: only once the race is over

    def row_value(self, row: int) -> int | None:
        lane = self.lanes[C.row_lane(row)]
        return None if lane is None else lane[C.row_side(row)]

    def to_data(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "phase": self.phase,
            "now_ms": self.now_ms,
            "start_ms": self.start_ms,
            "time_left_ms": self.time_left_ms,
            "lanes": [None if lane is None else list(lane) for lane in self.lanes],
            "rows": [list(r) for r in self.rows],
            "top": self.top,
            "deck_sizes": list(self.deck_sizes),
            "last_row": self.last_row,
            "caller": self.caller,
            "flag": self.flag,
            "assist": self.assist,
            "practice": self.practice,
            "owners": None if self.owners is None else [list(o) for o in self.owners],
        }


@dataclass(frozen=True)
class RowResult:
    """The scoring of one row: which card is turned over, who scores the car."""

    row: int
    value: int
    cards: tuple[int, ...]
    kind: str  # "empty", "clean" (bottom-most card turned over), "crosswise" (first mistake)
    index: int | None  # position of the turned card, 0 = next to the lane
    owner: int | None  # who played the turned card
    scorer: int | None  # who scores the car
    points: int


@dataclass(frozen=True)
class Score:
    rows: tuple[RowResult, ...]
    row_points: tuple[int, ...]
    flag: int | None
    caller: int | None
    call_valid: bool | None
    cards_left: tuple[int, int]
    points: tuple[int, ...]
    winner: int | None
    decided_by: str  # "points", "cards", "flag", "draw", or "practice"
    mistakes_left: tuple[int, ...]


STAT_KEYS = ("placed", "mistakes", "corrected", "takebacks", "bottoms")


@dataclass
class Stats:
    """Per-seat counters kept by the engine (placements, mistakes made and corrected)."""

    placed: list[int] = field(default_factory=lambda: [0, 0])
    mistakes: list[int] = field(default_factory=lambda: [0, 0])
    corrected: list[int] = field(default_factory=lambda: [0, 0])
    takebacks: list[int] = field(default_factory=lambda: [0, 0])
    bottoms: list[int] = field(default_factory=lambda: [0, 0])

    def to_data(self) -> dict[str, list[int]]:
        return {k: list(getattr(self, k)) for k in STAT_KEYS}

    @classmethod
    def from_data(cls, data: Any) -> Stats:
        if not isinstance(data, dict):
            raise ValueError("topspeed: saved stats are not an object")
        s = cls()
        for k in STAT_KEYS:
            v = data.get(k)
            if not isinstance(v, list) or len(v) != 2:
                raise ValueError(f"topspeed: saved stats {k!r} are not two counts")
            setattr(s, k, [_int(x, f"stats {k}", 0, 10**9) for x in v])
        return s

    def copy(self) -> Stats:
        return Stats.from_data(self.to_data())


# ---------------------------------------------------------------------------------------------- checks
def _int(v: Any, what: str, lo: int, hi: int) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise ValueError(f"topspeed: saved {what} {v!r} is not a whole number in {lo}..{hi}")
    return v


def _num(v: Any, what: str) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise ValueError(f"topspeed: saved {what} {v!r} is not a finite number")
    return float(v)


_T = TypeVar("_T")
_P = ParamSpec("_P")


def _opt(v: Any, conv: Callable[Concatenate[Any, _P], _T], *args: _P.args, **kwargs: _P.kwargs) -> _T | None:
    return None if v is None else conv(v, *args, **kwargs)


def _bool(v: Any, what: str) -> bool:
    if not isinstance(v, bool):
        raise ValueError(f"topspeed: saved {what} {v!r} is not true/false")
    return v


def _list(v: Any, what: str, n: int | None = None) -> list[Any]:
    if not isinstance(v, list) or (n is not None and len(v) != n):
        raise ValueError(f"topspeed: saved {what} is not a list" + ("" if n is None else f" of {n}"))
    return v


# ---------------------------------------------------------------------------------------------- state
LastCard = tuple[int, int, bool]
"""A seat's last placed card: (row, card, whether it fitted)."""


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
        if self.over:
            return []
        if self.now_ms < self.start_ms:
            return [] if seat is not None else [Wait(self.start_ms)]
        seats = self.seats if seat is None else ((seat,) if seat in self.seats else ())
        t = self.now_ms
        out: list[Move | Wait] = []
        for s in seats:
            deck = self.decks[s]
            if deck:
                for r in range(C.N_ROWS):
                    if not self.assist[s] or C.fits(deck[0], self.rows[r]):
                        out.append(Move(s, PLACE, t, r))
                out.append(Move(s, BOTTOM, t))
            if self._can_take_back(s):
                out.append(Move(s, TAKE_BACK, t))
            out.append(Move(s, CALL, t))
        if seat is None:
            end = self.end_time_ms
            step = t + WAIT_STEP_MS
            out.append(Wait(step if end is None else min(step, end)))
        return out

    def apply(self, action: object) -> list[Event]:
        """Apply one Wait, Move or Together; an action that is not legal now raises IllegalAction and
        leaves the state unchanged."""
        if isinstance(action, Wait):
            return self._wait(action)
        if isinstance(action, Move):
            reason = self._refusal(action)
            if reason is not None:
                raise IllegalAction(reason)
            return [self._execute(action)]
        if isinstance(action, Together):
            return self._together(action)
        raise IllegalAction(f"{action!r} is not a Top Speed! action")

    # ----------------------------------------------------------------- time
    def _wait(self, w: Wait) -> list[Event]:
        t = w.t_ms
        if self.over:
            raise IllegalAction(RACE_OVER)
        if isinstance(t, bool) or not isinstance(t, (int, float)) or not math.isfinite(t):
            raise IllegalAction(f"cannot wait until {t!r}")
        if t <= self.now_ms:
            raise IllegalAction(f"time only runs forward: {t} ms is not after the game time {self.now_ms} ms")
        events: list[Event] = []
        if self.now_ms < self.start_ms <= t:
            events.append(RaceStarted(self.start_ms))
        end = self.end_time_ms
        if end is not None and t >= end:
            self.now_ms = max(self.now_ms, end)
            self.over, self.end_reason, self.end_ms = True, "time", end
            events.append(TimeUp(end))
            return events
        self.now_ms = float(t)
        events.append(TimeAdvanced(float(t)))
        return events

    def _together(self, tie: Together) -> list[Event]:
        moves = tie.moves
        if not isinstance(moves, tuple) or not moves or not all(isinstance(m, Move) for m in moves):
            raise IllegalAction("a tie is a tuple of moves")
        if self.over:
            raise IllegalAction(RACE_OVER)
        if any(m.t_ms != self.now_ms for m in moves):
            raise IllegalAction("every move of a tie must be stamped with the game time")
        seats = {m.seat for m in moves}
        if len(seats) < 2 or not seats <= set(self.seats):
            raise IllegalAction("a tie needs moves of both seats of the race")
        first = self.tie_seat
        ordered = sorted(moves, key=lambda m: m.seat != first)  # stable: each seat keeps its order
        self.tie_seat = 1 - first
        events: list[Event] = []
        for m in ordered:
            reason = self._refusal(m)
            if reason is None:
                events.append(self._execute(m))
            else:
                events.append(Refused(m.seat, m.t_ms, m.kind, reason))
        return events

    def schedule(self, moves: Iterable[Move]) -> list[Wait | Move | Together]:
        """The protocol actions that play a batch of moves stamped at any times, in timestamp order:
        Waits to each move's time, single moves, and a :class:`Together` for the moves of both seats that
        fall in the same whole millisecond (stamped with the latest of them). A move stamped before the
        game time is played at the game time. Pure: nothing changes until the actions are applied."""
        items = sorted(enumerate(moves), key=lambda p: (math.floor(p[1].t_ms), p[0]))
        out: list[Wait | Move | Together] = []
        clock = self.now_ms
        i = 0
        while i < len(items):
            ms = math.floor(items[i][1].t_ms)
            j = i
            while j < len(items) and math.floor(items[j][1].t_ms) == ms:
                j += 1
            group = [p[1] for p in items[i:j]]
            i = j
            if len({m.seat for m in group}) > 1:
                t = max(clock, max(m.t_ms for m in group))
                if t > clock:
                    out.append(Wait(t))
                    clock = t
                out.append(Together(tuple(m.at(t) for m in group)))
                continue
            for m in group:
                t = max(clock, m.t_ms)
                if t > clock:
                    out.append(Wait(t))
                    clock = t
                out.append(m.at(t))
        return out

    def apply_all(self, moves: Iterable[Move]) -> list[Event]:
        """Play a batch of moves through :meth:`schedule`; a move that is not legal when its turn comes
        gives a :class:`Refused` event instead of an exception."""
        events: list[Event] = []
        for action in self.schedule(moves):
            if self.over and isinstance(action, Wait):
                continue
            try:
                events.extend(self.apply(action))
            except IllegalAction as exc:
                if isinstance(action, Move):
                    events.append(Refused(action.seat, action.t_ms, action.kind, str(exc)))
                elif not isinstance(action, Together):
                    raise  # a Wait of the schedule is always ahead of the clock
                else:
                    events.extend(Refused(m.seat, m.t_ms, m.kind, str(exc)) for m in action.moves)
        return events

    def advance_to(self, now_ms: float, settle: bool = False) -> list[Event]:
        """Let the clock run to the last whole millisecond before ``now_ms`` (to ``now_ms`` itself when
        ``settle``), so moves of the millisecond still running can join a tie. Applies a Wait."""
        target = float(now_ms) if settle else float(math.floor(now_ms))
        if self.over or target <= self.now_ms:
            return []
        return self.apply(Wait(target))

    # ----------------------------------------------------------------- moves
    def _can_take_back(self, seat: int) -> bool:
        """The rulebook's correction: the seat's last card, only if it was a mistake, only at once (the
        seat did nothing since) and only while no card covers it."""
        last = self.last[seat]
        if last is None:
            return False
        row, card, fitted = last
        return not fitted and bool(self.rows[row]) and self.rows[row][-1] == card

    def _correctable_row(self, seat: int) -> int | None:
        """The row of the seat's last card while it can be taken back, else None."""
        last = self.last[seat]
        return last[0] if last is not None and self._can_take_back(seat) else None

    def _refusal(self, move: Move) -> str | None:
        if self.over:
            return RACE_OVER
        if move.seat not in self.seats:
            return f"seat {move.seat!r} is not in this race"
        if move.kind not in KINDS:
            return f"unknown move {move.kind!r}"
        if move.t_ms != self.now_ms:
            return f"move stamped {move.t_ms!r} ms but the game time is {self.now_ms} ms (Wait first)"
        if self.now_ms < self.start_ms:
            return NOT_STARTED
        deck = self.decks[move.seat]
        if move.kind == PLACE:
            if not deck:
                return "no card left to place"
            if isinstance(move.row, bool) or not isinstance(move.row, int) or not 0 <= move.row < C.N_ROWS:
                return f"no row {move.row!r}"
            if self.assist[move.seat] and not C.fits(deck[0], self.rows[move.row]):
                return "that card repeats a colour or part in the row (assist)"
        elif move.row is not None:
            return f"a {move.kind} move names no row"
        elif move.kind == BOTTOM:
            if not deck:
                return "no card left"
        elif move.kind == TAKE_BACK:
            if not self._can_take_back(move.seat):
                return "only a mistake can be taken back, at once and while no card covers it"
        return None

    def _execute(self, move: Move) -> Event:
        s, t = move.seat, move.t_ms
        deck = self.decks[s]
        if move.kind == PLACE:
            assert move.row is not None, "a place move names its row (checked by _refusal)"
            card = deck.pop(0)
            row = self.rows[move.row]
            ok = C.fits(card, row)
            row.append(card)
            self.stats.placed[s] += 1
            if not ok:
                self.stats.mistakes[s] += 1
            self.last[s] = (move.row, card, ok)
            other = 1 - s
            covered = self.last[other]
            if covered is not None and covered[0] == move.row:
                self.last[other] = None  # covered: it stays
            return Placed(s, t, move.row, card, ok)
        if move.kind == BOTTOM:
            card = deck.pop(0)
            deck.append(card)
            self.last[s] = None
            self.stats.bottoms[s] += 1
            return SentToBottom(s, t, card)
        if move.kind == TAKE_BACK:
            took = self.last[s]
            assert took is not None, "only the last card is taken back (checked by _refusal)"
            back_row, card, _ = took
            self.rows[back_row].pop()
            deck.insert(0, card)
            self.last[s] = None
            self.stats.takebacks[s] += 1
            self.stats.corrected[s] += 1
            return TookBack(s, t, back_row, card)
        # CALL
        valid = not self.has_legal_play(s)
        self.over = True
        self.end_reason = "call"
        self.end_ms = t
        self.caller = s
        self.call_valid = valid
        if valid:
            self.flag = s
        else:
            self.flag = None if self.practice else 1 - s
        self.last = [None, None]
        return Called(s, t, valid)

    def has_legal_play(self, seat: int) -> bool:
        """True if any card left in the seat's deck fits some row (the check made on a call)."""
        for card in self.decks[seat]:
            for row in self.rows:
                if C.fits(card, row):
                    return True
        return False

    # ----------------------------------------------------------------- views
    def view(self, seat: int) -> SeatView:
        started = self.now_ms >= self.start_ms
        lanes = tuple(self.lane_values(p) if (started or p in self.lanes_up) else None for p in range(C.N_LANES))
        mine = seat in self.seats
        deck = self.decks[seat] if mine else []
        top = deck[0] if (deck and started and not self.over) else None
        limit = self.end_time_ms
        owners = tuple(tuple(C.deck_of(c) for c in r) for r in self.rows) if self.over else None
        return SeatView(
            seat=seat,
            phase=self.phase,
            now_ms=self.now_ms,
            start_ms=self.start_ms,
            time_left_ms=None if limit is None else max(0.0, limit - max(self.now_ms, self.start_ms)),
            lanes=lanes,
            rows=tuple(tuple(r) for r in self.rows),
            top=top,
            deck_sizes=(len(self.decks[0]), len(self.decks[1])),
            last_row=self._correctable_row(seat) if mine else None,
            caller=self.caller,
            flag=self.flag,
            assist=self.assist[seat] if mine else False,
            practice=self.practice,
            owners=owners,
        )

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
        results = []
        pts = [0, 0]
        left_mistakes = [0, 0]
        for r, row in enumerate(self.rows):
            value = self.row_value(r)
            for i in range(1, len(row)):
                if C.clashes(row[i], row[:i]):
                    left_mistakes[C.deck_of(row[i])] += 1
            if not row:
                results.append(RowResult(r, value, (), "empty", None, None, None, 0))
                continue
            scorer: int | None
            m = C.first_mistake(row)
            if m is None:
                idx, owner = len(row) - 1, C.deck_of(row[-1])
                scorer, kind = owner, "clean"
            else:
                idx, owner = m, C.deck_of(row[m])
                scorer, kind = (None if self.practice else 1 - owner), "crosswise"
            if scorer is not None:
                pts[scorer] += value
            results.append(
                RowResult(r, value, tuple(row), kind, idx, owner, scorer, value if scorer is not None else 0)
            )
        row_points = tuple(pts)
        total = list(pts)
        if self.flag is not None:
            total[self.flag] += FLAG_POINTS
        left = (len(self.decks[0]), len(self.decks[1]))
        if self.practice:
            winner, how = None, "practice"
        elif total[0] != total[1]:
            winner, how = (0 if total[0] > total[1] else 1), "points"
        elif left[0] != left[1]:
            winner, how = (0 if left[0] < left[1] else 1), "cards"
        elif self.flag is not None:
            winner, how = self.flag, "flag"
        else:
            winner, how = None, "draw"
        return Score(
            tuple(results),
            row_points,
            self.flag,
            self.caller,
            self.call_valid,
            left,
            tuple(total),
            winner,
            how,
            tuple(left_mistakes),
        )

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
        return {
            "game": GAME_ID,
            "version": DATA_VERSION,
            "rng": rng_to_data(self.rng),
            "practice": self.practice,
            "assist": list(self.assist),
            "start_ms": self.start_ms,
            "time_limit_ms": self.time_limit_ms,
            "lanes": list(self.lanes),
            "lanes_up": list(self.lanes_up),
            "decks": [list(d) for d in self.decks],
            "rows": [list(r) for r in self.rows],
            "last": [None if x is None else list(x) for x in self.last],
            "now_ms": self.now_ms,
            "over": self.over,
            "end_reason": self.end_reason,
            "end_ms": self.end_ms,
            "caller": self.caller,
            "flag": self.flag,
            "call_valid": self.call_valid,
            "tie_seat": self.tie_seat,
            "stats": self.stats.to_data(),
        }

    @classmethod
    def from_data(cls, data: Any) -> TopSpeedState:
        """Rebuild a state from :meth:`to_data`; anything malformed or inconsistent raises ValueError."""
        check_data_version(data, GAME_ID, DATA_VERSION)
        try:
            return cls._from_data(data)
        except ValueError:
            raise
        except (KeyError, TypeError, IndexError, AttributeError) as exc:
            raise ValueError(f"topspeed: saved state is malformed: {exc!r}") from exc

    @classmethod
    def _from_data(cls, data: dict[str, Any]) -> TopSpeedState:
        s = cls.__new__(cls)
        s.rng = rng_from_data(data["rng"])
        s.practice = _bool(data["practice"], "practice")
        s.assist = [_bool(x, "assist") for x in _list(data["assist"], "assist", 2)]
        if s.practice and s.assist[1]:
            raise ValueError("topspeed: practice has no second seat to assist")
        s.start_ms = _num(data["start_ms"], "start_ms")
        s.time_limit_ms = _opt(data["time_limit_ms"], _num, "time_limit_ms")
        if s.time_limit_ms is not None and s.time_limit_ms <= 0:
            raise ValueError("topspeed: saved time limit is not positive")
        if s.practice and s.time_limit_ms is None:
            raise ValueError("topspeed: practice needs a time limit")
        s.lanes = [_int(x, "lane", 0, C.N_LANES - 1) for x in _list(data["lanes"], "lanes", C.N_LANES)]
        s.lanes_up = [_int(x, "lane", 0, C.N_LANES - 1) for x in _list(data["lanes_up"], "lanes_up", 2)]
        if sorted(s.lanes) != list(range(C.N_LANES)) or s.lanes_up[0] == s.lanes_up[1]:
            raise ValueError("topspeed: saved lanes are not the four lane cards")
        s.decks = [
            [_int(c, "card", 0, C.N_CARDS - 1) for c in _list(d, "deck")] for d in _list(data["decks"], "decks", 2)
        ]
        s.rows = [
            [_int(c, "card", 0, C.N_CARDS - 1) for c in _list(r, "row")] for r in _list(data["rows"], "rows", C.N_ROWS)
        ]
        for seat, deck in enumerate(s.decks):
            if any(C.deck_of(c) != seat for c in deck):
                raise ValueError(f"topspeed: a card in {C.SEAT_NAMES[seat]}'s deck has the other back")
        racing = (C.RED,) if s.practice else (C.RED, C.BLUE)
        expected = sorted(c for c in range(C.N_CARDS) if C.deck_of(c) in racing)
        seen = sorted([c for d in s.decks for c in d] + [c for r in s.rows for c in r])
        if seen != expected:
            raise ValueError("topspeed: saved cards are not every card of the race exactly once")
        s.last = []
        for seat, x in enumerate(_list(data["last"], "last", 2)):
            if x is None:
                s.last.append(None)
                continue
            x = _list(x, "last card", 3)
            row, card = _int(x[0], "row", 0, C.N_ROWS - 1), _int(x[1], "card", 0, C.N_CARDS - 1)
            if card not in s.rows[row] or C.deck_of(card) != seat:
                raise ValueError("topspeed: saved last card is not on the table")
            s.last.append((row, card, _bool(x[2], "fitted")))
        s.now_ms = _num(data["now_ms"], "now_ms")
        s.over = _bool(data["over"], "over")
        s.end_reason = data["end_reason"]
        s.end_ms = _opt(data["end_ms"], _num, "end_ms")
        s.caller = _opt(data["caller"], _int, "caller", 0, len(racing) - 1)
        s.flag = _opt(data["flag"], _int, "flag", 0, len(racing) - 1)
        s.call_valid = _opt(data["call_valid"], _bool, "call_valid")
        s.tie_seat = _int(data["tie_seat"], "tie_seat", 0, 1)
        s.stats = Stats.from_data(data["stats"])
        if s.over:
            if s.end_reason not in ("call", "time") or s.end_ms is None:
                raise ValueError("topspeed: a finished race needs its end")
            if (s.end_reason == "call") != (s.caller is not None and s.call_valid is not None):
                raise ValueError("topspeed: saved call is inconsistent")
        elif any(v is not None for v in (s.end_reason, s.end_ms, s.caller, s.flag, s.call_valid)):
            raise ValueError("topspeed: a race still running has an end recorded")
        end = s.end_time_ms
        if not s.over and end is not None and s.now_ms >= end:
            raise ValueError("topspeed: saved race is past its time limit but not over")
        return s


class MoveQueue:
    """Moves waiting until their whole millisecond is over, so two presses of the same millisecond that
    arrive in different frames still meet as a tie. A frame adds the moves it saw and calls ``play``."""

    def __init__(self) -> None:
        self.moves: list[Move] = []

    def add(self, move: Move) -> None:
        self.moves.append(move)

    def play(self, state: TopSpeedState, now_ms: float) -> list[Event]:
        """Apply the moves of every complete millisecond, then let the clock run to the last one."""
        horizon = math.floor(now_ms)
        due = [m for m in self.moves if m.t_ms < horizon]
        self.moves = [m for m in self.moves if m.t_ms >= horizon]
        events = state.apply_all(due) if due else []
        return events + state.advance_to(now_ms)


def new_state(seed: int, seats: int) -> TopSpeedState:
    """A fresh race for the conformance test and tools: two seats race (countdown of
    ``COUNTDOWN_MS``), one seat is practice against the default clock."""
    if seats not in (1, 2):
        raise ValueError(f"Top Speed! is for 1 or 2 seats, not {seats}")
    return TopSpeedState(seed, practice=seats == 1, start_ms=COUNTDOWN_MS)
