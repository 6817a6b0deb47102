"""Insert Coin to Play's judge for the review of a finished game (:mod:`arcade.core.review`) and the
coach: the Planner CPU's own estimate of the seat's final score after each placing option (a piece
placed, a Life or an ability's square, a pass), from that seat's view only
(:meth:`.bots.Planner.option_values`). Keeping Levels, Kabuki Love and attacks are not judged. Pure: no
pygame.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from .actions import Action
from .bots import Planner
from .cpu import make_bot
from .view import SeatView


class Judge:
    """The Planner's estimate of the final score after each placing option."""

    unit = "points"

    def __init__(self, seed: int = 0) -> None:
        planner = make_bot("Planner", 0, seed)
        assert isinstance(planner, Planner)
        self.planner = planner

    def values(self, view: SeatView, actions: Sequence[Hashable]) -> dict[Hashable, float]:
        got = self.planner.option_values(view, [a for a in actions if isinstance(a, Action)])
        values: dict[Hashable, float] = {a: v for a, v in got.items()}
        return values

    def describe(self, action: object, view: SeatView) -> str:
        assert isinstance(action, Action)
        return describe(action)


def describe(action: Action) -> str:
    """An option in words: a piece and its Level and square, a Life's or ability's square, a pass."""
    square = f"column {action.x + 1}, row {action.y + 1}"
    level = f"Level {action.level + 1}"
    if action.kind == "place":
        return f"{action.piece} on {level} at {square}"
    if action.kind == "life":
        return f"a Life for {level}, {square}"
    if action.kind == "fill":
        return f"the ability's square on {level}, {square}"
    if action.kind == "pass":
        return "pass"
    if action.kind == "decline":
        return "decline"
    return action.kind


def make(seed: int = 0) -> Judge:
    """``GameInfo.review``: the judge the review and the coach use."""
    return Judge(seed)
