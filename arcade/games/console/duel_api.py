"""The console's public duel API for other games (Electronic Arcade Mania plays its duels on the console):
the game names and colours, the score shown on the lights, a duel's machine and its CPU duellist. Pure:
no pygame (Mania's rules and bots import it). The drawing half is :mod:`.duel_screen`. Nothing else of
the console package is imported by another game (an import contract in pyproject.toml says so)."""

from __future__ import annotations

from arcade.games.console.bots import ReflexBot, play_out
from arcade.games.console.layout import (
    ALIEN_RAIDERS,
    GAME_TITLES,
    RATTLER,
    RUN_AMUK,
    SLIDE_COLOURS,
    SNEAK_ATTACK,
    score_display,
)
from arcade.games.console.machine import Machine, new_game
from arcade.games.console.reflex_game import OFF, ON
from arcade.games.console.replay import from_machine

__all__ = [
    "ALIEN_RAIDERS",
    "GAME_TITLES",
    "OFF",
    "ON",
    "RATTLER",
    "RUN_AMUK",
    "SLIDE_COLOURS",
    "SNEAK_ATTACK",
    "Machine",
    "ReflexBot",
    "new_game",
    "play_out",
    "run_data",
    "score_display",
]


def run_data(machine: Machine) -> dict[str, object] | None:
    """A duel's console run as a console replay's plain data (a host game keeps it in its own replay, to
    watch with :func:`arcade.games.console.duel_screen.watch_run`), or None when nothing was played."""
    try:
        return from_machine(machine).to_data()
    except ValueError:
        return None
