"""The value Shark (ValueShark): it decides from its seat's view alone, makes sensible choices in hand-built
states, its learned value behaves, and its data file loads and is validated."""

import json
import math

import pytest
from crashline_shark_checks import (
    damaged_file_fails,
    decision_times,
    last_pass,
    missing_or_garbled_file_fails,
    same_choice_whatever_the_hidden_deck_order,
)

from arcade.games.crashline.bots import Careful
from arcade.games.crashline.cpu import parse_seats, play
from arcade.games.crashline.rules import CASH, FLIP, PICK, STEAL, CrashLine
from research.crashline.fit_value import fit, make_data, rows
from research.crashline.value_model import (
    PARAMS_FILE,
    load_params,
    params_to_data,
    parse_params,
    value,
    win_share,
)
from research.crashline.value_shark import ValueShark


def test_same_choice_whatever_the_hidden_deck_order():
    checked = same_choice_whatever_the_hidden_deck_order(lambda seed: ValueShark(seed=seed), 2, (STEAL, PICK))
    assert checked > 20


def test_cashes_in_before_a_sure_crash():
    state = last_pass(["SB9", "TF9", "DD9", "SB1"], piles={1: ["HH1"], 2: ["HH2"], 3: ["HH3"]})
    for _ in range(3):
        state.apply(FLIP)
    assert state.view(0).crash_chance() == 1.0
    assert ValueShark(endgame=False).choose(state.view(0)) == CASH


def test_cashes_a_fat_line_at_high_odds_and_flips_a_worthless_one():
    # Early in the game: four machines, 9s, on the line against empty piles; a crash chance over 60%.
    state = CrashLine.stacked(["SB9", "TF9", "DD9", "NR9"], players=4)
    for _ in range(4):
        state.apply(FLIP)
    view = state.view(0)
    assert view.crash_chance() > 0.6
    assert ValueShark(endgame=False).choose(view) == CASH
    # One low card on the line, a sixth of a chance to crash: flip on.
    state = CrashLine.stacked(["SB1"], players=4)
    state.apply(FLIP)
    assert ValueShark(endgame=False).choose(state.view(0)) == FLIP


def test_pushes_to_game_over_when_cashing_in_cannot_win():
    # Seat 1 has 7 and the Shark would bank 1: only flipping on can win, though a Careful player stops.
    state = last_pass(["SB1", "SB2", "TF9"], piles={1: ["HH7"], 2: ["TF3"], 3: ["DD1"]})
    state.apply(FLIP)
    view = state.view(0)
    assert view.crash_chance() > Careful.DEFAULT_THRESHOLD
    assert Careful().choose(view) == CASH
    assert ValueShark(endgame=False).choose(view) == FLIP


def test_banks_a_winning_line_on_the_last_turn():
    state = last_pass(
        ["SB9", "TF9", "SB1", "DD1", "NR1"], players=3, piles={1: ["HH9", "NR2", "DD2"], 2: ["TF3", "HH4"]}
    )
    state.apply(FLIP)
    state.apply(FLIP)
    view = state.view(0)
    assert view.crash_chance() < 0.34
    assert ValueShark(endgame=False).choose(view) == CASH


def test_steals_what_helps_it_most():
    state = CrashLine.stacked(["SB5", "I GOT NEXT!"], piles={1: ["HH2"], 2: ["TF9", "DD9"], 3: ["NR3"]})
    state.apply(FLIP)
    state.apply(FLIP)
    assert state.phase == STEAL
    action = ValueShark().choose(state.view(0))
    assert action.victim == 2 and action.card in state.view(0).machine_cards(2, action.card // 9)


def test_value_rises_with_the_lead_and_is_exact_at_the_end():
    params = load_params()
    for n in range(2, 7):
        pots = [3.0] * n
        counts = [10] * n
        for cont in (0, 1):
            low = value(params[n, cont], 0, 1 % n, [30] + [35] * (n - 1), counts, pots, 20)
            high = value(params[n, cont], 0, 1 % n, [40] + [35] * (n - 1), counts, pots, 20)
            assert 0.0 <= low < high <= 1.0
    assert win_share(0, [40, 40, 30], [9, 9, 8]) == 0.5
    assert win_share(0, [40, 40], [9, 10]) == 0.0


def test_fitting_finds_that_points_win():
    data = make_data(2, 60, 3, 4, shark=False)
    w = fit(rows(data, 3.0), iters=6)
    assert all(math.isfinite(x) for x in w) and w[1] > 0.0


def test_decisions_fit_the_time_bound():
    times = decision_times(ValueShark(seed=1), 4, cash_only=True)
    assert len(times) > 20
    assert times[len(times) // 2] < 0.002 and times[int(len(times) * 0.9)] < 0.004


def test_the_shipped_data_file_loads_and_round_trips():
    params = load_params()
    assert set(params) == {(n, cont) for n in range(2, 7) for cont in (0, 1)}
    assert all(len(p) == 6 and all(math.isfinite(x) for x in p) for p in params.values())
    with open(PARAMS_FILE, encoding="utf-8") as fh:
        assert parse_params(json.load(fh)) == parse_params(params_to_data(params))


@pytest.mark.parametrize(
    "damage, message",
    [
        (lambda d: d.update(version=99), "version"),
        (lambda d: d["players"].pop("4"), "'players'"),
        (lambda d: d["players"]["3"].pop("last"), "players 3 must be"),
        (lambda d: d["players"]["2"]["first"]["weights"].pop(), "list of"),
        (lambda d: d["players"]["3"]["last"]["weights"].__setitem__(0, "x"), "not a finite number"),
        (lambda d: d["players"]["5"]["first"].__setitem__("c0", float("nan")), "not a finite number"),
        (lambda d: d["players"]["6"]["last"].__setitem__("c0", -1.0), "c0 must be positive"),
        (lambda d: d["terms"].reverse(), "'terms'"),
    ],
)
def test_a_broken_data_file_gives_a_clear_error(tmp_path, damage, message):
    damaged_file_fails(tmp_path, load_params, params_to_data(load_params()), damage, message)


def test_a_missing_or_garbled_file_gives_a_clear_error(tmp_path):
    missing_or_garbled_file_fails(tmp_path, load_params)


def test_the_simulator_seats_the_value_shark():
    assert parse_seats("vshark,careful") == ["vshark", "careful"]
    assert play(parse_seats("vshark,careful,careful"), 5).is_terminal()
