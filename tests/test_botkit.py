"""The bot protocol (arcade/core/bots.py), GameInfo.make_bot, and the one match runner (arcade/match.py):
every game's bots come from its GameInfo and play legal moves; the bots made that way decide exactly as the
bots made the old ways did (seeded games recorded from the old paths before they were removed); paired
deals really pair; the interval maths; the ``--ladder`` JSON."""

from __future__ import annotations

import json
import random

import pytest

from arcade import match, sim
from arcade.core.bots import Bot, TimedBot, bot_seed, level_named
from arcade.core.rules import SIMULTANEOUS, TERMINAL
from arcade.games import registry
from arcade.games.info import resolve

GAMES = [info for info in registry.games() if info.engine is not None]


def test_every_game_declares_make_bot_and_levels_to_climb():
    for info in GAMES:
        assert info.make_bot, f"{info.id}: GameInfo.make_bot"
        assert len(info.bot_levels) >= 2, f"{info.id}: a ladder needs two levels"


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_make_bot_gives_a_bot_for_each_level_that_plays_a_legal_action(info):
    make = resolve(info.make_bot)
    game = match.Game.of(info)
    seats = game.ladder_seats
    for level in info.bot_levels:
        for seat in range(seats):
            bot = make(level, seat, 11)
            assert isinstance(bot, TimedBot), f"{info.id} {level}: instant and rng"
            assert isinstance(bot.instant, bool) and isinstance(bot.rng, random.Random)
        state = info.engine.make(5, seats)
        if state.REALTIME:
            # a real-time bot acts at its own times: the game's own play hook drives it to the end
            assert info.play, f"{info.id}: a real-time game names its play hook"
            end = match.play_one(game, [level] * seats, 3)
            assert end.is_terminal() or end.current_player() == TERMINAL
            continue
        seat = state.current_player()
        acting = [s for s in range(seats) if state.legal_actions(s)] if seat == SIMULTANEOUS else [seat]
        for s in acting:
            bot = make(level, s, bot_seed(5, s))
            assert isinstance(bot, Bot)
            action = bot.choose(state.view(s))
            assert action in state.legal_actions(s), f"{info.id} {level}: {action!r} is legal"


def test_level_names_in_any_case_and_unknown_ones_refused():
    assert level_named(("Kid", "Shark"), " shark ") == "Shark"
    with pytest.raises(ValueError, match="choose from Kid, Shark"):
        level_named(("Kid", "Shark"), "ace")
    for info in GAMES:
        with pytest.raises(ValueError):
            resolve(info.make_bot)("no such level", 0, 1)


# --------------------------------------------------------------------- same seeds, same games as before
# Recorded from the old paths (vegas/match.py and insertcoin/match.py play_game with bots.make_bot(level,
# seed*31+i); crashline/match.py play_game with the scene's make_bot at seed*8+seat; topspeed sim.play_race
# with CpuRacer; console sim.final_scores with ReflexBot) before the bots were made through GameInfo.make_bot.
OLD = {
    "vegas": {
        "Easy,Medium,Strong|1": [[90, 100, 296], [2]],
        "Easy,Medium,Strong|2": [[132, 172, 264], [2]],
        "Easy,Medium,Strong|3": [[58, 132, 298], [2]],
        "Strong,Medium|1": [[176, 266], [1]],
        "Strong,Medium|2": [[376, 170], [0]],
        "Strong,Medium|3": [[392, 214], [0]],
    },
    "insertcoin": {
        "Kid,Greedy,Planner|1": [[54, 48, 67], [2]],
        "Kid,Greedy,Planner|2": [[29, 40, 64], [2]],
        "Planner,Greedy|1": [[66, 47], [0]],
        "Planner,Greedy|2": [[56, 40], [0]],
    },
    "crashline": {
        "Careful,Kid|1": [53, 57],
        "Careful,Kid|2": [61, 51],
        "Kid,Careful,Careful,Careful|1": [39, 52, 28, 26],
        "Kid,Careful,Careful,Careful|2": [31, 34, 36, 49],
        "Shark,Careful,Kid|1": [28, 43, 52],
        "Shark,Careful,Kid|2": [56, 20, 47],
    },
    "topspeed": {
        "hard,medium|1": [0, [18, 9], 75.176, [21, 15]],
        "hard,medium|2": [0, [19, 8], 81.017, [21, 12]],
        "rookie,expert|1": [1, [6, 21], 42.419, [6, 22]],
        "rookie,expert|2": [1, [8, 19], 59.094, [9, 21]],
    },
    "console": {"alien_raiders|1|170": [26, 24, 29], "rattler|2|250": [15, 16, 23]},
}


