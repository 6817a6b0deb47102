"""Computer players for Electronic Arcade Mania (pure: no pygame).

A bot reads only its seat's view. :class:`SmartBot` (the CPU in the lobby):

- keeps a score model of every player from the duel results everyone has seen (console scores by game and
  skill level, scaled per player and per game from the table ``BASE`` measured with the console bots);
- bets on the likely winner, the limit when it has an edge (its own Add 4 or Cancel Loss counted in);
- challenges the opponent and picks the game that give it the best chance, by its own and others' records;
- plays event cards at the right windows: Lose Turn on a richer mover, Add 4 and skill / One Hand cards for
  its side of a duel, Collect All Losing Bets and Cancel Loss at payout, Extra Turn, Collect cards at the
  end of a turn or when the game may end;
- duels on the console machine with the reaction model at its level's speed (three strengths).

:class:`RandomBettor` is the same player betting at random (the baseline the smart bettor is measured
against); :class:`RandomBot` picks any legal action (duel scores from the console like the others).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from arcade.games.console.duel_api import ALIEN_RAIDERS, RATTLER, RUN_AMUK, SNEAK_ATTACK
from arcade.games.mania.actions import NO_BET, PASS, Action, Bet, Challenge, DuelScore, Play
from arcade.games.mania.board import COLLECT
from arcade.games.mania.cards import (
    ADD_4,
    CANCEL_LOSS,
    COLLECT_AMOUNT,
    COLLECT_LOSING,
    EXTRA_TURN,
    LOSE_TURN,
    ONE_HAND,
    SKILL_DOWN,
    SKILL_UP,
)
from arcade.games.mania.duel import play_duel

if TYPE_CHECKING:
    from arcade.games.mania.rules import Duel, ManiaView
    from arcade.games.mania.validate import HistoryRow

LEVELS = {"Rookie": 350, "Regular": 250, "Ace": 200}
"""CPU strengths: the reaction model's median reaction time in ms."""


BASE: dict[str, tuple[float, float, float]] = {
    # Mean console score of the 250 ms reaction bot at skill 1, 2, 3 (300 games each; mania.duel.play_duel).
    ALIEN_RAIDERS: (24.3, 17.1, 10.9),
    RATTLER: (24.2, 15.7, 10.9),
    SNEAK_ATTACK: (20.3, 14.2, 9.9),
    RUN_AMUK: (23.5, 16.5, 9.6),
}
SPREAD = 0.25
"""A duel score's standard deviation as a share of its mean (plus one point)."""
PRIOR = 2.0
"""Weight of the prior (an average player) against observed duels, in duels."""
NEAR_FINISH = 21
"""A pawn this far along may end the game this turn: play Collect cards before it does."""


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def _skill_options(known: int | None) -> tuple[int, ...]:
    """The skill levels a duellist may play at: the one known, or any face of the black die."""
    return (known,) if known else (1, 2, 3)


def _duel_of(view: ManiaView) -> Duel:
    """The duel in progress (the phases and windows that ask for it always have one)."""
    duel = view.duel
    if duel is None:
        raise ValueError(f"seat {view.seat} is asked about a duel, but none is being played")
    return duel


class ScoreModel:
    """Each player's expected console score by game and skill, learnt from the public duel history."""

    def __init__(self, history: Sequence[HistoryRow]) -> None:
        overall: dict[int, list[float]] = {}
        by_game: dict[tuple[int, str], list[float]] = {}
        for c, d, game, _limit, sk_c, sk_d, raw_c, raw_d, *_rest in history:
            for seat, skill, raw in ((c, sk_c, raw_c), (d, sk_d, raw_d)):
                ratio = raw / BASE[game][skill - 1]
                overall.setdefault(seat, []).append(ratio)
                by_game.setdefault((seat, game), []).append(ratio)
        self.factor = {s: (sum(r) + PRIOR) / (len(r) + PRIOR) for s, r in overall.items()}
        self.game_factor: dict[tuple[int, str], float] = {}
        for (s, g), r in by_game.items():
            f = self.factor[s]
            self.game_factor[(s, g)] = (sum(r) + PRIOR * f) / (len(r) + PRIOR)

    def mean(self, seat: int, game: str, skill: int) -> float:
        f = self.game_factor.get((seat, game), self.factor.get(seat, 1.0))
        return BASE[game][skill - 1] * f

    def p_win(
        self,
        seat: int,
        other: int,
        game: str,
        skills: Mapping[int, int | None],
        bonus: Mapping[int, int],
        defender: int,
    ) -> float:
        """Chance ``seat`` beats ``other`` (a tie goes to ``defender``). ``skills`` maps seat -> a skill or
        None (unknown: the black die, 1..3 equally); ``bonus`` maps seat -> points added (Add 4)."""
        total = 0.0
        opts_a = _skill_options(skills.get(seat))
        opts_b = _skill_options(skills.get(other))
        for sa in opts_a:
            ma = self.mean(seat, game, sa) + bonus.get(seat, 0)
            for sb in opts_b:
                mb = self.mean(other, game, sb) + bonus.get(other, 0)
                sd = math.hypot(SPREAD * ma + 1, SPREAD * mb + 1)
                edge = 0.5 if seat == defender else -0.5  # integer scores; ties to the defender
                total += _phi((ma - mb + edge) / sd)
        return total / (len(opts_a) * len(opts_b))


