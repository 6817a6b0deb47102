"""Vegas Slot Machine 1973 rules engine: pure Python, seeded, no pygame.

One :class:`VegasState` is one game (1-3 rounds, or one per player under variation E). Cards are ids
(``state.sym[id]`` is the symbol, see :mod:`.components`). The grid is a list of stacks (lists of ids,
top last); the draw pile is a list whose END is its top. Every decision where the rulebook is silent is
in docs/rules-decisions.md; comments name them by their heading there.

Hidden information: other seats' hands, the draw pile's order, every card below a stack's top, the
face-down discard pile (and, under variation M, your own hand once you have looked at it).

The state is plain data and the protocol of :mod:`arcade.core.rules`; the rules live in modules by role,
each a set of functions over the state's data:

- :mod:`.actions` the phases, :class:`Act` and :class:`Prize`; :mod:`.events` the events;
- :mod:`.paylines` what makes a prize, :mod:`.placement` where a card may go;
- :mod:`.legal` the legal actions per phase, :mod:`.handlers` what each kind of action does;
- :mod:`.turns` a turn and its cascade, :mod:`.cumber` and :mod:`.months` Cumber variation B;
- :mod:`.deck` drawing and the turn order, :mod:`.rounds` a round's deal and end, :mod:`.claims` claiming
  prizes, :mod:`.scoring` the points;
- :mod:`.hidden` where the cards are and what a seat cannot see, :mod:`.view` the per-seat view,
  :mod:`.data` copies, saving and loading.

Calls go one way, down: :mod:`.handlers` -> :mod:`.cumber` -> :mod:`.turns` -> :mod:`.rounds` and
:mod:`.legal`; :mod:`.legal` -> :mod:`.months` -> :mod:`.deck`. A step hands on to the one that follows by
calling down or by returning what comes next (``rounds.end_round`` says whether a round was dealt; the turn
begins it), so every module imports on its own.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from arcade.core.rules import TERMINAL, Event, IllegalAction

from . import data, hidden, scoring, turns
from .actions import (
    EMPTY,
    PH_BUILD,
    PH_BURY,
    PH_DISCARD,
    PH_DRAW,
    PH_OVER,
    PH_PLAY,
    PH_REACT,
    PH_SPIN,
    PH_TAKE,
    PHASES,
    Act,
    Prize,
)
from .actions import as_act as _as_act
from .components import CUMBER, NUM_SYMBOLS, SPIN, build_cards
from .deck import deck_out, draw_card, seat_at
from .events import (
    CardDiscarded,
    CardPlaced,
    CardsBuried,
    CardsDrawn,
    ClockTicked,
    Covered,
    CumberTaken,
    CumberUsed,
    DeckEmpty,
    DeckReshuffled,
    GameOver,
    Grid,
    Misplayed,
    PrizeClaimed,
    Refilled,
    RoundOver,
    SpinAgainUsed,
    TurnSkipped,
    TurnStarted,
)
from .handlers import do
from .legal import compute_legal
from .months import MONTH_EFFECTS
from .paylines import (
    COMPLETE_TABLE,
    PRIZE_TABLE,
    Completions,
    completion_map,
    find_prizes,
    hand_prize,
    line_prize,
    prize_symbol,
    shield_prize,
)
from .placement import pair_cells
from .setup import Config, Geometry, parse_options
from .view import VegasView, public_view

__all__ = [
    "COMPLETE_TABLE",
    "EMPTY",
    "MONTH_EFFECTS",
    "PHASES",
    "PH_BUILD",
    "PH_BURY",
    "PH_DISCARD",
    "PH_DRAW",
    "PH_OVER",
    "PH_PLAY",
    "PH_REACT",
    "PH_SPIN",
    "PH_TAKE",
    "PRIZE_TABLE",
    "Act",
    "CardDiscarded",
    "CardPlaced",
    "CardsBuried",
    "CardsDrawn",
    "ClockTicked",
    "Completions",
    "Covered",
    "CumberTaken",
    "CumberUsed",
    "DeckEmpty",
    "DeckReshuffled",
    "GameOver",
    "Grid",
    "Misplayed",
    "Prize",
    "PrizeClaimed",
    "Refilled",
    "RoundOver",
    "SpinAgainUsed",
    "TurnSkipped",
    "TurnStarted",
    "VegasState",
    "VegasView",
    "completion_map",
    "hand_prize",
    "line_prize",
    "new_state",
    "prize_symbol",
    "shield_prize",
]


class VegasState:
    """A game of Vegas Slot Machine 1973 for 1-8 seats (see :func:`.setup.parse_options`).

    Plain data fields and the protocol; the rule modules (see the module's docstring) read and change
    the fields, append to ``_events`` and reset ``_legal_cache`` when they change what is legal."""

    GAME_ID = "vegas"
    DATA_VERSION = 1
    REALTIME = False

    # The table (set in _init_static / rounds.setup_round, restored by from_data, copied by clone).
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

    def __init__(
        self,
        seats: int = 1,
        seed: int | None = None,
        options: Mapping[str, object] | None = None,
        *,
        stack: Sequence[int] = (),
    ) -> None:
        self.cfg = parse_options(seats, options)
        self._init_static()
        self.rng = random.Random(seed)
        self.round_no = 0
        self.start = 0
        self.totals = [0] * seats
        self.round_scores: list[list[int]] = []
        self.elapsed_ms = 0
        self._events: list[Event] = []
        turns.start_round(self, stack)
        self._events = []

    @classmethod
    def stacked(
        cls, top: Sequence[int], seats: int = 1, seed: int = 0, options: Mapping[str, object] | None = None
    ) -> VegasState:
        """A game dealt by the seed with a chosen start: the first round's draw pile has cards of the symbols
        ``top`` on top, in the order they leave it (the deal, one card at a time to each seat in turn
        order, then every draw), the rest of the pile below them in the seed's shuffle. For a scripted game
        (the lesson); a ValueError when the deck lacks a symbol's cards."""
        return cls(seats, seed, options, stack=top)

    def _init_static(self) -> None:
        cfg = self.cfg
        self.n = cfg.seats
        self.geo = Geometry(4 if cfg.has("J") else 3, 3, 2 if cfg.has("D") else 1)
        self.sym = build_cards(cfg.decks, cfg.spin is not None, cfg.cumber is not None)
        self.total_counts = tuple(self.sym.count(s) for s in range(NUM_SYMBOLS))
        self._legal_cache = None

    # ---- what the table shows ------------------------------------------------------------------------
    def tops(self) -> list[int]:
        sym = self.sym
        return [sym[st[-1]] if st else EMPTY for st in self.stacks]

    def hand_symbols(self, seat: int) -> list[int]:
        return [self.sym[c] for c in self.hands[seat]]

    def find_prizes(self, tops: list[int] | None = None) -> list[tuple[int, tuple[int, ...]]]:
        """Every prize showing now: (symbol, positions), lines first in a fixed order, then shields."""
        return find_prizes(self.geo, self.tops() if tops is None else tops)

    def grid_event(self) -> None:
        """Record what the machine shows now (a :class:`Grid` event)."""
        self._events.append(Grid(tuple(self.tops()), tuple(len(st) for st in self.stacks)))

    def _action_card(self, card: int) -> bool:
        """Under M an action card (Spin Again B, Cumber B) is kept apart from the face-down symbols, so
        its owner always knows it (docs: "Issue 21 decisions")."""
        s = self.sym[card]
        return s == SPIN and self.cfg.spin == "B" or s == CUMBER and self.cfg.cumber == "B"

    # (kept for callers that ask the state: the turn order, the deck, the sets of two)
    def _seat_at(self, t: int) -> int:
        return seat_at(self, t)

    def _draw_card(self) -> int:
        return draw_card(self)

    def _deck_out(self) -> bool:
        return deck_out(self)

    def _pair_cells(self, tops: list[int]) -> set[int]:
        return pair_cells(self, tops)

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
            self._legal_cache = compute_legal(self)
        return list(self._legal_cache)

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
        do(self, action)
        if self.cfg.has("O") and self.phase not in (PH_OVER, PH_BUILD) and not self.draw:
            turns.end_round(self)  # O: the game ends the moment the deck runs out
        self._legal_cache = None
        if action.kind != "tick":
            self.grid_event()  # the machine as it stands after the whole action
        if self.cfg.has("M") and action.kind != "tick":
            # M: a card is seen once, when it arrives; after its owner's next decision it is face down
            self.fresh[actor] = [c not in before or self._action_card(c) for c in self.hands[actor]]
        events, self._events = self._events, []
        return events

    # ---- points ------------------------------------------------------------------------------------
    def round_points(self, seat: int, final: bool = False) -> int:
        """This round's points for one seat (see :func:`.scoring.round_points`)."""
        return scoring.round_points(self, seat, final)

    def scores(self) -> list[int]:
        """Each seat's points (finished rounds plus the round in play), as the mode shows them."""
        return scoring.scores(self)

    def winners(self) -> list[int]:
        return scoring.winners(self)

    def rank(self) -> str:
        """Solo / co-op: the rulebook's rank for the score so far."""
        return scoring.rank(self)

    # ---- cards, views, hidden information ----------------------------------------------------------
    def card_places(self) -> list[tuple[str, list[int]]]:
        return hidden.card_places(self)

    def check_cards(self) -> None:
        """Assert every card of the game is in exactly one place (and nothing else is anywhere)."""
        hidden.check_cards(self)

    def view(self, seat: int) -> VegasView:
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat!r}")
        return VegasView(self, seat)

    def public_view(self) -> VegasView:
        """What every player may know: no seat's secrets (see :func:`.view.public_view`)."""
        return public_view(self)

    def sample_hidden(self, seat: int, rng: random.Random) -> VegasState:
        """A state this seat cannot tell from this one (see :func:`.hidden.sample_hidden`)."""
        return hidden.sample_hidden(self, seat, rng)

    # ---- copies and saved data ---------------------------------------------------------------------
    def clone(self) -> VegasState:
        return data.copy_into(self, VegasState.__new__(VegasState))

    def to_data(self) -> dict[str, Any]:
        return data.to_data(self)

    @classmethod
    def from_data(cls, saved: dict[str, Any]) -> VegasState:
        return data.load(cls.__new__(cls), saved)

    def _validate(self) -> None:
        data.validate(self)


def new_state(seed: int, seats: int) -> VegasState:
    """A plain competitive game (solo for one seat) for the conformance test."""
    return VegasState(seats, seed, {"mode": "solo" if seats == 1 else "competitive"})


def deal_from(config: Any) -> VegasState:
    """The game a lobby set-up (a ``LobbyConfig``) deals: the scene's start, and what a replay's start is
    checked against. The lobby's options as the engine's, today's date when the set-up names none."""
    import datetime

    from arcade.games.vegas.lobby import engine_options

    opts = engine_options(config.options)
    opts.setdefault("date", datetime.date.today().isoformat())
    return VegasState(len(config.seats), int(config.seed), opts)
