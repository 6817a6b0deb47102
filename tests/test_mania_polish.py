"""Issue 25, Mania: no dialog click-through (a person is stopped only by a question worth asking), a person
rolls their own die, the board drawn as a board, the bet dialog's stake and limit, a log that can be read
back. Scripted input through the Harness on arranged games (fixed dice)."""

from __future__ import annotations

import pygame
import pytest
from test_mania_scene import SLIDES, Dice, run_until, start

from arcade.games.mania import boxes, present
from arcade.games.mania.cards import COLLECT_3
from arcade.games.mania.rules import Mania


def test_a_card_window_with_nothing_worth_asking_does_not_stop_in_the_persons_name():
    """Ann holds Collect 3 on Bob's turn: not worth a question, and the game does not stand still in her
    name either (no beat with "Ann to play or pass a card" in the header): the pass is made at once."""
    st = Mania.arranged(SLIDES[:3], mover=1, pos=[0, 2, 0], hands=[[COLLECT_3], [], []], rng=Dice(1))
    h, scene = start(st, "keys_a", "cpu", "cpu")
    run_until(h, lambda: not scene.busy(), 5000)
    h.advance(40)  # one frame
    assert not (st.phase == "window" and st.current_player() == 0), "Ann's pass was not made at once"


def test_keys_pressed_while_nothing_is_asked_play_no_card():
    """Ann presses Down and Enter while a window she is not asked about is open: no hidden menu plays her
    Collect card."""
    st = Mania.arranged(SLIDES[:3], mover=1, pos=[0, 2, 0], hands=[[COLLECT_3], [], []], rng=Dice(1))
    h, scene = start(st, "keys_a", "cpu", "cpu")
    assert st.current_player() == 0 and scene.controls.person_to_choose() is None
    scene.controls.key(0, "down")
    scene.controls.key(0, "confirm")
    assert st.hands[0] == [COLLECT_3]


def _ann_to_roll(**kw):
    """Ann (a person) is to roll; Bob (a CPU) holds a Collect card, so his pass closes the card window
    before her roll: the rules roll inside his action."""
    st = Mania.arranged(SLIDES[:3], mover=0, pos=[2, 0, 0], hands=[[], [COLLECT_3], []], rng=Dice(1))
    assert st.window == "preroll" and st.current_player() == 1
    return st, *start(st, "keys_a", "cpu", "cpu", **kw)


def test_a_person_rolls_their_own_die():
    st, h, scene = _ann_to_roll()
    h.advance(3000)
    assert st.pos[0] == 2 and st.last_roll == 0, "the die waits for Ann"
    assert scene.roll_prompt() == 0 and scene.controls.key_name(0) == "Return"
    h.tap("keys_b", "confirm")  # not Ann's keys: nothing
    assert st.pos[0] == 2 and scene.cue is None or "Ann" in scene.cue[0]
    h.tap("keys_a", "confirm")  # Ann's keys, though the rules name Bob as acting: her press rolls
    assert st.last_roll == 1 and st.pos[0] == 3
    assert present.tumble(scene.timeline, scene.now()) is not None, "the die tumbles"
    assert present.pawn_index(scene.timeline, 0, scene.now(), st.pos[0]) == 2, "the pawn moves after it"
    run_until(h, lambda: not scene.busy(), 5000)
    assert scene.roll_prompt() is None and st.mover != 0 or st.pos[0] == 3


def test_the_roll_prompt_is_drawn_with_the_seats_own_key(monkeypatch):
    st, h, scene = _ann_to_roll(render=True)
    h.advance(500)
    words = []
    real_blit = boxes.text.blit
    monkeypatch.setattr(
        boxes.text, "blit", lambda surface, s, pos, **kw: words.append(s) or real_blit(surface, s, pos, **kw)
    )
    scene.draw_game(pygame.Surface((1280, 720)))
    assert "Press Return to roll" in words
    assert any(w.endswith("Ann to roll") for w in words), "the header names the roller"


def test_with_animations_off_the_roll_is_instant():
    st, h, scene = _ann_to_roll()
    h.app.settings["anim_speed"] = 0
    h.advance(100)
    h.tap("keys_a", "confirm")
    assert st.pos[0] == 3 and present.tumble(scene.timeline, scene.now()) is None


def test_a_cpus_die_tumbles_at_the_cpu_pace():
    st = Mania.arranged(SLIDES[:3], mover=1, pos=[0, 2, 0], hands=[[COLLECT_3], [], []], rng=Dice(1))
    h, scene = start(st, "keys_a", "cpu", "cpu")  # CPU pace 8
    run_until(h, lambda: st.last_roll, 5000)
    roll = scene.timeline.moves["roll"]
    assert roll.ms == pytest.approx(present.ROLL_MS / 8) and roll.ms > 0
    h.app.settings["cpu_pace"] = 1.0
    assert present.roll_ms(scene, 1) == pytest.approx(present.ROLL_MS)
    assert present.roll_ms(scene, 0) == pytest.approx(present.ROLL_MS), "a person's die is not hurried"
