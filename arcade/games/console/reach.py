"""One Hand for a person at the console: the far column's presses land a reach late. Pure: no pygame.

The rule is the computer duellist's (``arcade.games.mania.duel.OneHandBot``): a press on a ``far`` cell
lands ``late_ms`` after the key went down; every other input keeps its own time. A far key let go before
its late press has landed is let go ``min_hold_ms`` after the press lands (a tap stays a tap, as a
computer's tap is let go a tap's length after its press lands); let go later, it is let go at its own time.

Late inputs wait in a queue and reach the machine in time order with everything else: the scene feeds an
input only once every queued input due before it has gone in, so a near press made while a far press is
on its way is stamped with its own time, not pushed behind the far one.
"""

from __future__ import annotations

import bisect

TAP_HOLD_MS = 60.0
"""How long after its late press lands a far key that was already let go is released."""


class ReachDelay:
    """The queue of a One Hand duellist's inputs on their way to the console."""

    def __init__(self, far: frozenset[int], late_ms: float, min_hold_ms: float = TAP_HOLD_MS) -> None:
        self.far = frozenset(far)
        self.late_ms = float(late_ms)
        self.min_hold_ms = float(min_hold_ms)
        self._queue: list[tuple[float, int, str, int]] = []  # (lands at, order, kind, cell)
        self._landing: dict[int, float] = {}  # far cell -> when its last press lands
        self._order = 0

    def add(self, kind: str, cell: int, t: float) -> float:
        """Queue a ``"press"`` or ``"release"`` of ``cell`` made at ``t``; returns when it lands."""
        if kind not in ("press", "release"):
            raise ValueError(f"an input is a press or a release, not {kind!r}")
        lands = float(t)
        if cell in self.far:
            if kind == "press":
                lands += self.late_ms
                self._landing[cell] = lands
            elif cell in self._landing:
                lands = max(lands, self._landing[cell] + self.min_hold_ms)
        self._order += 1
        bisect.insort(self._queue, (lands, self._order, kind, cell))
        return lands

    def next_time(self) -> float | None:
        """When the next queued input lands (None: nothing is on its way)."""
        return self._queue[0][0] if self._queue else None

    def due(self, t: float) -> list[tuple[float, str, int]]:
        """Take the inputs landing at or before ``t``, in time order, as ``(time, kind, cell)``."""
        out = []
        while self._queue and self._queue[0][0] <= t:
            lands, _order, kind, cell = self._queue.pop(0)
            out.append((lands, kind, cell))
        return out

    def clear(self) -> None:
        """Forget everything on its way (the console lets go of every button)."""
        self._queue.clear()
        self._landing.clear()

    def __len__(self) -> int:
        return len(self._queue)
