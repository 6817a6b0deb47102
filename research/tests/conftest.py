"""The research tests: the experimental players registered as seat kinds, the shared checks importable."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(__file__))

from research.crashline.players import register

register()
