"""The drawing half of the console's duel API (see :mod:`.duel_api`): the console scene a duel is played
in, its duel mode, the panel painter and a key's label."""

from __future__ import annotations

from arcade.games.console.labels import key as key_label
from arcade.games.console.panel import draw_console, load_layout
from arcade.games.console.scene import ConsoleScene, DuelMode

__all__ = ["ConsoleScene", "DuelMode", "draw_console", "key_label", "load_layout"]
