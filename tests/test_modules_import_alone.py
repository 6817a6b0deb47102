"""Every module of a game that does not import pygame (its declared pure modules among them) imports on its
own, first, in a fresh interpreter (issue 35): no module of an engine is only importable after another of
its engine was imported (a partially initialised module in an import circle).

One interpreter per game: before each module every ``arcade`` module is dropped from ``sys.modules``, so
the module is the first of the cabinet imported, as in ``python -c "import <module>"``."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from arcade.games import registry

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "arcade" / "games"

RUN = """
import importlib, sys, traceback
failed = []
for name in sys.argv[1:]:
    for loaded in [m for m in sys.modules if m == "arcade" or m.startswith("arcade.")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception:
        failed.append(name + ": " + traceback.format_exc(limit=-2).strip().splitlines()[-1])
print("\\n".join(failed))
"""


def _imports_pygame(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "pygame" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").split(".")[0] == "pygame":
            return True
    return False


def _modules(package: Path) -> list[str]:
    """The modules of a game package that do not import pygame themselves."""
    return [
        f"arcade.games.{package.name}.{p.stem}" if p.stem != "__init__" else f"arcade.games.{package.name}"
        for p in sorted(package.glob("*.py"))
        if not _imports_pygame(p)
    ]


PACKAGES = sorted(p for p in GAMES.iterdir() if (p / "__init__.py").exists())


def test_every_game_package_is_checked():
    assert {p.name for p in PACKAGES} >= {info.id for info in registry.games()}


def test_every_declared_pure_module_is_among_the_checked():
    checked = {m for p in PACKAGES for m in _modules(p)}
    for info in registry.games():
        if info.engine is not None:
            assert set(info.engine.pure_modules) <= checked, info.id


@pytest.mark.parametrize("package", [pytest.param(p, id=p.name) for p in PACKAGES])
def test_each_module_without_pygame_imports_on_its_own(package):
    modules = _modules(package)
    assert modules
    out = subprocess.run(
        [sys.executable, "-c", RUN, *modules], capture_output=True, text=True, check=True, cwd=ROOT, timeout=300
    )
    assert out.stdout.strip() == "", f"{package.name}: these do not import first and alone:\n{out.stdout}"


def test_the_check_sees_a_module_that_only_imports_after_another(tmp_path):
    """A circle whose first import fails: b imports a, a takes a name from b that is defined after it."""
    pkg = tmp_path / "arcade"  # named arcade so the check drops it between imports
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from arcade.b import LATER\n")
    (pkg / "b.py").write_text("from arcade import a\nLATER = 1\n")
    out = subprocess.run(
        [sys.executable, "-c", RUN, "arcade.a", "arcade.b"], capture_output=True, text=True, check=True, cwd=tmp_path
    )
    failed = out.stdout.split("\n")
    assert [line.split(":")[0] for line in failed if line] == ["arcade.b"], out.stdout
    assert "partially initialized" in out.stdout
