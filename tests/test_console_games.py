"""The four games' rules, each checked with scripted presses at exact milliseconds."""

import pytest

from arcade.games.console.layout import (
    BOTTOM_ROW,
    MISSILE_PATHS,
    TOP_ROW,
    col_of,
    distance,
    landing_cell,
    neighbours,
    row_of,
)
from arcade.games.console.machine import new_game
from arcade.games.console.reflex_game import BLINK, OFF, ON
from arcade.games.console.timing import GRACE_MS, RATTLER_ESCAPE_STEPS, START_DELAY_MS, pace

START = float(START_DELAY_MS)


def lit(m, state=None):
    return [c for c in range(1, 10) if (m.lights[c - 1] != OFF if state is None else m.lights[c - 1] == state)]


def tap(m, cell, t, hold=40.0):
    m.press(cell, t)
    if m.mode == "playing" or cell in m.held:
        m.release(cell, t + hold)


def reasons(m):
    return [e[3] for e in m.trace if e[1] == "game_over"]


# ------------------------------------------------------------------ Alien Raiders
def test_alien_appears_in_top_row_descends_each_step_and_lands_after_the_bottom_row():
    m = new_game("alien_raiders", 1, seed=3)
    step = pace("alien_raiders", 1).base_ms
    m.advance_to(START)
    (alien,) = lit(m)
    assert alien in TOP_ROW
    m.advance_to(START + step)
    assert lit(m) == [alien + 3]
    m.advance_to(START + 2 * step)
    assert lit(m) == [alien + 6] and alien + 6 in BOTTOM_ROW
    m.advance_to(START + 3 * step - 0.001)
    assert m.mode == "playing"
    m.advance_to(START + 3 * step)
    assert reasons(m) == ["landed"] and m.final_score == 0


def test_zapping_the_alien_scores_speeds_up_and_brings_the_next_one_half_a_step_later():
    m = new_game("alien_raiders", 1, seed=3)
    p = pace("alien_raiders", 1)
    m.advance_to(START)
    (alien,) = lit(m)
    tap(m, alien, START + 250)
    assert m.score == 1 and lit(m) == [] and ("beep", "hit") in [e[1:] for e in m.trace]
    nxt = START + 250 + p.after(p.base_ms) // 2
    m.advance_to(nxt - 0.001)
    assert lit(m) == []
    m.advance_to(nxt)
    assert len(lit(m)) == 1 and lit(m)[0] in TOP_ROW
    assert m.game.step == p.after(p.base_ms)


def test_alien_can_be_zapped_in_middle_and_bottom_rows():
    m = new_game("alien_raiders", 1, seed=5)
    step = pace("alien_raiders", 1).base_ms
    m.advance_to(START + 2 * step + 10)
    (alien,) = lit(m)
    assert row_of(alien) == 2
    tap(m, alien, START + 3 * step - 0.001)
    assert m.score == 1 and m.mode == "playing"


def test_a_press_on_the_cell_the_alien_just_left_still_hits_within_the_grace():
    for late, hits in ((0.0, True), (GRACE_MS, True), (GRACE_MS + 0.001, False)):
        m = new_game("alien_raiders", 1, seed=3)
        step = pace("alien_raiders", 1).base_ms
        m.advance_to(START)
        (alien,) = lit(m)
        tap(m, alien, START + step + late)
        assert (m.score == 1) is hits


def test_wrong_button_drops_the_alien_a_row_and_ends_the_game_in_the_bottom_row():
    m = new_game("alien_raiders", 2, seed=8)
    m.advance_to(START)
    (alien,) = lit(m)
    wrong = next(c for c in TOP_ROW if c != alien)
    tap(m, wrong, START + 100)
    assert lit(m) == [alien + 3] and m.mode == "playing"
    tap(m, wrong, START + 200)
    assert lit(m) == [alien + 6]
    tap(m, wrong, START + 300)
    assert reasons(m) == ["missed"]


def test_presses_with_no_alien_up_do_nothing():
    m = new_game("alien_raiders", 1, seed=3)
    for c in range(1, 10):
        tap(m, c, 100 + c * 50)
    assert m.mode == "playing" and m.score == 0 and lit(m) == []


# ------------------------------------------------------------------ Rattler
def test_rattler_is_a_three_light_path_with_a_blinking_tail():
    m = new_game("rattler", 1, seed=11)
    m.advance_to(START)
    head, body, tail = m.game.snake
    assert distance(head, body) == 1 and distance(body, tail) == 1 and len({head, body, tail}) == 3
    assert lit(m, BLINK) == [tail] and lit(m, ON) == sorted([head, body])


def test_each_tail_hit_leaves_one_light_fewer_then_a_new_snake_appears():
    m = new_game("rattler", 1, seed=11)
    p = pace("rattler", 1)
    m.advance_to(START)
    t = START
    for remaining in (2, 1, 0):
        t += 200
        tail = m.game.snake[-1]
        tap(m, tail, t)
        assert len(lit(m)) == remaining
        if remaining:
            assert lit(m, BLINK) == [m.game.snake[-1]] and m.game.snake[-1] != tail
    assert m.score == 3
    m.advance_to(t + p.at(3) - 0.001)
    assert lit(m) == []
    m.advance_to(t + p.at(3))
    assert len(lit(m)) == 3 and len(lit(m, BLINK)) == 1


