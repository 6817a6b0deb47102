"""Easing and timed pulses on the game clock (durations are scaled by the animation-speed setting at the
call site: ``app.anim(ms)``)."""

from __future__ import annotations

import math


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def pulse(now_ms: float, period_ms: float = 1000.0) -> float:
    """0..1..0 smoothly over a period (for glows)."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * (now_ms % period_ms) / period_ms)


def pulse_crossings(period_ms: float, levels: tuple[float, ...]) -> tuple[float, ...]:
    """Where in its period (ms from the period's start, sorted) :func:`pulse` passes each of ``levels``
    (each strictly between 0 and 1): once rising, once falling."""
    out = []
    for level in levels:
        if not 0.0 < level < 1.0:
            raise ValueError(f"a pulse passes only levels strictly between 0 and 1, not {level}")
        rising = math.acos(1.0 - 2.0 * level) / (2 * math.pi)  # the phase, 0..0.5, at which it rises past
        out += [rising * period_ms, (1.0 - rising) * period_ms]
    return tuple(sorted(out))


def next_crossing(now_ms: float, period_ms: float, crossings: tuple[float, ...], margin_ms: float = 0.5) -> float:
    """A time after which a pulse quantised at ``crossings`` (:func:`pulse_crossings`) may next step, no
    later than it does: the next crossing after ``now_ms``, ``margin_ms`` early (an early answer costs only
    a look that finds nothing changed; ``now_ms`` itself when the crossing is that close)."""
    if not crossings:
        return math.inf
    start = now_ms - now_ms % period_ms
    into = now_ms - start
    ahead = next((c for c in crossings if c >= into), crossings[0] + period_ms)  # (at one: it turns now)
    return max(now_ms, start + ahead - margin_ms)


def next_step(now_ms: float, step_ms: float, origin_ms: float = 0.0) -> float:
    """When a count of whole steps since ``origin_ms`` (``(now_ms - origin_ms) // step_ms``: thinking dots,
    a pulse in steps, a blinking light, a clock's seconds) next goes up."""
    return origin_ms + ((now_ms - origin_ms) // step_ms + 1) * step_ms


def blink(now_ms: float, period_ms: float = 800.0, duty: float = 0.5) -> bool:
    return (now_ms % period_ms) < period_ms * duty
