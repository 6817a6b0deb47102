"""Crash Line's judge for the review of a finished game (:mod:`arcade.core.review`) and for the coach:
the Shark's own measure, the chance to win, for every legal move from the deciding seat's view.

Each move is played out over the same sampled decks (common random numbers: the unseen cards shuffled,
as the Shark samples them, never their real order), the table played on by the Shark's model of it (Kid
mode seats like the Kid, the others like the Careful grown-up), and the share of those games the seat
wins is the move's value. Pure: no pygame.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

from .actions import Action
from .cards import card_name
from .rollout_shark import Shark
from .view import TableView

ROLLOUTS = 160
"""Sampled decks per decision: every move is played out on each of them (about 1.5 points of error on a
move's chance to win, much less on the difference between two moves, which share their decks)."""


class Judge:
    """The chance to win after each legal move, by paired rollouts from one seat's view."""

    unit = "chance to win"

    def __init__(self, seed: int = 0, rollouts: int = ROLLOUTS) -> None:
        self.seed = seed
        self.rollouts = rollouts

    def values(self, view: TableView, actions: Sequence[Hashable]) -> dict[Hashable, float]:
        # The decks depend on the seed and on what the seat sees, so the same position gets the same values.
        rng = random.Random(f"{self.seed}:{view.seat}:{view.to_data()}")
        wins = dict.fromkeys(actions, 0.0)
        for _ in range(self.rollouts):
            sample = rng.getrandbits(64)
            for action in actions:
                assert isinstance(action, Action)
                wins[action] += Shark.rollout(view, action, sample, view.seat)
        return {action: won / self.rollouts for action, won in wins.items()}

    def describe(self, action: object, view: TableView) -> str:
        assert isinstance(action, Action)
        if action.kind == "cash":
            return "cash in"
        if action.kind == "steal":
            return f"steal {card_name(action.card)} from player {action.victim + 1}"
        if action.kind == "pick":
            return f"take {card_name(action.card)}"
        return action.kind


def make(seed: int = 0) -> Judge:
    """``GameInfo.review``: the judge the review and the coach use."""
    return Judge(seed)
