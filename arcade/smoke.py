"""``python -m arcade --smoke``: boot the real app headless and walk every scene with scripted actions.

Raises AssertionError (exit code 1 from __main__) naming the step that failed."""
from __future__ import annotations

import time


def run(verbose: bool = True) -> None:
    from arcade.testing import Harness
    from arcade.games import registry
    from arcade.scenes.attract import AttractScene
    from arcade.scenes.select import GameSelectScene

    t0 = time.perf_counter()
    h = Harness()

    def step(name: str) -> None:
        if verbose:
            print(f"smoke: {name} ok ({(time.perf_counter() - t0) * 1000:.0f} ms)", flush=True)

    h.boot()
    assert isinstance(h.top, AttractScene), "boots into the attract screen"
    h.advance(16000)
    assert h.top.in_loop() or not isinstance(h.top, AttractScene), "attract loop starts when idle"
    h.tap("keys_a", "confirm")
    while not isinstance(h.top, AttractScene) and not isinstance(h.top, GameSelectScene):
        h.app.pop()  # a demo had started
    if isinstance(h.top, AttractScene):
        h.tap("keys_a", "confirm")
    assert isinstance(h.top, GameSelectScene), f"PRESS START leads to game select, got {h.top}"
    step("attract + game select")

    sel = h.top
    # options, controls, sound effects, how to play, statistics, then back
    for name in ("Options", "Statistics", "How to play"):
        h.tap("keys_a", "down")
        sel.bottom = ("Options", "Statistics", "How to play", "Quit").index(name)
        h.tap("keys_a", "confirm")
        assert h.top is not sel, f"{name} opens"
        if name == "Options":
            h.taps("keys_a", "right", "left", "down", "down", "confirm")  # volume, sound effects...
            h.tap("keys_b", "back")
            for _ in range(8):
                h.tap("keys_a", "down")
            h.tap("keys_a", "confirm")  # Controls...
            h.tap("keys_a", "right")
            h.tap("keys_a", "back")
        h.taps("keys_a", "right", "right", "down")
        h.tap("keys_a", "back")
        assert h.top is sel, f"back from {name}"
        h.tap("keys_a", "up")
        step(name)
    h.tap("system", "help")
    h.tap("keys_a", "back")
    assert h.top is sel, "F1 page closes"

    for i, info in enumerate(registry.games()):
        sel.index, sel.row = i, 0
        if not info.enabled:
            h.tap("keys_a", "confirm")
            assert h.top is sel, f"{info.title} is greyed out and cannot be entered"
            continue
        if info.uses_lobby:
            h.tap("keys_a", "confirm")
            assert h.top is not sel, f"{info.title} lobby opens"
            h.taps("keys_a", "down", "right", "left", "up")
            h.tap("keys_a", "back")
            assert h.top is sel, f"{info.title} lobby closes"
        if info.smoke is not None:
            info.smoke(h)
            while h.top is not sel and h.app.scenes.stack:
                h.app.pop()
            assert h.top is sel, f"{info.title} smoke returns to game select"
        step(info.title)
    h.app.render()
    h.app.quit()
    step("all scenes")
