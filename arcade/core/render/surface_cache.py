"""A least-recently-used cache of surfaces bounded by the bytes of its pixels, not by a count.

Text and card sprites vary a hundredfold in size (a 12 px label against a 56 px title with a shadow), so a
count limit either wastes memory or evicts too eagerly. The soak run (``python -m arcade.monkey --soak``)
showed the unbounded card cache and the 2,048-entry text cache growing for minutes in attract mode; with a
byte budget each stays under its budget however long the cabinet idles.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame


def surface_bytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


class SurfaceCache:
    def __init__(self, max_bytes: int, max_items: int = 4096) -> None:
        self.max_bytes = max_bytes
        self.max_items = max_items
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.bytes = 0
        self.hits = self.misses = self.evictions = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def keys(self) -> list[Hashable]:
        """The keys held now, the least recently used first (to find a surface close to one not made yet)."""
        return list(self._items)

    def get(self, key: Hashable) -> pygame.Surface | None:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            self.hits += 1
        return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._items[key] = surf
        self.bytes += surface_bytes(surf)
        while self._items and (self.bytes > self.max_bytes or len(self._items) > self.max_items):
            if len(self._items) == 1:
                break  # one oversized surface is still worth keeping while it is in use
            _key, gone = self._items.popitem(last=False)
            self.bytes -= surface_bytes(gone)
            self.evictions += 1
        return surf

    def get_or_make(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self.get(key)
        if surf is None:
            self.misses += 1
            surf = self.put(key, make())
        return surf

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def info(self) -> dict[str, int]:
        return {
            "items": len(self._items),
            "bytes": self.bytes,
            "max_bytes": self.max_bytes,
            "hits": self.hits,
            "misses": self.misses,
            "evictions": self.evictions,
        }
