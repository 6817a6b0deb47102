"""Small pieces shared by the command-line tools (simulators, benchmarks)."""

from __future__ import annotations

import argparse


def positive_int(text: str) -> int:
    """An argparse type: a whole number of at least 1, with a clear message otherwise."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value
