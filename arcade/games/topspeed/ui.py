"""Top Speed!'s UI state: where each racing seat's lane cursor is. Plain data, frozen; changed only by the
controller (:mod:`.controller`), for a person's keys and a CPU racer's presses alike."""

from __future__ import annotations

from dataclasses import dataclass

from .controls import START_LANE


@dataclass(frozen=True, slots=True)
class RaceUI:
    """``lanes[seat]``: the lane (0..3) each racing seat's cursor is on (one entry in practice)."""

    lanes: tuple[int, ...] = START_LANE

    @classmethod
    def start(cls, seats: tuple[int, ...]) -> RaceUI:
        """The cursors where a race starts them: red on the second lane, blue on the third."""
        return cls(tuple(START_LANE[s] for s in seats))

    def lane(self, seat: int) -> int:
        return self.lanes[seat]

    def moved(self, seat: int, lane: int) -> RaceUI:
        """The same cursors with ``seat``'s on ``lane``."""
        lanes = list(self.lanes)
        lanes[seat] = lane
        return RaceUI(tuple(lanes))
