"""Vegas Slot Machine 1973 in the cabinet: what the cabinet knows of it, lobby start (today's date goes
in the options for the effect of the month), Hold & Quit resume, the attract demo and the smoke walk. The
engine, simulator and benchmark are declared for the tools and the conformance test."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from arcade.core.render import palette
from arcade.games.info import EngineSpec, GameInfo, GameOption, LobbyConfig, SeatConfig
from arcade.games.vegas.howto import PAGES
from arcade.games.vegas.variations import VARIATION_NAMES, VARIATION_TEXT

CPU_LEVELS = ("Easy", "Medium", "Strong")
CPU_DESCRIPTIONS = (
    "Plays a random card; spots a prize about half the time.",
    "Takes the best prize in sight, else sets up a line for a card it holds.",
    "Plans with the odds of the unseen cards; guards lines from the next players.",
)

SPIN_HINT = "A: a card in front of each player, one extra turn before drawing. B: in the deck, used from the hand"
CUMBER_HINT = "A: Cumber cards are symbols, three pay 200. B: also actions: move, look, bury, draw three, monthly"

# One switch per variation A-U (the lobby joins the letters that are on into options["variations"]).
VARIATION_OPTIONS = tuple(
    GameOption(
        f"var_{letter}",
        f"{letter}: {VARIATION_NAMES[letter]}",
        (False, True),
        False,
        ("Off", "On"),
        f"{letter}: {VARIATION_TEXT[letter]}",
    )
    for letter in "ABCDEFGHIJKLMNOPQRSTU"
)


def _scene_class() -> Any:
    """The game's scene class (imported when a game starts, not with the game list)."""
    import importlib

    return importlib.import_module("arcade.games.vegas.scene").VegasScene


def start(app, config: LobbyConfig) -> Any:
    """The lobby's set-up as a game; a set-up the rules refuse (solo with two seats, five players with
    one deck and no Q, ...) stays in the lobby with the reason shown."""
    import datetime

    scene_class = _scene_class()

    config.options.setdefault("date", datetime.date.today().isoformat())
    try:
        return scene_class(app, config)
    except ValueError as exc:
        app.sound("error")
        app.toast(f"Vegas cannot start: {exc}", 7000)
        return None


def demo(app) -> Any:
    import datetime

    scene_class = _scene_class()

    seed = int(app.now()) % (1 << 30)
    levels = ("Strong", "Medium", "Strong")
    seats = [SeatConfig(name, "cpu", lvl) for name, lvl in zip(("Lucky", "Ace", "Dice"), levels)]
    cfg = LobbyConfig(
        "vegas", seats, {"mode": "competitive", "demo": True, "date": datetime.date.today().isoformat()}, seed
    )
    return scene_class(app, cfg)


def smoke(h) -> None:
    """A solo game on keys A: build a card, then play a few turns with the cursor (the hint shows the
    way), open and close the score card, and let a cascade play out."""
    scene_class = _scene_class()

    cfg = LobbyConfig("vegas", [SeatConfig("Player 1", "human", "", "keys_a")], {"mode": "solo"}, 7)
    scene = h.app.push(scene_class(h.app, cfg))
    h.advance(50)
    for turn in range(4):
        before = scene.state.placed_count + sum(len(p) for p in scene.state.prizes[0])
        hand_before = list(scene.state.hands[0])
        h.tap("keys_a", "extra")  # the hint names a card and a space
        act = scene.ui.hint[0]
        scene.ui = replace(scene.ui, hand=act.slot)
        h.tap("keys_a", "confirm")
        scene.ui = replace(scene.ui, cell=act.a)
        h.tap("keys_a", "confirm")
        if scene.held is not None:  # a placement that would draw waits for "end turn"
            h.tap("keys_a", "confirm")
        assert (
            scene.state.hands[0] != hand_before
            or scene.state.placed_count + sum(len(p) for p in scene.state.prizes[0]) != before
        ), f"Vegas: turn {turn} played a card"
        for _ in range(40):
            if not scene.busy():
                break
            h.advance(200)
    h.tap("keys_a", "alt")
    assert scene.ui.show_card, "Vegas: the score card opens"
    h.tap("keys_a", "alt")
    assert not scene.ui.show_card, "Vegas: the score card closes"
    h.app.pop()


