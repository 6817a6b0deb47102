"""Driving the console's machine at exact times: presses and releases, time passing, and the inputs that come
by themselves (a replay's, a computer duellist's, a One Hand player's late presses).

While a game runs everything goes to the machine as a rules action through the scene's ``act`` (``Press``,
``Release``, ``Wait``); before and after a game (the console switched on, the score display) the machine
takes its own inputs and runs its own clock, and the scene presents what followed from its trace. Every
input goes in at its own console time, in time order, so the frame rate never changes a result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.core.rules import Wait
from arcade.games.console.events import Press, Release, events_from_trace
from arcade.games.console.layout import SKILL_OF_CELL


class Driving:
    """The scene's part that drives its machine at exact times (mixed into ``ConsoleScene``)."""

    if TYPE_CHECKING:  # the rest of the scene (``ConsoleScene``), as the type checker sees it

        def __getattr__(self, name: str) -> Any: ...

    def feed(self, kind: str, cell: int, t: float) -> None:
        """A press or release at console time ``t``: a rules action while the game runs, the machine's own
        input afterwards (the score display still takes button presses)."""
        m = self.machine
        if (cell in m.held) == (kind == "press"):
            return  # a press of a held button or a release of a free one changes nothing
        t = m.stamp(t)
        if m.is_terminal():
            mark = len(m.trace)
            (m.press if kind == "press" else m.release)(cell, t)
            self.present(events_from_trace(m.trace[mark:]), self.now())
        else:
            self.act((Press if kind == "press" else Release)(cell, t))

    def run_to(self, t: float) -> None:
        """Let the console run to ``t``: a Wait while the game runs, then the score display's own clock."""
        m = self.machine
        if t <= m.now:
            return
        if m.is_terminal():
            mark = len(m.trace)
            m.advance_to(t)
            self.present(events_from_trace(m.trace[mark:]), self.now())
        else:
            self.act(Wait(t))

    def feed_reach(self, t: float) -> None:
        """Feed the One Hand inputs that have landed by console time ``t``, in time order."""
        assert self.reach is not None
        for at, kind, cell in self.reach.due(t):
            self.feed(kind, cell, at)

    def sync(self) -> None:
        """Bring the machine (and a replay's inputs, and a bot's presses) up to the console's time."""
        t = self.console_now()
        if self.reach is not None:
            self.feed_reach(t)
        pending = self.pending
        while pending and pending[0][0] <= t:
            at, kind, cell = pending.pop(0)
            self.feed(kind, cell, at)
        bot = self.bot
        if bot is not None:
            while True:
                m = self.machine
                tb, td = bot.next_time(), m.next_due()
                if tb is not None and tb <= t and (td is None or tb <= td):
                    plan = bot.pop()
                    at = max(plan.t_ms, m.now)
                    self.feed(plan.kind, plan.cell, at)
                    if plan.kind == "press":
                        bot.pressed(plan.cell, at)
                elif td is not None and td <= t:
                    self.run_to(td)
                else:
                    break
                bot.observe(self.machine.view())
        self.run_to(t)

    def button(self, cell: int, pressed: bool, t: float) -> None:
        """A person pressed or let go of button ``cell`` at console time ``t``."""
        m = self.machine
        if pressed and cell in SKILL_OF_CELL and m.final_score is not None and m.mode in ("off", "score", "test1"):
            if m.mode == "off" or m.phase == "off":
                if self.initials_first():
                    return  # the next session waits for the high score's initials
                self.fresh_machine(t)
        if self.reach is not None:  # One Hand: queued, fed in time order with everything else
            self.reach.add("press" if pressed else "release", cell, t)
            self.feed_reach(t)
            return
        self.feed("press" if pressed else "release", cell, t)
