"""The Crash Line simulator with the experimental players seated too:
``python -m research.crashline.sim --seats vshark,careful,careful,careful --games 1000``."""

from __future__ import annotations

import sys

from arcade.games.crashline import sim
from research.crashline.players import register

if __name__ == "__main__":
    register()
    sys.exit(sim.main())
