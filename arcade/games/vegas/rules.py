"""Vegas Slot Machine 1973 rules engine: pure Python, seeded, no pygame.

One :class:`VegasState` is one game (1-3 rounds, or one per player under variation E). Cards are ids
(``state.sym[id]`` is the symbol, see :mod:`.components`). The grid is a list of stacks (lists of ids,
top last); the draw pile is a list whose END is its top. Every decision where the rulebook is silent is
in docs/rules-decisions.md; comments name them by their heading there.

Hidden information: other seats' hands, the draw pile's order, every card below a stack's top, the
face-down discard pile (and, under variation M, your own hand once you have looked at it).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from arcade.core.rules import (
    TERMINAL,
    Event,
    IllegalAction,
    check_data_version,
    copy_rng,
    rng_from_data,
    rng_to_data,
)

from .components import (
    ANY,
    CUMBER,
    NAMES,
    NUM_SYMBOLS,
    PRIZE,
    SEVEN,
    SHIELD,
    SPIN,
    build_cards,
    rank_of,
)
from .setup import Config, Geometry, parse_options

EMPTY = -1
PH_BUILD, PH_PLAY, PH_REACT, PH_TAKE, PH_BURY, PH_SPIN, PH_DISCARD, PH_DRAW, PH_OVER = range(9)
PHASES = ("build", "play", "react", "take", "bury", "spin", "discard", "draw", "over")

# Cumber variation B: the effect of the month (docs/rules-decisions.md, "Effect of the month").
MONTH_EFFECTS = (
    ("Fresh Start", "Shuffle your other hand cards into the deck and draw as many new ones."),
    ("Sweetheart Swap", "Swap the top cards of two stacks (no placement rules)."),
    ("Lucky Clover", "Swap one of your hand cards with the top card of a stack."),
    ("Fool's Spin", "Every player passes a random hand card to the next player clockwise."),
    ("Bloom", "Turn the top card of the deck face up onto any stack of your choice."),
    ("Midsummer Peek", "Look at the top three cards of the deck."),
    ("Jackpot", "Your next prize this round scores double."),
    ("Heat Wave", "Discard the top card of any stack."),
    ("Back to School", "Play one more card from your hand now (placement rules apply)."),
    ("Haunted Stack", "Put the top card of a stack of two or more at the bottom of that stack."),
    ("Spin the Reel", "Choose a column: its stacks move down one space, the bottom one to the top."),
    ("Wish List", "Name a symbol: take one from the deck instead of drawing (then shuffle the deck)."),
)


class Act(NamedTuple):
    """One decision. ``kind`` names it; ``slot`` is a hand index, ``a``/``b`` positions or parameters.

    build/play (slot, pos); c_move (slot, from, to); c_look, c_bury, c_draw3 (slot);
    c_special (slot, a, b) for the effect of the month; bury (slot) puts a hand card under the deck;
    take/leave a Cumber turned up while refilling; spin/pass; discard (slot) under N;
    draw (a = open card index or -1 for the deck) and stop (O: draw no more); tick (a = ms) under U.
    """

    kind: str
    slot: int = -1
    a: int = -1
    b: int = -1

    def to_data(self) -> list[str | int]:
        return [self.kind, self.slot, self.a, self.b]

    @classmethod
    def from_data(cls, data: Any) -> Act:
        try:
            kind, slot, a, b = data
            if not isinstance(kind, str):
                raise TypeError("kind")
            return cls(kind, int(slot), int(a), int(b))
        except (TypeError, ValueError) as exc:
            raise ValueError(f"not a Vegas action: {data!r}") from exc


class Prize(NamedTuple):
    """A prize won: its symbol, the cards taken (under variation Q only the one kept), its points. Saved
    as the plain list ``[symbol, cards, points]``."""

    symbol: int
    cards: list[int]
    points: int


# ---- events ---------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    extra: bool = False


@dataclass(frozen=True, slots=True)
class CardPlaced(Event):
    seat: int
    pos: int
    symbol: int
    build: bool = False


@dataclass(frozen=True, slots=True)
class PrizeClaimed(Event):
    seat: int
    symbol: int
    cards: int
    points: int
    where: str  # "grid" or "hand"
    cells: tuple[int, ...] = ()  # the payline (or the three shields) in the grid


@dataclass(frozen=True, slots=True)
class Misplayed(Event):
    """Variation M: a card played from memory that the placement rules do not allow there. It is shown
    to everyone and discarded; the turn's play is lost (docs/rules-decisions.md, "Issue 21 decisions")."""

    seat: int
    pos: int
    symbol: int


@dataclass(frozen=True, slots=True)
class Grid(Event):
    """What the slot machine shows right after the event before it: every top symbol (EMPTY for a gap)
    and every stack height (public information), so a scene can replay a cascade step by step."""

    tops: tuple[int, ...]
    heights: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Refilled(Event):
    pos: int
    symbol: int


@dataclass(frozen=True, slots=True)
class Covered(Event):
    pos: int
    symbol: int


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    seat: int
    count: int
    open_card: int = EMPTY  # the symbol taken from the open cards (variation L), else EMPTY


@dataclass(frozen=True, slots=True)
class CumberUsed(Event):
    seat: int
    action: str
    a: int = -1
    b: int = -1


@dataclass(frozen=True, slots=True)
class CumberTaken(Event):
    seat: int
    pos: int


