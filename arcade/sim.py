"""Headless simulators: ``python -m arcade.sim GAME [options]``; with no argument, the list.

Each game's simulator lives in its package and is named by its GameInfo (``sim``); see arcade/tools.py.
``python -m arcade.sim GAME --ladder --games N [--json]`` is the same for every game: the match runner's
CPU ladder (:func:`arcade.match.ladder_main`).
"""

from __future__ import annotations

import sys

from arcade.tools import main_for

_game_sim = main_for("arcade.sim", "sim", allow_all=False)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) > 1 and "--ladder" in args[1:]:
        from arcade.games import registry

        try:
            info = registry.get(args[0])
        except KeyError:
            return _game_sim(args)  # the dispatcher names the choices
        from arcade.match import ladder_main

        return ladder_main(info, args[1:])
    return _game_sim(args)


if __name__ == "__main__":
    sys.exit(main())
