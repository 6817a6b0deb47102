"""Seeded, scripted runs of the real Insert Coin scene through the cabinet harness: a hash of the screen
after every step, each person's cursor as the scene holds it, and the end's rules state. Run it before and
after a change to how the cursor is worked on; the two outputs must be equal.

    PYTHONPATH=. python research/insertcoin_ghost_check.py > before.json   # on the old code
    PYTHONPATH=. python research/insertcoin_ghost_check.py > after.json    # on the new code
    python research/insertcoin_ghost_check.py --compare before.json after.json

Runs: one person alone (the cursor moved, turned, jumped, choices switched, staged, taken back, drawn,
the mouse pointing, clicking and turning it); one person and a CPU; two people and a CPU keeping their
Levels behind the curtain, then playing; the CPU demo. A CPU's thought is waited for before each frame,
so a run does not depend on how fast the machine thinks.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

FRAME_MS = 1000.0 / 60


class Run:
    """One scripted run: every step (a press, a mouse event or some time passing) is logged as the screen's
    hash and the cursors' words."""

    def __init__(self, name: str) -> None:
        from arcade.testing import Harness

        self.name = name
        self.h = Harness()
        self.scene: Any = None
        self.steps: list[dict[str, Any]] = []

    def start(self, scene: Any) -> None:
        from arcade.scenes.select import GameSelectScene

        self.h.boot(GameSelectScene(self.h.app))
        self.scene = self.h.app.push(scene)
        self.wait(300, "start")

    def settle_cpu(self) -> None:
        job = getattr(self.scene, "cpu_job", None)
        if job is not None:
            job.result(timeout=30)

    def wait(self, ms: float, label: str = "") -> None:
        """Let ``ms`` pass frame by frame, each CPU thought done before the frame that may apply it."""
        end = self.h.now + ms
        while self.h.now + FRAME_MS <= end + 1e-6:
            self.settle_cpu()
            self.h.advance(FRAME_MS)
        if self.h.now < end:
            self.settle_cpu()
            self.h.advance(end - self.h.now)
        self.log(label or f"wait {ms:g}")

    def tap(self, device: str, *actions: str) -> None:
        for action in actions:
            self.settle_cpu()
            self.h.tap(device, action)
            self.log(f"{device} {action}")

    def mouse(self, action: str, pos: tuple[int, int], pressed: bool = True) -> None:
        from arcade.core.input import ActionEvent

        self.h.app.dispatch(ActionEvent("mouse", action, pressed, self.h.now, pos=pos))
        self.h.advance(FRAME_MS)
        self.log(f"mouse {action} {pos}")

    def log(self, label: str) -> None:
        import pygame

        self.h.app.render(force=True)
        screen = hashlib.sha256(pygame.image.tobytes(self.h.app.screen, "RGB")).hexdigest()[:16]
        ui = getattr(self.scene, "ui", None)
        self.steps.append({"step": label, "screen": screen, "ui": repr(ui.cursors) if ui is not None else ""})

    def result(self) -> dict[str, Any]:
        state = self.scene.state
        data = json.dumps(state.to_data(), sort_keys=True)
        return {
            "steps": self.steps,
            "state": hashlib.sha256(data.encode()).hexdigest()[:16],
            "scores": state.scores() if state.is_terminal() else None,
            "flips": state.flips,
            "phase": state.phase,
        }


def config(*kinds: str, seed: int) -> Any:
    from arcade.games.info import LobbyConfig, SeatConfig

    def seat(i: int, kind: str) -> SeatConfig:
        person = kind.startswith(("keys", "numpad"))
        return SeatConfig(f"P{i + 1}", "human", "", kind) if person else SeatConfig(f"C{i + 1}", "cpu", kind)

    seats = [seat(i, k) for i, k in enumerate(kinds)]
    return LobbyConfig("insertcoin", seats, {}, seed)


def play_moves(run: Run, device: str, seat: int) -> None:
    """The cursor moved, turned, jumped, switched, staged and taken back, then a walk until it fits."""
    run.tap(device, "right", "right", "down", "left", "up", "up", "up")  # against the top edge
    run.tap(device, *["right"] * 9)  # across Level edges
    run.tap(device, "alt", "alt", "extra", "alt")  # turned and mirrored
    run.tap(device, "next", "next", "next")  # jumped shape to shape
    run.tap(device, "back", "back", "back")  # choices switched (a Life among them)
    run.tap(device, "alt", "extra")  # a choice that is no symbol does not turn
    run.tap(device, *["left"] * 12)
    run.tap(device, "confirm")  # staged, or refused (red)
    run.tap(device, "back")  # taken back, or the next choice
    run.tap(device, "next", "confirm")  # where it fits after a jump
    run.tap(device, "undo")  # a staged placement taken back freely
    run.tap(device, "next", "confirm", "confirm")  # drawn


