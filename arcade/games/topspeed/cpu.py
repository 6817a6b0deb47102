"""Top Speed!'s computer racers by lobby level: ``GameInfo.make_bot`` (pure, no pygame). A racer is a
timed bot (:class:`arcade.core.bots.TimedBot`): the race polls it at its own times (``sim.Race``)."""

from __future__ import annotations

from .bots import LADDER, CpuRacer


def make_bot(level: str, seat: int, seed: int) -> CpuRacer:
    """The racer of ``level`` (Rookie .. Expert; any case) at ``seat``, seeded ``seed``."""
    name = level.strip().lower()
    if name not in LADDER:
        raise ValueError(f"unknown CPU level {level!r}: choose from {', '.join(LADDER)}")
    return CpuRacer(seat, name, seed=seed)
