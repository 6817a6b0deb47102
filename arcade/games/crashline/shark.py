"""The lobby's Shark: the rollout Shark of :mod:`.rollout_shark` (it plays the rest of the game out by
Monte Carlo over the cards it has not seen), with its rollout budget set by the table size. The scene
runs it in the worker process. Its measured strength and the reasons for the budget are in
docs/rules-decisions.md ("Computer players")."""

from __future__ import annotations

from .rollout_shark import Shark

# Heads-up more rollouts bought strength (1,024 with a 3-standard-error stop against 128); at three or
# more players eight times the rollouts bought nothing, so the smaller budget stays there.
HEADS_UP_BUDGET = {"rollouts": 1024, "batch": 128, "z": 3.0}
TABLE_BUDGET = {"rollouts": 128, "batch": 32, "z": 2.0}


def lobby_shark(seed: int, players: int) -> Shark:
    """The Shark the lobby seats (and the simulator's ``shark``): the rollout Shark, its budget set by
    the table size."""
    return Shark(seed=seed, **(HEADS_UP_BUDGET if players == 2 else TABLE_BUDGET))
