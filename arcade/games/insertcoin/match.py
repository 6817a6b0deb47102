"""Whole games between computer players (for the simulator, the benchmark and tests). Pure.

The loop is the match runner's (``match.drive``: every seat acting on a card decides from the same table
before any choice is applied); the bots are ``GameInfo.make_bot``'s (:mod:`.cpu`)."""

from __future__ import annotations

from collections.abc import Callable

from arcade import match
from arcade.core.bots import bot_seed

from .bots import LEVELS, Bot
from .cpu import make_bot
from .rules import Action, InsertCoin, SeatView

GAME = match.Game(
    "insertcoin",
    new="arcade.games.insertcoin.rules:new_state",
    make_bot="arcade.games.insertcoin.cpu:make_bot",
    play=None,
    seats=(1, 2, 3, 4, 5, 6),
    levels=tuple(LEVELS),
)
"""What the runner plays (the same names as ``INFO``; tests/test_botkit.py checks they agree)."""

OnDecision = Callable[[int, Bot, SeatView], Action]
"""``(seat, bot, view) -> action``: one CPU decision, wrapped (the benchmark times them)."""


def parse_cpus(text: str) -> list[str]:
    """``"planner,greedy"`` -> level names, checked."""
    names = [t.strip() for t in text.split(",") if t.strip()]
    known = {k.lower(): k for k in LEVELS}
    out = []
    for name in names:
        if name.lower() not in known:
            raise ValueError(f"unknown CPU {name!r}; choose from {', '.join(k.lower() for k in LEVELS)}")
        out.append(known[name.lower()])
    if not out:
        raise ValueError("name at least one CPU")
    return out


class Watched:
    """A bot whose every decision goes through ``on_decision`` (the benchmark's timer)."""

    def __init__(self, seat: int, bot: Bot, on_decision: OnDecision) -> None:
        self.seat, self.bot, self.on_decision = seat, bot, on_decision
        self.instant, self.rng = bot.instant, bot.rng

    def choose(self, view: SeatView) -> Action:
        return self.on_decision(self.seat, self.bot, view)


def play_game(levels: list[str], seed: int, on_decision: OnDecision | None = None) -> InsertCoin:
    """Play one game with one CPU of each named level per seat, seat order as given (seeded ``seed * 31 +
    seat``). ``on_decision(seat, bot, view)`` may wrap each decision (the benchmark times it)."""
    state = InsertCoin(len(levels), seed)
    bots = [make_bot(level, s, bot_seed(seed, s)) for s, level in enumerate(levels)]
    if on_decision is None:
        match.drive(state, bots)
    else:
        match.drive(state, [Watched(s, bots[s], on_decision) for s in range(len(bots))])
    return state
