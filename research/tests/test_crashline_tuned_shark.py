"""The tuned Shark (TunedShark): it decides from its seat's view alone, makes sensible choices in hand-built
states, decides within the time bound, and its data file loads and is validated."""

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
from arcade.games.crashline.rules import CASH, FLIP, STEAL, CrashLine
from research.crashline.shark_features import FEATURE_NAMES, features
from research.crashline.tuned_shark import (
    CAREFUL_WEIGHTS,
    PARAMS_FILE,
    TunedShark,
    load_params,
    params_to_data,
    parse_params,
)


def test_same_choice_whatever_the_hidden_deck_order():
    checked = same_choice_whatever_the_hidden_deck_order(lambda seed: TunedShark(seed=seed), 3, (STEAL,))
    assert checked > 40


def test_cashes_in_before_a_sure_crash():
    state = last_pass(["SB9", "TF9", "DD9", "SB1"], piles={1: ["HH1"], 2: ["HH2"], 3: ["HH3"]})
    for _ in range(3):
        state.apply(FLIP)
    assert state.view(0).crash_chance() == 1.0
    assert TunedShark().choose(state.view(0)) == CASH


def test_pushes_to_game_over_when_cashing_in_cannot_win():
    # Seat 1 has 7 and the Shark would bank 1: only flipping on can win (TF9 comes up half the time; it
    # banks 10 and seat 1 ends on 9 with the last card), though a Careful player stops at this 50%.
    state = last_pass(["SB1", "SB2", "TF9"], piles={1: ["HH7"], 2: ["TF3"], 3: ["DD1"]})
    state.apply(FLIP)
    view = state.view(0)
    assert view.crash_chance() > Careful.DEFAULT_THRESHOLD
    assert Careful().choose(view) == CASH
    assert TunedShark().choose(view) == FLIP


def test_banks_a_winning_line_on_the_last_turn():
    # Three players, last pass, 18 on the line against 13 and 7: banking wins for sure, flipping crashes
    # one time in three.
    state = last_pass(
        ["SB9", "TF9", "SB1", "DD1", "NR1"], players=3, piles={1: ["HH9", "NR2", "DD2"], 2: ["TF3", "HH4"]}
    )
    state.apply(FLIP)
    state.apply(FLIP)
    view = state.view(0)
    assert view.crash_chance() < 0.34
    assert TunedShark().choose(view) == CASH


def test_takes_the_free_flip_before_game_over():
    state = last_pass(["SB9", "TF9", "DD9"], piles={1: ["HH9", "NR9", "HH1", "NR1"]})
    state.apply(FLIP)
    state.apply(FLIP)
    assert len(state.deck) == 1
    assert TunedShark().choose(state.view(0)) == FLIP


def test_flips_with_a_one_up_in_hand_and_steals_from_the_leader():
    state = CrashLine.stacked(["SB9", "1-UP", "TF9", "DD9"])
    for _ in range(4):
        state.apply(FLIP)
    assert state.view(0).oneups == 1 and TunedShark().choose(state.view(0)) == FLIP
    state = CrashLine.stacked(["SB5", "I GOT NEXT!"], piles={1: ["HH2"], 2: ["TF9", "DD9"], 3: ["NR3"]})
    state.apply(FLIP)
    state.apply(FLIP)
    assert state.phase == STEAL
    action = TunedShark().choose(state.view(0))
    assert action.victim == 2 and action.card in state.view(0).machine_cards(2, action.card // 9)


def test_careful_weights_without_playouts_play_exactly_like_careful():
    params = {"heads_up": (CAREFUL_WEIGHTS, 1.0), "table": (CAREFUL_WEIGHTS, 1.0)}
    shark, careful = TunedShark(params, budget=0), Careful()
    decisions = 0
    for seed in range(4):
        state = CrashLine(3, seed)
        while not state.is_terminal():
            view = state.view(state.current_player())
            if view.can_cash():
                assert shark.choose(view) == careful.choose(view)
                decisions += 1
            state.apply(careful.choose(view))
    assert decisions > 30


def test_features_read_the_view():
    state = CrashLine.stacked(["SB9", "TF2"], piles={0: ["HH1", "HH2"], 1: ["HH9"], 2: ["TF3"], 3: ["DD1"]})
    state.apply(FLIP)
    state.apply(FLIP)
    view = state.view(0)
    f = dict(zip(FEATURE_NAMES, features(view, view.crash_chance())))
    assert f["bias"] == 1.0 and f["margin"] == pytest.approx(0.3 - view.crash_chance())
    assert f["value"] == pytest.approx(1.1)  # SB9 + TF2 = 11 points on the line
    assert f["gift"] > 0.0  # seat 1 has fewer cards: a crash hands it one
    assert f["last_pass"] == 0.0 and 0.0 <= f["late"] < 0.3


def test_decisions_fit_the_time_bound():
    times = decision_times(TunedShark(seed=1), 6)
    assert len(times) > 40
    assert times[len(times) // 2] < 0.0005 and times[int(len(times) * 0.9)] < 0.002


def test_the_shipped_data_file_loads_and_round_trips():
    params = load_params()
    assert set(params) == {"heads_up", "table"}
    assert all(len(w) == len(FEATURE_NAMES) and math.isfinite(h) for w, h in params.values())
    with open(PARAMS_FILE, encoding="utf-8") as fh:
        assert parse_params(json.load(fh)) == parse_params(params_to_data(params))


@pytest.mark.parametrize(
    "damage, message",
    [
        (lambda d: d.update(version=99), "version"),
        (lambda d: d.pop("table"), "'table'"),
        (lambda d: d["heads_up"]["weights"].pop(), "list of"),
        (lambda d: d["table"]["weights"].__setitem__(0, "x"), "not a finite number"),
        (lambda d: d["table"].__setitem__("steal_hurt", float("nan")), "not a finite number"),
        (lambda d: d["features"].reverse(), "'features'"),
    ],
)
def test_a_broken_data_file_gives_a_clear_error(tmp_path, damage, message):
    damaged_file_fails(tmp_path, load_params, params_to_data(load_params()), damage, message)


def test_a_missing_or_garbled_file_gives_a_clear_error(tmp_path):
    missing_or_garbled_file_fails(tmp_path, load_params)


def test_the_simulator_seats_the_tuned_and_the_rollout_shark():
    assert parse_seats("tunedshark,rollout,careful") == ["tunedshark", "rollout", "careful"]
    state = play(parse_seats("tunedshark,careful"), 5)
    assert state.is_terminal()
