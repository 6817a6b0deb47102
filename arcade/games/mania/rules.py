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
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from arcade.core.rules import TERMINAL, Event, IllegalAction, check_data_version, rng_from_data, rng_to_data
from arcade.games.mania import events as E
from arcade.games.mania.actions import (
    MAX_SCORE,
    NO_BET,
    PASS,
    Action,
    Bet,
    Challenge,
    ChooseSlide,
    DuelScore,
    Pass,
    Play,
    action_from_data,
    action_to_data,
)
from arcade.games.mania.board import COLLECT, GAME, SLIDES, Board, load_board
from arcade.games.mania.cards import (
    ADD_4,
    CANCEL_LOSS,
    COLLECT_AMOUNT,
    COLLECT_LOSING,
    EVENT_DECK,
    EXTRA_TURN,
    HANDS,
    LOSE_TURN,
    MAX_HAND,
    ONE_HAND,
    SKILL_DOWN,
    SKILL_UP,
)
from arcade.games.mania.chips import ChipStacks
from arcade.games.mania.validate import HistoryRow, check_state, history_row

__all__ = ["Mania", "new_state", "DuelSetup", "ManiaView", "action_to_data", "action_from_data"]

MIN_PLAYERS, MAX_PLAYERS = 3, 4
RED_DIE = 6
BLACK_DIE = 3  # the skill die shows 1, 2, 3 (twice each)
SKILLS = (1, 2, 3)

SLIDE, WINDOW, DRAW, CHALLENGE, BETTING, DUEL, OVER = "slide", "window", "draw", "challenge", "bet", "duel", "over"
PHASES = (SLIDE, WINDOW, DRAW, CHALLENGE, BETTING, DUEL, OVER)
PREROLL, AFTER_BETS, AFTER_SKILL = "preroll", "after_bets", "after_skill"
AFTER_DUEL, END_TURN, FINISH = "after_duel", "end_turn", "finish"
WINDOWS = (PREROLL, AFTER_BETS, AFTER_SKILL, AFTER_DUEL, END_TURN, FINISH)

DUEL_CARDS = (ADD_4, SKILL_DOWN, SKILL_UP, ONE_HAND)


def shuffle(rng: random.Random, cards: list[str]) -> None:
    rng.shuffle(cards)


class Duel:
    """One duel in progress: who, what, the bets, the skill levels, the cards in force and the scores."""

    __slots__ = (
        "space",
        "limit",
        "challenger",
        "defender",
        "game",
        "bet_pending",
        "bets",
        "skill",
        "skill_how",
        "skill_mod",
        "add4",
        "one_hand",
        "raw",
        "winner",
        "revealed",
        "collect_losing",
        "cancel",
        "plays",
    )

    def __init__(self, space: int, limit: int, challenger: int, defender: int, game: str) -> None:
        self.space, self.limit = space, limit
        self.challenger, self.defender, self.game = challenger, defender, game
        self.bet_pending: list[int] = []
        self.bets: dict[int, list[int]] = {}  # seat -> [on, amount, loaned (a bool)]; on == -1: no bet
        self.skill: dict[int, int] = {}
        self.skill_how: dict[int, str] = {}
        self.skill_mod: dict[int, int] = {}  # last skill card played on that duellist: -1 or +1
        self.add4 = -1  # the duellist the last Add 4 names
        self.one_hand: tuple[int, str] | None = None  # (seat, hand) of the last One Hand played
        self.raw: dict[int, int] = {}
        self.winner = -1
        self.revealed = False
        self.collect_losing = -1  # play order of the winner's Collect All Losing Bets
        self.cancel: dict[int, int] = {}  # bettor -> play order of their Cancel Loss
        self.plays = 0

    @property
    def duellists(self) -> tuple[int, int]:
        return (self.challenger, self.defender)

    def bettor(self, seat: int) -> bool:
        b = self.bets.get(seat)
        return b is not None and b[0] >= 0

    def effective_skill(self, seat: int) -> int:
        return max(1, min(3, self.skill[seat] + self.skill_mod.get(seat, 0)))

    def final(self, seat: int) -> int:
        return self.raw[seat] + (4 if self.add4 == seat else 0)

    def lost_bet(self, seat: int) -> bool:
        return self.revealed and self.bettor(seat) and self.bets[seat][0] != self.winner

    def to_data(self) -> dict[str, Any]:
        return {
            "space": self.space,
            "limit": self.limit,
            "challenger": self.challenger,
            "defender": self.defender,
            "game": self.game,
            "bet_pending": list(self.bet_pending),
            "bets": [[s, *b] for s, b in sorted(self.bets.items())],
            "skill": sorted(self.skill.items()),
            "skill_how": sorted(self.skill_how.items()),
            "skill_mod": sorted(self.skill_mod.items()),
            "add4": self.add4,
            "one_hand": None if self.one_hand is None else list(self.one_hand),
            "raw": sorted(self.raw.items()),
            "winner": self.winner,
            "revealed": self.revealed,
            "collect_losing": self.collect_losing,
            "cancel": sorted(self.cancel.items()),
            "plays": self.plays,
        }

    @classmethod
    def from_data(cls, d: Mapping[str, Any]) -> Duel:
        duel = cls(int(d["space"]), int(d["limit"]), int(d["challenger"]), int(d["defender"]), str(d["game"]))
        duel.bet_pending = [int(s) for s in d["bet_pending"]]
        duel.bets = {int(s): [int(on), int(a), bool(loan)] for s, on, a, loan in d["bets"]}
        duel.skill = {int(s): int(v) for s, v in d["skill"]}
        duel.skill_how = {int(s): str(v) for s, v in d["skill_how"]}
        duel.skill_mod = {int(s): int(v) for s, v in d["skill_mod"]}
        duel.add4 = int(d["add4"])
        duel.one_hand = None if d["one_hand"] is None else (int(d["one_hand"][0]), str(d["one_hand"][1]))
        duel.raw = {int(s): int(v) for s, v in d["raw"]}
        duel.winner, duel.revealed = int(d["winner"]), bool(d["revealed"])
        duel.collect_losing = int(d["collect_losing"])
        duel.cancel = {int(s): int(v) for s, v in d["cancel"]}
        duel.plays = int(d["plays"])
        return duel


