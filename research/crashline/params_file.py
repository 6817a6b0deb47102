"""Reading a Shark's shipped weights file: one place for the clear errors (pure, no pygame)."""

from __future__ import annotations

import json
from collections.abc import Callable

MAX_BYTES = 4 * 1024 * 1024  # the shipped weights are a few KB


def read_params(path: str, label: str, parse: Callable[[object], dict]) -> dict:
    """``parse`` of the JSON in ``path``; a ValueError naming ``label`` and the file if it is missing, not
    JSON or malformed."""
    from arcade.core import safe_files

    try:
        data = json.loads(safe_files.read_text(path, MAX_BYTES))
    except OSError as exc:
        raise ValueError(f"{label}: cannot read {path}: {exc}") from exc
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ValueError(f"{label}: {path} is not valid JSON: {exc}") from exc
    try:
        return parse(data)
    except ValueError as exc:
        raise ValueError(f"{exc} (in {path})") from exc
