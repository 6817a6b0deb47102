"""Top Speed! rules: a pure real-time engine (no pygame).

Both seats act at once. Every action is a :class:`Move` stamped with the game time in milliseconds
(``t_ms``); the engine applies moves in timestamp order. Moves that fall in the same whole millisecond
from both seats are ordered by the *tie token*: the seat holding it goes first and the token passes to
the other seat, so simultaneous inputs alternate fairly and the order is fully determined by the seed.

Two ways in:

* ``apply(move)`` applies one move now (the protocol call; moves must not go back in time).
* ``submit(move)`` queues a move and ``advance_to(now_ms)`` resolves every queued move of the
  milliseconds that are complete (``t_ms < floor(now_ms)``), then moves the clock. The scene uses this
  pair each frame, so key-downs of both players within one frame are all honoured in timestamp order.
  ``apply_all(moves)`` submits a complete batch and resolves all of it.

Seat 0 plays the red-backed deck, seat 1 the blue-backed deck. In practice mode seat 0 races alone
against a time limit.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Iterable, Optional

from arcade.core.rules import (SIMULTANEOUS, TERMINAL, IllegalAction, check_data_version, rng_from_data,
                               rng_to_data)
from arcade.games.topspeed import cards as C

GAME_ID = "topspeed"
DATA_VERSION = 1

PLACE, BOTTOM, TAKE_BACK, CALL = "place", "bottom", "takeback", "call"
KINDS = (PLACE, BOTTOM, TAKE_BACK, CALL)

FLAG_POINTS = 3
PRACTICE_TIME_LIMIT_MS = 90_000.0


@dataclass(frozen=True)
class Move:
    """One rule action of one seat at one moment: place the top card in ``row`` (0..7), send it to the
    bottom of the deck, take back the last placed card, or call "Top Speed!"."""

    seat: int
    kind: str
    t_ms: float
    row: Optional[int] = None

    def to_data(self) -> list:
        return [self.seat, self.kind, self.t_ms, self.row]

    @classmethod
    def from_data(cls, data) -> "Move":
        seat, kind, t_ms, row = data
        return cls(int(seat), str(kind), float(t_ms), None if row is None else int(row))


@dataclass(frozen=True)
class Event:
    """What an applied move did (for the scene's animation and sound, and for the bots' stats)."""

    kind: str  # "placed", "bottom", "took_back", "called", "time_up"
    seat: Optional[int]
    t_ms: float
    row: Optional[int] = None
    card: Optional[int] = None
    fits: Optional[bool] = None


@dataclass(frozen=True)
class Outcome:
    """The fate of one resolved move: its event, or the reason it was refused."""

    move: Move
    event: Optional[Event] = None
    refused: Optional[str] = None


@dataclass(frozen=True)
class SeatView:
    """What one seat may see: the table, its own top card, both deck sizes."""

    seat: int
    phase: str  # "ready" (before the start), "racing", "over"
    now_ms: float
    start_ms: float
    time_left_ms: Optional[float]
    lanes: tuple  # per lane position: (value above, value below), or None while face down
    rows: tuple  # 8 tuples of card ids, index 0 next to the lane card (owner = cards.deck_of)
    top: Optional[int]  # own top card (None before the start or when out of cards)
    deck_sizes: tuple
    last_row: Optional[int]  # row of own last card while it can still be taken back
    caller: Optional[int]
    flag: Optional[int]
    assist: bool
    practice: bool

    def row_value(self, row: int) -> Optional[int]:
        lane = self.lanes[C.row_lane(row)]
        return None if lane is None else lane[C.row_side(row)]


@dataclass(frozen=True)
class RowResult:
    """The scoring of one row: which card is turned over, who scores the car."""

    row: int
    value: int
    cards: tuple
    kind: str  # "empty", "clean" (bottom-most card turned over), "crosswise" (first mistake)
    index: Optional[int]  # position of the turned card, 0 = next to the lane
    owner: Optional[int]  # who played the turned card
    scorer: Optional[int]  # who scores the car
    points: int


@dataclass(frozen=True)
class Score:
    rows: tuple
    row_points: tuple
    flag: Optional[int]
    caller: Optional[int]
    call_valid: Optional[bool]
    cards_left: tuple
    points: tuple
    winner: Optional[int]
    decided_by: str  # "points", "cards", "flag", "draw", or "practice"
    mistakes_left: tuple


@dataclass
class Stats:
    """Per-seat counters kept by the engine (placements, mistakes made and corrected)."""

    placed: list = field(default_factory=lambda: [0, 0])
    mistakes: list = field(default_factory=lambda: [0, 0])
    corrected: list = field(default_factory=lambda: [0, 0])
    takebacks: list = field(default_factory=lambda: [0, 0])
    bottoms: list = field(default_factory=lambda: [0, 0])

    def to_data(self) -> dict:
        return {k: list(v) for k, v in self.__dict__.items()}

    @classmethod
    def from_data(cls, data: dict) -> "Stats":
        s = cls()
        for k in s.__dict__:
            setattr(s, k, [int(x) for x in data[k]])
        return s


class TopSpeedState:
    """One Top Speed! race. Create with ``TopSpeedState(seed, ...)``; see the module docstring."""

    GAME_ID = GAME_ID
    DATA_VERSION = DATA_VERSION

    def __init__(self, seed: int = 0, *, practice: bool = False, assist=(False, False),
                 start_ms: float = 0.0, time_limit_ms: Optional[float] = None,
                 rng: Optional[random.Random] = None) -> None:
        self.rng = rng if rng is not None else random.Random(seed)
        self.practice = bool(practice)
        self.assist = [bool(assist[0]), bool(assist[1])]
        self.start_ms = float(start_ms)
        if time_limit_ms is None and self.practice:
            time_limit_ms = PRACTICE_TIME_LIMIT_MS
        self.time_limit_ms = None if time_limit_ms is None else float(time_limit_ms)
        lanes = list(range(C.N_LANES))
        self.rng.shuffle(lanes)
        self.lanes = lanes
        self.lanes_up = sorted(self.rng.sample(range(C.N_LANES), 2))
        decks = []
        for seat in (C.RED, C.BLUE):
            deck = C.deck_cards(seat)
            self.rng.shuffle(deck)
            decks.append(deck)
        if self.practice:
            decks[C.BLUE] = []
        self.decks = decks
        self.rows: list[list[int]] = [[] for _ in range(C.N_ROWS)]
        self.last: list = [None, None]  # per seat: [row, card, fitted] while it can be taken back
        self.now_ms = min(0.0, self.start_ms)
        self.over = False
        self.end_reason: Optional[str] = None
        self.end_ms: Optional[float] = None
        self.caller: Optional[int] = None
        self.flag: Optional[int] = None
        self.call_valid: Optional[bool] = None
        self.tie_seat = self.rng.randrange(2)
        self.pending: list[list] = []  # [seq, Move]
        self.seq = 0
        self.stats = Stats()

    # ----------------------------------------------------------------- protocol
    @property
    def seats(self) -> tuple:
        return (C.RED,) if self.practice else (C.RED, C.BLUE)

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
    def end_time_ms(self) -> Optional[float]:
        """Game time at which the time limit ends the race (None without a limit)."""
        return None if self.time_limit_ms is None else self.start_ms + self.time_limit_ms

    def lane_values(self, position: int) -> tuple:
        return C.LANE_CARDS[self.lanes[position]]

    def row_value(self, row: int) -> int:
        return self.lane_values(C.row_lane(row))[C.row_side(row)]

    def legal_actions(self, seat: Optional[int] = None) -> list[Move]:
        """Moves ``apply`` would accept right now (stamped ``now_ms``). Placing a card where it breaks the
        row rule is a legal action (a mistake) unless the seat has the assist on."""
        if self.over or self.now_ms < self.start_ms:
            return []
        seats = self.seats if seat is None else ((seat,) if seat in self.seats else ())
        t = self.now_ms
        out: list[Move] = []
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
        return out

    def apply(self, move: Move) -> Event:
        """Apply one move at its ``t_ms`` (not earlier than ``now_ms``). Raises IllegalAction, leaving
        the state unchanged, when the move is not legal then."""
        reason = self._refusal(move)
        if reason is not None:
            raise IllegalAction(reason)
        end = self.end_time_ms
        if end is not None and move.t_ms >= end:
            raise IllegalAction("time is up")
        self.now_ms = max(self.now_ms, move.t_ms)
        return self._execute(move)

    # ----------------------------------------------------------------- real-time queue
    def submit(self, move: Move) -> None:
        """Queue a move; ``advance_to`` resolves it once its millisecond is complete."""
        self.pending.append([self.seq, move])
        self.seq += 1

    def advance_to(self, now_ms: float, settle: bool = False) -> list[Outcome]:
        """Resolve queued moves of every complete millisecond (all of them when ``settle``), in order,
        then move the clock to ``now_ms`` and end the race if its time limit has passed."""
        horizon = now_ms if settle else math.floor(now_ms)
        ready, waiting = [], []
        for p in self.pending:
            due = p[1].t_ms <= horizon if settle else p[1].t_ms < horizon
            (ready if due else waiting).append(p)
        outcomes: list[Outcome] = []
        if ready:
            self.pending = waiting
            for move in self._fair_order(ready):
                outcomes.append(self._resolve_one(move))
        if not self.over:
            end = self.end_time_ms
            if end is not None and horizon >= end:
                self._time_up(end)
            else:
                self.now_ms = max(self.now_ms, float(horizon))
        return outcomes

    def apply_all(self, moves: Iterable[Move]) -> list[Outcome]:
        """Resolve a complete batch of moves (e.g. both seats' presses of one frame) fairly."""
        moves = list(moves)
        if not moves:
            return []
        for m in moves:
            self.submit(m)
        return self.advance_to(max(m.t_ms for m in moves), settle=True)

    def _fair_order(self, items: list) -> list[Move]:
        items = sorted(items, key=lambda p: (math.floor(p[1].t_ms), p[0]))
        ordered: list[Move] = []
        i = 0
        while i < len(items):
            ms = math.floor(items[i][1].t_ms)
            j = i
            while j < len(items) and math.floor(items[j][1].t_ms) == ms:
                j += 1
            group = items[i:j]
            if len({p[1].seat for p in group}) > 1:
                first = self.tie_seat
                group = sorted(group, key=lambda p: (p[1].seat != first, p[0]))
                self.tie_seat = 1 - first
            ordered.extend(p[1] for p in group)
            i = j
        return ordered

    def _resolve_one(self, move: Move) -> Outcome:
        if self.over:
            return Outcome(move, refused="the race is over")
        end = self.end_time_ms
        if end is not None and move.t_ms >= end:
            self._time_up(end)
            return Outcome(move, refused="time is up")
        timed = move
        if move.t_ms < self.now_ms:  # ordered after a later stamp of the same millisecond (or stale)
            timed = Move(move.seat, move.kind, self.now_ms, move.row)
        try:
            return Outcome(move, event=self.apply(timed))
        except IllegalAction as exc:
            return Outcome(move, refused=str(exc))

    def _time_up(self, end: float) -> Event:
        self.now_ms = max(self.now_ms, end)
        self.over = True
        self.end_reason = "time"
        self.end_ms = end
        return Event("time_up", None, end)

    # ----------------------------------------------------------------- moves
    def _can_take_back(self, seat: int) -> bool:
        last = self.last[seat]
        if last is None:
            return False
        row, card = last[0], last[1]
        return bool(self.rows[row]) and self.rows[row][-1] == card

    def _refusal(self, move: Move) -> Optional[str]:
        if not isinstance(move, Move):
            return "not a Top Speed! move"
        if self.over:
            return "the race is over"
        if move.seat not in self.seats:
            return f"seat {move.seat} is not in this race"
        if move.kind not in KINDS:
            return f"unknown move {move.kind!r}"
        if move.t_ms < self.now_ms:
            return f"move at {move.t_ms} ms is earlier than the game time {self.now_ms} ms"
        if move.t_ms < self.start_ms:
            return "the race has not started"
        deck = self.decks[move.seat]
        if move.kind == PLACE:
            if not deck:
                return "no card left to place"
            if move.row is None or not (0 <= move.row < C.N_ROWS):
                return f"no row {move.row!r}"
            if self.assist[move.seat] and not C.fits(deck[0], self.rows[move.row]):
                return "that card repeats a colour or part in the row (assist)"
        elif move.kind == BOTTOM:
            if not deck:
                return "no card left"
        elif move.kind == TAKE_BACK:
            if not self._can_take_back(move.seat):
                return "no card to take back (it is covered, or another move came after it)"
        return None

    def _execute(self, move: Move) -> Event:
        s, t = move.seat, move.t_ms
        deck = self.decks[s]
        if move.kind == PLACE:
            card = deck.pop(0)
            row = self.rows[move.row]
            ok = C.fits(card, row)
            row.append(card)
            self.stats.placed[s] += 1
            if not ok:
                self.stats.mistakes[s] += 1
            self.last[s] = [move.row, card, ok]
            other = 1 - s
            if self.last[other] is not None and self.last[other][0] == move.row:
                self.last[other] = None  # covered: it stays
            return Event("placed", s, t, move.row, card, ok)
        if move.kind == BOTTOM:
            card = deck.pop(0)
            deck.append(card)
            self.last[s] = None
            self.stats.bottoms[s] += 1
            return Event("bottom", s, t, None, card)
        if move.kind == TAKE_BACK:
            row, card, ok = self.last[s]
            self.rows[row].pop()
            deck.insert(0, card)
            self.last[s] = None
            self.stats.takebacks[s] += 1
            if not ok:
                self.stats.corrected[s] += 1
            return Event("took_back", s, t, row, card, ok)
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
        return Event("called", s, t, None, None, valid)

    def has_legal_play(self, seat: int) -> bool:
        """True if any card left in the seat's deck fits some row (the check made on a call)."""
        for card in self.decks[seat]:
            for row in self.rows:
                if C.fits(card, row):
                    return True
        return False

    # ----------------------------------------------------------------- views and scoring
    def view(self, seat: int) -> SeatView:
        started = self.now_ms >= self.start_ms
        lanes = tuple(self.lane_values(p) if (started or p in self.lanes_up) else None
                      for p in range(C.N_LANES))
        deck = self.decks[seat] if seat in (0, 1) else []
        top = deck[0] if (deck and started) else None
        limit = self.end_time_ms
        return SeatView(
            seat=seat, phase=self.phase, now_ms=self.now_ms, start_ms=self.start_ms,
            time_left_ms=None if limit is None else max(0.0, limit - max(self.now_ms, self.start_ms)),
            lanes=lanes, rows=tuple(tuple(r) for r in self.rows), top=top,
            deck_sizes=(len(self.decks[0]), len(self.decks[1])),
            last_row=self.last[seat][0] if (seat in (0, 1) and self._can_take_back(seat)) else None,
            caller=self.caller, flag=self.flag, assist=self.assist[seat] if seat in (0, 1) else False,
            practice=self.practice)

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
            m = C.first_mistake(row)
            if m is None:
                idx, owner = len(row) - 1, C.deck_of(row[-1])
                scorer, kind = owner, "clean"
            else:
                idx, owner = m, C.deck_of(row[m])
                scorer, kind = (None if self.practice else 1 - owner), "crosswise"
            if scorer is not None:
                pts[scorer] += value
            results.append(RowResult(r, value, tuple(row), kind, idx, owner, scorer,
                                     value if scorer is not None else 0))
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
        return Score(tuple(results), row_points, self.flag, self.caller, self.call_valid, left,
                     tuple(total), winner, how, tuple(left_mistakes))

    def rematch(self) -> "TopSpeedState":
        """A new race with the same options, dealt from this state's generator."""
        return TopSpeedState(practice=self.practice, assist=tuple(self.assist), start_ms=0.0,
                             time_limit_ms=None if self.practice else self.time_limit_ms,
                             rng=random.Random(self.rng.getrandbits(64)))

    # ----------------------------------------------------------------- plain data
    def to_data(self) -> dict:
        return {
            "game": GAME_ID, "version": DATA_VERSION, "rng": rng_to_data(self.rng),
            "practice": self.practice, "assist": list(self.assist), "start_ms": self.start_ms,
            "time_limit_ms": self.time_limit_ms, "lanes": list(self.lanes), "lanes_up": list(self.lanes_up),
            "decks": [list(d) for d in self.decks], "rows": [list(r) for r in self.rows],
            "last": [None if x is None else list(x) for x in self.last], "now_ms": self.now_ms,
            "over": self.over, "end_reason": self.end_reason, "end_ms": self.end_ms, "caller": self.caller,
            "flag": self.flag, "call_valid": self.call_valid, "tie_seat": self.tie_seat,
            "pending": [[seq, m.to_data()] for seq, m in self.pending], "seq": self.seq,
            "stats": self.stats.to_data(),
        }

    @classmethod
    def from_data(cls, data: dict) -> "TopSpeedState":
        check_data_version(data, GAME_ID, DATA_VERSION)
        s = cls.__new__(cls)
        s.rng = rng_from_data(data["rng"])
        s.practice = bool(data["practice"])
        s.assist = [bool(x) for x in data["assist"]]
        s.start_ms = float(data["start_ms"])
        s.time_limit_ms = None if data["time_limit_ms"] is None else float(data["time_limit_ms"])
        s.lanes = [int(x) for x in data["lanes"]]
        s.lanes_up = [int(x) for x in data["lanes_up"]]
        if sorted(s.lanes) != list(range(C.N_LANES)):
            raise ValueError("topspeed: saved lanes are not the four lane cards")
        s.decks = [[int(c) for c in d] for d in data["decks"]]
        s.rows = [[int(c) for c in r] for r in data["rows"]]
        seen = sorted(c for d in s.decks for c in d) + sorted(c for r in s.rows for c in r)
        if len(seen) != len(set(seen)) or len(s.rows) != C.N_ROWS:
            raise ValueError("topspeed: saved cards are inconsistent")
        s.last = [None if x is None else [int(x[0]), int(x[1]), bool(x[2])] for x in data["last"]]
        s.now_ms = float(data["now_ms"])
        s.over = bool(data["over"])
        s.end_reason = data["end_reason"]
        s.end_ms = data["end_ms"]
        s.caller = data["caller"]
        s.flag = data["flag"]
        s.call_valid = data["call_valid"]
        s.tie_seat = int(data["tie_seat"])
        s.pending = [[int(seq), Move.from_data(m)] for seq, m in data["pending"]]
        s.seq = int(data["seq"])
        s.stats = Stats.from_data(data["stats"])
        return s
