"""One millisecond game clock.

Real time comes from ``time.perf_counter_ns`` (monotonic, sub-microsecond). Everything that judges timing
reads ``now_ms()`` of the same clock, and every input event is stamped with it as it is pumped. Tests use
:class:`FakeClock`, which only moves when told to.
"""

from __future__ import annotations

import time

MAX_FRAME_MS = 250.0  # the longest frame the app's loop feeds its scenes (a longer stall is cut to this)
STEP_MS = 1000.0 / 120.0  # the loop's fixed step


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
    """A game scene's own milliseconds: they advance only by the fixed steps the app's loop runs for the
    scene, and only while it runs.

    The loop feeds real time to the top scene in fixed steps (``App.STEP_MS``), a long frame clamped
    (``MAX_FRAME_MS``): after a stall the scene sees a run of ordinary steps, never one jump. ``step``
    advances the clock by one of them. It stands still while the scene is held (``stop``: another scene on
    top, the window's focus lost) and picks up where it stopped, so a CPU's pacing, an animation or a race
    timer never jumps ahead during a pause.

    ``from_app(t)`` turns an input's stamp on the app clock into scene time: the scene time of the last
    step plus the app time since that step, at most one clamped frame (a key pressed during a stall lands
    inside the frame the loop runs for it, the frame it is handed to the scene in).
    """

    def __init__(self, source: GameClock, max_ahead_ms: float = MAX_FRAME_MS) -> None:
        self._source = source
        self._anchor = source.now_ms()  # the app time of the last step
        self._lost = self._anchor  # app time that is not scene time: before the scene, stalls cut, pauses
        self._holds: set[str] = set()
        self.max_ahead_ms = max_ahead_ms

    @property
    def running(self) -> bool:
        return not self._holds

    def now_ms(self) -> float:
        return self._anchor - self._lost

    def step(self, app_ms: float, dt_ms: float) -> None:
        """One fixed step of ``dt_ms`` that ends at ``app_ms`` on the app clock (``dt_ms`` 0: no step).

        The loop's steps follow each other ``dt_ms`` apart on the app clock; a longer gap (a stall the loop
        cut short, or time held) is not scene time. Keeping scene time as app time minus the time lost (not
        as a sum of steps) keeps an input's stamp exact: ``from_app`` is plain subtraction."""
        if dt_ms <= 0:
            return
        gap = app_ms - self._anchor
        if self._holds:
            self._lost += gap
        elif gap - dt_ms > 1e-6:
            self._lost += gap - dt_ms
        self._anchor = app_ms

    def from_app(self, app_ms: float) -> float:
        """The scene time of an app-clock stamp taken while the scene ran (see the class docstring)."""
        now = self.now_ms()
        if self._holds:
            return now
        return min(app_ms - self._lost, now + self.max_ahead_ms)

    def stop(self, reason: str = "paused") -> None:
        self._holds.add(reason)

    def start(self, reason: str = "paused") -> None:
        if not self._holds:
            return
        self._holds.discard(reason)
        if not self._holds:  # the time it stood still since the last step does not count
            now = self._source.now_ms()
            self._lost += now - self._anchor
            self._anchor = now
