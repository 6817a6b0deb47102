"""Reading a Shark's shipped weights file: one place for the clear errors (pure, no pygame)."""
from __future__ import annotations

import json
from typing import Callable


def read_params(path: str, label: str, parse: Callable[[object], dict]) -> dict:
    """``parse`` of the JSON in ``path``; a ValueError naming ``label`` and the file if it is missing, not
    JSON or malformed."""
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except OSError as exc:
        raise ValueError(f"{label}: cannot read {path}: {exc}") from exc
    except json.JSONDecodeError as exc:
        raise ValueError(f"{label}: {path} is not valid JSON: {exc}") from exc
    try:
        return parse(data)
    except ValueError as exc:
        raise ValueError(f"{exc} (in {path})") from exc
