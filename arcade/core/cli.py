"""The argparse types every command-line tool shares (simulators, benchmarks, the monkey, the replay player,
the app's own flags), so a bad argument gets argparse's usage and a one-line reason (exit 2), never a
traceback or a run that goes on without end (issue 34); and the cap on worker processes."""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Callable
from typing import Any

FPS_MIN, FPS_MAX = 10, 480  # the frame rates the app runs at (--fps, the settings' frame rate)


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None


def positive_int(text: str) -> int:
    """A whole number of at least 1."""
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def non_negative_int(text: str) -> int:
    """A whole number of at least 0 (0: skip)."""
    value = _whole(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be at least 0, got {value}")
    return value


def fps(text: str) -> int:
    """A frame rate the app can run at (FPS_MIN to FPS_MAX)."""
    value = _whole(text)
    if not FPS_MIN <= value <= FPS_MAX:
        raise argparse.ArgumentTypeError(f"a frame rate is {FPS_MIN} to {FPS_MAX}, got {value}")
    return value


def positive_float(text: str) -> float:
    """A finite number above 0 (seconds, minutes)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"must be a number above 0, got {text}")
    return value


def executable_file(text: str) -> str:
    """The path of an existing regular file that may be run."""
    if not os.path.isfile(text):
        raise argparse.ArgumentTypeError(f"{text!r} is not an existing file")
    if not os.access(text, os.X_OK):
        raise argparse.ArgumentTypeError(f"{text!r} is not executable")
    return text


def checked_by(check: Callable[[str], Any], what: str) -> Callable[[str], str]:
    """An argparse type for text that ``check(text)`` accepts (it raises ValueError, KeyError or LookupError
    with the reason otherwise); the text itself is the value."""

    def parse(text: str) -> str:
        try:
            check(text)
        except (ValueError, LookupError) as exc:
            reason = exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
            raise argparse.ArgumentTypeError(" ".join(reason.split())) from None
        return text

    parse.__name__ = what  # argparse names the type in its message when the check gives no reason
    return parse


def usage_error(parser: argparse.ArgumentParser, message: str) -> int:
    """What ``parser.error`` prints (the usage and a one-line reason on stderr), as exit code 2 returned
    rather than raised: for a tool's ``main`` that finds a bad argument after parsing."""
    parser.print_usage(sys.stderr)
    print(f"{parser.prog}: error: {' '.join(message.split())}", file=sys.stderr)
    return 2


def cap_workers(requested: int, tasks: int) -> int:
    """Worker processes to start: what was asked, at most one a core and one a task, at least 1."""
    return max(1, min(requested, os.cpu_count() or 1, tasks))
