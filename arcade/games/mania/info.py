"""Electronic Arcade Mania (the board game) in the cabinet: what the cabinet knows of it, lobby start, Hold &
Quit resume, the attract demo and the smoke walk. Callables import the scene only when called."""

from __future__ import annotations

from arcade.core.render import palette
from arcade.games.info import EngineSpec, GameInfo, LobbyConfig, SeatConfig
from arcade.games.mania.howto import PAGES

CPU_LEVELS = ("Rookie", "Regular", "Ace")
"""The three CPU strengths, weakest first (``arcade.games.mania.bots.LEVELS``: console speed and board play)."""

CPU_DESCRIPTIONS = (
    "Rookie: a fair first opponent, slow on the console; backs the richer player, chases the leader",
    "Regular: an everyday player; small steady bets on the better record, picks on whoever is behind",
    "Ace: the one to beat; quickest on the console, bets big when the odds pay, saves its cards",
)


def smoke(h) -> None:
    """A person on keys A with two CPUs (at the fastest CPU pace): pick a Game Slide, play on for two turns,
    a duel on the console included when one comes."""
    seats = [
        SeatConfig("Player 1", "human", "", "keys_a"),
        SeatConfig("Blinky", "cpu", "Regular"),
        SeatConfig("Inky", "cpu", "Rookie"),
    ]
    pace = h.app.settings.get("cpu_pace", 1.0)
    h.app.settings["cpu_pace"] = 8.0
    try:
        start = INFO.start
        assert start is not None
        scene = h.app.push(start(h.app, LobbyConfig("mania", seats, {}, 7)))
        st = scene.state
        for _ in range(600):
            if st.turn >= 3 or st.is_terminal():
                break
            top = h.top
            if top is not scene:  # a duel on the console: a person presses to start
                if getattr(top, "duel", None) is not None and top.bot is None and top.duel_started is None:
                    h.tap("numpad", "b5")
                h.advance(500)
                continue
            if (st.current_player() == 0 or scene.roll_prompt() == 0) and not scene.busy():  # a choice, a roll
                h.tap("keys_a", "confirm")
            h.advance(200)
        assert st.turn >= 3 or st.is_terminal(), "Mania: turns are played"
        assert all(s is not None for s in st.slide_of), "Mania: everyone has a Game Slide"
    finally:
        h.app.settings["cpu_pace"] = pace
    h.app.pop()


INFO = GameInfo(
    id="mania",
    title="Electronic Arcade Mania",
    tagline="Board game of console duels",
    marquee="arcade.games.mania.marquee:draw_art",
    colour=palette.NEON_ORANGE,
    symbol="hexagon",
    min_players=3,
    max_players=4,
    default_players=3,
    cpu_levels=CPU_LEVELS,
    cpu_descriptions=CPU_DESCRIPTIONS,
    devices=("numpad", "keys_a", "keys_b", "pad"),
    enabled=True,
    scene="arcade.games.mania.scene:ManiaScene",
    demo_seats=(("Pixel", "Ace"), ("Blinky", "Regular"), ("Tiny", "Rookie"), ("Inky", "Regular")),
    smoke=smoke,
    howto=PAGES,
    engine=EngineSpec(
        "arcade.games.mania.rules:new_state",
        seats=(3, 4),
        pure_modules=(
            "arcade.games.mania.rules",
            "arcade.games.mania.phases",
            "arcade.games.mania.deal",
            "arcade.games.mania.windows",
            "arcade.games.mania.flow",
            "arcade.games.mania.turn",
            "arcade.games.mania.dueling",
            "arcade.games.mania.duel_state",
            "arcade.games.mania.plays",
            "arcade.games.mania.scoring",
            "arcade.games.mania.view",
            "arcade.games.mania.data",
            "arcade.games.mania.validate",
            "arcade.games.mania.board",
            "arcade.games.mania.bots",
            "arcade.games.mania.bots_levels",
            "arcade.games.mania.bots_model",
            "arcade.games.mania.cpu",
            "arcade.games.mania.duel",
            "arcade.games.mania.sim",
            "arcade.games.mania.bench",
            "arcade.games.mania.invariants",
        ),
        invariants="arcade.games.mania.invariants:check",
    ),
    sim="arcade.games.mania.sim",
    bench="arcade.games.mania.bench",
    make_bot="arcade.games.mania.cpu:make_bot",
    review="arcade.games.mania.review:make",
    lesson="arcade.games.mania.lesson:LESSON",
    music="boardwalk",
    replay_codec="arcade.games.mania.actions",
    replay_deal="arcade.games.mania.rules:deal_from",
    replay_note="arcade.games.mania.duel_watch:watch",
)
