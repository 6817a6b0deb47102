"""Kept pictures, keyed by value: the static table, a seat's panel, a sheet's still squares.

A painter that draws something costly that rarely changes asks the scene's :class:`Layers` for it by a
name and a *key*: a hashable value holding everything the picture is drawn from (the colour-blind flag,
the seat's chips and cards, the window size). While the key is equal the kept surface is handed back; when
it differs the picture is built again by the function given, and the old one is dropped (or, where only some
parts of a picture changed, brought up to date by the build itself: :meth:`Layers.kept`). So a cached
picture can never go stale (its key is what it shows), nothing is stashed in a scene's ``__dict__``, and one
object owns every cache of a screen: clearing it (a window resize, a new settings file) is one call.

``Layers`` holds at most ``limit`` pictures; the least recently used goes first. It never imports a scene or
a rules state: it keeps surfaces (or any value) under ``(name, key)``.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TypeVar

T = TypeVar("T")


class Layers:
    """A value-keyed store of built pictures, one kept per name (the latest key wins)."""

    def __init__(self, limit: int = 64) -> None:
        if limit < 1:
            raise ValueError("Layers keeps at least one picture")
        self.limit = limit
        self._kept: OrderedDict[Hashable, tuple[Hashable, object]] = OrderedDict()

    def get(self, name: Hashable, key: Hashable, build: Callable[[], T]) -> T:
        """The picture called ``name`` drawn for ``key``: kept if its key is equal, else built now."""
        got = self._kept.get(name)
        if got is not None and got[0] == key:
            self._kept.move_to_end(name)
            return got[1]  # type: ignore[return-value]
        picture = build()
        self._kept[name] = (key, picture)
        self._kept.move_to_end(name)
        while len(self._kept) > self.limit:
            self._kept.popitem(last=False)
        return picture

    def kept(self, name: Hashable) -> tuple[Hashable, object] | None:
        """The key and picture kept under ``name`` now (None: none). For a ``build`` that brings the kept
        picture up to date by drawing again only the parts of it whose share of the key changed: it may
        draw on that picture and hand it back as the new key's (the old key's is then gone)."""
        return self._kept.get(name)

    def forget(self, name: Hashable | None = None) -> None:
        """Drop one kept picture, or every one (``name`` None)."""
        if name is None:
            self._kept.clear()
        else:
            self._kept.pop(name, None)

    def __len__(self) -> int:
        return len(self._kept)

    def __contains__(self, name: object) -> bool:
        return name in self._kept
