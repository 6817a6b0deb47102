"""Electronic Arcade Mania rules engine: pure Python, seeded, no pygame (follows arcade.core.rules).

One :class:`Mania` is one game of 3 or 4 players at one moment. The engine never runs the console: when a
duel is due, the acting seat is the duellist whose score is wanted, and the scene (which runs the real
console scene) or the simulator (which runs the console machine with reaction-model bots) answers with
``DuelScore(seat, score)``. ``duel_setup(seat)`` says what that seat plays: game, skill level, One Hand.

Flow of a turn (the rulebook's eight events; windows are where event cards may be played):

1. window ``preroll``: opponents may make the mover lose the turn (and anyone may collect);
2. the red die moves the pawn; TAKE A CARD arrows crossed and landing on a space showing your own slide
   draw cards (holding 5: play a Collect card and draw, or skip the draw);
3. FINISH pays +10 and opens window ``finish`` (Collect cards only: a last chance to cash them), then the
   game ends; a collect space pays and ends the turn; a duel space sets up the duel:
   Event 1 the challenge, Event 3 secret bets, Event 4 window ``after_bets`` (Add 4), Event 5 skill levels
   (black die, or the defender's DEFEND AT space), Event 6 window ``after_skill`` (skill +1 / -1, One Hand),
   Event 7 the duel (challenger first), bets revealed, Event 8 window ``after_duel`` (Collect All Losing
   Bets, Cancel Loss), then prize and bets are paid;
4. window ``end_turn``: the mover may take an Extra Turn.

In a window every seat holding a card that has not played one this turn is asked in turn, starting left of
the mover; after any play, everyone else still able is asked again (to answer it). Where cards conflict,
the last played is obeyed. Decisions the rulebook leaves open are in docs/rules-decisions.md.

:class:`Mania` holds the plain data and the protocol; each phase is handled by its own module over that
data (the table ``_PHASES``): ``deal`` (set-up, phase ``slide``), ``windows`` (phase ``window``),
``turn`` (the move and phase ``draw``), ``dueling`` (phases ``challenge``, ``bet``, ``duel``), with ``plays``
(cards), ``scoring``, ``view`` and ``data`` (the plain-data round trip). What follows each window is the
table ``Mania.CLOSE`` (``flow``), so calls go one way: ``rules`` -> ``flow`` -> ``turn`` -> ``dueling`` ->
``windows`` (and ``deal`` -> ``turn``); a window closes through the state's table, and every module imports
on its own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from arcade.core.rules import TERMINAL, Event, IllegalAction
from arcade.games.mania import data as _data
from arcade.games.mania import deal, dueling, flow, scoring, turn, windows
from arcade.games.mania.actions import Action, action_from_data, action_to_data
from arcade.games.mania.board import Board, load_board
from arcade.games.mania.cards import EVENT_DECK, MAX_HAND, shuffle
from arcade.games.mania.chips import ChipStacks
from arcade.games.mania.duel_state import Duel, DuelSetup
from arcade.games.mania.dueling import BLACK_DIE, SKILLS
from arcade.games.mania.phases import (
    AFTER_BETS,
    AFTER_DUEL,
    AFTER_SKILL,
    BETTING,
    CHALLENGE,
    DRAW,
    DUEL,
    END_TURN,
    FINISH,
    OVER,
    PHASES,
    PREROLL,
    SLIDE,
    WINDOW,
    WINDOWS,
)
from arcade.games.mania.plays import DUEL_CARDS
from arcade.games.mania.turn import RED_DIE
from arcade.games.mania.validate import HistoryRow
from arcade.games.mania.view import ManiaView, public_view, sample_hidden

__all__ = [
    "Mania",
    "new_state",
    "Duel",
    "DuelSetup",
    "ManiaView",
    "action_to_data",
    "action_from_data",
    "shuffle",
    "MIN_PLAYERS",
    "MAX_PLAYERS",
    "RED_DIE",
    "BLACK_DIE",
    "SKILLS",
    "DUEL_CARDS",
    "SLIDE",
    "WINDOW",
    "DRAW",
    "CHALLENGE",
    "BETTING",
    "DUEL",
    "OVER",
    "PHASES",
    "PREROLL",
    "AFTER_BETS",
    "AFTER_SKILL",
    "AFTER_DUEL",
    "END_TURN",
    "FINISH",
    "WINDOWS",
]

MIN_PLAYERS, MAX_PLAYERS = 3, 4

Legal = Callable[["Mania", int], list[Action]]
Act = Callable[["Mania", Action, list[Event]], None]
_PHASES: dict[str, tuple[Legal, Act]] = {
    SLIDE: (deal.legal, deal.act),
    WINDOW: (windows.legal, windows.act),
    DRAW: (turn.legal, turn.act),
    CHALLENGE: (dueling.challenges, dueling.challenge),
    BETTING: (dueling.bets, dueling.bet),
    DUEL: (dueling.scores, dueling.score),
}
"""Each phase's handler: its legal actions for the acting seat, and applying a legal action of it."""


