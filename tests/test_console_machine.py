"""The console itself: power on, skill and game buttons, auto-off, test patterns, the score on the lights."""

import json
import random

import pytest

from arcade.core.rules import TERMINAL, IllegalAction, TimeAdvanced, Wait
from arcade.games.console.events import (
    Beeped,
    ButtonPressed,
    GameOver,
    LightChanged,
    PointScored,
    Press,
    Release,
    action_from_data,
    action_to_data,
    events_from_trace,
)
from arcade.games.console.layout import NUMPAD_ACTION_TO_CELL, score_cells, score_display
from arcade.games.console.machine import TEST1_ORDER, Machine, new_game, new_state
from arcade.games.console.reflex_game import BLINK, OFF, ON
from arcade.games.console.timing import (
    AUTO_OFF_MS,
    BLINK_HALF_MS,
    GAME_OVER_PAUSE_MS,
    SCORE_FLASH_MS,
    SCORE_HOLD_MS,
    TEST1_HOLD_MS,
    TEST1_STEP_MS,
    TEST2_IDLE_MS,
)


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
    m = new_game("run_amuk", 2, seed=9)
    assert m.current_player() == 0 and not m.is_terminal() and m.REALTIME and m.num_seats == 1
    assert Press(5, 0.0) in m.legal_actions() and m.legal_actions(1) == []
    assert Wait(m.next_due()) in m.legal_actions()  # the monster's appearance
    events = m.apply(Press(5, 100.0))
    assert events == [ButtonPressed(100.0, 5)]
    assert Release(5, 100.0) in m.legal_actions() and Press(5, 100.0) not in m.legal_actions()
    before = m.to_data()
    for bad in (
        Press(5, 200.0),
        Press(10, 200.0),
        Press(4, 50.0),
        Release(4, 200.0),
        Wait(100.0),
        Press(True, 200.0),
        Press(4, float("nan")),
        ("press", 4, 200.0),
        "press 4",
    ):
        with pytest.raises(IllegalAction):
            m.apply(bad)
        assert m.to_data() == before, bad


def test_apply_returns_typed_events_and_a_wait_runs_the_schedule():
    m = new_game("alien_raiders", 1, seed=4)
    due = m.next_due()
    events = m.apply(Wait(due))
    (light,) = [e for e in events if isinstance(e, LightChanged)]
    assert light.t_ms == due and light.state == ON and light.cell in (1, 2, 3)
    assert Beeped(due, "light") in events and events[-1] == TimeAdvanced(due)
    m.apply(Press(light.cell, due + 10))
    assert [e.kind for e in m.apply(Release(light.cell, due + 20))] == ["ButtonReleased"]
    assert m.scores() == [1] and m.winners() == [0]
    # miss until the alien lands: the game is over and nothing more is legal
    while not m.is_terminal():
        m.apply(Wait(m.next_due()))
    assert m.current_player() == TERMINAL and m.legal_actions() == []
    assert any(isinstance(e, GameOver) for e in events_from_trace(m.trace))
    with pytest.raises(IllegalAction):
        m.apply(Wait(m.now + 10))


def test_events_match_the_trace_one_for_one_and_the_digest_is_unchanged():
    from arcade.games.console.bots import ReflexBot, play_out

    m = play_out(new_game("rattler", 2, seed=12), ReflexBot(240, seed=3))
    events = events_from_trace(m.trace)
    assert len(events) == len(m.trace) and all(e.t_ms == t[0] for e, t in zip(events, m.trace))
    assert [e for e in events if isinstance(e, PointScored)][-1].score == m.final_score
    # the digest is still taken over the plain trace tuples, as replays saved before the protocol have it
    import hashlib

    assert m.trace_digest() == hashlib.sha256(json.dumps(m.trace).encode()).hexdigest()[:16]


def test_actions_round_trip_through_plain_data():
    for action in (Press(3, 12.5), Release(9, 40.0), Wait(1000.0)):
        assert action_from_data(json.loads(json.dumps(action_to_data(action)))) == action
    for bad in (None, [], ["press", "3", 1.0], ["wait"], ["jump", 1, 2.0], "press"):
        with pytest.raises(ValueError):
            action_from_data(bad)


def test_new_state_starts_a_game_drawn_from_the_seed():
    games = {(new_state(s).game_id, new_state(s).skill) for s in range(40)}
    assert {g for g, _ in games} == {"alien_raiders", "rattler", "sneak_attack", "run_amuk"}
    assert {k for _, k in games} == {1, 2, 3}
    assert new_state(7).to_data() == new_state(7).to_data() and new_state(7).mode == "playing"
    with pytest.raises(ValueError):
        new_state(1, 2)


@pytest.mark.parametrize("game", ["alien_raiders", "rattler", "sneak_attack", "run_amuk"])
def test_views_clones_and_hidden_draws_mid_game(game):
    from arcade.games.console.bots import ReflexBot

    m = new_game(game, 2, seed=31)
    bot = ReflexBot(200, seed=1)
    bot.observe(m.view())
    for _ in range(40):  # step the bot game by hand, checking the protocol at every change
        if m.is_terminal():
            break
        view = m.view(0).to_data()
        before = m.to_data()
        twin = m.clone()
        other = m.sample_hidden(0, random.Random(len(m.trace)))
        assert other.view(0).to_data() == view and json.dumps(view)
        assert "rng" not in view and "due" not in view
        assert Machine.from_data(json.loads(json.dumps(before))).to_data() == before
        t_bot, t_due = bot.next_time(), m.next_due()
        if t_bot is not None and (t_due is None or t_bot <= t_due):
            plan = bot.pop()
            if (plan.cell in m.held) != (plan.kind == "press"):
                m.apply((Press if plan.kind == "press" else Release)(plan.cell, max(plan.t_ms, m.now)))
                if plan.kind == "press":
                    bot.pressed(plan.cell, max(plan.t_ms, m.now))
        else:
            m.apply(Wait(t_due))
        bot.observe(m.view())
        assert twin.to_data() == before  # playing on went on without the clone
    assert m.score >= 1


def test_sample_hidden_redraws_a_missile_seen_only_by_its_first_light():
    m = new_game("sneak_attack", 1, seed=2)
    m.apply(Wait(m.next_due()))
    first = m.game.path[0]
    paths = {tuple(m.sample_hidden(0, random.Random(k)).game.path) for k in range(30)}
    assert len(paths) > 1 and all(p[0] == first for p in paths)
    assert all(m.sample_hidden(0, random.Random(k)).view(0) == m.view(0) for k in range(5))


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
