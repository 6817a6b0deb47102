"""Benchmarks: ``python -m arcade.bench WHAT [options]``; with no argument, the list; ``all`` runs each.

Numbers are medians over repeated runs in one process (the machines are shared and noisy). The cabinet's
own benchmarks live in arcade/benchmarks/; each game's is named by its GameInfo (``bench``).
"""

from __future__ import annotations

import sys

from arcade.tools import main_for

main = main_for("arcade.bench", "bench", allow_all=True)

if __name__ == "__main__":
    sys.exit(main())
