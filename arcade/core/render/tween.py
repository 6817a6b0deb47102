"""Tweens: a value moving from a to b over a duration on the game clock, with easing.

Durations are scaled by the animation-speed setting (``scale``); a scale of 0 means animations are off
and every tween is finished at once.
"""
from __future__ import annotations

import math
from dataclasses import dataclass


def linear(t: float) -> float:
    return t


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def back_out(t: float) -> float:
    c1, c3 = 1.70158, 2.70158
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def pulse(now_ms: float, period_ms: float = 1000.0) -> float:
    """0..1..0 smoothly over a period (for glows)."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * (now_ms % period_ms) / period_ms)


def blink(now_ms: float, period_ms: float = 800.0, duty: float = 0.5) -> bool:
    return (now_ms % period_ms) < period_ms * duty


@dataclass
class Tween:
    start: float | tuple
    end: float | tuple
    t0_ms: float
    duration_ms: float
    ease: object = ease_out

    def progress(self, now_ms: float) -> float:
        if self.duration_ms <= 0:
            return 1.0
        return min(1.0, max(0.0, (now_ms - self.t0_ms) / self.duration_ms))

    def done(self, now_ms: float) -> bool:
        return self.progress(now_ms) >= 1.0

    def value(self, now_ms: float):
        k = self.ease(self.progress(now_ms))
        if isinstance(self.start, tuple):
            return tuple(a + (b - a) * k for a, b in zip(self.start, self.end))
        return self.start + (self.end - self.start) * k


def lerp(a, b, t: float):
    if isinstance(a, tuple):
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t
