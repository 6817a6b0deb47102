"""What one seat sees of Insert Coin to Play: the :class:`Table` protocol of public facts (the state and a
view both give them) and the :class:`Tables` queries on them both share, the :class:`SeatView` a bot decides
from, the :class:`SheetView` that gives it (a plain copy), and the hidden parts made up for a plan (pure, no
pygame)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from arcade.core.rules import SIMULTANEOUS, TERMINAL

from . import cardflow, scoring
from .actions import Action, Task
from .constants import KEEP, KEEP_PHASE, OVER, PLAY, cards, popcount
from .pieces import anchor_table
from .scoring import Breakdown
from .shapes import GAME_OVER_CARDS, Card, Shape

if TYPE_CHECKING:
    from .rules import InsertCoin


def sample_hidden(state: InsertCoin, seat: int, rng: random.Random) -> InsertCoin:
    """A copy of ``state`` with the deck's order redrawn from ``rng`` (keeping one GAME OVER in each pile)
    and a new random generator: the only things no seat can see."""
    o = state.clone()
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


class Table(Protocol):
    """The public facts of a game, as an :class:`InsertCoin` and a seat's :class:`SheetView` both give them:
    what the bots, the cursor and the hints read. A view's lists are its own copies."""

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


class Tables:
    """The queries on the public facts, shared by the game (:class:`~.rules.InsertCoin`) and a seat's
    :class:`SheetView`: each reads only the attributes named here, which both hold."""

    __slots__ = ()
    n: int
    phase: str
    levels: list[list[int]]
    filled: list[list[int]]
    lives: list[int]
    coins: list[int]
    card: int
    tasks: list[list[Task]]
    skip: list[bool]
    completed: list[list[int]]
    out: list[bool]
    end_reason: str
    enders: list[int]

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

    def targets(self, attacker: int) -> tuple[list[int], list[int]]:
        """(hit, blocked): the opponents an attack of ``attacker`` reaches, and those Magic Shield saves."""
        return cardflow.targets(self, attacker)

    def attack_ends_game(self, attacker: int, shape: str) -> bool:
        """Would this attack, landing now, end a game that would otherwise go on after this card?"""
        return cardflow.attack_ends_game(self, attacker, shape)

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

    def level_points(self, seat: int, level: int) -> int:
        return scoring.seat_level_points(self, seat, level)

    def score_breakdown(self, seat: int) -> Breakdown:
        return scoring.breakdown(self, seat)

    def scores(self) -> list[int]:
        return [scoring.breakdown(self, s)["total"] for s in range(self.n)]


