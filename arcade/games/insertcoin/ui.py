"""Insert Coin's UI state: each person's cursor (:class:`.controls.Ghost`), plain data, frozen and
hashable; changed only by the controller (:mod:`.controller`) and, when a new decision comes, by
:func:`CoinUI.synced` (a new card starts each person on its first choice). Pure: no pygame, no scene."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from .controls import Ghost
from .rules import Table


@dataclass(frozen=True, slots=True)
class CoinUI:
    """``cursors``: (seat, cursor) for each person at the table, in seat order."""

    cursors: tuple[tuple[int, Ghost], ...] = ()

    @classmethod
    def start(cls, seats: Iterable[int]) -> CoinUI:
        return cls(tuple((s, Ghost()) for s in seats))

    def seats(self) -> list[int]:
        return [s for s, _ in self.cursors]

    def cursor(self, seat: int) -> Ghost:
        return next(g for s, g in self.cursors if s == seat)

    def put(self, seat: int, ghost: Ghost) -> CoinUI:
        """The same cursors with ``seat``'s replaced."""
        return CoinUI(tuple((s, ghost if s == seat else old) for s, old in self.cursors))

    def synced(self, table: Table, unstage: bool = False) -> CoinUI:
        """Every cursor on the decision now (a new one starts on its first choice; see ``Ghost.synced``);
        with ``unstage`` nothing stays staged (an undo put a decision back)."""
        out = self
        for seat, ghost in self.cursors:
            if unstage:
                ghost = replace(ghost, staged=None)
            out = out.put(seat, ghost.synced(table, seat))
        return out
