"""The saved replays of Console Free Play: one JSON file per game in the user's ``console-replays`` folder.

Every finished game is saved (atomically, see ``replay.save``); the folder keeps the newest ``KEEP``.
Pure file handling, no pygame.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from arcade.core.storage import new_file, set_aside_file
from arcade.games.console import replay as rp

FOLDER = "console-replays"
KEEP = 40


@dataclass(frozen=True)
class Entry:
    path: Path
    replay: rp.Replay

    @property
    def label(self) -> str:
        from arcade.games.console.layout import GAME_TITLES

        r = self.replay
        who = r.meta.get("player", "")
        when = r.meta.get("date", "")
        return f"{GAME_TITLES[r.game]} S{r.skill}  {r.score if r.score is not None else '?':>3}  {who}  {when}".strip()


def folder(root: Path) -> Path:
    return Path(root) / FOLDER


def save_run(root: Path, replay: rp.Replay) -> Path:
    """Save a finished game's replay under a name that sorts by time; prune the oldest beyond ``KEEP``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = new_file(folder(root), f"{stamp}-{replay.game}-s{replay.skill}-{replay.score or 0:03d}")
    rp.save(replay, path)
    prune(root)
    return path


def entries(root: Path) -> tuple[list[Entry], list[str]]:
    """Saved replays, newest first, and a note for each file that could not be read."""
    base = folder(root)
    if not base.is_dir():
        return [], []
    found, problems = [], []
    for path in sorted(base.glob("*.json"), reverse=True):
        try:
            found.append(Entry(path, rp.load(path)))
        except (OSError, ValueError) as exc:
            problems.append(f"{path.name}: {exc}")
            set_aside_file(path)
    return found, problems


def prune(root: Path, keep: int = KEEP) -> None:
    files = sorted(folder(root).glob("*.json"), reverse=True)
    for path in files[keep:]:
        try:
            path.unlink()
        except OSError:
            pass
