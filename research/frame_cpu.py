"""Full-redraw frames of a game's CPU demo in CPU time (issue 25): on a shared, loaded machine the wall time
of a frame includes the waits for a core (a scheduler tick, ~4 ms), so the frame bench's p99 cannot show a
frame's own cost; the process's CPU time per frame comes closer. Each frame is forced to redraw its whole
picture (as the frame bench's *full* column), three passes of ``frames // 3`` frames; medians and p99.

    python research/frame_cpu.py insertcoin [frames]
"""

from __future__ import annotations

import os
import sys
import time


def measure(game: str, frames: int = 1500) -> dict[str, float]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from arcade.games import registry
    from arcade.testing import Harness

    h = Harness()
    h.boot()
    info = registry.get(game)
    cpu: list[float] = []
    wall: list[float] = []
    for _ in range(3):
        h.app.scenes.clear()
        h.app.scenes.push(info.demo(h.app))
        for _ in range(30):  # the first frames fill the caches
            h.clock.advance(1000 / 60)
            h.app.step(h.clock.now_ms())
        for _ in range(frames // 3):
            h.clock.advance(1000 / 60)
            h.app.invalidate_canvas()
            c0, t0 = time.process_time(), time.perf_counter()
            h.app.step(h.clock.now_ms())
            cpu.append((time.process_time() - c0) * 1000)
            wall.append((time.perf_counter() - t0) * 1000)
    h.app.quit()
    cpu.sort()
    wall.sort()

    def at(xs: list[float], q: float) -> float:
        return xs[min(len(xs) - 1, int(len(xs) * q))]

    return {
        "cpu_median": at(cpu, 0.5),
        "cpu_p99": at(cpu, 0.99),
        "wall_median": at(wall, 0.5),
        "wall_p99": at(wall, 0.99),
    }


if __name__ == "__main__":
    game = sys.argv[1] if len(sys.argv) > 1 else "insertcoin"
    got = measure(game, int(sys.argv[2]) if len(sys.argv) > 2 else 1500)
    print(game + ": " + ", ".join(f"{k} {v:.3f} ms" for k, v in got.items()))