@dataclass(frozen=True, slots=True)
class SpinAgainUsed(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class CardsBuried(Event):
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    count: int


@dataclass(frozen=True, slots=True)
class DeckEmpty(Event):
    pass


@dataclass(frozen=True, slots=True)
class TurnSkipped(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class ClockTicked(Event):
    elapsed_ms: int


@dataclass(frozen=True, slots=True)
class RoundOver(Event):
    round: int
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


def prize_symbol(a: int, b: int, c: int) -> int:
    """The prize three tops on a payline make, or EMPTY. ANY is wild for every symbol (issue 21: the
    book's words, "any of the symbols"); shields never make a payline prize (three anywhere in a
    machine do, see :func:`shield_prize`); three Spin Again or three Cumber cards do, ANY included."""
    if a < 0 or b < 0 or c < 0:
        return EMPTY
    s = EMPTY
    for x in (a, b, c):
        if x == ANY:
            continue
        if s == EMPTY:
            s = x
        elif x != s:
            return EMPTY
    if s == EMPTY:
        return SEVEN
    if s == SHIELD or s >= NUM_SYMBOLS:  # (the look-up tables pad the symbols to 12)
        return EMPTY
    return s


def shield_prize(cells: Sequence[int], tops: Sequence[int]) -> tuple[int, ...]:
    """The three-shield prize of one machine: three shields anywhere in it, ANY standing in for
    shields (at least one real shield: three ANY alone are a Seven, and only on a payline). Returns the
    positions taken (real shields first, then ANY, each in reading order), or () when there is none."""
    shields = [p for p in cells if tops[p] == SHIELD]
    if not shields:
        return ()
    wild = [p for p in cells if tops[p] == ANY]
    if len(shields) + len(wild) < 3:
        return ()
    return tuple((shields + wild)[:3])


# prize_symbol for every triple of tops (EMPTY = -1 included): index (a + 1) * 169 + (b + 1) * 13 + c + 1.
PRIZE_TABLE = [prize_symbol(a, b, c) for a in range(-1, 12) for b in range(-1, 12) for c in range(-1, 12)]
assert NUM_SYMBOLS <= 12


Completions = tuple[tuple[tuple[int, int], ...], ...]
"""Per place k of a payline, the (symbol, points) pairs a card put there completes."""


def _completions_for(vals: tuple[int, int, int]) -> Completions:
    out: list[tuple[tuple[int, int], ...]] = []
    for k in range(3):
        pairs: list[tuple[int, int]] = []
        if vals[k] != ANY:
            for x in range(NUM_SYMBOLS):
                v = list(vals)
                v[k] = x
                ps = prize_symbol(v[0], v[1], v[2])
                if ps != EMPTY:
                    pairs.append((x, PRIZE[ps]))
        out.append(tuple(pairs))
    return tuple(out)


# For every triple of tops: per place k, the (symbol, points) pairs a card put there completes.
COMPLETE_TABLE = [_completions_for((a, b, c)) for a in range(-1, 12) for b in range(-1, 12) for c in range(-1, 12)]


def completion_map(geo: Geometry, tops: Sequence[int]) -> list[dict[int, int]]:
    """For every position, the points each symbol put there would claim at once (every payline through
    it, and the third shield of a machine)."""
    out: list[dict[int, int]] = [{} for _ in tops]
    table = COMPLETE_TABLE
    for line in geo.lines:
        a, b, c = line
        entry = table[(tops[a] + 1) * 169 + (tops[b] + 1) * 13 + tops[c] + 1]
        for k in range(3):
            pairs = entry[k]
            if pairs:
                cell = out[line[k]]
                for x, pts in pairs:
                    cell[x] = cell.get(x, 0) + pts
    for cells in geo.grid_cells:
        shields = sum(1 for q in cells if tops[q] == SHIELD)
        wild = sum(1 for q in cells if tops[q] == ANY)
        if shields + wild < 2 or (shields and shields + wild >= 3):
            continue  # no third card can help, or the prize shows already
        for q in cells:
            if tops[q] == ANY:
                continue  # never played on
            s_q = shields - (tops[q] == SHIELD)
            for x in (SHIELD, ANY):
                s2, w2 = s_q + (x == SHIELD), wild + (x == ANY)
                if s2 >= 1 and s2 + w2 >= 3:
                    cell = out[q]
                    cell[x] = cell.get(x, 0) + PRIZE[SHIELD]
    return out


def line_prize(a: int, b: int, c: int) -> int:
    """:func:`prize_symbol` by table look-up."""
    return PRIZE_TABLE[(a + 1) * 169 + (b + 1) * 13 + c + 1]


def hand_prize(syms: Sequence[int]) -> tuple[int, list[int]]:
    """The best prize in a hand: (symbol, indexes of the three cards used) or (EMPTY, [])."""
    if len(syms) < 3:
        return EMPTY, []
    best, used = EMPTY, list[int]()
    wild = [i for i, s in enumerate(syms) if s == ANY]
    for s in set(syms):
        if s == ANY:
            continue
        own = [i for i, x in enumerate(syms) if x == s][:3]
        if len(own) + len(wild) < 3:  # ANY is wild for every symbol (issue 21)
            continue
        idx = own + wild[: 3 - len(own)]
        if best == EMPTY or PRIZE[s] > PRIZE[best]:
            best, used = s, idx
    if best == EMPTY and len(wild) >= 3:
        best, used = SEVEN, wild[:3]
    return best, used


class VegasState:
    """A game of Vegas Slot Machine 1973 for 1-8 seats (see :func:`.setup.parse_options`)."""

    GAME_ID = "vegas"
    DATA_VERSION = 1
    REALTIME = False

    _DYNAMIC = (
        "round_no",
        "start",
        "turn_idx",
        "turn_seat",
        "cur",
        "phase",
        "stacks",
        "draw",
        "discard",
        "box",
        "open",
        "hands",
        "fresh",
        "limits",
        "front",
        "prizes",
        "totals",
        "round_scores",
        "last_played",
        "refilling",
        "filled_any",
        "cont",
        "end_stage",
        "react_queue",
        "take_pos",
        "look",
        "peek",
        "jackpot",
        "elapsed_ms",
        "bury_seat",
        "played",
        "placed_count",
        "deck_signalled",
        "turn_draws",
        "q_cycle",
    )

    # The table (set in _init_static / _setup_round, restored by from_data, copied by clone).
    cfg: Config
    n: int
    geo: Geometry
    sym: list[int]  # card id -> symbol
    total_counts: tuple[int, ...]  # symbol -> cards of it in the game
    rng: random.Random
    round_no: int
    start: int
    turn_idx: int
    turn_seat: int
    cur: int
    phase: int
    stacks: list[list[int]]
    draw: list[int]
    discard: list[int]
    box: list[int]
    open: list[int]
    hands: list[list[int]]
    fresh: list[list[bool]]  # variation M: which hand cards their owner sees
    limits: list[int]
    front: list[list[int]]
    prizes: list[list[Prize]]
    totals: list[int]
    round_scores: list[list[int]]
    last_played: list[int] | None  # [pos, card, seat, made a prize (a bool)]: plain data, as saved
    refilling: bool
    filled_any: bool
    cont: str
    end_stage: int
    react_queue: list[int]
    take_pos: int
    look: list[list[list[int]] | None]  # per seat: the symbols under each stack its Cumber look saw
    peek: list[list[int] | None]  # per seat: the top cards of the deck a Midsummer Peek saw
    jackpot: list[bool]
    elapsed_ms: int
    bury_seat: int
    played: bool
    placed_count: int
    deck_signalled: bool
    turn_draws: int
    q_cycle: int
    _events: list[Event]
    _legal_cache: list[Act] | None
    _comp: list[dict[int, int]] | None = None  # the completion map the last legal actions were made with

    def __init__(self, seats: int = 1, seed: int | None = None, options: Mapping[str, object] | None = None) -> None:
        self.cfg = parse_options(seats, options)
        self._init_static()
        self.rng = random.Random(seed)
        self.round_no = 0
        self.start = 0
        self.totals = [0] * seats
        self.round_scores: list[list[int]] = []
        self.elapsed_ms = 0
        self._events: list[Event] = []
        self._setup_round()
        self._events = []

    def _init_static(self) -> None:
        cfg = self.cfg
        self.n = cfg.seats
        self.geo = Geometry(4 if cfg.has("J") else 3, 3, 2 if cfg.has("D") else 1)
        self.sym = build_cards(cfg.decks, cfg.spin is not None, cfg.cumber is not None)
        self.total_counts = tuple(self.sym.count(s) for s in range(NUM_SYMBOLS))
        self._legal_cache = None

    # ---- set-up ------------------------------------------------------------------------------------
    def _setup_round(self) -> None:
        cfg, n = self.cfg, self.n
        self._legal_cache = None
        cards = list(range(len(self.sym)))
        self.box = []
        self.front = [[] for _ in range(n)]
        if cfg.spin == "A":  # one Spin Again card in front of every player, the rest boxed
            spins = [c for c in cards if self.sym[c] == SPIN]
            cards = [c for c in cards if self.sym[c] != SPIN]
            for s in range(n):
                self.front[s].append(spins.pop(0))
            self.box = spins
        self.rng.shuffle(cards)
        self.draw = cards
        self.discard = []
        self.open = []
        self.stacks = [[] for _ in range(self.geo.size)]
        self.hands = [[] for _ in range(n)]
        self.fresh = [[] for _ in range(n)]
        self.prizes = [[] for _ in range(n)]
        self.look = [None] * n
        self.peek = [None] * n
        self.jackpot = [False] * n
        self.last_played = None
        self.refilling = False
        self.filled_any = False
        self.cont = ""
        self.end_stage = 0
        self.react_queue = []
        self.take_pos = EMPTY
        self.bury_seat = EMPTY
        self.played = False
        self.placed_count = 0
        self.deck_signalled = False
        self.turn_draws = 0
        self.q_cycle = -1  # Q: -1 no reshuffle yet, 0 reshuffled and no prize since, 1 a prize since
        order = [self._seat_at(t) for t in range(n)]
        self.limits = [3] * n
        for k, s in enumerate(order):
            if cfg.has("I"):
                self.limits[s] = 4
            if cfg.has("T"):
                self.limits[s] = 3 + k
        for _ in range(max(self.limits)):  # deal one card at a time
            for s in order:
                if len(self.hands[s]) < self.limits[s]:
                    self._give(s, self.draw.pop())
        if cfg.has("K"):  # discard a random card without looking
            for s in order:
                i = self.rng.randrange(len(self.hands[s]))
                self.discard.append(self.hands[s].pop(i))
                self.fresh[s].pop(i)
                self.limits[s] -= 1
        if cfg.has("L"):
            for _ in range(n):
                self.open.append(self.draw.pop())
        self.turn_idx = 0
        self.phase = PH_BUILD
        self._begin_turn(self._seat_at(0))

    def _seat_at(self, t: int) -> int:
        n = self.n
        if self.cfg.has("S"):  # first round of turns counter-clockwise, then clockwise
            if t < n:
                return (self.start - t) % n
            return (self.start + 1 + t - n) % n
        return (self.start + t) % n

    def _give(self, seat: int, card: int) -> None:
        self.hands[seat].append(card)
        self.fresh[seat].append(True)

    # ---- small helpers -----------------------------------------------------------------------------
    def tops(self) -> list[int]:
        sym = self.sym
        return [sym[st[-1]] if st else EMPTY for st in self.stacks]

    def _can_reshuffle(self) -> bool:
        """Variation Q reshuffles the discards into an empty draw pile, unless the last reshuffle went by
        with no prize claimed: then the cards only go round (a Cumber burying the card just played, its
        player drawing it back) and the game ends as if they had run out (docs/rules-decisions.md)."""
        return self.cfg.has("Q") and bool(self.discard) and self.q_cycle != 0

    def _draw_card(self) -> int:
        """The top card of the draw pile (variation Q: reshuffle the discards when it is empty), or EMPTY."""
        if not self.draw and self._can_reshuffle():
            self.q_cycle = 0
            self.draw = self.discard
            self.discard = []
            self.rng.shuffle(self.draw)
            self._events.append(DeckReshuffled(len(self.draw)))
        if not self.draw:
            return EMPTY
        card = self.draw.pop()
        if not self.draw and not self.deck_signalled and not self._can_reshuffle():
            self.deck_signalled = True
            self._events.append(DeckEmpty())
        return card

    def _deck_out(self) -> bool:
        return not self.draw and not self._can_reshuffle()

    def _draw_to(self, seat: int, count: int) -> int:
        got = 0
        for _ in range(count):
            card = self._draw_card()
            if card == EMPTY:
                break
            self._give(seat, card)
            got += 1
        if got:
            self._events.append(CardsDrawn(seat, got))
        return got

    def _remove_hand(self, seat: int, slot: int) -> int:
        self.fresh[seat].pop(slot)
        return self.hands[seat].pop(slot)

    def hand_symbols(self, seat: int) -> list[int]:
        return [self.sym[c] for c in self.hands[seat]]

    # ---- prizes ------------------------------------------------------------------------------------
    def find_prizes(self, tops: list[int] | None = None) -> list[tuple[int, tuple[int, ...]]]:
        """Every prize showing now: (symbol, positions), lines first in a fixed order, then shields."""
        t = self.tops() if tops is None else tops
        found: list[tuple[int, tuple[int, ...]]] = []
        table = PRIZE_TABLE
        for line in self.geo.lines:
            s = table[(t[line[0]] + 1) * 169 + (t[line[1]] + 1) * 13 + t[line[2]] + 1]
            if s != EMPTY:
                found.append((s, line))
        for cells in self.geo.grid_cells:
            taken = shield_prize(cells, t)
            if taken:
                found.append((SHIELD, taken))
        return found

    def _grid_event(self) -> None:
        self._events.append(Grid(tuple(self.tops()), tuple(len(st) for st in self.stacks)))

    def _record_prize(self, seat: int, symbol: int, cards: list[int], where: str, cells: tuple[int, ...] = ()) -> None:
        points = PRIZE[symbol]
        if self.jackpot[seat]:
            points *= 2
            self.jackpot[seat] = False
        if self.cfg.has("Q") and len(cards) > 1:  # keep one card, the rest to the discard pile
            self.discard.extend(cards[1:])
            cards = cards[:1]
        self.prizes[seat].append(Prize(symbol, cards, points))
        if self.q_cycle == 0:
            self.q_cycle = 1
        self._events.append(PrizeClaimed(seat, symbol, len(cards), points, where, tuple(cells)))
        if where == "grid":
            self._grid_event()

    def _claim_grid(self, seat: int) -> bool:
        """Claim every prize in the grid for ``seat``, again and again as cards are uncovered."""
        made = False
        while True:
            found = self.find_prizes()
            if not found:
                return made
            made = True
            taken: set[int] = set()
            for symbol, cells in found:
                new = [p for p in cells if p not in taken]
                if not new:
                    continue
                taken.update(new)
                self._record_prize(seat, symbol, [self.stacks[p].pop() for p in new], "grid", cells)
            self._legal_cache = None

    def _claim_hand(self, seat: int) -> None:
        """Step 1: three of a kind in hand are a prize; draw back up to the hand size; repeat."""
        if self.cfg.has("H"):
            return
        while True:
            symbol, idx = hand_prize(self.hand_symbols(seat))
            if symbol == EMPTY:
                return
            cards = [self.hands[seat][i] for i in idx]
            for i in sorted(idx, reverse=True):
                self._remove_hand(seat, i)
            self._record_prize(seat, symbol, cards, "hand")
            self._draw_to(seat, max(0, self.limits[seat] - len(self.hands[seat])))

    # ---- placement rules ---------------------------------------------------------------------------
    def _pair_cells(self, tops: list[int]) -> set[int]:
        """Cells whose top is part of a set of two of the same symbol on a payline (ANY only under B)."""
        any_counts = self.cfg.has("B")
        cells: set[int] = set()
        for a, b, c in self.geo.lines:
            x, y, z = tops[a], tops[b], tops[c]
            if x >= 0 and x != ANY:
                if x == y:
                    cells.add(a)
                    cells.add(b)
                if x == z:
                    cells.add(a)
                    cells.add(c)
            if y >= 0 and y != ANY and y == z:
                cells.add(b)
                cells.add(c)
            if any_counts:
                for (p, u), (q, v) in (((a, x), (b, y)), ((a, x), (c, z)), ((b, y), (c, z))):
                    if u >= 0 and v >= 0 and (u == ANY) != (v == ANY):
                        cells.add(p)
                        cells.add(q)
        return cells

    def placements(
        self,
        s: int,
        tops: list[int] | None = None,
        forbid: int = EMPTY,
        pairs: set[int] | None = None,
        comp: list[dict[int, int]] | None = None,
    ) -> list[int]:
        """Where a card of symbol ``s`` may go under the four placement rules and their exceptions (plus
        variations A, B, F, G). ``forbid`` is a position that may not be used (variation F); ``pairs``
        the cells in a set of two, when the caller already has them."""
        t = self.tops() if tops is None else list(tops)
        if pairs is None:
            pairs = set() if self.cfg.has("A") else self._pair_cells(t)
        g_max = self.cfg.has("G")
        if comp is None:
            comp = completion_map(self.geo, t)
        out = []
        for _g, cells in enumerate(self.geo.grid_cells):
            free = [p for p in cells if t[p] >= 0 and t[p] != ANY and p not in pairs]
            only_pairs = not free and any(p in pairs for p in cells)
            one_same = len(free) == 1 and t[free[0]] == s and any(p in pairs for p in cells)
            shields = sum(1 for p in cells if t[p] == SHIELD)
            for p in cells:
                if p == forbid or (g_max and len(self.stacks[p]) >= 5):
                    continue
                top = t[p]
                if top == EMPTY:
                    out.append(p)
                    continue
                if top == ANY:  # never on ANY, not even for a prize
                    continue
                if s in comp[p]:  # anywhere if it makes a prize
                    out.append(p)
                    continue
                if top == s and not (one_same and p == free[0]):
                    continue
                if p in pairs and not only_pairs:
                    continue
                if top == SHIELD and shields >= 2:
                    continue
                out.append(p)
        return out

    def _forbidden(self) -> int:
        """Variation F: the card the previous player just played, while it is still on top."""
        lp = self.last_played
        if not self.cfg.has("F") or lp is None or lp[2] == self.turn_seat and self.n > 1:
            return EMPTY
        pos, card = lp[0], lp[1]
        return pos if self.stacks[pos] and self.stacks[pos][-1] == card else EMPTY

    def _relaxed(self, tops: list[int]) -> list[int]:
        """Fallback when no hand card may go anywhere: any space not topped by ANY (G still holds); if
        even that leaves nothing, any space at all (docs: "Nowhere to play")."""
        g_max = self.cfg.has("G")
        out = [p for p in range(self.geo.size) if tops[p] != ANY and not (g_max and len(self.stacks[p]) >= 5)]
        return out or list(range(self.geo.size))

    # ---- protocol ----------------------------------------------------------------------------------
    @property
    def num_seats(self) -> int:
        return self.n

    def current_player(self) -> int:
        return TERMINAL if self.phase == PH_OVER else self.cur

    def is_terminal(self) -> bool:
        return self.phase == PH_OVER

    def legal_actions(self, seat: int | None = None) -> list[Act]:
        if self.phase == PH_OVER or (seat is not None and seat != self.cur):
            return []
        if self._legal_cache is None:
            self._legal_cache = self._compute_legal()
        return list(self._legal_cache)

    def _compute_legal(self) -> list[Act]:
        ph, seat = self.phase, self.cur
        hand = self.hands[seat]
        syms = [self.sym[c] for c in hand]
        acts: list[Act] = []
        if ph == PH_BUILD:
            for p in self._build_cells():
                for i in self._distinct_slots(syms):
                    acts.append(Act("build", i, p))
        elif ph == PH_PLAY:
            tops = self.tops()
            if self.cfg.has("M"):
                # from memory: every card may be tried on every space a card could ever go (not ANY,
                # not F's card, not a full stack under G); the real card is checked when it is played,
                # so the choices give no face-down card away
                self._comp = completion_map(self.geo, tops)
                spaces = self._open_spaces(tops, self._forbidden())
                by_sym = {i: spaces for i in range(len(hand))}
            else:
                by_sym = self._play_map(syms, tops)
            for i, cells in by_sym.items():
                acts.extend(Act("play", i, p) for p in cells)
            if self.cfg.cumber == "B":
                acts.extend(self._cumber_actions(seat, syms, tops))
        elif ph == PH_REACT:
            if CUMBER in syms:
                acts.append(Act("c_bury", syms.index(CUMBER)))
            acts.append(Act("pass"))
        elif ph == PH_TAKE:
            acts = [Act("take", a=self.take_pos), Act("leave", a=self.take_pos)]
        elif ph == PH_BURY:
            acts = [Act("bury", i) for i in range(len(hand))]
        elif ph == PH_SPIN:
            acts = [Act("spin"), Act("pass")]
        elif ph == PH_DISCARD:
            acts = [Act("discard", i) for i in range(len(hand))]
        elif ph == PH_DRAW:
            if self.draw:
                acts.append(Act("draw"))
                acts.extend(Act("draw", a=i) for i in range(len(self.open)) if self.cfg.has("L"))
            if self.cfg.has("O"):
                acts.append(Act("stop"))
        if self.cfg.has("U") and acts:
            acts.append(Act("tick", a=1000))
        return acts

    def _play_map(self, syms: list[int], tops: list[int]) -> dict[int, list[int]]:
        """Hand slot -> the spaces its real card may go under the placement rules (with "Nowhere to
        play" when no card may go anywhere)."""
        forbid = self._forbidden()
        pairs = set() if self.cfg.has("A") else self._pair_cells(tops)
        comp = self._comp = completion_map(self.geo, tops)
        by_sym = {i: self.placements(syms[i], tops, forbid, pairs, comp) for i in self._distinct_slots(syms)}
        if not any(by_sym.values()):
            relaxed = self._open_spaces(tops, forbid)
            by_sym = {i: relaxed for i in by_sym}
        return by_sym

    def _open_spaces(self, tops: list[int], forbid: int) -> list[int]:
        return [p for p in self._relaxed(tops) if p != forbid] or self._relaxed(tops)

    def _distinct_slots(self, syms: list[int]) -> list[int]:
        """One hand slot per symbol (same-symbol cards are interchangeable), except under variation M,
        where the player picks a slot and so every slot is its own choice."""
        if self.cfg.has("M"):
            return list(range(len(syms)))
        seen, out = set(), []
        for i, s in enumerate(syms):
            if s not in seen:
                seen.add(s)
                out.append(i)
        return out

    def _build_cells(self) -> list[int]:
        out = []
        for cells in self.geo.grid_cells:
            filled = [p for p in cells if self.stacks[p]]
            for p in cells:
                if not self.stacks[p] and (not filled or any(self.stacks[q] for q in self.geo.neighbours[p])):
                    out.append(p)
        return out

    def _cumber_actions(self, seat: int, syms: list[int], tops: list[int]) -> list[Act]:
        if CUMBER not in syms:
            return []
        k = syms.index(CUMBER)
        acts = [Act("c_look", k)]
        forbid = self._forbidden()
        for src in range(self.geo.size):
            if not self.stacks[src]:
                continue
            card_sym = tops[src]
            t2 = list(tops)
            t2[src] = EMPTY  # the space it leaves counts as empty: what lies under it is hidden (issue 23)
            dests = self.placements(card_sym, t2, forbid)
            acts.extend(Act("c_move", k, src, d) for d in dests if d != src)
        if self._can_bury_last():
            acts.append(Act("c_bury", k))
        if self.draw:
            acts.append(Act("c_draw3", k))
        acts.extend(self._special_actions(seat, k, syms, tops))
        return acts

    def _special_actions(self, seat: int, k: int, syms: list[int], tops: list[int]) -> list[Act]:
        m, size = self.cfg.month, self.geo.size
        filled = [p for p in range(size) if self.stacks[p]]
        others = [i for i in range(len(syms)) if i != k]
        if m == 1:
            return [Act("c_special", k)] if others and self.draw else []
        if m == 2:
            return [Act("c_special", k, p, q) for i, p in enumerate(filled) for q in filled[i + 1 :]]
        if m == 3:
            return [Act("c_special", k, i, p) for i in others for p in filled]
        if m == 4:
            return [Act("c_special", k)] if self.n > 1 else []
        if m == 5:
            return [Act("c_special", k, p) for p in range(size)] if self.draw else []
        if m == 6:
            return [Act("c_special", k)] if self.draw else []
        if m == 7:
            return [Act("c_special", k)] if not self.jackpot[seat] else []
        if m == 8:
            return [Act("c_special", k, p) for p in filled]
        if m == 9:
            forbid = self._forbidden()
            if self.cfg.has("M"):  # from memory, as a play (see _compute_legal)
                spaces = self._open_spaces(tops, forbid)
                return [Act("c_special", k, i, p) for i in others for p in spaces]
            return [
                Act("c_special", k, i, p)
                for i in self._distinct_slots(syms)
                if i != k
                for p in self.placements(syms[i], tops, forbid)
            ]
        if m == 10:
            return [Act("c_special", k, p) for p in filled if len(self.stacks[p]) >= 2]
        if m == 11:
            return [
                Act("c_special", k, g * self.geo.width + x)
                for g in range(self.geo.machines)
                for x in range(self.geo.width)
            ]
        return [Act("c_special", k, s) for s in sorted(set(self.sym)) if s != CUMBER] if self.draw else []

    def _can_bury_last(self) -> bool:
        lp = self.last_played
        if lp is None or lp[3]:
            return False
        pos, card = lp[0], lp[1]
        return bool(self.stacks[pos]) and self.stacks[pos][-1] == card

    # ---- apply -------------------------------------------------------------------------------------
    def apply(self, action: object) -> list[Event]:
        if self.phase == PH_OVER:
            raise IllegalAction("the game is over")
        action = _as_act(action)
        legal = self.legal_actions()
        if action.kind == "tick" and self.cfg.has("U") and legal:
            if not 1 <= action.a <= 600_000 or action.slot != -1 or action.b != -1:
                raise IllegalAction(f"a clock tick must be 1 to 600000 ms, not {action.a}")
        elif action not in legal:
            raise IllegalAction(f"{action!r} is not legal now ({PHASES[self.phase]} phase, seat {self.cur})")
        self._events = []
        self._legal_cache = None
        self._comp = None
        actor, before = self.cur, set(self.hands[self.cur])
        self._do(action)
        if self.cfg.has("O") and self.phase not in (PH_OVER, PH_BUILD) and not self.draw:
            self._end_round()  # O: the game ends the moment the deck runs out
        self._legal_cache = None
        if action.kind != "tick":
            self._grid_event()  # the machine as it stands after the whole action
        if self.cfg.has("M") and action.kind != "tick":
            # M: a card is seen once, when it arrives; after its owner's next decision it is face down
            self.fresh[actor] = [c not in before or self._action_card(c) for c in self.hands[actor]]
        events, self._events = self._events, []
        return events

    def _action_card(self, card: int) -> bool:
        """Under M an action card (Spin Again B, Cumber B) is kept apart from the face-down symbols, so
        its owner always knows it (docs: "Issue 21 decisions")."""
        s = self.sym[card]
        return s == SPIN and self.cfg.spin == "B" or s == CUMBER and self.cfg.cumber == "B"

    def _do(self, act: Act) -> None:
        k = act.kind
        seat = self.cur
        if k == "tick":
            self.elapsed_ms += act.a
            self._events.append(ClockTicked(self.elapsed_ms))
            if self.elapsed_ms >= self.cfg.time_limit_ms:
                self._end_game()
            return
        if k == "build":
            self._do_build(seat, act)
        elif k == "play":
            self._do_play(seat, act.slot, act.a)
        elif k.startswith("c_"):
            self._do_cumber(seat, act)
        elif k == "pass" and self.phase == PH_REACT:
            self.react_queue.pop(0)
            self._next_reactor()
        elif k in ("take", "leave"):
            if k == "take":
                self._give(self.turn_seat, self.stacks[self.take_pos].pop())
                self._events.append(CumberTaken(self.turn_seat, self.take_pos))
                self._grid_event()
            self.take_pos = EMPTY
            self.phase = PH_PLAY
            self._continue_resolve()
        elif k == "bury":
            self.draw.insert(0, self._remove_hand(seat, act.slot))
            self._events.append(CardsBuried(seat, 1))
            if len(self.hands[seat]) <= self.limits[seat]:
                self.bury_seat = EMPTY
                self.cur = self.turn_seat
                self.phase = PH_PLAY
                self._after_cumber_action()
        elif k in ("spin", "pass"):
            if k == "spin":
                self._use_spin(seat)
            else:
                self._advance_end()
        elif k == "discard":
            self.discard.append(self._remove_hand(seat, act.slot))
            self._events.append(CardDiscarded(seat, 1))
            self._advance_end()
        elif k == "draw":
            if act.a >= 0:
                card = self.open.pop(act.a)
                self._give(seat, card)
                self._events.append(CardsDrawn(seat, 1, self.sym[card]))
                refill = self._draw_card()
                if refill != EMPTY:
                    self.open.append(refill)
            else:
                self._draw_to(seat, 1)
            self.turn_draws += 1
            self._advance_end()
        elif k == "stop":
            self.end_stage = 3
            self._advance_end()

    # ---- build phase -------------------------------------------------------------------------------
    def _do_build(self, seat: int, act: Act) -> None:
        card = self._remove_hand(seat, act.slot)
        self.stacks[act.a].append(card)
        self.placed_count += 1
        self._events.append(CardPlaced(seat, act.a, self.sym[card], True))
        self._grid_event()
        if self.cfg.has("P"):  # P: cover prizes up from the deck instead of claiming
            while True:
                found = self.find_prizes()
                if not found or not self.draw:
                    break
                pos = min(found[0][1])
                card = self._draw_card()
                self.stacks[pos].append(card)
                self._events.append(Covered(pos, self.sym[card]))
                self._grid_event()
            made = False
        else:
            made = self._claim_grid(seat)
        self.last_played = [act.a, card, seat, made]  # F (and Cumber's bury) count build cards too
        self._draw_to(seat, max(0, min(1, self.limits[seat] - len(self.hands[seat]))))
        if all(self.stacks[p] for p in range(self.geo.size)):
            self._next_turn(build_done=True)
        else:
            self._next_turn()

    # ---- a turn ------------------------------------------------------------------------------------
    def _begin_turn(self, seat: int, extra: bool = False) -> None:
        self.turn_seat = self.cur = seat
        self.played = False
        self.end_stage = 0
        self.turn_draws = 0
        self._events.append(TurnStarted(seat, extra))
        if not (self.phase == PH_BUILD and self.cfg.has("P")):
            self._claim_hand(seat)

    def _next_turn(self, build_done: bool = False) -> None:
        """Pass the turn on (turn order, variation S); seats with no cards left are skipped; when no
        seat holds a card any more the round is over."""
        if self.phase == PH_BUILD and not build_done:
            self.turn_idx += 1
            seat = self._seat_at(self.turn_idx)
            self._begin_turn(seat)
            if self.hands[seat]:
                return
            self.turn_idx -= 1  # nothing left to build with: play on from here
        self.phase = PH_PLAY
        for _ in range(self.n):
            self.turn_idx += 1
            seat = self._seat_at(self.turn_idx)
            if not self.hands[seat]:
                self._events.append(TurnSkipped(seat))
                continue
            self._begin_turn(seat)
            if self.hands[seat]:
                return
        self._end_round()

    def _do_play(self, seat: int, slot: int, pos: int) -> None:
        if self.cfg.has("M") and pos not in self._play_map(self.hand_symbols(seat), self.tops()).get(slot, ()):
            self._misplay(seat, slot, pos)
            self.played = True
            self._advance_end()
            return
        card = self._remove_hand(seat, slot)
        self.stacks[pos].append(card)
        self.played = True
        self._events.append(CardPlaced(seat, pos, self.sym[card]))
        self._grid_event()
        made = self._claim_grid(seat)
        self.last_played = [pos, card, seat, made]
        self.cont = "end"
        if not made and self.cfg.cumber == "B":
            # every other player with cards, clockwise, may answer with a Cumber card (or pass): asking
            # everyone keeps who holds a Cumber card secret
            self.react_queue = [(seat + d) % self.n for d in range(1, self.n) if self.hands[(seat + d) % self.n]]
            if self.react_queue:
                self._next_reactor()
                return
        self._start_resolve()

    def _misplay(self, seat: int, slot: int, pos: int) -> None:
        """M: the card tried from memory may not go there: shown, discarded, no play."""
        card = self._remove_hand(seat, slot)
        self.discard.append(card)
        self._events.append(Misplayed(seat, pos, self.sym[card]))

    def _next_reactor(self) -> None:
        if self.react_queue and self._can_bury_last():
            self.phase = PH_REACT
            self.cur = self.react_queue[0]
            return
        self.react_queue = []
        self.phase = PH_PLAY
        self.cur = self.turn_seat
        self._start_resolve()

    def _start_resolve(self) -> None:
        self.refilling = False
        self.filled_any = False
        self._continue_resolve()

    def _continue_resolve(self) -> None:
        """Steps 3-6: claim, refill the gaps left to right and top to bottom, claim again, until nothing
        changes. A Cumber card turned up while refilling (Cumber B) pauses for the turn player."""
        while True:
            if not self.refilling:
                self._claim_grid(self.turn_seat)
                self.refilling = True
                self.filled_any = False
            while True:
                pos = next((p for p in range(self.geo.size) if not self.stacks[p]), EMPTY)
                if pos == EMPTY:
                    break
                card = self._draw_card()
                if card == EMPTY:
                    break
                self.stacks[pos].append(card)
                self.filled_any = True
                self._events.append(Refilled(pos, self.sym[card]))
                self._grid_event()
                if (
                    self.sym[card] == CUMBER
                    and self.cfg.cumber == "B"
                    and self.phase != PH_BUILD
                    and len(self.hands[self.turn_seat]) < self.limits[self.turn_seat]
                ):
                    self.phase = PH_TAKE
                    self.take_pos = pos
                    self.cur = self.turn_seat
                    return
            self.refilling = False
            if not self.filled_any:
                break
        self._legal_cache = None
        self.cur = self.turn_seat
        cont, self.cont = self.cont, ""
        if cont == "end":
            self._advance_end()
        else:  # back to the play step after a Cumber action
            self.phase = PH_PLAY
            if not self.hands[self.turn_seat]:
                self.end_stage = 0
                self._advance_end()

    def _advance_end(self) -> None:
        """The end of a turn: Spin Again A (before drawing), N's discard, the draw, Spin Again B."""
        seat = self.turn_seat
        self.cur = seat
        cfg = self.cfg
        while True:
            st = self.end_stage
            if st == 0:
                self.end_stage = 1
                if cfg.spin == "A" and self.front[seat] and self.hands[seat]:
                    self.phase = PH_SPIN
                    return
            elif st == 1:
                self.end_stage = 2
                if cfg.has("N") and self.hands[seat]:
                    self.phase = PH_DISCARD
                    return
            elif st == 2:
                want = self.limits[seat] - len(self.hands[seat])
                if cfg.has("O"):  # "Take one card" (two under N), a skipped one is lost
                    want = min(want, (2 if cfg.has("N") else 1) - self.turn_draws)
                if want > 0 and not self._deck_out():
                    if cfg.has("L") or cfg.has("O"):
                        if not self.draw:  # Q: the discards become the deck first
                            self.q_cycle = 0
                            self.draw, self.discard = self.discard, []
                            self.rng.shuffle(self.draw)
                            self._events.append(DeckReshuffled(len(self.draw)))
                        if self.draw:
                            self.phase = PH_DRAW
                            return
                    else:
                        self._draw_to(seat, want)
                self.end_stage = 3
            elif st == 3:
                self.end_stage = 4
                if cfg.spin == "B" and SPIN in self.hand_symbols(seat) and len(self.hands[seat]) > 1:
                    self.phase = PH_SPIN
                    return
            else:
                self.phase = PH_PLAY
                self._next_turn()
                return

    def _use_spin(self, seat: int) -> None:
        if self.cfg.spin == "A":
            self.discard.append(self.front[seat].pop())
        else:
            i = self.hand_symbols(seat).index(SPIN)
            self.discard.append(self._remove_hand(seat, i))
        self._events.append(SpinAgainUsed(seat))
        self.phase = PH_PLAY
        self._begin_turn(seat, extra=True)
        if not self.hands[seat]:
            self._advance_end()

    # ---- Cumber (variation B) ----------------------------------------------------------------------
    def _do_cumber(self, seat: int, act: Act) -> None:
        kind = act.kind
        cumber = self._remove_hand(seat, act.slot)
        self.discard.append(cumber)
        self._events.append(
            CumberUsed(seat, kind if kind != "c_special" else MONTH_EFFECTS[self.cfg.month - 1][0], act.a, act.b)
        )
        if self.phase == PH_REACT:  # on another player's turn: bury the card just played
            self._bury_last_played()
            self._draw_to(seat, 1)
            self.react_queue = []
            self.phase = PH_PLAY
            self.cur = self.turn_seat
            self._start_resolve()
            return
        draw_after = 1
        if kind == "c_move":
            self.stacks[act.b].append(self.stacks[act.a].pop())
        elif kind == "c_look":
            self.look[seat] = [[self.sym[c] for c in st[:-1]] for st in self.stacks]
        elif kind == "c_bury":
            self._bury_last_played()
        elif kind == "c_draw3":
            self._draw_to(seat, 3)
            draw_after = 0
            if len(self.hands[seat]) > self.limits[seat]:
                self.phase = PH_BURY
                self.bury_seat = seat
                return
        else:
            draw_after = self._do_special(seat, act)
        if draw_after:
            self._draw_to(seat, min(draw_after, max(0, self.limits[seat] - len(self.hands[seat]))))
        self._after_cumber_action()

    def _bury_last_played(self) -> None:
        """Cumber: the card just played goes under the deck (legal only while it is on top)."""
        lp = self.last_played
        if lp is None:
            raise IllegalAction("no card was just played")
        self.draw.insert(0, self.stacks[lp[0]].pop())
        self.last_played = None

    def _after_cumber_action(self) -> None:
        self.cont = "play"
        self.phase = PH_PLAY
        self._start_resolve()

    def _do_special(self, seat: int, act: Act) -> int:
        """The effect of the month; returns how many cards to draw afterwards."""
        m, a, b = self.cfg.month, act.a, act.b
        slot = act.slot
        if m == 1:
            back = list(self.hands[seat])
            self.hands[seat], self.fresh[seat] = [], []
            self.draw.extend(back)
            self.rng.shuffle(self.draw)
            self._draw_to(seat, len(back))
        elif m == 2:
            self.stacks[a][-1], self.stacks[b][-1] = self.stacks[b][-1], self.stacks[a][-1]
        elif m == 3:
            i = a - (1 if a > slot else 0)
            self.hands[seat][i], self.stacks[b][-1] = self.stacks[b][-1], self.hands[seat][i]
        elif m == 4:
            passed: list[int] = []
            for s in range(self.n):
                hand = self.hands[s]
                passed.append(self._remove_hand(s, self.rng.randrange(len(hand))) if hand else EMPTY)
            for s in range(self.n):
                if passed[s] != EMPTY:
                    self._give((s + 1) % self.n, passed[s])
        elif m == 5:
            self.stacks[a].append(self._draw_card())
        elif m == 6:
            self.peek[seat] = [self.sym[c] for c in reversed(self.draw[-3:])]
        elif m == 7:
            self.jackpot[seat] = True
        elif m == 8:
            self.discard.append(self.stacks[a].pop())
        elif m == 9:
            i = a - (1 if a > slot else 0)
            if self.cfg.has("M") and b not in self.placements(
                self.sym[self.hands[seat][i]], self.tops(), self._forbidden()
            ):
                self._misplay(seat, i, b)
                return 1
            card = self._remove_hand(seat, i)
            self.stacks[b].append(card)
            self._events.append(CardPlaced(seat, b, self.sym[card]))
            self._grid_event()
            self.last_played = [b, card, seat, self._claim_grid(seat)]
        elif m == 10:
            st = self.stacks[a]
            st.insert(0, st.pop())
        elif m == 11:
            g, x = divmod(a, self.geo.width)
            col = self.geo.column(g, x)
            moved = [self.stacks[p] for p in col]
            for i, p in enumerate(col):
                self.stacks[p] = moved[i - 1]
        else:
            for i in range(len(self.draw) - 1, -1, -1):
                if self.sym[self.draw[i]] == a:
                    self._give(seat, self.draw.pop(i))
                    self._events.append(CardsDrawn(seat, 1))
                    self.rng.shuffle(self.draw)
                    return 0
            self.rng.shuffle(self.draw)
        return 1

    # ---- end of a round and of the game ------------------------------------------------------------
    def round_points(self, seat: int, final: bool = False) -> int:
        """This round's points for one seat: prizes, R's bonus sets, and (``final``: when the round is
        scored) O's cost of the cards left in hand."""
        pts = sum(p[2] for p in self.prizes[seat])
        if self.cfg.has("R"):
            counts: dict[int, int] = {}
            for p in self.prizes[seat]:
                counts[p[0]] = counts.get(p[0], 0) + 1
            pts += sum((c // 2) * PRIZE[s] for s, c in counts.items())
        if final and self.cfg.has("O"):
            pts -= sum(PRIZE[self.sym[c]] for c in self.hands[seat])
        return pts

    def _end_round(self) -> None:
        if self.phase == PH_OVER:
            return
        pts = [self.round_points(s, final=True) for s in range(self.n)]
        self.round_scores.append(pts)
        for s in range(self.n):
            self.totals[s] += pts[s]
        self._events.append(RoundOver(self.round_no, tuple(pts)))
        if self.round_no + 1 < self.cfg.rounds:
            self.round_no += 1
            self.start = (self.start + 1) % self.n
            self._setup_round()
        else:
            self._end_game(scored=True)

    def _end_game(self, scored: bool = False) -> None:
        if not scored:
            pts = [self.round_points(s, final=True) for s in range(self.n)]
            self.round_scores.append(pts)
            for s in range(self.n):
                self.totals[s] += pts[s]
            self._events.append(RoundOver(self.round_no, tuple(pts)))
        self.phase = PH_OVER
        self.cur = TERMINAL
        self._events.append(GameOver(tuple(self.scores()), tuple(self.winners())))

    def _team_of(self, seat: int) -> int:
        return seat % self.cfg.teams

    def scores(self) -> list[int]:
        """Each seat's points (finished rounds plus the round in play). Co-op: every seat shows the
        shared score; teams (C): every seat shows its team's score."""
        raw = list(self.totals)
        if self.phase != PH_OVER:
            raw = [raw[s] + self.round_points(s) for s in range(self.n)]
        if self.cfg.mode == "coop":
            return [sum(raw)] * self.n
        if self.cfg.mode == "teams":
            team = [0] * self.cfg.teams
            for s in range(self.n):
                team[self._team_of(s)] += raw[s]
            return [team[self._team_of(s)] for s in range(self.n)]
        return raw

    def winners(self) -> list[int]:
        sc = self.scores()
        best = max(sc)
        return [s for s in range(self.n) if sc[s] == best]

    def rank(self) -> str:
        """Solo / co-op: the rulebook's rank for the score so far."""
        return rank_of(self.scores()[0])

    # ---- cards -------------------------------------------------------------------------------------
    def card_places(self) -> list[tuple[str, list[int]]]:
        places = [("draw", self.draw), ("discard", self.discard), ("box", self.box), ("open", self.open)]
        places += [(f"stack{p}", st) for p, st in enumerate(self.stacks)]
        places += [(f"hand{s}", h) for s, h in enumerate(self.hands)]
        places += [(f"front{s}", f) for s, f in enumerate(self.front)]
        places += [(f"prize{s}.{i}", pr[1]) for s in range(self.n) for i, pr in enumerate(self.prizes[s])]
        return places

    def check_cards(self) -> None:
        """Assert every card of the game is in exactly one place (and nothing else is anywhere)."""
        seen: dict[int, str] = {}
        for name, cards in self.card_places():
            for c in cards:
                if c in seen:
                    raise AssertionError(f"card {c} is both in {seen[c]} and in {name}")
                seen[c] = name
        if len(seen) != len(self.sym) or set(seen) != set(range(len(self.sym))):
            missing = sorted(set(range(len(self.sym))) - set(seen))
            raise AssertionError(f"cards missing: {missing[:10]} ({len(missing)}), or unknown ids present")
        for s in range(self.n):
            if len(self.fresh[s]) != len(self.hands[s]):
                raise AssertionError(f"seat {s}: memory flags out of step with the hand")

    # ---- views, hidden information -----------------------------------------------------------------
    def view(self, seat: int) -> VegasView:
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat!r}")
        return VegasView(self, seat)

    def _hidden_slots(self, seat: int) -> list[tuple[list[int], int]]:
        """(list, index) of every card the seat cannot see."""
        out = [(self.draw, i) for i in range(len(self.draw))]
        out += [(self.discard, i) for i in range(len(self.discard))]
        for st in self.stacks:
            out += [(st, i) for i in range(len(st) - 1)]
        pinned = -1  # Spin Again B asks its question only of a hand with a Spin Again: that one is known
        if self.phase == PH_SPIN and self.cfg.spin == "B" and self.cur != seat:
            syms = self.hand_symbols(self.cur)
            pinned = syms.index(SPIN) if SPIN in syms else -1
        for s in range(self.n):
            hand = self.hands[s]
            if s != seat:
                out += [(hand, i) for i in range(len(hand)) if not (s == self.cur and i == pinned)]
            elif self.cfg.has("M"):
                out += [(hand, i) for i in range(len(hand)) if not self.fresh[s][i]]
        return out

    def sample_hidden(self, seat: int, rng: random.Random) -> VegasState:
        """A state this seat cannot tell from this one: every unseen card shuffled among the unseen
        places, and a fresh random generator for what comes later."""
        other = self.clone()
        slots = other._hidden_slots(seat)
        cards = [lst[i] for lst, i in slots]
        rng.shuffle(cards)
        if other.cfg.has("M"):
            cards = other._deal_face_down(cards, other._face_down_slots(slots), rng)
        for (lst, i), c in zip(slots, cards):
            lst[i] = c
        other.rng = random.Random(rng.getrandbits(64))
        other._legal_cache = None
        return other

    def _face_down_slots(self, slots: list[tuple[list[int], int]]) -> list[int]:
        """Under M: which of the hidden ``slots`` are face-down hand cards (any seat's)."""
        seat_of = {id(hand): s for s, hand in enumerate(self.hands)}
        return [k for k, (lst, i) in enumerate(slots) if id(lst) in seat_of and not self.fresh[seat_of[id(lst)]][i]]

    def _deal_face_down(self, cards: list[int], face_down: list[int], rng: random.Random) -> list[int]:
        """``cards`` (shuffled, one per hidden slot) dealt again so that the slots ``face_down`` (face-down
        hand cards under M) get symbol cards only: under M a hand's action cards lie apart and its owner
        always knows them, so no face-down card is one (docs: "Issue 23 decisions"). The face-down slots
        take the first symbol cards of the shuffle, the other slots the rest, shuffled again."""
        if not face_down:
            return cards
        picked = [k for k, c in enumerate(cards) if not self._action_card(c)][: len(face_down)]
        taken = set(picked)
        rest = [c for k, c in enumerate(cards) if k not in taken]
        rng.shuffle(rest)
        short = len(face_down) - len(picked)  # 0: the face-down cards themselves are symbol cards
        mine, rest = [cards[k] for k in picked] + rest[:short], rest[short:]
        slots = set(face_down)
        mine.reverse()
        rest.reverse()
        return [mine.pop() if k in slots else rest.pop() for k in range(len(cards))]

    def clone(self) -> VegasState:
        other = VegasState.__new__(VegasState)
        other.cfg, other.n, other.geo, other.sym = self.cfg, self.n, self.geo, self.sym
        other.total_counts = self.total_counts
        other.rng = copy_rng(self.rng)
        other._events = []
        other._legal_cache = self._legal_cache
        for name in (
            "round_no",
            "start",
            "turn_idx",
            "turn_seat",
            "cur",
            "phase",
            "refilling",
            "filled_any",
            "cont",
            "end_stage",
            "take_pos",
            "elapsed_ms",
            "bury_seat",
            "played",
            "placed_count",
            "deck_signalled",
            "turn_draws",
            "q_cycle",
        ):
            setattr(other, name, getattr(self, name))
        other.stacks = [list(st) for st in self.stacks]
        other.draw, other.discard, other.box, other.open = (
            list(self.draw),
            list(self.discard),
            list(self.box),
            list(self.open),
        )
        other.hands = [list(h) for h in self.hands]
        other.fresh = [list(f) for f in self.fresh]
        other.front = [list(f) for f in self.front]
        other.limits, other.totals = list(self.limits), list(self.totals)
        other.round_scores = [list(r) for r in self.round_scores]
        other.prizes = [[Prize(p[0], list(p[1]), p[2]) for p in pr] for pr in self.prizes]
        other.last_played = None if self.last_played is None else list(self.last_played)
        other.react_queue = list(self.react_queue)
        other.look = [None if x is None else [list(s) for s in x] for x in self.look]
        other.peek = [None if x is None else list(x) for x in self.peek]
        other.jackpot = list(self.jackpot)
        return other

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "game": self.GAME_ID,
            "version": self.DATA_VERSION,
            "config": self.cfg.to_data(),
            "rng": rng_to_data(self.rng),
        }
        for name in self._DYNAMIC:
            data[name] = _plain(getattr(self, name))
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> VegasState:
        check_data_version(data, cls.GAME_ID, cls.DATA_VERSION)
        try:
            c = data["config"]
            options = {
                "mode": c["mode"],
                "variations": c["variations"],
                "spin": c["spin"],
                "cumber": c["cumber"],
                "decks": c["decks"],
                "rounds": c["rounds"],
                "month": c["month"],
                "time_limit_s": c["time_limit_s"],
            }
            if "E" in str(c["variations"]):
                options.pop("rounds")
            state = cls.__new__(cls)
            state.cfg = parse_options(c["seats"], options)
            state._init_static()
            state._events = []
            state.rng = rng_from_data(data["rng"])
            for name in cls._DYNAMIC:
                if name in ("turn_draws", "q_cycle") and name not in data:
                    setattr(state, name, 0 if name == "turn_draws" else -1)  # saved before issue 21
                    continue
                setattr(state, name, _plain(data[name]))
            state._validate()
            state.prizes = [[Prize(*p) for p in pr] for pr in state.prizes]  # checked: [symbol, cards, points]
            if state.cfg.has("M"):  # action cards are always known to their owner (docs: "Issue 23 decisions")
                state.fresh = [
                    [f or state._action_card(c) for c, f in zip(h, fr)] for h, fr in zip(state.hands, state.fresh)
                ]
            state.check_cards()
        except (KeyError, TypeError, IndexError, AttributeError, AssertionError) as exc:
            raise ValueError(f"vegas: saved state is malformed: {exc!r}") from exc
        return state

    def _validate(self) -> None:
        n, size = self.n, self.geo.size
        for name in (
            "round_no",
            "start",
            "turn_idx",
            "turn_seat",
            "cur",
            "phase",
            "end_stage",
            "take_pos",
            "elapsed_ms",
            "bury_seat",
            "placed_count",
            "turn_draws",
            "q_cycle",
        ):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool):
                raise ValueError(f"vegas: {name} must be a whole number, not {v!r}")
        if self.q_cycle not in (-1, 0, 1):
            raise ValueError(f"vegas: q_cycle must be -1, 0 or 1, not {self.q_cycle!r}")
        for name in ("refilling", "filled_any", "played", "deck_signalled"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"vegas: {name} must be true or false")

        def ints(x: object, what: str) -> None:
            if not isinstance(x, list) or any(not isinstance(v, int) or isinstance(v, bool) for v in x):
                raise ValueError(f"vegas: {what} must be a list of whole numbers")

        for what in ("draw", "discard", "box", "open", "limits", "totals"):
            ints(getattr(self, what), what)
        for what, count in (
            ("stacks", size),
            ("hands", n),
            ("front", n),
            ("prizes", n),
            ("fresh", n),
            ("look", n),
            ("peek", n),
            ("jackpot", n),
        ):
            val = getattr(self, what)
            if not isinstance(val, list) or len(val) != count:
                raise ValueError(f"vegas: {what} must have {count} entries")
        for lst in self.stacks + self.hands + self.front:
            ints(lst, "stacks and hands")
        if any(not isinstance(x, list) for x in self.prizes + self.fresh):
            raise ValueError("vegas: each seat's prizes and memory flags must be lists")
        for pr in self.prizes:
            for p in pr:
                if not (isinstance(p, (list, Prize)) and len(p) == 3):
                    raise ValueError("vegas: a prize must be [symbol, cards, points]")
                ints(p[1], "prize cards")
                if type(p[0]) is not int or not 0 <= p[0] < NUM_SYMBOLS or type(p[2]) is not int or p[2] < 0:
                    raise ValueError("vegas: a prize's symbol or points are out of range")
        if not isinstance(self.round_scores, list) or len(self.round_scores) > self.cfg.rounds:
            raise ValueError("vegas: round_scores must list at most one row per round")
        for row in self.round_scores:
            ints(row, "a round's scores")
            if len(row) != n:
                raise ValueError("vegas: a round's scores need one entry per seat")
        if any(not 1 <= v <= 10 for v in self.limits):
            raise ValueError("vegas: a hand limit is out of range")
        if not (isinstance(self.phase, int) and 0 <= self.phase <= PH_OVER):
            raise ValueError(f"vegas: unknown phase {self.phase!r}")
        if self.phase != PH_OVER and not (isinstance(self.cur, int) and 0 <= self.cur < n):
            raise ValueError(f"vegas: acting seat {self.cur!r} out of range")
        if len(self.limits) != n or len(self.totals) != n:
            raise ValueError("vegas: limits and totals need one entry per seat")
        if not 0 <= self.turn_seat < n or not 0 <= self.start < n:
            raise ValueError("vegas: turn or start seat out of range")
        ints(self.react_queue, "react_queue")
        if any(not 0 <= s < n for s in self.react_queue):
            raise ValueError("vegas: react_queue names a seat that is not at the table")
        if any(not isinstance(j, bool) for j in self.jackpot) or any(
            not isinstance(f, bool) for fr in self.fresh for f in fr
        ):
            raise ValueError("vegas: jackpot and memory flags must be true or false")
        if any(x is not None and not isinstance(x, list) for x in self.look + self.peek):
            raise ValueError("vegas: look and peek must be lists or null")

        def symbols(x: object) -> bool:
            return isinstance(x, list) and all(type(v) is int and 0 <= v < NUM_SYMBOLS for v in x)

        for look in self.look:  # what a Cumber look saw: under each stack, its cards but the top one
            if look is not None and (len(look) != size or not all(symbols(under) for under in look)):
                raise ValueError(f"vegas: a Cumber look must list the symbols under each of the {size} stacks")
        for peek in self.peek:
            if peek is not None and (len(peek) > 3 or not symbols(peek)):
                raise ValueError("vegas: a peek is at most three symbols")
        lp = self.last_played
        if lp is not None and (
            not isinstance(lp, list)
            or len(lp) != 4
            or any(type(v) is not int for v in lp[:3])
            or not isinstance(lp[3], bool)
            or not 0 <= lp[0] < size
            or not 0 <= lp[1] < len(self.sym)
            or not 0 <= lp[2] < n
        ):
            raise ValueError("vegas: last_played is malformed")
        if self.cont not in ("", "end", "play"):
            raise ValueError(f"vegas: unknown continuation {self.cont!r}")
        if self.phase == PH_TAKE and not (0 <= self.take_pos < size and self.stacks[self.take_pos]):
            raise ValueError("vegas: take position is malformed")
        for s in range(n):
            if len(self.fresh[s]) != len(self.hands[s]):
                raise ValueError("vegas: memory flags out of step with the hand")


def _plain(value: object) -> object:
    """Saved data: tuples (a :class:`Prize`) become lists, all the way down."""
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


class VegasView:
    """What one seat sees. ``to_data()`` is plain data; bots use the attributes. ``legal`` (the seat's
    legal actions now) is a convenience for bots and is not part of the data. Under variation M it gives
    nothing away: every hand card may be tried on the same spaces, and the engine checks the real card
    when it is played; ``spaces_for`` and ``known_spaces`` say where a card of a known symbol is safe."""

    def __init__(self, state: VegasState, seat: int) -> None:
        st = state
        self.seat = seat
        self.cfg = st.cfg
        self.geo = st.geo
        self.n = st.n
        self.phase = st.phase
        self.current = st.current_player()
        self.turn_seat = st.turn_seat
        self.tops = st.tops()
        self.heights = [len(x) for x in st.stacks]
        m = st.cfg.has("M")
        self.hand = [st.sym[c] if (not m or st.fresh[seat][i]) else EMPTY for i, c in enumerate(st.hands[seat])]
        self.hand_counts = [len(h) for h in st.hands]
        self.limits = list(st.limits)
        self.draw_count = len(st.draw)
        self.discard_count = len(st.discard)
        self.open = [st.sym[c] for c in st.open]
        self.front = [len(f) for f in st.front]
        self.prizes = [[(p[0], len(p[1]), p[2]) for p in pr] for pr in st.prizes]
        self.prize_cards = [[st.sym[c] for p in pr for c in p[1]] for pr in st.prizes]
        lp = st.last_played
        self.last_played = None if lp is None else (lp[0], st.sym[lp[1]], lp[2], bool(lp[3]))
        look, peek = st.look[seat], st.peek[seat]
        self.look = None if look is None else [list(cards) for cards in look]  # copies: a view
        self.peek = None if peek is None else list(peek)  # shares no list
        self.jackpot = st.jackpot[seat]
        self.scores = st.scores()
        self.round_no = st.round_no
        self.start = st.start
        self.elapsed_ms = st.elapsed_ms
        self.take_pos = st.take_pos
        self.totals = list(st.totals)
        self.box = [st.sym[c] for c in st.box]
        self.total_counts = st.total_counts
        self.legal = st.legal_actions(seat)
        self._comp = st._comp if self.legal and st.phase == PH_PLAY else None
        self._spaces: dict[int, list[int]] = {}
        if m and self.legal and st.phase == PH_PLAY:
            # where a card of each symbol may go by the placement rules, from what everyone sees (the
            # tops, the stack heights, the card just played): a seat remembering a card knows this much
            tops, forbid = self.tops, st._forbidden()
            pairs = set() if st.cfg.has("A") else st._pair_cells(tops)
            comp = self.completions()
            self._spaces = {s: st.placements(s, tops, forbid, pairs, comp) for s in range(NUM_SYMBOLS)}

    def spaces_for(self, symbol: int) -> list[int]:
        """Play step: the spaces a card of ``symbol`` may go by the placement rules (without M: the legal
        spaces of the hand card of that symbol)."""
        if self.cfg.has("M"):
            return list(self._spaces.get(symbol, ()))
        slots = [i for i, s in enumerate(self.hand) if s == symbol]
        return sorted({a.a for a in self.legal if a.kind == "play" and a.slot in slots})

    def known_spaces(self) -> dict[int, list[int]]:
        """Play step: hand slot -> the spaces its card may go, for every card this seat can see now."""
        if self.phase != PH_PLAY or not self.legal:
            return {}
        return {i: self.spaces_for(s) for i, s in enumerate(self.hand) if s >= 0}

    def completions(self) -> list[dict[int, int]]:
        """For every position, the points each symbol played there claims at once (from the tops)."""
        if self._comp is None:
            self._comp = completion_map(self.geo, self.tops)
        return self._comp

    def unseen_counts(self) -> list[int]:
        """How many cards of each symbol this seat has not got in sight (deck, other hands, under the
        stacks, the discards): the odds a strong CPU plans with."""
        counts = list(self.total_counts)
        for s in self.tops:
            if s >= 0:
                counts[s] -= 1
        for s in self.hand:
            if s >= 0:
                counts[s] -= 1
        for s in self.open + self.box:
            counts[s] -= 1
        for cards in self.prize_cards:
            for s in cards:
                counts[s] -= 1
        counts[SPIN] -= sum(self.front)
        return counts

    def to_data(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "phase": PHASES[self.phase],
            "current": self.current,
            "turn_seat": self.turn_seat,
            "tops": self.tops,
            "heights": self.heights,
            "hand": self.hand,
            "hand_counts": self.hand_counts,
            "limits": self.limits,
            "draw": self.draw_count,
            "discard": self.discard_count,
            "open": self.open,
            "front": self.front,
            "prizes": [[list(p) for p in pr] for pr in self.prizes],
            "last_played": None if self.last_played is None else list(self.last_played),
            "look": self.look,
            "peek": self.peek,
            "jackpot": self.jackpot,
            "scores": self.scores,
            "round": self.round_no,
            "start": self.start,
            "elapsed_ms": self.elapsed_ms,
            "take_pos": self.take_pos,
            "totals": self.totals,
            "box": self.box,
            "options": self.cfg.to_data(),
        }

    def symbol_name(self, s: int) -> str:
        return NAMES[s] if s >= 0 else "?"


def _as_act(action: object) -> Act:
    """An action handed to ``apply``: an :class:`Act` or its fields as a list or tuple (1 to 4 of them:
    kind, slot, a, b). The kind must be a string and the numbers whole numbers, or it is refused."""
    if isinstance(action, Act):
        if type(action.slot) is int and type(action.a) is int and type(action.b) is int and type(action.kind) is str:
            return action  # the usual case, taken fast: apply runs once a decision
        fields: Sequence[object] = action
    elif isinstance(action, (list, tuple)) and 1 <= len(action) <= 4:
        fields = action
    else:
        raise IllegalAction(f"{action!r} is not a Vegas action")
    kind, *numbers = fields
    whole = [v for v in numbers if isinstance(v, int) and not isinstance(v, bool)]
    if not isinstance(kind, str) or len(whole) != len(numbers):
        raise IllegalAction(f"{action!r} is not a Vegas action")
    return Act(kind, *whole)


def new_state(seed: int, seats: int) -> VegasState:
    """A plain competitive game (solo for one seat) for the conformance test."""
    return VegasState(seats, seed, {"mode": "solo" if seats == 1 else "competitive"})
