"""The games of the cabinet, in carousel order, by package name: nothing else. Each package declares
itself in its ``info.py`` (``INFO: GameInfo``); adding a game is a new folder plus one line here. Listed
explicitly (no folder scanning) so it works inside a PyInstaller bundle.
"""

from __future__ import annotations

import importlib

from arcade.core import userfiles
from arcade.games.info import GameInfo

PACKAGES = (
    "arcade.games.crashline",
    "arcade.games.vegas",
    "arcade.games.mania",
    "arcade.games.insertcoin",
    "arcade.games.topspeed",
    "arcade.games.console",
)

_extra: list[str] = []
_cache: list[GameInfo] | None = None


def games() -> list[GameInfo]:
    global _cache
    if _cache is None:
        _cache = [importlib.import_module(pkg + ".info").INFO for pkg in (*PACKAGES, *_extra)]
    return _cache


def packages() -> tuple[str, ...]:
    """Every game package, in carousel order (the listed ones, then any registered at run time)."""
    return (*PACKAGES, *_extra)


def get(game_id: str) -> GameInfo:
    for info in games():
        if info.id == game_id:
            return info
    raise KeyError(f"no game {game_id!r}")


def register(package: str) -> None:
    """Add a game package at run time (tests register a tiny test-only game this way)."""
    global _cache
    if package not in _extra and package not in PACKAGES:
        _extra.append(package)
    _cache = None


def unregister(package: str) -> None:
    global _cache
    if package in _extra:
        _extra.remove(package)
    _cache = None


# Kept games and lobby files (arcade.core.userfiles) find their game here; core imports nothing above it.
userfiles.use_games(get)
