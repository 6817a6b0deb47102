"""Easing and timed pulses on the game clock (durations are scaled by the animation-speed setting at the
call site: ``app.anim(ms)``)."""

from __future__ import annotations

import math


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def pulse(now_ms: float, period_ms: float = 1000.0) -> float:
    """0..1..0 smoothly over a period (for glows)."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * (now_ms % period_ms) / period_ms)


def blink(now_ms: float, period_ms: float = 800.0, duty: float = 0.5) -> bool:
    return (now_ms % period_ms) < period_ms * duty
