"""The drawing half of the console's duel API (see :mod:`.duel_api`): the console scene a duel is played
in, its duel mode, the panel painter and a key's label."""

from __future__ import annotations

from arcade.games.console.labels import key as key_label
from arcade.games.console.panel import draw_console, load_layout
from arcade.games.console.scene import ConsoleScene, DuelMode

__all__ = ["ConsoleScene", "DuelMode", "draw_console", "key_label", "load_layout", "watch_run"]


def watch_run(app: object, data: object) -> ConsoleScene:
    """The console playing a duel's run kept by :func:`arcade.games.console.duel_api.run_data` again;
    ValueError when the data is not a console run."""
    from arcade.games.console.replay import Replay

    return ConsoleScene.watching(app, Replay.from_data(data))