INFO = GameInfo(
    id="vegas",
    title="Vegas Slot Machine 1973",
    tagline="Line up paylines on a 3x3 grid of stacks",
    marquee="arcade.games.vegas.marquee:draw_art",
    colour=palette.NEON_YELLOW,
    symbol="diamond",
    min_players=1,
    max_players=8,
    default_players=1,
    cpu_levels=CPU_LEVELS,
    cpu_descriptions=CPU_DESCRIPTIONS,
    options=(
        GameOption(
            "mode",
            "Mode",
            ("auto", "solo", "coop", "competitive", "teams"),
            "auto",
            ("Auto: Solo alone, else Competitive", "Solo", "Co-operative", "Competitive", "Teams (C)"),
            "Auto plays Solo with one player and Competitive with more",
        ),
        GameOption("rounds", "Rounds", (1, 2, 3), 1, ("1", "2", "3")),
        GameOption(
            "spin", "Spin Again expansion", (None, "A", "B"), None, ("Off", "Variation A", "Variation B"), SPIN_HINT
        ),
        GameOption(
            "cumber", "Cumber expansion", (None, "A", "B"), None, ("Off", "Variation A", "Variation B"), CUMBER_HINT
        ),
        GameOption("decks", "Decks", ("auto", 1, 2), "auto", ("Two for 5+ players", "One", "Two")),
        GameOption("time_limit_s", "Timer (U)", (300, 600, 1200), 300, ("5 min", "10 min", "20 min"), needs="var_U"),
        *VARIATION_OPTIONS,
    ),
    lobby_summary="arcade.games.vegas.summary:lobby_summary",
    stats_rows="arcade.games.vegas.stats_rows:stats_rows",
    devices=("keys_a", "keys_b", "numpad", "pad"),
    enabled=True,
    holdable=True,
    start=start,
    scene="arcade.games.vegas.scene:VegasScene",
    demo=demo,
    smoke=smoke,
    howto=PAGES,
    engine=EngineSpec(
        "arcade.games.vegas.rules:new_state",
        seats=(1, 2, 3, 4, 6, 8),
        pure_modules=(
            "arcade.games.vegas.components",
            "arcade.games.vegas.setup",
            "arcade.games.vegas.rules",
            "arcade.games.vegas.actions",
            "arcade.games.vegas.claims",
            "arcade.games.vegas.cumber",
            "arcade.games.vegas.data",
            "arcade.games.vegas.deck",
            "arcade.games.vegas.events",
            "arcade.games.vegas.handlers",
            "arcade.games.vegas.hidden",
            "arcade.games.vegas.legal",
            "arcade.games.vegas.months",
            "arcade.games.vegas.paylines",
            "arcade.games.vegas.placement",
            "arcade.games.vegas.rounds",
            "arcade.games.vegas.scoring",
            "arcade.games.vegas.turns",
            "arcade.games.vegas.view",
            "arcade.games.vegas.undo",  # what undo may take back: rules (offered, reveals), read by the base
            "arcade.games.vegas.bots",
            "arcade.games.vegas.cpu",
            "arcade.games.vegas.botkit",
            "arcade.games.vegas.strong",
            "arcade.games.vegas.sim",
            "arcade.games.vegas.bench",
            "arcade.games.vegas.picker",
            "arcade.games.vegas.invariants",
        ),
        max_actions=5000,
        playthroughs=100,
        invariants="arcade.games.vegas.invariants:check",
    ),
    sim="arcade.games.vegas.sim",
    bench="arcade.games.vegas.bench",
    make_bot="arcade.games.vegas.cpu:make_bot",
    review="arcade.games.vegas.review:make",
    play="arcade.games.vegas.cpu:play",
    music="jackpot",
    lesson="arcade.games.vegas.lesson_extras:LESSONS",
    replay_codec="arcade.games.vegas.actions",
    replay_deal="arcade.games.vegas.rules:deal_from",
    undo=True,  # solo (and Vegas co-op): a person takes their own moves back (arcade.scenes.game_undo)
)
