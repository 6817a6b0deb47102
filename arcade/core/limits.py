"""The sizes a replay and a kept game may reach, defined once: what the app writes (the recorder, the
replay file, the kept-game file) and what it reads back are checked against the same numbers, so nothing
the app writes is refused when it is read again. Pure: no imports."""

from __future__ import annotations

KIB = 1024
MIB = 1024 * KIB

REPLAY_STEPS = 40_000
"""Steps a replay file may hold (actions and undos)."""
RECORD_STEPS = REPLAY_STEPS - 16
"""Steps the recorder notes before it stops: room is left for a Hold & Quit's closing action."""
RECORD_BYTES = 3 * MIB
"""The recorder's steps and notes as compact JSON, at most (it stops recording past it)."""
REPLAY_BYTES = 4 * MIB
"""A replay file, at most: the recorded steps and notes plus the set-up, the start and the claim."""
KEPT_BYTES = REPLAY_BYTES + 2 * MIB
"""A kept game's file (``hold-<game>``): its replay plus the state, the scene's part and the log."""
KEPT_LIST = 20_000
"""Entries of any list or object in a kept game's state, scene part and log (its replay: REPLAY_STEPS)."""
