"""The line to the CPUs' worker process: the app's own program started once more with a hidden flag, talking
over a socket on this machine (127.0.0.1).

Why not :mod:`multiprocessing`: bundled into the packaged app, its runtime hook is imported at every start
(about 11 ms before the first frame), so ``build.spec`` leaves it out. This module needs only the standard
library's socket, select and subprocess, and works the same from the source tree
(``python -m arcade --think-worker PORT``) and from the packaged app (``coin-op-cabinet --think-worker PORT``).

- The parent listens on a free port of 127.0.0.1 and starts the child with the port on its command line and
  a one-time secret in its environment (``COIN_OP_THINK_TOKEN``). The child connects and sends the secret
  first; a connection that does not is closed and the parent keeps waiting for its own child.
- Messages are bytes with an 8-byte length in front (:class:`Channel`); ``poll`` asks ``select`` whether an
  answer is waiting, so nothing ever blocks the frame loop on the socket.
- From the source tree the child gets the parent's import path (``PYTHONPATH``), so it can import whatever
  the parent pickled a function from.
- When the parent dies the socket closes and the child's next read ends it.

This module imports no pygame and nothing of the app.
"""
from __future__ import annotations

import os
import secrets
import select
import socket
import struct
import subprocess
import sys
import time

FLAG = "--think-worker"
TOKEN_ENV = "COIN_OP_THINK_TOKEN"
_HEAD = struct.Struct("!Q")
_CHUNK = 1 << 20


class Channel:
    """Length-prefixed messages over a connected socket."""

    def __init__(self, sock: socket.socket) -> None:
        sock.setblocking(True)
        try:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # small messages go at once
        except OSError:
            pass
        self._sock = sock

    def fileno(self) -> int:
        return self._sock.fileno()

    def send_bytes(self, data: bytes) -> None:
        self._sock.sendall(_HEAD.pack(len(data)) + data)

    def recv_bytes(self, max_size: int | None = None) -> bytes:
        """The next whole message; EOFError when the other end has closed; ValueError if it is longer than
        ``max_size``."""
        (size,) = _HEAD.unpack(self._read(_HEAD.size))
        if max_size is not None and size > max_size:
            raise ValueError(f"a message of {size} bytes (at most {max_size} expected)")
        return self._read(size)

    def _read(self, size: int) -> bytes:
        buf = bytearray()
        while len(buf) < size:
            chunk = self._sock.recv(min(size - len(buf), _CHUNK))
            if not chunk:
                raise EOFError("the other end closed the connection")
            buf += chunk
        return bytes(buf)

    def poll(self, timeout: float = 0.0) -> bool:
        """True when a message (or the end of the connection) is waiting, within ``timeout`` seconds."""
        readable, _, _ = select.select([self._sock], [], [], max(0.0, timeout))
        return bool(readable)

    def close(self) -> None:
        try:
            self._sock.close()
        except OSError:
            pass


class WorkerProcess:
    """The child process (a :class:`subprocess.Popen`), with the few calls the thinker needs."""

    def __init__(self, popen: subprocess.Popen) -> None:
        self._popen = popen

    @property
    def pid(self) -> int:
        return self._popen.pid

    @property
    def exitcode(self) -> int | None:
        return self._popen.poll()

    def is_alive(self) -> bool:
        return self._popen.poll() is None

    def terminate(self) -> None:
        if self.is_alive():
            self._popen.terminate()

    def kill(self) -> None:
        if self.is_alive():
            self._popen.kill()

    def join(self, timeout: float | None = None) -> None:
        """Wait for it to end (and reap it) for up to ``timeout`` seconds."""
        try:
            self._popen.wait(timeout)
        except subprocess.TimeoutExpired:
            pass


def worker_command(port: int) -> list[str]:
    """How to start the worker: the packaged app runs itself, the source tree runs ``python -m arcade``."""
    if getattr(sys, "frozen", False):
        return [sys.executable, FLAG, str(port)]
    return [sys.executable, "-m", "arcade", FLAG, str(port)]


def _child_env(token: str) -> dict[str, str]:
    env = dict(os.environ)
    env[TOKEN_ENV] = token
    if not getattr(sys, "frozen", False):
        paths = [p for p in sys.path if p and os.path.isdir(p)]
        env["PYTHONPATH"] = os.pathsep.join(dict.fromkeys(paths))
    return env


def start_worker(timeout: float, command=worker_command, *, stop=None, on_spawn=None) -> tuple[WorkerProcess, Channel]:
    """Start the worker process and wait (up to ``timeout`` seconds) for it to connect back with its
    secret. Raises TimeoutError, or RuntimeError if the child ends first or ``stop()`` turns true while
    waiting (checked ten times a second); the child is then ended and reaped. ``on_spawn(proc)`` is told
    of the child as soon as it exists."""
    token = secrets.token_hex(16).encode()
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    proc = None
    try:
        listener.bind(("127.0.0.1", 0))
        listener.listen(4)
        port = listener.getsockname()[1]
        extra = {"creationflags": subprocess.CREATE_NO_WINDOW} if os.name == "nt" else {}
        popen = subprocess.Popen(command(port), env=_child_env(token.decode()), stdin=subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL, close_fds=True, **extra)
        proc = WorkerProcess(popen)
        if on_spawn is not None:
            on_spawn(proc)
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"the worker process did not connect in {timeout:g} s")
            if stop is not None and stop():
                raise RuntimeError("stopped while the worker process started")
            if not proc.is_alive():
                raise RuntimeError(f"the worker process ended as it started (exit code {proc.exitcode})")
            readable, _, _ = select.select([listener], [], [], min(0.1, left))
            if not readable:
                continue
            sock, _ = listener.accept()
            chan = Channel(sock)
            try:
                ok = chan.poll(max(0.0, deadline - time.monotonic())) and chan.recv_bytes(len(token)) == token
            except (OSError, EOFError, ValueError):
                ok = False
            if ok:
                proc_ok, proc = proc, None
                return proc_ok, chan
            chan.close()  # not our child: keep waiting for it
    finally:
        listener.close()
        if proc is not None:
            proc.kill()
            proc.join(2.0)


def connect_back(port: int, timeout: float = 30.0) -> Channel:
    """In the worker: connect to the parent and prove who we are (the secret from the environment)."""
    token = os.environ.pop(TOKEN_ENV, "")
    if not token:
        raise RuntimeError(f"{FLAG} is for the app's own worker process (no {TOKEN_ENV} given)")
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    sock.settimeout(None)
    chan = Channel(sock)
    chan.send_bytes(token.encode())
    return chan
