"""The lobby's Shark: the rollout Shark of :mod:`.rollout_shark` (it plays the rest of the game out by
Monte Carlo over the cards it has not seen), with its rollout budget set by the table size
(``cpu.TableShark``, made by ``GameInfo.make_bot``). The scene runs it in the worker process. Its
measured strength and the reasons for the budget are in docs/rules-decisions.md ("Computer players")."""

from __future__ import annotations

from typing import TypedDict

from .rollout_shark import Shark

__all__ = ["HEADS_UP_BUDGET", "TABLE_BUDGET", "Budget", "Shark"]


class Budget(TypedDict):
    """A rollout budget, as :class:`.rollout_shark.Shark` takes it: most rollouts per action, rollouts
    between early-stop checks, and the lead (in standard errors) that stops early."""

    rollouts: int
    batch: int
    z: float


# Heads-up more rollouts bought strength (1,024 with a 3-standard-error stop against 128); at three or
# more players eight times the rollouts bought nothing, so the smaller budget stays there.
HEADS_UP_BUDGET: Budget = {"rollouts": 1024, "batch": 128, "z": 3.0}
TABLE_BUDGET: Budget = {"rollouts": 128, "batch": 32, "z": 2.0}
