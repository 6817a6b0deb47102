"""Where the shipped data (assets/, levels/) and the per-user data live.

From source the data sits beside the ``arcade`` package; in a PyInstaller bundle it sits under
``sys._MEIPASS`` (build.spec copies both folders there). Per-user files go to the platform's data folder,
or to ``$COIN_OP_HOME`` when set (tests point it at a temporary folder).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_DIR_NAME = "coin-op-cabinet"


def data_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def asset(*parts: str) -> Path:
    return data_root().joinpath("assets", *parts)


def level(*parts: str) -> Path:
    return data_root().joinpath("levels", *parts)


def user_dir() -> Path:
    override = os.environ.get("COIN_OP_HOME")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))
    return base / APP_DIR_NAME
