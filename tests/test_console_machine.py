"""The console itself: power on, skill and game buttons, auto-off, test patterns, the score on the lights."""
import json

import pytest

from arcade.games.console.layout import NUMPAD_ACTION_TO_CELL, score_cells, score_display
from arcade.games.console.machine import TEST1_ORDER, Machine, new_game
from arcade.games.console.reflex_game import BLINK, OFF, ON
from arcade.games.console.timing import (
    AUTO_OFF_MS, BLINK_HALF_MS, GAME_OVER_PAUSE_MS, SCORE_FLASH_MS, SCORE_HOLD_MS, TEST1_HOLD_MS,
    TEST1_STEP_MS, TEST2_IDLE_MS,
)
from arcade.core.rules import TERMINAL, IllegalAction


def tap(m, cell, t):
    m.press(cell, t)
    m.release(cell, t + 50)


def lit_cells(m):
    return [c for c in range(1, 10) if m.lights[c - 1] != OFF]


def test_numpad_maps_top_row_to_skill_buttons():
    assert [NUMPAD_ACTION_TO_CELL[b] for b in ("b7", "b8", "b9")] == [1, 2, 3]
    assert [NUMPAD_ACTION_TO_CELL[b] for b in ("b1", "b2", "b3")] == [7, 8, 9]
    assert sorted(NUMPAD_ACTION_TO_CELL.values()) == list(range(1, 10))


def test_skill_button_lights_its_light_with_a_beep_then_auto_off_after_15_s():
    m = Machine(seed=1)
    events = m.press(2, 1000.0)
    assert (1000.0, "light", 2, ON) in events and (1000.0, "beep", "skill") in events
    assert m.mode == "ready" and m.skill == 2
    m.release(2, 1100.0)
    m.advance_to(1000.0 + AUTO_OFF_MS - 0.001)
    assert m.mode == "ready"
    m.advance_to(1000.0 + AUTO_OFF_MS)
    assert m.mode == "off" and lit_cells(m) == []


def test_a_press_restarts_the_auto_off_count_and_a_new_skill_replaces_the_old():
    m = Machine()
    tap(m, 1, 0)
    tap(m, 3, 10_000)
    assert lit_cells(m) == [3] and m.skill == 3
    m.advance_to(10_000 + AUTO_OFF_MS - 1)
    assert m.mode == "ready"
    m.advance_to(10_000 + AUTO_OFF_MS)
    assert m.mode == "off"


def test_buttons_other_than_skill_do_nothing_while_off():
    m = Machine()
    for cell in (4, 5, 6, 7, 8, 9):
        tap(m, cell, cell * 100)
    assert m.mode == "off" and lit_cells(m) == []


def test_game_button_after_skill_starts_that_game():
    m = Machine()
    tap(m, 1, 0)
    m.press(9, 200)
    assert m.mode == "playing" and m.game_id == "rattler" and m.skill == 1
    assert (200.0, "start", "rattler", 1) in m.trace


def test_pattern_one_lights_bottom_row_first_a_beep_each_and_holds_15_s():
    m = Machine()
    tap(m, 1, 0)
    tap(m, 5, 1000)
    assert m.mode == "test1"
    m.advance_to(1000 + 9 * TEST1_STEP_MS)
    ons = [(e[0], e[2]) for e in m.trace if e[1] == "light" and e[3] == ON and e[0] > 1000]
    assert [c for _, c in ons] == list(TEST1_ORDER) == [7, 8, 9, 4, 5, 6, 1, 2, 3]
    assert [t for t, _ in ons] == [1000 + TEST1_STEP_MS * (i + 1) for i in range(9)]
    assert sum(1 for e in m.trace if e[1] == "beep" and e[2] == "test") == 9
    end = 1000 + 9 * TEST1_STEP_MS + TEST1_HOLD_MS
    m.advance_to(end - 1)
    assert lit_cells(m) == list(range(1, 10))
    m.advance_to(end)
    assert m.mode == "off" and lit_cells(m) == []


def test_pattern_two_lights_one_button_at_a_time_and_goes_off_after_3_s_idle():
    m = Machine()
    tap(m, 1, 0)
    tap(m, 8, 500)
    assert m.mode == "test2" and lit_cells(m) == [8]
    for i, cell in enumerate((1, 2, 3, 4, 5, 6, 7, 9)):
        tap(m, cell, 1000 + i * 2000)
        assert lit_cells(m) == [cell]
    last = 1000 + 7 * 2000
    m.advance_to(last + TEST2_IDLE_MS - 0.5)
    assert lit_cells(m) == [9]
    m.advance_to(last + TEST2_IDLE_MS)
    assert m.mode == "off" and lit_cells(m) == []
    assert sum(1 for e in m.trace if e[1] == "beep" and e[2] == "test") == 9


def test_test_patterns_need_skill_button_one():
    m = Machine()
    tap(m, 2, 0)
    tap(m, 5, 100)
    tap(m, 8, 200)
    assert m.mode == "ready" and lit_cells(m) == [2]


