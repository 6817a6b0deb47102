"""Console Free Play in the cabinet: the registry entry (start, demo, smoke)."""

from __future__ import annotations

from arcade.core.render import palette
from arcade.games.console.howto import PAGES
from arcade.games.info import EngineSpec, GameInfo, LobbyConfig


def _start(app, config: LobbyConfig):
    from arcade.games.console.scene import ConsoleScene

    if config.seats:
        return ConsoleScene(app, config=config)
    return ConsoleScene(app, config.seed)


def _demo(app):
    import random

    from arcade.games.console.scene import ConsoleScene

    return ConsoleScene(app, random.randrange(1 << 30), demo=True)


def _smoke(h) -> None:
    from arcade.games.console.scene import ConsoleScene
    from arcade.games.info import SeatConfig

    scene = h.app.push(INFO.start(h.app, LobbyConfig("console", [SeatConfig("Smoke", "human", "", "numpad")], {}, 5)))
    assert isinstance(scene, ConsoleScene)
    h.tap("numpad", "b7")  # Skill 1
    h.tap("numpad", "b1")  # Alien Raiders
    h.advance(1000)
    m = scene.machine
    assert m.mode == "playing" and m.game_id == "alien_raiders", f"console did not start: {m.mode}"
    assert any(m.lights), "an alien is lit"
    h.app.pop()


def _smoke_files(app):
    """The smoke walk's console file: a replay of a played Rattler game; the check reads it back."""
    import time

    from arcade.games.console import library
    from arcade.games.console import replay as rp
    from arcade.games.console.bots import play_out
    from arcade.games.console.cpu import make_bot
    from arcade.games.console.machine import new_game

    m = new_game("rattler", 1, seed=11)
    play_out(m, make_bot("200", 0, 12))
    m.run_out()
    path = library.save_run(app.store.root, rp.from_machine(m, {"player": "Smoke", "date": time.strftime("%Y-%m-%d")}))

    def check(root) -> list[str]:
        replay = rp.load(path, verify_digest=True)
        assert replay.verified, f"the console replay written reads back and matches its record ({replay.mismatch})"
        found, problems = library.entries(root)
        assert any(e.path == path for e in found), "the console replay written is listed"
        return problems

    return check


def replays_menu(app):
    """The saved replays list, each played back on the console (``GameInfo.menus``)."""
    from arcade.games.console.replays_menu import ReplayListScene
    from arcade.games.console.scene import ConsoleScene

    return ReplayListScene(app, ConsoleScene.watching)


INFO = GameInfo(
    id="console",
    title="Console Free Play",
    tagline="Four reflex games on the 3x3 console",
    marquee="arcade.games.console.marquee:draw_art",
    colour=palette.NEON_PURPLE,
    symbol="circle",
    min_players=1,
    max_players=1,
    default_players=1,
    devices=("numpad", "keys_a", "keys_b"),
    enabled=True,
    uses_lobby=False,
    start=_start,
    demo=_demo,
    smoke=_smoke,
    smoke_files=_smoke_files,
    menus=("arcade.games.console.info:replays_menu",),
    howto=PAGES,
    holdable=False,
    engine=EngineSpec(
        "arcade.games.console.machine:new_state",
        seats=(1,),
        pure_modules=(
            "arcade.games.console.machine",
            "arcade.games.console.bots",
            "arcade.games.console.cpu",
            "arcade.games.console.replay",
            "arcade.games.console.sim",
            "arcade.games.console.invariants",
        ),
        invariants="arcade.games.console.invariants:check",
    ),
    sim="arcade.games.console.sim",
    bench="arcade.games.console.bench",
    lesson="arcade.games.console.lesson:LESSON",
    make_bot="arcade.games.console.cpu:make_bot",
    play="arcade.games.console.sim:play",
    ladder_levels=("slow", "average", "fast", "expert"),
    music="bleeps",
)
