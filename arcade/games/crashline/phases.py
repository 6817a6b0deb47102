"""Crash Line's seat limits, phases (whose decision it is and what kind) and per-seat statistics. Pure."""

from __future__ import annotations

MIN_PLAYERS, MAX_PLAYERS = 2, 6

TURN, STEAL, PICK, OVER = 0, 1, 2, 3
PHASE_NAMES = ("turn", "steal", "pick", "over")
STAT_NAMES = ("crashes", "perfects", "turns", "saves_used", "steals")
