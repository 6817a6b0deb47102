"""High scores and statistics per board ("crashline", "console:rattler:1", ...), saved per user.

A board keeps: games played, games won by a human, the best and the average human score, the ten best
scores with names and dates, and the last 30 scores for the chart on the stats screen.
"""

from __future__ import annotations

import math
import time
from typing import Any

from arcade.core.names import clean_name, clean_text
from arcade.core.record import Value
from arcade.core.schema import Int, List, Map, Maybe, Num, Obj, SchemaError, Str, check
from arcade.core.storage import Store

VERSION = 1
TOP_N = 10
RECENT_N = 30
NAME_LEN = 12  # a name in the top ten


class SeatResult(Value):
    """One seat's line in a finished game's results."""

    name: str
    score: float
    human: bool
    won: bool
    _fields = ("name", "score", "human", "won")
    __slots__ = _fields

    def __init__(self, name: str, score: float, human: bool = True, won: bool = False) -> None:
        self.name, self.score, self.human, self.won = name, score, human, won


def _empty() -> dict[str, Any]:
    return {"played": 0, "won": 0, "total": 0.0, "counted": 0, "best": None, "top": [], "recent": []}


MAX_BOARDS = 200
SCORE_LIMIT = 1e12
COUNT_LIMIT = 10**9
_SCORE = Num(-SCORE_LIMIT, SCORE_LIMIT)
_ENTRY = Obj({"name": Str(32), "score": _SCORE}, optional={"date": Str(32)})
_BOARD = Obj(
    {
        "played": Int(0, COUNT_LIMIT),
        "won": Int(0, COUNT_LIMIT),
        "total": Num(-1e18, 1e18),
        "counted": Int(0, COUNT_LIMIT),
        "best": Maybe(_SCORE),
        "top": List(_ENTRY, TOP_N),
        "recent": List(_SCORE, RECENT_N),
    },
    optional={"recent_names": List(Str(32), RECENT_N)},  # whose each recent score is (the newest ones)
    max_keys=16,
)
_BOARD_NAME = Str(64, allow_empty=False)


def _validate(data: Any) -> dict[str, dict[str, Any]]:
    """Every board checked field by field: counts are whole numbers in range, scores finite numbers, top
    and recent lists no longer than they can ever be, names clean text. Anything else raises SchemaError."""
    boards: dict[str, dict[str, Any]] = check(Map(_BOARD_NAME, _BOARD, MAX_BOARDS), data)
    for name, rec in boards.items():
        if rec["won"] > rec["played"]:
            raise SchemaError(f"{name}.won is more than {name}.played")
        rec["top"] = sorted(rec["top"], key=lambda e: -e["score"])
        names = [clean_name(n, "Player", NAME_LEN) for n in rec.get("recent_names", [])]
        rec["recent_names"] = names[-len(rec["recent"]) :] if rec["recent"] else []  # older files have none
        for e in rec["top"]:
            e.setdefault("date", "")
            e["name"] = clean_name(e["name"], "Player", NAME_LEN)
            e["date"] = clean_text(e["date"], 32)
    return boards


class Stats:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.boards: dict[str, dict[str, Any]] = store.load("stats", {}, VERSION, _validate)

    def board(self, name: str) -> dict[str, Any]:
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
            if not math.isfinite(r.score):
                continue  # never let a broken score into the table (it could not be saved)
            rec["total"] += r.score
            rec["counted"] += 1
            rec["best"] = r.score if rec["best"] is None else max(rec["best"], r.score)
            rec["recent"].append(r.score)
            rec.setdefault("recent_names", []).append(clean_name(r.name, "Player", NAME_LEN))
            rec["top"].append({"name": clean_name(r.name, "Player", NAME_LEN), "score": r.score, "date": stamp})
        rec["recent"] = rec["recent"][-RECENT_N:]
        rec["recent_names"] = rec.get("recent_names", [])[-len(rec["recent"]) :] if rec["recent"] else []
        rec["top"] = sorted(rec["top"], key=lambda e: -e["score"])[:TOP_N]
        if save:
            self.save()

    def average(self, name: str) -> float | None:
        rec = self.board(name)
        return rec["total"] / rec["counted"] if rec["counted"] else None

    def save(self) -> bool:
        """False when the file could not be written (the store queues the message; data stays here)."""
        return self.store.save("stats", self.boards, VERSION)
