"""The Shark: a Crash Line computer player that plays for the win, fast enough for the main thread.

It reads only its seat's ``TableView`` and decides with :mod:`.policy`: an expectimax over the rest of
its turn on the exact composition of the deck (visible: every other card is face up), whose outcomes are
scored by a model of its chance to win the game (scores, turns left before GAME OVER, seat order). The
model's parameters were fitted by self-play in the simulator (see NOTES-opponents.md); a decision takes
well under 2 ms. Steals take the card that leaves the best chance to win (own gain and the victim's
loss, which counts most against whoever is ahead); a Hand-Me-Down takes the card worth most to it.

The first Shark, which played the game out by Monte Carlo rollouts, is kept as
:class:`.rollout_shark.RolloutShark` for comparison in the simulator.
"""
from __future__ import annotations

from .policy import DEFAULT, Params, choose_flip, pick_choice, steal_choice
from .rules import CASH, FLIP, PICK, STEAL, TURN, Action


class Shark:
    """Flip, cash in or steal by a fitted win-probability expectimax (deterministic: no dice of its own)."""

    name = "shark"

    def __init__(self, seed: int | None = 0, params: Params = DEFAULT, rollouts: int | None = None) -> None:
        # ``seed`` and ``rollouts`` are accepted so callers of the rollout Shark keep working; this Shark
        # is deterministic and plays no rollouts.
        self.seed = seed
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
