"""Measure the chiptune engine: render time of each loop and sting (all at once and in spare-time pieces),
its worst piece, the samples' memory, and reading a loop back from the cache.

    python research/music_render.py [rate] [repeats]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from arcade.core import chiptune, music, songs


def main(argv: list[str]) -> None:
    rate = int(argv[0]) if argv else 22050
    repeats = int(argv[1]) if len(argv) > 1 else 3
    total_bytes = 0
    print(f"rate {rate} Hz, mono, best of {repeats} (CPU time)")
    print(f"{'song':10} {'seconds':>7} {'render ms':>9} {'pieces':>6} {'median':>7} {'worst':>6} {'KiB':>6}")
    for song in [*songs.SONGS.values(), *songs.STINGS.values()]:
        best, worst, med, pieces = float("inf"), 0.0, 0.0, 0
        for _ in range(repeats):
            work = chiptune.Render(song, rate)
            times = []
            while True:
                t0 = time.process_time()
                more = work.step()
                times.append(time.process_time() - t0)
                if not more:
                    break
            if sum(times) < best:
                best, worst, med, pieces = sum(times), max(times), statistics.median(times), len(times)
        assert work.samples is not None
        size = len(work.samples) * work.samples.itemsize
        total_bytes += size
        print(
            f"{song.name:10} {len(work.samples) / rate:7.2f} {best * 1000:9.0f} {pieces:6d} "
            f"{med * 1000:7.2f} {worst * 1000:6.2f} {size / 1024:6.0f}"
        )
    print(f"all samples: {total_bytes / 1024 / 1024:.2f} MiB (a pygame Sound of each holds one more copy)")
    with tempfile.TemporaryDirectory() as tmp:
        box = music.Jukebox(Path(tmp))
        box.rate = rate
        box.warm_one()
        box.samples_of("cabinet")
        again = music.Jukebox(Path(tmp))
        again.rate = rate
        again.warm_one()
        t0 = time.perf_counter()
        assert again._from_cache("cabinet")
        print(f"cabinet read back from the cache: {(time.perf_counter() - t0) * 1000:.2f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])
