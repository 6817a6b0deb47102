"""Top Speed! as plain data: the per-seat counters, saving a race and loading one back with every field
checked (``TopSpeedState.to_data`` / ``from_data``). Pure."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar

from arcade.core.rules import check_data_version, rng_from_data, rng_to_data
from arcade.games.topspeed import cards as C

if TYPE_CHECKING:
    from .rules import TopSpeedState

GAME_ID = "topspeed"
DATA_VERSION = 2


STAT_KEYS = ("placed", "mistakes", "corrected", "takebacks", "bottoms")


@dataclass
class Stats:
    """Per-seat counters kept by the engine (placements, mistakes made and corrected)."""

    placed: list[int] = field(default_factory=lambda: [0, 0])
    mistakes: list[int] = field(default_factory=lambda: [0, 0])
    corrected: list[int] = field(default_factory=lambda: [0, 0])
    takebacks: list[int] = field(default_factory=lambda: [0, 0])
    bottoms: list[int] = field(default_factory=lambda: [0, 0])

    def to_data(self) -> dict[str, list[int]]:
        return {k: list(getattr(self, k)) for k in STAT_KEYS}

    @classmethod
    def from_data(cls, data: Any) -> Stats:
        if not isinstance(data, dict):
            raise ValueError("topspeed: saved stats are not an object")
        s = cls()
        for k in STAT_KEYS:
            v = data.get(k)
            if not isinstance(v, list) or len(v) != 2:
                raise ValueError(f"topspeed: saved stats {k!r} are not two counts")
            setattr(s, k, [_int(x, f"stats {k}", 0, 10**9) for x in v])
        return s

    def copy(self) -> Stats:
        return Stats.from_data(self.to_data())


# ---------------------------------------------------------------------------------------------- checks
def _int(v: Any, what: str, lo: int, hi: int) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise ValueError(f"topspeed: saved {what} {v!r} is not a whole number in {lo}..{hi}")
    return v


def _num(v: Any, what: str) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise ValueError(f"topspeed: saved {what} {v!r} is not a finite number")
    return float(v)


_T = TypeVar("_T")
_P = ParamSpec("_P")


def _opt(v: Any, conv: Callable[Concatenate[Any, _P], _T], *args: _P.args, **kwargs: _P.kwargs) -> _T | None:
    return None if v is None else conv(v, *args, **kwargs)


def _bool(v: Any, what: str) -> bool:
    if not isinstance(v, bool):
        raise ValueError(f"topspeed: saved {what} {v!r} is not true/false")
    return v


def _list(v: Any, what: str, n: int | None = None) -> list[Any]:
    if not isinstance(v, list) or (n is not None and len(v) != n):
        raise ValueError(f"topspeed: saved {what} is not a list" + ("" if n is None else f" of {n}"))
    return v


def to_data(state: TopSpeedState) -> dict[str, Any]:
    """The race as plain data (JSON-ready)."""
    return {
        "game": GAME_ID,
        "version": DATA_VERSION,
        "rng": rng_to_data(state.rng),
        "practice": state.practice,
        "assist": list(state.assist),
        "start_ms": state.start_ms,
        "time_limit_ms": state.time_limit_ms,
        "lanes": list(state.lanes),
        "lanes_up": list(state.lanes_up),
        "decks": [list(d) for d in state.decks],
        "rows": [list(r) for r in state.rows],
        "last": [None if x is None else list(x) for x in state.last],
        "now_ms": state.now_ms,
        "over": state.over,
        "end_reason": state.end_reason,
        "end_ms": state.end_ms,
        "caller": state.caller,
        "flag": state.flag,
        "call_valid": state.call_valid,
        "tie_seat": state.tie_seat,
        "stats": state.stats.to_data(),
    }


def from_data(cls: type[TopSpeedState], data: Any) -> TopSpeedState:
    """Rebuild a state from :meth:`to_data`; anything malformed or inconsistent raises ValueError."""
    check_data_version(data, GAME_ID, DATA_VERSION)
    try:
        return _from_data(cls, data)
    except ValueError:
        raise
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"topspeed: saved state is malformed: {exc!r}") from exc


def _from_data(cls: type[TopSpeedState], data: dict[str, Any]) -> TopSpeedState:
    s = cls.__new__(cls)
    s.rng = rng_from_data(data["rng"])
    s.practice = _bool(data["practice"], "practice")
    s.assist = [_bool(x, "assist") for x in _list(data["assist"], "assist", 2)]
    if s.practice and s.assist[1]:
        raise ValueError("topspeed: practice has no second seat to assist")
    s.start_ms = _num(data["start_ms"], "start_ms")
    s.time_limit_ms = _opt(data["time_limit_ms"], _num, "time_limit_ms")
    if s.time_limit_ms is not None and s.time_limit_ms <= 0:
        raise ValueError("topspeed: saved time limit is not positive")
    if s.practice and s.time_limit_ms is None:
        raise ValueError("topspeed: practice needs a time limit")
    s.lanes = [_int(x, "lane", 0, C.N_LANES - 1) for x in _list(data["lanes"], "lanes", C.N_LANES)]
    s.lanes_up = [_int(x, "lane", 0, C.N_LANES - 1) for x in _list(data["lanes_up"], "lanes_up", 2)]
    if sorted(s.lanes) != list(range(C.N_LANES)) or s.lanes_up[0] == s.lanes_up[1]:
        raise ValueError("topspeed: saved lanes are not the four lane cards")
    s.decks = [[_int(c, "card", 0, C.N_CARDS - 1) for c in _list(d, "deck")] for d in _list(data["decks"], "decks", 2)]
    s.rows = [
        [_int(c, "card", 0, C.N_CARDS - 1) for c in _list(r, "row")] for r in _list(data["rows"], "rows", C.N_ROWS)
    ]
    for seat, deck in enumerate(s.decks):
        if any(C.deck_of(c) != seat for c in deck):
            raise ValueError(f"topspeed: a card in {C.SEAT_NAMES[seat]}'s deck has the other back")
    racing = (C.RED,) if s.practice else (C.RED, C.BLUE)
    expected = sorted(c for c in range(C.N_CARDS) if C.deck_of(c) in racing)
    seen = sorted([c for d in s.decks for c in d] + [c for r in s.rows for c in r])
    if seen != expected:
        raise ValueError("topspeed: saved cards are not every card of the race exactly once")
    s.last = []
    for seat, x in enumerate(_list(data["last"], "last", 2)):
        if x is None:
            s.last.append(None)
            continue
        x = _list(x, "last card", 3)
        row, card = _int(x[0], "row", 0, C.N_ROWS - 1), _int(x[1], "card", 0, C.N_CARDS - 1)
        if card not in s.rows[row] or C.deck_of(card) != seat:
            raise ValueError("topspeed: saved last card is not on the table")
        s.last.append((row, card, _bool(x[2], "fitted")))
    s.now_ms = _num(data["now_ms"], "now_ms")
    s.over = _bool(data["over"], "over")
    s.end_reason = data["end_reason"]
    s.end_ms = _opt(data["end_ms"], _num, "end_ms")
    s.caller = _opt(data["caller"], _int, "caller", 0, len(racing) - 1)
    s.flag = _opt(data["flag"], _int, "flag", 0, len(racing) - 1)
    s.call_valid = _opt(data["call_valid"], _bool, "call_valid")
    s.tie_seat = _int(data["tie_seat"], "tie_seat", 0, 1)
    s.stats = Stats.from_data(data["stats"])
    if s.over:
        if s.end_reason not in ("call", "time") or s.end_ms is None:
            raise ValueError("topspeed: a finished race needs its end")
        if (s.end_reason == "call") != (s.caller is not None and s.call_valid is not None):
            raise ValueError("topspeed: saved call is inconsistent")
    elif any(v is not None for v in (s.end_reason, s.end_ms, s.caller, s.flag, s.call_valid)):
        raise ValueError("topspeed: a race still running has an end recorded")
    end = s.end_time_ms
    if not s.over and end is not None and s.now_ms >= end:
        raise ValueError("topspeed: saved race is past its time limit but not over")
    return s
