"""Checks for plain data read back into console states: each raises ValueError naming what is wrong."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")

LIMIT = 1e12
"""No time on the console is further than this many ms from zero (about 31 years)."""


def number(value: Any, what: str) -> float:
    """A finite time or duration in ms."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or abs(value) > LIMIT:
        raise ValueError(f"console: {what} must be a finite number of ms, not {value!r}")
    return float(value)


def opt_number(value: Any, what: str) -> float | None:
    return None if value is None else number(value, what)


def integer(value: Any, what: str, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise ValueError(f"console: {what} must be a whole number {lo}..{hi}, not {value!r}")
    return value


def opt_integer(value: Any, what: str, lo: int, hi: int) -> int | None:
    return None if value is None else integer(value, what, lo, hi)


def cell(value: Any, what: str) -> int:
    return integer(value, what, 1, 9)


def opt_cell(value: Any, what: str) -> int | None:
    return None if value is None else cell(value, what)


def cells(value: Any, what: str, most: int = 9) -> list[int]:
    """A list of distinct cells."""
    if not isinstance(value, list) or len(value) > most:
        raise ValueError(f"console: {what} must be a list of at most {most} cells, not {value!r}")
    out = [cell(v, what) for v in value]
    if len(set(out)) != len(out):
        raise ValueError(f"console: {what} repeats a cell: {value!r}")
    return out


def choice(value: object, what: str, options: Sequence[T]) -> T:
    """The one of ``options`` (text or None) that ``value`` is."""
    if isinstance(value, (str, type(None))):
        for option in options:
            if option == value:
                return option
    raise ValueError(f"console: {what} must be one of {sorted(map(str, options))}, not {value!r}")


def opt_text(value: Any, what: str) -> str | None:
    if value is not None and not isinstance(value, str):
        raise ValueError(f"console: {what} must be text, not {value!r}")
    return value
