"""Top Speed! in the cabinet: what the cabinet knows of it, lobby start, Hold & Quit resume, attract demo, smoke
walk."""

from __future__ import annotations

from arcade.core.render import palette
from arcade.games.info import EngineSpec, GameInfo, GameOption, LobbyConfig, SeatConfig
from arcade.games.topspeed.howto import PAGES

CPU_LEVELS = ("Rookie", "Easy", "Medium", "Hard", "Expert")
CPU_DESCRIPTIONS = (
    "A first race: slow, slips often and seldom notices",
    "Steady beginner: still slips and misses the best rows",
    "Club racer: catches about half of its slips",
    "Quick and tidy: few slips, plays for the big cars",
    "Tournament pace: fast hands, locks rows against you",
)


def smoke(h) -> None:
    """Keys B against a CPU: move the cursor, place a card, try to take a fitting card back (refused: only
    a mistake comes back), send a card to the bottom, race a little."""
    cfg = LobbyConfig(
        "topspeed", [SeatConfig("Player 1", "human", "", "keys_b"), SeatConfig("Blinky", "cpu", "Expert")], {}, 11
    )
    start = INFO.start
    assert start is not None
    scene = h.app.push(start(h.app, cfg))
    h.advance(3100)
    deck = len(scene.state.decks[0])
    h.tap("keys_b", "right")
    h.tap("keys_b", "up")
    h.advance(20)
    assert len(scene.state.decks[0]) == deck - 1, "Top Speed!: a key press places a card"
    h.tap("keys_b", "back")
    h.advance(20)
    assert len(scene.state.decks[0]) == deck - 1, "Top Speed!: a card that fits cannot be taken back"
    top = scene.state.decks[0][0]
    h.tap("keys_b", "confirm")
    h.advance(20)
    assert scene.state.decks[0][-1] == top, "Top Speed!: the top card goes to the bottom"
    h.advance(4000)
    assert scene.state.stats.placed[1] >= 1, "Top Speed!: the CPU racer places cards"
    h.app.pop()


INFO = GameInfo(
    id="topspeed",
    title="Top Speed!",
    tagline="Real-time race to place car parts",
    marquee="arcade.games.topspeed.marquee:draw_art",
    colour=palette.NEON_CYAN,
    symbol="triangle",
    min_players=1,
    max_players=2,
    default_players=2,
    cpu_levels=CPU_LEVELS,
    cpu_descriptions=CPU_DESCRIPTIONS,
    seat_flags=(("assist", "Assist: block repeats"),),
    options=(
        GameOption(
            "practice_s",
            "Practice clock",
            (60, 90, 120, 180),
            90,
            ("60 s", "90 s", "120 s", "180 s"),
            hint="Practice: race the clock alone",
            players=(1,),
        ),
    ),
    stats_rows="arcade.games.topspeed.stats_rows:stats_rows",
    devices=("keys_a", "keys_b", "numpad", "pad"),
    enabled=True,
    scene="arcade.games.topspeed.scene:TopSpeedScene",
    demo_seats=(("Turbo", "Hard"), ("Pixel", "Hard")),
    smoke=smoke,
    howto=PAGES,
    cpu_suggestion="arcade.games.topspeed.pace:lobby_suggestion",
    engine=EngineSpec(
        "arcade.games.topspeed.rules:new_state",
        seats=(2, 1),
        pure_modules=(
            "arcade.games.topspeed.rules",
            "arcade.games.topspeed.bots",
            "arcade.games.topspeed.cpu",
            "arcade.games.topspeed.controls",
            "arcade.games.topspeed.sim",
            "arcade.games.topspeed.sim_report",
            "arcade.games.topspeed.ladder",
            "arcade.games.topspeed.invariants",
        ),
        invariants="arcade.games.topspeed.invariants:check",
    ),
    sim="arcade.games.topspeed.sim",
    bench="arcade.games.topspeed.bench",
    make_bot="arcade.games.topspeed.cpu:make_bot",
    play="arcade.games.topspeed.sim:play",
    music="overdrive",
    lesson="arcade.games.topspeed.lesson:LESSON",
    replay_codec="arcade.games.topspeed.actions",
    replay_deal="arcade.games.topspeed.rules:deal_from",
)
