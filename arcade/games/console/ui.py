"""Console Free Play's UI state: the panel cursor and which button a held confirm or mouse click is holding
down. Plain data, frozen; changed only by the controller (:mod:`.controls`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ConsoleUI:
    """``cursor``: the panel cursor's button (None until a cursor key is used); ``cursor_down``: the button
    a held confirm pressed; ``mouse_cell``: the button a held mouse click pressed."""

    cursor: int | None = None
    cursor_down: int | None = None
    mouse_cell: int | None = None
