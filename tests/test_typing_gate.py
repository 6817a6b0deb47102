"""The strict typing gate names every module it should: mypy's strict override in pyproject.toml lists each
game's pure modules (GameInfo.engine.pure_modules) and every module of the game's own that they import, so
a new rules module cannot slip out of `make lint`'s strict check."""

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

LOADED = """
import sys, importlib
sys.modules["pygame"] = None  # pure modules never need it
from arcade.games import registry
for info in registry.games():
    for name in (info.engine.pure_modules if info.engine else ()):
        importlib.import_module(name)
for name in sorted(sys.modules):
    if name.startswith("arcade.games.") and name.count(".") == 3 and not name.endswith(".info"):
        print(name)
"""


def strict_modules() -> set[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    out: set[str] = set()
    for override in config["tool"]["mypy"]["overrides"]:
        if override.get("disallow_untyped_defs") and override.get("disallow_any_generics"):
            out.update(override["module"])
    return out


def test_every_pure_module_and_what_it_imports_is_held_to_strict_typing():
    done = subprocess.run([sys.executable, "-c", LOADED], cwd=ROOT, capture_output=True, text=True, check=True)
    needed = set(done.stdout.split())
    assert "arcade.games.crashline.rules" in needed and len(needed) > 40
    missing = needed - strict_modules()
    assert not missing, f"add to the strict override in pyproject.toml: {sorted(missing)}"


def test_the_core_and_the_scene_kit_are_strict_too():
    assert {"arcade.core.*", "arcade.scenes.kit.*"} <= strict_modules()


def strict_errors(mypy_output: str) -> list[str]:
    """The lines of a mypy report that are errors in a strict module (``make lint`` fails on any)."""
    import fnmatch

    patterns = strict_modules()
    out = []
    for line in mypy_output.splitlines():
        path, _, rest = line.partition(":")
        if not path.endswith(".py") or ": error:" not in line:
            continue
        module = path[: -len(".py")].replace("/", ".").removesuffix(".__init__")
        if any(fnmatch.fnmatchcase(module, p) for p in patterns):
            out.append(line)
    return out


def test_an_error_in_a_strict_module_is_caught_and_one_elsewhere_is_not():
    report = (
        "arcade/games/vegas/rules.py:10: error: Function is missing a type annotation  [no-untyped-def]\n"
        "arcade/core/clock.py:3: error: Returning Any  [no-any-return]\n"
        "arcade/scenes/lobby.py:7: error: Need type annotation  [var-annotated]\n"
        "arcade/games/vegas/rules.py:11: note: a note is not an error\n"
    )
    assert [line.split(":")[0] for line in strict_errors(report)] == [
        "arcade/games/vegas/rules.py",
        "arcade/core/clock.py",
    ]


if __name__ == "__main__":  # make lint: python tests/test_typing_gate.py .mypy.out
    found = strict_errors(Path(sys.argv[1]).read_text())
    print("\n".join(found) or "mypy: no error in a strict module")
    sys.exit(1 if found else 0)
