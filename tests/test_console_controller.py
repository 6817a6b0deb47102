"""The console's controller, called directly (no app, no scene): an input and the UI state in, a Step out."""

from arcade.games.console.controls import Key, Leave, OpenReplays, StartDuel, Watch, control
from arcade.games.console.events import Press, Release
from arcade.games.console.layout import NUMPAD_ACTION_TO_CELL
from arcade.games.console.machine import Machine
from arcade.games.console.ui import ConsoleUI


def numpad(action: str, t: float, pressed: bool = True, **kw) -> Key:
    return Key(action, "numpad", pressed, t, cell=NUMPAD_ACTION_TO_CELL.get(action), **kw)


def play(m: Machine, ui: ConsoleUI, key: Key) -> ConsoleUI:
    """Carry out a step's rule action on the machine as the scene does, and hand back the new UI state."""
    step = control(ui, 0, key, m.view())
    if isinstance(step.action, Press):
        m.press(step.action.cell, step.action.t_ms)
    elif isinstance(step.action, Release):
        m.release(step.action.cell, step.action.t_ms)
    return step.ui


def test_a_skill_then_a_game_button_starts_that_game():
    m = Machine(7, 0.0)
    ui = ConsoleUI()
    for t, key in ((10.0, "b7"), (200.0, "b4")):  # Skill 1 (top left), Run Amuk (middle left)
        ui = play(m, ui, numpad(key, t))
        ui = play(m, ui, numpad(key, t + 40, pressed=False))
    assert m.mode == "playing" and m.skill == 1 and m.game_id == "run_amuk"


def test_a_press_in_a_game_becomes_the_timed_rule_action():
    m = Machine(7, 0.0)
    ui = ConsoleUI()
    for t, key in ((10.0, "b7"), (200.0, "b1")):
        ui = play(m, ui, numpad(key, t))
        ui = play(m, ui, numpad(key, t + 40, pressed=False))
    view = m.view()
    assert view.mode == "playing"
    assert control(ui, 0, numpad("b9", 1234.5), view).action == Press(3, 1234.5)  # Num 9: top right, cell 3
    assert control(ui, 0, numpad("b9", 1300.25, pressed=False), view).action == Release(3, 1300.25)
    step = control(ui, 0, Key("confirm", "keys_a", True, 1400.0), view)  # confirm presses the cursor's button
    assert step.action == Press(5, 1400.0) and step.ui.cursor_down == 5
    assert control(step.ui, 0, Key("confirm", "keys_a", False, 1450.0), view).action == Release(5, 1450.0)


def test_the_cursor_moves_with_a_sound_and_stops_at_the_edge():
    view = Machine(1, 0.0).view()
    step = control(ConsoleUI(), 0, Key("up", "keys_a", True, 0.0), view)
    assert step.ui.cursor == 2 and step.sound == "select" and step.action is None
    step = control(step.ui, 0, Key("up", "keys_a", True, 10.0), view)
    assert step.ui.cursor == 2  # the top row: it stays


def test_leave_and_the_replays_keys_work_outside_a_game_only():
    idle = Machine(1, 0.0).view()
    assert isinstance(control(ConsoleUI(), 0, Key("back", "keys_a", True, 0.0), idle).action, Leave)
    assert isinstance(control(ConsoleUI(), 0, Key("alt", "keys_a", True, 0.0), idle).action, OpenReplays)
    m = Machine(1, 0.0)
    m.press(1, 0.0), m.release(1, 30.0), m.press(7, 100.0), m.release(7, 130.0)
    playing = m.view()
    assert playing.mode == "playing"
    assert control(ConsoleUI(), 0, Key("back", "keys_a", True, 200.0), playing).action is None
    assert control(ConsoleUI(), 0, Key("alt", "keys_a", True, 200.0), playing).action is None


def test_a_watched_replay_is_steered_by_the_keys():
    view = Machine(1, 0.0).view()
    ui = ConsoleUI()

    def watch(action: str, device: str = "numpad"):
        return control(ui, 0, Key(action, device, True, 0.0, watching=True), view)

    assert watch("b5").action == Watch("pause") and watch("b5").sound == "select"
    assert watch("b6").action == Watch("step", 1) and watch("b4").action == Watch("step", -1)
    assert watch("b2").action == Watch("jump", 1) and watch("b8").action == Watch("jump", -1)
    assert watch("alt").action == Watch("speed")
    leave = watch("back")
    assert leave.action == Watch("leave") and leave.sound == "back"
    assert control(ui, 0, Key("b5", "numpad", False, 0.0, watching=True), view).action is None  # let go: nothing
    assert watch("b7").action is None  # a Skill button does not play while watching


def test_a_press_while_the_score_shows_does_what_the_console_does():
    m = Machine(3, 0.0)
    ui = ConsoleUI()
    for t, key in ((10.0, "b7"), (200.0, "b4")):  # Run Amuk: standing still, the player is caught
        ui = play(m, ui, numpad(key, t))
        ui = play(m, ui, numpad(key, t + 40, pressed=False))
    while m.final_score is None or m.phase != "off":  # until the score stands steady on the lights
        m.advance_to(m.now + 50.0)
    assert m.mode == "score"
    t = m.now + 10.0
    # the score display still takes presses: a Skill button starts the next session, as on the real console
    step = control(ui, 0, numpad("b8", t), m.view())
    assert step.action == Press(2, t)
    m.press(2, t)
    assert m.mode == "ready" and m.skill == 2


def test_the_demo_and_a_computers_duel_take_no_hands():
    view = Machine(1, 0.0).view()
    assert control(ConsoleUI(), 0, numpad("b5", 0.0, demo=True), view).action is None
    assert control(ConsoleUI(), 0, numpad("b5", 0.0, duel="cpu"), view).action is None


def test_a_persons_duel_starts_on_any_button_and_cannot_be_left():
    view = Machine(1, 0.0).view()
    assert isinstance(control(ConsoleUI(), 0, numpad("b3", 0.0, duel="waiting"), view).action, StartDuel)
    assert control(ConsoleUI(), 0, numpad("b3", 0.0, pressed=False, duel="waiting"), view).action is None
    assert control(ConsoleUI(), 0, Key("back", "keys_a", True, 0.0, duel="on"), view).action is None
    assert control(ConsoleUI(), 0, numpad("b3", 5.0, duel="on"), view).action == Press(9, 5.0)
