"""The figures of many games (pure): win rates' 95% Wilson intervals, percentiles and score distributions.
The match runner (:mod:`arcade.match`) and the simulators report with these, not each its own copy."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate of ``wins`` in ``n`` (ties counted as halves)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], p: float) -> float:
    """The ``p`` quantile (0..1) of ``values``, interpolated between the two nearest (the inclusive
    method, as ``statistics.quantiles(..., method="inclusive")``)."""
    if not values:
        raise ValueError("no values")
    ordered = sorted(values)
    k = (len(ordered) - 1) * p
    lo = int(k)
    hi = min(lo + 1, len(ordered) - 1)
    return float(ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo))


def distribution(values: Sequence[float]) -> dict[str, float]:
    """Median, quartiles, 10th and 90th percentiles, lowest and highest of ``values`` (the inclusive
    method: a percentile of the values themselves, interpolated between two neighbours)."""
    if not values:
        raise ValueError("no values")
    if len(values) == 1:
        tenths = [float(values[0])] * 9
    else:
        tenths = statistics.quantiles(values, n=10, method="inclusive")
    q1, median, q3 = statistics.quantiles(values, n=4, method="inclusive") if len(values) > 1 else [values[0]] * 3
    return {
        "median": median,
        "q1": q1,
        "q3": q3,
        "p10": tenths[0],
        "p90": tenths[8],
        "min": min(values),
        "max": max(values),
    }
