"""Whole games between computer players (for the simulator, the benchmark and tests). Pure."""

from __future__ import annotations

from collections.abc import Callable

from .bots import LEVELS, Bot, make_bot
from .rules import Action, InsertCoin, SeatView

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


def play_game(levels: list[str], seed: int, on_decision: OnDecision | None = None) -> InsertCoin:
    """Play one game with one CPU of each named level per seat, seat order as given. Every seat acting
    on a card decides from the same view of the table before any of those decisions is applied (the
    CPUs play at once). ``on_decision(seat, bot, view)`` may wrap each decision (the benchmark times it)."""
    state = InsertCoin(len(levels), seed)
    bots = [make_bot(level, seed * 31 + i) for i, level in enumerate(levels)]
    while not state.is_terminal():
        if on_decision is None:
            chosen = [bots[q].choose(state.view(q)) for q in state.active_seats()]
        else:
            chosen = [on_decision(q, bots[q], state.view(q)) for q in state.active_seats()]
        for action in chosen:
            state.apply(action)
    return state
