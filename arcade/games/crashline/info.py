"""Crash Line in the cabinet: what the cabinet knows of it, lobby start, Hold & Quit resume, attract demo, smoke
walk."""

from __future__ import annotations

from arcade.core.render import palette
from arcade.games.crashline.howto import PAGES
from arcade.games.info import EngineSpec, GameInfo, LobbyConfig, SeatConfig

CPU_LEVELS = ("Kid", "Careful", "Shark")
CPU_DESCRIPTIONS = (
    "Easiest: always stops at 3 machines in the line",
    "Harder: counts the cards, stops at 2-in-5 crash odds",
    "Hardest: plays to win, weighing odds, scores, cards left",
)
"""The lobby's words for each level, easiest first, as the ladder measured them (``python -m arcade.sim
crashline --ladder``: each level beats the one below in most heads-up games; docs/computer-players.md).
The Kid level has no free save: Kid mode is the seat's own switch (docs/rules-decisions.md)."""


def smoke_worker(thinker) -> None:
    """One Shark decision in the worker process equals the same decision made here, bot state included."""
    from arcade.games.crashline.cpu import make_bot
    from arcade.games.crashline.rules import CrashLine

    state = CrashLine(3, 2026)
    state.apply(state.legal_actions()[0])
    view = state.view(state.current_player())
    there, here = make_bot("rollout", 0, 5), make_bot("rollout", 0, 5)
    there.rollouts = here.rollouts = 32  # type: ignore[attr-defined]  # a quick decision: a small budget
    before = thinker.counts["process"]
    answer = thinker.think(there.choose, view).result(timeout=30)
    assert answer == here.choose(view), "the worker's answer is the one made here"
    assert there.rng.getstate() == here.rng.getstate(), "the bot's state comes back from the worker"
    assert thinker.counts["process"] == before + 1, f"it thought in the worker process ({thinker.counts})"


def smoke(h) -> None:
    """A person on keys A against a Careful CPU: flip, then let the CPU take its turn."""
    cfg = LobbyConfig(
        "crashline", [SeatConfig("Player 1", "human", "", "keys_a"), SeatConfig("Blinky", "cpu", "Careful")], {}, 5
    )
    start = INFO.start
    assert start is not None
    scene = h.app.push(start(h.app, cfg))
    h.advance(400)
    deck = len(scene.state.deck)
    h.tap("keys_a", "confirm")
    h.advance(400)
    assert len(scene.state.deck) == deck - 1 or scene.state.continues, "Crash Line: confirm flips a card"
    while scene.state.current_player() == 0 and not scene.state.is_terminal():
        h.tap("keys_a", "down" if scene.state.view(0).can_cash() else "up")
        h.advance(400)
    turns = scene.state.turns[1]
    h.advance(1500)
    assert scene.state.turns[1] >= turns, "Crash Line: the CPU plays its turn"
    h.app.pop()


INFO = GameInfo(
    id="crashline",
    title="Crash Line",
    tagline="Push your luck across five arcade machines",
    marquee="arcade.games.crashline.marquee:draw_art",
    colour=palette.NEON_PINK,
    symbol="star",
    min_players=2,
    max_players=6,
    default_players=4,
    cpu_levels=CPU_LEVELS,
    cpu_descriptions=CPU_DESCRIPTIONS,
    seat_flags=(("kid", "Kid mode (free save)"),),
    options=(),
    devices=("keys_a", "keys_b", "numpad", "pad"),
    enabled=True,
    scene="arcade.games.crashline.scene:CrashLineScene",
    demo_seats=(("Pixel", "Shark"), ("Blinky", "Careful"), ("Tiny", "Kid"), ("Inky", "Careful")),
    smoke=smoke,
    smoke_worker=smoke_worker,
    howto=PAGES,
    engine=EngineSpec(
        "arcade.games.crashline.rules:new_state",
        seats=(2, 3, 4, 6),
        pure_modules=(
            "arcade.games.crashline.rules",
            "arcade.games.crashline.bots",
            "arcade.games.crashline.cpu",
            "arcade.games.crashline.shark",
            "arcade.games.crashline.sim",
            "arcade.games.crashline.rollout_shark",
            "arcade.games.crashline.fastplay",
            "arcade.games.crashline.bench",
            "arcade.games.crashline.odds",
            "arcade.games.crashline.invariants",
        ),
        invariants="arcade.games.crashline.invariants:check",
    ),
    sim="arcade.games.crashline.sim",
    bench="arcade.games.crashline.bench",
    make_bot="arcade.games.crashline.cpu:make_bot",
    play="arcade.games.crashline.cpu:play",
    music="redline",
    replay_codec="arcade.games.crashline.actions",
    replay_deal="arcade.games.crashline.rules:deal_from",
    lesson="arcade.games.crashline.lesson:LESSON",
    review="arcade.games.crashline.review:make",
)
