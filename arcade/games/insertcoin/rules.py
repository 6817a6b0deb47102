"""Insert Coin to Play rules engine: pure Python, seeded, no pygame.

One :class:`InsertCoin` is one game at one moment. Every player acts on the same flipped card, so play is
simultaneous: ``current_player()`` is :data:`SIMULTANEOUS` while two or more seats still have a decision
on this card (the single seat when only one has), and each action names its seat. A seat's decisions are
written on its GamePad at once and everyone can see them (nothing is hidden but the deck's order, and the
others' chosen Levels until every seat has chosen); attacks (Demon King, Ultra Robot + Alien Invader, White
Skull) land when every seat has finished the card, so a Magic Shield completed on the same card already
protects; an attack that would end the game asks its owner first. Then the next card is flipped.

Squares are bitboards (see :mod:`.pieces`). Decisions where the rulebook is silent are in
``docs/rules-decisions.md``.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any, Literal, NamedTuple, Protocol, TypedDict, cast

from arcade.core.rules import (
    SIMULTANEOUS,
    TERMINAL,
    Event,
    IllegalAction,
    check_data_version,
    copy_rng,
    rng_from_data,
    rng_to_data,
)

from . import events as E
from .pieces import GRID, anchor_table, orientations, placements
from .shapes import DECK_CARDS, GAME_OVER_CARDS, Card, Shape, load_catalog

MIN_SEATS, MAX_SEATS = 1, 6
DEAL, KEEP = 5, 3
LIVES_PER_ROW, START_COINS = 3, 3
KEEP_PHASE, PLAY, OVER = "keep", "play", "over"
VIEW_SEED = 0x51EE7  # the made-up hidden part of a seat's view (see SheetView)

END_ALL_LEVELS = "all_levels"
END_DECK = "deck_empty"
END_OUT = "out_of_lives"
END_GAME_OVER = "game_over_card"
END_REASONS = (END_ALL_LEVELS, END_DECK, END_OUT, END_GAME_OVER)

Task = (
    tuple[Literal["draw"], int]
    | tuple[Literal["second"], str]
    | tuple[Literal["fill"], int, str]
    | tuple[Literal["kabuki"]]
    | tuple[Literal["attack"], str]
)
"""A decision a seat still owes on this card: ``("draw", bonus)`` a symbol (``bonus`` 1: Space Ship's
second one follows), ``("second", piece)`` that second symbol, ``("fill", squares left, shape)`` an
ability's fills, ``("kabuki",)`` Kabuki Love's pick, ``("attack", shape)`` whether a game-ending attack lands."""

ActionData = list[str | int | list[int]]
"""An :class:`Action` as plain data (:meth:`Action.to_data`)."""


class Breakdown(TypedDict):
    """A seat's score: points per Level, 3 per Coin, 1 per lit Life, and their total."""

    levels: list[int]
    coins: int
    lives: int
    total: int


def asked_shape(task: Task) -> str:
    """The shape whose ability a fill, Kabuki Love or attack decision is about (``kabuki_love`` otherwise)."""
    if task[0] == "fill":
        return task[2]
    if task[0] == "attack":
        return task[1]
    return "kabuki_love"


class Action(NamedTuple):
    """One decision of one seat. Build them with the helpers below.

    ``kind``: ``keep`` (``cards``), ``place`` (``piece``, ``orient``, ``level``, ``x``, ``y``: the
    orientation's top-left square), ``life`` (spend a Life instead of a symbol and fill square ``x, y`` of
    ``level``), ``fill`` (an ability's square), ``pass`` (skip the Space Ship's second symbol), ``kabuki``
    (complete 10-point ``level``), ``decline`` (do not use the ability now asked: the rest of its fills,
    Kabuki Love, or an attack that would end the game), ``use`` (let that attack land).
    """

    kind: str
    seat: int
    level: int = -1
    x: int = -1
    y: int = -1
    piece: str = ""
    orient: int = -1
    cards: tuple[int, ...] = ()

    def to_data(self) -> ActionData:
        return [self.kind, self.seat, self.level, self.x, self.y, self.piece, self.orient, list(self.cards)]

    @classmethod
    def from_data(cls, data: object) -> Action:
        try:
            if not isinstance(data, Iterable):
                raise TypeError(f"{type(data).__name__} is not a list")
            kind, seat, level, x, y, piece, orient, cards = data
            return cls(
                str(kind), int(seat), int(level), int(x), int(y), str(piece), int(orient), tuple(int(c) for c in cards)
            )
        except (TypeError, ValueError) as exc:
            raise ValueError(f"insertcoin: not an action: {data!r}") from exc


def keep(seat: int, cards: Iterable[int]) -> Action:
    return Action("keep", seat, cards=tuple(sorted(cards)))


def place(seat: int, piece: str, orient: int, level: int, x: int, y: int) -> Action:
    return Action("place", seat, level, x, y, piece, orient)


def spend_life(seat: int, level: int, x: int, y: int) -> Action:
    return Action("life", seat, level, x, y)


def fill(seat: int, level: int, x: int, y: int) -> Action:
    return Action("fill", seat, level, x, y)


def pass_symbol(seat: int) -> Action:
    return Action("pass", seat)


def kabuki(seat: int, level: int) -> Action:
    return Action("kabuki", seat, level)


def decline(seat: int) -> Action:
    return Action("decline", seat)


def use_attack(seat: int) -> Action:
    return Action("use", seat)


ATTACK_SHAPES = ("demon_king", "ultra_robot", "white_skull")
LIFE_ATTACKS = ("demon_king", "ultra_robot")  # attacks that take a Life (and so can end the game)


def popcount(mask: int) -> int:
    return mask.bit_count()


def cards() -> tuple[Card, ...]:
    return load_catalog().cards


def level_points(value: int, empty: int) -> int:
    """A Level's score: its value minus its empty squares, never below 0."""
    return max(0, value - empty)


def shuffle(rng: random.Random, items: list[int]) -> None:
    rng.shuffle(items)


