"""Top Speed! on the statistics page: a practice run races the clock, never a rival, so its board shows the
runs and the scores but no wins."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def _num(v: float | None) -> str:
    if v is None:
        return "-"
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


def stats_rows(board: str, rec: Mapping[str, Any]) -> list[tuple[str, str]] | None:
    """Runs, best and average for the practice board; None for the races (which have wins)."""
    if board != "topspeed:practice":
        return None
    counted = rec.get("counted", 0)
    return [
        ("Runs", str(rec.get("played", 0))),
        ("Best", _num(rec.get("best"))),
        ("Average", _num(rec.get("total", 0.0) / counted if counted else None)),
    ]
