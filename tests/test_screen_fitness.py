"""Screen fitness: a game converted to the scene kit's frames draws from views, never from its scene.

For each game in ``CONVERTED``, every module of its package except the pure rules modules (those its
``EngineSpec`` names and every module of the package they import) and ``scene.py`` is a screen module. No
function there (lambdas too) takes a parameter named ``scene`` or annotated with a scene class, no screen
module imports a scene class (or the game's scene module), and none is handed a rules state (a parameter
named ``state`` or annotated with the engine's class): painters receive a ``Frame``, the controller a
view. The check reads the source (``ast``), so it holds for code no test happens to run."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import pytest

from arcade.games import registry
from arcade.games.info import resolve

CONVERTED = ["crashline", "vegas", "mania", "topspeed", "console", "insertcoin"]
PAINTERS = {
    "crashline": {"table", "panels", "prompt"},
    "vegas": {"machine", "hand", "panels", "screen"},
    "mania": {"table", "panels", "boxes", "screen"},
    "topspeed": {"table", "panels", "endscreen"},
    "console": {"panel", "panels", "shown", "controls", "present"},
    "insertcoin": {"sheets", "sheet_coach", "hand", "topbar", "hintbar"},
}
"""Each converted game's painter modules (by name; the console's controller and presenter too)."""
SCENES = {"console": "arcade.games.console.scene:ConsoleScene"}
"""The scene of a game whose GameInfo names none (its ``start`` makes it)."""
SCENE_SIDE = {
    "console": {
        # Modules that make or are scenes: the registry entry, the replay list, the seam that lends the scene
        # to Mania's duels, the benchmark of input through the real loop.
        "info",
        "replays_menu",
        "duel_screen",
        "loop_bench",
        # The rules' own benchmark and the seam Mania reads a machine's run through: rules code, no screen.
        "bench",
        "duel_api",
    }
}
"""Modules of a converted game that are neither its rules nor its screen (by name), each for its reason."""
HELD = {"console": {"drive", "sessions"}}
"""Parts a game's scene holds that work on the rules state themselves (the console's machine, run between
rule actions at exact times; its runs kept and its high scores): not screen code, but never handed the
scene either (``test_the_parts_a_scene_holds_never_take_it``)."""


def _package_modules(game_id: str) -> dict[str, Path]:
    pkg = importlib.import_module(f"arcade.games.{game_id}")
    return {
        f"{pkg.__name__}.{m.name}": Path(pkg.__path__[0]) / f"{m.name}.py"
        for m in pkgutil.iter_modules(pkg.__path__)
        if not m.ispkg
    }


def _imports_within(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The package's modules that module ``name`` imports (relative or absolute, at any depth of its code)."""
    package = name.rsplit(".", 1)[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = f"{package}.{base}" if base else package
            for alias in node.names:
                for candidate in (f"{base}.{alias.name}", base):
                    if candidate in modules:
                        out.add(candidate)
                        break
        elif isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names if alias.name in modules}
    return out


def screen_modules(game_id: str) -> dict[str, Path]:
    """Every module of the game's package but its pure rules modules and ``scene.py``."""
    modules = _package_modules(game_id)
    info = registry.get(game_id)
    pure = set(info.engine.pure_modules) | {info.engine.new.split(":")[0]}
    todo = list(pure)
    while todo:
        name = todo.pop()
        if name in modules:
            for dep in _imports_within(name, modules[name], modules) - pure:
                pure.add(dep)
                todo.append(dep)
    scene_module = str(info.scene or SCENES[game_id]).split(":")[0]
    names = SCENE_SIDE.get(game_id, set()) | HELD.get(game_id, set())
    side = {f"{scene_module.rsplit('.', 1)[0]}.{n}" for n in names}
    return {name: path for name, path in modules.items() if name not in pure | side and name != scene_module}


def _annotation(node: ast.expr | None) -> str:
    return "" if node is None else ast.unparse(node)


def faults(game_id: str, held: bool = False) -> list[str]:
    """What breaks the rule in the game's screen modules, one line each ("module:line what"); with ``held``,
    in the parts its scene holds (``HELD``), which may work on the rules state but never take the scene."""
    info = registry.get(game_id)
    scene_cls = resolve(str(info.scene or SCENES[game_id]))
    engine = scene_cls.engine.__name__
    scene_module = scene_cls.__module__
    out = []
    if held:
        package = scene_module.rsplit(".", 1)[0]
        modules = {
            f"{package}.{n}": p for n, p in ((n, _package_modules(game_id)[f"{package}.{n}"]) for n in HELD[game_id])
        }
    else:
        modules = screen_modules(game_id)
    for name, path in sorted(modules.items()):
        short = name.rsplit(".", 1)[1]
        package = name.rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                args = node.args
                params = [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]
                what = getattr(node, "name", "lambda")
                for p in params:
                    if p is None:
                        continue
                    note = _annotation(p.annotation)
                    if p.arg == "scene" or "Scene" in note:
                        out.append(f"{short}:{node.lineno} {what} takes the scene ({p.arg})")
                    elif not held and (p.arg == "state" or engine in note.split(".")):
                        out.append(f"{short}:{node.lineno} {what} is handed a rules state ({p.arg})")
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    base = f"{package}.{base}" if base else package
                names = [a.name for a in node.names]
                if (
                    base in (scene_module, "arcade.scenes.game", "arcade.core.scenes")
                    or scene_module in {f"{base}.{n}" for n in names}
                    or any(n.endswith("Scene") for n in names)
                ):
                    out.append(f"{short}:{node.lineno} imports a scene ({base}: {', '.join(names)})")
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name in (scene_module, "arcade.scenes.game", "arcade.core.scenes"):
                        out.append(f"{short}:{node.lineno} imports a scene ({alias.name})")
    return out


