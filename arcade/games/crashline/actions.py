"""Crash Line's actions: plain hashable values (NamedTuples) that round-trip through plain data. Pure."""

from __future__ import annotations

from typing import Any, NamedTuple

from .cards import MACHINE_CARDS, card_name
from .phases import MAX_PLAYERS


class Action(NamedTuple):
    """One decision. ``kind`` is ``flip``, ``cash``, ``steal`` (``victim``, ``card``) or ``pick`` (``card``)."""

    kind: str
    victim: int = -1
    card: int = -1

    def __str__(self) -> str:
        if self.kind == "steal":
            return f"steal {card_name(self.card)} from seat {self.victim}"
        if self.kind == "pick":
            return f"pick {card_name(self.card)}"
        return self.kind

    def to_data(self) -> list[str | int]:
        return [self.kind, self.victim, self.card]

    @classmethod
    def from_data(cls, data: Any) -> Action:
        """An action from :meth:`to_data`; anything malformed raises ValueError."""
        if (
            not isinstance(data, (list, tuple))
            or len(data) != 3
            or data[0] not in ("flip", "cash", "steal", "pick")
            or not all(type(x) is int for x in data[1:])
        ):
            raise ValueError(f"not a Crash Line action: {data!r}")
        return cls(*data)


FLIP = Action("flip")
CASH = Action("cash")


# Every steal and pick made once (the simulator asks for them in every game).
_STEALS = tuple(tuple(Action("steal", q, c) for c in range(MACHINE_CARDS)) for q in range(MAX_PLAYERS))
_PICKS = tuple(Action("pick", -1, c) for c in range(MACHINE_CARDS))


def steal(victim: int, card: int) -> Action:
    """Take ``card`` from ``victim``'s score pile (after flipping I GOT NEXT!)."""
    if type(victim) is int and type(card) is int and 0 <= victim < MAX_PLAYERS and 0 <= card < MACHINE_CARDS:
        return _STEALS[victim][card]
    return Action("steal", victim, card)


def pick(card: int) -> Action:
    """The Hand-Me-Down: take ``card`` from the crashed line."""
    if type(card) is int and 0 <= card < MACHINE_CARDS:
        return _PICKS[card]
    return Action("pick", -1, card)


def action_to_data(action: Action) -> list[str | int]:
    """The replay codec (:mod:`arcade.core.replays`): an action as plain data."""
    return Action(*action).to_data()


def action_from_data(data: Any) -> Action:
    """The replay codec: an action from :func:`action_to_data`; anything malformed raises ValueError."""
    return Action.from_data(data)