class DuelSetup:
    """What a duellist plays now: the console ``game`` at ``skill`` (1 easiest), One Hand (``"left"`` or
    ``"right"``, or None), whether 4 is added to the score, and the opponent's final score if already played."""

    __slots__ = ("seat", "game", "skill", "one_hand", "add4", "opponent_score", "role")

    def __init__(
        self,
        seat: int,
        game: str,
        skill: int,
        one_hand: str | None,
        add4: bool,
        opponent_score: int | None,
        role: str,
    ) -> None:
        self.seat, self.game, self.skill, self.one_hand = seat, game, skill, one_hand
        self.add4, self.opponent_score, self.role = add4, opponent_score, role

    def __repr__(self) -> str:
        return (
            f"DuelSetup(seat={self.seat}, {self.role}, game={self.game}, skill={self.skill}, "
            f"one_hand={self.one_hand}, add4={self.add4}, opponent_score={self.opponent_score})"
        )


class Mania:
    """A game of Electronic Arcade Mania for 3 or 4 seats."""

    GAME_ID = "mania"
    DATA_VERSION = 1
    REALTIME = False

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
        self.setup_events = self._setup()

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
        players = len(slides)
        s = cls(players, seed, _blank=True)
        s.choose_order = list(range(players))
        s.choose_at = players
        s.slide_of = list(slides)
        if len(set(slides)) != players or not set(slides) <= set(SLIDES):
            raise ValueError(f"each seat owns a different slide: {slides!r}")
        s.chips.deal_start()
        for seat, (red, white) in enumerate(chips or []):
            s.chips.pay(seat, s.chips.bank, s.chips.worth(seat))
            s.chips._move(s.chips.bank, seat, red, white)
        s.pos = list(pos or [0] * players)
        s.hands = [list(h) for h in (hands or [[] for _ in range(players)])]
        rest = list(EVENT_DECK)
        for card in [c for h in s.hands for c in h] + list(deck_top):
            rest.remove(card)
        shuffle(s.rng, rest)
        s.deck = rest + list(reversed(deck_top))
        if rng is not None:
            s.rng = rng
        ev: list[Event] = []
        s._start_turn(mover, ev)
        s.setup_events = ev
        return s

    # ----------------------------------------------------------------- setup
    def _setup(self) -> list[Event]:
        rng = self.rng
        rolls: list[tuple[int, int]] = []
        contenders = list(range(self.n))
        while True:
            values = {s: rng.randint(1, RED_DIE) for s in contenders}
            rolls += sorted(values.items())
            top = max(values.values())
            contenders = [s for s in contenders if values[s] == top]
            if len(contenders) == 1:
                break
        first = contenders[0]
        self.choose_order = [(first + i) % self.n for i in range(self.n)]
        self.chips.deal_start()
        shuffle(rng, self.deck)
        for seat in range(self.n):
            self.hands[seat].append(self.deck.pop())
        return [E.SlideRolls(tuple(rolls), first)]

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
            return self._the_duel().bet_pending[0]
        if phase == DUEL:
            duel = self._the_duel()
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
        phase = self.phase
        if phase == SLIDE:
            taken = set(self.slide_of)
            return [ChooseSlide(s) for s in SLIDES if s not in taken]
        if phase == WINDOW:
            return [PASS, *self._plays(actor, self.window)]
        if phase == DRAW:
            return [PASS, *self._plays(actor, DRAW)]
        if phase == CHALLENGE:
            return self._challenges()
        if phase == BETTING:
            return self._bets(actor)
        if phase == DUEL:
            return [DuelScore(actor, s) for s in range(MAX_SCORE + 1)]
        return []

    def apply(self, action: object) -> list[Event]:
        """Play ``action`` for the acting seat; returns the events that followed. Illegal: IllegalAction,
        state unchanged."""
        if self.phase == OVER:
            raise IllegalAction("the game is over")
        if self.phase == DUEL:
            actor = self.current_player()
            if not (
                type(action) is DuelScore
                and action.seat == actor
                and type(action.score) is int
                and 0 <= action.score <= MAX_SCORE
            ):
                raise IllegalAction(f"{action!r} is not legal now: seat {actor} owes a duel score 0..{MAX_SCORE}")
            ev: list[Event] = []
            self._duel_score(action, ev)
            return ev
        if action not in self.legal_actions():
            raise IllegalAction(
                f"{action!r} is not legal now (phase {self.phase}"
                f"{f' {self.window}' if self.phase == WINDOW else ''}, seat {self.current_player()})"
            )
        # Legal: equal to one of the legal actions, so exactly of its class (actions compare by class).
        ev = []
        if isinstance(action, ChooseSlide):
            self._choose_slide(action, ev)
        elif isinstance(action, Challenge):
            self._start_duel(action.defender, action.game, ev)
        elif isinstance(action, Bet):
            self._bet(action, ev)
        elif isinstance(action, Play):
            self._play(self.current_player(), action, ev)
        elif isinstance(action, Pass):
            self._pass(ev)
        return ev

    def _the_duel(self) -> Duel:
        """The duel in progress: the phases and windows that ask for it never come without one (``from_data``
        refuses a state where they would)."""
        if self.duel is None:
            raise RuntimeError(f"mania: phase {self.phase} (window {self.window}) has no duel")
        return self.duel

    # ----------------------------------------------------------------- what may be played
    def _plays(self, seat: int, window: str | None) -> list[Action]:
        if self.played[seat]:
            return []
        out: list[Action] = []
        duel = self.duel
        for card in sorted(set(self.hands[seat])):
            if card in COLLECT_AMOUNT:
                out.append(Play(card))
            elif card == LOSE_TURN and window == PREROLL and seat != self.mover:
                out.append(Play(card, self.mover))
            elif card == EXTRA_TURN and window == END_TURN and seat == self.mover:
                out.append(Play(card))
            elif card in DUEL_CARDS and duel is not None and (seat in duel.duellists or duel.bettor(seat)):
                if card == ADD_4 and window == AFTER_BETS:
                    out += [Play(card, t) for t in duel.duellists]
                elif card in (SKILL_DOWN, SKILL_UP) and window == AFTER_SKILL:
                    out += [Play(card, t) for t in duel.duellists]
                elif card == ONE_HAND and window == AFTER_SKILL:
                    # "Force Opponent": a duellist names the other one; a bettor either
                    out += [Play(card, t, h) for t in duel.duellists if t != seat for h in HANDS]
            elif card == COLLECT_LOSING and window == AFTER_DUEL and duel is not None and seat == duel.winner:
                if any(duel.lost_bet(s) for s in duel.bets):
                    out.append(Play(card))
            elif card == CANCEL_LOSS and window == AFTER_DUEL and duel is not None and duel.lost_bet(seat):
                out.append(Play(card))
        return out

    def _challenges(self) -> list[Action]:
        games = self.board.spaces[self.pos[self.mover]].duel_games
        return [Challenge(d, g) for d in range(self.n) if d != self.mover for g in games]

    def _bets(self, seat: int) -> list[Action]:
        duel = self._the_duel()
        worth = self.chips.worth(seat)
        top = min(duel.limit, worth)
        if worth == 0 and self.chips.white[self.chips.bank] > 0:
            top = 1  # the bank gives a broke bettor one chip to bet
        return [NO_BET, *(Bet(on, a) for on in duel.duellists for a in range(1, top + 1))]

    # ----------------------------------------------------------------- actions
    def _choose_slide(self, action: ChooseSlide, ev: list[Event]) -> None:
        seat = self.current_player()
        self.slide_of[seat] = action.slide
        ev.append(E.SlideChosen(seat, action.slide))
        self.choose_at += 1
        if self.choose_at == self.n:
            # The last to choose goes first; play proceeds to the left (the next seat).
            self._start_turn(self.choose_order[-1], ev)

    def _bet(self, action: Bet, ev: list[Event]) -> None:
        duel = self._the_duel()
        seat = duel.bet_pending.pop(0)
        loan = False
        if action.on >= 0 and self.chips.worth(seat) == 0:
            self.chips.pay(self.chips.bank, seat, 1)
            ev.append(E.ChipsPaid(E.BANK, seat, 1, "loan"))
            loan = True
        duel.bets[seat] = [action.on, action.amount, loan]
        ev.append(E.BetPlaced(seat, action.on >= 0))
        if not duel.bet_pending:
            self._open_window(AFTER_BETS, ev)

    def _play(self, seat: int, action: Play, ev: list[Event]) -> None:
        card = action.card
        self.hands[seat].remove(card)
        self.discard.append(card)
        self.played[seat] = True
        self.stats["cards_played"] += 1
        ev.append(E.CardPlayed(seat, card, action.target, action.hand))
        duel = self.duel
        if card in COLLECT_AMOUNT:
            self._bank_pays(seat, COLLECT_AMOUNT[card], "card", ev)
        elif card == LOSE_TURN:
            self.lose_flag = True
        elif card == EXTRA_TURN:
            self.extra_flag = True
        else:  # the other cards are played only in a duel's windows
            self._duel_card(seat, action, self._the_duel())
        if duel is not None:
            duel.plays += 1
        if self.phase == DRAW:
            self._draw(seat, ev)
            self.draws_left -= 1
            self._continue_draws(ev)
            return
        # Everyone else still able to play may answer this card.
        self.pending = self._eligible_from(seat + 1)
        self._window_next(ev)

    @staticmethod
    def _duel_card(seat: int, action: Play, duel: Duel) -> None:
        card = action.card
        if card == ADD_4:
            duel.add4 = action.target
        elif card in (SKILL_DOWN, SKILL_UP):
            duel.skill_mod[action.target] = -1 if card == SKILL_DOWN else 1
        elif card == ONE_HAND:
            duel.one_hand = (action.target, action.hand)
        elif card == COLLECT_LOSING:
            duel.collect_losing = duel.plays
        elif card == CANCEL_LOSS:
            duel.cancel[seat] = duel.plays

    def _pass(self, ev: list[Event]) -> None:
        if self.phase == DRAW:
            ev.append(E.DrawSkipped(self.mover))
            self.draws_left -= 1
            self._continue_draws(ev)
            return
        self.pending.pop(0)
        self._window_next(ev)

    # ----------------------------------------------------------------- windows
    def _eligible(self, seat: int) -> bool:
        if self.played[seat]:
            return False
        if self.window == FINISH:  # the last window: only Collect cards still mean anything
            return any(c in COLLECT_AMOUNT for c in self.hands[seat])
        return bool(self.hands[seat])

    def _eligible_from(self, start: int) -> list[int]:
        n = self.n
        return [(start + i) % n for i in range(n) if self._eligible((start + i) % n)]

    def _open_window(self, kind: str, ev: list[Event]) -> None:
        self.window = kind
        self.phase = WINDOW
        self.pending = self._eligible_from(self.mover + 1)
        self._window_next(ev)

    def _window_next(self, ev: list[Event]) -> None:
        self.pending = [s for s in self.pending if self._eligible(s)]
        if self.pending:
            self.phase = WINDOW
            return
        kind, self.window = self.window, None
        if kind == PREROLL:
            if self.lose_flag:
                self.stats["lost_turns"] += 1
                ev.append(E.TurnLost(self.mover))
                self._start_turn((self.mover + 1) % self.n, ev)
            else:
                self._roll_and_move(ev)
        elif kind == AFTER_BETS:
            self._set_skills(ev)
            self._open_window(AFTER_SKILL, ev)
        elif kind == AFTER_SKILL:
            self.phase = DUEL
        elif kind == AFTER_DUEL:
            self._payout(ev)
            self._open_window(END_TURN, ev)
        elif kind == FINISH:
            self.phase = OVER
            ev.append(E.GameOver(self.finisher, tuple(self.winners())))
        elif kind == END_TURN:
            self.duel = None
            if self.extra_flag:
                self.stats["extra_turns"] += 1
                ev.append(E.ExtraTurnTaken(self.mover))
                self._start_turn(self.mover, ev)
            else:
                self._start_turn((self.mover + 1) % self.n, ev)

    # ----------------------------------------------------------------- the turn
    def _start_turn(self, seat: int, ev: list[Event]) -> None:
        self.mover = seat
        self.turn += 1
        self.stats["turns"] += 1
        self.played = [False] * self.n
        self.lose_flag = self.extra_flag = False
        self.duel = None
        ev.append(E.TurnStarted(seat, self.turn))
        self._open_window(PREROLL, ev)

    def _roll_and_move(self, ev: list[Event]) -> None:
        seat = self.mover
        die = self.rng.randint(1, RED_DIE)
        self.last_roll = die
        start = self.pos[seat]
        end = min(self.board.finish, start + die)
        self.pos[seat] = end
        arrows = self.board.arrows_crossed(start, end)
        ev.append(E.DieRolled(seat, die))
        ev.append(E.PawnMoved(seat, start, end, arrows))
        if end == self.board.finish:
            # The game ends; cards this last move would draw are not taken. Collect cards held may still
            # be cashed in the last window (one card a player, as in any turn), then the game is over.
            self.finisher = seat
            self._bank_pays(seat, self.board.spaces[end].collect, "finish", ev)
            self._open_window(FINISH, ev)
            return
        space = self.board.spaces[end]
        own = space.kind == GAME and space.slide == self.slide_of[seat]
        self.draws_left = arrows + (1 if own else 0)
        self._continue_draws(ev)

    def _continue_draws(self, ev: list[Event]) -> None:
        seat = self.mover
        while self.draws_left > 0:
            if len(self.hands[seat]) >= MAX_HAND:
                self.phase = DRAW
                return
            self._draw(seat, ev)
            self.draws_left -= 1
        self._land(ev)

    def _draw(self, seat: int, ev: list[Event]) -> None:
        if not self.deck:
            self.deck, self.discard = self.discard, []
            shuffle(self.rng, self.deck)
            self.stats["reshuffles"] += 1
            ev.append(E.Reshuffled(len(self.deck)))
        if self.deck:
            self.hands[seat].append(self.deck.pop())
            ev.append(E.CardDrawn(seat))

    def _land(self, ev: list[Event]) -> None:
        seat = self.mover
        space = self.board.spaces[self.pos[seat]]
        if space.kind == COLLECT:
            self._bank_pays(seat, space.collect, "collect", ev)
            self._open_window(END_TURN, ev)
            return
        if space.kind == GAME and space.slide is not None:
            owner = self.owner(space.slide)
            if owner is not None and owner != seat:
                self._start_duel(owner, space.slide, ev)
                return
        self.phase = CHALLENGE

    def owner(self, slide: str) -> int | None:
        """The seat owning ``slide``, or None (the fourth slide in a 3-player game)."""
        for seat, s in enumerate(self.slide_of):
            if s == slide:
                return seat
        return None

    # ----------------------------------------------------------------- the duel
    def _start_duel(self, defender: int, game: str, ev: list[Event]) -> None:
        seat = self.mover
        space = self.board.spaces[self.pos[seat]]
        duel = Duel(space.index, space.limit, seat, defender, game)
        duel.bet_pending = [(seat + i) % self.n for i in range(1, self.n) if (seat + i) % self.n != defender]
        self.duel = duel
        ev.append(E.DuelStarted(seat, defender, game, space.limit))
        self.phase = BETTING

    def _set_skills(self, ev: list[Event]) -> None:
        duel = self._the_duel()
        for seat in duel.duellists:
            space = self.board.spaces[self.pos[seat]]
            if seat == duel.defender and space.kind == COLLECT:
                duel.skill[seat], duel.skill_how[seat] = space.defend, "defend"
            else:
                duel.skill[seat], duel.skill_how[seat] = self.rng.randint(1, BLACK_DIE), "die"
            ev.append(E.SkillSet(seat, duel.skill[seat], duel.skill_how[seat]))

    def duel_setup(self, seat: int | None = None) -> DuelSetup:
        """What ``seat`` (default: the duellist to play now) plays on the console."""
        duel = self.duel
        if self.phase != DUEL or duel is None:
            raise ValueError("no duel is being played now")
        seat = self.current_player() if seat is None else seat
        if seat not in duel.duellists:
            raise ValueError(f"seat {seat} is not in the duel")
        other = duel.defender if seat == duel.challenger else duel.challenger
        hand = duel.one_hand[1] if duel.one_hand is not None and duel.one_hand[0] == seat else None
        return DuelSetup(
            seat,
            duel.game,
            duel.effective_skill(seat),
            hand,
            duel.add4 == seat,
            duel.final(other) if other in duel.raw else None,
            "challenger" if seat == duel.challenger else "defender",
        )

    def _duel_score(self, action: DuelScore, ev: list[Event]) -> None:
        duel = self._the_duel()
        seat = action.seat
        duel.raw[seat] = action.score
        ev.append(E.DuelPlayed(seat, action.score, duel.final(seat)))
        if len(duel.raw) < 2:
            return
        c, d = duel.challenger, duel.defender
        fc, fd = duel.final(c), duel.final(d)
        duel.winner = c if fc > fd else d  # a tie goes to the Defender
        ev.append(E.DuelWon(duel.winner, d if duel.winner == c else c, fc == fd))
        self.history.append(
            (
                c,
                d,
                duel.game,
                duel.limit,
                duel.effective_skill(c),
                duel.effective_skill(d),
                duel.raw[c],
                duel.raw[d],
                fc,
                fd,
                duel.winner,
            )
        )
        duel.revealed = True
        ev.append(E.BetsRevealed(tuple((s, b[0], b[1]) for s, b in sorted(duel.bets.items()) if b[0] >= 0)))
        self._open_window(AFTER_DUEL, ev)

    def _payout(self, ev: list[Event]) -> None:
        duel = self._the_duel()
        winner = duel.winner
        self._bank_pays(winner, duel.limit, "prize", ev)
        bank = self.chips.bank
        for seat in sorted(duel.bets):
            on, amount, _loan = duel.bets[seat]
            if on < 0:
                continue
            if on == winner:
                self._bank_pays(seat, amount, "bet_won", ev)
                ev.append(E.BetSettled(seat, "won", amount))
            elif duel.cancel.get(seat, -1) > duel.collect_losing:
                ev.append(E.BetSettled(seat, "kept", amount))
            elif duel.collect_losing >= 0:
                paid = self.chips.pay(seat, winner, amount)
                ev.append(E.ChipsPaid(seat, winner, paid, "bet_taken"))
                ev.append(E.BetSettled(seat, "taken", paid))
            else:
                paid = self.chips.pay(seat, bank, amount)
                ev.append(E.ChipsPaid(seat, E.BANK, paid, "bet_lost"))
                ev.append(E.BetSettled(seat, "lost", paid))

    def _bank_pays(self, seat: int, value: int, reason: str, ev: list[Event]) -> None:
        paid = self.chips.pay(self.chips.bank, seat, value)
        ev.append(E.ChipsPaid(E.BANK, seat, paid, reason))

    # ----------------------------------------------------------------- results
    def worth(self, seat: int) -> int:
        return self.chips.worth(seat)

    def scores(self) -> list[int]:
        """Chips by value (a red chip counts 5)."""
        return [self.chips.worth(s) for s in range(self.n)]

    def winners(self) -> list[int]:
        sc = self.scores()
        best = max(sc)
        return [s for s in range(self.n) if sc[s] == best]

    def check_chips(self) -> None:
        """Raise AssertionError unless bank + players hold exactly the 100 chips (65 red, 35 white)."""
        self.chips.check()

    def check_cards(self) -> None:
        """Raise AssertionError unless every one of the 24 event cards is in exactly one place."""
        places = sorted(self.deck + self.discard + [c for h in self.hands for c in h])
        assert places == sorted(EVENT_DECK), "event cards lost or duplicated"
        assert all(len(h) <= MAX_HAND for h in self.hands), "a hand holds more than 5 cards"

    # ----------------------------------------------------------------- views
    def view(self, seat: int) -> ManiaView:
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat!r}")
        return ManiaView(self, seat)

    def sample_hidden(self, seat: int, rng: random.Random) -> Mania:
        """A game consistent with ``seat``'s view: other hands, the deck order, unrevealed bets and the
        future dice redrawn from ``rng``."""
        other = self.clone()
        other.rng = random.Random(rng.getrandbits(64))
        pool = list(other.deck)
        for s in range(self.n):
            if s != seat:
                pool += other.hands[s]
        rng.shuffle(pool)
        for s in range(self.n):
            if s != seat:
                k = len(other.hands[s])
                other.hands[s], pool = sorted(pool[:k]), pool[k:]
        other.deck = pool
        duel = other.duel
        if duel is not None and not duel.revealed:
            for s, b in duel.bets.items():
                if s != seat and b[0] >= 0:
                    b[0] = duel.duellists[rng.randrange(2)]
                    b[1] = 1 if b[2] else rng.randint(1, min(duel.limit, other.chips.worth(s)))
        return other

    def clone(self) -> Mania:
        return Mania.from_data(self.to_data(), self.board)

    # ----------------------------------------------------------------- plain data
    def to_data(self) -> dict[str, Any]:
        """Plain data, built fresh: nothing in it is the state's own list."""
        return {
            "game": self.GAME_ID,
            "version": self.DATA_VERSION,
            "players": self.n,
            "rng": rng_to_data(self.rng),
            "phase": self.phase,
            "choose_order": list(self.choose_order),
            "choose_at": self.choose_at,
            "slide_of": list(self.slide_of),
            "pos": list(self.pos),
            "chips": self.chips.to_data(),
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "discard": list(self.discard),
            "mover": self.mover,
            "turn": self.turn,
            "played": list(self.played),
            "lose_flag": self.lose_flag,
            "extra_flag": self.extra_flag,
            "window": self.window,
            "pending": list(self.pending),
            "draws_left": self.draws_left,
            "last_roll": self.last_roll,
            "duel": None if self.duel is None else self.duel.to_data(),
            "history": [list(h) for h in self.history],
            "finisher": self.finisher,
            "stats": dict(self.stats),
        }

    @classmethod
    def from_data(cls, data: dict[str, Any], board: Board | None = None) -> Mania:
        check_data_version(data, cls.GAME_ID, cls.DATA_VERSION)
        try:
            s = cls(int(data["players"]), 0, board, _blank=True)
            s.rng = rng_from_data(data["rng"])
            s.phase = data["phase"]
            if s.phase not in PHASES:
                raise ValueError(f"unknown phase {s.phase!r}")
            s.choose_order = [int(x) for x in data["choose_order"]]
            s.choose_at = int(data["choose_at"])
            s.slide_of = [None if x is None else str(x) for x in data["slide_of"]]
            s.pos = [int(x) for x in data["pos"]]
            s.chips = ChipStacks.from_data(data["chips"], s.n)
            s.hands = [[str(c) for c in h] for h in data["hands"]]
            s.deck = [str(c) for c in data["deck"]]
            s.discard = [str(c) for c in data["discard"]]
            s.mover, s.turn = int(data["mover"]), int(data["turn"])
            s.played = [bool(x) for x in data["played"]]
            s.lose_flag, s.extra_flag = bool(data["lose_flag"]), bool(data["extra_flag"])
            s.window = data["window"]
            if s.window is not None and s.window not in WINDOWS:
                raise ValueError(f"unknown window {s.window!r}")
            s.pending = [int(x) for x in data["pending"]]
            s.draws_left, s.last_roll = int(data["draws_left"]), int(data["last_roll"])
            s.duel = None if data["duel"] is None else Duel.from_data(data["duel"])
            s.history = [history_row(h, s.n) for h in data["history"]]
            s.finisher = int(data["finisher"])
            stats = {k: int(v) for k, v in data["stats"].items()}
            if set(stats) != set(s.stats) or min(stats.values()) < 0:
                raise ValueError(f"game statistics must be {sorted(s.stats)}, not negative")
            s.stats = stats
            if (
                len(s.slide_of) != s.n
                or len(s.pos) != s.n
                or len(s.hands) != s.n
                or len(s.played) != s.n
                or not all(0 <= p <= s.board.finish for p in s.pos)
                or not 0 <= s.mover < s.n
                or len(s.choose_order) != s.n
                or not 0 <= s.choose_at <= s.n
            ):
                raise ValueError("seat lists have the wrong length or a value out of range")
            if s.phase == WINDOW and (s.window is None or not s.pending):
                raise ValueError("a card window with nobody to ask")
            if s.duel is None and (
                s.phase in (BETTING, DUEL) or (s.phase == WINDOW and s.window in (AFTER_BETS, AFTER_SKILL, AFTER_DUEL))
            ):
                raise ValueError("a duel phase or duel window without a duel")
            if s.phase == BETTING and not s._the_duel().bet_pending:
                raise ValueError("betting with nobody to bet")
            if s.phase == DRAW and s.draws_left < 1:
                raise ValueError("a draw decision with no draw owed")
            if s.phase == DUEL and (len(s._the_duel().raw) > 1 or len(s._the_duel().skill) != 2):
                raise ValueError("a duel with both scores in or no skill levels")
            check_state(s)
            s.check_cards()
        except (KeyError, TypeError, IndexError, AttributeError, AssertionError) as exc:
            raise ValueError(f"mania: saved state is damaged ({exc.__class__.__name__}: {exc})") from exc
        except ValueError as exc:
            raise ValueError(f"mania: saved state is damaged ({exc})") from exc
        return s


