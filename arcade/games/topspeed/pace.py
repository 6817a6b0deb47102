"""A person's practice pace, kept in the user's data folder, and the CPU level it suggests in the lobby.

Each finished practice run adds its figures (cards placed, corrected, mistakes, seconds raced) to the
``topspeed-pace`` file; the lobby's CPU seats start at the ladder level that fits that pace
(``ladder.suggest_level``) and the lobby says so.
"""

from __future__ import annotations

from typing import Protocol

from arcade.core.storage import Store
from arcade.games.topspeed.ladder import PracticePace

FILE = "topspeed-pace"
VERSION = 1


class HasStore(Protocol):
    """What the lobby hands in: the app, of which only its store is read."""

    @property
    def store(self) -> Store: ...


def load(store: Store) -> PracticePace:
    """The kept pace (a damaged file is set aside by the store with a message; an empty pace then)."""
    pace = store.load(FILE, None, VERSION, validate=PracticePace.from_data)
    return pace if isinstance(pace, PracticePace) else PracticePace()


def add_run(store: Store, placed: int, corrected: int, mistakes: int, seconds: float) -> PracticePace:
    """Keep one finished practice run; a run too short to say anything (no time raced) is skipped."""
    pace = load(store)
    if seconds > 0:
        pace.add_run(placed, corrected, mistakes, seconds)
        store.save(FILE, pace.to_data(), VERSION)
    return pace


def lobby_suggestion(app: HasStore) -> tuple[str, str] | None:
    """(CPU level name as in the lobby, a note) once enough practice is kept, else None."""
    level = load(app.store).suggestion()
    if level is None:
        return None
    name = level.capitalize()
    return name, f"Suggested from your practice: {name}"
