"""Every game scene is built from the scene kit's parts (issue 24): a presenter table, the base's end."""

import importlib

import pytest

from arcade.games import registry
from arcade.scenes.game import GameScene
from arcade.scenes.kit.present import Presentation

SCENES = [(g.id, g.scene) for g in registry.games() if g.enabled and g.scene] + [
    ("console", "arcade.games.console.scene:ConsoleScene")  # its GameInfo starts it without naming it
]


@pytest.mark.parametrize("game_id, scene", SCENES, ids=[g for g, _ in SCENES])
def test_the_scene_has_a_presenter_table_and_leaves_the_end_to_the_base(game_id, scene):
    module, _, name = scene.partition(":")
    cls = getattr(importlib.import_module(module), name)
    assert issubclass(cls, GameScene)
    table = importlib.import_module(module.rsplit(".", 1)[0] + ".present").PRESENTATIONS
    assert table and all(isinstance(k, type) and isinstance(v, Presentation) for k, v in table.items())
    # statistics go through the base's hooks (stats_board, single_result, keeps_result, enter_results...),
    # in the scene's class or any part of it
    own = [k for k in cls.__mro__ if k.__module__.startswith("arcade.games.")]
    assert own and not [k for k in own if "record" in vars(k) or "results" in vars(k)], f"{name} records its own"
