"""The sound cache's files: 16-bit samples kept in the user folder (``cache/sounds``) so the next start
reads them back instead of synthesising them. Only a shortcut: a file that cannot be read, is not a regular
file or has the wrong length is ignored, and one that cannot be written is not written, silently."""

from __future__ import annotations

import array
import os
from pathlib import Path


def read_cached(path: Path, want: int) -> array.array[int] | None:
    """A cache file's samples when it is a regular file of exactly ``want`` samples, else None (silently)."""
    from arcade.core import safe_files

    data = array.array("h")
    try:  # only a regular file of the right size, opened without blocking (a FIFO here froze the app)
        data.frombytes(safe_files.read_bytes(path, want * data.itemsize))
        if len(data) == want:
            return data
    except (OSError, ValueError):
        pass
    return None


def write_cached(path: Path, samples: array.array[int]) -> None:
    """Keep samples in the cache for the next start; any failure is silent (the cache is a shortcut)."""
    try:
        import tempfile

        path.parent.mkdir(parents=True, exist_ok=True)
        # a new file of our own (O_EXCL), never a name found there: a FIFO in its place would block
        fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(samples.tobytes())
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
    except OSError:
        pass
