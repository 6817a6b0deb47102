"""Undo for a person's moves (issue 27), for the games that offer it (Vegas solo and co-op, Insert Coin
solo): the stack of snapshots a scene keeps and the barrier a move that revealed something sets.

Before a person's rule action the scene hands :meth:`UndoStack.before` the state (a clone is kept with the
number of moves standing in the replay, the seat and nothing else); after it, :meth:`UndoStack.after` asks
the game's ``reveals(before, after, seat)`` whether the action showed that seat anything it could not see
before (a card drawn or turned up, a shuffle's result...). A move that revealed something is a barrier:
every snapshot before it is dropped, and undo says why it stops there. Any rule action that is not the
person's own (a CPU's, a teammate's) is a barrier too: undo takes back your own moves only. What each game
counts as revealing is in its ``undo`` module and in docs/rules-decisions.md ("Undo").

Undo restores the newest snapshot: the scene puts that state back and notes the undo in its replay with the
snapshot's count of standing moves, so the replay rebuilds the same state. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Reveals = Callable[[Any, Any, int], str | None]
"""(state before, state after, the seat that acted) -> what the move showed that seat, in words ("a card
drawn from the deck"), or None when it showed nothing the seat could not already see."""

MAX_SNAPSHOTS = 500  # a game's standing moves since the last barrier; the oldest go first
NOTHING = "Nothing to undo"


@dataclass
class Snapshot:
    """The game just before one of a person's moves: ``moves`` standing in the replay then, the state (a
    clone), the seat that moved and the move in words (for "Undone: ...")."""

    moves: int
    state: Any
    seat: int
    words: str = ""


class UndoStack:
    """The person's moves that can still be taken back, newest last (see the module docstring)."""

    def __init__(self, reveals: Reveals) -> None:
        self.reveals = reveals
        self.snaps: list[Snapshot] = []
        self.barrier: str | None = None  # why undo stops at the oldest snapshot (None: the game's start)
        self._pending: Snapshot | None = None

    # ------------------------------------------------------------------ moves
    def before(self, state: Any, moves: int, seat: int | None, mine: bool) -> None:
        """A rule action is about to be applied; ``mine``: it is the move of the person at ``seat``."""
        self._pending = Snapshot(moves, state.clone(), seat) if mine and seat is not None else None

    def after(self, state: Any, who: str = "another player") -> None:
        """The action announced by :meth:`before` was applied (``who``: whose it was, for a barrier)."""
        snap, self._pending = self._pending, None
        if snap is None:
            self.cut(f"{who}'s move")
            return
        if self.snaps and self.snaps[-1].seat != snap.seat:
            self.cut(f"{who}'s move")  # in co-op: a teammate's moves are theirs to take back
        shown = self.reveals(snap.state, state, snap.seat)
        if shown is not None:
            self.cut(shown)
            return
        self.snaps.append(snap)
        del self.snaps[:-MAX_SNAPSHOTS]

    def shift(self, base: int) -> None:
        """The replay's standing moves grew by ``base`` in front (a kept game's replay put back)."""
        for snap in self.snaps:
            snap.moves += base

    def label(self, words: str) -> None:
        """Name the newest move (the first log line its presentation wrote)."""
        if self.snaps and not self.snaps[-1].words:
            self.snaps[-1].words = words

    def cut(self, why: str) -> None:
        """Nothing before now can be undone any more (``why``: in words, for the cue)."""
        self.snaps.clear()
        self.barrier = why

    # ------------------------------------------------------------------ undo
    def can_undo(self, seat: int) -> bool:
        return bool(self.snaps) and self.snaps[-1].seat == seat

    def refusal(self) -> str:
        """Why nothing can be undone now, in words for the cue."""
        if self.barrier is None:
            return NOTHING
        return f"Cannot undo past {self.barrier}"

    def pop(self, seat: int) -> Snapshot | None:
        """The newest snapshot, taken off the stack (None when ``seat`` has nothing to undo)."""
        return self.snaps.pop() if self.can_undo(seat) else None
