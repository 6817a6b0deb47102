"""What a player can do in Electronic Arcade Mania, as hashable frozen dataclasses with a plain-data form.

Dataclasses (not NamedTuples) so that actions of different kinds never compare equal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

MAX_SCORE = 99
"""The highest console score a duel action carries (a longer game counts as 99)."""


@dataclass(frozen=True, slots=True)
class ChooseSlide:
    """Setup: take a Game Slide (and the pawn of its colour)."""

    slide: str


@dataclass(frozen=True, slots=True)
class Challenge:
    """On your own slide's space, an unowned slide's space or ANY / ANY: name the Defender and the game."""

    defender: int
    game: str


@dataclass(frozen=True, slots=True)
class Bet:
    """A secret bet of ``amount`` chips on seat ``on`` (a duellist); ``Bet(-1, 0)`` is no bet."""

    on: int
    amount: int


NO_BET = Bet(-1, 0)


@dataclass(frozen=True, slots=True)
class Play:
    """Play event card ``card``; ``target`` is a seat where the card names one, ``hand`` for One Hand."""

    card: str
    target: int = -1
    hand: str = ""


@dataclass(frozen=True, slots=True)
class Pass:
    """Play no card now (in a card window), or do not draw (holding 5 cards)."""


PASS = Pass()


@dataclass(frozen=True, slots=True)
class DuelScore:
    """The console score ``seat`` made in the duel (supplied by the scene or the simulator)."""

    seat: int
    score: int


Action = ChooseSlide | Challenge | Bet | Play | Pass | DuelScore
"""Any Mania action."""

ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls for cls in (ChooseSlide, Challenge, Bet, Play, Pass, DuelScore)
}
_FIELDS: dict[str, tuple[tuple[str, type[int] | type[str]], ...]] = {
    "ChooseSlide": (("slide", str),),
    "Challenge": (("defender", int), ("game", str)),
    "Bet": (("on", int), ("amount", int)),
    "Play": (("card", str), ("target", int), ("hand", str)),
    "Pass": (),
    "DuelScore": (("seat", int), ("score", int)),
}


def action_to_data(action: Action) -> list[int | str]:
    name = type(action).__name__
    if name not in ACTION_TYPES:
        raise ValueError(f"not a mania action: {action!r}")
    return [name] + [getattr(action, f) for f, _ in _FIELDS[name]]


def action_from_data(data: object) -> Action:
    """Rebuild an action from :func:`action_to_data` output; anything malformed raises ValueError."""
    if not isinstance(data, (list, tuple)) or not data or data[0] not in ACTION_TYPES:
        raise ValueError(f"not a mania action: {data!r}")
    fields = _FIELDS[data[0]]
    if len(data) != len(fields) + 1:
        raise ValueError(f"{data[0]} takes {len(fields)} fields: {data!r}")
    values: list[int | str] = []
    for (name, typ), value in zip(fields, data[1:]):
        if not isinstance(value, typ) or isinstance(value, bool):
            raise ValueError(f"{data[0]}.{name} must be {typ.__name__}: {value!r}")
        values.append(value)
    # the fields were checked one by one against _FIELDS above, in the constructor's order
    make: Callable[..., Action] = ACTION_TYPES[data[0]]
    return make(*values)
