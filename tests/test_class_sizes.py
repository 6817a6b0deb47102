"""No class in arcade/ is over 400 lines (issue 24): a class that grows past it is split by role (phase
handlers, a controller, painters), not allowed to grow."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "arcade"
LIMIT = 400


def long_classes(source: str, name: str) -> list[str]:
    tree = ast.parse(source)
    return [
        f"{name}: class {n.name} is {n.end_lineno - n.lineno + 1} lines"
        for n in ast.walk(tree)
        if isinstance(n, ast.ClassDef) and n.end_lineno - n.lineno + 1 > LIMIT
    ]


def test_every_class_in_arcade_is_at_most_400_lines():
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        found += long_classes(path.read_text(), str(path.relative_to(ROOT)))
    assert found == []


def test_the_check_counts_a_long_class():
    body = "\n".join(f"    x{i} = {i}" for i in range(LIMIT + 5))
    assert long_classes(f"class Big:\n{body}\n", "big.py") == [f"big.py: class Big is {LIMIT + 6} lines"]
