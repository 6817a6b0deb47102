"""The Top Speed! CPU ladder: five levels in order, measured rates that climb, the --ladder report, and the
level suggested from a person's practice pace."""

import dataclasses
import json

import pytest

from arcade.games import registry
from arcade.games.topspeed import sim
from arcade.games.topspeed.bots import LADDER, LEVELS, CpuRacer
from arcade.games.topspeed.controls import SeatControls
from arcade.games.topspeed.ladder import (
    MIN_SECONDS,
    PRACTICE_FIGURES,
    RUNS_KEPT,
    PracticePace,
    practice_figures,
    suggest_level,
)
from arcade.games.topspeed.rules import MoveQueue, TopSpeedState
from arcade.games.topspeed.sim import play_race, practice_pace


def test_ladder_levels_are_named_and_described_in_the_lobby():
    info = registry.get("topspeed")
    assert [name.lower() for name in info.cpu_levels] == list(LADDER)
    assert len(info.cpu_descriptions) == len(LADDER) and all(info.cpu_descriptions)
    assert set(LADDER) == set(LEVELS) == set(PRACTICE_FIGURES)


def test_every_rate_improves_up_the_ladder():
    levels = [LEVELS[name] for name in LADDER]
    for low, high in zip(levels, levels[1:]):
        assert high.look_ms < low.look_ms and high.scan_ms < low.scan_ms and high.key_ms < low.key_ms
        assert high.mistake_rate < low.mistake_rate and high.notice_rate > low.notice_rate
        assert high.notice_ms < low.notice_ms and high.tactics > low.tactics


def test_practice_pace_climbs_the_ladder_in_a_small_seeded_run():
    pace = {}
    for level in LADDER:
        runs = [practice_pace(play_race(seed, level, None, practice=True)) for seed in range(6)]
        pace[level] = sum(r[0] for r in runs) / len(runs)
    assert [pace[lv] for lv in LADDER] == sorted(pace[lv] for lv in LADDER)
    assert pace["expert"] > 2 * pace["rookie"]


def test_sim_rates_json_lists_every_level(capsys):
    assert sim.main(["--rates", "--games", "2", "--seed", "5", "--json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert [lv["level"] for lv in rep["levels"]] == list(LADDER)
    assert all(lv["cards_per_s"] > 0 and lv["practice_cards_per_s"] > 0 for lv in rep["levels"])


def test_sim_ladder_of_adjacent_pairs_is_the_runners(capsys):
    from arcade import sim as cabinet_sim

    assert cabinet_sim.main(["topspeed", "--ladder", "--games", "4", "--seed", "5", "--jobs", "1", "--json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert [(p["stronger"].lower(), p["weaker"].lower()) for p in rep["pairs"]] == list(zip(LADDER[1:], LADDER))
    for p in rep["pairs"]:
        assert 0.0 <= p["win_rate"] <= 1.0 and p["games"] == 4
        assert p["interval"][0] <= p["win_rate"] <= p["interval"][1]


def test_sim_rates_table(capsys):
    assert sim.main(["--rates", "--games", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "| rookie |" in out and "| expert |" in out and "practice cards/s" in out


def test_racers_take_back_only_mistakes():
    watchful = dataclasses.replace(LEVELS["expert"], mistake_rate=0.0, notice_rate=1.0)
    state = TopSpeedState(4)
    state.decks[1] = []
    bot, controls, queue = CpuRacer(0, watchful, seed=2), SeatControls(0), MoveQueue()
    presses, now = [], 0.0
    while not state.over and now < 60_000.0:
        now += 16.0
        for press in bot.poll(state.view(0), controls.lane, now):
            presses.append(press.action)
            move = controls.press("cpu", press.action, press.t_ms)
            if move is not None:
                queue.add(move)
        queue.play(state, now)
    assert state.stats.placed[0] > 5
    assert "back" not in presses and state.stats.takebacks[0] == 0


def test_suggestion_matches_each_levels_own_figures_and_grows_with_pace():
    for level, (pace, slips) in PRACTICE_FIGURES.items():
        assert suggest_level(pace, slips) == level
    paces = [0.05 * k for k in range(1, 20)]
    picks = [LADDER.index(suggest_level(p, 0.0)) for p in paces]
    assert picks == sorted(picks) and picks[0] == 0 and picks[-1] == len(LADDER) - 1


def test_many_mistakes_suggest_one_level_lower():
    pace, slips = PRACTICE_FIGURES["hard"]
    assert suggest_level(pace, slips * 2) == "medium"
    assert suggest_level(PRACTICE_FIGURES["rookie"][0], 0.5) == "rookie"
    assert suggest_level(0.0, 0.0) == "rookie"


def test_practice_pace_keeps_the_last_runs_and_round_trips():
    pace = PracticePace()
    assert pace.suggestion() is None
    pace.add_run(placed=4, corrected=0, mistakes=0, seconds=MIN_SECONDS / 2)
    assert pace.figures() is None  # too little practice to judge
    for _ in range(RUNS_KEPT):
        pace.add_run(placed=40, corrected=2, mistakes=1, seconds=90.0)
    assert len(pace.runs) == RUNS_KEPT
    assert pace.figures() == practice_figures(200, 10, 5, 450.0)
    assert pace.suggestion() == suggest_level(190 / 450.0, 5 / 200)
    again = PracticePace.from_data(json.loads(json.dumps(pace.to_data())))
    assert again == pace
    with pytest.raises(ValueError):
        PracticePace.from_data({"runs": [[1, 2]]})
    with pytest.raises(ValueError):
        pace.add_run(placed=3, corrected=4, mistakes=0, seconds=10.0)


def test_practice_runs_are_kept_and_the_lobby_suggests_a_level():
    from arcade.games.info import LobbyConfig, SeatConfig
    from arcade.games.topspeed import pace
    from arcade.games.topspeed.ladder import PRACTICE_FIGURES
    from arcade.scenes.lobby import LobbyScene
    from arcade.testing import Harness

    h = Harness(render=False)
    info = registry.get("topspeed")
    lobby = LobbyScene(h.app, info)
    assert lobby.suggestion() is None  # no practice yet: the usual default
    cards_s, slips = PRACTICE_FIGURES["hard"]
    seconds = 90.0
    placed = round(cards_s * seconds)
    pace.add_run(h.app.store, placed, 0, round(slips * placed), seconds)
    lobby = LobbyScene(h.app, info)
    assert lobby.suggestion() == ("Hard", "Suggested from your practice: Hard")
    cpu = [s for s in lobby.seats if s.is_cpu]
    assert cpu and cpu[0].level == "Hard"
    row = next(i for i in lobby.items if i.label.startswith("2."))
    assert "Suggested from your practice: Hard" in row.hint
    # a finished practice run through the scene adds to the kept pace
    scene = h.app.push(
        info.start(h.app, LobbyConfig("topspeed", [SeatConfig("Ann", "human", "", "keys_a")], {"practice_s": 60}, 3))
    )
    h.advance(3200)
    for _ in range(6):
        h.tap("keys_a", "up")
        h.advance(300)
    h.advance(61_000)
    assert scene.state.is_terminal()
    h.advance(20_000)  # the reveal plays out, then the run is recorded
    assert scene.recorded
    assert len(pace.load(h.app.store).runs) == 2