def test_the_snake_slithers_one_space_per_step_and_its_tail_escapes_on_the_third():
    m = new_game("rattler", 2, seed=12)
    step = pace("rattler", 2).base_ms
    m.advance_to(START)
    before = list(m.game.snake)
    m.advance_to(START + step)
    after = m.game.snake
    assert after[1:] == before[:-1] and after[0] in neighbours(before[0])
    assert lit(m, BLINK) == [after[-1]]
    m.advance_to(START + RATTLER_ESCAPE_STEPS * step - 0.001)
    assert m.mode == "playing"
    m.advance_to(START + RATTLER_ESCAPE_STEPS * step)
    assert reasons(m) == ["escaped"]


def test_a_hit_restarts_the_escape_count():
    m = new_game("rattler", 1, seed=13)
    p = pace("rattler", 1)
    m.advance_to(START + 2 * p.base_ms + 10)  # two moves made
    tap(m, m.game.snake[-1], m.now)
    hit_t = m.now - 40
    m.advance_to(hit_t + 2 * p.at(1) + 1)
    assert m.mode == "playing"
    m.advance_to(hit_t + RATTLER_ESCAPE_STEPS * p.at(1))
    assert reasons(m) == ["escaped"] and m.final_score == 1


def test_a_wrong_press_in_rattler_costs_a_step_not_the_game():
    """Issue 33 #5: the appendix ends Sneak Attack on a wrong button, not Rattler ("Hit the blinking light
    ... as often as possible"): a miss makes the snake slither on at once, a step nearer its escape."""
    m = new_game("rattler", 1, seed=11)
    m.advance_to(START)
    before = list(m.game.snake)
    tap(m, before[1], START + 100)
    assert m.mode == "playing" and m.game.steps == 1
    after = m.game.snake
    assert after[1:] == before[:-1] and lit(m, BLINK) == [after[-1]]
    tap(m, after[-1], START + 200)  # the new tail is hit as usual
    assert m.score == 1 and m.game.steps == 0


def test_pressing_everything_lets_the_snake_escape_in_rattler():
    m = new_game("rattler", 1, seed=11)
    m.advance_to(START)
    t = START + 10
    for _ in range(RATTLER_ESCAPE_STEPS):
        wrong = next(c for c in range(1, 10) if c not in m.game.snake)
        tap(m, wrong, t)
        t = m.now + 10
    assert reasons(m) == ["escaped"] and m.final_score == 0


def test_rattler_grace_for_the_cell_the_tail_just_left():
    for late, ok in ((GRACE_MS, True), (GRACE_MS + 0.5, False)):
        m = new_game("rattler", 1, seed=11)
        step = pace("rattler", 1).base_ms
        m.advance_to(START)
        old_tail = m.game.snake[-1]
        tap(m, old_tail, START + step + late)
        assert (m.score == 1) is ok
        assert (m.game.steps == 2) is (not ok)  # too late: a miss, the snake steps on


# ------------------------------------------------------------------ Sneak Attack
def test_rulebook_examples_of_the_third_light():
    assert landing_cell(2, 5) == 8
    assert landing_cell(7, 8) == 9
    assert len(MISSILE_PATHS) == 16
    for a, b, c in MISSILE_PATHS:
        assert landing_cell(a, b) == c
        assert row_of(a) + row_of(c) == 2 * row_of(b) and col_of(a) + col_of(c) == 2 * col_of(b)


def _sneak(seed=31, skill=1):
    m = new_game("sneak_attack", skill, seed=seed)
    m.advance_to(START)
    return m, pace("sneak_attack", skill)


def test_missile_lights_first_then_second_then_lands_too_late():
    m, p = _sneak()
    a, b, c = m.game.path
    assert lit(m) == [a]
    m.advance_to(START + p.base_ms)
    assert lit(m) == sorted([a, b])
    m.advance_to(START + 2 * p.base_ms - 0.001)
    assert m.mode == "playing"
    m.advance_to(START + 2 * p.base_ms)
    assert reasons(m) == ["too_late"] and m.lights[c - 1] == ON


def test_press_exactly_at_landing_is_too_late_a_microsecond_before_is_a_hit():
    m, p = _sneak()
    c = m.game.path[2]
    m.press(c, START + 2 * p.base_ms)
    assert reasons(m) == ["too_late"]
    m, p = _sneak()
    m.press(c, START + 2 * p.base_ms - 0.001)
    assert m.score == 1 and lit(m) == []


def test_pressing_the_right_button_before_the_second_light_is_too_soon():
    m, p = _sneak()
    m.press(m.game.path[2], START + p.base_ms - 0.001)
    assert reasons(m) == ["too_soon"]


def test_pressing_before_the_first_missile_is_too_soon():
    m = new_game("sneak_attack", 1, seed=31)
    m.press(5, START - 1)
    assert reasons(m) == ["too_soon"]


