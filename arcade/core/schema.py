"""Declared shapes for every file the cabinet reads from outside, and a JSON reader nothing can crash.

A file is hostile until checked. ``parse_json`` refuses oversized text before parsing, refuses nesting
deeper than a limit without recursing (so ``[[[[...]]]]`` cannot raise RecursionError), and refuses NaN,
Infinity and numbers too large for a float. The validators below then check every value: its type (a bool
is never a number), its range, the size of every list and object, and the contents of every string (no
NUL or other control characters, no lone surrogates, a length limit; "digit" strings must be ASCII digits,
so "²" and "١" are refused rather than half-accepted by ``int``). Every failure raises
:class:`SchemaError`, a ``ValueError`` whose message names the place (``top[3].score``) and the fault.

No pygame here: pure data checks, usable by tools and tests.
"""

from __future__ import annotations

import json
import math
import operator
import re
import unicodedata
from collections.abc import Callable, Iterable
from itertools import accumulate, repeat
from typing import Any

MAX_DEPTH = 32


class SchemaError(ValueError):
    """A value that does not have the declared shape; the message says where and why."""


# -- reading -----------------------------------------------------------------------------------------
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)  # a JSON string, escapes and all
_BRACKETS = re.compile(r"[^\[\]{}]+")
_DELTA = bytes.maketrans(b"[{]}", b"\x02\x02\x00\x00")  # an opening bracket 2, a closing one 0 (less one)


def nesting_depth(text: str, limit: int = MAX_DEPTH) -> int:
    """The deepest ``[``/``{`` nesting in JSON text (brackets inside strings ignored); at most ``limit + 1``
    (deeper than ``limit``). Linear time, no recursion, no loop over the text in Python: the strings are
    taken out and the brackets kept by regular expressions, their running depth summed by ``accumulate``
    (a file of megabytes costs milliseconds)."""
    if text.count("[") + text.count("{") <= limit:
        return min(limit, text.count("[") + text.count("{"))  # cannot be deeper than the brackets there are
    brackets = _BRACKETS.sub("", _STRING.sub("", text)).encode("ascii").translate(_DELTA)
    return min(limit + 1, max(accumulate(map(operator.sub, brackets, repeat(1))), default=0))


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise SchemaError(f"number {text[:20]} is too large")
    return value


def _no_constant(name: str) -> Any:
    raise SchemaError(f"{name} is not a number")


