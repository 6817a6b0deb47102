"""CPU thinking off the frame loop: in a worker process (the real app) or on a worker thread.

A computer player that needs tens of milliseconds to decide (Crash Line's rollout Shark, Insert Coin's
Planner) must never hold up a frame. On a worker *thread* it still does: it holds the interpreter lock, and a
frame that asks for the lock waits up to the switch interval (5 ms). So the app's :class:`Thinker` sends slow
thinking to one persistent worker *process*:

- ``think(fn, *args, instant=False, keep=None)`` returns a ``concurrent.futures.Future``. ``instant`` thoughts
  (a couple of milliseconds at most) are answered at once, on the caller's thread.
- The arguments are pickled at once, on the caller's thread: they are sent as they are *now*, whatever the
  game does meanwhile (a seat's view is a plain copy already: docs/architecture.md, "Views are plain data").
- ``keep`` names the objects the thought may change (default: the bot of a bound method ``bot.choose``): a
  bot carries state (its own ``random.Random``), so the child sends back their new state with the answer and
  it is copied into the very same objects (:func:`adopt`) before the Future is done. Thoughts are answered
  one at a time in the order they were asked, and ``fn`` and ``keep`` are pickled only when their turn comes,
  so a bot asked twice thinks the second time from the state the first thought left. The same seed and
  inputs thus give the same game whether a CPU thought in the process, on a thread or inline.
- No thread of ours waits on the socket: the thought is sent by the caller's thread, and the answer is read
  when the caller asks the Future whether it is done (``pump``; the app also pumps once a frame). A thread
  waiting on the socket would take the interpreter lock whenever the frame loop let it go (a flip, a
  blit), and the frame would then wait for the operating system to hand it back (measured: 2-5 ms).
- The process is started in the background (``prepare``, called when a game with a slow CPU is set up): it
  is the app's own program run again with ``--think-worker fd:N`` (:mod:`arcade.core.worker_link`: an
  inherited socket no one else can reach, both ends proving a shared secret before any pickle; a
  fresh interpreter, safe beside SDL's threads, the same from the source tree and the packaged app; no
  :mod:`multiprocessing`, which would cost the packaged app's start-up). Until it is ready, thoughts are thought on a
  worker thread in the parent (the same order, the same results).
- A child that dies, answers garbage or hangs is killed and that thought is thought again on the thread from
  the state it was sent with (nothing was copied back): the game goes on and a warning goes to the log
  (``arcade.thinker``). "Hangs" is judged by the child's own CPU time, not the wall clock: a child below
  the app's priority on a busy machine may wait seconds for a core and is still thinking. A thought is hung
  when, over a stretch of ``hang_s``, the child used almost no CPU (``STALL_SHARE``: it waits on something
  that never comes), or when it has used ``cpu_limit_s`` of CPU (a runaway loop), or after ``WALL_LIMIT``
  times ``hang_s`` whatever it did. Where a process's CPU time cannot be read (no ``/proc``), ``hang_s`` of
  wall time is the limit. A new child is started for later thoughts, at most
  ``MAX_STARTS`` times a session; after that, threads only.
- ``close()`` (the app's quit) ends the child and reaps it: no zombie, no orphan (a child whose parent dies
  sees its socket close and exits).

A thinker made with ``process=False`` (the default; the test harness) thinks exactly as before: instant
thoughts inline, the others on one shared worker thread, on the live arguments.

This module imports no pygame and nothing of the app: it is what the child process imports.
"""

from __future__ import annotations

import logging
import os
import pickle
import random
import threading
import time
import types
from collections import deque
from collections.abc import Callable, Iterable
from concurrent.futures import CancelledError, Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arcade.core.worker_link import Channel, WorkerProcess

LOG = logging.getLogger("arcade.thinker")

