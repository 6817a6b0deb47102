"""Insert Coin's CPU demo, every frame forced to redraw its whole picture (as the frame bench's *full*
column): what the frames where a card lands (the CPUs' placements and the next card, applied at once) cost
against the others, and how much of it is the sheets.

    PYTHONPATH=. python research/insertcoin_sheet_frames.py [games] [--profile] [--no-spare]

Prints, in process time (ms; the waits for a core on a shared machine left out), the median and the
largest of the card-landing frames and of the others: the whole frame, the scene's update, the sheets
(``sheets.draw_sheets``) and the top bar. With ``--profile``, the card-landing frames' profile (cumulative,
so their times are higher). The CPUs think in this process and each thought is waited for, and the spare
time between frames is used as the real loop uses it, so a run does not depend on how fast the machine
thinks. With ``--no-spare`` it is not used: the Level looks a card landing shows are not painted ahead (as
in the frame bench, where a CPU's thought from the worker process is applied in the frame it arrives).
Run it on two checkouts, alternately, to compare them.
"""

from __future__ import annotations

import cProfile
import os
import pstats
import statistics
import sys
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

FRAMES = 560  # a demo game, to its last card


def timed(spent: dict[str, float], label: str, fn: Any) -> Any:
    def run(*args: Any, **kwargs: Any) -> Any:
        t0 = time.process_time()
        try:
            return fn(*args, **kwargs)
        finally:
            spent[label] = spent.get(label, 0.0) + (time.process_time() - t0) * 1000

    return run


def main(argv: list[str]) -> int:
    from arcade.games import registry
    from arcade.games.insertcoin import scene as coin_scene
    from arcade.games.insertcoin import sheets, topbar
    from arcade.testing import Harness

    games = int(next((a for a in argv if a.isdigit()), "4"))
    profile = "--profile" in argv
    spare = "--no-spare" not in argv
    spent: dict[str, float] = {}
    sheets_draw = sheets.draw_sheets
    coin_scene.sheets.draw_sheets = timed(spent, "sheets", sheets_draw)  # type: ignore[attr-defined]
    topbar.draw_top_bar = timed(spent, "top bar", topbar.draw_top_bar)  # type: ignore[assignment]
    h = Harness()
    h.boot()
    app = h.app
    landing: list[dict[str, float]] = []
    others: list[dict[str, float]] = []
    stats: pstats.Stats | None = None
    for _game in range(games):
        scene = registry.get("insertcoin").demo(app)
        app.scenes.clear()
        app.scenes.push(scene)
        scene.update = timed(spent, "update", scene.update)
        for i in range(FRAMES):
            job = getattr(scene, "cpu_job", None)
            if job is not None:
                job.result(timeout=30)
            h.clock.advance(1000 / 60)
            app.invalidate_canvas()
            spent.clear()
            flips = scene.state.flips
            prof = cProfile.Profile() if profile else None
            t0 = time.process_time()
            if prof is not None:
                prof.enable()
            app.step(h.clock.now_ms())
            if prof is not None:
                prof.disable()
            spent["frame"] = (time.process_time() - t0) * 1000
            if spare:
                app.spare(time.perf_counter() + 1 / 60)
            if i < 30:
                continue  # the first frames fill the caches
            card = scene.state.flips != flips
            (landing if card else others).append(dict(spent))
            if card and prof is not None:
                if stats is None:
                    stats = pstats.Stats(prof)
                else:
                    stats.add(prof)
    app.quit()
    for name, rows in (("card landing", landing), ("other frames", others)):
        print(f"{name}: {len(rows)} frames")
        for label in ("frame", "update", "sheets", "top bar"):
            got = [row.get(label, 0.0) for row in rows]
            print(f"  {label:8s} median {statistics.median(got):.3f} ms, max {max(got):.3f} ms")
    if stats is not None:
        stats.sort_stats("cumulative").print_stats(40)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
