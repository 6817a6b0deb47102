"""Insert Coin's UI state: each person's cursor (:class:`Ghost`, a frozen copy of :class:`.controls.Cursor`),
plain data, frozen and hashable; changed only by the controller (:mod:`.controller`) and, when a new
decision comes, by :func:`CoinUI.synced` (a new card starts each person on its first choice). Pure: no
pygame, no scene."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from .controls import Cursor
from .rules import Action, Table


@dataclass(frozen=True, slots=True)
class Ghost:
    """A person's cursor as a value (see :class:`.controls.Cursor` for what each field means)."""

    level: int = 0
    x: int = 2
    y: int = 2
    tool: int = 0
    orient: int = 0
    staged: Action | None = None
    signature: tuple[object, ...] = ()
    pick: int = 0
    chosen: tuple[int, ...] = ()

    @classmethod
    def of(cls, cur: Cursor) -> Ghost:
        return cls(
            cur.level, cur.x, cur.y, cur.tool, cur.orient, cur.staged, cur.signature, cur.pick, tuple(cur.chosen)
        )

    def thaw(self) -> Cursor:
        """A working copy to change (the value itself never changes)."""
        return Cursor(
            self.level,
            self.x,
            self.y,
            self.tool,
            self.orient,
            self.staged,
            self.signature,
            self.pick,
            list(self.chosen),
        )

    def tool_name(self, table: Table, seat: int) -> str:
        return self.thaw().tool_name(table, seat)

    def action(self, table: Table, seat: int) -> Action | None:
        return self.thaw().action(table, seat)

    def span(self, tool: str) -> tuple[int, int]:
        return self.thaw().span(tool)


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

    def put(self, seat: int, ghost: Ghost | Cursor) -> CoinUI:
        """The same cursors with ``seat``'s replaced."""
        g = ghost if isinstance(ghost, Ghost) else Ghost.of(ghost)
        return CoinUI(tuple((s, g if s == seat else old) for s, old in self.cursors))

    def synced(self, table: Table, unstage: bool = False) -> CoinUI:
        """Every cursor on the decision now (a new one starts on its first choice; see ``Cursor.sync``);
        with ``unstage`` nothing stays staged (an undo put a decision back)."""
        out = self
        for seat, ghost in self.cursors:
            cur = ghost.thaw()
            if unstage:
                cur.staged = None
            cur.sync(table, seat)
            out = out.put(seat, cur)
        return out

    def mapped(self, seat: int, change: Callable[[Cursor], object]) -> CoinUI:
        """The same cursors with ``change`` done to a working copy of ``seat``'s."""
        cur = self.cursor(seat).thaw()
        change(cur)
        return self.put(seat, cur)


class LiveCursor:
    """A person's cursor as it is now: reads the scene's UI state each time (the state is a value,
    replaced by each step; this follows it)."""

    __slots__ = ("_ui", "_seat")

    def __init__(self, ui: Callable[[], CoinUI], seat: int) -> None:
        self._ui = ui
        self._seat = seat

    def __getattr__(self, name: str) -> Any:
        return getattr(self._ui().cursor(self._seat), name)


class LiveCursors(Mapping[int, LiveCursor]):
    """Seat -> :class:`LiveCursor`, for each person at the table."""

    def __init__(self, ui: Callable[[], CoinUI]) -> None:
        self._ui = ui

    def __getitem__(self, seat: int) -> LiveCursor:
        if seat not in self._ui().seats():
            raise KeyError(seat)
        return LiveCursor(self._ui, seat)

    def __iter__(self) -> Iterator[int]:
        return iter(self._ui().seats())

    def __len__(self) -> int:
        return len(self._ui().cursors)