def mouse_moves(run: Run, seat: int) -> None:
    """The mouse over the seat's Levels: pointing, the wheel turning the ghost, a click staging it."""
    lay = run.scene.layouts[seat]
    for lv in range(3):
        x0, y0 = lay.levels[lv][0], lay.levels[lv][1]
        for sx, sy in ((0, 0), (3, 2), (6, 6), (2, 5)):
            run.mouse("point", (x0 + sx * lay.cell + lay.cell // 2, y0 + sy * lay.cell + lay.cell // 2), False)
    pos = (lay.levels[1][0] + 2 * lay.cell + 1, lay.levels[1][1] + 3 * lay.cell + 1)
    run.mouse("up", pos)
    run.mouse("down", pos)
    run.mouse("up", pos)
    run.mouse("click", pos)
    run.mouse("click", pos)
    run.mouse("point", (2, 2), False)  # off the Levels


def finish(run: Run, device: str, seat: int, presses: int, undo_every: int = 0) -> None:
    """Play on to the end by keys alone: jump and stage; a choice that will not stage switches to the next
    (so fills, second symbols, Kabuki Love and attacks are all met); every ``undo_every``-th drawing is
    taken back with the undo key (solo)."""
    drawn = 0
    for _ in range(presses):
        state = run.scene.state
        if state.is_terminal():
            break
        if not (state.phase == "play" and state.tasks[seat]):
            run.wait(300)
            continue
        run.tap(device, "next", "confirm")
        if run.scene.ui.cursor(seat).staged is None:
            run.tap(device, "back")
            continue
        run.tap(device, "confirm")
        drawn += 1
        if undo_every and drawn % undo_every == 0:
            run.tap(device, "undo")
    run.wait(3000)


def keep(run: Run, device: str) -> None:
    run.tap(device, "confirm", "right", "right", "confirm", "left", "back", "right", "confirm")
    run.tap(device, "right", "right", "right", "right", "confirm", "left", "confirm", "confirm", "confirm")


def solo(seed: int) -> dict[str, Any]:
    from arcade.games.insertcoin.scene import InsertCoinScene

    run = Run(f"solo-{seed}")
    run.start(InsertCoinScene(run.h.app, config("keys_a", seed=seed)))
    keep(run, "keys_a")
    run.wait(1500)
    for _card in range(14):
        play_moves(run, "keys_a", 0)
        mouse_moves(run, 0)
        run.wait(1200)
    return run.result()


def against_cpu(seed: int) -> dict[str, Any]:
    from arcade.games.insertcoin.scene import InsertCoinScene

    run = Run(f"cpu-{seed}")
    run.start(InsertCoinScene(run.h.app, config("keys_a", "Greedy", seed=seed)))
    keep(run, "keys_a")
    run.wait(2000)
    for _card in range(14):
        play_moves(run, "keys_a", 0)
        run.wait(1500)
    return run.result()


def two_people(seed: int) -> dict[str, Any]:
    from arcade.games.insertcoin.scene import InsertCoinScene

    run = Run(f"two-{seed}")
    run.start(InsertCoinScene(run.h.app, config("keys_a", "keys_b", "Kid", seed=seed)))
    run.tap("keys_a", "confirm")  # the curtain lifts for P1
    keep(run, "keys_a")
    run.wait(500)
    run.tap("keys_b", "confirm")  # then for P2
    keep(run, "keys_b")
    run.wait(2000)
    for _card in range(5):
        play_moves(run, "keys_a", 0)
        play_moves(run, "keys_b", 1)
        mouse_moves(run, 1)
        run.wait(1500)
    return run.result()


def numpad_to_the_end(seed: int) -> dict[str, Any]:
    """The numpad's own keys (7 switches, 9 mirrors, 3 jumps), Levels kept with the mouse, a game played
    to its end alone with undos."""
    from arcade.games.insertcoin import hand
    from arcade.games.insertcoin.scene import InsertCoinScene

    run = Run(f"numpad-{seed}")
    run.start(InsertCoinScene(run.h.app, config("numpad", seed=seed)))
    rects = hand.hand_rects(run.scene.layouts[0], len(run.scene.state.hands[0]))
    run.mouse("point", rects[5].center, False)  # KEEP before three are marked: nothing
    for i in (4, 1, 1, 3, 0):
        run.mouse("point", rects[i].center, False)
        run.mouse("click", rects[i].center)
    run.mouse("point", rects[5].center, False)
    run.mouse("click", rects[5].center)
    run.wait(1500)
    for _card in range(3):
        run.tap("numpad", "b6", "b6", "b2", "b9", "b3", "b3", "b7", "b7", "b4", "b8", "b5", "back", "b3", "b5")
        run.wait(1200)
    finish(run, "numpad", 0, 400, undo_every=3)
    return run.result()


def to_the_end(seed: int) -> dict[str, Any]:
    """A person and a CPU played to the end."""
    from arcade.games.insertcoin.scene import InsertCoinScene

    run = Run(f"end-{seed}")
    run.start(InsertCoinScene(run.h.app, config("keys_a", "Planner", seed=seed)))
    keep(run, "keys_a")
    run.wait(2000)
    finish(run, "keys_a", 0, 500)
    return run.result()


def walk(run: Run, device: str, seat: int, level: int, x: int, y: int) -> None:
    """Arrows until the ghost's anchor is at ``level, x, y`` (read from the scene's cursor each press)."""
    for _ in range(80):
        cur = run.scene.ui.cursor(seat)
        if (cur.level, cur.x) == (level, x):
            break
        run.tap(device, "right" if (cur.level, cur.x) < (level, x) else "left")
    for _ in range(10):
        cur = run.scene.ui.cursor(seat)
        if cur.y == y:
            break
        run.tap(device, "down" if cur.y < y else "up")


def kabuki_love(seed: int) -> dict[str, Any]:
    """Kabuki Love's Level choice (moved Level by Level, refused on a Level it cannot finish, jumped), then
    played to the end. The table is arranged as the scene tests arrange it."""
    from arcade.games.insertcoin.pieces import GRID, cells_of
    from arcade.games.insertcoin.rules import InsertCoin
    from arcade.games.insertcoin.scene import InsertCoinScene

    kabuki, cherry_card, skull, robot, demon = 14, 26, 12, 0, 8
    levels = [[kabuki, cherry_card, skull], [robot, demon, skull]]
    base = InsertCoin.arranged(levels, top=[kabuki], seed=seed)
    hole = next(a for a in base.legal_actions(0) if a.kind == "place" and a.piece == "D2" and a.orient == 0)
    gap = base.placement_mask(0, "D2", 0, 0, hole.x, hole.y)
    ten = sum(1 << (y * GRID + x) for x, y in cells_of(base.shape_of(0, 1).mask)[:10])
    filled = [[base.shape_of(0, 0).mask & ~gap, ten, 0], [0, 0, 0]]
    state = InsertCoin.arranged(levels, top=[kabuki, 1, 2], seed=seed, filled=filled)
    run = Run(f"kabuki-{seed}")
    run.start(InsertCoinScene(run.h.app, config("keys_a", "Greedy", seed=seed), state=state))
    walk(run, "keys_a", 0, 0, hole.x, hole.y)
    run.tap("keys_a", "confirm", "confirm")
    run.tap("keys_a", "right", "confirm", "right", "next", "alt", "left", "left", "back", "back", "next", "confirm")
    run.tap("keys_a", "confirm")
    run.wait(1500)
    finish(run, "keys_a", 0, 400)
    return run.result()


def demo(seed: int) -> dict[str, Any]:
    from arcade.games import registry

    run = Run(f"demo-{seed}")
    run.start(registry.get("insertcoin").demo(run.h.app))
    for _ in range(40):
        run.wait(250)
    return run.result()


RUNS = {
    "solo": solo,
    "cpu": against_cpu,
    "two": two_people,
    "numpad": numpad_to_the_end,
    "end": to_the_end,
    "kabuki": kabuki_love,
    "demo": demo,
}


def compare(before_path: str, after_path: str) -> int:
    with open(before_path) as f:
        before = json.load(f)
    with open(after_path) as f:
        after = json.load(f)
    steps = same = 0
    differ: list[str] = []
    for name in sorted(set(before) | set(after)):
        a, b = before.get(name), after.get(name)
        if a is None or b is None:
            differ.append(f"{name}: only in one")
            continue
        for i, (sa, sb) in enumerate(zip(a["steps"], b["steps"])):
            steps += 1
            if sa == sb:
                same += 1
            else:
                differ.append(f"{name} step {i} ({sa['step']})")
        if len(a["steps"]) != len(b["steps"]):
            differ.append(f"{name}: {len(a['steps'])} steps before, {len(b['steps'])} after")
        for key in ("state", "scores", "flips", "phase"):
            if a[key] != b[key]:
                differ.append(f"{name}: {key} {a[key]} -> {b[key]}")
    print(f"{len(before)} runs, {steps} steps compared, {same} identical (screen and cursors)")
    print(f"final rules states identical: {sum(before[n]['state'] == after.get(n, {}).get('state') for n in before)}")
    for line in differ[:40]:
        print("DIFFERS:", line)
    return 1 if differ else 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["--compare"]:
        return compare(argv[1], argv[2])
    seeds = [int(a) for a in argv] or [1, 2, 3]
    out = {f"{name}-{seed}": fn(seed) for seed in seeds for name, fn in RUNS.items()}
    json.dump(out, sys.stdout, indent=1, sort_keys=True)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