def _cases(game_id):
    for key, value in OLD[game_id].items():
        levels, _, seed = key.rpartition("|")
        yield levels.split(","), int(seed), value


def test_turn_based_games_through_the_runner_play_the_old_games():
    for game_id in ("vegas", "insertcoin"):
        game = match.Game.of(registry.get(game_id))
        for levels, seed, (scores, winners) in _cases(game_id):
            end = match.play_one(game, levels, seed)
            assert (end.scores(), end.winners()) == (scores, winners), (game_id, levels, seed)


def test_crashline_bots_from_make_bot_play_the_old_games():
    from arcade.games.crashline.bots import Careful, play_to_end
    from arcade.games.crashline.cpu import CAREFUL_LEVEL, make_bot
    from arcade.games.crashline.rules import CrashLine

    # the old games' Careful cashed in past Careful.DEFAULT_THRESHOLD; the lobby's Careful now plays at
    # CAREFUL_LEVEL (issue 26), so the old games are played with the old Careful by its simulator entry
    old = {"Careful": f"careful:{Careful.DEFAULT_THRESHOLD}"}
    assert make_bot("Careful", 0, 1).threshold == CAREFUL_LEVEL != Careful.DEFAULT_THRESHOLD
    for levels, seed, scores in _cases("crashline"):
        state = CrashLine(len(levels), seed, kid=[s for s, lv in enumerate(levels) if lv == "Kid"])
        play_to_end(state, [make_bot(old.get(lv, lv), s, seed * 8 + s).choose for s, lv in enumerate(levels)])
        assert state.scores() == scores, (levels, seed)


def test_topspeed_and_console_bots_from_make_bot_play_the_old_games():
    from arcade.games.console.sim import final_scores
    from arcade.games.topspeed.sim import new_race

    for levels, seed, (winner, points, length, placed) in _cases("topspeed"):
        end = new_race(seed, *levels).run()
        assert end.score().winner == winner and list(end.score().points) == points
        assert round((end.end_ms - end.start_ms) / 1000.0, 3) == length and list(end.stats.placed) == placed
    for key, scores in OLD["console"].items():
        game, skill, ms = key.split("|")
        assert final_scores(game, int(skill), int(ms), 3, 7) == scores


def test_mania_cpus_from_make_bot_decide_as_the_smart_bot_of_their_level():
    from arcade.games.mania.bots import SmartBot
    from arcade.games.mania.rules import Mania

    game = match.Game.of(registry.get("mania"))
    for levels, seed in ((["Ace", "Regular", "Rookie"], 1), (["Rookie", "Ace", "Regular", "Ace"], 2)):
        state = Mania(len(levels), seed)
        bots = [SmartBot(lv, bot_seed(seed, s)) for s, lv in enumerate(levels)]
        while not state.is_terminal():
            seat = state.current_player()
            state.apply(bots[seat].choose(state.view(seat)))
        assert match.play_one(game, levels, seed).scores() == state.scores()


# --------------------------------------------------------------------------------------------- runner
VEGAS = match.Game.of(registry.get("vegas"))


def test_paired_deals_play_the_same_seeds_in_every_seating():
    results = match.run(VEGAS, ["Strong", "Medium", "Easy"], deals=3, seed=4, jobs=1)
    assert len(results) == 9
    by_rotation = {r: {x.seed for x in results if x.rotation == r} for r in range(3)}
    assert by_rotation[0] == by_rotation[1] == by_rotation[2] and len(by_rotation[0]) == 3
    # a seating really moves the players: entry 0's score in rotation r is the score of seat r
    for x in results:
        end = match.play_one(VEGAS, [["Strong", "Medium", "Easy"][(s - x.rotation) % 3] for s in range(3)], x.seed)
        assert x.scores[0] == end.scores()[x.rotation]


