"""Insert Coin's controller called directly, with a seat's view and the UI state (no app, no scene): the
ghost moves, turns and jumps, the choices cycle, a placement is staged then confirmed, a spot where the
ghost does not fit is refused, Levels are marked and kept, and a press in the wrong phase does nothing."""

from dataclasses import replace

from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.insertcoin import controller
from arcade.games.insertcoin.controls import KEEP_BUTTON, LIFE, tools_for
from arcade.games.insertcoin.pieces import mirrored, rotated
from arcade.games.insertcoin.rules import InsertCoin, cards, deal_from
from arcade.games.insertcoin.ui import CoinUI

CHERRY, ROBOT, DEMON, SKULL = 26, 0, 8, 12  # card ids (see levels/insertcoin_*.tmx)


def play_table():
    """Two seats in play, the Robot card (D2 / I4) face up; seat 0's cursor synced to it."""
    state = InsertCoin.arranged([[DEMON, SKULL, CHERRY], [ROBOT, DEMON, SKULL]], top=[ROBOT], seed=3)
    return state, CoinUI.start([0]).synced(state)


def keep_table():
    seats = [SeatConfig("P1", "human", "", "keys_a"), SeatConfig("C2", "cpu", "Greedy")]
    state = deal_from(LobbyConfig("insertcoin", seats, {}, 5))
    assert state.phase == "keep"
    return state, CoinUI.start([0]).synced(state)


def press(ui, state, *actions, seat=0):
    """Press ``actions`` in turn; the steps."""
    steps = []
    for action in actions:
        step = controller.control(ui, seat, action, state.view(seat))
        steps.append(step)
        ui = step.ui
    return steps


def test_the_arrows_move_the_ghost_one_square_and_into_the_next_level():
    state, ui = play_table()
    before = ui.cursor(0)
    step = press(ui, state, "right")[0]
    assert step.action is None and step.sound == "tick"
    assert (step.ui.cursor(0).x, step.ui.cursor(0).y) == (before.x + 1, before.y)
    assert ui.cursor(0) == before, "the UI state given is a value: it is not changed"
    down = press(ui, state, "down")[0].ui.cursor(0)
    assert (down.x, down.y) == (before.x, before.y + 1)
    steps = press(ui, state, *["right"] * 12)
    after = next(s.ui.cursor(0) for s in steps if s.ui.cursor(0).level != before.level)
    assert (after.level, after.x) == (before.level + 1, 0), "off the right edge into the next Level"


def test_alt_rotates_and_extra_mirrors_the_symbol():
    state, ui = play_table()
    piece = cards()[ROBOT].left
    assert ui.cursor(0).tool_name(state, 0) == piece
    o = ui.cursor(0).orient
    turned = press(ui, state, "alt")[0].ui
    assert turned.cursor(0).orient == rotated(piece, o)
    flipped = press(turned, state, "extra")[0].ui
    assert flipped.cursor(0).orient == mirrored(piece, rotated(piece, o))


def test_back_with_nothing_staged_switches_to_the_next_choice():
    state, ui = play_table()
    tools = tools_for(state, 0)
    assert tools == [cards()[ROBOT].left, cards()[ROBOT].right, LIFE]
    steps = press(ui, state, "back", "back", "back")
    assert [s.ui.cursor(0).tool_name(state, 0) for s in steps] == [tools[1], tools[2], tools[0]]
    assert all(s.action is None for s in steps)


def test_next_jumps_to_the_next_level_where_the_ghost_fits():
    state, ui = play_table()
    level = ui.cursor(0).level
    cur = press(ui, state, "next")[0].ui.cursor(0)
    assert cur.level == (level + 1) % 3
    assert state.placement_legal(cur.action(state, 0)), "it lands where it fits"


