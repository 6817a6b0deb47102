"""``python -m arcade.bench startup [--runs N] [--binary PATH] [--json]``: process start to the first menu
frame drawn (dummy video and audio drivers), against a bare pygame-ce window opened by the same interpreter.

The cabinet's child is started with ``--first-frame``: it boots normally, draws and flips the first frame
of the attract screen, prints the wall-clock time of that moment and exits. The baseline child imports
pygame, opens a 1280x720 window, fills and flips it and prints the same mark. The parent notes the
wall-clock time just before spawning; the difference is the start-up time. Children keep their bytecode
in a temporary folder (see ``child_env``). Runs alternate (bare, cabinet,
bare, cabinet, ...) so both see the same machine load; the figure is the ratio of the medians (goal <= 1.5).
The packaged one-folder binary, when built (``make dist``), is timed too. Its interpreter is the one
PyInstaller bundles, so its baseline is the same bare window packaged the same way (one folder, modules
as plain files): the bench builds it once with the project's PyInstaller into ``build/bench-bare-window``
(about 5 s) and keeps it; its ratio to the source bare window is printed too."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from arcade.benchmarks import load_average, median, pct
from arcade.core.cli import executable_file, positive_int

RATIO_GOAL = 1.5

BARE_WINDOW = """
import time
import pygame
pygame.display.init()
screen = pygame.display.set_mode((1280, 720))
screen.fill((0, 0, 0))
pygame.display.flip()
print(f"FIRST_FRAME {time.time():.6f}", flush=True)
"""


def child_env(pycache: str) -> dict[str, str]:
    """The children's environment: dummy drivers, and bytecode kept (in ``pycache``, outside the source
    tree) as an installed copy keeps it, even when the shell sets PYTHONDONTWRITEBYTECODE (then every
    module would be compiled from source on every start, which no player's copy does)."""
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        PYTHONPYCACHEPREFIX=pycache,
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


_ENV: dict[str, str] = {}


def once(cmd: list[str]) -> float:
    env = _ENV or child_env(os.path.join(tempfile.gettempdir(), "coinop-bench-pycache"))
    t0 = time.time()
    res = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=60)
    marks = [ln for ln in res.stdout.splitlines() if ln.startswith("FIRST_FRAME ")]
    if res.returncode != 0 or not marks:
        raise RuntimeError(f"{cmd} failed: {res.stderr[-400:]}")
    return float(marks[-1].split()[1]) - t0


BARE_BUILD = Path("build") / "bench-bare-window"
PACKAGED = "dist/coin-op-cabinet/coin-op-cabinet"  # what make dist builds


def packaged_bare_window() -> Path | None:
    """The bare window as a one-folder PyInstaller app (built on first use; None if PyInstaller fails)."""
    exe = BARE_BUILD / "dist" / "bare-window" / ("bare-window.exe" if os.name == "nt" else "bare-window")
    if exe.exists():
        return exe
    BARE_BUILD.mkdir(parents=True, exist_ok=True)
    script = BARE_BUILD / "bare-window.py"
    script.write_text(BARE_WINDOW)
    spec = BARE_BUILD / "bare-window.spec"
    spec.write_text(f"""a = Analysis([{str(script.resolve())!r}], excludes=["tkinter", "numpy"], noarchive=True)
pyz = PYZ(a.pure)
exe = EXE(pyz, a.scripts, [], exclude_binaries=True, name="bare-window", console=True)
coll = COLLECT(exe, a.binaries, a.datas, name="bare-window")
""")
    res = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--distpath",
            str(BARE_BUILD / "dist"),
            "--workpath",
            str(BARE_BUILD / "work"),
            str(spec),
        ],
        capture_output=True,
        text=True,
    )
    if res.returncode != 0 or not exe.exists():
        print(f"(could not build the packaged bare window: {res.stderr[-300:]})", file=sys.stderr)
        return None
    return exe


