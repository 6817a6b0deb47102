"""Headless simulators: ``python -m arcade.sim GAME [options]``; with no argument, the list.

Each game's simulator lives in its package and is named by its GameInfo (``sim``); see arcade/tools.py.
"""

from __future__ import annotations

import sys

from arcade.tools import main_for

main = main_for("arcade.sim", "sim", allow_all=False)

if __name__ == "__main__":
    sys.exit(main())
