"""Crash Line simulator, odds and benchmark command lines."""

import json

import pytest

from arcade.games.crashline import bench, sim
from arcade.games.crashline.cpu import parse_seats
from arcade.games.crashline.odds import coach_line, fresh_deck_crash_chance
from arcade.games.crashline.rules import FLIP, CrashLine


def test_fresh_deck_odds_match_the_rulebooks_pro_tips():
    assert fresh_deck_crash_chance(1) == pytest.approx(8 / 53)  # "about 1 in 6"
    assert fresh_deck_crash_chance(2) == pytest.approx(16 / 52)  # "1 in 3"
    assert fresh_deck_crash_chance(3) == pytest.approx(24 / 51)  # "about 1 in 2"
    assert 1 / 7 < fresh_deck_crash_chance(1) < 1 / 6
    assert abs(fresh_deck_crash_chance(3) - 0.5) < 0.05


def test_engine_crash_chance_agrees_with_the_fresh_deck_table():
    state = CrashLine.stacked(["SB1", "TF1", "DD1", "NR1"])
    for k in range(1, 5):
        state.apply(FLIP)
        assert state.crash_chance() == pytest.approx(float(fresh_deck_crash_chance(k)))


def test_odds_command(capsys):
    assert sim.main(["--odds"]) == 0
    out = capsys.readouterr().out
    assert "8/53" in out and "4/13" in out and "8/17" in out and "16/25" in out
    assert sim.main(["--odds", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["machines"] for r in rows] == [1, 2, 3, 4]


def test_coach_line_reports_the_exact_chance_or_the_save():
    state = CrashLine.stacked(["SB1", "TF1", "1-UP"])
    state.apply(FLIP)
    state.apply(FLIP)
    assert "30.8%" in coach_line(state.view(0))
    state.apply(FLIP)
    assert "save" in coach_line(state.view(0))


def test_simulation_json_output(capsys):
    assert sim.main(["--games", "40", "--seed", "3", "--seats", "kid,careful,careful", "--json", "--workers", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 42 and len(out["players"]) == 3  # whole deals: every seating of 14 deals
    assert sum(p["win_rate"] for p in out["players"]) == pytest.approx(1.0, abs=1e-3)  # rounded to 4 places
    for p in out["players"]:
        lo, hi = p["ci95"]
        assert lo <= p["win_rate"] <= hi and p["mean_score"] > 0 and 0 <= p["crash_rate"] <= 1


def test_table_output(capsys):
    assert sim.main(["--games", "20", "--seats", "kid,careful", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "95% CI" in out and "crash/turn" in out and "perfect/turn" in out


def test_results_do_not_depend_on_the_number_of_workers():
    entries = parse_seats("kid,careful,careful,careful")
    one = sim.simulate(entries, 60, seed=5, workers=1)
    assert sim.simulate(entries, 60, seed=5, workers=2) == one
    assert [r.extra for r in sim.simulate(entries, 60, seed=5, workers=2)] == [r.extra for r in one]


def test_rotation_puts_every_player_in_every_seat():
    entries = parse_seats("careful,careful,careful,careful")
    rotated = sim.simulate(entries, 400, seed=1, workers=1)
    assert len(rotated) == 400
    assert sum(len(r.winners) and 1 for r in rotated) == 400
    for entry in range(4):
        assert sorted({r.seats[entry] for r in rotated}) == [0, 1, 2, 3]
    fixed = sim.simulate(entries, 40, seed=1, workers=1, rotate=False)
    assert len(fixed) == 40 and {r.seats for r in fixed} == {(0, 1, 2, 3)}


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--games", "0"], "at least 1"),
        (["--games", "ten"], "whole number"),
        (["--seats", "kid"], "2 to 6"),
        (["--seats", "kid,wizard"], "unknown player"),
        (["--seats", "careful:2,kid"], "between 0 and 1"),
        (["--seats", "kid,careful,careful,careful,careful,careful,careful"], "2 to 6"),
        (["--bogus"], "unrecognized"),
    ],
)
def test_bad_arguments_give_a_clear_message_and_a_nonzero_exit(argv, message, capsys):
    assert sim.main(argv) != 0
    assert message in capsys.readouterr().err


def test_dispatch_from_arcade_sim(capsys):
    from arcade import sim as top

    assert top.main(["crashline", "--odds"]) == 0
    assert "8/53" in capsys.readouterr().out


def test_bench_runs_and_reports_games_per_second(capsys):
    assert (
        bench.main(["--games", "30", "--repeats", "1", "--shark", "1", "--study", "40", "--workers", "2", "--json"])
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["games_per_second_median"] > 0 and out["shark_decision_ms_median"] > 0
    for name in ("shark_decision_ms", "shark_heads_up_ms"):  # four players and heads-up, median and p99
        assert 0 < out[f"{name}_median"] <= out[f"{name}_p99"]
    assert out["study_games"] == 40 and out["study_workers"] == 2 and out["study_seconds_measured"] > 0
    assert "study_meets_goal" not in out  # only a 100,000-game study is held to the goal
    assert out["clock"] == "process CPU time" and out["study_cpu_seconds"] > 0
    figures = out["figures"]  # reported to `make bench`'s table
    assert [f["figure"] for f in figures] == ["crashline: full 4-player games/s on one core (CPU time)"]
    assert figures[0]["ok"] == out["meets_goal"]
    assert abs(figures[0]["ratio"] * bench.GOAL - out["games_per_second_median"]) < 1
