"""The one way to reach every game's simulator and benchmark: through its GameInfo (``sim``/``bench``
module names). ``python -m arcade.sim`` and ``python -m arcade.bench`` list and dispatch with this
(``bench all``: every benchmark with --json in its own process, then one table of figures); nothing here
names a game, and no tool module ships in the packaged app (see build.spec).
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable

from arcade.core.worker_link import child_env, isolated_python

# Benchmarks of the cabinet itself (not of one game).
CABINET_BENCHMARKS = {
    "startup": ("arcade.benchmarks.startup", "process start to first frame, source and packaged"),
    "frame": ("arcade.benchmarks.frame", "per-scene frame time (update + draw) against a bare frame; peak memory"),
    "loop": ("arcade.benchmarks.loop", "input through the real loop: every gap between event pumps, console scene"),
    "hostile": ("arcade.benchmarks.hostile", "how quickly hostile maps, replays and statistics are refused"),
    "replay": ("arcade.benchmarks.replay", "a replay flooded with undos against an ordinary one, per step"),
    "review": ("arcade.benchmarks.review", "the review of a finished game: seconds per game, per game with one"),
}


def game_tools(kind: str) -> dict[str, tuple[str, str]]:
    """``{game_id: (module, title)}`` for every registered game that has a ``kind`` ("sim" or "bench")."""
    from arcade.games import registry

    out = {}
    for info in registry.games():
        module = getattr(info, kind)
        if module:
            out[info.id] = (module, info.title)
    return out


def _run(module: str, argv: list[str]) -> int:
    return int(importlib.import_module(module).main(argv) or 0)


def dispatch(prog: str, kind: str, tools: dict[str, tuple[str, str]], argv: list[str], allow_all: bool = False) -> int:
    """List ``tools`` (no argument or --help) or run the one named by ``argv[0]`` with the rest."""
    names = ", ".join(tools) + (", all" if allow_all else "")
    if not argv or argv[0] in ("-h", "--help", "list"):
        print(f"usage: python -m {prog} WHAT [options]   (WHAT --help for its options)\n")
        width = max(len(n) for n in tools)
        for name, (_module, title) in tools.items():
            print(f"  {name:<{width}}  {title}")
        if allow_all:
            print(f"  {'all':<{width}}  every one above, one after another")
        return 0
    name, rest = argv[0], argv[1:]
    if allow_all and name == "all":
        if kind == "bench":
            return run_all_benchmarks(prog, tools, rest)
        status = 0
        for each, (module, _title) in tools.items():
            print(f"== {each}", flush=True)
            status |= _run(module, rest)
        return status
    if name not in tools:
        print(f"usage: python -m {prog} WHAT [options]   (WHAT --help for its options)", file=sys.stderr)
        print(f"{prog}: error: unknown {kind} {name!r}; choose one of: {names}", file=sys.stderr)
        return 2
    return _run(tools[name][0], rest)


def parse_json_output(out: str) -> dict | None:
    """The JSON object a tool printed with --json (the first one in its output), or None."""
    start = out.find("{")
    while start != -1:
        try:
            obj, _end = json.JSONDecoder().raw_decode(out, start)
            if isinstance(obj, dict):
                return obj
        except ValueError:
            pass
        start = out.find("{", start + 1)
    return None


def figure_rows(name: str, result: dict | None, status: int) -> list[tuple[str, str, str, str]]:
    """Rows (figure, goal, measured, verdict) from one benchmark's JSON. A benchmark reports figures as a
    ``figures`` list of {figure, goal, ratio (measured / baseline or goal), value?, ok}; one whose JSON has
    none is listed as not reported."""
    if result is None:
        return [(name, "-", f"no JSON (exit {status})", "not reported")]
    figures = result.get("figures")
    if not figures:
        return [(name, "-", f"JSON without figures (exit {status})", "not reported")]
    rows = []
    for f in figures:
        parts = []
        if f.get("value") is not None:
            parts.append(f"{f['value']:.3g}")
        if f.get("ratio") is not None:
            parts.append(f"{f['ratio']:.2f}x" + (f" {f['ratio_of']}" if f.get("ratio_of") else ""))
        if f.get("p99_ms") is not None:
            parts.append(f"p99 {f['p99_ms']:.2f} ms")
        rows.append((f["figure"], f["goal"], ", ".join(parts) or "-", "ok" if f.get("ok") else "MISSED"))
    return rows


def run_all_benchmarks(prog: str, tools: dict[str, tuple[str, str]], rest: list[str]) -> int:
    """Run every benchmark with --json in its own process, then print one table of figure, goal and
    measured ratio collected from their JSON."""
    rows: list[tuple[str, str, str, str]] = []
    status = 0
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    for name in tools:
        print(f"== {name} ...", end=" ", flush=True)
        t0 = time.perf_counter()
        res = subprocess.run(  # isolated: nothing is imported from the working folder (issue 34)
            isolated_python(prog, name, "--json", *rest), env=child_env(), capture_output=True, text=True
        )
        print(f"exit {res.returncode}, {time.perf_counter() - t0:.0f} s", flush=True)
        if res.returncode not in (0, 1):
            print(res.stderr[-600:], file=sys.stderr)
        status |= 1 if res.returncode else 0
        rows += figure_rows(name, parse_json_output(res.stdout), res.returncode)
    print(
        f"\nAll benchmarks (load average {load:.1f} at the start; ratios are against the baseline each "
        f"benchmark runs alongside, see docs/benchmarks.md)"
    )
    widths = [max(len(r[i]) for r in rows + [("figure", "goal", "measured", "verdict")]) for i in range(4)]
    for row in [("figure", "goal", "measured", "verdict"), tuple("-" * w for w in widths), *rows]:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
    return status


def main_for(prog: str, kind: str, allow_all: bool) -> Callable[[list[str] | None], int]:
    def main(argv: list[str] | None = None) -> int:
        tools = dict(CABINET_BENCHMARKS) if kind == "bench" else {}
        tools.update(game_tools(kind))
        return dispatch(prog, kind, tools, list(sys.argv[1:] if argv is None else argv), allow_all)

    return main
