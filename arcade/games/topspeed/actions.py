"""Top Speed!'s rule actions: one seat's :class:`Move` stamped with the game time, and :class:`Together`,
the moves of both seats in the same millisecond. Plain frozen values that round-trip through plain data.
Also the reasons a move is refused that more than one phase gives. Pure."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

PLACE, BOTTOM, TAKE_BACK, CALL = "place", "bottom", "takeback", "call"
KINDS = (PLACE, BOTTOM, TAKE_BACK, CALL)

RACE_OVER = "the race is over"
NOT_STARTED = "the race has not started"


@dataclass(frozen=True)
class Move:
    """One rule action of one seat at one moment: place the top card in ``row`` (0..7), send it to the
    bottom of the deck, take back the last placed card (a mistake), or call "Top Speed!"."""

    seat: int
    kind: str
    t_ms: float
    row: int | None = None

    def at(self, t_ms: float) -> Move:
        return Move(self.seat, self.kind, t_ms, self.row)

    def to_data(self) -> list[int | str | float | None]:
        return [self.seat, self.kind, self.t_ms, self.row]

    @classmethod
    def from_data(cls, data: Any) -> Move:
        try:
            seat, kind, t_ms, row = data
            move = cls(int(seat), str(kind), float(t_ms), None if row is None else int(row))
        except (TypeError, ValueError) as exc:
            raise ValueError(f"topspeed: malformed move {data!r}") from exc
        if kind not in KINDS or not math.isfinite(move.t_ms):
            raise ValueError(f"topspeed: malformed move {data!r}")
        return move


@dataclass(frozen=True)
class Together:
    """Moves of both seats in the same whole millisecond, all stamped ``now_ms``; the engine orders them
    by the tie token."""

    moves: tuple[Move, ...]


# The replay codec (:mod:`arcade.core.replays`). The scene hands the engine the moves of each frame together
# (``apply_all``: moves of one millisecond from both seats meet as a tie), so one recorded step is such a
# batch, a tuple of moves; time between batches is the engine's own Waits, which replays recreate.
MAX_BATCH = 64


def action_to_data(batch: tuple[Move, ...]) -> list[list[int | str | float | None]]:
    return [move.to_data() for move in batch]


def action_from_data(data: Any) -> tuple[Move, ...]:
    if not isinstance(data, list) or not 0 < len(data) <= MAX_BATCH:
        raise ValueError(f"topspeed: not a batch of moves: {str(data)[:60]}")
    return tuple(Move.from_data(item) for item in data)


def apply_step(state: Any, batch: tuple[Move, ...]) -> list[Any]:
    """A recorded batch played as the scene played it (refusals become events, as they did then)."""
    events: list[Any] = state.apply_all(batch)
    return events
