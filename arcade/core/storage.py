"""Per-user JSON files: versioned, written atomically, never lost to corruption.

``Store.load(name, default, version)`` returns the data, or the default when the file is missing. A file
that cannot be read or parsed, or has another version or shape, is moved aside to ``<name>.bad`` (the
previous .bad is kept as .bad.1), a clear warning is queued for the screen, and the default is used.
``Store.save`` writes a temporary file in the same folder, flushes it to disk, then renames it over the
old one, so a crash mid-write leaves the old file intact.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Callable

from arcade.core import paths


def write_json_atomic(path: Path | str, doc: Any) -> Path:
    """Write JSON to a temporary file in the same folder, flush it to disk, then rename it over ``path``:
    a crash mid-write leaves the old file whole, and no temporary file is left behind."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, indent=1, sort_keys=True)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


class Store:
    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root else paths.user_dir()
        self.warnings: list[str] = []

    def path(self, name: str) -> Path:
        return self.root / f"{name}.json"

    def load(self, name: str, default: Any, version: int,
             validate: Callable[[Any], Any] | None = None) -> Any:
        path = self.path(name)
        if not path.exists():
            return default
        try:
            with open(path, encoding="utf-8") as fh:
                doc = json.load(fh)
            if not isinstance(doc, dict) or "data" not in doc:
                raise ValueError("not a Coin-Op Cabinet file")
            if doc.get("version") != version:
                raise ValueError(f"version {doc.get('version')!r}, expected {version}")
            data = doc["data"]
            return validate(data) if validate else data
        except Exception as exc:  # noqa: BLE001 - any unreadable file is set aside, never fatal
            self._set_aside(path, exc)
            return default

    def _set_aside(self, path: Path, exc: Exception) -> None:
        bad = path.with_suffix(path.suffix + ".bad")
        try:
            if bad.exists():
                os.replace(bad, bad.with_suffix(".bad.1"))
            os.replace(path, bad)
            where = f"kept as {bad.name}"
        except OSError:
            where = "left in place"
        self.warnings.append(f"{path.name} could not be read ({exc}); defaults used, the file {where}.")

    def save(self, name: str, data: Any, version: int) -> Path:
        doc = {"app": "coin-op-cabinet", "version": version, "data": data}
        return write_json_atomic(self.path(name), doc)

    def delete(self, name: str) -> None:
        try:
            self.path(name).unlink()
        except FileNotFoundError:
            pass

    def exists(self, name: str) -> bool:
        return self.path(name).exists()

    def take_warnings(self) -> list[str]:
        out, self.warnings = self.warnings, []
        return out
