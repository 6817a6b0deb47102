"""Crash Line rules engine: pure Python, seeded, no pygame.

One :class:`CrashLine` is one game at one moment. The acting seat (``current_player()``) picks one of
``legal_actions()`` and ``apply`` returns the list of events that followed (for the scene's animations and
sounds). The only hidden information is the order of the deck; ``view(seat)`` gives everything else.

Cards are small ints (see :mod:`.cards`). Decisions where the rulebook is silent are written down in
``docs/rules-decisions.md``; the code comments name them.
"""
from __future__ import annotations

import random
from typing import NamedTuple

from arcade.core.rules import (
    TERMINAL, IllegalAction, check_data_version, rng_from_data, rng_to_data,
)
from .cards import (
    ALL_CARDS, ALL_MACHINES_MASK, DECK_SIZE, GLITCH, GOT_NEXT, KIND, MACH, MACHINE, N_MACHINES, NUM,
    ONE_UP, POPCOUNT, card_name, parse_cards,
)

MIN_PLAYERS, MAX_PLAYERS = 2, 6

# Phases: whose decision it is and what kind.
TURN, STEAL, PICK, OVER = 0, 1, 2, 3
PHASE_NAMES = ("turn", "steal", "pick", "over")


def shuffle(rng: random.Random, cards: list) -> None:
    """Shuffle ``cards`` in place with ``rng``: a sort on random keys (uniform, and faster than
    ``random.shuffle`` on 54 cards)."""
    rnd = rng.random
    cards.sort(key=lambda _card: rnd())


class Action(NamedTuple):
    """One decision. ``kind`` is ``flip``, ``cash``, ``steal`` (``victim``, ``card``) or ``pick`` (``card``)."""
    kind: str
    victim: int = -1
    card: int = -1

    def __str__(self) -> str:
        if self.kind == "steal":
            return f"steal {card_name(self.card)} from seat {self.victim}"
        if self.kind == "pick":
            return f"pick {card_name(self.card)}"
        return self.kind


FLIP = Action("flip")
CASH = Action("cash")


def steal(victim: int, card: int) -> Action:
    """Take ``card`` from ``victim``'s score pile (after flipping I GOT NEXT!)."""
    return Action("steal", victim, card)


def pick(card: int) -> Action:
    """The Hand-Me-Down: take ``card`` from the crashed line."""
    return Action("pick", -1, card)


# Event kinds returned by ``apply`` (tuples whose first item is the kind).
EV_TURN = "turn"                # ("turn", seat, kid_free_save: bool)
EV_HEAD_START = "head_start"    # ("head_start", seat, card, specials_shuffled_back: tuple)
EV_FLIP = "flip"                # ("flip", seat, card)
EV_SAVE = "save"                # ("save", seat, repeat_card, one_up_card or -1 for the kid's free save)
EV_CRASH = "crash"              # ("crash", seat, repeat_card)
EV_OFFER = "hand_me_down"       # ("hand_me_down", picker, crasher)
EV_PICK = "pick"                # ("pick", picker, card)
EV_DISCARD_LINE = "discard_line"  # ("discard_line", seat, cards)
EV_GLITCH = "glitch"            # ("glitch", seat)  -- BLOW THE CARTRIDGE!, two forced flips
EV_GOT_NEXT = "got_next"        # ("got_next", seat, can_steal: bool)
EV_STEAL = "steal"              # ("steal", seat, victim, card)
EV_CASH = "cash"                # ("cash", seat, machine_cards)
EV_PERFECT = "perfect"          # ("perfect", seat)  -- HIGH SCORE!, another turn follows
EV_CONTINUE = "continue"        # ("continue", new_deck_size)  -- first deck-out
EV_GAME_OVER = "game_over"      # ("game_over", seat)  -- second deck-out; the seat's line is cashed in


def machine_points(cards) -> int:
    """Points of one machine's cards in a score pile: the highest number, plus 1 per other card."""
    if not cards:
        return 0
    return NUM[max(cards)] + len(cards) - 1


def pile_points(pile) -> int:
    """Points of a whole score pile given as five per-machine lists."""
    return sum(machine_points(cards) for cards in pile)


def gain_of(pile_machine, card: int) -> int:
    """How many points ``card`` adds to a score pile that holds ``pile_machine`` for its machine."""
    if not pile_machine:
        return NUM[card]
    top = max(pile_machine)
    return card - top + 1 if card > top else 1


