"""A duel kept in a Mania replay, watched again on the console (``GameInfo.replay_note``)."""

from __future__ import annotations

from typing import Any

from arcade.games.console.duel_screen import watch_run


def watch(app: Any, note: dict[str, Any]) -> Any:
    """The console playing the duel run kept in ``note`` (``{"duel": ...}``); ValueError when it holds none."""
    run = note.get("duel") if isinstance(note, dict) else None
    if not isinstance(run, dict):
        raise ValueError("this step kept no duel")
    return watch_run(app, run)
