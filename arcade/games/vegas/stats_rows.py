"""Vegas Slot Machine 1973 on the statistics page: solo and co-op play for a score and a rank, never for a
win, so their boards show the best rank where others show wins."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arcade.games.vegas.components import rank_of


def _num(v: float | None) -> str:
    if v is None:
        return "-"
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


def stats_rows(board: str, rec: Mapping[str, Any]) -> list[tuple[str, str]] | None:
    """Played, best, best rank and average for the solo and co-op boards; None for the others."""
    if board not in ("vegas:solo", "vegas:coop"):
        return None
    best = rec.get("best")
    counted = rec.get("counted", 0)
    average = rec.get("total", 0.0) / counted if counted else None
    return [
        ("Played", str(rec.get("played", 0))),
        ("Best", _num(best)),
        ("Best rank", rank_of(int(best)) if best is not None else "-"),
        ("Average", _num(average)),
    ]
