"""Every module in ``arcade/`` is used by something the product ships or runs: the app's entry point, the
games named in the registry (and every module their ``info.py`` names by string), and the developer tools
that the README documents (the simulators, benchmarks and the monkey). Experiments live in ``research/``.

The import graph is read from the source (``import`` statements anywhere in a module, and ``"arcade.x.y"``
or ``"arcade.x.y:attr"`` strings, which is how a ``GameInfo`` names its scene, simulator and engine)."""

from __future__ import annotations

import ast
import functools
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[1]
# The app, the developer tools the README names, and the tool that draws the shipped icon.
ENTRY_POINTS = (
    "arcade.__main__",
    "arcade.sim",
    "arcade.bench",
    "arcade.monkey",
    "arcade.replay",
    "arcade.lesson",
    "arcade.core.render.icon",
)
NAMED = re.compile(r"""["'](arcade(?:\.\w+)+)(?::\w+)?["']""")


def module_name(path: pathlib.Path, root: pathlib.Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules(root: pathlib.Path = ROOT) -> dict[str, pathlib.Path]:
    return {module_name(p, root): p for p in (root / "arcade").rglob("*.py")}


@functools.cache
def uses(name: str, path: pathlib.Path, known: frozenset[str]) -> set[str]:
    """The arcade modules that module ``name`` imports or names (a package's ``__init__`` counts too)."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)
    found.update(NAMED.findall(source))
    out = set()
    for item in found:
        while item and item not in known:  # "arcade.x.y.Name" -> "arcade.x.y"
            item = item.rpartition(".")[0]
        if item:
            out.add(item)
            parts = item.split(".")
            out.update(".".join(parts[:i]) for i in range(1, len(parts)) if ".".join(parts[:i]) in known)
    out.discard(name)
    return out


def users_of_every_module(root: pathlib.Path = ROOT) -> dict[str, set[str]]:
    mods = all_modules(root)
    known = frozenset(mods)
    users: dict[str, set[str]] = {m: set() for m in mods}
    for name, path in mods.items():
        for used in uses(name, path, known):
            users[used].add(name)
    return users


def roots() -> list[str]:
    """The entry points, and each registered game's ``info`` (the registry imports ``pkg + ".info"``)."""
    from arcade.games.registry import PACKAGES

    return [*ENTRY_POINTS, *(pkg + ".info" for pkg in PACKAGES)]


def reachable(root: pathlib.Path = ROOT, start: list[str] | None = None) -> set[str]:
    mods = all_modules(root)
    known = frozenset(mods)
    seen, todo = set(), list(start or roots())
    while todo:
        name = todo.pop()
        if name in seen or name not in mods:
            continue
        seen.add(name)
        todo.extend(uses(name, mods[name], known))
    return seen


def test_every_module_in_arcade_is_used_by_what_ships():
    users = users_of_every_module()
    unused = sorted(set(all_modules()) - reachable())
    assert not unused, "modules nothing shipped reaches (move experiments to research/): " + ", ".join(
        f"{m} (used by: {', '.join(sorted(users[m])) or 'nothing'})" for m in unused
    )


def test_the_graph_sees_imports_and_registry_names():
    users = users_of_every_module()
    assert "arcade.games.crashline.info" in users["arcade.games.crashline.scene"]  # named by string
    assert "arcade.games.crashline.scene" in users["arcade.games.crashline.present"]  # relative import
    assert "arcade.games.crashline.rollout_shark" in reachable()
    assert "arcade.games.vegas.info" in roots()


def test_a_module_nothing_uses_is_found(tmp_path):
    (tmp_path / "arcade" / "games").mkdir(parents=True)
    files = {
        "__init__.py": "",
        "__main__.py": "from arcade.games import used\n",
        "games/__init__.py": "",
        "games/used.py": "from . import helper\nNAME = 'arcade.games.named:X'\n",
        "games/helper.py": "",
        "games/named.py": "",
        "games/orphan.py": "import arcade.games.helper\n",
    }
    for rel, body in files.items():
        (tmp_path / "arcade" / rel).write_text(body, encoding="utf-8")
    seen = reachable(tmp_path, ["arcade.__main__"])
    assert {"arcade.games.used", "arcade.games.helper", "arcade.games.named"} <= seen
    assert "arcade.games.orphan" not in seen
    assert users_of_every_module(tmp_path)["arcade.games.orphan"] == set()
    assert "arcade.games.orphan" in users_of_every_module(tmp_path)["arcade.games.helper"]
