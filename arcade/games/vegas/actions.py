"""Vegas Slot Machine 1973: the phases, a decision (:class:`Act`), a prize won (:class:`Prize`) and the
check of an action handed to ``apply``. Pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from arcade.core.rules import IllegalAction

EMPTY = -1
PH_BUILD, PH_PLAY, PH_REACT, PH_TAKE, PH_BURY, PH_SPIN, PH_DISCARD, PH_DRAW, PH_OVER = range(9)
PHASES = ("build", "play", "react", "take", "bury", "spin", "discard", "draw", "over")


class Act(NamedTuple):
    """One decision. ``kind`` names it; ``slot`` is a hand index, ``a``/``b`` positions or parameters.

    build/play (slot, pos); c_move (slot, from, to); c_look, c_bury, c_draw3 (slot);
    c_special (slot, a, b) for the effect of the month; bury (slot) puts a hand card under the deck;
    take/leave a Cumber turned up while refilling; spin/pass; discard (slot) under N;
    draw (a = open card index or -1 for the deck) and stop (O: draw no more); tick (a = ms) under U.
    """

    kind: str
    slot: int = -1
    a: int = -1
    b: int = -1

    def to_data(self) -> list[str | int]:
        return [self.kind, self.slot, self.a, self.b]

    @classmethod
    def from_data(cls, data: Any) -> Act:
        try:
            kind, slot, a, b = data
            if not isinstance(kind, str):
                raise TypeError("kind")
            return cls(kind, int(slot), int(a), int(b))
        except (TypeError, ValueError) as exc:
            raise ValueError(f"not a Vegas action: {data!r}") from exc


class Prize(NamedTuple):
    """A prize won: its symbol, the cards taken (under variation Q only the one kept), its points. Saved
    as the plain list ``[symbol, cards, points]``."""

    symbol: int
    cards: list[int]
    points: int


def as_act(action: object) -> Act:
    """An action handed to ``apply``: an :class:`Act` or its fields as a list or tuple (1 to 4 of them:
    kind, slot, a, b). The kind must be a string and the numbers whole numbers, or it is refused."""
    if isinstance(action, Act):
        if type(action.slot) is int and type(action.a) is int and type(action.b) is int and type(action.kind) is str:
            return action  # the usual case, taken fast: apply runs once a decision
        fields: Sequence[object] = action
    elif isinstance(action, (list, tuple)) and 1 <= len(action) <= 4:
        fields = action
    else:
        raise IllegalAction(f"{action!r} is not a Vegas action")
    kind, *numbers = fields
    whole = [v for v in numbers if isinstance(v, int) and not isinstance(v, bool)]
    if not isinstance(kind, str) or len(whole) != len(numbers):
        raise IllegalAction(f"{action!r} is not a Vegas action")
    return Act(kind, *whole)


def action_to_data(action: object) -> list[str | int]:
    """The replay codec (:mod:`arcade.core.replays`): an action as plain data."""
    return as_act(action).to_data()


def action_from_data(data: Any) -> Act:
    """The replay codec: an action from :func:`action_to_data`; anything malformed raises ValueError."""
    return Act.from_data(data)
