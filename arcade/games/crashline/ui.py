"""Crash Line's UI state: what a person has chosen on the screen but not yet played. Plain data, frozen;
changed only by the controller (:mod:`.controller`), reset when a rule action is applied."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CrashUI:
    """``cursor``: the chosen button (a turn) or wrecked card (a Hand-Me-Down); ``steal_victim`` and
    ``steal_card``: the chosen rival and card of theirs (I GOT NEXT!). Each counts choices from the first and
    is taken modulo how many there are."""

    cursor: int = 0
    steal_victim: int = 0
    steal_card: int = 0