HANG_S = 10.0  # a stretch this long in which the child used (almost) no CPU: it is hung
STALL_SHARE = 0.005  # "almost no CPU": under half a percent of a core over the stretch (a waiting child uses
# none; a starved nice-10 child beside four busy programs still gets a few percent)
HANG_CPU_S = 20.0  # CPU seconds one thought may use (a thought takes well under one): a runaway loop
WALL_LIMIT = 12  # times hang_s: the last word, whatever the child does
START_S = 30.0  # a child not ready by then is given up
ALIVE_CHECK_S = 0.5  # a thought out this long: is the child still there? (not asked every frame)
MAX_STARTS = 3  # process starts per thinker (the first and restarts after a death)
# The child thinks below the app's priority, so the frame loop wins a contest for a core. Measured with two
# other programs busy at nice 19 on the 2 cores (frame bench, unpaced, Crash Line p99): child at nice 5
# 2.6-4.2 ms, nice 10 1.4-1.9 ms, nice 19 1.2-1.3 ms. Not 19: beside busy programs of normal priority a
# nice-19 child gets ~1/70 of a core each and a CPU opponent would take seconds; at 10 it keeps ~1/10.
CHILD_NICE = 10
_PROTOCOL = pickle.HIGHEST_PROTOCOL
_READY = b"ready"

_shared_thread: ThreadPoolExecutor | None = None
_shared_lock = threading.Lock()


def _thread_pool() -> ThreadPoolExecutor:
    """The one worker thread of thread-mode thinkers (shared, like the old module-level worker)."""
    global _shared_thread
    with _shared_lock:
        if _shared_thread is None:
            _shared_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cpu-think")
        return _shared_thread


def default_keep(fn: Callable[..., Any]) -> tuple[Any, ...]:
    """What a thought may change when the caller does not say: the object of a bound method
    (``bot.choose`` -> the bot), else nothing."""
    if isinstance(fn, types.MethodType) and not isinstance(fn.__self__, type):
        return (fn.__self__,)
    return ()