def _demo(game_id: str, render: bool, ms: float):
    """A harness showing the game's CPU demo, ``ms`` into it."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from arcade.testing import Harness

    h = Harness(render=render)
    h.boot()
    h.app.scenes.clear()
    scene = registry.get(game_id).demo(h.app)
    h.app.scenes.push(scene)
    h.advance(ms)
    return h, scene


@pytest.mark.parametrize("game_id", CONVERTED)
def test_no_screen_module_takes_the_scene_or_a_rules_state(game_id):
    found = faults(game_id)
    assert not found, f"{game_id}'s screen modules:\n" + "\n".join(found)


@pytest.mark.parametrize("game_id", sorted(HELD))
def test_the_parts_a_scene_holds_never_take_it(game_id):
    found = faults(game_id, held=True)
    assert not found, f"{game_id}'s held parts:\n" + "\n".join(found)


@pytest.mark.parametrize("game_id", CONVERTED)
def test_the_screen_modules_are_the_ones_that_draw(game_id):
    """The split is the real one: the painters are screen modules, the rules are not."""
    names = {n.rsplit(".", 1)[1] for n in screen_modules(game_id)}
    assert {"rules", "view", "turn", "scene"}.isdisjoint(names)
    assert PAINTERS[game_id] <= names


@pytest.mark.parametrize("game_id", CONVERTED)
def test_the_scene_draws_from_a_frame(game_id):
    """Its picture key is the kit's frame: drawing an equal frame again costs nothing."""
    h, scene = _demo(game_id, render=True, ms=200)
    from arcade.scenes.kit.frame import Frame

    assert isinstance(scene.frame(), Frame) and scene.picture_key() == scene.frame()


@pytest.mark.parametrize("game_id", CONVERTED)
def test_drawing_changes_nothing(game_id):
    """Painting a frame leaves the rules state, the timeline and the UI state as they were."""
    import copy

    h, scene = _demo(game_id, render=False, ms=0)
    import pygame

    surface = pygame.Surface(h.app.screen.get_size()).convert()
    checked = 0
    for _ in range(40):
        h.advance(250)
        tl = scene.timeline
        before = (scene.state.to_data(), copy.deepcopy(tl), scene.ui, scene.acts)
        scene.draw_game(surface)
        scene.draw_game(surface)
        assert (scene.state.to_data(), copy.deepcopy(tl), scene.ui, scene.acts) == before
        checked += 1
    assert checked == 40 and scene.acts > 0


@pytest.mark.parametrize("game_id", CONVERTED)
def test_a_setting_changed_at_the_same_moment_makes_a_new_frame(game_id):
    """The frame is built once a moment; a setting it shows, changed within that moment (the clock stands
    still behind the Options page), still reaches it."""
    h, scene = _demo(game_id, render=False, ms=200)
    before = scene.frame()
    h.app.settings["colour_blind"] = not before.colour_blind
    assert scene.frame().colour_blind is not before.colour_blind


@pytest.mark.parametrize("game_id", CONVERTED)
def test_a_frame_equal_to_the_last_is_the_last_one(game_id):
    """A moment whose frame would equal the last one's is handed the last one itself (nothing built, and the
    picture key compares as the same object); a setting changed makes a new one all the same."""
    h, scene = _demo(game_id, render=False, ms=200)
    first = scene.frame()
    scene.forget_frame()  # built again for the same moment: everything it shows is as it was
    assert scene.frame() is first
    h.app.settings["colour_blind"] = not first.colour_blind
    again = scene.frame()
    assert again is not first and again.colour_blind is not first.colour_blind


@pytest.mark.parametrize("game_id", CONVERTED)
def test_a_game_that_leaves_lets_its_pictures_go(game_id):
    """A game scene leaving the stack drops its kept pictures and its last frame at once, not when the
    collector next finds the scene (its full-screen table layers are 3.5 MB each)."""
    h, scene = _demo(game_id, render=True, ms=500)
    assert len(scene.layers) > 0
    h.app.scenes.clear()
    assert len(scene.layers) == 0
