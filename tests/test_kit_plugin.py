"""Adding a game is a new package plus one registry line: a tiny test-only game (tests/tinygame) is
registered through the public API and walked through the lobby, a game with a CPU and two people on one
screen (curtain, not-your-turn cue), its end, statistics, Hold & Quit and resume, touching no cabinet file."""

from __future__ import annotations

import json
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from tinygame.rules import Duel
from tinygame.scene import DuelScene

from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.scenes.common import ChoiceDialog
from arcade.scenes.curtain import CurtainScene
from arcade.scenes.game import GameScene
from arcade.scenes.lobby import LobbyScene
from arcade.scenes.pause import PauseScene
from arcade.scenes.select import GameSelectScene
from arcade.scenes.stats import StatsScene
from arcade.testing import Harness


@pytest.fixture
def tiny():
    registry.register("tinygame")
    yield registry.get("tinyduel")
    registry.unregister("tinygame")


def _select(h, game_id):
    sel = h.top
    assert isinstance(sel, GameSelectScene)
    sel.index = [g.id for g in sel.games].index(game_id)
    sel.row = 0
    h.tap("keys_a", "confirm")


def _start_from_lobby(h):
    lobby = h.top
    assert isinstance(lobby, LobbyScene)
    lobby.index = [i.label for i in lobby.items].index("START")
    h.tap("keys_a", "confirm")


def _game_against_a_cpu():
    """From the game select, through the lobby, to High Card Duel: a person on keys A against a CPU."""
    h = Harness(render=False)
    h.boot(GameSelectScene(h.app))
    _select(h, "tinyduel")
    h.top.seats[1].kind, h.top.seats[1].level = "cpu", "Greedy"
    _start_from_lobby(h)
    return h, h.top


def test_registered_game_shows_in_the_carousel_and_help(tiny):
    h = Harness(render=False)
    h.boot(GameSelectScene(h.app))
    assert "tinyduel" in [g.id for g in h.top.games]
    from arcade.scenes.howto import pages_of

    assert pages_of("tinyduel")[:-1] == tiny.howto and pages_of("tinyduel")[-1][0] == "Your keys"


def test_lobby_to_the_end_against_a_cpu_then_statistics(tiny):
    h, game = _game_against_a_cpu()
    assert isinstance(game, DuelScene) and isinstance(game, GameScene)
    assert game.viewer == 0, "with one person the hand is simply shown"
    for _ in range(3):
        assert game.state.current_player() == 0
        h.tap("keys_a", "confirm")  # play the lowest card
        h.advance(3000)  # the CPU thinks, paced, then plays
    assert game.state.is_terminal()
    h.advance(500)
    assert game.recorded
    board = h.app.stats.boards["tinyduel"]
    assert board["played"] == 1
    # statistics know the new game by its title
    h.advance(1000)  # the end card takes no input for a second
    h.tap("keys_a", "back")
    assert isinstance(h.top, GameSelectScene)
    h.app.push(StatsScene(h.app))
    assert "tinyduel" in h.top.boards


def test_two_people_get_the_curtain_and_a_not_your_turn_cue(tiny):
    h = Harness(render=False)
    h.boot(GameSelectScene(h.app))
    _select(h, "tinyduel")
    lobby = h.top
    lobby.seats[1].kind, lobby.seats[1].device = "human", "keys_b"
    _start_from_lobby(h)
    h.advance(50)
    assert isinstance(h.top, CurtainScene) and h.top.player_name == lobby.seats[0].name
    game = h.app.scenes.stack[-2]
    assert game.viewer is None, "no hand is drawn behind the curtain"
    h.tap("keys_b", "confirm")  # the wrong person cannot open it
    assert isinstance(h.top, CurtainScene)
    h.tap("keys_a", "confirm")
    assert h.top is game and game.viewer == 0
    h.tap("keys_b", "confirm")  # seat 1 presses out of turn
    assert game.cue is not None and "Not your turn" in game.cue[0]
    assert sum(len(p) for p in game.state.played) == 0
    h.tap("keys_a", "confirm")
    h.advance(400)
    assert isinstance(h.top, CurtainScene) and h.top.player_name == lobby.seats[1].name


def test_the_scene_clock_stops_under_pause(tiny):
    h, game = _game_against_a_cpu()
    t0 = game.now()
    h.tap("system", "pause")
    assert isinstance(h.top, PauseScene)
    h.advance(5000)
    assert game.now() - t0 < 100, "the game's clock stood still while paused"
    h.tap("system", "help")  # help from the pause menu, then Esc goes back one step
    h.tap("system", "pause")
    assert isinstance(h.top, PauseScene)
    h.tap("system", "pause")
    assert h.top is game