class InsertCoin:
    """A game of Insert Coin to Play for 1-6 seats."""

    GAME_ID = "insertcoin"
    DATA_VERSION = 1
    REALTIME = False

    __slots__ = (
        "n",
        "rng",
        "phase",
        "hands",
        "levels",
        "filled",
        "lives",
        "coins",
        "deck",
        "pile1_left",
        "card",
        "flips",
        "game_overs",
        "tasks",
        "skip",
        "bonus",
        "kabuki",
        "completed",
        "attacks",
        "out",
        "end_reason",
        "enders",
        "stats",
        "setup_events",
    )

    def __init__(self, seats: int = 2, seed: int | None = None, *, _blank: bool = False) -> None:
        if not isinstance(seats, int) or isinstance(seats, bool) or not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"Insert Coin to Play takes {MIN_SEATS} to {MAX_SEATS} players, not {seats!r}")
        n = self.n = seats
        self.rng = random.Random(seed)
        self.phase = KEEP_PHASE
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.levels: list[list[int]] = [[] for _ in range(n)]  # card id of Level 1, 2, 3
        self.filled = [[0, 0, 0] for _ in range(n)]
        self.lives = [LIVES_PER_ROW] * n
        self.coins = [START_COINS] * n
        self.deck: list[int] = []  # top card last
        self.pile1_left = 0  # cards of the upper pile still in the deck
        self.card = -1  # the face-up shape card
        self.flips = 0
        self.game_overs = 0
        self.tasks: list[list[Task]] = [[] for _ in range(n)]  # per seat: decisions still owed on this card
        self.skip = [False] * n  # White Skull: skip the next card
        self.bonus = [False] * n  # Space Ship: both symbols of the next card
        self.kabuki = [False] * n  # Kabuki Love waiting for a 10-point shape
        self.completed: list[list[int]] = [[] for _ in range(n)]  # Level indices in order of completion
        self.attacks: list[tuple[int, str]] = []  # (seat, shape) landing when the card is done
        self.out = [False] * n
        self.end_reason = ""
        self.enders: list[int] = []
        self.stats = {
            "spent_lives": [0] * n,
            "coins_for_lives": [0] * n,
            "coins_for_game_over": [0] * n,
            "skipped": [0] * n,
            "placed": [0] * n,
        }
        self.setup_events: list[Event] = []
        if _blank:
            return
        deck = list(range(DECK_CARDS))
        shuffle(self.rng, deck)
        for s in range(n):
            self.hands[s] = sorted(deck[s * DEAL : (s + 1) * DEAL])

    @classmethod
    def arranged(
        cls,
        levels: Sequence[Iterable[int]],
        top: Iterable[int] = (),
        rest: bool = True,
        seed: int = 0,
        filled: Iterable[Iterable[int]] | None = None,
        lives: Iterable[int] | None = None,
        coins: Iterable[int] | None = None,
    ) -> InsertCoin:
        """A game already past the deal, for tests and tutorials: ``levels[seat]`` are its three card ids,
        ``top`` the next cards to flip in order (GAME OVER cards included by id), ``filled`` optional
        bitboards per seat and Level. With ``rest`` every other card lies below ``top`` in a seeded
        shuffle; without, the deck is only ``top``. The first card of ``top`` is flipped at once."""
        s = cls(len(levels), seed, _blank=True)
        s.levels = [list(lv) for lv in levels]
        if filled is not None:
            s.filled = [list(f) for f in filled]
        if lives is not None:
            s.lives = list(lives)
        if coins is not None:
            s.coins = list(coins)
        for seat in range(s.n):
            s.completed[seat] = [lv for lv in range(KEEP) if s.is_complete(seat, lv)]
        order = list(top)
        below = []
        if rest:
            below = [c for c in list(range(DECK_CARDS)) + list(GAME_OVER_CARDS) if c not in order]
            shuffle(s.rng, below)
        s.deck = below + order[::-1]
        s.game_overs = sum(1 for c in GAME_OVER_CARDS if c not in s.deck)
        s.flips = DECK_CARDS - sum(1 for c in s.deck if c not in GAME_OVER_CARDS)
        s.pile1_left = len(s.deck) if GAME_OVER_CARDS[0] in s.deck else 0
        s.phase = PLAY
        s._check_consistent_sheet()
        s._next_card(s.setup_events)
        return s

    # ------------------------------------------------------------------ tables
    @staticmethod
    def card_info(card: int) -> Card:
        return cards()[card]

    def shape_of(self, seat: int, level: int) -> Shape:
        return cards()[self.levels[seat][level]].shape

    def empty_mask(self, seat: int, level: int) -> int:
        return self.shape_of(seat, level).mask & ~self.filled[seat][level]

    def is_complete(self, seat: int, level: int) -> bool:
        return self.filled[seat][level] == self.shape_of(seat, level).mask

    def completed_count(self, seat: int) -> int:
        return len(self.completed[seat])

    def has_completed(self, seat: int, shape_key: str) -> bool:
        return any(self.shape_of(seat, lv).key == shape_key for lv in self.completed[seat])

    def shielded(self, seat: int) -> bool:
        return self.has_completed(seat, "magic_shield")

    def kabuki_targets(self, seat: int) -> list[int]:
        """Unfinished 10-point Levels of ``seat`` with at least 10 filled squares (Kabuki Love may finish)."""
        out = []
        if self.levels[seat]:
            for lv in range(KEEP):
                shape = self.shape_of(seat, lv)
                f = self.filled[seat][lv]
                if shape.value == 10 and f != shape.mask and popcount(f) >= 10:
                    out.append(lv)
        return out

    def symbols_for(self, seat: int) -> tuple[str, ...]:
        """The symbols ``seat`` may draw now (empty when it owes no symbol)."""
        if self.phase != PLAY or not self.tasks[seat]:
            return ()
        task = self.tasks[seat][0]
        if task[0] == "draw":
            return cards()[self.card].symbols
        if task[0] == "second":
            return (task[1],)
        return ()

    def placement_mask(self, seat: int, piece: str, orient: int, level: int, x: int, y: int) -> int:
        """The squares a placement would fill, or 0 when it does not fit (outside the contour, on filled
        squares, or not a valid orientation). Cheap: the scene's ghost piece and red spots use it."""
        if not (isinstance(level, int) and 0 <= level < len(self.levels[seat])):
            return 0
        try:
            table = anchor_table(self.shape_of(seat, level).mask, piece)[orient]
            m = table.get((x, y), 0)  # TypeError: an unhashable x or y
        except (KeyError, IndexError, TypeError):
            return 0
        return 0 if m & self.filled[seat][level] else m

    def placement_legal(self, action: Action) -> bool:
        return self._reject(action) is None

    # ------------------------------------------------------------------ protocol
    @property
    def num_seats(self) -> int:
        return self.n

    def active_seats(self) -> list[int]:
        if self.phase == KEEP_PHASE:
            return [s for s in range(self.n) if not self.levels[s]]
        if self.phase == PLAY:
            return [s for s in range(self.n) if self.tasks[s]]
        return []

    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        active = self.active_seats()
        return active[0] if len(active) == 1 else SIMULTANEOUS

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if seat is None:
            out: list[Action] = []
            for s in self.active_seats():
                out += self._legal_for(s)
            return out
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            return []
        return self._legal_for(seat)

    def _legal_for(self, seat: int) -> list[Action]:
        if self.phase == KEEP_PHASE:
            if self.levels[seat]:
                return []
            return [Action("keep", seat, cards=c) for c in combinations(self.hands[seat], KEEP)]
        if self.phase != PLAY or not self.tasks[seat]:
            return []
        task = self.tasks[seat][0]
        if task[0] == "draw":
            out = self._placements(seat, cards()[self.card].symbols)
            out += self._squares(seat, "life")
            return out
        if task[0] == "second":
            return self._placements(seat, (task[1],)) + [Action("pass", seat)]
        if task[0] == "fill":
            return self._squares(seat, "fill") + [Action("decline", seat)]
        if task[0] == "attack":
            return [Action("use", seat), Action("decline", seat)]
        return [Action("kabuki", seat, lv) for lv in self.kabuki_targets(seat)] + [Action("decline", seat)]

    def _placements(self, seat: int, pieces: Iterable[str]) -> list[Action]:
        out = []
        filled = self.filled[seat]
        for piece in pieces:
            for lv in range(KEEP):
                contour = self.shape_of(seat, lv).mask
                f = filled[lv]
                if f == contour:
                    continue
                for orient, spots in enumerate(placements(contour, piece)):
                    for x, y, m in spots:
                        if not m & f:
                            out.append(Action("place", seat, lv, x, y, piece, orient))
        return out

    def _squares(self, seat: int, kind: str) -> list[Action]:
        out = []
        for lv in range(KEEP):
            empty = self.empty_mask(seat, lv)
            while empty:
                low = empty & -empty
                i = low.bit_length() - 1
                out.append(Action(kind, seat, lv, i % GRID, i // GRID))
                empty ^= low
        return out

    def _reject(self, action: object) -> str | None:
        """Why ``action`` is not legal now, or None when it is."""
        if not isinstance(action, tuple) or len(action) != 8:
            return f"{action!r} is not an Insert Coin action"
        kind, seat, level, x, y, piece, orient, chosen = action
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.n:
            return f"no seat {seat!r}"
        if not isinstance(kind, str) or kind not in _SHAPES_OF_KIND:
            return f"unknown action kind {kind!r}"
        if tuple(action) != _canonical(action):
            return f"{action!r} carries fields a {kind!r} action does not use"
        if self.phase == OVER:
            return "the game is over"
        if self.phase == KEEP_PHASE:
            if kind != "keep":
                return "every player first keeps 3 of their 5 dealt cards"
            if self.levels[seat]:
                return f"seat {seat} has already kept its cards"
            if (
                not isinstance(chosen, tuple)
                or len(chosen) != KEEP
                or any(type(c) is not int or c not in self.hands[seat] for c in chosen)
                or len(set(chosen)) != KEEP  # after the check above: only numbers are hashed
                or list(chosen) != sorted(chosen)
            ):
                return f"keep 3 different cards of your hand {self.hands[seat]} in increasing order"
            return None
        if not self.tasks[seat]:
            return f"seat {seat} has nothing to do on this card"
        task = self.tasks[seat][0]
        need = task[0]
        if kind in ("life", "fill"):
            if need != ("draw" if kind == "life" else "fill"):
                return f"seat {seat} cannot {kind} now (it owes: {need})"
            if not (
                isinstance(level, int)
                and 0 <= level < KEEP
                and isinstance(x, int)
                and isinstance(y, int)
                and 0 <= x < GRID
                and 0 <= y < GRID
            ):
                return f"no square {x!r},{y!r} in level {level!r}"
            if not self.empty_mask(seat, level) >> (y * GRID + x) & 1:
                return f"square {x},{y} of level {level} is not an empty square of the shape"
            return None
        if kind == "place":
            if need not in ("draw", "second"):
                return f"seat {seat} cannot draw a symbol now (it owes: {need})"
            if piece not in self.symbols_for(seat):
                return f"{piece!r} is not a symbol seat {seat} may draw now"
            if not isinstance(orient, int) or isinstance(orient, bool) or not 0 <= orient < len(orientations(piece)):
                return f"{piece} has no orientation {orient!r}"
            if not self.placement_mask(seat, piece, orient, level, x, y):
                return f"{piece} does not fit at {x!r},{y!r} in level {level!r}"
            return None
        if kind == "pass":
            return None if need == "second" else f"seat {seat} has no second symbol to pass"
        if kind == "decline":
            return None if need in ("fill", "kabuki", "attack") else f"seat {seat} has no ability to decline"
        if kind == "use":
            return None if need == "attack" else f"seat {seat} has no attack waiting for an answer"
        if kind == "kabuki":
            if need != "kabuki":
                return f"seat {seat} has no Kabuki Love to use"
            if level not in self.kabuki_targets(seat):
                return f"level {level!r} is not an unfinished 10-point shape with 10+ filled squares"
            return None
        return f"unknown action kind {kind!r}"

    def apply(self, action: object) -> list[Event]:
        why = self._reject(action)
        if why is not None:
            raise IllegalAction(why)
        # _reject accepted it: an 8-tuple in Action's field order (an Action, or a plain tuple equal to one)
        action = cast(Action, action)
        kind, seat = action[0], action[1]
        ev: list[Event] = []
        if kind == "keep":
            self._keep(seat, tuple(action[7]), ev)
            return ev
        tasks = self.tasks[seat]
        task = tasks.pop(0)
        if kind == "place":
            _, _, level, x, y, piece, orient, _ = action
            m = self.placement_mask(seat, piece, orient, level, x, y)
            self.filled[seat][level] |= m
            self.stats["placed"][seat] += 1
            ev.append(E.Placed(seat, level, piece, m))
            if task[0] == "draw" and task[1]:
                symbols = cards()[self.card].symbols
                other = [p for p in symbols if p != piece]
                tasks.insert(0, ("second", other[0] if other else piece))
            self._check_complete(seat, level, ev)
        elif kind == "life":
            # The Life is crossed off, its square filled, and only then is an empty row settled: when
            # that square completes Ultra Robot, the Robot's Life comes first (docs, issue 21).
            self.lives[seat] -= 1
            self.stats["spent_lives"][seat] += 1
            ev.append(E.LifeLost(seat, self.lives[seat], "spent"))
            self._fill_square(seat, action[2], action[3], action[4], "life", ev)
            if self.lives[seat] == 0:
                self._empty_row(seat, ev)
        elif kind == "fill":
            assert task[0] == "fill", task  # _reject checked that the seat owes a fill
            if task[1] > 1:
                tasks.insert(0, ("fill", task[1] - 1, task[2]))
            self._fill_square(seat, action[2], action[3], action[4], task[2], ev)
        elif kind == "pass":
            assert task[0] == "second", task  # _reject checked that the seat owes a second symbol
            ev.append(E.SymbolPassed(seat, task[1]))
        elif kind == "decline":
            if task[0] == "attack":
                self.attacks.pop(0)
            ev.append(E.AbilityDeclined(seat, asked_shape(task)))
        elif kind == "use":
            attacker, shape = self.attacks.pop(0)
            self._land(attacker, shape, ev)
        elif kind == "kabuki":
            level = action[2]
            self.filled[seat][level] = self.shape_of(seat, level).mask
            ev.append(E.AbilityUsed(seat, "kabuki_love", f"complete level {level + 1}"))
            self._check_complete(seat, level, ev)
        self._settle(seat, ev)
        if not any(self.tasks):
            self._card_done(ev)
        return ev

    # ------------------------------------------------------------------ setup
    def _keep(self, seat: int, chosen: tuple[int, ...], ev: list[Event]) -> None:
        self.levels[seat] = list(chosen)
        ev.append(E.Kept(seat, chosen))
        if all(self.levels):
            self.hands = [[] for _ in range(self.n)]
            self._stack_deck(ev)
            self.phase = PLAY
            self._next_card(ev)

    def _stack_deck(self, ev: list[Event]) -> None:
        deck = list(range(DECK_CARDS))
        shuffle(self.rng, deck)
        half = DECK_CARDS // 2
        upper = deck[:half] + [GAME_OVER_CARDS[0]]
        lower = deck[half:] + [GAME_OVER_CARDS[1]]
        shuffle(self.rng, upper)
        shuffle(self.rng, lower)
        self.deck = lower + upper  # top card last: the upper pile is flipped first
        self.pile1_left = len(upper)
        ev.append(E.DeckStacked(len(self.deck)))

    # ------------------------------------------------------------------ the card
    def _next_card(self, ev: list[Event]) -> None:
        """Flip cards until one asks somebody for a decision, or the game ends."""
        n = self.n
        while True:
            if not self.deck:
                self._end(END_DECK, [], ev)
                return
            c = self.deck.pop()
            if self.pile1_left:
                self.pile1_left -= 1
            if c in GAME_OVER_CARDS:
                self.game_overs += 1
                k = self.game_overs
                paid: list[int] = []
                safe: list[int] = []
                broke: list[int] = []
                for s in range(n):
                    if self.completed_count(s) >= k:
                        safe.append(s)
                    elif self.coins[s]:
                        self.coins[s] -= 1
                        self.stats["coins_for_game_over"][s] += 1
                        paid.append(s)
                        ev.append(E.CoinInserted(s, self.coins[s], "game_over"))
                    else:
                        broke.append(s)
                ev.append(E.GameOverFlipped(k, tuple(paid), tuple(safe), tuple(broke)))
                if broke:
                    self._end(END_GAME_OVER, broke, ev)
                    return
                continue
            self.card = c
            self.flips += 1
            info = cards()[c]
            ev.append(E.CardFlipped(c, info.left, info.right))
            for s in range(n):
                if self.skip[s]:
                    self.skip[s] = False
                    self.tasks[s] = []
                    self.stats["skipped"][s] += 1
                    ev.append(E.TurnSkipped(s))
                else:
                    self.tasks[s] = [("draw", 1 if self.bonus[s] else 0)]
                    self.bonus[s] = False
            if any(self.tasks):
                return

    def _card_done(self, ev: list[Event]) -> None:
        """Every seat has finished the card: attacks land in order (the attacker is asked first about one
        that would end a game that would otherwise go on), the end is checked, the next card is flipped."""
        while self.attacks:
            attacker, shape = self.attacks[0]
            if self.attack_ends_game(attacker, shape):
                self.tasks[attacker] = [("attack", shape)]
                return
            self.attacks.pop(0)
            self._land(attacker, shape, ev)
        done = [s for s in range(self.n) if self.completed_count(s) == KEEP]
        if done:
            self._end(END_ALL_LEVELS, done, ev)
            return
        out = [s for s in range(self.n) if self.out[s]]
        if out:
            self._end(END_OUT, out, ev)
            return
        self._next_card(ev)

    def targets(self, attacker: int) -> tuple[list[int], list[int]]:
        """(hit, blocked): the opponents an attack of ``attacker`` reaches, and those Magic Shield saves."""
        others = [q for q in range(self.n) if q != attacker]
        return [q for q in others if not self.shielded(q)], [q for q in others if self.shielded(q)]

    def attack_ends_game(self, attacker: int, shape: str) -> bool:
        """Would this attack, landing now, end a game that would otherwise go on after this card (an
        opponent on the last Life with no Coin left)? Only then is its owner asked (docs, issue 21)."""
        if shape not in LIFE_ATTACKS or any(self.out) or any(len(c) == KEEP for c in self.completed):
            return False
        return any(self.lives[q] == 1 and not self.coins[q] for q in self.targets(attacker)[0])

    def _land(self, attacker: int, shape: str, ev: list[Event]) -> None:
        hit, blocked = self.targets(attacker)
        ev.append(E.Attack(attacker, shape, tuple(hit), tuple(blocked)))
        for q in hit:
            if shape == "white_skull":
                self.skip[q] = True
            else:
                self._lose_life(q, shape, ev)

    def _end(self, reason: str, seats: list[int], ev: list[Event]) -> None:
        self.phase = OVER
        self.end_reason = reason
        self.enders = list(seats)
        self.tasks = [[] for _ in range(self.n)]
        ev.append(E.GameEnded(reason, tuple(seats), tuple(self.scores())))

    # ------------------------------------------------------------------ sheet changes
    def _lose_life(self, seat: int, cause: str, ev: list[Event]) -> None:
        if self.out[seat]:
            return
        self.lives[seat] -= 1
        ev.append(E.LifeLost(seat, self.lives[seat], cause))
        if self.lives[seat] == 0:
            self._empty_row(seat, ev)

    def _empty_row(self, seat: int, ev: list[Event]) -> None:
        """The current row has no lit Life: a Coin lights the next row, or without one the seat is out."""
        if self.coins[seat]:
            self.coins[seat] -= 1
            self.lives[seat] = LIVES_PER_ROW
            self.stats["coins_for_lives"][seat] += 1
            ev.append(E.CoinInserted(seat, self.coins[seat], "lives"))
            return
        self.out[seat] = True
        ev.append(E.OutOfPlay(seat))

    def _fill_square(self, seat: int, level: int, x: int, y: int, cause: str, ev: list[Event]) -> None:
        self.filled[seat][level] |= 1 << (y * GRID + x)
        ev.append(E.Filled(seat, level, x, y, cause))
        self._check_complete(seat, level, ev)

    def _check_complete(self, seat: int, level: int, ev: list[Event]) -> None:
        if level in self.completed[seat] or not self.is_complete(seat, level):
            return
        self.completed[seat].append(level)
        key = self.shape_of(seat, level).key
        ev.append(E.LevelCompleted(seat, level, key))
        tasks = self.tasks[seat]
        if key == "ultra_robot":
            if self.lives[seat] < LIVES_PER_ROW and not self.out[seat]:
                self.lives[seat] += 1
                ev.append(E.LifeGained(seat, self.lives[seat]))
            if self.has_completed(seat, "alien_invader"):
                self.attacks.append((seat, "ultra_robot"))
                ev.append(E.AbilityUsed(seat, key, "gain 1 life; opponents lose 1 life"))
            else:
                ev.append(E.AbilityUsed(seat, key, "gain 1 life"))
        elif key == "space_ship":
            self.bonus[seat] = True
            ev.append(E.AbilityUsed(seat, key, "both symbols of the next card"))
        elif key == "demon_king":
            self.attacks.append((seat, key))
            ev.append(E.AbilityUsed(seat, key, "opponents lose 1 life"))
        elif key == "white_skull":
            self.attacks.append((seat, key))
            ev.append(E.AbilityUsed(seat, key, "opponents skip the next turn"))
        elif key == "kabuki_love":
            self.kabuki[seat] = True  # fires in _settle as soon as a 10-point shape qualifies
            ev.append(E.AbilityUsed(seat, key, "complete a 10-point shape with 10+ filled squares"))
        elif key == "magic_shield":
            ev.append(E.AbilityUsed(seat, key, "opponents' attacks have no effect"))
        elif key == "alien_invader":
            k = 6 if self.has_completed(seat, "ultra_robot") else 3
            tasks.insert(0, ("fill", k, key))
            ev.append(E.AbilityUsed(seat, key, f"fill {k} squares"))
        elif key == "power_cherry":
            tasks.insert(0, ("fill", 3, key))
            ev.append(E.AbilityUsed(seat, key, "fill 3 squares"))

    def _settle(self, seat: int, ev: list[Event]) -> None:
        """Drop what ``seat`` can no longer do and start a charged Kabuki Love that now has a target."""
        tasks = self.tasks[seat]
        if self.completed_count(seat) == KEEP:
            tasks.clear()
            return
        if self.kabuki[seat] and self.kabuki_targets(seat) and not any(t[0] == "kabuki" for t in tasks):
            self.kabuki[seat] = False
            tasks.insert(0, ("kabuki",))
        while tasks:
            t = tasks[0]
            if t[0] == "kabuki" and not self.kabuki_targets(seat):
                tasks.pop(0)
                self.kabuki[seat] = True  # its target got finished another way: it waits again
            elif t[0] == "second" and not self._placements(seat, (t[1],)):
                tasks.pop(0)
                ev.append(E.SymbolPassed(seat, t[1]))
            else:
                break

    # ------------------------------------------------------------------ scores
    def level_points(self, seat: int, level: int) -> int:
        shape = self.shape_of(seat, level)
        return level_points(shape.value, popcount(shape.mask & ~self.filled[seat][level]))

    def score_breakdown(self, seat: int) -> Breakdown:
        lv = [self.level_points(seat, i) for i in range(len(self.levels[seat]))]
        return {
            "levels": lv,
            "coins": 3 * self.coins[seat],
            "lives": self.lives[seat],
            "total": sum(lv) + 3 * self.coins[seat] + self.lives[seat],
        }

    def scores(self) -> list[int]:
        return [self.score_breakdown(s)["total"] for s in range(self.n)]

    def winners(self) -> list[int]:
        """Best score; a tie goes to more completed Levels; still tied, the seats share the win."""
        sc = self.scores()
        keys = [(sc[s], self.completed_count(s)) for s in range(self.n)]
        best = max(keys)
        return [s for s in range(self.n) if keys[s] == best]

    # ------------------------------------------------------------------ views, copies, data
    def view(self, seat: int) -> SheetView:
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat!r}")
        return SheetView(self, seat)

    def unseen_cards(self) -> list[int]:
        """Shape cards not flipped yet (public: all 30 are in the deck and flipped cards are face up)."""
        return sorted(c for c in self.deck if c not in GAME_OVER_CARDS)

    def clone(self) -> InsertCoin:
        o = InsertCoin.__new__(InsertCoin)
        o.n, o.phase, o.pile1_left, o.card, o.flips, o.game_overs = (
            self.n,
            self.phase,
            self.pile1_left,
            self.card,
            self.flips,
            self.game_overs,
        )
        o.end_reason = self.end_reason
        o.rng = copy_rng(self.rng)
        o.hands = [h[:] for h in self.hands]
        o.levels = [lv[:] for lv in self.levels]
        o.filled = [f[:] for f in self.filled]
        o.lives, o.coins, o.deck = self.lives[:], self.coins[:], self.deck[:]
        o.tasks = [t[:] for t in self.tasks]
        o.skip, o.bonus, o.kabuki, o.out = self.skip[:], self.bonus[:], self.kabuki[:], self.out[:]
        o.completed = [c[:] for c in self.completed]
        o.attacks = self.attacks[:]
        o.enders = self.enders[:]
        o.stats = {k: v[:] for k, v in self.stats.items()}
        o.setup_events = self.setup_events[:]
        return o

    def sample_hidden(self, seat: int, rng: random.Random) -> InsertCoin:
        """A copy with the deck's order redrawn from ``rng`` (keeping one GAME OVER in each pile) and a new
        random generator: the only things no seat can see."""
        o = self.clone()
        o.rng = random.Random(rng.getrandbits(64))
        if o.phase == KEEP_PHASE:  # the others' chosen Levels are secret until everyone has chosen
            for s in range(o.n):
                if s != seat and o.levels[s]:
                    o.levels[s] = sorted(rng.sample(o.hands[s], KEEP))
        if o.deck:
            shapes = sorted(c for c in o.deck if c not in GAME_OVER_CARDS)  # sorted: the real order leaves no trace
            rng.shuffle(shapes)
            go1 = GAME_OVER_CARDS[0] in o.deck
            go2 = GAME_OVER_CARDS[1] in o.deck
            k = o.pile1_left - (1 if go1 else 0)
            upper = shapes[:k] + ([GAME_OVER_CARDS[0]] if go1 else [])
            lower = shapes[k:] + ([GAME_OVER_CARDS[1]] if go2 else [])
            rng.shuffle(upper)
            rng.shuffle(lower)
            o.deck = lower + upper
        return o

    def public_data(self) -> dict[str, Any]:
        """The whole state but the deck's order and the random generator (a view also hides the others'
        chosen Levels while seats still choose: :class:`SheetView`)."""
        return {
            "game": self.GAME_ID,
            "version": self.DATA_VERSION,
            "seats": self.n,
            "phase": self.phase,
            "hands": [list(h) for h in self.hands],
            "levels": [list(lv) for lv in self.levels],
            "filled": [list(f) for f in self.filled],
            "lives": list(self.lives),
            "coins": list(self.coins),
            "deck_count": len(self.deck),
            "unseen": self.unseen_cards(),
            "pile1_left": self.pile1_left,
            "card": self.card,
            "flips": self.flips,
            "game_overs": self.game_overs,
            "tasks": [[list(t) for t in ts] for ts in self.tasks],
            "skip": list(self.skip),
            "bonus": list(self.bonus),
            "kabuki": list(self.kabuki),
            "completed": [list(c) for c in self.completed],
            "attacks": [list(a) for a in self.attacks],
            "out": list(self.out),
            "end_reason": self.end_reason,
            "enders": list(self.enders),
            "stats": {k: list(v) for k, v in self.stats.items()},
        }

    def to_data(self) -> dict[str, Any]:
        data = self.public_data()
        del data["deck_count"], data["unseen"]
        data["deck"] = list(self.deck)
        data["rng"] = rng_to_data(self.rng)
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> InsertCoin:
        check_data_version(data, cls.GAME_ID, cls.DATA_VERSION)
        try:
            n = data["seats"]
            if not isinstance(n, int) or isinstance(n, bool) or not MIN_SEATS <= n <= MAX_SEATS:
                raise ValueError(f"seats {n!r}")
            s = cls(n, 0, _blank=True)
            s.rng = rng_from_data(data["rng"])
            s.phase = data["phase"]
            if s.phase not in (KEEP_PHASE, PLAY, OVER):
                raise ValueError(f"phase {s.phase!r}")

            def ints(xs: object, length: int | None = None, lo: int | None = None, hi: int | None = None) -> list[int]:
                if not isinstance(xs, Iterable):
                    raise TypeError(f"{type(xs).__name__} is not a list")
                out = [int(x) for x in xs]
                if any(type(x) not in (int, bool) for x in xs):
                    raise ValueError(f"not whole numbers: {xs!r}")
                if length is not None and len(out) != length:
                    raise ValueError(f"expected {length} values: {xs!r}")
                if any((lo is not None and x < lo) or (hi is not None and x > hi) for x in out):
                    raise ValueError(f"out of range: {xs!r}")
                return out

            def per_seat(xs: object) -> list[Any]:
                if not isinstance(xs, list) or len(xs) != n:
                    raise ValueError(f"expected one entry per seat: {xs!r}")
                return xs

            s.hands = [ints(h, None, 0, DECK_CARDS - 1) for h in per_seat(data["hands"])]
            s.levels = [ints(lv, None, 0, DECK_CARDS - 1) for lv in per_seat(data["levels"])]
            s.filled = [ints(f, KEEP, 0, (1 << 64) - 1) for f in per_seat(data["filled"])]
            s.lives = ints(per_seat(data["lives"]), n, 0, LIVES_PER_ROW)
            s.coins = ints(per_seat(data["coins"]), n, 0, START_COINS)
            s.deck = ints(data["deck"], None, 0, GAME_OVER_CARDS[1])
            s.pile1_left = int(data["pile1_left"])
            s.card = int(data["card"])
            s.flips = int(data["flips"])
            s.game_overs = int(data["game_overs"])
            s.tasks = [[_task(t) for t in ts] for ts in per_seat(data["tasks"])]
            s.skip = [bool(x) for x in per_seat(data["skip"])]
            s.bonus = [bool(x) for x in per_seat(data["bonus"])]
            s.kabuki = [bool(x) for x in per_seat(data["kabuki"])]
            s.out = [bool(x) for x in per_seat(data["out"])]
            s.completed = [ints(c, None, 0, KEEP - 1) for c in per_seat(data["completed"])]
            s.attacks = [(int(a), str(k)) for a, k in data["attacks"]]
            if any(not 0 <= a < n or k not in ATTACK_SHAPES for a, k in s.attacks):
                raise ValueError(f"attacks {data['attacks']!r}")
            s.end_reason = str(data["end_reason"])
            s.enders = ints(data["enders"], None, 0, n - 1)
            s.stats = {k: ints(per_seat(data["stats"][k]), n, 0) for k in s.stats}
            s._check_consistent()
        except ValueError as exc:
            raise ValueError(f"insertcoin: saved state is damaged ({exc})") from exc
        except (KeyError, TypeError, IndexError, AttributeError) as exc:
            raise ValueError(f"insertcoin: saved state is damaged ({exc.__class__.__name__}: {exc})") from exc
        return s

    def _check_consistent(self) -> None:
        """Raise ValueError unless the state could have come from play."""
        n = self.n
        if self.phase == KEEP_PHASE:
            for s in range(n):
                if len(self.hands[s]) != DEAL or (self.levels[s] and len(self.levels[s]) != KEEP):
                    raise ValueError(f"seat {s}: a hand of {DEAL} and no or {KEEP} Levels")
            if self.deck or self.card != -1:
                raise ValueError("no deck before every seat has kept its cards")
            return
        flipped = set(range(DECK_CARDS)) | set(GAME_OVER_CARDS)
        if len(set(self.deck)) != len(self.deck) or not set(self.deck) <= flipped:
            raise ValueError("deck holds repeated or unknown cards")
        go_in_deck = sum(1 for c in GAME_OVER_CARDS if c in self.deck)
        if go_in_deck + self.game_overs != 2 or not 0 <= self.pile1_left <= len(self.deck):
            raise ValueError("GAME OVER cards or pile count do not add up")
        if self.flips + len(self.deck) - go_in_deck != DECK_CARDS:
            raise ValueError("flipped cards and deck do not add up to 30")
        if self.card != -1 and not 0 <= self.card < DECK_CARDS:
            raise ValueError(f"face-up card {self.card}")
        self._check_consistent_sheet()
        for s in range(n):
            for t in self.tasks[s]:
                if t[0] in ("draw", "second") and self.card == -1:
                    raise ValueError("a symbol owed with no card face up")
                if t[0] == "attack" and (self.tasks[s] != [t] or not self.attacks or self.attacks[0] != (s, t[1])):
                    raise ValueError(f"seat {s} is asked about an attack that is not the next to land")
        if (self.phase == PLAY) != (self.end_reason == "") or (self.end_reason and self.end_reason not in END_REASONS):
            raise ValueError(f"end reason {self.end_reason!r} in phase {self.phase}")
        if self.phase == PLAY and not any(self.tasks):
            raise ValueError("a game in play where nobody has a decision")

    def _check_consistent_sheet(self) -> None:
        for s in range(self.n):
            if len(self.levels[s]) != KEEP or any(not 0 <= c < DECK_CARDS for c in self.levels[s]):
                raise ValueError(f"seat {s} Levels {self.levels[s]!r}: three shape cards expected")
            for lv in range(KEEP):
                if self.filled[s][lv] & ~self.shape_of(s, lv).mask:
                    raise ValueError(f"seat {s} level {lv} has squares outside its shape")
            if sorted(self.completed[s]) != [lv for lv in range(KEEP) if self.is_complete(s, lv)]:
                raise ValueError(f"seat {s}: completed Levels do not match the sheet")


_SHAPES_OF_KIND = {
    # which fields each kind of action uses (the others must keep their defaults)
    "keep": ("cards",),
    "place": ("level", "x", "y", "piece", "orient"),
    "life": ("level", "x", "y"),
    "fill": ("level", "x", "y"),
    "pass": (),
    "kabuki": ("level",),
    "decline": (),
    "use": (),
}


def _canonical(action: tuple[Any, ...]) -> tuple[Any, ...]:
    a = Action(*action)
    used = _SHAPES_OF_KIND[a.kind]
    return tuple(Action(a.kind, a.seat, **{f: getattr(a, f) for f in used}))


def _task(t: object) -> Task:
    if not isinstance(t, Sequence):
        raise TypeError(f"{type(t).__name__} is not a list")
    kind = t[0]
    if kind == "draw" and len(t) == 2:
        return ("draw", int(t[1]))
    if kind == "second" and len(t) == 2 and t[1] in {p for c in cards() for p in c.symbols}:
        return ("second", str(t[1]))
    if kind == "fill" and len(t) == 3 and int(t[1]) >= 1:
        return ("fill", int(t[1]), str(t[2]))
    if kind == "kabuki" and len(t) == 1:
        return ("kabuki",)
    if kind == "attack" and len(t) == 2 and t[1] in LIFE_ATTACKS:
        return ("attack", str(t[1]))
    raise ValueError(f"unknown task {t!r}")


class Table(Protocol):
    """The public facts of a game, as an :class:`InsertCoin` and a seat's :class:`SheetView` both give them:
    what the bots, the cursor and the hints read. A view hands out the state's own lists: read them, never
    change them."""

    @property
    def n(self) -> int: ...
    @property
    def num_seats(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def hands(self) -> Sequence[Sequence[int]]: ...
    @property
    def levels(self) -> Sequence[Sequence[int]]: ...
    @property
    def filled(self) -> Sequence[Sequence[int]]: ...
    @property
    def lives(self) -> Sequence[int]: ...
    @property
    def coins(self) -> Sequence[int]: ...
    @property
    def card(self) -> int: ...
    @property
    def flips(self) -> int: ...
    @property
    def game_overs(self) -> int: ...
    @property
    def pile1_left(self) -> int: ...
    @property
    def tasks(self) -> Sequence[Sequence[Task]]: ...
    @property
    def skip(self) -> Sequence[bool]: ...
    @property
    def bonus(self) -> Sequence[bool]: ...
    @property
    def kabuki(self) -> Sequence[bool]: ...
    @property
    def completed(self) -> Sequence[Sequence[int]]: ...
    @property
    def out(self) -> Sequence[bool]: ...
    def shape_of(self, seat: int, level: int) -> Shape: ...
    def empty_mask(self, seat: int, level: int) -> int: ...
    def is_complete(self, seat: int, level: int) -> bool: ...
    def completed_count(self, seat: int) -> int: ...
    def has_completed(self, seat: int, shape_key: str) -> bool: ...
    def shielded(self, seat: int) -> bool: ...
    def kabuki_targets(self, seat: int) -> list[int]: ...
    def symbols_for(self, seat: int) -> tuple[str, ...]: ...
    def placement_mask(self, seat: int, piece: str, orient: int, level: int, x: int, y: int) -> int: ...
    def unseen_cards(self) -> list[int]: ...
    def scores(self) -> list[int]: ...
    def score_breakdown(self, seat: int) -> Breakdown: ...
    def level_points(self, seat: int, level: int) -> int: ...
    def current_player(self) -> int: ...
    def targets(self, attacker: int) -> tuple[list[int], list[int]]: ...
    def attack_ends_game(self, attacker: int, shape: str) -> bool: ...


class SeatView(Table, Protocol):
    """A :class:`Table` seen by one seat, which lists that seat's legal actions: what a bot decides from."""

    @property
    def seat(self) -> int: ...
    def legal_actions(self) -> list[Action]: ...


class SheetView:
    """What one seat sees: every GamePad, the face-up card, lives and coins, the unseen cards as a set
    (not their order); while seats choose their Levels, only its own choice. Bots read only this.

    The view holds a copy of the game in which everything the seat cannot see is made up (the deck's
    order, the others' secret Levels while seats choose: drawn from a fixed seed, the real ones leave no
    trace), never the state itself: whatever a bot reads through it, it cannot reach a hidden card."""

    __slots__ = ("_state", "seat")

    def __init__(self, state: InsertCoin, seat: int) -> None:
        self._state = state.sample_hidden(seat, random.Random(VIEW_SEED + seat))
        self.seat = seat

    def to_data(self) -> dict[str, Any]:
        data = self._state.public_data()
        data["levels"] = copy.deepcopy(self.levels)  # plain data: a copy, never the state's own lists
        data["kept"] = self.kept
        data["viewer"] = self.seat
        return data

    @property
    def levels(self) -> list[list[int]]:
        """Every seat's Levels; while seats still choose, another seat's chosen Levels are hidden (``[]``;
        ``kept`` says who has chosen): everyone chooses at the same time."""
        st = self._state
        if st.phase != KEEP_PHASE:
            return st.levels
        return [lv if s == self.seat else [] for s, lv in enumerate(st.levels)]

    @property
    def kept(self) -> list[bool]:
        return [bool(lv) for lv in self._state.levels]

    def legal_actions(self) -> list[Action]:
        return self._state.legal_actions(self.seat)

    def determinised(self, rng: random.Random) -> InsertCoin:
        """A copy of the game to plan on, the deck's order redrawn from ``rng``."""
        return self._state.sample_hidden(self.seat, rng)

    # Public facts, read without copying (typed for readers by :class:`Table`).
    def __getattr__(self, name: str) -> Any:
        if name in _PUBLIC:
            return getattr(self._state, name)
        raise AttributeError(name)


_PUBLIC = frozenset(
    (
        "n",
        "phase",
        "hands",
        "filled",
        "lives",
        "coins",
        "card",
        "flips",
        "game_overs",
        "tasks",
        "skip",
        "bonus",
        "kabuki",
        "completed",
        "out",
        "pile1_left",
        "shape_of",
        "empty_mask",
        "is_complete",
        "completed_count",
        "has_completed",
        "shielded",
        "kabuki_targets",
        "symbols_for",
        "placement_mask",
        "unseen_cards",
        "scores",
        "score_breakdown",
        "level_points",
        "num_seats",
        "current_player",
        "targets",
        "attack_ends_game",
    )
)


def new_state(seed: int, seats: int) -> InsertCoin:
    """A fresh game (the conformance test's factory)."""
    return InsertCoin(seats, seed)
