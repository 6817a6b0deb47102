"""Crash Line's controller, called as the pure function it is: (ui, seat, press, view) -> Step, no App, no
scene, no pygame. The scene applies what it answers (tests/test_crashline_scene.py plays it through keys)."""

from __future__ import annotations

import subprocess
import sys

from arcade.games.crashline.cards import parse_cards
from arcade.games.crashline.controller import control, selected_steal
from arcade.games.crashline.rules import CASH, FLIP, PICK, STEAL, CrashLine, pick, steal
from arcade.games.crashline.ui import CrashUI


def C(name):
    return parse_cards([name])[0]


def test_a_turn_flips_up_cashes_down_and_confirms_the_chosen_button():
    state = CrashLine.stacked(["SB5", "TF6"], players=2)
    ui = CrashUI()
    assert control(ui, 0, "up", state.view(0)).action == FLIP
    assert control(ui, 0, "down", state.view(0)).action is None, "nothing to cash in before a flip"
    moved = control(ui, 0, "right", state.view(0))
    assert moved.ui == ui and moved.action is None, "one button: nothing to choose"
    state.apply(FLIP)
    view = state.view(0)
    assert control(ui, 0, "down", view).action == CASH
    right = control(ui, 0, "right", view)
    assert right.ui == CrashUI(cursor=1) and right.sound == "select" and right.action is None
    assert control(right.ui, 0, "confirm", view).action == CASH
    assert control(control(right.ui, 0, "right", view).ui, 0, "confirm", view).action == FLIP
    assert control(ui, 0, "alt", view) == control(ui, 0, "alt", view) and control(ui, 0, "alt", view).action is None


def test_a_steal_chooses_the_rival_from_the_left_then_their_card_best_first():
    state = CrashLine.stacked(["SB1", "I GOT NEXT!"], players=3, piles={1: ["HH2", "HH9"], 2: ["DD5"]})
    state.apply(FLIP)
    state.apply(FLIP)
    assert state.phase == STEAL
    view, ui = state.view(0), CrashUI()
    assert selected_steal(ui, view) == steal(1, C("HH9"))
    down = control(ui, 0, "down", view).ui
    assert selected_steal(down, view) == steal(1, C("HH2"))
    right = control(down, 0, "right", view).ui
    assert right.steal_card == 0 and selected_steal(right, view) == steal(2, C("DD5"))
    assert control(right, 0, "confirm", view).action == steal(2, C("DD5"))
    assert view == state.view(0), "the controller changes no view"


def test_a_hand_me_down_takes_the_chosen_card_of_the_wreck():
    state = CrashLine.stacked(["NR4", "SB6", "NR9"], players=2, piles={0: ["TF1"]})
    for _ in range(3):
        state.apply(FLIP)
    assert state.phase == PICK and state.current_player() == 1
    view = state.view(1)
    options = view.legal_actions()
    ui = control(CrashUI(), 1, "left", view).ui
    assert control(ui, 1, "confirm", view).action == options[-1]
    assert pick(options[0].card) == control(CrashUI(), 1, "confirm", view).action


def test_the_controller_imports_no_pygame_and_no_scene():
    code = (
        "import sys; import arcade.games.crashline.controller, arcade.games.crashline.ui; "
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('arcade.scenes.game') or m == 'arcade.app']; "
        "sys.exit(1 if bad else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
