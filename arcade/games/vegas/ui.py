"""Vegas Slot Machine 1973's UI state: what the person to act has chosen on the screen but not yet played.
Plain data, frozen; changed only by the controller (:mod:`.controller`) and set back to rest by the scene
when the table changes (:func:`.controller.settle`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class VegasUI:
    """The cursors (``hand``: a hand card, ``cell``: a space of the machine, ``menu``: a menu entry), the
    choice built so far (the picker's ``kind`` and ``chosen`` fields, as ``(name, value)`` pairs), for which
    position it was built (``at``: the seat choosing and the table's version, None before any), the hint
    asked for (``(action, reason)``, solo play) and whether the score card is open."""

    hand: int = 0
    cell: int = 0
    menu: int = 0
    kind: str | None = None
    chosen: tuple[tuple[str, int], ...] = ()
    at: tuple[int, int] | None = None
    hint: tuple[Any, str] | None = None
    show_card: bool = False


def first_ui(size: int) -> VegasUI:
    """The UI state a game starts with: the space cursor in the middle of a machine of ``size`` spaces."""
    return VegasUI(cell=4 if size > 4 else 0)
