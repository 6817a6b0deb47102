"""High scores and statistics per board ("crashline", "console:rattler:1", ...), saved per user.

A board keeps: games played, games won by a human, the best and the average human score, the ten best
scores with names and dates, and the last 30 scores for the chart on the stats screen.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from arcade.core.storage import Store

VERSION = 1
TOP_N = 10
RECENT_N = 30


@dataclass
class SeatResult:
    name: str
    score: float
    human: bool = True
    won: bool = False


def _empty() -> dict:
    return {"played": 0, "won": 0, "total": 0.0, "counted": 0, "best": None, "top": [], "recent": []}


def _validate(data) -> dict:
    if not isinstance(data, dict):
        raise ValueError("statistics are not an object")
    out = {}
    for board, rec in data.items():
        if not isinstance(rec, dict) or not isinstance(rec.get("top", []), list):
            raise ValueError(f"board {board!r} is malformed")
        clean = _empty()
        clean.update({k: rec[k] for k in clean if k in rec})
        out[str(board)] = clean
    return out


class Stats:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.boards: dict[str, dict] = store.load("stats", {}, VERSION, _validate)

    def board(self, name: str) -> dict:
        return self.boards.get(name) or _empty()

    def qualifies(self, name: str, score: float) -> bool:
        """Would this score enter the top ten?"""
        top = self.board(name)["top"]
        return len(top) < TOP_N or score > top[-1]["score"]

    def record(self, name: str, results: list[SeatResult], save: bool = True) -> None:
        rec = self.boards.setdefault(name, _empty())
        rec["played"] += 1
        humans = [r for r in results if r.human]
        if any(r.won for r in humans):
            rec["won"] += 1
        stamp = time.strftime("%Y-%m-%d")
        for r in humans:
            rec["total"] += r.score
            rec["counted"] += 1
            rec["best"] = r.score if rec["best"] is None else max(rec["best"], r.score)
            rec["recent"].append(r.score)
            rec["top"].append({"name": r.name[:12], "score": r.score, "date": stamp})
        rec["recent"] = rec["recent"][-RECENT_N:]
        rec["top"] = sorted(rec["top"], key=lambda e: -e["score"])[:TOP_N]
        if save:
            self.save()

    def average(self, name: str) -> float | None:
        rec = self.board(name)
        return rec["total"] / rec["counted"] if rec["counted"] else None

    def save(self) -> None:
        self.store.save("stats", self.boards, VERSION)
