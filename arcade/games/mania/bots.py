"""Computer players for Electronic Arcade Mania (pure: no pygame).

A bot reads only its seat's view and draws chance only from its own seeded ``random.Random``.
:class:`SmartBot` (the CPU in the lobby) at one of three levels (``LEVELS``):

- on the console it duels with the reaction model at its level's speed;
- on the board it plays its level's game (``bots_levels``): the Rookie judges by the chips in front of
  people, the Regular by win-loss records and steady bets, the Ace by the duel odds it works out from
  every score seen (``bots_model.ScoreModel``), betting, challenging and playing cards where they pay.

:class:`RandomBettor` is the Regular betting at random (the baseline a bettor is measured against);
:class:`RandomBot` picks any legal action (duel scores from the console like the others).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from arcade.games.mania.actions import NO_BET, Action, Bet, DuelScore
from arcade.games.mania.bots_levels import AcePlay, RegularPlay, RookiePlay
from arcade.games.mania.bots_model import BASE, PRIOR, SPREAD, ScoreModel
from arcade.games.mania.duel import play_duel

if TYPE_CHECKING:
    from arcade.games.mania.rules import ManiaView

__all__ = ["BASE", "KINDS", "LEVELS", "PRIOR", "SPREAD", "RandomBettor", "RandomBot", "ScoreModel", "SmartBot"]

LEVELS = {"Rookie": 350, "Regular": 250, "Ace": 200}
"""CPU strengths: the reaction model's median reaction time in ms (their board play: ``BOARD_PLAY``)."""

BOARD_PLAY: dict[str, type[RegularPlay]] = {"Rookie": RookiePlay, "Regular": RegularPlay, "Ace": AcePlay}
"""How each level plays the board: bets, challenges and event cards."""


class SmartBot:
    """The lobby's CPU player at one of three strengths (``LEVELS``)."""

    def __init__(self, level: str = "Regular", seed: int = 0) -> None:
        if level not in LEVELS:
            raise ValueError(f"CPU level is one of {', '.join(LEVELS)}, not {level!r}")
        self.level = level
        self.median_ms = LEVELS[level]
        self.rng = random.Random(seed)
        self.board_play = BOARD_PLAY[level](self.rng)
        self._model_key = -1
        self._model: ScoreModel | None = None

    def model(self, view: ManiaView) -> ScoreModel:
        """The score model of the duels seen so far (rebuilt when a duel has been added)."""
        history = view.history
        model = self._model
        if model is None or len(history) != self._model_key:
            model = self._model = ScoreModel(history)
            self._model_key = len(history)
        return model

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
            return self.board_play.challenge(view, legal, self.model(view))
        if phase == "bet":
            return self.bet(view, legal)
        return self.board_play.card(view, legal, self.model(view))

    def duel_score(self, view: ManiaView) -> DuelScore:
        setup = view.duel_setup()
        score = play_duel(setup.game, setup.skill, self.median_ms, self.rng.getrandbits(31), setup.one_hand)
        return DuelScore(view.seat, score)

    def bet(self, view: ManiaView, legal: Sequence[Action]) -> Action:
        return self.board_play.bet(view, legal, self.model(view))


class RandomBettor(SmartBot):
    """A SmartBot in every way but one: it bets on a random duellist, a random amount (the baseline)."""

    def bet(self, view: ManiaView, legal: Sequence[Action]) -> Action:
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
