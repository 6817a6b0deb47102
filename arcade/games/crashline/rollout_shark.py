"""The rollout Shark (the first Shark, kept for comparison in the simulator, ``--seats rollout,...``):
a Crash Line computer player that plays for the win by Monte Carlo over the unseen cards.

It reads only its seat's ``TableView``. The deck's order is hidden but its contents are not (every other
card is face up), so a full game consistent with what the Shark sees is one shuffle of the unseen cards
away (``view.sample_state``). For each choice it plays the game out many times from such samples, once per
candidate action on the same sample (common random numbers), with a model of the table: seats in Kid mode
play like :class:`Kid`, the others like :class:`Careful`. It takes the action that won most often: this
weighs the exact crash odds, the points on the line, the score situation, the Hand-Me-Down it might give
away and the cards left before GAME OVER all at once, and it is what makes it beat card counters that
only look at the crash chance. Rollouts stop early once one action is clearly ahead; when neither
pulls clearly ahead, it keeps the card counter's choice (cash in past a 30% crash chance).

Steals compare the best few candidates (the card that helps it most and hurts the leader most) the same
way; a Hand-Me-Down takes the card worth most to it.
"""

from __future__ import annotations

import math
import random

from .bots import Careful, Kid, best_pick, leader, play_to_end
from .rules import CASH, FLIP, PICK, STEAL, TURN, Action, gain_of, loss_of
from .view import TableView


class Shark:
    """Flip, cash in or steal by the win rate of rollouts over the unseen cards."""

    name = "shark"
    instant = False  # rollouts take a while: the scene asks it in the worker process

    def __init__(
        self, seed: int | None = 0, rollouts: int = 128, batch: int = 32, z: float = 2.0, steal_candidates: int = 3
    ) -> None:
        self.rng = random.Random(seed)
        self.rollouts = rollouts  # most rollouts per candidate action
        self.batch = batch  # rollouts between early-stop checks
        self.z = z  # stop once the leading action is this many standard errors ahead
        self.steal_candidates = steal_candidates
        self.last_estimates: dict[Action, float] = {}  # action -> win rate of the last decision (for the coach/tests)

    # ------------------------------------------------------------------ choices
    def choose(self, view: TableView) -> Action:
        phase = view.phase
        if phase == TURN:
            if not view.can_cash():
                return FLIP
            default = CASH if view.crash_chance() > Careful.DEFAULT_THRESHOLD else FLIP
            return self.compare(view, [CASH, FLIP], default)
        if phase == STEAL:
            candidates = [a for _, a in sorted(self.steal_options(view), reverse=True)]
            if len(candidates) == 1:
                return candidates[0]
            return self.compare(view, candidates[: self.steal_candidates], candidates[0])
        if phase == PICK:
            return best_pick(view, view.seat)
        raise ValueError("the game is over")

    def steal_options(self, view: TableView) -> list[tuple[float, Action]]:
        """(heuristic value, action) per victim machine: own gain plus the victim's loss, doubled for the
        leader. Only a machine's top card is offered: it gains and costs at least as much as a lower one."""
        seat = view.seat
        top = leader(view, seat)
        mine = view.pile(seat)
        options: list[tuple[float, Action]] = []
        for q in range(view.players):
            if q == seat:
                continue
            theirs = view.pile(q)
            weight = 1.0 if q == top else 0.5
            for m in range(5):
                if theirs[m]:
                    c = max(theirs[m])
                    options.append((gain_of(mine[m], c) + weight * loss_of(theirs[m], c), Action("steal", q, c)))
        return options

    # ------------------------------------------------------------------ rollouts
    def compare(self, view: TableView, actions: list[Action], default: Action) -> Action:
        """The action with the best win rate over paired rollouts. Between two actions it departs from
        ``default`` (the card counter's choice) only when the rollouts show the other is better by ``z``
        standard errors: a coin-flip estimate must not replace a sound rule of thumb."""
        seat = view.seat
        wins = [0.0] * len(actions)
        diffs_sum = diffs_sq = 0.0  # paired differences: second action minus first
        done = 0
        clear = False
        while done < self.rollouts:
            for _ in range(self.batch):
                sample_seed = self.rng.getrandbits(64)
                results = [self.rollout(view, action, sample_seed, seat) for action in actions]
                for i, r in enumerate(results):
                    wins[i] += r
                d = results[1] - results[0]
                diffs_sum += d
                diffs_sq += d * d
            done += self.batch
            if len(actions) == 2:
                mean = diffs_sum / done
                var = max(diffs_sq / done - mean * mean, 1e-9)
                if abs(mean) > self.z * math.sqrt(var / done):
                    clear = True
                    break
        self.last_estimates = {a: w / done for a, w in zip(actions, wins)}
        if len(actions) == 2 and not clear:
            return default
        best = max(range(len(actions)), key=lambda i: (wins[i], -i))
        return actions[best]

    @staticmethod
    def rollout(view: TableView, action: Action, sample_seed: int, seat: int) -> float:
        """Win share of ``seat`` after ``action`` on one sampled deck, with the table model playing on."""
        state = view.sample_state(random.Random(sample_seed))  # the sample keeps this rng
        state.apply(action)
        n = state.n
        play_to_end(state, [(Kid() if state.kid[q] else Careful()).choose for q in range(n)])
        winners = state.winners()
        return 1.0 / len(winners) if seat in winners else 0.0


RolloutShark = Shark
"""The same player under the name that says how it plays (``shark.Shark`` is the lobby's name for it)."""
