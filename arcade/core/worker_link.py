"""The line to the CPUs' worker process: the app's own program started once more with a hidden flag, talking
over a socket that no one else can reach.

Why not :mod:`multiprocessing`: bundled into the packaged app, its runtime hook is imported at every start
(about 11 ms before the first frame), so ``build.spec`` leaves it out. This module needs only the standard
library's socket, select and subprocess, and works the same from the source tree
(``python -m arcade --think-worker PORT``) and from the packaged app (``coin-op-cabinet --think-worker PORT``).

- Where it can (POSIX), the parent makes a connected pair of sockets (``socketpair``) and the child inherits
  one end (``--think-worker fd:N``): there is no port, nothing on the machine can connect to it, bind it or
  listen on it. Where it cannot (Windows: a socket cannot simply be inherited), the parent listens on a
  free port of 127.0.0.1 (``--think-worker tcp:PORT``), strangers can knock, and a stranger could even take
  the port if the parent died at the wrong moment.
- Either way, before anything else, both ends prove that they know the one-time secret the child got in
  its environment (``COIN_OP_THINK_TOKEN``), without sending it: the child sends a fresh random number,
  the parent answers with its own and an HMAC-SHA256 of both under the secret, which the child checks; the
  child then answers with the HMAC of both (in the other order, under another label), which the parent
  checks (:func:`_parent_handshake`, :func:`_child_handshake`). Nobody unpickles anything from an end that
  has not proved itself: a stranger posing as the parent gets nothing unpickled by the child, a stranger
  posing as the child is closed. The parent deals with every knock at once (non-blocking, each with its own
  short deadline), so a stranger that connects and says nothing does not delay the real child.
- Messages are bytes with an 8-byte length in front (:class:`Channel`); ``poll`` asks ``select`` whether an
  answer is waiting, so nothing ever blocks the frame loop on the socket.
- Nothing outside the installed program is imported by the child (issue 34): from the source tree it is
  started isolated (``python -I -c``: neither the working folder nor ``PYTHON*`` variables nor the user's
  site reach its import path), in the program's own folder, and it puts exactly the parent's import path
  back in front (``COIN_OP_WORKER_PATH``, absolute folders only, never the folder the app was started
  in), so it can import whatever the parent pickled a function from. Packaged, the bundle runs itself in
  its own folder (its import path is the bundle's), without the ``PYTHON*`` variables.
- When the parent dies the socket closes and the child's next read or write ends it, without a word (even
  mid-handshake: :class:`LinkGone`); only a stranger that fails the proof is refused with a message.

This module imports no pygame and nothing of the app.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import select
import socket
import struct
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

FLAG = "--think-worker"
TOKEN_ENV = "COIN_OP_THINK_TOKEN"
PATH_ENV = "COIN_OP_WORKER_PATH"  # the parent's import path, handed to the isolated child


def isolated_boot(module: str) -> str:
    """The ``-c`` code of an isolated child (``python -I``): it takes its import path from PATH_ENV, then
    runs ``module`` as ``python -m`` would (its ``sys.argv[1:]`` are the child's arguments)."""
    return (
        "import os, runpy, sys; "
        f"sys.path[:0] = [p for p in os.environ.pop({PATH_ENV!r}, '').split(os.pathsep) if os.path.isabs(p)]; "
        f"runpy.run_module({module!r}, run_name='__main__', alter_sys=True)"
    )


def isolated_python(module: str, *args: str) -> list[str]:
    """The command line that runs ``module`` from the source tree in an isolated interpreter: neither the
    working folder nor ``PYTHON*`` variables reach its import path (give it :func:`child_env`)."""
    return [sys.executable, "-I", "-c", isolated_boot(module), *args]


_HEAD = struct.Struct("!Q")
_CHUNK = 1 << 20
_MAGIC = b"COINOPW2"  # the handshake's first bytes (the version of this protocol)
_NONCE = 16
_MAC = hashlib.sha256().digest_size
_HELLO = len(_MAGIC) + _NONCE  # child -> parent: magic, child's nonce
_REPLY = _NONCE + _MAC  # parent -> child: parent's nonce, the parent's proof
_PROOF = _MAC  # child -> parent: the child's proof
KNOCK_S = 5.0  # a connection that has not proved itself by then is closed


class LinkGone(ConnectionError):
    """The app's end of the line went away (the app ended or was killed): the worker leaves quietly."""


GONE = (EOFError, BrokenPipeError, ConnectionResetError, ConnectionAbortedError, ConnectionRefusedError, TimeoutError)
"""What a read or write raises when the other end has gone."""


def _mac(secret: bytes, role: bytes, first: bytes, second: bytes) -> bytes:
    return hmac.new(secret, role + first + second, hashlib.sha256).digest()


def default_transport() -> str:
    """ "fd" (an inherited socketpair) where sockets can be inherited simply, else "tcp" (localhost)."""
    return "fd" if os.name == "posix" and hasattr(socket, "AF_UNIX") else "tcp"


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

    def __init__(self, popen: subprocess.Popen[bytes]) -> None:
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


def worker_command(where: str) -> list[str]:
    """How to start the worker: the packaged app runs itself, the source tree runs the app's main in an
    isolated interpreter (``-I``: no working folder, no ``PYTHON*`` variables on its import path).
    ``where`` is how the child reaches the parent: "fd:N" (an inherited socket) or "tcp:PORT"."""
    if getattr(sys, "frozen", False):
        return [sys.executable, FLAG, where]
    return isolated_python("arcade", FLAG, where)


def program_dir() -> str:
    """The installed program's own folder, where the worker runs: the bundle's when packaged, else the
    folder that holds the ``arcade`` package."""
    if getattr(sys, "frozen", False):
        return os.path.dirname(os.path.abspath(sys.executable))
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def child_import_path() -> list[str]:
    """The import path the source tree's child is given: the program's own folder, then the parent's path
    (absolute folders and archives that exist), never the folder the app was started in unless that is the
    program's own."""
    own = program_dir()
    try:
        here = os.path.realpath(os.getcwd())
    except OSError:  # the working folder was removed
        here = ""
    paths = [own]
    for p in sys.path:
        if not p or not os.path.isabs(p) or not os.path.exists(p):
            continue
        if os.path.realpath(p) == here and here != os.path.realpath(own):
            continue
        paths.append(p)
    return list(dict.fromkeys(paths))


def child_env(**extra: str) -> dict[str, str]:
    """The environment of a child of :func:`isolated_python` (or of the bundle): this one's without the
    ``PYTHON*`` variables, with the import path the child is to use, plus ``extra``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    if not getattr(sys, "frozen", False):
        env[PATH_ENV] = os.pathsep.join(child_import_path())
    env.update(extra)
    return env


def _child_env(token: str) -> dict[str, str]:
    return child_env(**{TOKEN_ENV: token})


class _Knock:
    """One connection the parent is hearing out: bytes so far, the child's and the parent's nonces once the
    parent replied."""

    __slots__ = ("sock", "buf", "nonces", "deadline")

    def __init__(self, sock: socket.socket, deadline: float) -> None:
        sock.setblocking(False)
        self.sock = sock
        self.buf = b""
        self.nonces: tuple[bytes, bytes] | None = None  # (the child's from its hello, ours in the reply)
        self.deadline = deadline

    def close(self) -> None:
        try:
            self.sock.close()
        except OSError:
            pass


def _parent_step(knock: _Knock, secret: bytes) -> bool | None:
    """Read what ``knock`` has sent and move its handshake on: True (it proved itself: our child), False
    (a stranger: close it), None (not finished yet)."""
    want = (_HELLO if knock.nonces is None else _PROOF) - len(knock.buf)
    try:  # never more than this step needs: what follows the proof is the first message, the Channel's
        chunk = knock.sock.recv(want)
    except (BlockingIOError, InterruptedError):
        return None
    except OSError:
        return False
    if not chunk:
        return False
    knock.buf += chunk
    if knock.nonces is None:
        if len(knock.buf) < _HELLO:
            return None
        hello, knock.buf = knock.buf, b""
        if not hmac.compare_digest(hello[: len(_MAGIC)], _MAGIC):
            return False
        nonce_c, nonce_p = knock.nonces = hello[len(_MAGIC) :], secrets.token_bytes(_NONCE)
        reply = nonce_p + _mac(secret, b"parent", nonce_c, nonce_p)
        try:
            knock.sock.setblocking(True)
            knock.sock.settimeout(1.0)
            knock.sock.sendall(reply)  # 48 bytes into an empty socket buffer: does not wait
            knock.sock.setblocking(False)
        except OSError:
            return False
        return None  # the proof comes once the child has checked ours
    if len(knock.buf) < _PROOF:
        return None
    nonce_c, nonce_p = knock.nonces
    return hmac.compare_digest(knock.buf, _mac(secret, b"child", nonce_p, nonce_c))


def _child_handshake(sock: socket.socket, secret: bytes, timeout: float) -> None:
    """In the worker: prove the parent knows the secret before trusting it, then prove ourselves. LinkGone
    when the parent goes away meanwhile; ConnectionError when it does not prove itself."""
    try:
        _child_proofs(sock, secret, timeout)
    except GONE as exc:
        raise LinkGone(f"the app went away ({exc.__class__.__name__})") from exc


def _child_proofs(sock: socket.socket, secret: bytes, timeout: float) -> None:
    sock.settimeout(timeout)
    nonce_c = secrets.token_bytes(_NONCE)
    sock.sendall(_MAGIC + nonce_c)
    reply = b""
    while len(reply) < _REPLY:
        chunk = sock.recv(_REPLY - len(reply))
        if not chunk:
            raise LinkGone("the other end closed the connection before proving itself")
        reply += chunk
    nonce_p, proof = reply[:_NONCE], reply[_NONCE:]
    if not hmac.compare_digest(proof, _mac(secret, b"parent", nonce_c, nonce_p)):
        raise ConnectionError("the other end does not know the secret: not our parent")
    sock.sendall(_mac(secret, b"child", nonce_p, nonce_c))
    sock.settimeout(None)


def start_worker(
    timeout: float,
    command: Callable[[str], list[str]] = worker_command,
    *,
    stop: Callable[[], bool] | None = None,
    on_spawn: Callable[[WorkerProcess], object] | None = None,
    transport: str | None = None,
) -> tuple[WorkerProcess, Channel]:
    """Start the worker process and wait (up to ``timeout`` seconds) for it to prove itself (see the
    module docstring). Raises TimeoutError, or RuntimeError if the child ends first or ``stop()`` turns
    true while waiting (checked ten times a second); the child is then ended and reaped. ``on_spawn(proc)``
    is told of the child as soon as it exists. ``transport``: "fd" or "tcp" (default: :func:`default_transport`)."""
    transport = transport or default_transport()
    token = secrets.token_hex(16)
    secret = token.encode()
    listener: socket.socket | None = None
    mine: socket.socket | None = None
    theirs: socket.socket | None = None
    knocks: list[_Knock] = []
    proc: WorkerProcess | None = None
    extra: dict[str, Any] = {}
    if sys.platform == "win32":  # os.name == "nt"
        extra["creationflags"] = subprocess.CREATE_NO_WINDOW
    try:
        if transport == "fd":
            mine, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
            theirs.set_inheritable(True)
            where = f"fd:{theirs.fileno()}"
            extra["pass_fds"] = (theirs.fileno(),)
        elif transport == "tcp":
            listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            listener.bind(("127.0.0.1", 0))
            listener.listen(16)
            listener.setblocking(False)
            where = f"tcp:{listener.getsockname()[1]}"
        else:
            raise ValueError(f"unknown transport {transport!r}")
        popen = subprocess.Popen(
            command(where),
            env=_child_env(token),
            cwd=program_dir(),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            close_fds=True,
            **extra,
        )
        proc = WorkerProcess(popen)
        if mine is not None and theirs is not None:  # the "fd" transport: both ends exist
            theirs.close()  # the child's end is the child's alone; we see EOF if it dies
            theirs = None
            knocks.append(_Knock(mine, float("inf")))
            mine = None
        if on_spawn is not None:
            on_spawn(proc)
        deadline = time.monotonic() + timeout
        while True:
            now = time.monotonic()
            left = deadline - now
            if left <= 0:
                raise TimeoutError(f"the worker process did not prove itself in {timeout:g} s")
            if stop is not None and stop():
                raise RuntimeError("stopped while the worker process started")
            if not proc.is_alive():
                raise RuntimeError(f"the worker process ended as it started (exit code {proc.exitcode})")
            for knock in [k for k in knocks if k.deadline <= now]:
                knocks.remove(knock)  # a stranger that said nothing in time
                knock.close()
            waiting = [k.sock for k in knocks] + ([listener] if listener is not None else [])
            readable, _, _ = select.select(waiting, [], [], min(0.1, left))
            for sock in readable:
                if sock is listener:
                    try:
                        conn, _addr = listener.accept()
                    except (BlockingIOError, InterruptedError, OSError):
                        continue
                    knocks.append(_Knock(conn, now + KNOCK_S))
                    continue
                knock = next(k for k in knocks if k.sock is sock)
                verdict = _parent_step(knock, secret)
                if verdict is None:
                    continue
                knocks.remove(knock)
                if verdict:
                    chan = Channel(knock.sock)
                    proc_ok, proc = proc, None
                    return proc_ok, chan
                knock.close()  # not our child: keep waiting for it
    finally:
        for knock in knocks:
            knock.close()
        for left_open in (listener, mine, theirs):
            if left_open is not None:
                left_open.close()
        if proc is not None:
            proc.kill()
            proc.join(2.0)


def connect_back(where: str | int, timeout: float = 30.0) -> Channel:
    """In the worker: reach the parent (``where`` is "fd:N", "tcp:PORT" or a bare port number), check that
    it knows the secret from the environment and prove that we do too."""
    token = os.environ.pop(TOKEN_ENV, "")
    if not token:
        raise RuntimeError(f"{FLAG} is for the app's own worker process (no {TOKEN_ENV} given)")
    kind, _, value = str(where).rpartition(":")
    if not value.isascii() or not value.isdigit() or kind not in ("", "fd", "tcp"):
        raise ValueError(f"{FLAG} takes fd:N or tcp:PORT, not {str(where)[:20]!r}")
    if kind == "fd":
        sock = socket.socket(fileno=int(value))
        sock.set_inheritable(False)
    else:
        try:
            sock = socket.create_connection(("127.0.0.1", int(value)), timeout=timeout)
        except GONE as exc:
            raise LinkGone(f"the app is not there ({exc.__class__.__name__})") from exc
    try:
        _child_handshake(sock, token.encode(), timeout)
    except BaseException:
        sock.close()
        raise
    return Channel(sock)
