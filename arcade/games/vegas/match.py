"""Headless games between computer players (pure, no pygame): what the simulator and benchmark run."""

from __future__ import annotations

from collections.abc import Mapping

from .bots import make_bot
from .rules import VegasState


def play_game(levels: list[str], seed: int, options: Mapping[str, object] | None = None, rotate: int = 0) -> VegasState:
    """One full game: seat ``i`` is played by ``levels[(i + rotate) % len(levels)]``. Returns the final
    state (``scores()``, ``winners()``)."""
    n = len(levels)
    opts = dict(options or {})
    opts.setdefault("mode", "solo" if n == 1 else "competitive")
    state = VegasState(n, seed, opts)
    bots = [make_bot(levels[(i + rotate) % n], seed * 31 + i) for i in range(n)]
    steps = 0
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(bots[seat].choose(state.view(seat)))
        steps += 1
        if steps > 20_000:
            raise RuntimeError(f"vegas: game {seed} did not end in 20000 actions")
    return state
