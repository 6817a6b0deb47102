"""The attract loop's demos: a game run inside ``DemoScene`` plays its CPUs (the base used to play them only
for the top scene, so Crash Line's, Vegas's and Insert Coin's demos stood still) and, like a game on top,
draws nothing while its picture is unchanged."""

from __future__ import annotations

from arcade.games import registry
from arcade.scenes.attract import DemoScene
from arcade.testing import Harness

TURN_BASED = ("crashline", "vegas", "insertcoin", "mania")


def test_the_turn_based_demos_play_inside_the_attract_loop():
    for game in TURN_BASED:
        h = Harness(render=False)
        h.boot()
        info = registry.get(game)
        inner = info.demo(h.app)
        h.app.push(DemoScene(h.app, inner, info.title))
        for _ in range(40):
            h.advance(250)
            pending = getattr(inner, "cpu_thought", None) or getattr(inner, "cpu_job", None)
            if pending is not None and not pending.done():
                pending.result(timeout=10)  # a slow CPU thinks in real time
            if inner.acts >= 3:
                break
        assert inner.acts >= 3, f"{game}: the demo's CPUs play under the DEMO banner"


def test_a_demo_inside_the_attract_loop_skips_unchanged_pictures():
    h = Harness()
    h.boot()
    info = registry.get("crashline")
    inner = info.demo(h.app)
    h.app.push(DemoScene(h.app, inner, info.title))
    h.advance(500)
    drawn = []
    draw_game = inner.draw_game
    inner.draw_game = lambda surface: (drawn.append(1), draw_game(surface))
    for _ in range(60):
        h.advance(1000 / 60)
    assert 0 < len(drawn) < 60, len(drawn)


def test_the_demo_banner_covers_the_header_or_for_insert_coin_the_key_hints():
    for game, top in (("crashline", True), ("insertcoin", False)):
        h = Harness(render=True)
        h.boot()
        info = registry.get(game)
        demo = h.app.push(DemoScene(h.app, info.demo(h.app), info.title))
        h.advance(300)
        h.app.render(force=True)
        band = demo.banner_rect()
        assert (band.top == 0) is top
        screen = h.app.screen

        def row(y, screen=screen):
            return {tuple(screen.get_at((x, y)))[:3] for x in range(0, 1280, 2)}

        banner = row(band.centery)  # the banner's words
        game_row = row(690 if top else 24)  # the key hints' row / the header's middle row
        assert len(game_row) > 3, f"{game}: the game's own row stays in view"
        assert (255, 220, 40) in banner and len(banner) < len(game_row), f"{game}: the banner's words"
