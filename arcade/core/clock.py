"""One millisecond game clock.

Real time comes from ``time.perf_counter_ns`` (monotonic, sub-microsecond). Everything that judges timing
reads ``now_ms()`` of the same clock, and every input event is stamped with it as it is pumped. Tests use
:class:`FakeClock`, which only moves when told to.
"""
from __future__ import annotations

import time


class GameClock:
    """Milliseconds (float) since the clock was made."""

    def __init__(self) -> None:
        self._origin_ns = time.perf_counter_ns()

    def now_ms(self) -> float:
        return (time.perf_counter_ns() - self._origin_ns) / 1_000_000.0

    def ns_to_ms(self, ns: int) -> float:
        """Convert a raw ``perf_counter_ns`` reading to this clock's milliseconds."""
        return (ns - self._origin_ns) / 1_000_000.0


class FakeClock(GameClock):
    """A clock for tests and replays: time stands still until ``advance`` or ``set``."""

    def __init__(self, start_ms: float = 0.0) -> None:
        self._now = float(start_ms)
        self._origin_ns = 0

    def now_ms(self) -> float:
        return self._now

    def ns_to_ms(self, ns: int) -> float:
        return self._now

    def advance(self, ms: float) -> float:
        self._now += ms
        return self._now

    def set(self, ms: float) -> None:
        if ms < self._now:
            raise ValueError("a clock never runs backwards")
        self._now = float(ms)
