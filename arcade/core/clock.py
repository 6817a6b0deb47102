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


class FakeClock(GameClock):
    """A clock for tests and replays: time stands still until ``advance`` or ``set``."""

    def __init__(self, start_ms: float = 0.0) -> None:
        self._now = float(start_ms)
        self._origin_ns = 0

    def now_ms(self) -> float:
        return self._now

    def advance(self, ms: float) -> float:
        self._now += ms
        return self._now

    def set(self, ms: float) -> None:
        if ms < self._now:
            raise ValueError("a clock never runs backwards")
        self._now = float(ms)


class SceneClock:
    """A game scene's own milliseconds: they run only while the scene runs.

    It stops when the scene is paused (another scene on top: pause menu, help, curtain) or the window
    loses focus, and picks up where it stopped, so a CPU's pacing, an animation or a race timer never
    jumps ahead during a pause. ``from_app(t)`` turns an input stamp on the app clock into scene time.
    """

    def __init__(self, source: GameClock) -> None:
        self._source = source
        self._origin = source.now_ms()
        self._stopped_total = 0.0
        self._stopped_at: float | None = None
        self._holds: set[str] = set()

    @property
    def running(self) -> bool:
        return not self._holds

    def now_ms(self) -> float:
        t = self._source.now_ms() if self._stopped_at is None else self._stopped_at
        return t - self._origin - self._stopped_total

    def from_app(self, app_ms: float) -> float:
        """The scene time of an app-clock stamp taken while the scene ran."""
        return app_ms - self._origin - self._stopped_total

    def stop(self, reason: str = "paused") -> None:
        if not self._holds:
            self._stopped_at = self._source.now_ms()
        self._holds.add(reason)

    def start(self, reason: str = "paused") -> None:
        self._holds.discard(reason)
        if not self._holds and self._stopped_at is not None:
            self._stopped_total += self._source.now_ms() - self._stopped_at
            self._stopped_at = None