class Mania:
    """A game of Electronic Arcade Mania for 3 or 4 seats."""

    GAME_ID = "mania"
    DATA_VERSION = 1
    REALTIME = False
    CLOSE: ClassVar[Mapping[str, flow.Close]] = flow.CLOSE
    """What follows each card window (:mod:`.flow`): ``windows`` closes a window through it."""

    def __init__(
        self, players: int = 4, seed: int | None = None, board: Board | None = None, *, _blank: bool = False
    ) -> None:
        if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Electronic Arcade Mania takes {MIN_PLAYERS} or {MAX_PLAYERS} players, not {players!r}")
        self.n = players
        self.board = board or load_board()
        self.rng = random.Random(seed)
        self.phase = SLIDE
        self.choose_order: list[int] = []
        self.choose_at = 0
        self.slide_of: list[str | None] = [None] * players
        self.pos = [0] * players
        self.chips = ChipStacks(players)
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.deck: list[str] = list(EVENT_DECK)
        self.discard: list[str] = []
        self.mover = 0
        self.turn = 0
        self.played = [False] * players
        self.lose_flag = False
        self.extra_flag = False
        self.window: str | None = None
        self.pending: list[int] = []
        self.draws_left = 0
        self.last_roll = 0
        self.duel: Duel | None = None
        self.history: list[HistoryRow] = []
        self.finisher = -1
        self.stats = {"turns": 0, "lost_turns": 0, "extra_turns": 0, "cards_played": 0, "reshuffles": 0}
        self.setup_events: list[Event] = []
        if _blank:
            return
        self.setup_events = deal.opening(self)

    @classmethod
    def arranged(
        cls,
        slides: Sequence[str],
        mover: int = 0,
        pos: Sequence[int] | None = None,
        hands: Sequence[Sequence[str]] | None = None,
        deck_top: Sequence[str] = (),
        chips: Sequence[tuple[int, int]] | None = None,
        seed: int = 0,
        rng: random.Random | None = None,
    ) -> Mania:
        """A game set up by hand, for tests and tutorials: ``slides[seat]`` owned, ``hands[seat]`` held
        (default: nothing), ``deck_top`` the next cards drawn in order, ``pos`` the pawns, ``chips`` each
        seat's (red, white). The mover's turn then starts (its card window, or its roll); ``rng`` replaces
        the seeded generator for the dice from then on (a test may pass a stand-in with the same ``randint``
        and ``shuffle`` if it never saves the game)."""
        s = cls(len(slides), seed, _blank=True)
        s.setup_events = deal.arrange(s, slides, mover, pos, hands, deck_top, chips, rng)
        return s

    # ----------------------------------------------------------------- the protocol
    @property
    def num_seats(self) -> int:
        return self.n

    def current_player(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase == SLIDE:
            return self.choose_order[self.choose_at]
        if phase == WINDOW:
            return self.pending[0]
        if phase == BETTING:
            return self.the_duel().bet_pending[0]
        if phase == DUEL:
            duel = self.the_duel()
            return duel.defender if duel.challenger in duel.raw else duel.challenger
        return self.mover

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if self.phase == OVER:
            return []
        actor = self.current_player()
        if seat is not None and seat != actor:
            return []
        handler = _PHASES.get(self.phase)
        return [] if handler is None else handler[0](self, actor)

    def apply(self, action: object) -> list[Event]:
        """Play ``action`` for the acting seat; returns the events that followed. Illegal: IllegalAction,
        state unchanged."""
        phase = self.phase
        if phase == OVER:
            raise IllegalAction("the game is over")
        ev: list[Event] = []
        if phase == DUEL:
            dueling.score(self, action, ev)  # checks the score itself (101 legal scores are not listed)
            return ev
        if action not in self.legal_actions():
            raise IllegalAction(
                f"{action!r} is not legal now (phase {phase}"
                f"{f' {self.window}' if phase == WINDOW else ''}, seat {self.current_player()})"
            )
        # Legal: equal to one of the legal actions, so exactly of its class (actions compare by class).
        _PHASES[phase][1](self, action, ev)
        return ev

    def the_duel(self) -> Duel:
        """The duel in progress: the phases and windows that ask for it never come without one (``from_data``
        refuses a state where they would)."""
        if self.duel is None:
            raise RuntimeError(f"mania: phase {self.phase} (window {self.window}) has no duel")
        return self.duel

    def owner(self, slide: str) -> int | None:
        """The seat owning ``slide``, or None (the fourth slide in a 3-player game)."""
        for seat, s in enumerate(self.slide_of):
            if s == slide:
                return seat
        return None

    def duel_setup(self, seat: int | None = None) -> DuelSetup:
        """What ``seat`` (default: the duellist to play now) plays on the console."""
        return dueling.duel_setup(self, seat)

    # ----------------------------------------------------------------- results
    def worth(self, seat: int) -> int:
        return self.chips.worth(seat)

    def scores(self) -> list[int]:
        """Chips by value (a red chip counts 5)."""
        return scoring.scores(self)

    def winners(self) -> list[int]:
        return scoring.winners(self)

    def check_chips(self) -> None:
        """Raise AssertionError unless bank + players hold exactly the 100 chips (65 red, 35 white)."""
        self.chips.check()

    def check_cards(self) -> None:
        """Raise AssertionError unless every one of the 24 event cards is in exactly one place."""
        places = sorted(self.deck + self.discard + [c for h in self.hands for c in h])
        assert places == sorted(EVENT_DECK), "event cards lost or duplicated"
        assert all(len(h) <= MAX_HAND for h in self.hands), "a hand holds more than 5 cards"

    # ----------------------------------------------------------------- views and plain data
    def view(self, seat: int) -> ManiaView:
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat!r}")
        return ManiaView(self, seat)

    def public_view(self) -> ManiaView:
        """What every player may know: no seat's secrets (see :func:`.view.public_view`)."""
        return public_view(self)

    def sample_hidden(self, seat: int, rng: random.Random) -> Mania:
        """A game consistent with ``seat``'s view: other hands, the deck order, unrevealed bets and the
        future dice redrawn from ``rng``."""
        return sample_hidden(self, seat, rng)

    def clone(self) -> Mania:
        return Mania.from_data(self.to_data(), self.board)

    def to_data(self) -> dict[str, Any]:
        """Plain data, built fresh: nothing in it is the state's own list."""
        return _data.state_to_data(self)

    @classmethod
    def from_data(cls, data: dict[str, Any], board: Board | None = None) -> Mania:
        return _data.state_from_data(cls, data, board)


def new_state(seed: int, seats: int) -> Mania:
    """A fresh game for the conformance test and tools."""
    return Mania(seats, seed)


def deal_from(config: Any) -> Mania:
    """The game a lobby set-up (a ``LobbyConfig``) deals: the scene's start, and what a replay's start is
    checked against."""
    return Mania(len(config.seats), int(config.seed))
