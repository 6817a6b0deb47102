"""Issue 36, item 6: Quit on Select Game is not one key away: it asks "Quit to desktop?" with No chosen,
and Left from Options does not wrap onto Quit."""

from arcade.scenes.common import ChoiceDialog
from arcade.scenes.select import BOTTOM, GameSelectScene
from arcade.testing import Harness


def select_screen():
    h = Harness(render=False)
    h.boot()
    select = h.app.push(GameSelectScene(h.app))
    h.advance(300)
    h.tap("keys_a", "down")
    assert select.row == 1 and BOTTOM[select.bottom] == "Options"
    return h, select


def test_left_from_options_stays_on_options():
    h, select = select_screen()
    h.tap("keys_a", "left")
    assert BOTTOM[select.bottom] == "Options"


def test_quit_asks_first_and_no_is_the_default():
    h, select = select_screen()
    for _ in range(len(BOTTOM) - 1):
        h.tap("keys_a", "right")
    assert BOTTOM[select.bottom] == "Quit"
    h.tap("keys_a", "confirm")
    dialog = h.top
    assert isinstance(dialog, ChoiceDialog) and dialog.title_text == "QUIT TO DESKTOP?"
    assert dialog.choices[dialog.index][0] == "No"
    h.tap("keys_a", "confirm")  # a second confirm does not quit
    assert h.top is select and h.app.scenes.top is not None
    h.tap("keys_a", "confirm")
    h.tap("keys_a", "back")  # back is No too
    assert h.top is select
    h.tap("keys_a", "confirm")
    h.tap("keys_a", "right")
    h.tap("keys_a", "confirm")  # Yes, quit
    assert h.app.scenes.top is None
