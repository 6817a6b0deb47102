"""Every frame's time of the frame bench's scenes, for pooling runs (``frame_vs.py --pooled``).

Run with ``PYTHONPATH`` naming a checkout: the scenes, the app and the harness are that checkout's, the
stepping is this file's, and is the frame bench's own (``arcade/benchmarks/frame.py``, ``measure_scene``):
a frame is ``app.step`` + present + flip at 60 fps of game time, then a bare frame, then the spare time
after it used as ``App.run`` uses it. The first 30 frames of a scene fill caches and are left out. Prints
one JSON line: per scene, the frame times in ms; and the process's peak memory.

    PYTHONPATH=/work/wt-before python research/frame_raw.py --frames 1200 --only "CPU demo"
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=1200)
    ap.add_argument("--only", default=None)
    args = ap.parse_args(argv)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from arcade.benchmarks.frame import scenes
    from arcade.testing import Harness

    h = Harness(think_in_process=True)
    h.app.thinker.wait_ready()
    h.boot()
    app = h.app
    step = 1000.0 / 60
    out: dict[str, list[float]] = {}
    for name, make in scenes(h):
        if args.only and args.only.lower() not in name.lower():
            continue
        app.scenes.clear()
        app.scenes.push(make())
        bare = pygame.Surface(app.screen.get_size()).convert()
        times = []
        for _ in range(args.frames):
            h.clock.advance(step)
            t0 = time.perf_counter()
            app.step(h.clock.now_ms())
            app.window.present()
            pygame.display.flip()
            times.append((time.perf_counter() - t0) * 1000)
            bare.fill((0, 0, 0))  # the bench's bare frame after each (untimed here)
            pygame.display.flip()
            app.spare(t0 + step / 1000)
        out[name] = times[30:]
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    app.quit()
    print(json.dumps({"scenes": out, "peak_rss_mb": peak, "load_average": [os.getloadavg()[0]] * 2}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
