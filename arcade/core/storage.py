"""Per-user JSON files: versioned, checked against a declared shape, written atomically, never fatal.

``Store.load(name, default, version, validate)`` returns the data, or the default when the file is missing.
Everything a file holds is hostile until checked: its size is checked before it is parsed (limits per kind
of file in :data:`LIMITS`), nesting depth, NaN and Infinity are refused by :func:`schema.parse_json`, and
the data goes through ``validate`` (or the shape registered for that kind of file in
:mod:`arcade.core.userfiles`). A file that fails any check is moved aside to ``<name>.bad`` (the previous
.bad is kept as .bad.1), a warning in words is queued for the screen (``warnings``; the app shows them as
toasts), and the default is used. Nothing a file contains raises past ``load``.

``Store.save`` writes a temporary file in the same folder, flushes it to disk, then renames it over the old
one, so a crash mid-write leaves the old file whole. A save that cannot be written (read-only folder, full
disk, a data path that is a file) returns False and queues a message such as "Could not save your
settings: the data folder is read-only"; the data stays in memory. Stale temporary files from killed saves
are removed when the store opens.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from arcade.core import limits, paths, safe_files
from arcade.core.schema import SchemaError, parse_json

KIB = 1024
MIB = 1024 * KIB
# Largest file accepted per kind (name prefix); checked before anything is parsed.
LIMITS = {
    "settings": 64 * KIB,
    "keymap": 64 * KIB,
    "stats": 1 * MIB,
    "lobby-": 64 * KIB,
    "hold-": limits.KEPT_BYTES,
    "lessons": 16 * KIB,
}
COMPACT = ("hold-",)  # kinds written without indentation (a kept game holds its replay: thousands of steps)
DEFAULT_LIMIT = 1 * MIB
TMP_SUFFIX = ".tmp"


def limit_for(name: str) -> int:
    for prefix, limit in LIMITS.items():
        if name == prefix or (prefix.endswith("-") and name.startswith(prefix)):
            return limit
    return DEFAULT_LIMIT


def os_error_words(exc: BaseException) -> str:
    """Why a write failed, in words a player understands."""
    code = getattr(exc, "errno", None)
    if code == errno.EROFS:
        return "the data folder is read-only"
    if code == errno.ENOSPC:
        return "the disk is full"
    if code == getattr(errno, "EDQUOT", -1):
        return "the disk quota is used up"
    if code in (errno.EACCES, errno.EPERM):
        return "there is no permission to write in the data folder"
    if code in (errno.ENOTDIR, errno.EEXIST, errno.EISDIR):
        return "the data folder path is taken by a file"
    if isinstance(exc, OSError):
        return (exc.strerror or str(exc)).lower()
    return str(exc)


def write_json_atomic(
    path: Path | str, doc: Any, *, compact: bool = False, sort_keys: bool = True, limit: int | None = None
) -> Path:
    """Write JSON to a temporary file in the same folder, flush it to disk, then rename it over ``path``:
    a crash mid-write leaves the old file whole, and no temporary file is left behind. Raises OSError
    (cannot write) or ValueError (data that is not plain JSON: NaN, infinity, cycles; or text longer than
    ``limit`` bytes, which would not be read back). ``compact``: no indentation; ``sort_keys`` False keeps
    the document's own order (a replay's summary first)."""
    path = Path(path)
    if compact:  # both fail before touching the disk
        text = json.dumps(doc, separators=(",", ":"), sort_keys=sort_keys, allow_nan=False)
    else:
        text = json.dumps(doc, indent=1, sort_keys=sort_keys, allow_nan=False)
    if limit is not None and len(text.encode("utf-8")) > limit:
        size = len(text.encode("utf-8"))
        raise ValueError(f"it is too large to keep ({size // KIB:,} KB, at most {limit // KIB:,} KB)")
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=TMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
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


def new_file(folder: Path, stem: str) -> Path:
    """A path in ``folder`` for a new ``<stem>.json`` that takes no existing file's name (``-2``, ``-3``...)."""
    path = Path(folder) / f"{stem}.json"
    n = 1
    while path.exists():
        n += 1
        path = Path(folder) / f"{stem}-{n}.json"
    return path


def set_aside_file(path: Path) -> None:
    """Move an unusable file to ``<name>.bad`` (out of the way, kept for the curious); never raises."""
    try:
        path.replace(path.with_suffix(path.suffix + ".bad"))
    except OSError:
        pass


