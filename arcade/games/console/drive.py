"""Driving the console's machine at exact times: presses and releases, time passing, and the inputs that come
by themselves (a replay's, a computer duellist's, a One Hand player's late presses).

While a game runs everything goes to the machine as a rules action through the scene's ``act`` (``Press``,
``Release``, ``Wait``); before and after a game (the console switched on, the score display) the machine
takes its own inputs and runs its own clock, and the scene presents what followed from its trace. Every
input goes in at its own console time, in time order, so the frame rate never changes a result.

The scene holds a :class:`Driver`, made with its two ways in: ``act`` (a rules action to the engine, noted
in the replay and presented) and ``present`` (events the machine made by itself, to be staged).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arcade.core.rules import Wait
from arcade.games.console.bots import ReflexBot
from arcade.games.console.events import Press, Release, events_from_trace
from arcade.games.console.layout import CELL_OF_GAME
from arcade.games.console.machine import Machine
from arcade.games.console.reach import ReachDelay


def skill_then_game(skill: int, game: str, t: float, gap_ms: float, hold_ms: float) -> list[tuple[str, int, float]]:
    """The presses and releases (kind, cell, console ms) that switch the console on at ``skill`` at console
    time ``t`` and start ``game`` ``gap_ms`` later, each button held ``hold_ms``, as a person would."""
    out = []
    for at, cell in ((t, skill), (t + gap_ms, CELL_OF_GAME[game])):
        out += [("press", cell, at), ("release", cell, at + hold_ms)]
    return out


class Driver:
    """Runs a console machine at exact console times (see the module docstring)."""

    def __init__(self, act: Callable[[Any], object], present: Callable[[list], None]) -> None:
        self.act = act
        self.present = present

    def feed(self, m: Machine, kind: str, cell: int, t: float) -> None:
        """A press or release at console time ``t``: a rules action while the game runs, the machine's own
        input afterwards (the score display still takes button presses)."""
        if (cell in m.held) == (kind == "press"):
            return  # a press of a held button or a release of a free one changes nothing
        t = m.stamp(t)
        if m.is_terminal():
            mark = len(m.trace)
            (m.press if kind == "press" else m.release)(cell, t)
            self.present(events_from_trace(m.trace[mark:]))
        else:
            self.act((Press if kind == "press" else Release)(cell, t))

    def run_to(self, m: Machine, t: float) -> None:
        """Let the console run to ``t``: a Wait while the game runs, then the score display's own clock."""
        if t <= m.now:
            return
        if m.is_terminal():
            mark = len(m.trace)
            m.advance_to(t)
            self.present(events_from_trace(m.trace[mark:]))
        else:
            self.act(Wait(t))

    def feed_reach(self, m: Machine, reach: ReachDelay, t: float) -> None:
        """Feed the One Hand inputs that have landed by console time ``t``, in time order."""
        for at, kind, cell in reach.due(t):
            self.feed(m, kind, cell, at)

    def sync(
        self,
        m: Machine,
        t: float,
        pending: list[tuple[float, str, int]],
        bot: ReflexBot | None,
        reach: ReachDelay | None,
    ) -> None:
        """Bring the machine up to console time ``t``: One Hand's late presses, a replay's inputs still to
        come (taken off ``pending`` as they go in), a bot's presses, each at its own time."""
        if reach is not None:
            self.feed_reach(m, reach, t)
        while pending and pending[0][0] <= t:
            at, kind, cell = pending.pop(0)
            self.feed(m, kind, cell, at)
        if bot is not None:
            while True:
                tb, td = bot.next_time(), m.next_due()
                if tb is not None and tb <= t and (td is None or tb <= td):
                    plan = bot.pop()
                    at = max(plan.t_ms, m.now)
                    self.feed(m, plan.kind, plan.cell, at)
                    if plan.kind == "press":
                        bot.pressed(plan.cell, at)
                elif td is not None and td <= t:
                    self.run_to(m, td)
                else:
                    break
                bot.observe(m.view())
        self.run_to(m, t)
