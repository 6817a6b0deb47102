"""A duel on the console, played by a computer duellist: the real console machine and a reaction-model bot.

Used by the simulator and the CPU players (the scene runs the console scene instead, and applies the same
One Hand rule to a person's key presses). Pure: no pygame.

One Hand, our digital meaning (the rulebook's card asks a player to play one-handed, which a keyboard or a
bot cannot be made to do): the named duellist's presses on the column of buttons farthest from the named
hand land ``REACH_MS`` late, the time a single hand needs to reach across the panel. Left hand: the right
column (cells 3, 6, 9) is far; right hand: the left column (1, 4, 7).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from arcade.core.rules import IllegalAction
from arcade.games.console.duel_api import Machine, ReflexBot, new_game, play_out
from arcade.games.mania.actions import MAX_SCORE, Action

REACH_MS = 150.0
"""One Hand: how much later a press on the far column lands."""

FAR_COLUMN: dict[str, frozenset[int]] = {"left": frozenset((3, 6, 9)), "right": frozenset((1, 4, 7))}

if TYPE_CHECKING:
    from arcade.games.mania.rules import Mania


def far_cells(hand: str | None) -> frozenset[int]:
    """The cells a One Hand duellist playing with ``hand`` reaches late (none with both hands)."""
    if hand is None:
        return frozenset()
    if hand not in FAR_COLUMN:
        raise ValueError(f"a hand is 'left' or 'right', not {hand!r}")
    return FAR_COLUMN[hand]


class OneHandBot(ReflexBot):
    """A reaction-model duellist whose presses on ``far`` cells land ``REACH_MS`` late."""

    def __init__(
        self, median_ms: float, seed: int, far: frozenset[int] = frozenset(), throw_at: int | None = None
    ) -> None:
        super().__init__(median_ms, seed=seed, throw_at=throw_at)
        self.far = far

    def _plan(self, now: float, kind: str, cell: int, rt: float | None = None) -> None:
        if kind == "press" and cell in self.far:
            rt = (self.reaction_ms() if rt is None else rt) + REACH_MS
        super()._plan(now, kind, cell, rt)


def play_duel(
    game: str, skill: int, median_ms: float, seed: int, one_hand: str | None = None, throw_at: int | None = None
) -> int:
    """The console score a bot of ``median_ms`` reaction makes on ``game`` at ``skill`` (capped at 99)."""
    machine = new_game(game, skill, seed=seed)
    bot = OneHandBot(median_ms, seed ^ 0x5EED, far_cells(one_hand), throw_at=throw_at)
    play_out(machine, bot)
    return min(machine.final_score or 0, MAX_SCORE)


def held_score(machine: Machine, bot: ReflexBot | None = None) -> int | None:
    """The score a duel keeps when the game is held (Hold & Quit) with ``machine`` on the console: None
    before its game has started (nothing played: the duel is played when the game resumes); a person's
    (``bot`` None) points so far (quitting ends their game, so it can never undo a bad run); a computer's
    game played out to its end on copies (the score it would have made, so a hold cannot cut it short)."""
    if machine.final_score is not None:
        return min(machine.final_score, MAX_SCORE)
    if machine.game_id is None or machine.mode != "playing":
        return None
    if bot is None:
        return min(machine.score, MAX_SCORE)
    rest = play_out(machine.clone(), copy.deepcopy(bot))
    return min(rest.final_score if rest.final_score is not None else rest.score, MAX_SCORE)


def trial(state: Mania, action: Action) -> list[Any]:
    """The events applying ``action`` (legal now) would bring, tried on a copy: the state's dice are not
    touched (an illegal action brings none). The scene looks ahead with it for a roll or a duel's result."""
    try:
        events: list[Any] = state.clone().apply(action)  # (typed events: a roll names its seat)
    except IllegalAction:
        return []
    return events