def loss_of(pile_machine, card: int) -> int:
    """How many points removing ``card`` takes from ``pile_machine`` (which holds it)."""
    if len(pile_machine) == 1:
        return NUM[card]
    top = max(pile_machine)
    if card != top:
        return 1
    second = max(c for c in pile_machine if c != card)
    return card - second + 1


class CrashLine:
    """A game of Crash Line for 2-6 seats; seat 0 goes first and play passes to seat 1, 2, ..."""

    GAME_ID = "crashline"
    DATA_VERSION = 1

    __slots__ = (
        "n", "kid", "rng", "deck", "discard", "piles", "pile_count", "score", "cur", "phase", "picker",
        "line", "line_mask", "oneups", "free_save", "forced", "flips", "continues", "deck_machine",
        "crashes", "perfects", "turns", "saves_used", "steals", "setup_events",
    )

    def __init__(self, players: int = 4, seed: int | None = None, kid=(), *, _blank: bool = False) -> None:
        """A new shuffled game: ``kid`` lists the seats that play in Kid mode (a free save each turn)."""
        if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Crash Line takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
        self.n = players
        kid_set = set(kid)
        if any(not isinstance(s, int) or not 0 <= s < players for s in kid_set):
            raise ValueError(f"kid seats must be in 0..{players - 1}: {sorted(kid_set, key=str)}")
        self.kid = tuple(s in kid_set for s in range(players))
        self.rng = random.Random(seed)
        self.deck = list(ALL_CARDS)
        self.discard = []
        self.piles = [[[] for _ in range(N_MACHINES)] for _ in range(players)]
        self.pile_count = [0] * players
        self.score = [0] * players
        self.cur = 0
        self.phase = TURN
        self.picker = -1
        self.line = []
        self.line_mask = 0
        self.oneups = 0
        self.free_save = False
        self.forced = 0
        self.flips = 0
        self.continues = 0
        self.deck_machine = [9] * N_MACHINES
        self.crashes = [0] * players
        self.perfects = [0] * players
        self.turns = [0] * players
        self.saves_used = [0] * players
        self.steals = [0] * players
        self.setup_events = []
        if _blank:
            return
        shuffle(self.rng, self.deck)
        self.setup_events = self._head_start()
        self.setup_events += self._start_turn(0)

    # ----------------------------------------------------------------- construction helpers
    @classmethod
    def stacked(cls, top, players: int = 4, kid=(), piles=None, discard=(), current: int = 0,
                fill: str = "deck", seed: int = 0, head_start: bool = False) -> "CrashLine":
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
        top_ids = ids[:len(top)]
        discard_ids = ids[len(top):len(top) + len(discard)]
        state = cls(players, seed, kid, _blank=True)
        at = len(top) + len(discard)
        for seat in sorted(piles):
            if not 0 <= seat < players:
                raise ValueError(f"no seat {seat} in a {players}-player game")
            for c in ids[at:at + len(piles[seat])]:
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
        if head_start:
            state.setup_events = state._head_start()
        state.setup_events += state._start_turn(current)
        return state

    def _head_start(self) -> list:
        """The last seat flips until a Machine card shows; specials met on the way are shuffled back."""
        deck = self.deck
        specials = []
        while KIND[deck[-1]] != MACHINE:
            specials.append(deck.pop())
        card = deck.pop()
        if specials:
            deck.extend(specials)
            shuffle(self.rng, deck)
        self._count_deck()
        self._add_to_pile(self.n - 1, card)
        return [(EV_HEAD_START, self.n - 1, card, tuple(specials))]

    def _count_deck(self) -> None:
        counts = [0] * N_MACHINES
        for c in self.deck:
            if c < 45:
                counts[c // 9] += 1
        self.deck_machine = counts

    # ----------------------------------------------------------------- the protocol
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
            return [Action("steal", q, c) for q in range(self.n) if q != self.cur
                    for cards in self.piles[q] for c in sorted(cards)]
        if phase == PICK:
            return [Action("pick", -1, c) for c in self.line if c < 45]
        return []

    def apply(self, action) -> list:
        """Play ``action`` for the acting seat and return the events that followed.

        Raises :class:`IllegalAction` (state unchanged) for anything not in ``legal_actions()``.
        """
        phase = self.phase
        if action is FLIP and phase == TURN:
            ev = []
            self._flip(ev)
            return ev
        kind = action[0]
        if phase == TURN:
            if kind == "flip":
                ev = []
                self._flip(ev)
                return ev
            if kind == "cash" and self.flips and not self.forced:
                ev = []
                self._cash_in(ev)
                self._next_turn(ev)
                return ev
            if kind == "cash":
                why = "flip first" if not self.flips else f"GLITCH! needs {self.forced} more flip(s)"
                raise IllegalAction(f"cannot cash in yet: {why}")
        elif phase == STEAL and kind == "steal":
            return self._steal(action)
        elif phase == PICK and kind == "pick":
            return self._pick(action)
        raise IllegalAction(f"{action!r} is not legal in phase {PHASE_NAMES[phase]!r}")

    # ----------------------------------------------------------------- the turn
    def _start_turn(self, seat: int) -> list:
        self.cur = seat
        self.phase = TURN
        self.line = []
        self.line_mask = 0
        self.oneups = 0
        self.forced = 0
        self.flips = 0
        self.free_save = self.kid[seat]
        self.turns[seat] += 1
        return [(EV_TURN, seat, self.free_save)]

    def _next_turn(self, ev: list) -> None:
        ev += self._start_turn((self.cur + 1) % self.n)

    def _flip(self, ev: list) -> None:
        deck = self.deck
        p = self.cur
        if not deck:
            if self.continues:
                # Second deck-out: GAME OVER, the current line is cashed in automatically.
                ev.append((EV_GAME_OVER, p))
                self._cash_in(ev)
                self.phase = OVER
                return
            self.continues = 1
            deck.extend(self.discard)
            self.discard = []
            shuffle(self.rng, deck)
            self._count_deck()
            ev.append((EV_CONTINUE, len(deck)))
        c = deck.pop()
        self.flips += 1
        forced = self.forced
        if forced:
            self.forced = forced - 1
        ev.append((EV_FLIP, p, c))
        if c < 45:
            m = c // 9
            self.deck_machine[m] -= 1
            bit = 1 << m
            mask = self.line_mask
            if not mask & bit:
                self.line.append(c)
                mask |= bit
                self.line_mask = mask
                if mask == ALL_MACHINES_MASK:
                    # PERFECT RUN: automatic cash-in (even with GLITCH! flips owed), then another turn.
                    self.perfects[p] += 1
                    ev.append((EV_PERFECT, p))
                    self._cash_in(ev)
                    ev += self._start_turn(p)
            elif self.free_save:
                self.free_save = False
                self.discard.append(c)
                self.saves_used[p] += 1
                ev.append((EV_SAVE, p, c, -1))
            elif self.oneups:
                line = self.line
                for i, x in enumerate(line):
                    if x >= 45:
                        del line[i]
                        break
                self.oneups -= 1
                self.discard.append(x)
                self.discard.append(c)
                self.saves_used[p] += 1
                ev.append((EV_SAVE, p, c, x))
            else:
                self.line.append(c)
                self._crash(c, ev)
            return
        k = KIND[c]
        if k == ONE_UP:
            self.line.append(c)
            self.oneups += 1
        elif k == GLITCH:
            # A GLITCH! during GLITCH! flips restarts the count: two more flips after this one.
            self.discard.append(c)
            self.forced = 2
            ev.append((EV_GLITCH, p))
        else:
            self.discard.append(c)
            counts = self.pile_count
            can = any(counts[q] for q in range(self.n) if q != p)
            ev.append((EV_GOT_NEXT, p, can))
            if can:
                self.phase = STEAL
                self.steals[p] += 1

    def _crash(self, card: int, ev: list) -> None:
        p = self.cur
        self.crashes[p] += 1
        ev.append((EV_CRASH, p, card))
        counts = self.pile_count
        best, fewest = -1, counts[p]
        n = self.n
        for i in range(1, n):
            q = (p + i) % n
            if counts[q] < fewest:      # strict: a tie stays with the seat closer to the crasher's left
                best, fewest = q, counts[q]
        if best >= 0:
            self.phase = PICK
            self.picker = best
            ev.append((EV_OFFER, best, p))
            return
        self._discard_line(ev)
        self._next_turn(ev)

    def _discard_line(self, ev: list) -> None:
        if self.line:
            ev.append((EV_DISCARD_LINE, self.cur, tuple(self.line)))
            self.discard += self.line
        self.line = []
        self.line_mask = 0
        self.oneups = 0

    def _cash_in(self, ev: list) -> None:
        p = self.cur
        banked = []
        discard = self.discard
        add = self._add_to_pile
        for c in self.line:
            if c < 45:
                add(p, c)
                banked.append(c)
            else:
                discard.append(c)
        ev.append((EV_CASH, p, tuple(banked)))
        self.line = []
        self.line_mask = 0
        self.oneups = 0

    def _add_to_pile(self, seat: int, c: int) -> None:
        cards = self.piles[seat][c // 9]
        if not cards:
            self.score[seat] += c % 9 + 1
        else:
            top = max(cards)
            self.score[seat] += c - top + 1 if c > top else 1
        cards.append(c)
        self.pile_count[seat] += 1

    def _steal(self, action) -> list:
        _, victim, c = action
        p = self.cur
        if not (isinstance(victim, int) and 0 <= victim < self.n and victim != p
                and isinstance(c, int) and 0 <= c < 45 and c in self.piles[victim][c // 9]):
            raise IllegalAction(f"cannot steal card {c!r} from seat {victim!r}")
        cards = self.piles[victim][c // 9]
        self.score[victim] -= loss_of(cards, c)
        cards.remove(c)
        self.pile_count[victim] -= 1
        self._add_to_pile(p, c)
        self.phase = TURN
        return [(EV_STEAL, p, victim, c)]

    def _pick(self, action) -> list:
        c = action[2]
        if not (isinstance(c, int) and 0 <= c < 45 and c in self.line):
            raise IllegalAction(f"card {c!r} is not a Machine card in the crashed line")
        ev = [(EV_PICK, self.picker, c)]
        self.line.remove(c)
        self._add_to_pile(self.picker, c)
        self.picker = -1
        self._discard_line(ev)
        self._next_turn(ev)
        return ev

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
        elif not self.continues:      # the next flip first reshuffles the discard pile (CONTINUE?)
            counts = [0] * N_MACHINES
            for c in self.discard:
                if c < 45:
                    counts[c // 9] += 1
            deck_n = len(self.discard)
            if not deck_n:
                return 0.0
        else:                         # the next flip is GAME OVER: nothing more can crash
            return 0.0
        hits = 0
        for m in range(N_MACHINES):
            if mask >> m & 1:
                hits += counts[m]
        return hits / deck_n

    def crash_chance(self) -> float:
        """Exact chance that the next flip crashes: a repeat with no 1-UP or free save to stop it."""
        if self.free_save or self.oneups:
            return 0.0
        return self.repeat_chance()

    def line_machines(self) -> int:
        """How many different machines are in the Play Line."""
        return POPCOUNT[self.line_mask]

    def unseen_cards(self) -> list[int]:
        """The cards in the deck, sorted: public (every other card is face up), though their order is not."""
        return sorted(self.deck)

    def scores(self) -> list[int]:
        return list(self.score)

    def winners(self) -> list[int]:
        """Seats with the best score, ties broken by most score cards; several seats share the win."""
        best = max(zip(self.score, self.pile_count))
        return [s for s in range(self.n) if (self.score[s], self.pile_count[s]) == best]

    def view(self, seat: int) -> "TableView":
        if not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat}")
        return TableView(self, seat)

    def clone(self, rng: random.Random | None = None) -> "CrashLine":
        """An independent copy; it continues with the same future shuffles, or draws from ``rng``."""
        other = CrashLine.__new__(CrashLine)
        other.n, other.kid, other.cur, other.phase, other.picker = (
            self.n, self.kid, self.cur, self.phase, self.picker)
        other.line_mask, other.oneups, other.free_save, other.forced, other.flips, other.continues = (
            self.line_mask, self.oneups, self.free_save, self.forced, self.flips, self.continues)
        if rng is None:
            rng = random.Random.__new__(random.Random)
            rng.setstate(self.rng.getstate())
        other.rng = rng
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
        other.setup_events = self.setup_events[:]
        return other

    def check_cards(self) -> None:
        """Raise ``AssertionError`` unless every one of the 54 cards is in exactly one place."""
        places = list(self.deck) + list(self.discard) + list(self.line)
        for pile in self.piles:
            for cards in pile:
                places += cards
        assert sorted(places) == list(ALL_CARDS), f"cards lost or duplicated: {sorted(places)}"
        for seat, pile in enumerate(self.piles):
            assert all(c // 9 == m for m, cards in enumerate(pile) for c in cards), "card in wrong group"
            assert self.pile_count[seat] == sum(len(c) for c in pile), "pile count drift"
            assert self.score[seat] == pile_points(pile), "score drift"
        assert self.deck_machine == [sum(1 for c in self.deck if c < 45 and c // 9 == m)
                                     for m in range(N_MACHINES)], "deck count drift"

    # ----------------------------------------------------------------- plain data
    def to_data(self) -> dict:
        return {
            "game": self.GAME_ID, "version": self.DATA_VERSION, "players": self.n,
            "kid": list(self.kid), "rng": rng_to_data(self.rng),
            "deck": list(self.deck), "discard": list(self.discard),
            "piles": [[list(cards) for cards in pile] for pile in self.piles],
            "cur": self.cur, "phase": self.phase, "picker": self.picker, "line": list(self.line),
            "free_save": self.free_save, "forced": self.forced, "flips": self.flips,
            "continues": self.continues,
            "stats": {"crashes": list(self.crashes), "perfects": list(self.perfects),
                      "turns": list(self.turns), "saves_used": list(self.saves_used),
                      "steals": list(self.steals)},
        }

    @classmethod
    def from_data(cls, data: dict) -> "CrashLine":
        check_data_version(data, cls.GAME_ID, cls.DATA_VERSION)
        try:
            n = data["players"]
            state = cls(n, 0, [s for s, k in enumerate(data["kid"]) if k], _blank=True)
            state.rng = rng_from_data(data["rng"])
            state.deck = [int(c) for c in data["deck"]]
            state.discard = [int(c) for c in data["discard"]]
            for seat, pile in enumerate(data["piles"]):
                for cards in pile:
                    for c in cards:
                        state._add_to_pile(seat, int(c))
            state.cur = int(data["cur"])
            state.phase = int(data["phase"])
            state.picker = int(data["picker"])
            state.line = [int(c) for c in data["line"]]
            state.line_mask = 0
            for c in state.line:
                if c < 45:
                    state.line_mask |= 1 << (c // 9)
            state.oneups = sum(1 for c in state.line if KIND[c] == ONE_UP)
            state.free_save = bool(data["free_save"])
            state.forced = int(data["forced"])
            state.flips = int(data["flips"])
            state.continues = int(data["continues"])
            for key, values in data["stats"].items():
                setattr(state, key, [int(v) for v in values])
            state._count_deck()
            state.check_cards()
        except (KeyError, TypeError, IndexError, AssertionError) as exc:
            raise ValueError(f"crashline: saved state is damaged ({exc})") from exc
        return state


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
    def kid(self) -> tuple:
        return self._state.kid

    # The Play Line of the seat whose turn it is.
    @property
    def line(self) -> tuple:
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
    def deck_machine(self) -> tuple:
        """Machine cards of each machine still in the deck."""
        return tuple(self._state.deck_machine)

    def unseen_cards(self) -> list[int]:
        return self._state.unseen_cards()

    @property
    def discard(self) -> tuple:
        return tuple(self._state.discard)

    @property
    def continues(self) -> int:
        """0 before the first deck-out, 1 after CONTINUE? (the next deck-out is GAME OVER)."""
        return self._state.continues

    # Score piles.
    def pile(self, seat: int) -> tuple:
        return tuple(tuple(cards) for cards in self._state.piles[seat])

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
        mask = s.line_mask
        deck_n = len(s.deck)
        if not deck_n:
            return s.repeat_chance()
        dm = s.deck_machine
        return ((mask & 1 and dm[0]) + (mask & 2 and dm[1]) + (mask & 4 and dm[2]) + (mask & 8 and dm[3])
                + (mask & 16 and dm[4])) / deck_n

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
        mask = s.line_mask
        deck_n = len(s.deck)
        if not deck_n or s.phase != TURN:
            return s.repeat_chance()
        dm = s.deck_machine
        return ((mask & 1 and dm[0]) + (mask & 2 and dm[1]) + (mask & 4 and dm[2]) + (mask & 8 and dm[3])
                + (mask & 16 and dm[4])) / deck_n

    def repeat_chance(self) -> float:
        return self._state.repeat_chance()

    def sample_state(self, rng: random.Random) -> CrashLine:
        """A full game consistent with this view, for rollouts: the unseen deck shuffled by ``rng``, which
        the sample then keeps for its own future chance."""
        other = self._state.clone(rng)
        other.deck.sort()                 # forget the real order before shuffling
        shuffle(rng, other.deck)
        return other
