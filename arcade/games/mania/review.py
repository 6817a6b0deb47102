"""Electronic Arcade Mania's judge for the review of a finished game (:mod:`arcade.core.review`) and the
coach: the Ace CPU's duel odds (:class:`.bots_model.ScoreModel`, built from every duel score the seat has
seen) applied to a bet, from the bettor's view only. A bet of ``n`` chips on a duellist who wins with
chance ``p`` is worth ``n * (2p - 1)`` chips (``n * p`` with Cancel Loss in hand: a lost bet is given
back); no bet is worth nothing. Other decisions (the Game Slides, challenges, event cards, a duel's score)
are not judged. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from .actions import NO_BET, Bet
from .bots_levels import AcePlay
from .bots_model import ScoreModel
from .cards import CANCEL_LOSS

if TYPE_CHECKING:
    from .rules import ManiaView


class Judge:
    """The chips a bet is expected to win, by the duel odds the Ace CPU reads from the table."""

    unit = "chips"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def values(self, view: ManiaView, actions: Sequence[Hashable]) -> dict[Hashable, float]:
        if view.phase != "bet":
            return {}
        model = ScoreModel(view.history)
        keep_loss = CANCEL_LOSS in view.hand
        odds: dict[int, float] = {}
        values: dict[Hashable, float] = {}
        for action in actions:
            if not isinstance(action, Bet):
                continue
            if action == NO_BET:
                values[action] = 0.0
                continue
            if action.on not in odds:
                odds[action.on] = AcePlay.odds(view, model, action.on)
            p = odds[action.on]
            values[action] = action.amount * (p if keep_loss else 2 * p - 1)
        return values

    def describe(self, action: object, view: ManiaView) -> str:
        if isinstance(action, Bet):
            if action == NO_BET:
                return "no bet"
            chips = "chip" if action.amount == 1 else "chips"
            return f"bet {action.amount} {chips} on player {action.on + 1}"
        return type(action).__name__.lower()


def make(seed: int = 0) -> Judge:
    """``GameInfo.review``: the judge the review and the coach use."""
    return Judge(seed)
