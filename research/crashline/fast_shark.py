"""FastShark: flip, cash in or steal by the card counter's rule of thumb (:mod:`.policy`), overruled
when a search over the rest of the turn, scored by a model of its chance to win, clearly disagrees.
Deterministic (no dice); reads only its seat's view. Measurements: research/README.md."""

from __future__ import annotations

from arcade.games.crashline.rules import CASH, FLIP, PICK, STEAL, TURN, Action
from research.crashline.policy import DEFAULT, Params, choose_flip, pick_choice, steal_choice


class FastShark:
    name = "fastshark"

    def __init__(self, params: Params = DEFAULT) -> None:
        self.params = params

    def choose(self, view) -> Action:
        phase = view.phase
        if phase == TURN:
            if not view.can_cash():
                return FLIP
            return FLIP if choose_flip(view, self.params) else CASH
        if phase == STEAL:
            victim, card = steal_choice(view, self.params)
            return Action("steal", victim, card)
        if phase == PICK:
            return Action("pick", -1, pick_choice(view))
        raise ValueError("the game is over")
