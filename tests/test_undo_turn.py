"""Issue 36 #19, undo within your turn: in Vegas solo a card placed where it would draw (or turn a card up)
is held on the table until the player ends the turn, and undo takes it back freely; in Insert Coin solo a
staged placement is taken back by the undo key too. Nothing held is a rule action (the replay keeps none of
it), and undo never crosses a card seen: once the turn is ended the draw is a barrier, as before."""

from __future__ import annotations

import os
import sys
from dataclasses import replace

sys.path.insert(0, os.path.dirname(__file__))

from test_insertcoin_scene import config as ic_config
from test_insertcoin_scene import start as ic_start
from test_insertcoin_scene import walk_to
from test_undo import cherry_solo, verified
from test_vegas_scene import human
from test_vegas_scene import start as vegas_start

from arcade.core.render import text


def words(h, scene) -> list[str]:
    """Every text the scene draws now (the render layer's recorder)."""
    surf = h.app.screen
    with text.recording(surf) as rec:
        scene.draw(surf)
    return [str(m[2]) for m in rec.marks if m[0] == "text"]


def place(h, scene, act) -> None:
    """The hand card, then its space, with the keys (no end of turn)."""
    scene.ui = replace(scene.ui, hand=act.slot)
    h.tap("keys_a", "confirm")
    scene.ui = replace(scene.ui, cell=act.a)
    h.tap("keys_a", "confirm")


def test_vegas_a_placement_waits_for_end_turn_and_undo_takes_it_back():
    h, scene = vegas_start([human()], {"mode": "solo"}, seed=7)
    st = scene.state
    start, moves, deck = st.to_data(), scene.recorder.moves, len(st.draw)
    h.tap("keys_a", "extra")
    act = scene.ui.hint[0]
    card = st.sym[st.hands[0][act.slot]]
    place(h, scene, act)
    assert scene.held is not None and scene.held[0] == act, "the card waits on the table for the turn's end"
    assert scene.state.to_data() == start and scene.recorder.moves == moves, "nothing applied, nothing recorded"
    tops, _heights = scene.shown_grid()
    assert tops[act.a] == card, "shown on the board as placed"
    shown = words(h, scene)
    assert "end turn" in shown and "undo" in shown, "the hint bar offers both"
    assert scene.can_undo(0)

    h.tap("keys_a", "undo")
    assert scene.held is None and scene.state.to_data() == start
    assert scene.cue[0].startswith("Taken back")
    assert scene.shown_grid()[0][act.a] != card or start["stacks"][act.a], "the card left the board"
    assert "end turn" not in words(h, scene)

    place(h, scene, act)  # again, and this time the turn is ended
    assert scene.held is not None
    h.tap("keys_a", "confirm")
    h.advance(4000)
    assert scene.held is None and len(scene.state.draw) < deck, "ending the turn draws"
    assert not scene.can_undo(0)
    h.tap("keys_a", "undo")
    assert scene.cue[0] == "Cannot undo past a card you drew or turned up", "never past a card seen"
    steps = verified(scene)
    assert not any(s[0] == "u" for s in steps) and len(steps) == 1, "held steps are no rule actions"


def test_vegas_back_also_takes_a_held_placement_back():
    h, scene = vegas_start([human()], {"mode": "solo"}, seed=7)
    start = scene.state.to_data()
    h.tap("keys_a", "extra")
    place(h, scene, scene.ui.hint[0])
    assert scene.held is not None
    h.tap("keys_a", "back")
    assert scene.held is None and scene.state.to_data() == start


def test_insert_coin_undo_key_takes_back_a_staged_placement():
    state, hole = cherry_solo()
    h, scene = ic_start(ic_config("keys_a"), state)
    start = scene.state.to_data()
    walk_to(h, scene, 0, "keys_a", 0, hole.x, hole.y)
    h.tap("keys_a", "confirm")  # staged, not yet made
    assert scene.ui.cursor(0).staged is not None and scene.can_undo(0)
    assert any("U" in w for w in words(h, scene) if "/" in w), "the hint bar names the undo key"
    h.tap("keys_a", "undo")
    assert scene.ui.cursor(0).staged is None and scene.state.to_data() == start
    assert scene.cue[0].startswith("Taken back")
    h.taps("keys_a", "confirm", "confirm")
    assert scene.state.is_complete(0, 0), "placed once confirmed"