def test_score_lights_add_up_to_the_score_for_every_score_to_45():
    for total in range(46):
        assert sum(score_cells(total)) == total
        assert len(set(score_cells(total))) == len(score_cells(total))


def test_scores_above_45_flash_full_boards_first():
    assert score_display(45) == (0, tuple(range(1, 10)))
    assert score_display(46) == (1, (1,))
    assert score_display(90) == (1, tuple(range(1, 10)))
    assert score_display(100) == (2, (1, 9))
    for score in range(0, 200):
        boards, cells = score_display(score)
        assert 45 * boards + sum(cells) == score


def _ended_game():
    """A Run Amuk game left alone: the monster catches you; returns the machine at game over."""
    m = new_game("run_amuk", 1, seed=4)
    while m.mode == "playing":
        m.advance_to(m.next_due())
    return m


def test_score_flashes_then_stays_lit_15_s_then_console_turns_off():
    m = _ended_game()
    over_t = next(e[0] for e in m.trace if e[1] == "game_over")
    score = m.final_score
    boards, cells = score_display(score)
    assert score > 0 and boards == 0
    flash_t = over_t + GAME_OVER_PAUSE_MS + 300
    m.advance_to(flash_t)
    assert [c for c in range(1, 10) if m.lights[c - 1] == BLINK] == list(cells)
    assert m.score_shown
    assert m.lit(cells[0], flash_t) and not m.lit(cells[0], flash_t + BLINK_HALF_MS)
    m.advance_to(flash_t + SCORE_FLASH_MS)
    assert [c for c in range(1, 10) if m.lights[c - 1] == ON] == list(cells)
    beeps = [e for e in m.trace if e[1] == "beep" and e[2] == "score"]
    assert len(beeps) == SCORE_FLASH_MS // (2 * BLINK_HALF_MS)
    m.advance_to(flash_t + SCORE_FLASH_MS + SCORE_HOLD_MS - 1)
    assert lit_cells(m) == list(cells)
    m.advance_to(flash_t + SCORE_FLASH_MS + SCORE_HOLD_MS)
    assert m.mode == "off" and lit_cells(m) == []
    assert m.is_terminal() and m.current_player() == TERMINAL


def test_big_score_shows_full_boards_then_the_rest():
    m = new_game("alien_raiders", 1, seed=2)
    m.score = 50  # as if 50 aliens had been zapped
    while m.mode == "playing":
        m.advance_to(m.next_due())
    assert m.final_score == 50
    while m.phase != "off":
        m.advance_to(m.next_due())
    assert sum(1 for e in m.trace if e[1] == "beep" and e[2] == "board") == 1
    assert lit_cells(m) == [5]


def test_skill_press_is_ignored_while_the_score_flashes_but_starts_over_once_it_is_steady():
    m = _ended_game()
    t = m.now + GAME_OVER_PAUSE_MS + 400
    tap(m, 1, t)
    assert m.mode == "score"
    m.advance_to(t + SCORE_FLASH_MS)
    tap(m, 3, m.now + 10)
    assert m.mode == "ready" and m.skill == 3 and lit_cells(m) == [3]


def test_rules_protocol_actions_and_refusals():
    m = new_game("sneak_attack", 2, seed=9)
    assert m.current_player() == 0 and not m.is_terminal()
    assert ("press", 5) in m.legal_actions()
    m.apply(("press", 5, 100.0))
    assert ("release", 5) in m.legal_actions() and ("press", 5) not in m.legal_actions()
    with pytest.raises(IllegalAction):
        m.apply(("press", 5, 200.0))
    with pytest.raises(IllegalAction):
        m.apply(("press", 10, 200.0))
    with pytest.raises(IllegalAction):
        m.apply(("press", 4, 50.0))  # before the console's time
    with pytest.raises(IllegalAction):
        m.apply("press 4")


def test_input_stamped_before_the_machine_time_is_applied_now_and_counted():
    m = new_game("run_amuk", 1, seed=1)
    m.advance_to(2000)
    m.press(1, 1500)
    assert m.late_inputs == 1 and m.inputs[-1] == (2000.0, "press", 1)


@pytest.mark.parametrize("game", ["alien_raiders", "rattler", "sneak_attack", "run_amuk"])
def test_to_data_round_trip_mid_game_continues_identically(game):
    from arcade.games.console.bots import ReflexBot, play_out
    a = new_game(game, 1, seed=21)
    a.advance_to(2500)
    b = Machine.from_data(json.loads(json.dumps(a.to_data())))
    assert b.to_data() == a.to_data()
    play_out(a, ReflexBot(230, seed=5))
    play_out(b, ReflexBot(230, seed=5))
    # The bots each started looking at 2500 ms, so both runs see and do the same from there.
    assert a.trace == b.trace and a.final_score == b.final_score
    assert a.rng.random() == b.rng.random()


def test_from_data_refuses_other_games_and_versions():
    data = Machine().to_data()
    with pytest.raises(ValueError):
        Machine.from_data({**data, "version": 99})
    with pytest.raises(ValueError):
        Machine.from_data({**data, "game": "crashline"})
