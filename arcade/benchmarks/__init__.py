"""The cabinet's own benchmarks (startup, frame); games keep theirs beside their code."""

import os
import statistics

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # --json output is one JSON object, nothing else


def median(xs):
    return statistics.median(xs) if xs else float("nan")


def pct(xs, p: float):
    if not xs:
        return float("nan")
    s = sorted(xs)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def load_average() -> float:
    """The 1-minute load average (the machine is shared: note it beside every figure)."""
    try:
        return os.getloadavg()[0]
    except OSError:
        return float("nan")
