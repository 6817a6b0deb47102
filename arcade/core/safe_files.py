"""Reading a file from the user folder or ``levels/`` without hanging or swallowing the machine.

A path there may name something that is not a plain file: a FIFO (opening it for reading waits for a
writer that never comes), a symlink to ``/dev/zero`` (reading never ends), a device, a folder, or a file
far larger than any the cabinet writes. Every such read goes through :func:`read_bytes` (or
:func:`read_text`): the path is looked at first (``stat``, following a symlink: a link to a regular file is
fine), it must be a regular file within ``limit`` bytes; then it is opened with ``O_NONBLOCK`` (a FIFO
swapped in after the look opens at once instead of waiting), the open file is checked again (``fstat``:
still a regular file, still within the limit) and at most ``limit + 1`` bytes are read.

Anything refused raises :class:`NotRegularFile` or :class:`TooLarge`, both ``OSError``s, so callers that
already treat an unreadable file as "cannot be used" need no new handler.

This module imports no pygame.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)


class NotRegularFile(OSError):
    """The path is a FIFO, a device, a folder or a link to one: it is not read."""


class TooLarge(OSError):
    """The file is larger than its kind of file can be: it is not read."""


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _check(st: os.stat_result, path: Path, limit: int) -> None:
    if not stat.S_ISREG(st.st_mode):
        what = _kind(st.st_mode)
        raise NotRegularFile(f"it is {what}, not a regular file" if what.startswith("a ") else f"it is {what}")
    if st.st_size > limit:
        raise TooLarge(f"it is too large ({st.st_size:,} bytes, at most {limit:,})")


def check(path: str | os.PathLike[str], limit: int) -> os.stat_result:
    """The file's status when ``path`` is a regular file (or a link to one) of at most ``limit`` bytes;
    FileNotFoundError when nothing is there, NotRegularFile / TooLarge otherwise. Nothing is opened."""
    p = Path(path)
    st = os.stat(p)  # follows a symlink: what matters is what it points at
    _check(st, p, limit)
    return st


def is_regular(path: str | os.PathLike[str]) -> bool:
    """True when ``path`` is a regular file (or a link to one); never raises, never opens anything."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def read_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path`` (at most ``limit``), opened without blocking. Raises
    FileNotFoundError, NotRegularFile, TooLarge or another OSError; never waits on a pipe or a device."""
    p = Path(path)
    check(p, limit)
    fd = os.open(p, _FLAGS)
    try:
        _check(os.fstat(fd), p, limit)  # what was opened, not what was looked at a moment ago
        chunks: list[bytes] = []
        got = 0
        while got <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    finally:
        os.close(fd)
    if got > limit:  # it grew while being read
        raise TooLarge(f"it is too large (more than {limit:,} bytes)")
    return b"".join(chunks)


def read_head(path: str | os.PathLike[str], limit: int, head: int) -> bytes:
    """The first ``head`` bytes of the regular file ``path`` (a file of at most ``limit`` bytes), opened
    without blocking; raises as :func:`read_bytes` does."""
    p = Path(path)
    check(p, limit)
    fd = os.open(p, _FLAGS)
    try:
        _check(os.fstat(fd), p, limit)
        chunks: list[bytes] = []
        got = 0
        while got < head:
            chunk = os.read(fd, head - got)
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    finally:
        os.close(fd)
    return b"".join(chunks)


def read_text(path: str | os.PathLike[str], limit: int, encoding: str = "utf-8") -> str:
    """:func:`read_bytes` decoded (UnicodeDecodeError, a ValueError, for bytes that are not text)."""
    return read_bytes(path, limit).decode(encoding)