def parse_json(raw: bytes | str, max_bytes: int, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text that came from outside; raises SchemaError for anything unusable, never another
    exception type."""
    if len(raw) > max_bytes:
        raise SchemaError(f"it is too large ({len(raw):,} bytes, at most {max_bytes:,})")
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SchemaError(f"it is not text (byte {exc.start} is not UTF-8)") from None
    if nesting_depth(raw, max_depth) > max_depth:
        raise SchemaError(f"it is nested more than {max_depth} levels deep")
    try:
        return json.loads(raw, parse_float=_finite_float, parse_constant=_no_constant)
    except SchemaError:
        raise
    except json.JSONDecodeError as exc:
        raise SchemaError(f"it is not valid JSON ({exc.msg} at line {exc.lineno})") from None
    except (ValueError, RecursionError, MemoryError, OverflowError) as exc:  # huge ints, pathological text
        raise SchemaError(f"it is not usable JSON ({exc.__class__.__name__})") from None


# -- string contents ---------------------------------------------------------------------------------
_BAD_CATEGORIES = {"Cc", "Cs", "Co", "Cn"}  # control, lone surrogate, private use, unassigned


def text_problem(s: str, max_len: int, *, allow_empty: bool = True, ascii_only: bool = False) -> str | None:
    """Why ``s`` is not acceptable display text (None when it is)."""
    if len(s) > max_len:
        return f"is {len(s)} characters long (at most {max_len})"
    if not s and not allow_empty:
        return "is empty"
    if ascii_only and not s.isascii():
        return "has characters outside ASCII"
    for ch in s:
        if unicodedata.category(ch) in _BAD_CATEGORIES:
            return f"contains the character U+{ord(ch):04X}"
    return None


def is_ascii_digits(s: str) -> bool:
    """True for "0".."9" only: ``str.isdigit`` also accepts "²" (which ``int`` rejects) and "١" (which
    ``int`` reads as 1)."""
    return bool(s) and s.isascii() and s.isdigit()


# -- validators --------------------------------------------------------------------------------------
Validator = Callable[[Any, str], Any]


def _where(path: str) -> str:
    return path or "the file"


def _fail(path: str, message: str) -> SchemaError:
    return SchemaError(f"{_where(path)} {message}")


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    return {int: "a number", float: "a number", str: "text", list: "a list", dict: "an object"}.get(
        type(value), type(value).__name__
    )


def Int(lo: int, hi: int) -> Validator:
    def check(value: Any, path: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            if isinstance(value, float) and value.is_integer() and lo <= value <= hi:
                return int(value)
            raise _fail(path, f"is {_kind(value)}, expected a whole number")
        if not lo <= value <= hi:
            raise _fail(path, f"is {_short(value)}, expected {lo} to {hi}")
        return value

    return check


def Num(lo: float, hi: float) -> Validator:
    def check(value: Any, path: str) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise _fail(path, f"is {_kind(value)}, expected a number")
        if isinstance(value, int) and not -(1 << 64) < value < (1 << 64):
            raise _fail(path, "is a number far out of range")
        number = float(value)
        if not math.isfinite(number) or not lo <= number <= hi:
            raise _fail(path, f"is {_short(number)}, expected {lo:g} to {hi:g}")
        return number

    return check


def Bool() -> Validator:
    def check(value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            raise _fail(path, f"is {_kind(value)}, expected true or false")
        return value

    return check


def Str(
    max_len: int = 64, *, allow_empty: bool = True, ascii_only: bool = False, choices: Iterable[str] | None = None
) -> Validator:
    allowed = tuple(choices) if choices is not None else None

    def check(value: Any, path: str) -> str:
        if not isinstance(value, str):
            raise _fail(path, f"is {_kind(value)}, expected text")
        problem = text_problem(value, max_len, allow_empty=allow_empty, ascii_only=ascii_only)
        if problem:
            raise _fail(path, problem)
        if allowed is not None and value not in allowed:
            raise _fail(path, f"is {_short(value)}, not one of {', '.join(map(repr, allowed[:8]))}")
        return value

    return check


def OneOf(choices: Iterable[Any]) -> Validator:
    allowed = tuple(choices)

    def check(value: Any, path: str) -> Any:
        for c in allowed:
            if type(c) is type(value) and c == value:
                return value
            if isinstance(c, float) and type(value) is int and c == value:
                return float(value)
        raise _fail(path, f"is {_short(value)}, not one of {', '.join(map(repr, allowed[:8]))}")

    return check


def Maybe(inner: Validator) -> Validator:
    def check(value: Any, path: str) -> Any:
        return None if value is None else inner(value, path)

    return check


def List(item: Validator, max_len: int, min_len: int = 0) -> Validator:
    def check(value: Any, path: str) -> list[Any]:
        if not isinstance(value, list):
            raise _fail(path, f"is {_kind(value)}, expected a list")
        if not min_len <= len(value) <= max_len:
            raise _fail(path, f"has {len(value):,} entries, expected {min_len} to {max_len}")
        return [item(v, f"{path}[{i}]") for i, v in enumerate(value)]

    return check


def Tuple(*items: Validator) -> Validator:
    def check(value: Any, path: str) -> list[Any]:
        if not isinstance(value, list) or len(value) != len(items):
            raise _fail(path, f"is {_kind(value)}, expected a list of {len(items)}")
        return [v(x, f"{path}[{i}]") for i, (v, x) in enumerate(zip(items, value))]

    return check


def Obj(
    fields: dict[str, Validator],
    *,
    optional: dict[str, Validator] | None = None,
    extra: bool = True,
    max_keys: int = 64,
) -> Validator:
    """An object with these ``fields`` (all required) and ``optional`` ones; unknown keys are dropped
    (``extra``) or refused."""
    optional = optional or {}

    def check(value: Any, path: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise _fail(path, f"is {_kind(value)}, expected an object")
        if len(value) > max_keys:
            raise _fail(path, f"has {len(value):,} keys (at most {max_keys})")
        out: dict[str, Any] = {}
        for key, v in fields.items():
            if key not in value:
                raise _fail(path, f"has no {key!r}")
            out[key] = v(value[key], _join(path, key))
        for key, v in optional.items():
            if key in value:
                out[key] = v(value[key], _join(path, key))
        if not extra:
            unknown = [k for k in value if k not in fields and k not in optional]
            if unknown:
                raise _fail(path, f"has an unknown key {_short(unknown[0])}")
        return out

    return check


def Map(key: Validator, item: Validator, max_len: int) -> Validator:
    """An object used as a dictionary: any keys passing ``key``, every value passing ``item``."""

    def check(value: Any, path: str) -> dict[Any, Any]:
        if not isinstance(value, dict):
            raise _fail(path, f"is {_kind(value)}, expected an object")
        if len(value) > max_len:
            raise _fail(path, f"has {len(value):,} entries (at most {max_len})")
        return {key(k, f"{path} key"): item(v, _join(path, k)) for k, v in value.items()}

    return check


def Plain(max_len: int = 10_000, max_str: int = 4096) -> Validator:
    """Any JSON-like data whose numbers are finite and in range and whose strings are clean text."""

    def check(value: Any, path: str, depth: int = 0) -> Any:
        if depth > MAX_DEPTH:
            raise _fail(path, "is nested too deep")
        if value is None or isinstance(value, bool):
            return value
        if isinstance(value, (int, float)):
            return _plain_number(value, path)
        if isinstance(value, str):
            problem = text_problem(value, max_str)
            if problem:
                raise _fail(path, problem)
            return value
        if isinstance(value, list):
            if len(value) > max_len:
                raise _fail(path, f"has {len(value):,} entries (at most {max_len})")
            return [check(v, f"{path}[{i}]", depth + 1) for i, v in enumerate(value)]
        if isinstance(value, dict):
            if len(value) > max_len:
                raise _fail(path, f"has {len(value):,} keys (at most {max_len})")
            out = {}
            for k, v in value.items():
                check(k, f"{path} key", depth + 1)
                out[k] = check(v, _join(path, k), depth + 1)
            return out
        raise _fail(path, f"is {_kind(value)}, not plain data")

    return check


def _plain_number(value: int | float, path: str) -> int | float:
    if isinstance(value, int):
        if not -(1 << 64) <= value <= (1 << 64):
            raise _fail(path, "is a number far out of range")
        return value
    if not math.isfinite(value) or abs(value) > 1e15:
        raise _fail(path, f"is {_short(value)}, not a usable number")
    return value


def _join(path: str, key: Any) -> str:
    k = _short(key, 24) if not isinstance(key, str) or not key.isidentifier() else key
    return f"{path}.{k}" if path else str(k)


def _short(value: Any, n: int = 40) -> str:
    s = repr(value)
    return s if len(s) <= n else s[: n - 3] + "..."


def check(validator: Validator, value: Any) -> Any:
    """Run a validator on a whole document (path starts empty)."""
    return validator(value, "")
