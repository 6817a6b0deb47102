"""The one way to reach every game's simulator and benchmark: through its GameInfo (``sim``/``bench``
module names). ``python -m arcade.sim`` and ``python -m arcade.bench`` list and dispatch with this;
nothing here names a game, and no tool module ships in the packaged app (see build.spec).
"""
from __future__ import annotations

import importlib
import sys
from typing import Callable

# Benchmarks of the cabinet itself (not of one game).
CABINET_BENCHMARKS = {
    "startup": ("arcade.benchmarks.startup", "process start to first frame, source and packaged"),
    "frame": ("arcade.benchmarks.frame", "per-scene frame time (update + draw) and peak memory"),
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


def dispatch(prog: str, kind: str, tools: dict[str, tuple[str, str]], argv: list[str],
             allow_all: bool = False) -> int:
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
        status = 0
        for each, (module, _title) in tools.items():
            print(f"== {each}", flush=True)
            status |= _run(module, rest)
        return status
    if name not in tools:
        print(f"{prog}: unknown {kind} {name!r}; choose one of: {names}", file=sys.stderr)
        return 2
    return _run(tools[name][0], rest)


def main_for(prog: str, kind: str, allow_all: bool) -> Callable[[list[str] | None], int]:
    def main(argv: list[str] | None = None) -> int:
        tools = dict(CABINET_BENCHMARKS) if kind == "bench" else {}
        tools.update(game_tools(kind))
        return dispatch(prog, kind, tools, list(sys.argv[1:] if argv is None else argv), allow_all)
    return main
