"""Top Speed! controls: device actions to moves, the lane cursor, and two seats typing at once."""

import pytest

from arcade.games.topspeed import cards as C
from arcade.games.topspeed.controls import CALL, LEFT, RIGHT, SeatControls, command_for, commands_to_place, lane_steps
from arcade.games.topspeed.rules import (
    BOTTOM,
    PLACE,
    TAKE_BACK,
    Move,
    MoveQueue,
    Placed,
    Refused,
    TookBack,
    TopSpeedState,
)


@pytest.mark.parametrize("start", range(4))
def test_any_row_is_chosen_with_at_most_two_cursor_presses(start):
    for row in range(8):
        cmds = commands_to_place(start, row)
        assert len(cmds) <= 3 and all(c in (LEFT, RIGHT) for c in cmds[:-1])
        ctl = SeatControls(0, start)
        moves = [ctl.command(c, 1.0) for c in cmds]
        assert moves[:-1] == [None] * (len(cmds) - 1)
        assert moves[-1] == Move(0, PLACE, 1.0, row)
    assert max(len(lane_steps(start, to)) for to in range(4)) == 2


def test_cursor_wraps_round_the_four_lanes():
    ctl = SeatControls(1, 0)
    ctl.press("keys_a", "left", 1.0)
    assert ctl.lane == 3
    ctl.press("keys_a", "right", 2.0)
    assert ctl.lane == 0


@pytest.mark.parametrize("device", ["keys_a", "keys_b", "pad0", "pad1"])
def test_keyboard_and_gamepad_actions(device):
    ctl = SeatControls(0)
    lane = ctl.lane
    assert ctl.press(device, "up", 5.0) == Move(0, PLACE, 5.0, C.row_id(lane, C.UPPER))
    assert ctl.press(device, "down", 6.0) == Move(0, PLACE, 6.0, C.row_id(lane, C.LOWER))
    assert ctl.press(device, "confirm", 7.0) == Move(0, BOTTOM, 7.0)
    assert ctl.press(device, "back", 8.0) == Move(0, TAKE_BACK, 8.0)
    assert ctl.press(device, "extra", 9.0) == Move(0, CALL, 9.0)
    assert ctl.press(device, "alt", 10.0) is None
    assert ctl.press(device, "up", 11.0, pressed=False) is None


def test_numpad_actions():
    ctl = SeatControls(1, 2)
    assert ctl.press("numpad", "b4", 1.0) is None and ctl.lane == 1
    assert ctl.press("numpad", "b6", 2.0) is None and ctl.lane == 2
    assert ctl.press("numpad", "b8", 3.0) == Move(1, PLACE, 3.0, C.row_id(2, C.UPPER))
    assert ctl.press("numpad", "b2", 4.0) == Move(1, PLACE, 4.0, C.row_id(2, C.LOWER))
    assert ctl.press("numpad", "b5", 5.0).kind == BOTTOM
    assert ctl.press("numpad", "confirm", 6.0).kind == BOTTOM
    assert ctl.press("numpad", "back", 7.0).kind == TAKE_BACK
    assert ctl.press("numpad", "alt", 8.0).kind == CALL
    assert command_for("numpad", "b7") is None and command_for("numpad", "extra") is None
    # the game scene base hands numpad digits over as directions: they mean the same
    assert [command_for("numpad", a) for a in ("left", "right", "up", "down")] == [
        command_for("numpad", a) for a in ("b4", "b6", "b8", "b2")
    ]


def test_controls_round_trip():
    ctl = SeatControls(1, 3)
    assert SeatControls.from_data(ctl.to_data()).lane == 3


def run_frames(state, controls, script, frame_ms=16.0):
    """Feed (t_ms, seat, device, action) key-downs frame by frame, as the scene does."""
    script = sorted(script)
    queue = MoveQueue()
    events, i, now = [], 0, 0.0
    while i < len(script) or queue.moves:
        now += frame_ms
        while i < len(script) and script[i][0] <= now:
            t, seat, device, action = script[i]
            move = controls[seat].press(device, action, t)
            if move is not None:
                queue.add(move)
            i += 1
        events += queue.play(state, now)
    return events


def rig(state, seat, *cards):
    state.decks[seat] = list(cards) + [c for c in state.decks[seat] if c not in cards]


@pytest.mark.parametrize("seed", [31, 32])  # the tie token starts with blue, then with red
def test_two_seats_typing_at_once_are_all_honoured_in_timestamp_order(seed):
    state = TopSpeedState(seed)
    red1, blue1 = C.card("plug", "purple"), C.card("cone", "purple")  # the second pair clash: purple
    red0, blue0 = C.card("tire", "orange"), C.card("helmet", "green")
    rig(state, 0, red0, red1)
    rig(state, 1, blue0, blue1)
    red2 = state.decks[0][2]
    controls = {0: SeatControls(0), 1: SeatControls(1)}  # red on lane 1, blue on lane 2
    first = state.tie_seat
    script = [
        (3.2, 0, "keys_b", "right"),  # red cursor -> lane 2
        (5.0, 1, "keys_a", "left"),  # blue cursor -> lane 1
        (40.6, 1, "keys_a", "up"),  # blue places above lane 1 ...
        (39.4, 0, "keys_b", "up"),  # ... and red above lane 2, earlier, both in one frame
        (60.0, 1, "keys_a", "right"),  # blue cursor -> lane 2
        (90.2, 0, "keys_b", "down"),  # both place below lane 2 in the same millisecond
        (90.7, 1, "keys_a", "down"),
        (120.0, 0, "keys_b", "confirm"),
        (121.5, 1, "keys_a", "back"),  # blue corrects its card if it is an uncovered mistake
    ]
    out = run_frames(state, controls, script)
    assert state.rows[C.row_id(1, C.UPPER)] == [blue0]
    assert state.rows[C.row_id(2, C.UPPER)] == [red0]
    lower = state.rows[C.row_id(2, C.LOWER)]
    placed = [(e.seat, e.t_ms) for e in out if isinstance(e, Placed)]
    assert placed[:2] == [(0, 39.4), (1, 40.6)]  # timestamp order, not arrival order
    assert [s for s, _ in placed[2:]] == [first, 1 - first]  # the same-millisecond tie: the token
    if first == 0:  # red went first, so blue's purple card repeated purple on top: a mistake to correct
        assert any(isinstance(e, TookBack) and e.seat == 1 for e in out) and lower == [red1]
        assert state.decks[1][0] == blue1
    else:  # blue's card fitted and red covered it: nothing to take back
        assert any(isinstance(e, Refused) and e.move_kind == TAKE_BACK for e in out)
        assert lower == [blue1, red1]
    assert state.stats.bottoms[0] == 1 and state.decks[0][-1] == red2 and state.view(0).top != red2
