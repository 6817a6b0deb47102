"""The carousel reopens on the last game played (saved in settings; a broken value is ignored), issue 25."""

from __future__ import annotations

import json

import pytest

from arcade.core import settings as S
from arcade.games import registry
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness


def _second_game() -> str:
    playable = [g.id for g in registry.games() if g.enabled]
    assert len(playable) >= 2
    return playable[1]


def test_the_carousel_opens_on_the_game_last_started(tmp_path):
    game = _second_game()
    h = Harness(store_root=tmp_path)
    h.boot(GameSelectScene(h.app))
    sel = h.top
    assert sel.index == 0
    sel.index = [g.id for g in sel.games].index(game)
    h.tap("keys_a", "confirm")  # its lobby
    if getattr(h.top, "title_text", "") == "LEARN TO PLAY":  # a first opening offers the game's lesson
        h.top.index = 1
        h.tap("keys_a", "confirm")  # Not now
    lobby = h.top
    lobby.index = len(lobby.items) - 1
    h.tap("keys_a", "confirm")  # START
    assert getattr(h.top, "game_id", None) == game
    # a new session: the carousel comes up on that game
    h2 = Harness(store_root=tmp_path)
    h2.boot(GameSelectScene(h2.app))
    assert h2.top.games[h2.top.index].id == game
    assert h2.top.slide == float(h2.top.index), "it starts there, not sliding to it"


def test_choosing_a_game_without_starting_it_does_not_move_the_memory(tmp_path):
    h = Harness(store_root=tmp_path)
    h.boot(GameSelectScene(h.app))
    h.top.index = [g.id for g in h.top.games].index(_second_game())
    h.tap("keys_a", "confirm")  # the lobby, then back out
    h.tap("keys_a", "back")
    assert h.app.settings["last_game"] == ""


def _settings_file(tmp_path, last_game) -> None:
    doc = {"app": "coin-op-cabinet", "version": S.VERSION, "data": {"volume": 0.3, "last_game": last_game}}
    (tmp_path / "settings.json").write_text(json.dumps(doc))


@pytest.mark.parametrize("bad", [5, None, ["crashline"], "x" * 500, "bad\nname", True])
def test_a_broken_value_is_ignored(tmp_path, bad):
    """Damaged (not text, too long, a control character): the first game, the other settings kept, and
    the file set aside with a word as for any bad field."""
    _settings_file(tmp_path, bad)
    h = Harness(store_root=tmp_path)
    h.boot(GameSelectScene(h.app))
    assert h.top.index == 0
    assert h.app.settings["volume"] == 0.3, "the other settings are kept"
    assert h.app.settings["last_game"] == ""


def test_a_game_this_cabinet_does_not_have_is_ignored_quietly(tmp_path):
    _settings_file(tmp_path, "no_such_game")
    h = Harness(store_root=tmp_path)
    h.boot(GameSelectScene(h.app))
    assert h.top.index == 0
    assert not list(tmp_path.glob("settings*.bad*")) and not h.app.store.warnings


def test_a_game_no_longer_playable_is_ignored(tmp_path, monkeypatch):
    game = _second_game()
    h = Harness(store_root=tmp_path)
    h.app.settings["last_game"] = game
    games = [g.replace(enabled=False) if g.id == game else g for g in registry.games()]
    monkeypatch.setattr(registry, "games", lambda: games)
    sel = GameSelectScene(h.app)
    assert sel.index == 0
