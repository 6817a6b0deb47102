"""Issue 36, item 7: Esc (the pause action) on the hot-seat curtain opens the pause menu; resume comes
back to the curtain with the hand still hidden, and Hold & Quit keeps the game from there. Through the
real Mania scene at a table of two people (the curtain before Ann's secret bet)."""

from __future__ import annotations

import json

from test_mania_scene import SLIDES, Dice, start

from arcade.games.mania.rules import Mania
from arcade.scenes.common import ChoiceDialog
from arcade.scenes.curtain import CurtainScene
from arcade.scenes.pause import PauseScene


def _curtain():
    st = Mania.arranged(SLIDES, mover=2, pos=[0, 0, 0, 0], rng=Dice(1, 2, 2))
    h, scene = start(st, "keys_a", "keys_b", "cpu", "cpu")
    assert isinstance(h.top, CurtainScene) and h.top.player_name == "Ann"
    return st, h, scene


def test_escape_on_the_curtain_opens_the_pause_menu_and_resume_returns_to_the_curtain():
    st, h, scene = _curtain()
    curtain = h.top
    h.tap("system", "pause")
    assert isinstance(h.top, PauseScene), "Esc on the curtain pauses"
    assert h.top.game is scene and h.top.game_id == "mania", "the menu speaks for the game behind the curtain"
    h.advance(500)
    h.tap("keys_a", "confirm")  # Resume
    assert h.top is curtain, "resume comes back to the curtain"
    assert scene.viewer is None, "Ann's hand is still hidden"
    h.tap("keys_a", "confirm")  # and the curtain still opens as before
    assert h.top is scene and scene.viewer == 0


def test_hold_and_quit_from_the_pause_menu_over_the_curtain_keeps_the_game():
    st, h, scene = _curtain()
    h.tap("system", "pause")
    pause = h.top
    pause.index = [i.label for i in pause.items].index("Quit to menu")
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, ChoiceDialog)
    h.tap("keys_a", "confirm")  # Keep it
    assert not any(isinstance(s, (CurtainScene, PauseScene)) for s in h.app.scenes.stack)
    kept = json.loads(h.app.store.path("hold-mania").read_text())["data"]["state"]
    assert kept["config"]["game_id"] == "mania"
    assert kept["state"] == json.loads(json.dumps(st.to_data())), "the game behind the curtain is kept as it stood"
