"""Vegas's controller called directly with views (no app, no scene): the hand and space cursors, the picker
built step by step from the view, confirm giving the rule action, back, a press from a seat with nothing
to choose, the hint, and the Spin Again question starting on the choice that spends nothing."""

from __future__ import annotations

import copy
from dataclasses import replace

from vegas_rig import BA, BE, CH, LE, OR, PL, SE, SH, rig

from arcade.games.vegas.bots import hint as strong_hint
from arcade.games.vegas.controller import NOT_ALLOWED, SOLO_ONLY, control, moved, picker_of, settle
from arcade.games.vegas.picker import CELL, HAND, MENU
from arcade.games.vegas.rules import PH_SPIN, Act
from arcade.games.vegas.setup import Geometry
from arcade.games.vegas.ui import VegasUI, first_ui

PAIR_FREE = [CH, LE, OR, PL, BE, BA, SE, SH, LE]  # a full machine with no pair on any payline


def _solo(hand=(CH, OR, BE)):
    st = rig(1, grid=PAIR_FREE, hands=[list(hand)])
    return st, st.view(0)


def _ready(view, seat=0, version=0) -> VegasUI:
    """The UI state the scene settles on for the seat's turn."""
    return settle(first_ui(view.geo.size), (seat, version), view)


def test_left_and_right_move_along_the_hand_and_wrap():
    _st, view = _solo()
    ui = _ready(view)
    step = control(ui, 0, "right", view)
    assert step.ui.hand == 1 and step.action is None and step.sound == "select"
    assert control(step.ui, 0, "right", view).ui.hand == 2
    assert control(ui, 0, "left", view).ui.hand == 2, "left from the first card wraps to the last"


def test_confirm_picks_the_card_then_a_space_and_gives_the_rule_action():
    st, view = _solo()
    ui = _ready(view)
    picked = control(ui, 0, "confirm", view)
    assert picked.action is None and dict(picked.ui.chosen) == {"slot": 0} and picked.ui.kind == "play"
    assert picker_of(picked.ui, view).step()[1] == CELL
    legal = [a for a in st.legal_actions(0) if a.kind == "play" and a.slot == 0]
    assert legal, "the rig leaves the Cherries somewhere to go"
    ui = replace(picked.ui, cell=legal[0].a)
    done = control(ui, 0, "confirm", view)
    assert done.action == legal[0] and done.action in st.legal_actions(0)


def test_picking_a_card_puts_the_space_cursor_on_an_allowed_space():
    st, view = _solo()
    ui = _ready(view)
    picked = control(ui, 0, "confirm", view)
    allowed = {a.a for a in st.legal_actions(0) if a.kind == "play" and a.slot == 0}
    assert picked.ui.cell in allowed


def test_a_space_the_rules_refuse_is_not_allowed_and_changes_nothing():
    st, view = _solo()
    picked = control(_ready(view), 0, "confirm", view).ui
    allowed = {a.a for a in st.legal_actions(0) if a.kind == "play" and a.slot == 0}
    refused = next(p for p in range(9) if p not in allowed)
    ui = replace(picked, cell=refused)
    step = control(ui, 0, "confirm", view)
    assert step.action is None and step.ui == ui and step.cue == NOT_ALLOWED and step.sound == "error"


def test_back_steps_back_and_does_nothing_with_nothing_chosen():
    _st, view = _solo()
    ui = _ready(view)
    picked = control(ui, 0, "confirm", view).ui
    back = control(picked, 0, "back", view)
    assert back.ui.chosen == () and back.ui.kind is None and back.sound == "back"
    assert picker_of(back.ui, view).step()[1] == HAND
    assert control(ui, 0, "back", view).ui == ui and control(ui, 0, "back", view).sound is None


def test_arrows_move_the_space_cursor_over_the_machine_and_wrap():
    _st, view = _solo()
    picked = control(_ready(view), 0, "confirm", view).ui
    ui = replace(picked, cell=4)
    assert control(ui, 0, "up", view).ui.cell == 1
    assert control(ui, 0, "right", view).ui.cell == 5
    assert control(replace(ui, cell=2), 0, "right", view).ui.cell == 0, "off the right edge: back to the left"
    two = Geometry(3, 3, 2)  # variation D: two machines side by side, the cursor crosses between them
    assert moved(2, "right", two) == 9 and moved(9, "left", two) == 2 and moved(11, "right", two) == 0


def test_a_press_from_a_seat_with_nothing_to_choose_does_nothing():
    st = rig(2, grid=PAIR_FREE, hands=[[CH, OR, BE], [OR, BA, BA]])
    other = st.view(1)  # seat 0 is to play: seat 1 has no legal action now
    assert not other.legal
    ui = first_ui(9)
    for key in ("left", "right", "up", "down", "confirm", "back"):
        step = control(ui, 1, key, other)
        assert step.ui == ui and step.action is None and step.sound is None and step.cue is None


def test_the_hint_is_the_strong_cpus_move_and_only_in_solo_play():
    _st, view = _solo()
    ui = _ready(view)
    step = control(ui, 0, "extra", view)
    assert step.ui.hint == strong_hint(view) and step.sound == "confirm" and step.action is None
    st2 = rig(2, grid=PAIR_FREE, hands=[[CH, OR, BE], [OR, BA, BA]])
    versus = control(ui, 0, "extra", st2.view(0))
    assert versus.ui == ui and versus.cue == SOLO_ONLY and versus.sound == "error"


def test_the_spin_again_question_starts_on_the_choice_that_spends_nothing():
    st = rig(2, {"spin": "A"}, grid=PAIR_FREE, hands=[[CH, OR, BE], [OR, BA, BA]])
    st.apply(Act("play", 0, 1))
    assert st.phase == PH_SPIN and st.cur == 0
    view = st.view(0)
    ui = _ready(view, version=1)
    _name, kind, cands = picker_of(ui, view).step()
    assert kind == MENU and cands[ui.menu].kind == "pass"
    assert control(ui, 0, "confirm", view).action.kind == "pass", "a confirm on the way keeps the card"
    spin = next(i for i, c in enumerate(cands) if c.kind == "spin")
    moves = "down" if (ui.menu + 1) % len(cands) == spin else "up"
    chosen = control(ui, 0, moves, view).ui
    assert chosen.menu == spin and control(chosen, 0, "confirm", view).action.kind == "spin"


def test_settling_keeps_the_choice_of_its_position_and_starts_a_new_one_afresh():
    _st, view = _solo()
    ui = _ready(view)
    picked = control(control(ui, 0, "right", view).ui, 0, "confirm", view).ui
    assert settle(picked, (0, 0), view) is picked, "the same position: nothing changes"
    _st2, smaller = _solo(hand=(CH,))
    fresh = settle(picked, (0, 1), smaller)
    assert fresh.chosen == () and fresh.kind is None and fresh.at == (0, 1)
    assert fresh.hand == 0, "the hand cursor stays on the hand"


def test_the_controller_changes_neither_its_view_nor_its_ui_state():
    _st, view = _solo()
    ui = _ready(view)
    before = (copy.deepcopy(view.to_data()), list(view.legal), ui)
    for key in ("right", "confirm", "down", "back", "extra", "confirm"):
        control(ui, 0, key, view)
    assert (view.to_data(), list(view.legal), ui) == before