def adopt(orig: Any, new: Any) -> None:
    """Copy the state of ``new`` (the child's copy, after thinking) into ``orig`` (the parent's object),
    so every reference to ``orig`` sees it: a ``random.Random``, a dict, a list, or any object with a
    ``__dict__`` and/or ``__slots__``."""
    if type(orig) is not type(new):
        raise TypeError(f"cannot adopt a {type(new).__name__} into a {type(orig).__name__}")
    if isinstance(orig, random.Random):
        orig.setstate(new.getstate())
    if isinstance(orig, dict):
        orig.clear()
        orig.update(new)
        return
    if isinstance(orig, list):
        orig[:] = new
        return
    state = getattr(orig, "__dict__", None)
    if state is not None:
        state.clear()
        state.update(new.__dict__)
    for cls in type(orig).__mro__:
        slots = getattr(cls, "__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name in ("__dict__", "__weakref__"):
                continue
            if hasattr(new, name):
                setattr(orig, name, getattr(new, name))
            elif hasattr(orig, name):
                delattr(orig, name)


class _Job:
    """One thought: ``args`` pickled when asked (a consistent snapshot of the arguments); ``on_thread`` is set
    when it is thought on the worker thread instead of in the process."""

    __slots__ = ("fn", "args", "keep", "future", "sent_at", "sent_cpu", "mark", "on_thread")

    def __init__(self, fn: Callable[..., Any], args: bytes, keep: tuple[Any, ...], future: _Thought) -> None:
        self.fn = fn
        self.args = args
        self.keep = keep
        self.future = future
        self.sent_at = 0.0
        self.sent_cpu: float | None = None  # the child's CPU seconds when it was sent (None: not readable)
        self.mark = (0.0, 0.0)  # (when, the child's CPU seconds then): the start of the stretch being judged
        self.on_thread: Future[Any] | None = None


class _Thought(Future[Any]):  # a thought's answer: whatever the bot's function returns
    """The answer to a thought sent to the worker process. Asking whether it is done (or for its result)
    is what reads the process's answers: no thread of ours waits on the socket, so none takes the
    interpreter lock in the middle of a frame."""

    def __init__(self, thinker: Thinker) -> None:
        super().__init__()
        self._thinker = thinker

    def done(self) -> bool:
        if not super().done():
            self._thinker.pump(send=not self._thinker.defer)
        return super().done()

    def result(self, timeout: float | None = None) -> Any:
        self._thinker.wait_for(self, timeout)
        return super().result(0)

    def exception(self, timeout: float | None = None) -> BaseException | None:
        self._thinker.wait_for(self, timeout)
        return super().exception(0)


class Thinker:
    """Where CPUs think (see the module docstring)."""

    def __init__(
        self,
        process: bool = False,
        *,
        hang_s: float = HANG_S,
        cpu_limit_s: float = HANG_CPU_S,
        command: Callable[[str], list[str]] | None = None,
        max_starts: int = MAX_STARTS,
    ) -> None:
        """``command(where)``: the worker's command line (default: the app itself with ``--think-worker``)."""
        self.process = process
        self.hang_s = hang_s
        self.cpu_limit_s = cpu_limit_s
        if command is None:
            from arcade.core.worker_link import worker_command

            command = worker_command
        self.command: Callable[[str], list[str]] = command
        self.max_starts = max_starts
        self.counts = {"inline": 0, "thread": 0, "process": 0, "fallback": 0}
        self.starts = 0
        self.pids: list[int] = []  # every worker process started (tests check none is left)
        self.closed = False
        self._queue: deque[_Job] = deque()  # asked, not yet sent (one thought is out at a time)
        self._out: _Job | None = None  # the thought in the process (or on the thread instead)
        self._lock = threading.RLock()
        self._ready = threading.Event()
        self._starting: threading.Thread | None = None
        self._proc: WorkerProcess | None = None
        self._conn: Channel | None = None
        self._unpicklable_warned = False
        self._exit_hook = False
        self._reapers: list[threading.Thread] = []  # threads reaping lost children
        # True (the app): a thought is sent at the next ``pump``, which the app runs after a frame is shown,
        # not in the middle of the frame that asked (waking the child there can cost the frame its core).
        self.defer = False

    # ------------------------------------------------------------------ asking
    def think(
        self, fn: Callable[..., Any], *args: Any, instant: bool = False, keep: Iterable[Any] | None = None
    ) -> Future[Any]:
        """Think ``fn(*args)``; the answer comes as a Future (see the module docstring)."""
        if instant:
            self.counts["inline"] += 1
            done: Future[Any] = Future()
            try:
                done.set_result(fn(*args))
            except Exception as exc:
                done.set_exception(exc)
            return done
        if not self.process or self.closed:
            self.counts["thread"] += 1
            return _thread_pool().submit(fn, *args)
        try:
            blob = pickle.dumps(args, _PROTOCOL)
        except Exception as exc:
            if not self._unpicklable_warned:
                self._unpicklable_warned = True
                LOG.warning("CPU thinking: arguments cannot be sent to the worker process (%r); on a thread", exc)
            self.counts["thread"] += 1
            return _thread_pool().submit(fn, *args)
        future = _Thought(self)
        with self._lock:
            self._queue.append(_Job(fn, blob, default_keep(fn) if keep is None else tuple(keep), future))
        self.prepare()
        if not self.defer:
            self.pump()
        return future

    # ------------------------------------------------------------------ the process
    @property
    def ready(self) -> bool:
        """True while a worker process is running and thoughts go to it."""
        return self._ready.is_set()

    @property
    def pid(self) -> int | None:
        proc = self._proc
        return proc.pid if proc is not None else None

    def prepare(self) -> None:
        """Start the worker process in the background (once; again after a death, up to ``max_starts``)."""
        if not self.process or self.closed:
            return
        with self._lock:
            if self._ready.is_set() or self._starting is not None or self.starts >= self.max_starts:
                return
            self.starts += 1
            self._starting = threading.Thread(target=self._start, name="cpu-think-start", daemon=True)
            self._starting.start()

    def wait_ready(self, timeout: float = START_S) -> bool:
        """Block until the worker process is ready (benchmarks, tests); False if it did not start."""
        self.prepare()
        deadline = time.monotonic() + timeout
        while not self._ready.is_set():
            starter = self._starting
            left = deadline - time.monotonic()
            if starter is None or left <= 0:
                break
            starter.join(left)
        return self._ready.is_set()

    def _start(self) -> None:
        proc: WorkerProcess | None = None
        conn: Channel | None = None
        try:
            from arcade.core.worker_link import start_worker

            with self._lock:
                if self.closed:
                    raise RuntimeError("closed while starting")
            proc, conn = start_worker(START_S, self.command, stop=lambda: self.closed, on_spawn=self._spawned)
            with self._lock:
                if self.closed:
                    raise RuntimeError("closed while starting")
                self._proc = proc  # from now on close() can end it
            if not conn.poll(START_S):
                raise TimeoutError(f"not ready after {START_S:.0f} s")
            if conn.recv_bytes(len(_READY)) != _READY:
                raise RuntimeError("the worker process did not say it was ready")
            with self._lock:
                if self.closed:
                    raise RuntimeError("closed while starting")
                self._conn = conn
                self._ready.set()
                proc = conn = None
                if not self._exit_hook:
                    import atexit

                    self._exit_hook = True
                    atexit.register(self.close)
        except Exception as exc:
            if not self.closed:
                LOG.warning("CPU thinking: the worker process did not start (%r); thinking on a thread", exc)
        finally:
            with self._lock:
                if proc is not None and self._proc is proc:
                    self._proc = None
                self._starting = None
            _end(proc, conn)

    def _spawned(self, proc: WorkerProcess) -> None:
        self.pids.append(proc.pid)

    def _lost(self, reason: str) -> None:
        """The child died, hung or answered garbage: end it (a new one starts for later thoughts)."""
        with self._lock:
            proc, conn = self._proc, self._conn
            self._proc = self._conn = None
            self._ready.clear()
        if not self.closed:
            LOG.warning("CPU thinking: the worker process %s; this thought goes to a thread", reason)
        self._end_later(proc, conn)
        self.counts["fallback"] += 1
        self.prepare()

    def _end_later(self, proc: WorkerProcess | None, conn: Channel | None) -> None:
        """End a lost child without waiting on this thread (the frame loop's: a hung child's ending waited
        2 s here): our end of the socket is closed and the child killed at once (neither waits), and it is
        reaped by a short-lived thread of its own."""
        if conn is not None:
            try:
                conn.close()
            except OSError:
                pass
        if proc is None:
            return
        try:
            proc.kill()
        except Exception:
            pass
        reaper = threading.Thread(target=_end, args=(proc, None), name="cpu-think-reap", daemon=True)
        with self._lock:
            self._reapers = [t for t in self._reapers if t.is_alive()] + [reaper]
        reaper.start()

    def wait_reaped(self, timeout: float = 5.0) -> bool:
        """Block until every lost child has been reaped (quit, tests); False if one is still there."""
        deadline = time.monotonic() + timeout
        for reaper in list(self._reapers):
            reaper.join(max(0.0, deadline - time.monotonic()))
        return not any(t.is_alive() for t in self._reapers)

    def close(self) -> None:
        """End the worker process and reap it (the app's quit); thoughts not answered yet are cancelled."""
        with self._lock:
            self.closed = True
            self._ready.clear()
            proc, self._proc = self._proc, None
            conn, self._conn = self._conn, None
            jobs = list(self._queue) + ([self._out] if self._out is not None and self._out.on_thread is None else [])
            self._queue.clear()
            if self._out is not None and self._out.on_thread is None:
                self._out = None
            starter = self._starting
        _end(proc, conn)
        self.wait_reaped(3.0)
        if starter is not None and starter is not threading.current_thread():
            starter.join(3.0)  # a child still starting sees ``closed`` within 0.1 s and is ended there
        for job in jobs:
            if not job.future.done():
                Future.set_exception(job.future, CancelledError("the thinker was closed"))

    # ------------------------------------------------------------------ answers (read by whoever asks)
    def pump(self, send: bool = True) -> None:
        """Read the process's answer if it came, notice a dead or hung child, and (``send``) send the next
        thought. Cheap when nothing is out; called by the answers' ``done()`` and by the app."""
        if self._out is None and not self._queue:
            return
        with self._lock:
            self._pump(0.0, send)

    def wait_for(self, future: _Thought, timeout: float | None) -> None:
        """Block until ``future`` is answered (or ``timeout`` seconds pass)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while not Future.done(future):
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                raise TimeoutError("no answer yet")
            with self._lock:
                out = self._out
                if out is not None and out.on_thread is not None:
                    pass
                else:
                    self._pump(min(0.05, left) if left is not None else 0.05)
                    continue
            try:  # a thought on the thread: wait on it without holding the lock
                out.on_thread.exception(min(0.05, left) if left is not None else 0.05)
            except TimeoutError:
                pass
            self.pump()

    def _pump(self, block_s: float, send: bool = True) -> None:
        out = self._out
        if out is not None:
            if out.on_thread is not None:
                if not out.on_thread.done():
                    return
                self._out = None
            else:
                self._read(out, block_s)
        while send and self._out is None and self._queue:
            job = self._queue.popleft()
            if self.closed:
                Future.set_exception(job.future, CancelledError("the thinker was closed"))
            elif not (self._ready.is_set() and self._send(job)):
                self._on_thread(job)

    def _read(self, job: _Job, block_s: float) -> None:
        conn, proc = self._conn, self._proc
        try:
            if conn is None:
                raise EOFError("no connection")
            if not conn.poll(block_s):
                waited = time.monotonic() - job.sent_at
                if waited > ALIVE_CHECK_S and proc is not None and not proc.is_alive():
                    raise EOFError("ended")  # (a dead child's socket usually says so at once: EOF)
                if waited > self.hang_s:
                    self._judge(job, proc, waited)
                return
            kind, value, keep = pickle.loads(conn.recv_bytes())
        except Exception as exc:
            self._out = None
            self._lost(f"failed ({exc!r})")
            self._on_thread(job)
            return
        self._out = None
        if kind == "unsent":
            LOG.warning("CPU thinking: the worker process could not take %r (%s); on a thread", job.fn, value)
            self.counts["fallback"] += 1
            self._on_thread(job)
            return
        try:
            for orig, new in zip(job.keep, keep):
                adopt(orig, new)
        except Exception as exc:
            Future.set_exception(job.future, exc)
            return
        self.counts["process"] += 1
        if kind == "ok":
            Future.set_result(job.future, value)
        else:
            Future.set_exception(job.future, value)

    def _judge(self, job: _Job, proc: WorkerProcess | None, waited: float) -> None:
        """Raise TimeoutError if the thought out for ``waited`` seconds is hung (see the module docstring)."""
        if waited > self.hang_s * WALL_LIMIT:
            raise TimeoutError(f"gave no answer in {waited:.0f} s")
        sent_cpu = job.sent_cpu
        cpu = None if proc is None or sent_cpu is None else cpu_seconds(proc.pid)
        if cpu is None or sent_cpu is None:
            raise TimeoutError(f"gave no answer in {self.hang_s:g} s")
        if cpu - sent_cpu >= self.cpu_limit_s:
            raise TimeoutError(f"thought for {cpu - sent_cpu:.1f} s of CPU without an answer")
        now = time.monotonic()
        since, cpu_then = job.mark
        if now - since >= self.hang_s:
            if cpu - cpu_then < STALL_SHARE * (now - since):
                raise TimeoutError(f"did no work for {now - since:.1f} s")
            job.mark = (now, cpu)  # still working: judge the next stretch

    def _send(self, job: _Job) -> bool:
        """Send ``job`` to the child; False (think it on the thread) if that cannot be done."""
        try:
            head = pickle.dumps((job.fn, job.keep), _PROTOCOL)
        except Exception as exc:
            if not self._unpicklable_warned:
                self._unpicklable_warned = True
                LOG.warning("CPU thinking: %r cannot be sent to the worker process (%r); on a thread", job.fn, exc)
            return False
        conn = self._conn
        try:
            if conn is None:  # (sent only while ready, so there is one)
                raise EOFError("no connection")
            conn.send_bytes(head)
            conn.send_bytes(job.args)
        except Exception as exc:
            self._lost(f"failed ({exc!r})")
            return False
        job.sent_at = time.monotonic()
        job.sent_cpu = None if self._proc is None else cpu_seconds(self._proc.pid)
        job.mark = (job.sent_at, job.sent_cpu or 0.0)
        self._out = job
        return True

    def _on_thread(self, job: _Job) -> None:
        """Think ``job`` on the worker thread from its snapshot (it stays the thought that is out, so the
        next one waits for it: a bot thinks its thoughts in order)."""
        self.counts["thread"] += 1

        def run() -> Any:
            return job.fn(*pickle.loads(job.args))

        def deliver(done: Future[Any]) -> None:
            if Future.done(job.future):
                return
            if done.exception() is not None:
                Future.set_exception(job.future, done.exception())
            else:
                Future.set_result(job.future, done.result())

        job.on_thread = _thread_pool().submit(run)
        job.on_thread.add_done_callback(deliver)
        self._out = job


_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def cpu_seconds(pid: int) -> float | None:
    """The CPU time (user + system, every thread) process ``pid`` has used, or None where it cannot be read."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
        fields = stat[stat.rindex(b")") + 2 :].split()  # after the program's name, which may hold spaces
        return (int(fields[11]) + int(fields[12])) / _TICKS  # utime, stime (fields 14 and 15 of the line)
    except (OSError, ValueError, IndexError):
        return None


def _end(proc: WorkerProcess | None, conn: Channel | None) -> None:
    """Stop a child process and reap it; close our end of its socket."""
    if proc is not None:
        try:
            if proc.is_alive():
                proc.terminate()
                proc.join(2.0)
            if proc.is_alive():
                proc.kill()
            proc.join(2.0)
        except Exception:
            pass
    if conn is not None:
        try:
            conn.close()
        except OSError:
            pass


# ---------------------------------------------------------------------- the child process
def child_main(conn: Channel) -> None:
    """The worker process (``--think-worker fd:N``: :func:`run_worker`): think each thought sent, answer ``(kind,
    value, keep)``: kind "ok" (value is the
    answer), "raised" (value is the exception) or "unsent" (the thought could not be read here; the
    parent thinks it on a thread). Ends when the socket closes."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is the app's to handle
    try:
        os.nice(CHILD_NICE)
    except (AttributeError, OSError):  # no nice() on this platform: the scheduler decides alone
        pass
    try:
        conn.send_bytes(_READY)
        while True:
            head = conn.recv_bytes()
            blob = conn.recv_bytes()
            conn.send_bytes(_answer(head, blob))
    except (EOFError, OSError):  # the app closed the line, ended or was killed: leave quietly
        return


def run_worker(where: str) -> int:
    """The entry of the worker process: reach the app (``where``: "fd:N", an inherited socket, or
    "tcp:PORT"), make sure it is the app (both ends prove the secret) and think until it closes. An app
    that is gone (ended or killed, even mid-handshake) ends the worker quietly, exit code 0."""
    from arcade.core.worker_link import LinkGone, connect_back

    try:
        conn = connect_back(where)
    except LinkGone:
        return 0
    child_main(conn)
    return 0


def _answer(head: bytes, blob: bytes) -> bytes:
    try:
        fn, keep = pickle.loads(head)
        args = pickle.loads(blob)
    except Exception as exc:
        return pickle.dumps(("unsent", repr(exc), ()), _PROTOCOL)
    try:
        outcome = ("ok", fn(*args), keep)
    except Exception as exc:
        outcome = ("raised", exc, keep)
    try:
        return pickle.dumps(outcome, _PROTOCOL)
    except Exception as exc:
        return pickle.dumps(("unsent", f"the answer could not be sent back: {exc!r}", ()), _PROTOCOL)
