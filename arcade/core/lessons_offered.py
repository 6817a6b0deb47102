"""Which games' lessons ("Learn to play", issue 37) have been offered to this user: the first time a game
with a lesson is opened, its lesson is offered once, and this user file remembers it.

``lessons.json`` holds ``{"offered": [game ids]}``, written atomically by the :class:`~.storage.Store` like
every user file; a file that cannot be used is set aside with a message and nothing counts as offered.
"""

from __future__ import annotations

from typing import Any

from arcade.core.schema import List, Obj, Str, check
from arcade.core.storage import Store

NAME = "lessons"
VERSION = 1
MAX_GAMES = 64
SHAPE = Obj({"offered": List(Str(32, allow_empty=False, ascii_only=True), MAX_GAMES)}, max_keys=8)


def _validate(data: Any) -> dict[str, Any]:
    out: dict[str, Any] = check(SHAPE, data)
    return out


def offered(store: Store) -> list[str]:
    """The games whose lesson was offered, in the order they were (empty when the file is missing or bad)."""
    data = store.load(NAME, None, VERSION, _validate)
    if not isinstance(data, dict):
        return []
    return list(dict.fromkeys(data["offered"]))


def was_offered(store: Store, game_id: str) -> bool:
    return game_id in offered(store)


def mark_offered(store: Store, game_id: str) -> bool:
    """Note that ``game_id``'s lesson was offered; False when the file could not be written (a message is
    queued; the offer may then come again next time)."""
    games = offered(store)
    if game_id in games:
        return True
    games = (games + [game_id])[-MAX_GAMES:]
    return store.save(NAME, {"offered": games}, VERSION)