def test_confirm_stages_then_a_second_confirm_places():
    state, ui = play_table()
    assert state.placement_legal(ui.cursor(0).action(state, 0)), "the synced ghost starts where it fits"
    stage, place = press(ui, state, "confirm", "confirm")
    staged = stage.ui.cursor(0).staged
    assert stage.action is None and staged == ui.cursor(0).action(state, 0)
    assert place.action == staged and place.ui.cursor(0).staged is None
    state.apply(place.action)
    assert state.stats["placed"][0] == 1


def test_back_takes_a_staged_placement_back():
    state, ui = play_table()
    stage, back = press(ui, state, "confirm", "back")
    assert stage.ui.cursor(0).staged is not None
    assert back.ui.cursor(0).staged is None and back.action is None and back.sound == "back"
    assert back.ui.cursor(0).tool == ui.cursor(0).tool, "taking back does not switch choice"


def test_a_spot_where_the_ghost_does_not_fit_is_refused_with_the_reason():
    state, ui = play_table()
    piece = cards()[ROBOT].left
    cur = ui.cursor(0)
    for level in range(3):  # a spot off the Level's shape: none of the legal places
        for y in range(8):
            for x in range(8):
                moved = replace(cur, level=level, x=x, y=y)
                if not state.placement_legal(moved.action(state, 0)):
                    step = controller.control(ui.put(0, moved), 0, "confirm", state.view(0))
                    assert step.action is None and step.ui.cursor(0).staged is None
                    assert step.sound == controller.REFUSED and step.cue == f"{piece} does not fit there"
                    return
    raise AssertionError("some spot must refuse the ghost")


def test_levels_are_marked_then_kept():
    state, ui = keep_table()
    hand = list(state.hands[0])
    steps = press(ui, state, "confirm", "right", "right", "confirm", "right", "confirm")
    marked = steps[-1].ui.cursor(0)
    assert list(marked.chosen) == [hand[0], hand[2], hand[3]] and marked.pick == KEEP_BUTTON
    assert all(s.action is None for s in steps), "marked cards are only staged"
    unmarked = press(steps[-1].ui, state, "back")[0].ui.cursor(0)
    assert list(unmarked.chosen) == [hand[0], hand[2]] and unmarked.pick == 3
    keep = press(steps[-1].ui, state, "confirm")[0]
    assert keep.action is not None and keep.action.kind == "keep" and keep.sound == "confirm"
    assert sorted(keep.action.cards) == sorted([hand[0], hand[2], hand[3]])


def test_a_press_in_the_wrong_phase_does_nothing():
    state, ui = keep_table()
    for action in ("alt", "extra", "next"):
        step = controller.control(ui, 0, action, state.view(0))
        assert step.action is None and step.ui == ui, f"{action} in the keep phase"
    assert controller.point(ui, 0, (0, 1, 1), state.view(0)).ui == ui, "no ghost to point while keeping"
    assert controller.click(ui, 0, (0, 1, 1), state.view(0)).ui == ui
    played, pui = play_table()
    step = controller.pick_card(pui, 0, 1, True, played.view(0))
    assert step.action is None and step.ui == pui, "no dealt card to pick in play"
    other = controller.control(pui, 1, "confirm", played.view(1))
    assert other.action is None and other.ui == pui, "a seat with no cursor (a CPU's) changes nothing"


def test_the_mouse_points_the_ghost_and_clicks_it_into_place():
    state, ui = play_table()
    target = next(a for a in state.legal_actions(0) if a.kind == "place" and a.orient == ui.cursor(0).orient)
    w, h = ui.cursor(0).span(target.piece)
    spot = (target.level, target.x + (w - 1) // 2, target.y + (h - 1) // 2)
    pointed = controller.point(ui, 0, spot, state.view(0)).ui
    cur = pointed.cursor(0)
    assert (cur.level, cur.x, cur.y) == (target.level, target.x, target.y)
    staged = controller.click(pointed, 0, spot, state.view(0))
    assert staged.ui.cursor(0).staged == target and staged.action is None
    placed = controller.click(staged.ui, 0, spot, state.view(0))
    assert placed.action == target
