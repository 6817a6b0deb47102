"""Vegas Slot Machine 1973: the CPUs see only their view, play legal moves, differ in strength; the hint;
the simulator and benchmark entry points."""

from __future__ import annotations

import json
import random
import statistics

import pytest
from vegas_rig import BA, BE, CH, LE, OR, PL, SE, SH, rig

from arcade import match
from arcade.games.vegas import bench, sim
from arcade.games.vegas.bots import Medium, Strong, hint, make_bot
from arcade.games.vegas.rules import Act, VegasState
from arcade.games.vegas.sim import GAME
from arcade.tools import figure_rows


def test_bots_choose_only_legal_actions_in_every_mode():
    for level in ("easy", "medium", "strong"):
        for opts, seats in (
            ({}, 1),
            ({"mode": "competitive", "cumber": "B", "spin": "A", "variations": "LN"}, 3),
            ({"mode": "coop", "variations": "MOU"}, 2),
        ):
            st = VegasState(seats, 4, opts)
            bots = [make_bot(level, s) for s in range(seats)]
            steps = 0
            while not st.is_terminal() and steps < 3000:
                seat = st.current_player()
                act = bots[seat].choose(st.view(seat))
                assert act in st.legal_actions() or act.kind == "tick"
                st.apply(act)
                steps += 1
            assert st.is_terminal()


def test_bots_take_a_prize_they_can_see():
    grid = [LE, LE, CH, OR, BE, BA, PL, SE, SH]
    st = rig(1, grid=grid, hands=[[OR, LE, BA]])
    assert Medium(1).choose(st.view(0)) == Act("play", 1, 2)
    # against another player Strong takes it at once (alone, it may first get rid of a card: the
    # lemons will still be there next turn)
    st = rig(2, grid=grid, hands=[[OR, LE, BA], [CH, CH, OR]])
    assert Strong(1).choose(st.view(0)) == Act("play", 1, 2)
    grid = [SE, SE, CH, OR, BE, BA, PL, LE, SH]
    st = rig(1, grid=grid, hands=[[OR, SE, BA]])
    assert Strong(1).choose(st.view(0)) == Act("play", 1, 2)


def test_strong_does_not_hand_the_next_player_a_line():
    # competitive: bells next to the bell on 4 would leave a pair the opponent may complete
    grid = [CH, LE, OR, PL, BE, BA, SE, SH, LE]
    st = rig(2, grid=grid, hands=[[BE, CH, PL], [OR, OR, BA]])
    act = Strong(1).choose(st.view(0))
    assert st.hand_symbols(0)[act.slot] != BE or act.a not in (0, 1, 2, 3, 5, 6, 7, 8)


def test_bots_see_only_their_view():
    st = VegasState(3, 2, {"mode": "competitive"})
    while st.phase == 0:
        st.apply(st.legal_actions()[0])
    seat = st.current_player()
    other = st.sample_hidden(seat, random.Random(9))
    for level in ("medium", "strong"):
        assert make_bot(level, 3).choose(st.view(seat)) == make_bot(level, 3).choose(other.view(seat))


def test_strength_order_in_solo():
    means = {}
    for level in ("easy", "strong"):
        means[level] = statistics.mean(match.play_one(GAME, [level], 300 + s).scores()[0] for s in range(12))
    assert means["strong"] > means["easy"]


def test_hint_for_a_human_in_solo():
    grid = [SE, SE, CH, OR, BE, BA, PL, LE, SH]
    st = rig(1, grid=grid, hands=[[OR, SE, BA]])
    act, text = hint(st.view(0))
    assert act == Act("play", 1, 2) and "Seven" in text and "80 points" in text
    st = rig(1, grid=[CH, LE, OR, PL, BE, BA, SE, SH, LE], hands=[[OR, PL, BA]])
    act, text = hint(st.view(0))
    assert act in st.legal_actions() and "points" not in text


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown CPU level"):
        make_bot("grandmaster")


def test_sim_solo_json_has_median(capsys):
    assert (
        sim.main(["--mode", "solo", "--cpu", "medium", "--games", "4", "--seed", "5", "--json", "--workers", "1"]) == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 4 and out["best"] >= out["median"] >= out["worst"]
    assert sum(out["rank_distribution"].values()) == 4


def test_sim_competitive_table(capsys):
    assert (
        sim.main(["--mode", "competitive", "--seats", "2", "--cpu", "strong,easy", "--games", "4", "--workers", "1"])
        == 0
    )
    assert "strong" in capsys.readouterr().out
    assert sim.main(["--mode", "solo", "--cpu", "wizard"]) == 2
    assert sim.main(["--mode", "teams", "--seats", "3"]) == 2


def test_bench_runs(capsys):
    assert bench.main(["--games", "2", "--repeats", "1", "--decisions", "5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["solo_games_per_second_medium"] > 0 and out["strong_decision_ms_p95"] >= 0
    games, decisions = out["figures"]  # the rows of `make bench`'s table
    assert games["ok"] == out["meets_games_goal"] and decisions["ok"] == out["meets_decision_goal"]
    assert abs(games["ratio"] * bench.GOAL_GAMES - out["solo_games_per_second_medium"]) < 1e-6
    assert abs(decisions["ratio"] * bench.GOAL_P95_MS - out["strong_decision_ms_p95"]) < 1e-6
    assert [r[1] for r in figure_rows("vegas", out, 0)] == [">= 100/s", "<= 150 ms"]
    assert "decision" not in json.dumps(
        bench.figures({"solo_games_per_second_medium": 50.0, "meets_games_goal": False})
    )  # --decisions 0