def test_hold_and_quit_then_resume(tiny):
    h, game = _game_against_a_cpu()
    h.tap("keys_a", "confirm")
    h.advance(3000)
    played = [list(p) for p in game.state.played]
    assert sum(map(len, played)) == 2
    h.tap("system", "pause")
    pause = h.top
    pause.index = [i.label for i in pause.items].index("Quit to menu")
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, ChoiceDialog)
    h.tap("keys_a", "confirm")  # Keep it
    assert isinstance(h.top, GameSelectScene)
    kept = json.loads(h.app.store.path("hold-tinyduel").read_text())
    assert kept["data"]["state"]["state"]["played"] == played
    h2 = Harness(store_root=h.app.store.root, render=False)
    h2.boot(GameSelectScene(h2.app))
    _select(h2, "tinyduel")
    assert isinstance(h2.top, ChoiceDialog)
    h2.tap("keys_a", "confirm")  # Resume
    again = h2.top
    assert isinstance(again, DuelScene) and [list(p) for p in again.state.played] == played
    assert again.config.seats[1].is_cpu


def test_a_kept_game_with_a_broken_state_is_refused_with_value_error(tiny):
    h = Harness(render=False)
    h.boot(GameSelectScene(h.app))
    good = {"config": {"game_id": "tinyduel", "seats": [{"name": "A"}, {"name": "B"}]}, "state": Duel(2, 1).to_data()}
    assert isinstance(DuelScene.from_hold(h.app, good), DuelScene)
    for broken in (
        {},
        {"config": good["config"]},
        {**good, "state": {**good["state"], "cur": 9}},
        {**good, "config": {"game_id": "tinyduel", "seats": [{"name": "A"}]}},
    ):
        with pytest.raises(ValueError):
            DuelScene.from_hold(h.app, broken)


def test_pages_opened_from_a_game_go_back_one_step_with_escape(tiny):
    from arcade.scenes.howto import HowToScene
    from arcade.scenes.options import OptionsScene

    h, game = _game_against_a_cpu()
    h.tap("system", "help")  # F1 in the game
    assert isinstance(h.top, HowToScene) and h.top.game_id_shown == "tinyduel"
    h.tap("system", "pause")  # Esc: back to the game, not a second pause menu
    assert h.top is game
    h.tap("system", "pause")
    pause = h.top
    assert isinstance(pause, PauseScene)
    for label, kind in (("Options", OptionsScene), ("How to play", HowToScene)):
        pause.index = [i.label for i in pause.items].index(label)
        h.tap("keys_a", "confirm")
        assert isinstance(h.top, kind)
        page = h.top
        h.tap("system", "help")  # F1 on a page: help (or nothing, on a help page)
        if h.top is not page:
            h.tap("system", "pause")
            assert h.top is page, "Esc on help goes back one step"
        h.tap("system", "pause")
        assert h.top is pause, f"Esc on {label} goes back to the pause menu"
    assert sum(isinstance(s, PauseScene) for s in h.app.scenes.stack) == 1
    h.tap("system", "pause")
    assert h.top is game


def test_the_attract_demo_of_a_plugged_in_game_is_all_cpus(tiny):
    h = Harness(render=False)
    h.boot(GameSelectScene(h.app))
    demo = tiny.demo(h.app)
    assert isinstance(demo, DuelScene) and demo.demo
    assert [s.name for s in demo.config.seats] == ["Ada", "Bo"] and all(s.is_cpu for s in demo.config.seats)
    h.app.push(demo)
    h.advance(8000)
    assert demo.state.is_terminal() and demo.recorded
    assert "tinyduel" not in h.app.stats.boards, "a demo records no statistics"


def test_the_kit_presents_a_plugged_in_game_from_its_table(tiny):
    """The newcomer's game on the kit: each play goes to the log through the table, the end is a call-out
    with its sound, and the picture is redrawn only when the timeline or the state changes."""
    from tinygame.present import PRESENTATIONS
    from tinygame.rules import Ended, Played

    assert set(PRESENTATIONS) == {Played, Ended}
    h = Harness()
    h.boot(GameSelectScene(h.app))
    cfg = LobbyConfig("tinyduel", [SeatConfig("Ann", "human", "", "keys_a"), SeatConfig("Cpu", "cpu", "")], {}, 3)
    game = h.app.push(DuelScene(h.app, cfg))
    h.advance(300)
    while not game.state.is_terminal():
        if game.state.current_player() == 0 and not game.busy():
            h.tap("keys_a", "confirm")
        h.advance(100)
    texts = [line.text for line in game.timeline.log]
    assert texts[0].startswith("Ann plays ") and any(t.startswith("Cpu plays ") for t in texts)
    h.advance(400)  # the call-out comes after the last card's moment
    shown = game.timeline.current(game.now())
    assert shown is not None and shown.title == "GAME OVER" and shown.sub.endswith("wins")
    assert h.app.audio.played.count("coin") == 1  # the cue's own sound, played when it shows
    key = game.picture_key()
    h.advance(2000)  # the call-out is over: nothing moves, the picture key stays
    assert game.picture_key() != key and game.picture_key() == game.picture_key()
