"""Electronic Arcade Mania's computer players by lobby level: ``GameInfo.make_bot`` (pure, no pygame).

A lobby CPU is the SmartBot of its level: its board choices are instant; a duel it is in is scored by
its reaction model (``SmartBot.duel_score``) in simulations, and played on the console by the scene.
The simulator's lineup entries ``kind:level`` (``smart:Ace``, ``random_bettor:Regular``) are made here too.
"""

from __future__ import annotations

from arcade.core.bots import level_named

from .actions import Action
from .bots import KINDS, LEVELS, SmartBot
from .duel import OneHandBot
from .view import ManiaView


class ManiaCpu:
    """A lobby CPU: the SmartBot of one level, asked on the main thread."""

    instant = True

    def __init__(self, level: str, seed: int, bot: SmartBot | None = None) -> None:
        self.level = level if level in LEVELS else "Regular"
        self.bot = SmartBot(self.level, seed) if bot is None else bot  # the simulator seats other kinds
        self.rng = self.bot.rng

    def choose(self, view: ManiaView) -> Action:
        return self.bot.choose(view)


def make_duellist(level: str, seed: int, far: frozenset[int] = frozenset()) -> OneHandBot:
    """The console duellist of a CPU of ``level`` (its reaction model; presses on ``far`` cells land late,
    One Hand), for a duel the scene plays on the console."""
    return OneHandBot(LEVELS.get(level, LEVELS["Regular"]), seed, far)


def make_bot(level: str, seat: int, seed: int) -> ManiaCpu:
    """The CPU of ``level`` (Rookie, Regular, Ace; any case) for ``seat``, seeded ``seed``; or of a
    simulator entry ``kind:level`` (a kind of ``bots.KINDS``; ``smart`` is the lobby's CPU)."""
    kind, entry, name = level.partition(":")
    if not entry:
        return ManiaCpu(level_named(tuple(LEVELS), level), seed)
    name = level_named(tuple(LEVELS), name)
    if kind.strip() not in KINDS:
        raise ValueError(f"bot kind is one of {', '.join(KINDS)}, not {kind!r}")
    if kind.strip() == "smart":
        return ManiaCpu(name, seed)
    return ManiaCpu(name, seed, KINDS[kind.strip()](name, seed))
