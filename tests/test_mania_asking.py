"""Issue 36, item 13: holding Lose A Turn, a person was asked before every opponent's roll, and again in
the same window whenever someone played a card. Now: at most once in each opponent's turn, with "don't ask
again this game" (the person's choice, kept with a held game). And a person about to roll who holds Collect
cards while a pawn is within a roll of FINISH is reminded that the cards count for nothing at the end.
Through the real scene with scripted keys."""

from __future__ import annotations

from mania_helpers import asked_options, asked_title
from test_mania_scene import SLIDES, Dice

from arcade.core.render import text
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.mania import controller, duel_result
from arcade.games.mania.cards import COLLECT_3, LOSE_TURN
from arcade.games.mania.rules import Mania
from arcade.games.mania.scene import ManiaScene
from arcade.testing import Harness

BEFORE_BOBS_ROLL = "Ann: Event card? Before Bob's roll"


def _start(st, render=False):
    """Ann (a person), Bob (a Rookie: he cashes a Collect card at the first chance) and Cy (CPU)."""
    h = Harness(render=render, fps=30)
    h.app.settings["cpu_pace"] = 8.0
    h.boot(None)
    seats = [
        SeatConfig("Ann", "human", "", "keys_a"),
        SeatConfig("Bob", "cpu", "Rookie"),
        SeatConfig("Cy", "cpu", "Rookie"),
    ]
    scene = h.app.push(ManiaScene(h.app, LobbyConfig("mania", seats, {}, 11), state=st))
    h.advance(50)
    return h, scene


def _questions_in_turn(h, scene, st, answer: str = "confirm") -> int:
    """Ann's questions before the mover's roll in this turn (answered with ``answer``); anything else she
    is asked (a bet, a duel's result) is answered with confirm."""
    turn, asked = st.turn, 0
    end = h.now + 30_000
    while st.turn == turn and h.now < end:
        if scene.person_to_choose() == 0 and not scene.busy():
            if asked_title(scene, 0).startswith("Ann: Event card? Before"):
                asked += 1
                if answer == "hush":
                    labels = [label for label, _a in asked_options(scene, 0)]
                    h.taps("keys_a", *["down"] * labels.index(controller.HUSH_LABEL))
            h.tap("keys_a", "confirm")
        elif duel_result.waiting(scene.desk) and not scene.busy():
            h.tap("keys_a", "confirm")
        h.advance(20)
    return asked


def test_lose_a_turn_is_asked_at_most_once_in_an_opponents_turn():
    # Bob is to roll and holds Collect 3: Ann (Lose A Turn) is asked first; then Bob cashes his card, and
    # the window asks everyone again (the rules): Ann is not asked a second time.
    st = Mania.arranged(SLIDES[:3], mover=1, pos=[0, 2, 0], hands=[[LOSE_TURN], [COLLECT_3], []], rng=Dice(1))
    assert st.window == "preroll"
    h, scene = _start(st)
    assert _questions_in_turn(h, scene, st) == 1
    assert any("Bob plays Collect 3" in line.text for line in scene.timeline.log), "Bob played in the window"
    assert st.hands[0] == [LOSE_TURN]


def test_dont_ask_again_this_game_is_kept_and_survives_hold_and_quit():
    st = Mania.arranged(SLIDES[:3], mover=1, pos=[0, 2, 0], hands=[[LOSE_TURN], [], []], rng=Dice(1, 1, 1, 1))
    h, scene = _start(st)
    assert [label for label, _a in asked_options(scene, 0)][:2] == ["Play no card", controller.HUSH_LABEL]
    assert _questions_in_turn(h, scene, st, "hush") == 1
    assert scene.hushed == {0}
    kept = scene.hold_data()
    assert kept["scene"] == {"hushed": [0]}
    assert st.mover == 2, "Cy's turn"
    assert _questions_in_turn(h, scene, st) == 0, "not asked before Cy's roll"
    assert st.hands[0] == [LOSE_TURN]
    again = ManiaScene.from_hold(h.app, kept)
    assert again.hushed == {0}, "the choice is kept with the game"


def test_a_person_about_to_roll_is_reminded_of_collect_cards_near_the_end():
    finish = Mania.arranged(SLIDES[:3]).board.finish
    st = Mania.arranged(SLIDES[:3], mover=0, pos=[2, finish - 4, 0], hands=[[COLLECT_3], [], []], rng=Dice(1))
    h, scene = _start(st, render=True)
    assert scene.person_to_choose() == 0
    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    assert controller.COLLECT_REMINDER in [s for kind, _r, s in rec.marks if kind == "text"]

    far = Mania.arranged(SLIDES[:3], mover=0, pos=[2, finish - 7, 0], hands=[[COLLECT_3], [], []], rng=Dice(1))
    h, scene = _start(far)
    assert scene.person_to_choose() == 0 and controller.reminder(scene.state.view(0)) == "", "no pawn near FINISH"


def test_the_key_bar_under_a_menu_names_only_the_keys_that_move_in_it():
    """Under the Lose A Turn menu Left/Right do nothing: the key bar no longer offers them as
    "bet / challenge"; in a bet they name whom the bet is on."""
    from arcade.games.mania import table

    st = Mania.arranged(SLIDES[:3], mover=1, pos=[0, 2, 0], hands=[[LOSE_TURN], [COLLECT_3], []], rng=Dice(1))
    h, scene = _start(st)
    for _ in range(200):
        if scene.person_to_choose() == 0 and not scene.busy():
            break
        h.advance(20)
    frame = scene.frame()
    assert frame.showing.asked == 0 and frame.view.phase != "bet"
    words = [w for _k, w in table.hints(frame, frame.showing)]
    assert words[:2] == ["choose", "choose it"] and "bet / challenge" not in words and "bet on" not in words
