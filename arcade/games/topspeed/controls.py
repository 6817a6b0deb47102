"""Device actions to Top Speed! moves, with each seat's lane cursor (pure; shared by scene and bots).

Each seat has a cursor on one of the four lanes. ``left``/``right`` move it one lane, wrapping round, so
any lane is at most two presses away; ``up`` places the top card in the row above the lane at the cursor,
``down`` in the row below. So a row is chosen with at most two cursor presses and the placing press
names its side; when the cursor is already on the lane, one press places.

Other commands: ``confirm`` sends the top card to the bottom of the deck, ``back`` takes back (corrects)
the last placed card, ``extra`` calls "Top Speed!" (``back`` is refused unless the last card was a mistake). The
numpad, which has no ``extra``, uses
b4/b6 (left/right), b8/b2 (place above/below), b5 or Enter (bottom), 0 (back) and the . key (``alt``) to
call. Key-ups (``pressed`` False) do nothing.
"""

from __future__ import annotations

from typing import Any

from arcade.games.topspeed import cards as C
from arcade.games.topspeed.rules import BOTTOM, CALL, PLACE, TAKE_BACK, Move

LEFT, RIGHT, UPPER, LOWER = "left", "right", "place_upper", "place_lower"
COMMANDS = (LEFT, RIGHT, UPPER, LOWER, BOTTOM, TAKE_BACK, CALL)

DEFAULT_MAP = {
    "left": LEFT,
    "right": RIGHT,
    "up": UPPER,
    "down": LOWER,
    "confirm": BOTTOM,
    "back": TAKE_BACK,
    "extra": CALL,
}
NUMPAD_MAP = {
    "b4": LEFT,
    "b6": RIGHT,
    "b8": UPPER,
    "b2": LOWER,
    "b5": BOTTOM,
    "left": LEFT,
    "right": RIGHT,
    "up": UPPER,
    "down": LOWER,
    "confirm": BOTTOM,
    "back": TAKE_BACK,
    "alt": CALL,
}
"""The numpad's digits, and the directions the game scene base turns them into (4/6/8/2 -> left/right/up/
down, 5 -> confirm), mean the same."""

START_LANE = (1, 2)
"""Where each seat's cursor starts: red on the second lane, blue on the third."""


def command_for(device: str, action: str) -> str | None:
    """The Top Speed! command a device action stands for (None when it has no use here)."""
    table = NUMPAD_MAP if device == "numpad" else DEFAULT_MAP
    return table.get(action)


SEAT_ACTIONS = {command: action for action, command in DEFAULT_MAP.items()}
"""Each command's action on the keys and pads (what the controller reads)."""


def seat_action(device: str, action: str) -> str | None:
    """A device's action named as the keys and pads name it (the numpad's digits and its call key are
    its own): the action the controller reads, or None when it has no use here."""
    command = command_for(device, action)
    return None if command is None else SEAT_ACTIONS[command]


def lane_steps(from_lane: int, to_lane: int) -> list[str]:
    """The shortest list of cursor commands (at most two) from one lane to another, with wrap-round."""
    right = (to_lane - from_lane) % C.N_LANES
    left = (from_lane - to_lane) % C.N_LANES
    return [RIGHT] * right if right <= left else [LEFT] * left


def commands_to_place(from_lane: int, row: int) -> list[str]:
    """Commands that place the top card in ``row`` starting with the cursor on ``from_lane``."""
    steps = lane_steps(from_lane, C.row_lane(row))
    return steps + [UPPER if C.row_side(row) == C.UPPER else LOWER]


class SeatControls:
    """One seat's cursor; turns commands or device actions into :class:`Move` objects."""

    def __init__(self, seat: int, lane: int | None = None) -> None:
        self.seat = seat
        self.lane = START_LANE[seat] if lane is None else lane

    def command(self, command: str, t_ms: float) -> Move | None:
        """Apply one command; cursor moves return None, everything else returns the Move to submit."""
        if command == LEFT:
            self.lane = (self.lane - 1) % C.N_LANES
            return None
        if command == RIGHT:
            self.lane = (self.lane + 1) % C.N_LANES
            return None
        if command == UPPER:
            return Move(self.seat, PLACE, t_ms, C.row_id(self.lane, C.UPPER))
        if command == LOWER:
            return Move(self.seat, PLACE, t_ms, C.row_id(self.lane, C.LOWER))
        if command in (BOTTOM, TAKE_BACK, CALL):
            return Move(self.seat, command, t_ms)
        raise ValueError(f"unknown Top Speed! command {command!r}")

    def press(self, device: str, action: str, t_ms: float, pressed: bool = True) -> Move | None:
        """Handle one device action (as an ActionEvent carries it)."""
        if not pressed:
            return None
        cmd = command_for(device, action)
        return None if cmd is None else self.command(cmd, t_ms)

    def to_data(self) -> dict[str, int]:
        return {"seat": self.seat, "lane": self.lane}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> SeatControls:
        return cls(int(data["seat"]), int(data["lane"]))
