"""Crash Line rules engine: pure Python, seeded, no pygame, on the cabinet's rules protocol.

One :class:`CrashLine` is one game at one moment. The acting seat (``current_player()``) picks one of
``legal_actions()``; ``apply`` plays it and returns the typed events that followed (:mod:`.events`, for the
scene's call-outs and sounds). ``step`` plays it the same way without making events: the simulator's and
the Shark's rollouts' lean path. The only hidden information is the order of the deck; ``view(seat)``
gives everything else and ``sample_hidden`` redraws that order.

Cards are small ints (see :mod:`.cards`). Decisions where the rulebook is silent are written down in
``docs/rules-decisions.md``; the code comments name them.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from arcade.core.rules import (
    TERMINAL,
    Event,
    IllegalAction,
    check_data_version,
    copy_rng,
    rng_to_data,
)

from .actions import _PICKS, _STEALS, CASH, FLIP, Action, pick, steal
from .cards import (
    ALL_CARDS,
    ALL_MACHINES_MASK,
    GLITCH,
    KIND,
    MACH,
    MACHINE,
    MACHINE_CARDS,
    N_MACHINES,
    NUM,
    ONE_UP,
    POPCOUNT,
    card_name,
    parse_cards,
    shuffle,
)
from .events import (
    CashedIn,
    Continued,
    Crashed,
    Flipped,
    GameOver,
    Glitched,
    GotNext,
    HandMeDownOffered,
    HeadStart,
    LineDiscarded,
    PerfectRun,
    Picked,
    Saved,
    Stole,
    TurnStarted,
)
from .phases import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    OVER,
    PHASE_NAMES,
    PICK,
    STAT_NAMES,
    STEAL,
    TURN,
)
from .restore import restore
from .scoring import (
    gain_of,
    line_gain,
    loss_of,
    machine_parts,
    machine_points,
    pile_points,
)
from .view import TableView

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
MACHINE_BIT = tuple(1 << MACH[c] for c in range(MACHINE_CARDS))  # a Machine card's bit in line_mask


EventLog = list[Event] | None
"""Where a move's events go: a list, or None on the lean path that makes none."""

