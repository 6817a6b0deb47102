"""Insert Coin to Play in the cabinet: what the cabinet knows of it, lobby start, Hold & Quit resume, the
attract demo (all CPUs) and the smoke walk."""

from __future__ import annotations

from arcade.core.render import palette
from arcade.games.info import EngineSpec, GameInfo, LobbyConfig, SeatConfig
from arcade.games.insertcoin.howto import PAGES

CPU_LEVELS = ("Kid", "Greedy", "Planner")
CPU_DESCRIPTIONS = (
    "Draws a random symbol wherever it fits: gentle, for children.",
    "Fills the most squares it can right now, in the shape closest to done.",
    "Keeps its shapes finishable, plans lives and coins, and times its abilities and the finish.",
)


def wait_for(h, done, ms: float = 4000.0, step: float = 150.0) -> None:
    """Let game time pass until ``done()`` or ``ms`` have gone by."""
    waited = 0.0
    while not done() and waited < ms:
        h.advance(step)
        waited += step


def smoke(h) -> None:
    """Keys A against a Greedy CPU: keep three cards, then draw two cards' symbols with the ghost piece
    (move, rotate, stage, confirm) while the CPU draws too."""
    cfg = LobbyConfig(
        "insertcoin", [SeatConfig("Player 1", "human", "", "keys_a"), SeatConfig("Blinky", "cpu", "Greedy")], {}, 7
    )
    start = INFO.start
    assert start is not None
    scene = h.app.push(start(h.app, cfg))
    h.advance(100)
    h.taps("keys_a", "confirm", "right", "confirm", "right", "confirm", "confirm")
    assert scene.state.levels[0], "Insert Coin: three dealt cards kept as Levels"
    wait_for(h, lambda: scene.state.phase == "play")
    assert scene.state.phase == "play", "Insert Coin: the CPU keeps its cards too and the first card is up"
    for _turn in range(2):
        flips = scene.state.flips
        placed = scene.state.stats["placed"][0]
        h.tap("keys_a", "alt")
        going = "right"  # walk the ghost over the sheet in a snake, row by row, until it fits
        for _step in range(400):
            if scene.ghost(0)[1]:
                break
            cur = scene.ui.cursor(0)
            before = (cur.level, cur.x, cur.y)
            h.tap("keys_a", going)
            cur = scene.ui.cursor(0)  # the cursor is a value: the press gave the scene a new one
            if (cur.level, cur.x, cur.y) == before:  # the end of a row: one down, then back the other way
                h.tap("keys_a", "down")
                going = "left" if going == "right" else "right"
        assert scene.ghost(0)[1], "Insert Coin: the ghost finds a spot that fits"
        h.tap("keys_a", "confirm")
        assert scene.ui.cursor(0).staged is not None, "Insert Coin: confirm stages the placement"
        h.tap("keys_a", "confirm")
        assert scene.state.stats["placed"][0] == placed + 1, "Insert Coin: the confirmed symbol is drawn"
        wait_for(h, lambda flips=flips: scene.state.flips > flips or scene.state.is_terminal())
        assert scene.state.flips > flips or scene.state.is_terminal(), "Insert Coin: the CPU drew, next card"
    h.app.pop()


INFO = GameInfo(
    id="insertcoin",
    title="Insert Coin to Play",
    tagline="Fill pixel-art shapes with polyominoes",
    marquee="arcade.games.insertcoin.marquee:draw_art",
    colour=palette.NEON_GREEN,
    symbol="square",
    min_players=1,
    max_players=6,
    default_players=1,
    cpu_levels=CPU_LEVELS,
    cpu_descriptions=CPU_DESCRIPTIONS,
    howto=PAGES,
    devices=("keys_a", "keys_b", "numpad", "pad"),
    enabled=True,
    holdable=True,
    scene="arcade.games.insertcoin.scene:InsertCoinScene",
    demo_seats=(("Pixel", "Planner"), ("Blinky", "Greedy"), ("Tiny", "Kid"), ("Inky", "Greedy")),
    smoke=smoke,
    engine=EngineSpec(
        "arcade.games.insertcoin.rules:new_state",
        seats=(1, 2, 3, 4, 5, 6),
        pure_modules=(
            "arcade.games.insertcoin.rules",
            "arcade.games.insertcoin.actions",
            "arcade.games.insertcoin.phases",
            "arcade.games.insertcoin.deal",
            "arcade.games.insertcoin.play",
            "arcade.games.insertcoin.cardflow",
            "arcade.games.insertcoin.sheet",
            "arcade.games.insertcoin.scoring",
            "arcade.games.insertcoin.data",
            "arcade.games.insertcoin.view",
            "arcade.games.insertcoin.constants",
            "arcade.games.insertcoin.bots",
            "arcade.games.insertcoin.cpu",
            "arcade.games.insertcoin.sim",
            "arcade.games.insertcoin.shapes",
            "arcade.games.insertcoin.pieces",
            "arcade.games.insertcoin.events",
            "arcade.games.insertcoin.bench",
            "arcade.games.insertcoin.controls",
            "arcade.games.insertcoin.layout",
            "arcade.games.insertcoin.prompts",
            "arcade.games.insertcoin.callouts",
            "arcade.games.insertcoin.invariants",
            "arcade.games.insertcoin.undo",  # what undo may take back: rules (offered, reveals), read by the base
        ),
        max_actions=5_000,
        playthroughs=25,
        invariants="arcade.games.insertcoin.invariants:check",
    ),
    sim="arcade.games.insertcoin.sim",
    bench="arcade.games.insertcoin.bench",
    make_bot="arcade.games.insertcoin.cpu:make_bot",
    review="arcade.games.insertcoin.review:make",
    music="pixels",
    lesson="arcade.games.insertcoin.lesson:LESSON",
    replay_codec="arcade.games.insertcoin.actions",
    replay_deal="arcade.games.insertcoin.rules:deal_from",
    next_words="next shape",  # the ghost jumps to the next shape not completed (controls.Ghost.jumped)
    undo=True,  # solo (and Vegas co-op): a person takes their own moves back (arcade.scenes.game_undo)
)
