"""The phase handlers of Insert Coin to Play (the State pattern): for each phase, the legal actions of a
seat, why an action is refused and what a legal action does. The state keeps the data and delegates
(pure, no pygame)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from arcade.core.rules import Event

from . import deal, play
from .actions import Action
from .constants import KEEP_PHASE, OVER, PLAY

if TYPE_CHECKING:
    from .rules import InsertCoin


class PhaseHandler(NamedTuple):
    legal: Callable[[InsertCoin, int], list[Action]]
    reject: Callable[[InsertCoin, Action], str | None]
    apply: Callable[[InsertCoin, Action, list[Event]], None]


def _over_legal(state: InsertCoin, seat: int) -> list[Action]:
    return []


def _over_reject(state: InsertCoin, action: Action) -> str | None:
    return "the game is over"


def _over_apply(state: InsertCoin, action: Action, ev: list[Event]) -> None:
    raise AssertionError("no action is legal once the game is over")


HANDLERS: dict[str, PhaseHandler] = {
    KEEP_PHASE: PhaseHandler(deal.legal, deal.reject, deal.apply),
    PLAY: PhaseHandler(play.legal, play.reject, play.apply),
    OVER: PhaseHandler(_over_legal, _over_reject, _over_apply),
}
