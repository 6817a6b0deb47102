"""What the cabinet does before its first frame stays small: no dataclass is built on the way (each costs
about half a millisecond of ``exec`` at import), no game's rules or scene is imported, and the attract
screen's first frame shows the title while the games' tiles deal themselves in over the next frames."""

import json
import os
import subprocess
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from arcade.core.record import FrozenValue, Value, fill

FIRST_FRAME = r"""
import dataclasses, json, sys
import pygame
from arcade.app import App
from arcade.cabinet import GLOBAL_KEYS, first_scene
app = App(windowed=True, fps=None, global_keys=GLOBAL_KEYS)
app.boot(first_scene)
app.step(app.clock.now_ms())
mods = sorted(m for m in sys.modules if m.startswith("arcade"))
made = [f"{m}.{name}" for m in mods for name, obj in vars(sys.modules[m]).items()
        if isinstance(obj, type) and obj.__module__ == m and dataclasses.is_dataclass(obj)]
print(json.dumps({"modules": mods, "dataclasses": made}))
"""


def test_the_first_frame_builds_no_dataclass_and_imports_no_game_rules(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", COIN_OP_HOME=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, env=env, timeout=60, check=True
    ).stdout
    seen = json.loads(out.strip().splitlines()[-1])
    assert seen["dataclasses"] == []
    assert "arcade.games.crashline.info" in seen["modules"]  # the line-up needs every game's card
    heavy = [m for m in seen["modules"] if m.rsplit(".", 1)[-1] in ("rules", "scene", "bots", "engine", "setup")]
    assert heavy == []


class Point(Value):
    _fields = ("x", "y")

    def __init__(self, x, y=0):
        self.x, self.y = x, y


class Tag(FrozenValue):
    _fields = ("name", "size")
    __slots__ = _fields

    def __init__(self, name, size=1):
        fill(self, locals())


def test_values_compare_print_and_replace_by_their_fields():
    assert Point(1, 2) == Point(1, 2) and Point(1, 2) != Point(2, 1) and Point(1) != (1, 0)
    assert repr(Point(1, 2)) == "Point(x=1, y=2)"
    assert Point(1, 2).replace(y=5) == Point(1, 5)
    with pytest.raises(TypeError):
        Point(1).replace(z=3)
    with pytest.raises(TypeError):
        hash(Point(1))  # mutable: not hashable, like a plain dataclass
    p = Point(1)
    p.y = 4
    assert p.astuple() == (1, 4)


def test_frozen_values_are_read_only_and_hashable():
    t = Tag("a")
    assert t == Tag("a", 1) and hash(t) == hash(Tag("a", 1)) and {t: 1}[Tag("a")] == 1
    with pytest.raises(AttributeError):
        t.size = 3
    with pytest.raises(AttributeError):
        del t.name
    assert t.replace(size=2) == Tag("a", 2) and t.size == 1


def test_the_line_up_deals_itself_in_after_the_title():
    from arcade.games import registry
    from arcade.scenes.attract import LINEUP_RISE_MS, LINEUP_STAGGER_MS, AttractScene
    from arcade.testing import Harness

    h = Harness()
    attract = h.boot(AttractScene(h.app))
    assert attract._lineup(attract.t0) == ()  # first frame: the title alone
    n = len(registry.games())
    shown = [len(attract._lineup(attract.t0 + (i + 1) * LINEUP_STAGGER_MS + 1)) for i in range(n)]
    assert shown == list(range(1, n + 1))  # one more game each step
    settled = attract._lineup(attract.t0 + (n + 1) * LINEUP_STAGGER_MS + LINEUP_RISE_MS)
    assert len(settled) == n and all(294 <= y <= 306 for _i, _x, y, *_ in settled)  # only the bob left
    h.app.settings["anim_speed"] = 0  # animations off: all at once, still
    assert [y for _i, _x, y, *_ in attract._lineup(attract.t0)] == [300] * n