class SmartBot:
    """The lobby's CPU player at one of three strengths (``LEVELS``)."""

    def __init__(self, level: str = "Regular", seed: int = 0) -> None:
        if level not in LEVELS:
            raise ValueError(f"CPU level is one of {', '.join(LEVELS)}, not {level!r}")
        self.level = level
        self.median_ms = LEVELS[level]
        self.rng = random.Random(seed)
        self._model_key = -1
        self._model: ScoreModel | None = None

    # --------------------------------------------------------------- helpers
    def model(self, view: ManiaView) -> ScoreModel:
        history = view.history
        model = self._model
        if model is None or len(history) != self._model_key:
            model = self._model = ScoreModel(history)
            self._model_key = len(history)
        return model

    def _known_skills(self, view: ManiaView) -> dict[int, int | None]:
        """Skill levels known before the black die: a defender on a DEFEND AT space."""
        duel = _duel_of(view)
        space = view.board.spaces[view.positions[duel.defender]]
        return {duel.defender: space.defend} if space.kind == COLLECT else {}

    def _p(self, view: ManiaView, seat: int, extra_bonus: Mapping[int, int] | None = None) -> float:
        """Chance duellist ``seat`` wins the duel in progress, from what this seat knows now."""
        duel = _duel_of(view)
        other = duel.defender if seat == duel.challenger else duel.challenger
        skills: dict[int, int | None] = {s: duel.effective_skill(s) for s in duel.skill}
        skills = skills or self._known_skills(view)
        bonus = {duel.add4: 4} if duel.add4 >= 0 else {}
        for s, b in (extra_bonus or {}).items():
            bonus = {s: b}  # the last Add 4 played is obeyed
        return self.model(view).p_win(seat, other, duel.game, skills, bonus, duel.defender)

    def _side(self, view: ManiaView) -> int | None:
        """The duellist this seat wants to win: itself, or the one it bet on."""
        duel = view.duel
        if duel is None:
            return None
        if view.seat in duel.duellists:
            return view.seat
        bet = view.my_bet()
        return bet[0] if bet else None

    # --------------------------------------------------------------- the decision
    def choose(self, view: ManiaView) -> Action:
        legal = view.legal_actions()
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        phase = view.phase
        if phase == "duel":
            return self.duel_score(view)
        if phase == "slide":
            return legal[self.rng.randrange(len(legal))]
        if phase == "challenge":
            return self.challenge(view, legal)
        if phase == "bet":
            return self.bet(view, legal)
        return self.card(view, legal)

    def duel_score(self, view: ManiaView) -> DuelScore:
        setup = view.duel_setup()
        score = play_duel(setup.game, setup.skill, self.median_ms, self.rng.getrandbits(31), setup.one_hand)
        return DuelScore(view.seat, score)

    def challenge(self, view: ManiaView, legal: Sequence[Action]) -> Challenge:
        model = self.model(view)
        me = view.seat

        def value(a: Challenge) -> tuple[float, int]:
            space = view.board.spaces[view.positions[a.defender]]
            skills: dict[int, int | None] = {a.defender: space.defend} if space.kind == COLLECT else {}
            return (model.p_win(me, a.defender, a.game, skills, {}, a.defender), view.worth(a.defender))

        return max((a for a in legal if isinstance(a, Challenge)), key=value)

    def bet(self, view: ManiaView, legal: Sequence[Action]) -> Bet:
        duel = _duel_of(view)
        hand = view.hand
        best: int | None = None
        best_p = 0.0
        for seat in duel.duellists:
            p = self._p(view, seat, {seat: 4} if ADD_4 in hand else None)
            if p > best_p:
                best, best_p = seat, p
        amounts = [a.amount for a in legal if isinstance(a, Bet) and a.on == best]
        if best is None or not amounts:
            return NO_BET
        edge = 2 * best_p - 1
        if CANCEL_LOSS in hand or edge > 0.02:
            return Bet(best, max(amounts))
        if any(c in hand for c in (ADD_4, SKILL_DOWN, SKILL_UP, ONE_HAND)):
            return Bet(best, 1)  # a small bet earns the right to play duel cards
        return NO_BET

    def card(self, view: ManiaView, legal: Sequence[Action]) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return PASS
        by_card: dict[str, list[Play]] = {}
        for a in plays:
            by_card.setdefault(a.card, []).append(a)
        window = view.window
        me = view.seat
        duel = view.duel
        side = self._side(view)
        if view.phase == "draw":
            return self._best_collect(by_card) or PASS
        if window == "preroll":
            mover = view.mover
            if LOSE_TURN in by_card and not view.lose_flag and view.worth(mover) >= view.worth(me):
                return by_card[LOSE_TURN][0]
            if max(view.positions) >= NEAR_FINISH:
                return self._best_collect(by_card) or PASS
            return PASS
        # a side to back means a duel is in progress
        if window == "after_bets" and duel is not None and side is not None and ADD_4 in by_card and duel.add4 != side:
            return Play(ADD_4, side)
        if window == "after_skill" and duel is not None and side is not None:
            other = duel.defender if side == duel.challenger else duel.challenger
            if SKILL_DOWN in by_card and duel.effective_skill(side) > 1 and duel.skill_mod.get(side) != -1:
                return Play(SKILL_DOWN, side)
            if SKILL_UP in by_card and duel.effective_skill(other) < 3 and duel.skill_mod.get(other) != 1:
                return Play(SKILL_UP, other)
            if ONE_HAND in by_card and not (duel.one_hand is not None and duel.one_hand[0] == other):
                return Play(ONE_HAND, other, "left")
        if window == "after_duel":
            if COLLECT_LOSING in by_card:
                return by_card[COLLECT_LOSING][0]
            if CANCEL_LOSS in by_card:
                return by_card[CANCEL_LOSS][0]
        if window == "finish":  # the game ends after this window: cash the best Collect
            return self._best_collect(by_card) or PASS
        if window == "end_turn":
            if EXTRA_TURN in by_card:
                return by_card[EXTRA_TURN][0]
            return self._best_collect(by_card) or PASS
        return PASS

    @staticmethod
    def _best_collect(by_card: Mapping[str, Sequence[Play]]) -> Play | None:
        collects = [c for c in by_card if c in COLLECT_AMOUNT]
        if not collects:
            return None
        return by_card[max(collects, key=COLLECT_AMOUNT.__getitem__)][0]


class RandomBettor(SmartBot):
    """A SmartBot in every way but one: it bets on a random duellist, a random amount (the baseline)."""

    def bet(self, view: ManiaView, legal: Sequence[Action]) -> Bet:
        bets = [a for a in legal if isinstance(a, Bet) and a != NO_BET]
        return bets[self.rng.randrange(len(bets))] if bets else NO_BET


class RandomBot(SmartBot):
    """Any legal action, uniformly (duel scores still come from the console)."""

    def choose(self, view: ManiaView) -> Action:
        if view.phase == "duel":
            return self.duel_score(view)
        legal = view.legal_actions()
        return legal[self.rng.randrange(len(legal))]


KINDS: dict[str, type[SmartBot]] = {"smart": SmartBot, "random_bettor": RandomBettor, "random": RandomBot}


def make_bot(kind: str, level: str = "Regular", seed: int = 0) -> SmartBot:
    """A bot by kind (``smart``, ``random_bettor``, ``random``) and level (``Rookie``, ``Regular``, ``Ace``)."""
    if kind not in KINDS:
        raise ValueError(f"bot kind is one of {', '.join(KINDS)}, not {kind!r}")
    return KINDS[kind](level, seed)
