"""``python -m arcade.bench hostile [--runs N] [--json]``: how quickly hostile user files are refused, each
against the same kind of file when it is sound (the machines are shared: the figure is the ratio of medians).

- maps: a 2000 x 2000 map written as CSV (8 MB), the same map zlib-packed (a small file), and a 40 x 23 map
  whose layer inflates to 20 MB; against reading a shipped map (the first in ``levels/`` by name, cache
  bypassed). Goal: each refusal costs no more than 5 sound reads.
- (a game's own files are timed by the game's benchmark: the console's replays by ``python -m arcade.bench
  console``.)
- statistics: a board whose top list holds 100,000 entries (4 MB); the cabinet boots, sets it aside and draws
  100 frames of the statistics screen; against the same with a sound board. Goal: ratio <= 10 (the file is
  read once, at boot; a tenth of a second more there is not felt).

These used to be wall-clock asserts in the hardening tests (which flaked on a loaded machine); the tests now
check that the refusals happen before parsing, and the times are measured here.
"""

from __future__ import annotations

import argparse
import base64
import json
import shutil
import tempfile
import time
import zlib
from collections.abc import Callable
from functools import partial
from pathlib import Path

from arcade.benchmarks import load_average, median
from arcade.core.cli import positive_int

GOALS = {"maps": 5.0, "statistics": 10.0}


def _tmx(path: Path, w: int, h: int, layer: str) -> Path:
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>'
        f'<map version="1.10" orientation="orthogonal" renderorder="right-down" width="{w}" height="{h}" '
        f'tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" nextobjectid="2">{layer}</map>',
        encoding="utf-8",
    )
    return path


def _csv_layer(w: int, h: int) -> str:
    rows = ",\n".join(",".join("0" for _ in range(w)) for _ in range(h))
    return f'<layer id="2" name="floor" width="{w}" height="{h}"><data encoding="csv">{rows}</data></layer>'


def _zlib_layer(w: int, h: int, cells: int | None = None) -> str:
    data = base64.b64encode(zlib.compress(b"\0\0\0\0" * (cells or w * h), 9)).decode()
    return (
        f'<layer id="2" name="floor" width="{w}" height="{h}"><data encoding="base64" compression="zlib">'
        f"{data}</data></layer>"
    )


def _timed(fn: Callable[[], object], runs: int) -> float:
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
    return median(out)


def bench_maps(tmp: Path, runs: int) -> dict:
    from arcade.core import levels, paths

    hostile = {
        "2000x2000 CSV": _tmx(tmp / "csv.tmx", 2000, 2000, _csv_layer(2000, 2000)),
        "2000x2000 zlib": _tmx(tmp / "zip.tmx", 2000, 2000, _zlib_layer(2000, 2000)),
        "20 MB zlib bomb": _tmx(tmp / "bomb.tmx", 40, 23, _zlib_layer(40, 23, cells=5_000_000)),
    }
    sound = min(paths.level("").glob("*.tmx"))  # a shipped map, the first by name

    def read_sound() -> None:
        levels._loaded.clear()  # the cache would make the sound read free
        levels.load_level(sound)

    def refuse(path: Path) -> None:
        level, error = levels.load_guarded(path)
        if level is not None or error is None:
            raise SystemExit(f"{path.name} was not refused")

    base = _timed(read_sound, runs)
    rows = {name: _timed(partial(refuse, p), runs) for name, p in hostile.items()}
    return {"baseline": base, "cases": rows}


def bench_statistics(tmp: Path, runs: int) -> dict:
    from arcade.games import registry
    from arcade.scenes.stats import StatsScene
    from arcade.testing import Harness

    board_id = registry.games()[0].id  # any game's board: the file is the cabinet's
    good = {"played": 3, "won": 1, "total": 10.0, "counted": 3, "best": 5.0, "top": [], "recent": [1, 2]}
    huge = {**good, "top": [{"name": "A", "score": 5, "date": "x"}] * 100_000}

    def boot(board: dict) -> Callable[[], None]:
        def run() -> None:
            root = Path(tempfile.mkdtemp(dir=tmp))
            text = json.dumps({"app": "coin-op-cabinet", "version": 1, "data": {board_id: board}})
            (root / "stats.json").write_text(text, encoding="utf-8")
            h = Harness(store_root=root)
            h.boot()
            h.app.push(StatsScene(h.app))
            h.advance(100)
            shutil.rmtree(root)

        return run

    return {"baseline": _timed(boot(good), runs), "cases": {"100,000 top entries": _timed(boot(huge), runs)}}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m arcade.bench hostile", description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=positive_int, default=5)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="coinop-hostile-") as name:
        tmp = Path(name)
        results = {
            "maps": bench_maps(tmp, args.runs),
            "statistics": bench_statistics(tmp, args.runs),
        }
    for kind, res in results.items():
        res["ratios"] = {case: t / res["baseline"] for case, t in res["cases"].items()}
        res["goal"] = GOALS[kind]
    figures = [
        {
            "figure": f"hostile {kind}: {case}",
            "goal": f"<= {res['goal']:g}x a sound file",
            "value": t * 1000,
            "ratio": res["ratios"][case],
            "ratio_of": "sound",
            "ok": res["ratios"][case] <= res["goal"],
        }
        for kind, res in results.items()
        for case, t in res["cases"].items()
    ]
    ok = all(f["ok"] for f in figures)
    if args.json:
        print(json.dumps({"load": load_average(), "runs": args.runs, "ok": ok, "figures": figures, **results}))
        return 0 if ok else 1
    print(f"hostile files refused: medians of {args.runs} runs, load {load_average():.2f}")
    for kind, res in results.items():
        print(f"  {kind}: sound file {res['baseline'] * 1000:.1f} ms (goal: each refusal <= {res['goal']:g}x)")
        for case, t in res["cases"].items():
            print(f"    {case:32s} {t * 1000:8.1f} ms   x{res['ratios'][case]:.2f}")
    print("goal met" if ok else "GOAL MISSED")
    return 0 if ok else 1