class SheetView(Tables):
    """What one seat sees, copied when it is asked for: every GamePad, the face-up card, lives and coins,
    the unseen cards as a set (not their order); while seats choose their Levels, only its own choice.
    Bots read only this.

    It is plain data: lists copied from the state (never the state's own), the seat's legal actions
    worked out when it is made, no deck order and no random generator. ``determinised`` builds a game to
    plan on from this data alone."""

    __slots__ = (
        "seat",
        "n",
        "phase",
        "hands",
        "levels",
        "kept",
        "filled",
        "lives",
        "coins",
        "unseen",
        "game_over_cards",
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
        "acting",
        "legal",
        "_game",
    )

    def __init__(self, state: InsertCoin, seat: int, *, with_legal: bool = True) -> None:
        st = state
        self.seat = seat
        self.n = st.n
        self.phase = st.phase
        self.kept = [bool(lv) for lv in st.levels]
        secret = st.phase == KEEP_PHASE  # the others' chosen Levels are secret until everyone has chosen
        self.levels = [lv[:] if (s == seat or not secret) else [] for s, lv in enumerate(st.levels)]
        self.hands = [h[:] for h in st.hands]
        self.filled = [f[:] for f in st.filled]
        self.lives, self.coins = st.lives[:], st.coins[:]
        self.unseen = st.unseen_cards()
        self.game_over_cards = [c for c in GAME_OVER_CARDS if c in st.deck]
        self.pile1_left, self.card, self.flips, self.game_overs = st.pile1_left, st.card, st.flips, st.game_overs
        self.tasks = [t[:] for t in st.tasks]
        self.skip, self.bonus, self.kabuki, self.out = st.skip[:], st.bonus[:], st.kabuki[:], st.out[:]
        self.completed = [c[:] for c in st.completed]
        self.attacks = st.attacks[:]
        self.end_reason, self.enders = st.end_reason, st.enders[:]
        self.stats = {k: v[:] for k, v in st.stats.items()}
        self.setup_events = tuple(st.setup_events)
        self.acting = st.current_player()
        self.legal = tuple(st.legal_actions(seat)) if with_legal else ()
        self._game = type(st)  # the class, to rebuild a game from this view (determinised)

    def active_seats(self) -> list[int]:
        if self.phase == KEEP_PHASE:
            return [s for s in range(self.n) if not self.kept[s]]
        return super().active_seats()

    def current_player(self) -> int:
        return self.acting

    @property
    def deck_left(self) -> int:
        """Cards left in the deck, GAME OVER cards too (public: the deck's size is on the table)."""
        return len(self.unseen) + len(self.game_over_cards)

    def legal_actions(self) -> list[Action]:
        return list(self.legal)

    def unseen_cards(self) -> list[int]:
        return self.unseen[:]

    def to_data(self) -> dict[str, Any]:
        return {
            "game": self._game.GAME_ID,
            "version": self._game.DATA_VERSION,
            "seats": self.n,
            "phase": self.phase,
            "hands": [list(h) for h in self.hands],
            "levels": [list(lv) for lv in self.levels],
            "filled": [list(f) for f in self.filled],
            "lives": list(self.lives),
            "coins": list(self.coins),
            "deck_count": self.deck_left,
            "unseen": list(self.unseen),
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
            "kept": list(self.kept),
            "viewer": self.seat,
        }

    def determinised(self, rng: random.Random) -> InsertCoin:
        """A game to plan on, built from this view alone: the deck's order (and, while seats choose, the
        others' Levels) drawn from ``rng`` by :func:`sample_hidden`."""
        o = self._game.__new__(self._game)
        o.n, o.phase, o.pile1_left, o.card, o.flips, o.game_overs = (
            self.n,
            self.phase,
            self.pile1_left,
            self.card,
            self.flips,
            self.game_overs,
        )
        o.end_reason = self.end_reason
        o.rng = random.Random(0)  # replaced by sample_hidden
        o.hands = [h[:] for h in self.hands]
        # a chosen Level this seat cannot see yet: a stand-in, redrawn by sample_hidden
        o.levels = [lv[:] if lv or not self.kept[s] else self.hands[s][:KEEP] for s, lv in enumerate(self.levels)]
        o.filled = [f[:] for f in self.filled]
        o.lives, o.coins = self.lives[:], self.coins[:]
        o.deck = self.unseen + self.game_over_cards  # sample_hidden orders it
        o.tasks = [t[:] for t in self.tasks]
        o.skip, o.bonus, o.kabuki, o.out = self.skip[:], self.bonus[:], self.kabuki[:], self.out[:]
        o.completed = [c[:] for c in self.completed]
        o.attacks = self.attacks[:]
        o.enders = self.enders[:]
        o.stats = {k: v[:] for k, v in self.stats.items()}
        o.setup_events = list(self.setup_events)
        return sample_hidden(o, self.seat, rng)


NOBODY = -1  # the seat of a public view: nobody's


def public_view(state: InsertCoin) -> SheetView:
    """What every player may know (issue 35: a frame nobody private is looking at is built from it): a
    seat's view without that seat's own secret: while seats choose their Levels nobody's chosen Levels
    (``kept`` says who has chosen), no legal actions; ``seat`` is :data:`NOBODY`. A copy made when asked."""
    view = SheetView(state, 0, with_legal=False)
    view.seat = NOBODY
    if view.phase == KEEP_PHASE:
        view.levels = [[] for _ in view.levels]
    return view
