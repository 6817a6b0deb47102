"""The saved replays of Console Free Play: one JSON file per game in the user's ``console-replays`` folder.

Every finished game is saved (atomically, see ``replay.save``); the folder keeps the newest ``KEEP``.
Pure file handling, no pygame.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

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
    base = folder(root)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    name = f"{stamp}-{replay.game}-s{replay.skill}-{replay.score or 0:03d}"
    path = base / f"{name}.json"
    n = 1
    while path.exists():
        n += 1
        path = base / f"{name}-{n}.json"
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
            _set_aside(path)
    return found, problems


def _set_aside(path: Path) -> None:
    """Move an unusable replay to ``<name>.json.bad`` (kept for the curious, out of the list)."""
    try:
        path.replace(path.with_suffix(path.suffix + ".bad"))
    except OSError:
        pass


def prune(root: Path, keep: int = KEEP) -> None:
    files = sorted(folder(root).glob("*.json"), reverse=True)
    for path in files[keep:]:
        try:
            path.unlink()
        except OSError:
            pass
