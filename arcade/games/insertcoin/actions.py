"""Insert Coin to Play's decisions: the :class:`Action` a seat takes and its builders, the :data:`Task` a
seat still owes on a card, and their plain-data forms (pure, no pygame)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Literal, NamedTuple

from .constants import LIFE_ATTACKS, cards

Task = (
    tuple[Literal["draw"], int]
    | tuple[Literal["second"], str]
    | tuple[Literal["fill"], int, str]
    | tuple[Literal["kabuki"]]
    | tuple[Literal["attack"], str]
)
"""A decision a seat still owes on this card: ``("draw", bonus)`` a symbol (``bonus`` 1: Space Ship's
second one follows), ``("second", piece)`` that second symbol, ``("fill", squares left, shape)`` an
ability's fills, ``("kabuki",)`` Kabuki Love's pick, ``("attack", shape)`` whether a game-ending attack lands."""

ActionData = list[str | int | list[int]]
"""An :class:`Action` as plain data (:meth:`Action.to_data`)."""


def asked_shape(task: Task) -> str:
    """The shape whose ability a fill, Kabuki Love or attack decision is about (``kabuki_love`` otherwise)."""
    if task[0] == "fill":
        return task[2]
    if task[0] == "attack":
        return task[1]
    return "kabuki_love"


class Action(NamedTuple):
    """One decision of one seat. Build them with the helpers below.

    ``kind``: ``keep`` (``cards``), ``place`` (``piece``, ``orient``, ``level``, ``x``, ``y``: the
    orientation's top-left square), ``life`` (spend a Life instead of a symbol and fill square ``x, y`` of
    ``level``), ``fill`` (an ability's square), ``pass`` (skip the Space Ship's second symbol), ``kabuki``
    (complete 10-point ``level``), ``decline`` (do not use the ability now asked: the rest of its fills,
    Kabuki Love, or an attack that would end the game), ``use`` (let that attack land).
    """

    kind: str
    seat: int
    level: int = -1
    x: int = -1
    y: int = -1
    piece: str = ""
    orient: int = -1
    cards: tuple[int, ...] = ()

    def to_data(self) -> ActionData:
        return [self.kind, self.seat, self.level, self.x, self.y, self.piece, self.orient, list(self.cards)]

    @classmethod
    def from_data(cls, data: object) -> Action:
        try:
            if not isinstance(data, Iterable):
                raise TypeError(f"{type(data).__name__} is not a list")
            kind, seat, level, x, y, piece, orient, cards = data
            return cls(
                str(kind), int(seat), int(level), int(x), int(y), str(piece), int(orient), tuple(int(c) for c in cards)
            )
        except (TypeError, ValueError) as exc:
            raise ValueError(f"insertcoin: not an action: {data!r}") from exc


def keep(seat: int, cards: Iterable[int]) -> Action:
    return Action("keep", seat, cards=tuple(sorted(cards)))


def place(seat: int, piece: str, orient: int, level: int, x: int, y: int) -> Action:
    return Action("place", seat, level, x, y, piece, orient)


def spend_life(seat: int, level: int, x: int, y: int) -> Action:
    return Action("life", seat, level, x, y)


def fill(seat: int, level: int, x: int, y: int) -> Action:
    return Action("fill", seat, level, x, y)


def pass_symbol(seat: int) -> Action:
    return Action("pass", seat)


def kabuki(seat: int, level: int) -> Action:
    return Action("kabuki", seat, level)


def decline(seat: int) -> Action:
    return Action("decline", seat)


def use_attack(seat: int) -> Action:
    return Action("use", seat)


FIELDS_OF_KIND = {
    # which fields each kind of action uses (the others must keep their defaults)
    "keep": ("cards",),
    "place": ("level", "x", "y", "piece", "orient"),
    "life": ("level", "x", "y"),
    "fill": ("level", "x", "y"),
    "pass": (),
    "kabuki": ("level",),
    "decline": (),
    "use": (),
}


def canonical(action: tuple[Any, ...]) -> tuple[Any, ...]:
    """``action`` with every field its kind does not use put back to its default."""
    a = Action(*action)
    used = FIELDS_OF_KIND[a.kind]
    return tuple(Action(a.kind, a.seat, **{f: getattr(a, f) for f in used}))


def as_action(action: tuple[Any, ...]) -> Action:
    """An accepted action as an :class:`Action` (a plain tuple equal to one is accepted too)."""
    return action if type(action) is Action else Action(*action)


def task_from_data(t: object) -> Task:
    """A saved :data:`Task`, checked (ValueError or TypeError when it is not one)."""
    if not isinstance(t, Sequence):
        raise TypeError(f"{type(t).__name__} is not a list")
    kind = t[0]
    if kind == "draw" and len(t) == 2:
        return ("draw", int(t[1]))
    if kind == "second" and len(t) == 2 and t[1] in {p for c in cards() for p in c.symbols}:
        return ("second", str(t[1]))
    if kind == "fill" and len(t) == 3 and int(t[1]) >= 1:
        return ("fill", int(t[1]), str(t[2]))
    if kind == "kabuki" and len(t) == 1:
        return ("kabuki",)
    if kind == "attack" and len(t) == 2 and t[1] in LIFE_ATTACKS:
        return ("attack", str(t[1]))
    raise ValueError(f"unknown task {t!r}")


def action_to_data(action: tuple[Any, ...]) -> ActionData:
    """The replay codec (:mod:`arcade.core.replays`): an action as plain data."""
    return as_action(action).to_data()


def action_from_data(data: object) -> Action:
    """The replay codec: an action from :func:`action_to_data`; anything malformed raises ValueError."""
    return Action.from_data(data)
