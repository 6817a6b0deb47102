"""The console's computer duellists by speed: ``GameInfo.make_bot`` (pure, no pygame). A duellist is a
timed bot (:class:`arcade.core.bots.TimedBot`): ``bots.play_out`` runs it at its own times. Its level is
one of ``DIFFICULTIES`` (slow, average, fast, expert) or a median reaction time in milliseconds."""

from __future__ import annotations

from .bots import ReflexBot, parse_speed

LADDER = ("slow", "average", "fast", "expert")
"""The duellists' speeds, slowest first: what ``--ladder`` climbs (the console has no lobby levels)."""


def make_bot(level: str, seat: int, seed: int) -> ReflexBot:
    """The duellist of ``level`` (a speed name or milliseconds) at ``seat`` (always 0), seeded ``seed``."""
    return ReflexBot(parse_speed(level.strip().lower()), seed=seed)
