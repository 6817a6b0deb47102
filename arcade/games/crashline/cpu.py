"""Crash Line's computer players by lobby level: ``GameInfo.make_bot`` (pure, no pygame).

Kid and Careful decide in microseconds (``instant``); the Shark runs its rollouts in the worker. A Kid
seat plays in Kid mode (the free save), which is the table's rule: :func:`play` sets it up for the match
runner as the scene does (``scene.kid_seats``).
"""

from __future__ import annotations

from collections.abc import Sequence

from arcade.core.bots import bot_seed, level_named

from .bots import Careful, Kid, play_to_end
from .rules import Action, CrashLine
from .shark import HEADS_UP_BUDGET, TABLE_BUDGET, Shark
from .view import TableView

LEVELS = ("Kid", "Careful", "Shark")


class TableShark(Shark):
    """The lobby's Shark (``shark.lobby_shark``), its rollout budget set by the table it sits at: the
    number of players is read from its first view, since a bot is made before it sees the table."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed=seed, **TABLE_BUDGET)
        self.sized = False

    def size_for(self, view: TableView) -> None:
        """Take the budget of the table ``view`` shows (once: the table does not change)."""
        if not self.sized:
            budget = HEADS_UP_BUDGET if view.players == 2 else TABLE_BUDGET
            self.rollouts, self.batch, self.z = budget["rollouts"], budget["batch"], budget["z"]
            self.sized = True

    def choose(self, view: TableView) -> Action:
        self.size_for(view)
        return super().choose(view)


def make_bot(level: str, seat: int, seed: int) -> Kid | Careful | TableShark:
    """The bot of ``level`` (Kid, Careful, Shark; any case) for ``seat``, seeded ``seed``."""
    name = level_named(LEVELS, level)
    if name == "Kid":
        return Kid(seed=seed)
    if name == "Careful":
        return Careful(seed=seed)
    return TableShark(seed)


def play(levels: Sequence[str], seed: int) -> CrashLine:
    """One game for the match runner: seat ``s`` played by ``levels[s]``, a Kid seat in Kid mode."""
    n = len(levels)
    kid = [s for s, level in enumerate(levels) if level.lower() == "kid"]
    state = CrashLine(n, seed, kid=kid)
    play_to_end(state, [make_bot(level, s, bot_seed(seed, s)).choose for s, level in enumerate(levels)])
    return state
