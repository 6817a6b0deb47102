"""What ``TopSpeedState.apply`` reports: one typed, frozen event per thing that happened, in order
(time passing is the core's :class:`~arcade.core.rules.TimeAdvanced`). Pure."""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.rules import Event


@dataclass(frozen=True, slots=True)
class RaceStarted(Event):
    """The start time was reached: every lane card is face up and the top cards may be turned."""

    t_ms: float


@dataclass(frozen=True, slots=True)
class Placed(Event):
    seat: int
    t_ms: float
    row: int
    card: int
    fits: bool  # False: it repeats a colour or part in the row (a mistake)


@dataclass(frozen=True, slots=True)
class SentToBottom(Event):
    seat: int
    t_ms: float
    card: int


@dataclass(frozen=True, slots=True)
class TookBack(Event):
    """A mistake card was corrected: it is back on top of the seat's deck."""

    seat: int
    t_ms: float
    row: int
    card: int


@dataclass(frozen=True, slots=True)
class Called(Event):
    """ "Top Speed!": the race is over; ``valid`` says whether no card left in the deck fitted any row."""

    seat: int
    t_ms: float
    valid: bool


@dataclass(frozen=True, slots=True)
class TimeUp(Event):
    t_ms: float


@dataclass(frozen=True, slots=True)
class Refused(Event):
    """A move of a batch (or of a tie) that was not legal when its turn came; nothing changed for it."""

    seat: int
    t_ms: float
    move_kind: str
    reason: str
