"""The one protocol every computer player follows, beside the rules protocol (:mod:`arcade.core.rules`).

Pure: no pygame. A game declares ``GameInfo.make_bot`` ("module:function"): ``make_bot(level, seat, seed)``
returns a bot for one of ``GameInfo.cpu_levels`` (any case) sitting at ``seat``, its chance drawn only from
its own ``random.Random`` seeded from ``seed``. The lobby's scenes, the simulators, the benchmarks, the
match runner (:mod:`arcade.match`) and the tests all get their bots that way.

- A turn-based bot (:class:`Bot`) answers ``choose(view)`` with one of the seat's legal actions; it sees
  only ``state.view(seat)``.
- ``instant`` is how long it may think: True when it decides in a couple of milliseconds (the scene asks
  it on the main thread); False when it may use the scene's pacing pause (``THINK_MS`` at pace 1) and is
  asked in the worker process (:mod:`arcade.core.thinker`).
- ``rng`` is its own seeded generator: the same seed and the same views give the same choices, inline or
  in a worker.

Real-time bots (Top Speed!'s racers, the console's duellists) have the same ``instant`` and ``rng`` but act
at times of their own rather than when asked (:class:`TimedBot`): their game drives them in its own
"play one game" loop (``GameInfo.play``), since a turn-based ``choose`` does not fit a clock.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class TimedBot(Protocol):
    """What every computer player has: how long it may think and its own seeded generator."""

    instant: bool
    rng: random.Random


@runtime_checkable
class Bot(TimedBot, Protocol):
    """A turn-based computer player: one legal action for the view of its seat."""

    def choose(self, view: Any) -> Any: ...


MakeBot = Callable[[str, int, int], TimedBot]
"""``make_bot(level, seat, seed)``: the shape of ``GameInfo.make_bot``."""


def level_named(levels: Sequence[str], level: str) -> str:
    """The level of ``levels`` named ``level`` in any case; ValueError naming the choices otherwise."""
    for name in levels:
        if name.lower() == level.strip().lower():
            return name
    raise ValueError(f"unknown CPU level {level!r}: choose from {', '.join(levels)}")


def bot_seed(seed: int, index: int) -> int:
    """The seed of the bot of lineup entry ``index`` in a game seeded ``seed`` (the match runner's rule)."""
    return (seed * 31 + index) & 0xFFFFFFFFFFFF
