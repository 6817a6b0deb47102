"""Every game's simulator and benchmark are the one match runner's (arcade/match.py) and make their bots
through ``GameInfo.make_bot``: the simulators name their GameInfo's game, no module outside a game's bot
factory (``cpu.py``) and its bot modules builds a bot itself, no per-game match module or play-many loop
is left, and the results of each simulator do not depend on how many worker processes play them."""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from arcade import match, sim
from arcade.games import registry

GAMES = [info for info in registry.games() if info.engine is not None]
ROOT = Path(__file__).resolve().parents[1] / "arcade" / "games"
BOT_METHODS = ("choose", "poll", "next_time")


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_each_simulator_plays_its_gameinfos_game(info):
    module = importlib.import_module(info.sim)
    game = module.GAME
    assert isinstance(game, match.Game)
    expected = match.Game.of(info)
    assert (game.id, game.new, game.make_bot, game.seats, game.levels) == (
        expected.id,
        expected.new,
        expected.make_bot,
        expected.seats,
        expected.levels,
    ), f"{info.sim}.GAME is not its GameInfo's game"
    # a simulator may keep its own tallies (Mania's play hook); every other plays the GameInfo's hook
    if info.id != "mania":
        assert game.play == info.play


def _bot_classes(info) -> dict[str, str]:
    """Every class of the game's pure modules that acts as a computer player: name -> module file."""
    found: dict[str, str] = {}
    for name in info.engine.pure_modules:
        module = importlib.import_module(name)
        for cls_name, obj in vars(module).items():
            if (
                inspect.isclass(obj)
                and obj.__module__ == module.__name__
                and hasattr(obj, "instant")
                and any(hasattr(obj, m) for m in BOT_METHODS)
            ):
                found[cls_name] = module.__name__.rpartition(".")[2]
    return found


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_no_module_but_the_bot_factory_and_the_bots_build_a_bot(info):
    """Scenes, simulators, benchmarks and the rest get their bots from ``GameInfo.make_bot`` (the game's
    ``cpu.py``); only that factory and the modules defining bots (whose thinking may play rollouts with
    bots of their own) construct one, and no module imports a ``make_bot`` other than the factory's."""
    classes = _bot_classes(info)
    assert classes, f"{info.id}: its bot classes are found"
    factory = info.make_bot.partition(":")[0].rpartition(".")[2]
    makers = {factory, *classes.values()}
    bad = []
    for path in sorted((ROOT / info.id).glob("*.py")):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and any(a.name == "make_bot" for a in node.names):
                if path.stem not in makers and (node.module or "").rpartition(".")[2] != factory:
                    bad.append(f"{path.name}:{node.lineno} imports make_bot from {node.module}")
            if path.stem in makers or not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name in classes:
                bad.append(f"{path.name}:{node.lineno} builds {name}")
    assert not bad, f"make these bots with GameInfo.make_bot: {bad}"


def test_no_game_keeps_its_own_match_module_or_play_many_loop():
    leftovers = sorted(str(p.relative_to(ROOT)) for p in ROOT.glob("*/match.py"))
    assert not leftovers, f"fold into arcade/match.py: {leftovers}"
    for path in sorted(ROOT.glob("*/*.py")):
        tree = ast.parse(path.read_text())
        names = [n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
        assert not {"play_many", "play_game"} & set(names), f"{path.relative_to(ROOT)}: a play loop of its own"


def test_topspeed_races_do_not_depend_on_the_number_of_workers():
    from arcade.games.topspeed import sim as topspeed

    one = topspeed.races(["hard", "easy"], 4, seed=3, workers=1)
    assert topspeed.races(["hard", "easy"], 4, seed=3, workers=2) == one
    assert len({r["length_s"] for r in one}) > 1  # four different races
    rep = topspeed.run(4, 3, "hard", "easy", workers=2)
    assert rep["games"] == 4 and sum(s["wins"] for s in rep["seats"]) + rep["draws"] == 4


def test_console_games_do_not_depend_on_the_number_of_workers(capsys):
    import json

    from arcade.games.console import sim as console

    one = console.final_scores("rattler", 2, 250, 6, 7, workers=1)
    assert console.final_scores("rattler", 2, 250, 6, 7, workers=2) == one and len(set(one)) > 1
    argv = ["--game", "rattler", "--skill", "2", "--bot", "250", "--games", "6", "--seed", "7", "--json"]
    assert console.main([*argv, "--workers", "2"]) == 0
    assert json.loads(capsys.readouterr().out)["scores"] == one


def test_the_ladder_takes_workers_and_plays_the_same_games_on_any_number(capsys):
    import json

    assert sim.main(["crashline", "--ladder", "--games", "6", "--workers", "1", "--json"]) == 0
    one = json.loads(capsys.readouterr().out)
    assert one["jobs"] == 1 and [p["games"] for p in one["pairs"]] == [6, 6]
    game = match.Game.of(registry.get("crashline"))
    # the Kid pair again on two workers (the Shark pair is slow): the same figure
    assert match.pair(game, "Careful", "Kid", 6, 1, jobs=2) == one["pairs"][0]


def test_the_runner_reports_progress_in_order():
    game = match.Game.of(registry.get("crashline"))
    seen: list[tuple[int, int]] = []
    results = match.run(game, ["Careful", "Kid"], 30, seed=2, jobs=2, progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (60, 60) and [d for d, _ in seen] == sorted(d for d, _ in seen)
    assert [(r.deal, r.rotation) for r in results] == [(d, r) for d in range(30) for r in range(2)]


def test_lobby_level_words_quote_no_measured_figure_and_climb():
    """A level's lobby line says what it does in words; a measured share (a percentage) would go stale.
    Crash Line's say which level is easiest and hardest, and its Kid promises no free save (a seat switch)."""
    for info in registry.games():
        for line in info.cpu_descriptions:
            assert "%" not in line, f"{info.id}: {line!r} quotes a figure"
    kid, careful, shark = registry.get("crashline").cpu_descriptions
    assert kid.startswith("Easiest") and shark.startswith("Hardest") and "save" not in kid