def clean_stale_temps(folder: Path) -> int:
    """Remove temporary files left by saves that were killed mid-write; returns how many went."""
    removed = 0
    try:
        candidates = [*Path(folder).glob(f".*{TMP_SUFFIX}"), *Path(folder).glob(f"*/.*{TMP_SUFFIX}")]
    except OSError:
        return 0
    for tmp in candidates:
        try:
            if tmp.is_file():
                tmp.unlink()
                removed += 1
        except OSError:
            pass
    return removed


class Store:
    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root else paths.user_dir()
        self.warnings: list[str] = []
        self.save_errors: dict[str, str] = {}  # file name -> the last save failure still unresolved
        self.stale_removed = clean_stale_temps(self.root)

    def path(self, name: str) -> Path:
        return self.root / f"{name}.json"

    # -- reading -----------------------------------------------------------------------------------
    def read(self, name: str, version: int) -> Any:
        """The checked envelope's data, or raise SchemaError/OSError; FileNotFoundError when missing."""
        path = self.path(name)
        limit = limit_for(name)
        try:  # a regular file within its limit, opened without blocking (a FIFO here hung the app)
            raw = safe_files.read_bytes(path, limit)
        except (safe_files.NotRegularFile, safe_files.TooLarge) as exc:
            raise SchemaError(str(exc)) from None
        doc = parse_json(raw, limit)
        if not isinstance(doc, dict) or "data" not in doc:
            raise SchemaError("it is not a Coin-Op Cabinet file")
        if doc.get("version") != version or isinstance(doc.get("version"), bool):
            raise SchemaError(f"it has version {str(doc.get('version'))[:12]!r}, expected {version}")
        return doc["data"]

    def load(self, name: str, default: Any, version: int, validate: Callable[[Any], Any] | None = None) -> Any:
        if validate is None:
            from arcade.core import userfiles

            validate = userfiles.validator(name)
        try:
            data = self.read(name, version)
            return validate(data) if validate else data
        except FileNotFoundError:
            return default
        except Exception as exc:
            self.set_aside(name, _reason(exc))
            return default

    def set_aside(self, name: str, reason: str, outcome: str = "") -> None:
        """Move ``name``'s file to .bad (keeping one older .bad) and tell the player in words."""
        from arcade.core import userfiles

        path = self.path(name)
        bad = path.with_suffix(path.suffix + ".bad")
        try:
            if bad.exists():
                os.replace(bad, bad.with_suffix(".bad.1"))
            os.replace(path, bad)
            where = f"the file was set aside as {bad.name}"
        except OSError:
            where = "the file was left in place"
        label = userfiles.label(name)
        outcome = outcome or userfiles.reset_words(name)
        self.warnings.append(f"{label} could not be used: {reason}. {outcome}; {where}.")

    # -- writing -----------------------------------------------------------------------------------
    def save(self, name: str, data: Any, version: int) -> bool:
        """Write ``name`` atomically. Never raises: a failure returns False and queues a message."""
        doc = {"app": "coin-op-cabinet", "version": version, "data": data}
        compact = any(name.startswith(kind) for kind in COMPACT)
        try:  # never more than is read back (limit_for)
            write_json_atomic(self.path(name), doc, compact=compact, limit=limit_for(name))
        except (OSError, ValueError, TypeError, RecursionError) as exc:
            from arcade.core import userfiles

            message = f"Could not save {userfiles.label(name, lower=True)}: {os_error_words(exc)}."
            if self.save_errors.get(name) != message:  # one message per problem, not one per key press
                self.save_errors[name] = message
                self.warnings.append(message + " It is kept in memory until the cabinet closes.")
            return False
        if self.save_errors.pop(name, None):
            self.warnings.append(f"Saved {_lower_first(self._label(name))} again.")
        return True

    def _label(self, name: str) -> str:
        from arcade.core import userfiles

        return userfiles.label(name)

    def delete(self, name: str) -> bool:
        try:
            self.path(name).unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            self.warnings.append(f"Could not remove {_lower_first(self._label(name))}: {os_error_words(exc)}.")
            return False
        return True

    def exists(self, name: str) -> bool:
        try:
            return self.path(name).is_file()
        except OSError:
            return False

    def take_warnings(self) -> list[str]:
        out, self.warnings = self.warnings, []
        return out


def _lower_first(s: str) -> str:
    return s[:1].lower() + s[1:]


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        return os_error_words(exc)
    text = str(exc) or exc.__class__.__name__
    return text if len(text) <= 160 else text[:157] + "..."
