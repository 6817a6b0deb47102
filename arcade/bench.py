"""Benchmarks: ``python -m arcade.bench WHAT``.

Numbers are medians over repeated runs in one process (the machines are shared and noisy). Each game's
benchmark lives beside its code and exposes ``main(argv)``; this module dispatches from an explicit table.
"""
from __future__ import annotations

import sys


def _startup(argv):
    from arcade.benchmarks import startup
    return startup.main(argv)


def _frame(argv):
    from arcade.benchmarks import frame
    return frame.main(argv)


def _crashline(argv):
    from arcade.games.crashline import bench
    return bench.main(argv)


def _topspeed(argv):
    from arcade.games.topspeed import bench
    return bench.main(argv)


def _console(argv):
    from arcade.games.console import bench
    return bench.main(argv)


BENCHMARKS = {
    "startup": _startup,
    "frame": _frame,
    "crashline": _crashline,
    "topspeed": _topspeed,
    "console": _console,
}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help"):
        print("usage: python -m arcade.bench WHAT [options]   (WHAT: " + ", ".join(BENCHMARKS) + ", all)")
        return 0 if argv else 2
    if argv[0] == "all":
        status = 0
        for name, fn in BENCHMARKS.items():
            print(f"== {name}")
            status |= int(fn(argv[1:]) or 0)
        return status
    if argv[0] not in BENCHMARKS:
        print(f"arcade.bench: unknown benchmark {argv[0]!r}; choose one of: {', '.join(BENCHMARKS)}, all",
              file=sys.stderr)
        return 2
    return int(BENCHMARKS[argv[0]](argv[1:]) or 0)


if __name__ == "__main__":
    sys.exit(main())
