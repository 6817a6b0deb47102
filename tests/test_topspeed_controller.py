"""Top Speed!'s controller called directly with views (no app, no scene): both seats race at once, each
press moves only its own seat's cursor or gives its own seat's move, and an illegal placement is the
engine's to refuse in its millisecond, which the presenter then shows in that seat's panel."""

from __future__ import annotations

from arcade.core.rules import Wait
from arcade.games.topspeed import cards as C
from arcade.games.topspeed.controller import control
from arcade.games.topspeed.controls import NUMPAD_MAP, seat_action
from arcade.games.topspeed.present import flash_name, present
from arcade.games.topspeed.rules import BOTTOM, CALL, PLACE, TAKE_BACK, Move, Refused, TopSpeedState
from arcade.games.topspeed.ui import RaceUI
from arcade.scenes.kit.present import Stage
from arcade.scenes.kit.timeline import Timeline


def racing(seed: int = 4, assist=(False, False)) -> TopSpeedState:
    state = TopSpeedState(seed, assist=assist, start_ms=10.0)
    state.apply(Wait(20.0))  # the lane cards are up: the race runs
    assert state.phase == "racing"
    return state


def test_each_seats_cursor_moves_on_its_own():
    state = racing()
    ui = RaceUI.start(state.seats)
    assert ui.lanes == (1, 2), "red starts on the second lane, blue on the third"
    step = control(ui, 0, "left", state.view(0))
    assert step.ui.lanes == (0, 2) and step.action is None and step.sound == "tick"
    step = control(step.ui, 1, "right", state.view(1))
    assert step.ui.lanes == (0, 3) and step.action is None
    step = control(step.ui, 1, "right", state.view(1))
    assert step.ui.lanes == (0, 0), "the cursor wraps round to the first lane"
    step = control(step.ui, 0, "left", state.view(0))
    assert step.ui.lanes == (3, 0), "red's presses never move blue's cursor"


def test_a_press_gives_its_own_seats_move_at_its_cursor():
    state = racing()
    ui = RaceUI.start(state.seats)
    t = state.now_ms
    assert control(ui, 1, "confirm", state.view(1)).action == Move(1, BOTTOM, t)
    assert control(ui, 0, "confirm", state.view(0)).action == Move(0, BOTTOM, t)
    assert control(ui, 0, "up", state.view(0)).action == Move(0, PLACE, t, C.row_id(1, C.UPPER))
    assert control(ui, 1, "down", state.view(1)).action == Move(1, PLACE, t, C.row_id(2, C.LOWER))
    assert control(ui, 0, "back", state.view(0)).action == Move(0, TAKE_BACK, t)
    assert control(ui, 1, "extra", state.view(1)).action == Move(1, CALL, t)
    step = control(ui, 0, "alt", state.view(0))
    assert step.action is None and step.ui == ui, "a key with no use in a race does nothing"
    # the moves are the engine's own: blue's confirm sends blue's top card under its deck
    top = state.decks[1][0]
    state.apply(control(ui, 1, "confirm", state.view(1)).action)
    assert state.decks[1][-1] == top and state.decks[0][0] != top


def test_the_numpad_keys_are_read_as_the_keys_are():
    assert seat_action("numpad", "b4") == "left" and seat_action("numpad", "b2") == "down"
    assert seat_action("numpad", "alt") == "extra", "the numpad's call key calls Top Speed!"
    assert seat_action("keys_a", "alt") is None and seat_action("numpad", "extra") is None
    assert all(seat_action("numpad", a) is not None for a in NUMPAD_MAP)


def test_an_illegal_placement_is_refused_and_the_seat_is_told():
    state = racing(seed=3, assist=(True, False))
    top = state.decks[0][0]
    clash = next(c for c in state.decks[1] if C.colour_of(c) == C.colour_of(top))
    row = C.row_id(1, C.UPPER)
    state.rows[row] = [clash]
    state.decks[1].remove(clash)
    step = control(RaceUI.start(state.seats), 0, "up", state.view(0))
    assert step.action == Move(0, PLACE, state.now_ms, row) and step.cue is None
    events = state.apply_all([step.action])  # the engine judges it in its millisecond
    assert [type(e) for e in events] == [Refused] and state.decks[0][0] == top and state.rows[row] == [clash]
    timeline = Timeline()
    stage = Stage(timeline, ("Ann", "Bob"), lambda ms: ms, (False, False))
    sounds = present(stage, events, 100.0)
    assert timeline.moving(flash_name(0), 100.0)[0] == "Repeat! Not there." and sounds == ["error"]
    quiet = Timeline()
    present(Stage(quiet, ("Ann", "Bot"), lambda ms: ms, (True, False)), events, 100.0)
    assert quiet.moving(flash_name(0), 100.0) is None, "a CPU's refused press says nothing"