class ManiaView:
    """What one seat may see: the board, chips, its own cards and bet, card counts of the others, the
    discard pile, the duel and every duel result so far. ``to_data()`` is plain data."""

    __slots__ = ("_s", "seat")

    def __init__(self, state: Mania, seat: int) -> None:
        self._s = state
        self.seat = seat

    # Convenient reads for bots and scenes.
    @property
    def players(self) -> int:
        return self._s.n

    @property
    def phase(self) -> str:
        return self._s.phase

    @property
    def window(self) -> str | None:
        return self._s.window

    @property
    def mover(self) -> int:
        return self._s.mover

    @property
    def hand(self) -> tuple[str, ...]:
        return tuple(self._s.hands[self.seat])

    @property
    def positions(self) -> tuple[int, ...]:
        return tuple(self._s.pos)

    @property
    def slide_of(self) -> tuple[str | None, ...]:
        return tuple(self._s.slide_of)

    @property
    def history(self) -> tuple[HistoryRow, ...]:
        return tuple(self._s.history)

    @property
    def board(self) -> Board:
        return self._s.board

    @property
    def lose_flag(self) -> bool:
        """A Lose Turn card has been played on the mover this turn."""
        return self._s.lose_flag

    @property
    def played(self) -> tuple[bool, ...]:
        """Who has played their one card this turn."""
        return tuple(self._s.played)

    @property
    def duel(self) -> Duel | None:
        """The duel in progress. Read only public parts and ``my_bet``: other bets are hidden until revealed."""
        return self._s.duel

    def worth(self, seat: int) -> int:
        return self._s.chips.worth(seat)

    def current_player(self) -> int:
        return self._s.current_player()

    def legal_actions(self) -> list[Action]:
        return self._s.legal_actions(self.seat)

    def my_bet(self) -> tuple[int, int] | None:
        d = self._s.duel
        if d is None or self.seat not in d.bets:
            return None
        on, amount, _ = d.bets[self.seat]
        return (on, amount) if on >= 0 else None

    def duel_setup(self) -> DuelSetup:
        return self._s.duel_setup(self.seat)

    def to_data(self) -> dict[str, Any]:
        """Plain data, built fresh: nothing in it is the state's own list."""
        s = self._s
        duel = None
        if s.duel is not None:
            d = s.duel.to_data()
            if not s.duel.revealed:
                d["bets"] = [
                    [seat, *b] if seat == self.seat else [seat, b[0] >= 0] for seat, b in sorted(s.duel.bets.items())
                ]
            duel = d
        return {
            "seat": self.seat,
            "players": s.n,
            "phase": s.phase,
            "window": s.window,
            "current": s.current_player(),
            "choose_order": list(s.choose_order),
            "slide_of": list(s.slide_of),
            "pos": list(s.pos),
            "red": list(s.chips.red),
            "white": list(s.chips.white),
            "hand": sorted(s.hands[self.seat]),
            "hand_sizes": [len(h) for h in s.hands],
            "deck_size": len(s.deck),
            "discard": list(s.discard),
            "mover": s.mover,
            "turn": s.turn,
            "played": list(s.played),
            "lose_flag": s.lose_flag,
            "extra_flag": s.extra_flag,
            "pending": list(s.pending),
            "draws_left": s.draws_left,
            "last_roll": s.last_roll,
            "duel": duel,
            "history": [list(h) for h in s.history],
            "finisher": s.finisher,
        }


def new_state(seed: int, seats: int) -> Mania:
    """A fresh game for the conformance test and tools."""
    return Mania(seats, seed)