def measure(targets: dict[str, list[str]], runs: int) -> dict[str, list[float]]:
    """Each target ``runs`` times, interleaved."""
    out: dict[str, list[float]] = {name: [] for name in targets}
    for _ in range(runs):
        for name, cmd in targets.items():
            out[name].append(once(cmd))
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="arcade.bench startup", description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=positive_int, default=15)
    ap.add_argument(
        "--binary", type=executable_file, default=None, help=f"the packaged app (default {PACKAGED}, when built)"
    )
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    targets = {
        "bare pygame-ce window": [sys.executable, "-c", BARE_WINDOW],
        "source (python -m arcade)": [sys.executable, "-m", "arcade", "--first-frame"],
    }
    if args.binary is None and os.path.isfile(PACKAGED) and os.access(PACKAGED, os.X_OK):
        args.binary = PACKAGED
    packaged = args.binary is not None
    bare_bin = packaged_bare_window() if packaged else None
    if packaged:
        targets["packaged one-folder"] = [args.binary, "--first-frame"]
    if bare_bin is not None:
        targets["bare window, packaged"] = [str(bare_bin)]
    pycache = tempfile.TemporaryDirectory(prefix="coinop-pycache-")
    _ENV.update(child_env(pycache.name))
    measure(targets, 2)  # warm the file cache, the bytecode cache (and the cabinet's sound cache)
    load_before = load_average()
    times = measure(targets, args.runs)
    pycache.cleanup()
    base = median(times["bare pygame-ce window"])
    rows = {
        name: {"median_s": median(xs), "p90_s": pct(xs, 90), "min_s": min(xs), "ratio": median(xs) / base}
        for name, xs in times.items()
    }
    source = rows["source (python -m arcade)"]
    figures = [
        {
            "figure": "start-up to first frame: source (python -m arcade)",
            "goal": f"<= {RATIO_GOAL}x a bare pygame-ce window",
            "ratio": source["ratio"],
            "ok": source["ratio"] <= RATIO_GOAL,
        }
    ]
    if packaged:
        own = "bare window, packaged" if "bare window, packaged" in rows else "bare pygame-ce window"
        ratio = rows["packaged one-folder"]["median_s"] / rows[own]["median_s"]
        rows["packaged one-folder"]["ratio_to_its_baseline"] = ratio
        figures.append(
            {
                "figure": "start-up to first frame: packaged one-folder",
                "goal": f"<= {RATIO_GOAL}x a bare window packaged the same way"
                if own != "bare pygame-ce window"
                else f"<= {RATIO_GOAL}x a bare pygame-ce window (no packaged bare window)",
                "ratio": ratio,
                "ok": ratio <= RATIO_GOAL,
            }
        )
    ok = all(f["ok"] for f in figures)
    result = {
        "bench": "startup",
        "baseline": "bare pygame-ce window (same interpreter), runs interleaved",
        "runs": args.runs,
        "load_average": [load_before, load_average()],
        "targets": rows,
        "packaged": packaged,
        "figures": figures,
    }
    if args.json:
        print(json.dumps(result))
        return 0 if ok else 1
    if not packaged:
        print(f"(no packaged binary at {args.binary}: run `make dist` to measure it too)")
    print(
        f"{'target':32} {'median s':>9} {'p90 s':>7} {'min s':>7} {'ratio':>6}  "
        f"({args.runs} runs each, interleaved; load {load_before:.1f}; goal ratio <= {RATIO_GOAL})"
    )
    for name, r in rows.items():
        extra = ""
        if "ratio_to_its_baseline" in r:
            extra = f"   ({r['ratio_to_its_baseline']:.2f}x the bare window packaged the same way)"
        print(f"{name:32} {r['median_s']:9.3f} {r['p90_s']:7.3f} {r['min_s']:7.3f} {r['ratio']:6.2f}{extra}")
    return 0 if ok else 1
