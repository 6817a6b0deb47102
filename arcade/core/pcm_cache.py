"""The sound cache's files: 16-bit samples kept in the user folder (``cache/sounds``) so the next start
reads them back instead of synthesising them. Only a shortcut: a file that cannot be read, is not a regular
file, has the wrong length or samples that do not match its digest is ignored (and made again), and one that
cannot be written is not written, silently.

A file is ``MAGIC``, the SHA-256 digest of the samples, then the samples (issue 34: a file of the right
length but other content was played as sound). A file of the older shape (samples alone) has the wrong
length, so it is simply made again."""

from __future__ import annotations

import array
import hashlib
import hmac
import os
from pathlib import Path

MAGIC = b"COINPCM1"
_DIGEST = hashlib.sha256().digest_size
HEAD = len(MAGIC) + _DIGEST


def digest(body: bytes) -> bytes:
    return hashlib.sha256(body).digest()


def read_cached(path: Path, want: int) -> array.array[int] | None:
    """A cache file's samples when it is a regular file of exactly ``want`` samples whose digest matches,
    else None (silently)."""
    from arcade.core import safe_files

    data = array.array("h")
    try:  # only a regular file of the right size, opened without blocking (a FIFO here froze the app)
        raw = safe_files.read_bytes(path, HEAD + want * data.itemsize)
    except (OSError, ValueError):
        return None
    body = raw[HEAD:]
    if len(body) != want * data.itemsize or not raw.startswith(MAGIC):
        return None
    if not hmac.compare_digest(raw[len(MAGIC) : HEAD], digest(body)):
        return None  # the right length, other content: not our samples
    data.frombytes(body)
    return data


def write_cached(path: Path, samples: array.array[int]) -> None:
    """Keep samples in the cache for the next start; any failure is silent (the cache is a shortcut)."""
    try:
        import tempfile

        path.parent.mkdir(parents=True, exist_ok=True)
        # a new file of our own (O_EXCL), never a name found there: a FIFO in its place would block
        fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=".tmp", dir=path.parent)
        try:
            body = samples.tobytes()
            with os.fdopen(fd, "wb") as fh:
                fh.write(MAGIC + digest(body) + body)
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
    except OSError:
        pass
