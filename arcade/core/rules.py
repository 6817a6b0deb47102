"""The small protocol every rules engine follows, and the plain-data round trip.

Rules modules never import pygame. A state owns its seeded ``random.Random``; chance comes only from it,
so a state rebuilt from ``to_data()`` continues exactly as the original would. Hidden information is
exposed through ``view(seat)``: computer players and scenes showing a seat's hand read only that.

Turn-based games follow the shape of OpenSpiel's State; real-time games (Top Speed!, the console) take
actions that carry a millisecond timestamp and may let several seats act (``current_player`` is
``SIMULTANEOUS``).
"""
from __future__ import annotations

import random
from typing import Any, Iterable, Protocol, runtime_checkable

SIMULTANEOUS = -2
"""``current_player()`` value when every seat may act (real-time games)."""

TERMINAL = -1
"""``current_player()`` value once the game is over."""


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action that is not legal now. The state is left unchanged."""


@runtime_checkable
class GameState(Protocol):
    """What the cabinet, the tests, the simulator and the bots rely on."""

    GAME_ID: str
    DATA_VERSION: int

    def current_player(self) -> int: ...

    def legal_actions(self, seat: int | None = None) -> list[Any]: ...

    def apply(self, action: Any) -> Any: ...

    def is_terminal(self) -> bool: ...

    def view(self, seat: int) -> Any: ...

    def to_data(self) -> dict: ...

    @classmethod
    def from_data(cls, data: dict) -> "GameState": ...


def rng_to_data(rng: random.Random) -> list:
    """A JSON-safe copy of a ``random.Random`` state."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_data(data: Iterable) -> random.Random:
    """Rebuild a ``random.Random`` from :func:`rng_to_data` output."""
    version, internal, gauss = data
    rng = random.Random()
    rng.setstate((version, tuple(internal), gauss))
    return rng


def check_data_version(data: dict, game_id: str, version: int) -> None:
    """Refuse plain data that is not a state of this game at this version, with a clear message."""
    if not isinstance(data, dict):
        raise ValueError(f"{game_id}: saved state is not an object")
    if data.get("game") != game_id:
        raise ValueError(f"saved state is for {data.get('game')!r}, not {game_id!r}")
    if data.get("version") != version:
        raise ValueError(f"{game_id}: saved state version {data.get('version')!r}, expected {version}")
