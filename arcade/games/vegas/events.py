"""Vegas Slot Machine 1973: the events ``apply`` returns (a scene's presenter turns them into call-outs
and the cascade it replays). Pure: no pygame."""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.rules import Event

from .actions import EMPTY


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    extra: bool = False


@dataclass(frozen=True, slots=True)
class CardPlaced(Event):
    seat: int
    pos: int
    symbol: int
    build: bool = False


@dataclass(frozen=True, slots=True)
class PrizeClaimed(Event):
    seat: int
    symbol: int
    cards: int
    points: int
    where: str  # "grid" or "hand"
    cells: tuple[int, ...] = ()  # the payline (or the three shields) in the grid


@dataclass(frozen=True, slots=True)
class Misplayed(Event):
    """Variation M: a card played from memory that the placement rules do not allow there. It is shown
    to everyone and discarded; the turn's play is lost (docs/rules-decisions.md, "Issue 21 decisions")."""

    seat: int
    pos: int
    symbol: int


@dataclass(frozen=True, slots=True)
class Grid(Event):
    """What the slot machine shows right after the event before it: every top symbol (EMPTY for a gap)
    and every stack height (public information), so a scene can replay a cascade step by step."""

    tops: tuple[int, ...]
    heights: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Refilled(Event):
    pos: int
    symbol: int


@dataclass(frozen=True, slots=True)
class Covered(Event):
    pos: int
    symbol: int


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    seat: int
    count: int
    open_card: int = EMPTY  # the symbol taken from the open cards (variation L), else EMPTY


@dataclass(frozen=True, slots=True)
class CumberUsed(Event):
    seat: int
    action: str
    a: int = -1
    b: int = -1


@dataclass(frozen=True, slots=True)
class CumberTaken(Event):
    seat: int
    pos: int


@dataclass(frozen=True, slots=True)
class SpinAgainUsed(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class CardsBuried(Event):
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    count: int


@dataclass(frozen=True, slots=True)
class DeckEmpty(Event):
    pass


@dataclass(frozen=True, slots=True)
class TurnSkipped(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class ClockTicked(Event):
    elapsed_ms: int


@dataclass(frozen=True, slots=True)
class RoundOver(Event):
    round: int
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
