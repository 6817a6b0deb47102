"""The one protocol every rules engine follows, and the plain-data round trip.

Rules modules never import pygame. A state owns its seeded ``random.Random``; chance comes only from it,
so a state rebuilt from ``to_data()`` continues exactly as the original would. Hidden information is
exposed through ``view(seat)``: computer players read only that, and a scene's frame is built from the
view of the one person who may look, or from ``public_view()`` (what every player may know) when nobody
may (``arcade.scenes.kit.secrecy`` decides).

The shape follows OpenSpiel's State and boardgame.io's pure moves:

- ``current_player()`` is the seat to act, :data:`SIMULTANEOUS` when several seats may act (real-time
  games) or :data:`TERMINAL` once the game is over.
- ``legal_actions(seat=None)`` lists what ``apply`` accepts now: for the acting seat (turn-based) or for
  every seat (real-time); with ``seat`` only that seat's actions (empty when it may not act).
- ``apply(action)`` plays one action and returns a list of typed :class:`Event` objects. An action that is
  not legal raises :class:`IllegalAction` with a clear message and leaves the state unchanged.
- Real-time engines (Top Speed!, the console) carry the time in their actions (``t_ms``) and keep
  ``now_ms``; their ``legal_actions`` are stamped ``now_ms`` and include :class:`Wait` actions, so time
  itself only moves through ``apply`` and a replay of the same actions gives the same game.
- ``view(seat)`` is everything that seat may see, copied (boardgame.io's playerView): it holds no
  reference to the state, no game and no random generator, and ``to_data()`` gives it as plain data; two
  states that differ only in what the seat cannot see give equal views (``tests/test_views_plain.py``).
  ``sample_hidden(seat, rng)`` returns such a state (a determinisation: the hidden parts redrawn from
  ``rng``), which strong computer players plan over and the conformance test checks views with.
- ``scores()`` and ``winners()`` (seats sharing the win) are defined at any time; ``clone()`` is an
  independent copy; ``to_data()``/``from_data()`` round-trip through JSON-safe data.

``tests/test_engines.py`` drives every registered engine only through this protocol.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

SIMULTANEOUS = -2
"""``current_player()`` value when every seat may act (real-time games)."""

TERMINAL = -1
"""``current_player()`` value once the game is over."""


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action that is not legal now. The state is left unchanged."""


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every typed event an engine's ``apply`` returns. Subclasses are frozen dataclasses whose
    fields are plain values; ``kind`` is a short name for logs and presenters."""

    @property
    def kind(self) -> str:
        return type(self).__name__


@dataclass(frozen=True, slots=True)
class Wait:
    """Real-time engines: let the clock run to ``t_ms`` (everything due by then happens)."""

    t_ms: float


@dataclass(frozen=True, slots=True)
class TimeAdvanced(Event):
    """A :class:`Wait` was applied: the engine's clock now reads ``t_ms``."""

    t_ms: float


@runtime_checkable
class GameState(Protocol):
    """What the cabinet, the tests, the simulator and the bots rely on."""

    GAME_ID: str
    DATA_VERSION: int
    REALTIME: bool

    @property
    def num_seats(self) -> int: ...

    def current_player(self) -> int: ...

    def legal_actions(self, seat: int | None = None) -> list[Any]: ...

    def apply(self, action: Any) -> list[Event]: ...

    def is_terminal(self) -> bool: ...

    def scores(self) -> list[Any]: ...

    def winners(self) -> list[int]: ...

    def view(self, seat: int) -> Any: ...

    def sample_hidden(self, seat: int, rng: random.Random) -> GameState: ...

    def clone(self) -> GameState: ...

    def to_data(self) -> dict[str, Any]: ...

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> GameState: ...


def rng_to_data(rng: random.Random) -> list[Any]:
    """A JSON-safe copy of a ``random.Random`` state."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_data(data: Iterable[Any]) -> random.Random:
    """Rebuild a ``random.Random`` from :func:`rng_to_data` output; a malformed value raises ValueError."""
    try:
        version, internal, gauss = data
        if (
            type(version) is not int
            or not isinstance(internal, (list, tuple))
            or any(type(x) is not int for x in internal)
        ):
            raise ValueError("not whole numbers")
        internal = tuple(internal)
        if len(internal) != 625 or any(not 0 <= x < (1 << 32) for x in internal[:624]):
            raise ValueError("wrong size or range")
        if gauss is not None and type(gauss) is not float:
            raise ValueError("gauss is not a number")
        rng = random.Random()
        rng.setstate((int(version), internal, None if gauss is None else float(gauss)))
    except (TypeError, ValueError, OverflowError) as exc:
        raise ValueError(f"saved random state is malformed: {exc}") from exc
    return rng


def copy_rng(rng: random.Random) -> random.Random:
    """An independent generator that continues exactly where ``rng`` is."""
    other = random.Random.__new__(random.Random)
    other.setstate(rng.getstate())
    return other


def check_data_version(data: object, game_id: str, version: int) -> None:
    """Refuse plain data that is not a state of this game at this version, with a clear message."""
    if not isinstance(data, dict):
        raise ValueError(f"{game_id}: saved state is not an object")
    if data.get("game") != game_id:
        raise ValueError(f"saved state is for {data.get('game')!r}, not {game_id!r}")
    if data.get("version") != version:
        raise ValueError(f"{game_id}: saved state version {data.get('version')!r}, expected {version}")
