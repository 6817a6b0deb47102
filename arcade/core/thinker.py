"""CPU thinking off the frame loop: in a worker process (the real app) or on a worker thread.

A computer player that needs tens of milliseconds to decide (Crash Line's rollout Shark, Insert Coin's
Planner) must never hold up a frame. On a worker *thread* it still does: it holds the interpreter lock, and a
frame that asks for the lock waits up to the switch interval (5 ms). So the app's :class:`Thinker` sends slow
thinking to one persistent worker *process*:

- ``think(fn, *args, instant=False, keep=None)`` returns a ``concurrent.futures.Future``. ``instant`` thoughts
  (a couple of milliseconds at most) are answered at once, on the caller's thread.
- The arguments are pickled at once, on the caller's thread: a view that is a live window onto the game
  state is sent as it is *now*, whatever the game does meanwhile.
- ``keep`` names the objects the thought may change (default: the bot of a bound method ``bot.choose``): a
  bot carries state (its own ``random.Random``), so the child sends back their new state with the answer and
  it is copied into the very same objects (:func:`adopt`) before the Future is done. Thoughts are answered
  one at a time in the order they were asked, and ``fn`` and ``keep`` are pickled only when their turn comes,
  so a bot asked twice thinks the second time from the state the first thought left. The same seed and
  inputs thus give the same game whether a CPU thought in the process, on a thread or inline.
- The process is started in the background (``prepare``, called when a game with a slow CPU is set up), with
  the 'spawn' start method (safe beside SDL's threads; in a PyInstaller bundle ``multiprocessing
  .freeze_support()`` at the entry point runs the child). Until it is ready, thoughts are thought on a
  worker thread in the parent (the same order, the same results).
- A child that dies, answers garbage or takes longer than ``hang_s`` is killed and that thought is thought
  again on the thread from the state it was sent with (nothing was copied back): the game goes on and a
  warning goes to the log (``arcade.thinker``). A new child is started for later thoughts, at most
  ``MAX_STARTS`` times a session; after that, threads only.
- ``close()`` (the app's quit) ends the child and reaps it: no zombie, no orphan (a child whose parent dies
  sees its pipe close and exits).

A thinker made with ``process=False`` (the default; the test harness) thinks exactly as before: instant
thoughts inline, the others on one shared worker thread, on the live arguments.

This module imports no pygame and nothing of the app: it is what the child process imports.
"""
from __future__ import annotations

import logging
import os
import pickle
import queue
import random
import threading
import time
import types
from concurrent.futures import CancelledError, Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable

LOG = logging.getLogger("arcade.thinker")

HANG_S = 10.0       # a thought not answered by then is taken for a hung child
START_S = 30.0      # a child not ready by then is given up
MAX_STARTS = 3      # process starts per thinker (the first and restarts after a death)
START_METHOD = "spawn"
# The child thinks at a lower priority than the app: a frame that wakes up on the core where the child is
# thinking takes that core at once instead of waiting out the child's time slice (measured: 2-5 ms stalls
# of the frame after a CPU was asked, at nice 0, with another program busy on the second core).
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


def default_keep(fn: Callable) -> tuple:
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


@dataclass
class _Job:
    fn: Callable
    args: bytes              # pickled when asked: a consistent snapshot of the arguments
    keep: tuple
    future: Future


