"""PNGs of a scripted Mania game, one person (keys A) against three CPUs, from the headless harness: the
roll prompt, the die tumbling, a pawn hopping, a card question, a bet, the full log, colour-blind pawns.

    PYTHONPATH=. python -m research.mania.shots OUT_DIR [--seed 3]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.mania import present
from arcade.games.mania.scene import ManiaScene
from arcade.testing import Harness


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--turns", type=int, default=14)
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    h = Harness(fps=30)
    h.boot(None)
    seats = [SeatConfig("Ann", "human", "", "keys_a")] + [
        SeatConfig(n, "cpu", "Regular") for n in ("Blinky", "Inky", "Clyde")
    ]
    scene = h.app.push(ManiaScene(h.app, LobbyConfig("mania", seats, {}, args.seed)))
    st = scene.state
    taken: dict[str, int] = {}

    def shot(name: str, most: int = 2) -> None:
        if taken.get(name, 0) < most:
            taken[name] = taken.get(name, 0) + 1
            h.screenshot(out / f"{name}{taken[name]}.png")

    while st.turn < args.turns and not st.is_terminal():
        top = h.top
        if top is not scene:
            if getattr(top, "duel", None) is not None and top.bot is None and top.duel_started is None:
                h.tap("numpad", "b5")
            h.advance(300)
            continue
        if scene.roll_prompt() == 0:
            h.advance(300)
            shot("roll_prompt")
            h.tap("keys_a", "confirm")
            h.advance(200)
            if present.tumble(scene.timeline, scene.now()) is not None:
                shot("tumble")
            h.advance(600)
            shot("hop")
            continue
        seat = scene.person_to_choose()
        if seat == 0:
            h.advance(200)
            shot(f"ask_{st.phase}")
            h.tap("keys_a", "confirm")
        h.advance(100)
    h.tap("keys_a", "alt")
    h.taps("keys_a", "up", "up", "up")
    shot("log")
    h.tap("keys_a", "alt")
    h.app.settings["colour_blind"] = True
    h.advance(100)
    shot("colour_blind")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
