"""Computer duellists: the reaction-time model, playing through the press interface, throwing a game."""

import statistics
import sys

import pytest

from arcade.games.console.bots import DIFFICULTIES, MOTOR_MS, ReflexBot, parse_speed, play_out
from arcade.games.console.layout import CELLS, GAMES, SNEAK_ATTACK
from arcade.games.console.machine import ConsoleView, new_game
from arcade.games.console.reflex_game import OFF, ON


def test_reaction_times_are_log_normal_around_the_median():
    bot = ReflexBot(250, seed=3, lapse_rate=0.0)
    rts = [bot.reaction_ms() for _ in range(4000)]
    assert 240 <= statistics.median(rts) <= 260
    assert min(rts) >= MOTOR_MS
    assert statistics.mean(rts) > statistics.median(rts)  # skewed right, as human reactions are


def test_lapses_slow_some_reactions():
    fast = ReflexBot(250, seed=3, lapse_rate=0.0)
    lapsing = ReflexBot(250, seed=3, lapse_rate=0.5)
    assert statistics.mean(lapsing.reaction_ms() for _ in range(2000)) > 1.3 * statistics.mean(
        fast.reaction_ms() for _ in range(2000)
    )


def test_speeds_by_name_or_ms():
    assert parse_speed("average") == DIFFICULTIES["average"] == 250
    assert parse_speed("180") == 180
    with pytest.raises(ValueError):
        parse_speed("lightning")


@pytest.mark.parametrize("game", GAMES)
def test_faster_bots_score_more(game):
    def median(ms):
        scores = []
        for s in range(25):
            m = new_game(game, 1, seed=s)
            play_out(m, ReflexBot(ms, seed=s))
            scores.append(m.final_score)
        return statistics.median(scores)

    assert median(170) > median(350)


@pytest.mark.parametrize("game", GAMES)
def test_a_bot_can_throw_the_game(game):
    for seed in range(5):
        m = new_game(game, 1, seed=seed)
        play_out(m, ReflexBot(170, seed=seed, slip_rate=0.0, lapse_rate=0.0, throw_at=4))
        assert m.final_score == 4


def test_bots_press_through_the_machine_and_see_only_the_view():
    seen = []

    class Spy(ReflexBot):
        def observe(self, view):
            seen.append(type(view))
            super().observe(view)

    m = new_game("alien_raiders", 1, seed=2)
    play_out(m, Spy(200, seed=1))
    assert set(seen) == {ConsoleView}
    bot_inputs = [i for i in m.inputs if i[0] > 0]
    assert bot_inputs and all(kind in ("press", "release") for _, kind, _ in bot_inputs)
    assert m.final_score == sum(1 for e in m.trace if e[1] == "point")


def test_rules_and_bots_never_import_pygame():
    import subprocess

    code = (
        "import sys; import arcade.games.console.machine, arcade.games.console.bots, arcade.games.console.replay, "
        "arcade.games.console.sim, arcade.games.console.bench; "
        "sys.exit(1 if any(m == 'pygame' or m.startswith('pygame.') for m in sys.modules) else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_sim_command_prints_a_distribution(capsys):
    import json

    from arcade.games.console import sim

    assert (
        sim.main(["--game", "rattler", "--skill", "2", "--bot", "250", "--games", "30", "--seed", "7", "--json"]) == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 30 and len(out["scores"]) == 30 and out["p10"] <= out["median"] <= out["p90"]
    assert (
        sim.main(["--game", "rattler", "--skill", "2", "--bot", "250", "--games", "30", "--seed", "7", "--json"]) == 0
    )
    assert json.loads(capsys.readouterr().out)["scores"] == out["scores"]  # seeded: the same every time


def _sneak_view(t_ms, on):
    lights = tuple(ON if c in on else OFF for c in CELLS)
    since = tuple(float(on.index(c)) if c in on else 0.0 for c in CELLS)
    return ConsoleView(t_ms, "playing", 1, SNEAK_ATTACK, lights, since, frozenset(), 0, None, False)


def test_a_sneak_attack_bot_presses_nothing_for_two_lights_off_any_missile_path():
    bot = ReflexBot(200, seed=3, slip_rate=0.0)
    bot.observe(_sneak_view(0.0, [1]))
    bot.observe(_sneak_view(1.0, [1, 6]))  # 1 then 6 is no straight line: no cell to land on
    assert all(p.cell in CELLS for p in bot.plans) and not [p for p in bot.plans if p.kind == "press"]
    bot.observe(_sneak_view(2.0, [1]))
    bot.observe(_sneak_view(3.0, [1, 5]))  # a real path still gets its landing cell pressed
    assert [p.cell for p in bot.plans if p.kind == "press"] == [9]
