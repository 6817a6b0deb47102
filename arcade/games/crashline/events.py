"""What ``CrashLine.apply`` reports: one typed, frozen event per thing that happened, in order. Pure.

Seats are ints, cards are card ids (see :mod:`.cards`). Events that change a score carry the points, so
nothing outside the rules adds up scores: :class:`CashedIn`, :class:`Picked` and :class:`Stole`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arcade.core.rules import Event


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """``seat``'s turn begins; ``free_save`` when it plays in Kid mode (one free save this turn)."""

    seat: int
    free_save: bool


@dataclass(frozen=True, slots=True)
class HeadStart(Event):
    """Before the first turn the last seat flipped until ``card`` (a Machine card) showed and scored it;
    the special cards met on the way (``shuffled_back``) went back into the deck."""

    seat: int
    card: int
    shuffled_back: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Flipped(Event):
    """``seat`` flipped ``card`` from the deck."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class Saved(Event):
    """``card`` repeated a machine but did not crash: ``one_up`` (a 1-UP from the line) or, when it is -1,
    Kid mode's free save stopped it. Both go to the discard pile."""

    seat: int
    card: int
    one_up: int

    @property
    def free(self) -> bool:
        return self.one_up < 0


@dataclass(frozen=True, slots=True)
class Crashed(Event):
    """``card`` repeated a machine in ``seat``'s line with nothing to save it: the line is lost. ``line``:
    the wrecked line as it crashed (``card`` last), what the table shows while CRASH! plays."""

    seat: int
    card: int
    line: tuple[int, ...] = field(default=(), compare=False)


@dataclass(frozen=True, slots=True)
class HandMeDownOffered(Event):
    """``picker`` (fewest score cards) may take one Machine card from ``crasher``'s wrecked line."""

    picker: int
    crasher: int


@dataclass(frozen=True, slots=True)
class Picked(Event):
    """``seat`` took ``card`` as its Hand-Me-Down, gaining ``points``."""

    seat: int
    card: int
    points: int


@dataclass(frozen=True, slots=True)
class LineDiscarded(Event):
    """What was left of ``seat``'s line went to the discard pile."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Glitched(Event):
    """GLITCH!: ``seat`` must flip two more cards before it may cash in (BLOW THE CARTRIDGE!)."""

    seat: int


@dataclass(frozen=True, slots=True)
class GotNext(Event):
    """I GOT NEXT!: ``seat`` steals a card next, when ``can_steal`` (a rival has a score card)."""

    seat: int
    can_steal: bool


@dataclass(frozen=True, slots=True)
class Stole(Event):
    """``seat`` took ``card`` from ``victim``'s score pile: ``points`` gained, ``lost`` by the victim."""

    seat: int
    victim: int
    card: int
    points: int
    lost: int


@dataclass(frozen=True, slots=True)
class CashedIn(Event):
    """``seat`` moved ``cards`` (the line's Machine cards) to its score pile, gaining ``points``."""

    seat: int
    cards: tuple[int, ...]
    points: int


@dataclass(frozen=True, slots=True)
class PerfectRun(Event):
    """HIGH SCORE!: five different machines in ``seat``'s line; it cashes in and plays another turn."""

    seat: int


@dataclass(frozen=True, slots=True)
class Continued(Event):
    """CONTINUE?: the deck ran out the first time; the discard pile became a deck of ``deck_size``."""

    deck_size: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The deck ran out again while ``seat`` flipped: its line cashes in (a :class:`CashedIn` follows)."""

    seat: int


ALL_EVENTS = (
    TurnStarted,
    HeadStart,
    Flipped,
    Saved,
    Crashed,
    HandMeDownOffered,
    Picked,
    LineDiscarded,
    Glitched,
    GotNext,
    Stole,
    CashedIn,
    PerfectRun,
    Continued,
    GameOver,
)