class Thinker:
    """Where CPUs think (see the module docstring)."""

    def __init__(self, process: bool = False, *, hang_s: float = HANG_S, start_method: str = START_METHOD,
                 max_starts: int = MAX_STARTS) -> None:
        self.process = process
        self.hang_s = hang_s
        self.start_method = start_method
        self.max_starts = max_starts
        self.counts = {"inline": 0, "thread": 0, "process": 0, "fallback": 0}
        self.starts = 0
        self.closed = False
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._courier: threading.Thread | None = None
        self._lock = threading.Lock()
        self._ready = threading.Event()
        self._starting: threading.Thread | None = None
        self._proc = None
        self._conn = None
        self._unpicklable_warned = False
        self._exit_hook = False

    # ------------------------------------------------------------------ asking
    def think(self, fn: Callable, *args, instant: bool = False, keep=None) -> Future:
        """Think ``fn(*args)``; the answer comes as a Future (see the module docstring)."""
        if instant:
            self.counts["inline"] += 1
            done: Future = Future()
            try:
                done.set_result(fn(*args))
            except Exception as exc:  # noqa: BLE001 - delivered like a worker's failure
                done.set_exception(exc)
            return done
        if not self.process or self.closed:
            self.counts["thread"] += 1
            return _thread_pool().submit(fn, *args)
        try:
            blob = pickle.dumps(args, _PROTOCOL)
        except Exception as exc:  # noqa: BLE001 - anything unpicklable thinks on the thread, as before
            if not self._unpicklable_warned:
                self._unpicklable_warned = True
                LOG.warning("CPU thinking: arguments cannot be sent to the worker process (%r); on a thread", exc)
            self.counts["thread"] += 1
            return _thread_pool().submit(fn, *args)
        future: Future = Future()
        self._jobs.put(_Job(fn, blob, default_keep(fn) if keep is None else tuple(keep), future))
        self.prepare()
        self._ensure_courier()
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
        proc = conn = None
        try:
            import multiprocessing

            ctx = multiprocessing.get_context(self.start_method)
            conn, child_end = ctx.Pipe()
            proc = ctx.Process(target=child_main, args=(child_end,), name="coin-op-think", daemon=True)
            proc.start()
            child_end.close()
            with self._lock:
                if self.closed:
                    raise RuntimeError("closed while starting")
                self._proc = proc  # from now on close() can end it
            if not conn.poll(START_S):
                raise TimeoutError(f"not ready after {START_S:.0f} s")
            if conn.recv_bytes() != _READY:
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
        except Exception as exc:  # noqa: BLE001 - no process: thoughts stay on the thread
            if not self.closed:
                LOG.warning("CPU thinking: the worker process did not start (%r); thinking on a thread", exc)
        finally:
            with self._lock:
                if proc is not None and self._proc is proc:
                    self._proc = None
                self._starting = None
            _end(proc, conn)

    def _lost(self, reason: str) -> None:
        """The child died, hung or answered garbage: end it (a new one starts for later thoughts)."""
        with self._lock:
            proc, conn = self._proc, self._conn
            self._proc = self._conn = None
            self._ready.clear()
        if not self.closed:
            LOG.warning("CPU thinking: the worker process %s; this thought goes to a thread", reason)
        _end(proc, conn)
        self.prepare()

    def close(self) -> None:
        """End the worker process and reap it (the app's quit); thoughts still waiting are cancelled.
        The courier thread closes its end of the pipe when it sees the child gone."""
        with self._lock:
            self.closed = True
            self._ready.clear()
            proc, self._proc = self._proc, None
            conn = None
            if self._courier is None:
                conn, self._conn = self._conn, None
        self._jobs.put(None)
        _end(proc, conn)

    # ------------------------------------------------------------------ the courier (one thread)
    def _ensure_courier(self) -> None:
        with self._lock:
            if self._courier is None:
                self._courier = threading.Thread(target=self._courier_loop, name="cpu-think-courier", daemon=True)
                self._courier.start()

    def _courier_loop(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                with self._lock:
                    conn, self._conn = self._conn, None
                if conn is not None:
                    conn.close()
                return
            if self.closed:
                job.future.set_exception(CancelledError("the thinker was closed"))
                continue
            if self._ready.is_set() and self._in_process(job):
                continue
            if self.closed:
                job.future.set_exception(CancelledError("the thinker was closed"))
                continue
            self._on_thread(job)

    def _on_thread(self, job: _Job) -> None:
        self.counts["thread"] += 1
        try:
            job.future.set_result(job.fn(*pickle.loads(job.args)))
        except Exception as exc:  # noqa: BLE001 - delivered through the Future, as a worker thread would
            job.future.set_exception(exc)

    def _in_process(self, job: _Job) -> bool:
        """Think ``job`` in the child; False (the caller thinks it on this thread) if that cannot be done."""
        conn, proc = self._conn, self._proc
        if conn is None or proc is None or not proc.is_alive():
            self._lost("had ended")
            self.counts["fallback"] += 1
            return False
        try:
            head = pickle.dumps((job.fn, job.keep), _PROTOCOL)
        except Exception as exc:  # noqa: BLE001
            if not self._unpicklable_warned:
                self._unpicklable_warned = True
                LOG.warning("CPU thinking: %r cannot be sent to the worker process (%r); on a thread", job.fn, exc)
            return False
        try:
            conn.send_bytes(head)
            conn.send_bytes(job.args)
            if not conn.poll(self.hang_s):
                raise TimeoutError(f"gave no answer in {self.hang_s:g} s")
            answer = conn.recv_bytes()
            kind, value, keep = pickle.loads(answer)
        except Exception as exc:  # noqa: BLE001 - died (EOF, broken pipe), hung, or sent garbage
            self._lost(f"failed ({exc!r})")
            self.counts["fallback"] += 1
            return False
        if kind == "unsent":
            LOG.warning("CPU thinking: the worker process could not take %r (%s); on a thread", job.fn, value)
            self.counts["fallback"] += 1
            return False
        try:
            for orig, new in zip(job.keep, keep):
                adopt(orig, new)
        except Exception as exc:  # noqa: BLE001
            job.future.set_exception(exc)
            return True
        self.counts["process"] += 1
        if kind == "ok":
            job.future.set_result(value)
        else:
            job.future.set_exception(value)
        return True


def _end(proc, conn) -> None:
    """Stop a child process and reap it; close our end of its pipe."""
    if proc is not None:
        try:
            if proc.is_alive():
                proc.terminate()
                proc.join(2.0)
            if proc.is_alive():
                proc.kill()
            proc.join(2.0)
        except Exception:  # noqa: BLE001 - best effort: it may already be gone
            pass
    if conn is not None:
        try:
            conn.close()
        except OSError:
            pass


# ---------------------------------------------------------------------- the child process
def child_main(conn) -> None:
    """The worker process: think each thought sent, answer ``(kind, value, keep)``: kind "ok" (value is the
    answer), "raised" (value is the exception) or "unsent" (the thought could not be read here; the
    parent thinks it on a thread). Ends when the pipe closes."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is the app's to handle
    try:
        os.nice(CHILD_NICE)
    except (AttributeError, OSError):  # no nice() on this platform: the scheduler decides alone
        pass
    conn.send_bytes(_READY)
    while True:
        try:
            head = conn.recv_bytes()
            blob = conn.recv_bytes()
        except (EOFError, OSError):
            return
        conn.send_bytes(_answer(head, blob))


def _answer(head: bytes, blob: bytes) -> bytes:
    try:
        fn, keep = pickle.loads(head)
        args = pickle.loads(blob)
    except Exception as exc:  # noqa: BLE001 - e.g. a class the child cannot import
        return pickle.dumps(("unsent", repr(exc), ()), _PROTOCOL)
    try:
        outcome = ("ok", fn(*args), keep)
    except Exception as exc:  # noqa: BLE001 - the parent raises it from the Future
        outcome = ("raised", exc, keep)
    try:
        return pickle.dumps(outcome, _PROTOCOL)
    except Exception as exc:  # noqa: BLE001
        return pickle.dumps(("unsent", f"the answer could not be sent back: {exc!r}", ()), _PROTOCOL)
