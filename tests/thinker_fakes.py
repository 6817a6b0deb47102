"""Fake CPUs for tests/test_thinker.py: pure (no pygame), importable by the worker process (tests/ is on
the path the parent hands to the spawned child)."""

from __future__ import annotations

import os
import random
import sys
import time


def spin(ms: float) -> None:
    """Busy for ``ms`` in pure Python (holds the interpreter lock all along, like a rollout)."""
    end = time.perf_counter() + ms / 1000
    n = 0
    while time.perf_counter() < end:
        n += 1


class SlowBot:
    """A CPU with its own random numbers that thinks for ``ms`` and picks one of the view's options."""

    instant = False

    def __init__(self, seed: int, ms: float = 20.0) -> None:
        self.rng = random.Random(seed)
        self.ms = ms
        self.calls = 0
        self.last_pid = None

    def choose(self, view):
        spin(self.ms)
        self.calls += 1
        self.last_pid = os.getpid()
        options = view.legal_actions() if hasattr(view, "legal_actions") else list(view)
        return self.rng.choice(options)


class DiesInChild(SlowBot):
    """Thinks normally in the process that made it; any other process (the worker) dies on the spot."""

    def __init__(self, seed: int, ms: float = 5.0) -> None:
        super().__init__(seed, ms)
        self.home = os.getpid()

    def choose(self, view):
        if os.getpid() != self.home:
            os._exit(7)
        return super().choose(view)


class HangsInChild(DiesInChild):
    """Thinks normally at home; in the worker it never answers."""

    def choose(self, view):
        if os.getpid() != self.home:
            time.sleep(60)
        return SlowBot.choose(self, view)


def where() -> tuple[int, bool]:
    """(pid, whether pygame is loaded) of the process that runs this."""
    return os.getpid(), "pygame" in sys.modules


def total(numbers) -> int:
    return sum(numbers)


class WorksSlowlyInChild(DiesInChild):
    """In the worker: thinks for ``total_ms`` of wall time while getting only half a core (busy 20 ms, then
    waiting 20 ms), as a low-priority child on a crowded machine does; at home it answers at once."""

    def __init__(self, seed: int, total_ms: float = 1200.0) -> None:
        super().__init__(seed)
        self.total_ms = total_ms

    def choose(self, view):
        if os.getpid() != self.home:
            end = time.perf_counter() + self.total_ms / 1000
            while time.perf_counter() < end:
                spin(20)
                time.sleep(0.02)
        return SlowBot.choose(self, view)


class LoopsInChild(DiesInChild):
    """In the worker: computes and never answers (a runaway loop); at home it answers at once."""

    def choose(self, view):
        if os.getpid() != self.home:
            while True:
                spin(1000)
        return SlowBot.choose(self, view)
