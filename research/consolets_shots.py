"""Screenshots of the console and Top Speed! screens for issue 25 (looked at by eye; not a test).

Run from the worktree with PYTHONPATH set to it: ``PYTHONPATH=. python research/consolets_shots.py OUT``."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from arcade.games.console.scene import ConsoleScene
from arcade.games.console.timing import START_DELAY_MS, pace
from arcade.scenes.initials import ARM_MS
from arcade.testing import Harness

OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots"
os.makedirs(OUT, exist_ok=True)
KEY = {1: "b7", 2: "b8", 3: "b9", 4: "b4", 5: "b5", 6: "b6", 7: "b1", 8: "b2", 9: "b3"}


def console_shots():
    h = Harness(fps=30)
    scene = ConsoleScene(h.app, 11)
    h.boot(scene)
    h.screenshot(f"{OUT}/console_idle.png")
    h.taps("numpad", "b7", "b6")  # Skill 1, Sneak Attack
    p = pace("sneak_attack", 1)
    h.advance(START_DELAY_MS + p.base_ms + 20)
    h.screenshot(f"{OUT}/console_sneak_second.png")
    target = scene.machine.game.path[2]
    h.send("numpad", KEY[target])
    h.advance(100)
    h.send("numpad", KEY[target], False)  # let go too soon: game over with 1
    h.advance(1500)
    h.screenshot(f"{OUT}/console_score_flash.png")
    h.advance(1500)
    h.screenshot(f"{OUT}/console_prompt.png")
    h.advance(ARM_MS + 10)
    h.taps("keys_a", "up", "confirm")
    h.advance(200)
    h.screenshot(f"{OUT}/console_signed.png")
    h.tap("numpad", "b8")
    h.screenshot(f"{OUT}/console_next_session.png")


if __name__ == "__main__":
    console_shots()