def test_the_pool_changes_nothing():
    one = match.run(VEGAS, ["Strong", "Medium"], deals=4, seed=2, jobs=1)
    assert match.run(VEGAS, ["Strong", "Medium"], deals=4, seed=2, jobs=2) == one


def test_wilson_interval_on_known_numbers():
    lo, hi = match.wilson(8, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.4902, 0.9433)
    lo, hi = match.wilson(0, 20)
    assert lo == 0.0 and round(hi, 4) == 0.1611
    assert match.wilson(0, 0) == (0.0, 1.0)
    lo, hi = match.wilson(500, 1000)
    assert round(lo, 3) == 0.469 and round(hi, 3) == 0.531


def test_ahead_counts_the_win_first_then_the_score_and_ties_half():
    r = match.Result(0, 0, 1, (10.0, 12.0, 12.0), (1, 2))
    assert match.ahead(r, 1, 0) == 1.0 and match.ahead(r, 0, 1) == 0.0 and match.ahead(r, 1, 2) == 0.5
    assert match.share(r, 1) == 0.5 and match.share(r, 0) == 0.0
    assert match.distribution([1, 2, 3, 4, 5]) == {
        "median": 3,
        "q1": 2,
        "q3": 4,
        "p10": 1.4,
        "p90": 4.6,
        "min": 1,
        "max": 5,
    }


def test_a_game_needing_three_seats_ladders_one_stronger_against_weaker_fillers():
    mania = match.Game.of(registry.get("mania"))
    assert mania.ladder_seats == 3 and match.ladder_lineup(mania, "Ace", "Regular") == ["Ace", "Regular", "Regular"]
    assert VEGAS.ladder_seats == 2
    console = match.Game.of(registry.get("console"))
    assert console.ladder_seats == 1 and match.rotations(console, ["fast", "slow"]) == 1
    assert match.ladder_lineup(mania, "Ace", "Regular", 4) == ["Ace", "Regular", "Regular", "Regular"]
    with pytest.raises(ValueError, match="not played with 5 seats"):
        match.ladder_lineup(mania, "Ace", "Regular", 5)


def test_ladder_json_shape(capsys):
    assert sim.main(["vegas", "--ladder", "--games", "4", "--jobs", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "vegas"
    levels = registry.get("vegas").cpu_levels
    assert [(p["stronger"], p["weaker"]) for p in report["pairs"]] == list(zip(levels[1:], levels))
    for p in report["pairs"]:
        assert set(p) >= {"stronger", "weaker", "games", "win_rate", "interval"}
        assert p["games"] == 4 and p["interval"][0] <= p["win_rate"] <= p["interval"][1]


def test_ladder_text_and_refusals(capsys):
    assert sim.main(["console", "--ladder", "--games", "2", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "| average | slow | 1 | 2 |" in out
    assert sim.main(["vegas", "--ladder", "--games", "0"]) == 2
    assert sim.main(["mania", "--ladder", "--games", "2", "--seats", "9"]) == 2


def test_no_game_has_its_own_play_loop():
    """A game's modules never loop a state to its end themselves: turn-based games are played by the
    runner's ``match.drive``; the loops of the real-time races, the console's ``play_out`` and Crash
    Line's hot ``play_to_end`` (the Shark's rollouts) are each game's one play hook."""
    import re
    from pathlib import Path

    loop = re.compile(r"while not [\w.()\[\]]*is_terminal\(\)|while [\w.()\[\]]*current_player\(\) != TERMINAL")
    root = Path(__file__).resolve().parents[1] / "arcade" / "games"
    found = [
        f"{path.relative_to(root)}:{n}"
        for path in sorted(root.glob("*/*.py"))
        for n, line in enumerate(path.read_text().splitlines(), 1)
        if loop.search(line)
    ]
    assert not found, f"play these through arcade.match.drive: {found}"
