"""Headless simulators: ``python -m arcade.sim GAME [options]``.

Each game's simulator lives beside its rules (``arcade/games/<game>/sim.py``) and exposes ``main(argv)``;
this module only dispatches, from an explicit table (nothing is found by scanning folders).
"""
from __future__ import annotations

import sys


def _crashline(argv):
    from arcade.games.crashline import sim
    return sim.main(argv)


def _topspeed(argv):
    from arcade.games.topspeed import sim
    return sim.main(argv)


def _console(argv):
    from arcade.games.console import sim
    return sim.main(argv)


SIMULATORS = {"crashline": _crashline, "topspeed": _topspeed, "console": _console}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help") or argv[0] not in SIMULATORS:
        known = ", ".join(sorted(SIMULATORS))
        if argv and argv[0] not in ("-h", "--help"):
            print(f"arcade.sim: unknown game {argv[0]!r}; choose one of: {known}", file=sys.stderr)
            return 2
        print(f"usage: python -m arcade.sim GAME [options]   (GAME: {known}; GAME --help for its options)")
        return 0 if argv else 2
    return int(SIMULATORS[argv[0]](argv[1:]) or 0)


if __name__ == "__main__":
    sys.exit(main())