def test_wrong_button_ends_sneak_attack():
    m, p = _sneak()
    c = m.game.path[2]
    wrong = next(x for x in range(1, 10) if x != c)
    m.press(wrong, START + p.base_ms + 10)
    assert reasons(m) == ["wrong"]


def test_the_hit_must_be_held_until_the_next_missile():
    m, p = _sneak()
    c = m.game.path[2]
    land = START + 2 * p.base_ms
    m.press(c, START + p.base_ms + 300)
    nxt = land + p.at(1) // 2
    m.advance_to(nxt - 0.001)
    assert lit(m) == []
    m.release(c, nxt - 0.001)
    assert reasons(m) == ["let_go"] and m.final_score == 1


def test_letting_go_as_the_next_missile_appears_is_fine_and_play_goes_on():
    m, p = _sneak()
    c = m.game.path[2]
    land = START + 2 * p.base_ms
    m.press(c, START + p.base_ms + 300)
    nxt = land + p.at(1) // 2
    m.release(c, nxt)
    assert m.mode == "playing" and len(lit(m)) == 1 and lit(m) == [m.game.path[0]]
    a, b, c2 = m.game.path
    m.advance_to(nxt + p.at(1))
    m.press(c2, nxt + 2 * p.at(1) - 1)
    assert m.score == 2


def test_pressing_another_button_while_holding_is_too_soon():
    m, p = _sneak()
    c = m.game.path[2]
    m.press(c, START + p.base_ms + 300)
    m.press(5 if c != 5 else 1, START + 2 * p.base_ms + 10)
    assert reasons(m) == ["too_soon"]


# ------------------------------------------------------------------ Run Amuk
def test_run_amuk_starts_centre_against_a_corner_monster():
    m = new_game("run_amuk", 1, seed=41)
    m.advance_to(START)
    assert lit(m, ON) == [5] and lit(m, BLINK)[0] in (1, 3, 7, 9)


def test_monster_moves_one_space_closer_each_step_and_each_move_scores():
    m = new_game("run_amuk", 1, seed=41)
    p = pace("run_amuk", 1)
    m.advance_to(START)
    tap(m, 9 if m.game.monster == 1 else 1, START + 10)  # run to a far corner
    t = START
    for moves in range(1, 4):
        before_monster, player = m.game.monster, m.game.player
        t += p.at(moves - 1)
        m.advance_to(t)
        if m.mode != "playing":
            break
        assert distance(m.game.monster, before_monster) == 1
        assert distance(m.game.monster, player) == distance(before_monster, player) - 1
        assert m.score == moves
        if distance(m.game.monster, player) == 1:
            far = max(range(1, 10), key=lambda c: distance(c, m.game.monster))
            tap(m, far, t + 200)


def test_caught_ends_the_game_and_the_catching_move_does_not_count():
    m = new_game("run_amuk", 1, seed=41)
    p = pace("run_amuk", 1)
    while m.mode == "playing":
        m.advance_to(m.next_due())
    # From the centre the corner monster needs two moves: one scores, the second catches.
    assert reasons(m) == ["caught"] and m.final_score == 1
    over = next(e[0] for e in m.trace if e[1] == "game_over")
    assert over == START + p.base_ms + p.at(1)


def test_the_monster_cell_is_refused_and_any_other_cell_moves_you():
    m = new_game("run_amuk", 1, seed=41)
    m.advance_to(START)
    monster = m.game.monster
    tap(m, monster, START + 10)
    assert m.game.player == 5 and (START + 10, "beep", "bump") in m.trace
    tap(m, 2 if monster != 2 else 8, START + 100)
    assert m.game.player in (2, 8) and lit(m, ON) == [m.game.player]


@pytest.mark.parametrize("game", ["alien_raiders", "rattler", "sneak_attack", "run_amuk"])
def test_every_game_speeds_up_with_points_and_skill_sets_the_pace(game):
    for skill in (1, 2, 3):
        p = pace(game, skill)
        assert p.at(10) < p.at(5) < p.at(0)
    assert pace(game, 1).base_ms > pace(game, 2).base_ms > pace(game, 3).base_ms


def test_the_documented_timing_table_matches_the_code():
    from pathlib import Path

    from arcade.games.console.timing import timing_table

    doc = Path(__file__).resolve().parents[1] / "docs" / "rules-decisions.md"
    assert timing_table() in doc.read_text(encoding="utf-8")


@pytest.mark.parametrize("game", ["alien_raiders", "rattler", "sneak_attack", "run_amuk"])
def test_every_light_that_comes_on_beeps(game):
    from arcade.games.console.bots import ReflexBot, play_out

    m = new_game(game, 1, seed=77)
    play_out(m, ReflexBot(220, seed=1))
    while m.next_due() is not None:  # through the score display to power-off
        m.advance_to(m.next_due())
    beeps = {e[0] for e in m.trace if e[1] == "beep"}
    state, comes_on = [OFF] * 10, []
    for e in m.trace:
        if e[1] == "light":
            if state[e[2]] == OFF and e[3] != OFF:
                comes_on.append(e)
            state[e[2]] = e[3]
    assert len(comes_on) > 10
    assert all(e[0] in beeps for e in comes_on)
