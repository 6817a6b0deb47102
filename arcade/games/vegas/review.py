"""Vegas Slot Machine 1973's judge for the review of a finished game (:mod:`arcade.core.review`) and the
coach: the Strong CPU's own measure of each placing move, from the deciding seat's view only: the points
it makes now plus, discounted, what the grid and the hand are worth after it with the odds of the unseen
cards (:meth:`.strong.Strong.play_values`). Moves it does not weigh (a take, a spin, a discard) are not
judged. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from .components import NAMES
from .cpu import make_bot
from .rules import Act, VegasView
from .strong import Strong


class Judge:
    """Expected points of each placing move, by the Strong CPU's measure."""

    unit = "points"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def values(self, view: VegasView, actions: Sequence[Hashable]) -> dict[Hashable, float]:
        strong = make_bot("Strong", view.seat, self.seed)  # a fresh one each time: a position's values never
        assert isinstance(strong, Strong)  # depend on the order they are asked in
        strong.remember(view)  # what lies under the stacks, as far as this view shows
        got = strong.play_values(view, [a for a in actions if isinstance(a, Act)])
        values: dict[Hashable, float] = {a: v for a, v in got.items()}
        return values

    def describe(self, action: object, view: VegasView) -> str:
        assert isinstance(action, Act)
        where = view.geo.place_name(action.a) if action.a >= 0 and action.a < view.geo.size else ""
        if action.kind in ("play", "build"):
            symbol = view.hand[action.slot] if 0 <= action.slot < len(view.hand) else -1
            card = NAMES[symbol] if symbol >= 0 else "a face-down card"
            return f"{card} on {where}"
        if action.kind == "c_move":
            return f"Cumber: move the card on {where}"
        if action.kind == "c_special":
            return "Cumber: the month's effect"
        return action.kind


def make(seed: int = 0) -> Judge:
    """``GameInfo.review``: the judge the review and the coach use."""
    return Judge(seed)