HeadStartFlip = tuple[int, int, tuple[int, ...]]
"""The head start before the first turn: (seat, Machine card scored, specials shuffled back)."""


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
        self.setup = (self._head_start(), 0)
        self._start_turn(0, None)

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
        piles = dict(piles or {})
        names = list(top) + list(discard)
        for seat in sorted(piles):
            names += list(piles[seat])
        ids = parse_cards(names)
        top_ids = ids[: len(top)]
        discard_ids = ids[len(top) : len(top) + len(discard)]
        state = cls(players, seed, kid, _blank=True)
        at = len(top) + len(discard)
        for seat in sorted(piles):
            if not 0 <= seat < players:
                raise ValueError(f"no seat {seat} in a {players}-player game")
            for c in ids[at : at + len(piles[seat])]:
                if KIND[c] != MACHINE:
                    raise ValueError(f"only Machine cards go in a score pile, not {card_name(c)}")
                state._add_to_pile(seat, c)
            at += len(piles[seat])
        taken = set(ids)
        rest = [c for c in ALL_CARDS if c not in taken]
        shuffle(state.rng, rest)
        state.discard = discard_ids
        if fill == "deck":
            state.deck = rest + top_ids[::-1]
        elif fill == "discard":
            state.deck = top_ids[::-1]
            state.discard += rest
        else:
            raise ValueError("fill must be 'deck' or 'discard'")
        state._count_deck()
        if not 0 <= current < players:
            raise ValueError(f"no seat {current} in a {players}-player game")
        state.setup = (state._head_start() if head_start else None, current)
        state._start_turn(current, None)
        return state

    @property
    def setup_events(self) -> list[Event]:
        """What happened before the first action: the head start (if any) and the first turn."""
        head, seat = self.setup
        out: list[Event] = [HeadStart(*head)] if head else []
        return out + [TurnStarted(seat, self.kid[seat])]

    def _head_start(self) -> HeadStartFlip:
        """The last seat flips until a Machine card shows; specials met on the way are shuffled back."""
        deck = self.deck
        specials: list[int] = []
        while KIND[deck[-1]] != MACHINE:
            specials.append(deck.pop())
        card = deck.pop()
        if specials:
            deck.extend(specials)
            shuffle(self.rng, deck)
        self.deck_machine[MACH[card]] -= 1
        self._add_to_pile(self.n - 1, card)
        return self.n - 1, card, tuple(specials)

    def _count_deck(self) -> None:
        counts = [0] * N_MACHINES
        for c in self.deck:
            if c < MACHINE_CARDS:
                counts[MACH[c]] += 1
        self.deck_machine = counts
        mask = self.line_mask
        self.repeats = sum(counts[m] for m in range(N_MACHINES) if mask >> m & 1) if mask else 0

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
        phase = self.phase
        if seat is not None and seat != self.current_player():
            return []
        if phase == TURN:
            return [FLIP] if self.flips == 0 or self.forced else [FLIP, CASH]
        if phase == STEAL:
            return [
                _STEALS[q][c] for q in range(self.n) if q != self.cur for cards in self.piles[q] for c in sorted(cards)
            ]
        if phase == PICK:
            return [_PICKS[c] for c in self.line if c < MACHINE_CARDS]
        return []

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
            self._flip(None)
        else:
            self._play(action, None)

    def step_cash(self) -> None:
        """CASH for the acting seat without events or checks: only for a caller that knows CASH is legal
        (phase TURN, flipped, no GLITCH! flips owed). The inner loop of :func:`.bots.play_to_end`."""
        self._cash_in(None)
        self._start_turn((self.cur + 1) % self.n, None)

    def _play(self, action: object, ev: EventLog) -> None:
        phase = self.phase
        if action is FLIP and phase == TURN:
            self._flip(ev)
            return
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not a Crash Line action")
        kind = action.kind
        if phase == TURN:
            # FLIP and CASH name no seat and no card: Action("flip", 0) is not one of the legal actions
            if action == FLIP:
                self._flip(ev)
                return
            if action == CASH and self.flips and not self.forced:
                self._cash_in(ev)
                self._start_turn((self.cur + 1) % self.n, ev)
                return
            if action == CASH:
                why = "flip first" if not self.flips else f"GLITCH! needs {self.forced} more flip(s)"
                raise IllegalAction(f"cannot cash in yet: {why}")
        elif phase == STEAL and kind == "steal":
            self._steal(action, ev)
            return
        elif phase == PICK and kind == "pick" and action.victim == -1:
            self._pick(action, ev)
            return
        raise IllegalAction(f"{action!r} is not legal in phase {PHASE_NAMES[phase]!r}")

    # ----------------------------------------------------------------- the turn
    def _start_turn(self, seat: int, ev: EventLog) -> None:
        self.cur = seat
        self.phase = TURN
        self.line = []
        self.line_mask = 0
        self.repeats = 0
        self.oneups = 0
        self.forced = 0
        self.flips = 0
        self.free_save = self.kid[seat]
        self.turns[seat] += 1
        if ev is not None:
            ev.append(TurnStarted(seat, self.free_save))

    def _flip(
        self,
        ev: EventLog = None,
        _MACH: tuple[int, ...] = MACH,
        _BIT: tuple[int, ...] = MACHINE_BIT,
        _ALL: int = ALL_MACHINES_MASK,
        _M: int = MACHINE_CARDS,
    ) -> bool:
        # True while the same seat's turn goes on in phase TURN (a crash, a steal or GAME OVER end it).
        # The hottest code of the simulator: the common case (a new machine for the line) comes first and
        # module constants are bound as default arguments (fast locals); rarer cases have their own methods.
        deck = self.deck
        if not deck and self._deck_out(ev):
            return False
        c = deck.pop()
        self.flips += 1
        if self.forced:
            self.forced -= 1
        if ev is not None:
            ev.append(Flipped(self.cur, c))
        if c >= _M:
            return self._special(c, ev)
        m = _MACH[c]
        dm = self.deck_machine
        left = dm[m] - 1
        dm[m] = left
        bit = _BIT[c]
        mask = self.line_mask
        if mask & bit:
            return self._repeat(c, ev)
        self.line.append(c)
        mask |= bit
        self.line_mask = mask
        self.repeats += left
        if mask == _ALL:
            self._perfect_run(ev)
        return True

    def _deck_out(self, ev: EventLog) -> bool:
        """The deck is empty at a flip: CONTINUE? the first time (False: the flip goes on from the new
        deck), GAME OVER the second (True), the line cashed in automatically."""
        if self.continues:
            if ev is not None:
                ev.append(GameOver(self.cur))
            self._cash_in(ev)
            self.phase = OVER
            return True
        self.continues = 1
        self.deck.extend(self.discard)
        self.discard = []
        shuffle(self.rng, self.deck)
        self._count_deck()
        if ev is not None:
            ev.append(Continued(len(self.deck)))
        return False

    def _perfect_run(self, ev: EventLog) -> None:
        """PERFECT RUN: automatic cash-in (even with GLITCH! flips owed), then another turn."""
        p = self.cur
        self.perfects[p] += 1
        if ev is not None:
            ev.append(PerfectRun(p))
        self._cash_in(ev)
        self._start_turn(p, ev)

    def _repeat(self, c: int, ev: EventLog) -> bool:
        """Machine card ``c`` repeats a machine in the line: the free save, a 1-UP, or a crash."""
        p = self.cur
        self.repeats -= 1
        if self.free_save:
            self.free_save = False
            self.discard.append(c)
            self.saves_used[p] += 1
            if ev is not None:
                ev.append(Saved(p, c, -1))
            return True
        if self.oneups:
            line = self.line
            for i, x in enumerate(line):
                if x >= MACHINE_CARDS:
                    del line[i]
                    break
            self.oneups -= 1
            self.discard.append(x)
            self.discard.append(c)
            self.saves_used[p] += 1
            if ev is not None:
                ev.append(Saved(p, c, x))
            return True
        self.line.append(c)
        self._crash(c, ev)
        return False

    def _special(self, c: int, ev: EventLog) -> bool:
        """A 1-UP joins the line; GLITCH! owes two more flips; I GOT NEXT! steals when a rival has a card."""
        p = self.cur
        k = KIND[c]
        if k == ONE_UP:
            self.line.append(c)
            self.oneups += 1
            return True
        self.discard.append(c)
        if k == GLITCH:
            # A GLITCH! during GLITCH! flips restarts the count: two more flips after this one.
            self.forced = 2
            if ev is not None:
                ev.append(Glitched(p))
            return True
        counts = self.pile_count
        can = sum(counts) > counts[p]  # a rival has a card (counts are never negative)
        if ev is not None:
            ev.append(GotNext(p, can))
        if can:
            self.phase = STEAL
            self.steals[p] += 1
            return False
        return True

    step_flip = _flip
    """FLIP for the acting seat without events or checks: only for a caller that knows FLIP is legal
    (phase TURN). True while the same seat's turn goes on in phase TURN. The inner loop of
    :func:`.bots.play_to_end`."""

    def _crash(self, card: int, ev: EventLog) -> None:
        p = self.cur
        self.crashes[p] += 1
        if ev is not None:
            ev.append(Crashed(p, card))
        counts = self.pile_count
        best, fewest = -1, counts[p]
        n = self.n
        for i in range(1, n):
            q = (p + i) % n
            if counts[q] < fewest:  # strict: a tie stays with the seat closer to the crasher's left
                best, fewest = q, counts[q]
        if best >= 0:
            self.phase = PICK
            self.picker = best
            if ev is not None:
                ev.append(HandMeDownOffered(best, p))
            return
        self._discard_line(ev)
        self._start_turn((p + 1) % n, ev)

    def _discard_line(self, ev: EventLog) -> None:
        if self.line:
            if ev is not None:
                ev.append(LineDiscarded(self.cur, tuple(self.line)))
            self.discard += self.line
        self.line = []
        self.line_mask = 0
        self.repeats = 0
        self.oneups = 0

    def _cash_in(self, ev: EventLog) -> None:
        p = self.cur
        before = score = self.score[p]
        discard = self.discard
        piles, tops = self.piles[p], self.tops[p]
        banked = 0
        for c in self.line:
            if c < 45:  # a Machine card (cards.MACHINE_CARDS): inlined _add_to_pile
                m = c // 9
                top = tops[m]
                if top < 0:
                    score += c % 9 + 1
                    tops[m] = c
                elif c > top:
                    score += c - top + 1
                    tops[m] = c
                else:
                    score += 1
                piles[m].append(c)
                banked += 1
            else:
                discard.append(c)
        self.score[p] = score
        self.pile_count[p] += banked
        if ev is not None:
            ev.append(CashedIn(p, tuple(c for c in self.line if c < MACHINE_CARDS), self.score[p] - before))
        self.line = []
        self.line_mask = 0
        self.repeats = 0
        self.oneups = 0

    def _add_to_pile(self, seat: int, c: int) -> None:
        m = MACH[c]
        top = self.tops[seat][m]
        if top < 0:
            self.score[seat] += NUM[c]
            self.tops[seat][m] = c
        elif c > top:
            self.score[seat] += c - top + 1
            self.tops[seat][m] = c
        else:
            self.score[seat] += 1
        self.piles[seat][m].append(c)
        self.pile_count[seat] += 1

    def _steal(self, action: Action, ev: EventLog) -> None:
        _, victim, c = action
        p = self.cur
        if not (
            type(victim) is int
            and 0 <= victim < self.n
            and victim != p
            and type(c) is int
            and 0 <= c < MACHINE_CARDS
            and c in self.piles[victim][MACH[c]]
        ):
            raise IllegalAction(f"cannot steal card {c!r} from seat {victim!r}")
        m = MACH[c]
        cards = self.piles[victim][m]
        lost = loss_of(cards, c)
        self.score[victim] -= lost
        cards.remove(c)
        self.tops[victim][m] = max(cards) if cards else -1
        self.pile_count[victim] -= 1
        before = self.score[p]
        self._add_to_pile(p, c)
        self.phase = TURN
        if ev is not None:
            ev.append(Stole(p, victim, c, self.score[p] - before, lost))

    def _pick(self, action: Action, ev: EventLog) -> None:
        c = action.card
        if not (type(c) is int and 0 <= c < MACHINE_CARDS and c in self.line):
            raise IllegalAction(f"card {c!r} is not a Machine card in the crashed line")
        picker = self.picker
        self.line.remove(c)
        before = self.score[picker]
        self._add_to_pile(picker, c)
        if ev is not None:
            ev.append(Picked(picker, c, self.score[picker] - before))
        self.picker = -1
        self._discard_line(ev)
        self._start_turn((self.cur + 1) % self.n, ev)

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
        best = max(zip(self.score, self.pile_count))
        return [s for s in range(self.n) if (self.score[s], self.pile_count[s]) == best]

    def view(self, seat: int) -> TableView:
        if type(seat) is not int or not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat!r}")
        return TableView(self, seat)

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
        places = list(self.deck) + list(self.discard) + list(self.line)
        for pile in self.piles:
            for cards in pile:
                places += cards
        assert sorted(places) == list(ALL_CARDS), f"cards lost or duplicated: {sorted(places)}"
        for seat, pile in enumerate(self.piles):
            assert all(MACH[c] == m for m, cards in enumerate(pile) for c in cards), "card in wrong group"
            assert self.pile_count[seat] == sum(len(c) for c in pile), "pile count drift"
            assert self.score[seat] == pile_points(pile), "score drift"
            assert self.tops[seat] == [max(c) if c else -1 for c in pile], "best-card drift"
        assert self.deck_machine == [sum(1 for c in self.deck if MACH[c] == m) for m in range(N_MACHINES)], (
            "deck count drift"
        )
        assert self.repeats == sum(self.deck_machine[m] for m in range(N_MACHINES) if self.line_mask >> m & 1), (
            "repeat count drift"
        )

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
