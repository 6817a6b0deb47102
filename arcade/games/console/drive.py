"""Driving the console's machine at exact times: presses and releases, time passing, and the inputs that come
by themselves (a replay's, a computer duellist's, a One Hand player's late presses).

While a game runs everything goes to the machine as a rules action through the scene's ``act`` (``Press``,
``Release``, ``Wait``); before and after a game (the console switched on, the score display) the machine
takes its own inputs and runs its own clock, and the scene presents what followed from its trace. Every
input goes in at its own console time, in time order, so the frame rate never changes a result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.rules import Wait
from arcade.games.console.events import Press, Release, events_from_trace

if TYPE_CHECKING:
    from arcade.games.console.scene import ConsoleScene


def feed(scene: ConsoleScene, kind: str, cell: int, t: float) -> None:
    """A press or release at console time ``t``: a rules action while the game runs, the machine's own
    input afterwards (the score display still takes button presses)."""
    m = scene.machine
    if (cell in m.held) == (kind == "press"):
        return  # a press of a held button or a release of a free one changes nothing
    t = m.stamp(t)
    if m.is_terminal():
        mark = len(m.trace)
        (m.press if kind == "press" else m.release)(cell, t)
        scene.present(events_from_trace(m.trace[mark:]), scene.now())
    else:
        scene.act((Press if kind == "press" else Release)(cell, t))


def advance(scene: ConsoleScene, t: float) -> None:
    """Let the console run to ``t``: a Wait while the game runs, then the score display's own clock."""
    m = scene.machine
    if t <= m.now:
        return
    if m.is_terminal():
        mark = len(m.trace)
        m.advance_to(t)
        scene.present(events_from_trace(m.trace[mark:]), scene.now())
    else:
        scene.act(Wait(t))


def feed_reach(scene: ConsoleScene, t: float) -> None:
    """Feed the One Hand inputs that have landed by console time ``t``, in time order."""
    assert scene.reach is not None
    for at, kind, cell in scene.reach.due(t):
        feed(scene, kind, cell, at)


def sync(scene: ConsoleScene) -> None:
    """Bring the machine (and a replay's inputs, and a bot's presses) up to the console's time."""
    t = scene.console_now()
    if scene.reach is not None:
        feed_reach(scene, t)
    pending = scene.pending
    while pending and pending[0][0] <= t:
        at, kind, cell = pending.pop(0)
        feed(scene, kind, cell, at)
    bot = scene.bot
    if bot is not None:
        while True:
            m = scene.machine
            tb, td = bot.next_time(), m.next_due()
            if tb is not None and tb <= t and (td is None or tb <= td):
                plan = bot.pop()
                at = max(plan.t_ms, m.now)
                feed(scene, plan.kind, plan.cell, at)
                if plan.kind == "press":
                    bot.pressed(plan.cell, at)
            elif td is not None and td <= t:
                advance(scene, td)
            else:
                break
            bot.observe(scene.machine.view())
    advance(scene, t)
