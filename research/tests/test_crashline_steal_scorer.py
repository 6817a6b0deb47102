"""The fitted steal scorer: its features are the right numbers, its choice follows its weights and is
always a legal steal, and its data file loads and is validated with clear errors."""

import json

import pytest
from crashline_shark_checks import damaged_file_fails, missing_or_garbled_file_fails

from arcade.games.crashline.bots import Careful
from arcade.games.crashline.cards import parse_cards
from arcade.games.crashline.rules import STEAL, CrashLine
from research.crashline.steal_scorer import (
    FEATURE_NAMES,
    PARAMS_FILE,
    best_steal,
    candidate_features,
    candidates,
    load_params,
    params_to_data,
    parse_params,
    shipped_params,
)


def steal_state(piles, players=4, line=()):
    """Seat 0 has flipped ``line`` and then I GOT NEXT!: a steal is owed."""
    state = CrashLine.stacked(list(line) + ["NXT"], players=players, piles=piles)
    for _ in range(len(line) + 1):
        state.step_flip()
    assert state.phase == STEAL and state.cur == 0
    return state


def feature(row, name):
    return row[FEATURE_NAMES.index(name)]


def weights(**named):
    w = [0.0] * len(FEATURE_NAMES)
    for name, x in named.items():
        w[FEATURE_NAMES.index(name)] = x
    return {"heads_up": tuple(w)}


def test_candidates_are_each_rivals_best_card_per_machine():
    state = steal_state({0: ["SB2"], 1: ["SB5", "SB7", "TF3"], 2: ["HH9"], 3: []})
    cands = candidates(state.view(0))
    assert cands == [(1, c) for c in parse_cards(["SB7", "TF3"])] + [(2, parse_cards(["HH9"])[0])]


def test_features_count_gain_loss_nine_and_line():
    # seat 1: SB7 + SB5 ticket + TF3 = 11 points; seat 2 holds a lone Halfpipe 9
    state = steal_state({0: ["SB2"], 1: ["SB5", "SB7", "TF3"], 2: ["HH9"], 3: []}, line=["SB8"])
    cands, rows = candidate_features(state.view(0))
    sb7, tf3 = parse_cards(["SB7", "TF3"])
    hh9 = parse_cards(["HH9"])[0]
    by = dict(zip(cands, rows))
    r = by[1, sb7]
    assert feature(r, "gain") == 6  # SB7 over SB2: 7 - 2 + 1
    assert feature(r, "loss") == 3  # SB7 -> SB5 left: 7 - 5 + 1
    assert feature(r, "loss_ahead") == pytest.approx(3 * (11 - 2) / 20)
    assert feature(r, "empties") == 0
    # banking SB8 later: +7 over SB2 without the steal, +2 over SB7 with it
    assert feature(r, "line_change") == 2 - 7
    h = by[2, hh9]
    assert feature(h, "gain") == 9 and feature(h, "nine") == 1 and feature(h, "empties") == 1
    assert feature(h, "loss") == 9 and feature(h, "loss_ahead") == pytest.approx(9 * (9 - 2) / 20)
    assert feature(h, "my_reach") < 0 < feature(h, "victim_reach")  # a 9 caps my machine, frees theirs
    assert feature(by[1, tf3], "gain") == 3


def test_the_choice_follows_the_weights():
    state = steal_state({0: ["SB2"], 1: ["SB5", "SB7", "TF3", "HH9", "HH4"]}, players=2)
    view = state.view(0)
    sb7, tf3, hh9 = parse_cards(["SB7", "TF3", "HH9"])
    assert tuple(best_steal(view, weights(gain=1.0)))[1:] == (1, hh9)  # gains 9
    assert tuple(best_steal(view, weights(loss=1.0)))[1:] == (1, hh9)  # costs them 6
    assert tuple(best_steal(view, weights(gain=-1.0)))[1:] == (1, tf3)  # SB7 gains 6, TF3 3, HH9 9
    assert tuple(best_steal(view, weights(my_reach=1.0, gain=0.01)))[1:] == (1, tf3)  # caps the least
    assert tuple(best_steal(view, weights(empties=1.0, gain=0.01)))[1:] == (1, tf3)


def test_heads_up_only():
    state = steal_state({0: ["SB2"], 1: ["SB5"], 2: ["HH9"]}, players=3)
    with pytest.raises(ValueError, match="heads-up"):
        best_steal(state.view(0), shipped_params())


def test_shipped_scorer_always_steals_legally():
    careful = Careful()
    seen = 0
    params = shipped_params()
    for game in range(40):
        state = CrashLine(2, seed=game)
        while not state.is_terminal():
            p = state.current_player()
            view = state.view(p)
            if state.phase == STEAL:
                action = best_steal(view, params)
                assert action in state.legal_actions()
                seen += 1
            else:
                action = careful.choose(view)
            state.step(action)
    assert seen > 20


def test_the_shipped_data_file_loads_and_round_trips():
    params = load_params()
    assert set(params) == {"heads_up"}
    assert all(len(w) == len(FEATURE_NAMES) for w in params.values())
    assert any(x != 0.0 for w in params.values() for x in w)
    assert parse_params(json.loads(json.dumps(params_to_data(params)))) == {
        g: tuple(round(x, 6) for x in w) for g, w in params.items()
    }


@pytest.mark.parametrize(
    "damage, message",
    [
        (lambda d: d.update(version=99), "version"),
        (lambda d: d.update(features=["gain"]), "features"),
        (lambda d: d.pop("heads_up"), "'heads_up'"),
        (lambda d: d.update(heads_up=[1.0]), "list of"),
        (lambda d: d["heads_up"].__setitem__(0, "x"), "not a finite number"),
        (lambda d: d["heads_up"].__setitem__(2, float("nan")), "not a finite number"),
    ],
)
def test_a_broken_data_file_gives_a_clear_error(tmp_path, damage, message):
    with open(PARAMS_FILE, encoding="utf-8") as fh:
        data = json.load(fh)
    damaged_file_fails(tmp_path, load_params, data, damage, message)


def test_a_missing_or_garbled_file_gives_a_clear_error(tmp_path):
    missing_or_garbled_file_fails(tmp_path, load_params)


def test_the_value_shark_steals_heads_up_by_the_scorer():
    from research.crashline.value_shark import ValueShark

    fitted, by_value = ValueShark(endgame=False), ValueShark(endgame=False, fitted_steals=False)
    careful = Careful()
    seen = differ = 0
    for game in range(60):
        state = CrashLine(2, seed=1000 + game)
        while not state.is_terminal():
            view = state.view(state.current_player())
            if state.phase == STEAL:
                action = fitted.choose(view)
                assert action == best_steal(view)
                differ += action != by_value.choose(view)
                seen += 1
            state.step(careful.choose(view))
    assert seen > 30 and differ > 0
