"""Mania's controller called directly with views (no app, no scene): a person's press -> the next UI state
and maybe a rule action. Lists, the hush choice before an opponent's roll, secret bets, challenges, cursors
put back when the question changes, and presses that do nothing in the wrong phase or for the wrong seat."""

from __future__ import annotations

from mania_helpers import game
from test_mania_scene import SLIDES, Dice

from arcade.games.mania import controller
from arcade.games.mania.actions import NO_BET, PASS, Bet, Challenge, Play
from arcade.games.mania.cards import COLLECT_3, LOSE_TURN
from arcade.games.mania.lesson import deal
from arcade.games.mania.rules import Mania
from arcade.games.mania.ui import ManiaUI, question_of

NAMES = ("Ann", "Bob", "Cy", "Dee")


def _until(state: Mania, phase: str) -> Mania:
    """Everyone passes (or makes the first legal choice) until ``phase``."""
    while state.phase != phase:
        legal = state.legal_actions()
        state.apply(PASS if PASS in legal else legal[0])
    return state


def _press(view, *actions: str, ui: ManiaUI | None = None):
    """The steps of pressing ``actions`` in turn, each on the UI state the one before left."""
    ui = ManiaUI() if ui is None else ui
    steps = []
    for action in actions:
        step = controller.control(ui, view.seat, action, view)
        steps.append(step)
        ui = step.ui
    return steps


def test_a_list_moves_with_up_and_down_and_confirm_gives_the_rule_action():
    state = game(mover=0, hands=[[COLLECT_3], [], [], []], dice=[1])
    view = state.view(0)
    assert [a for _label, a in controller.options(view, NAMES)] == [PASS, Play(COLLECT_3)]
    down, confirm = _press(view, "down", "confirm")
    assert down.ui.menu == 1 and down.action is None and down.sound == "select"
    assert confirm.action == Play(COLLECT_3) and confirm.sound == "confirm"
    up, again = _press(view, "up", "confirm")  # up from the top wraps to the bottom
    assert up.ui.menu == 1 and again.action == Play(COLLECT_3)
    first = _press(view, "confirm")[0]
    assert first.action == PASS, "the first row: roll the die with no card"
    assert [label for label, _a in controller.options(view, NAMES)][0] == "Roll the die (no card)"


def test_before_an_opponents_roll_the_hush_choice_is_offered_and_confirm_gives_it():
    state = game(mover=1, hands=[[LOSE_TURN], [], [], []], dice=[1])
    view = state.view(0)
    labels = [label for label, _a in controller.options(view, NAMES)]
    assert labels == ["Play no card", controller.HUSH_LABEL, "Play Lose A Turn on Bob"]
    assert _press(view, "down", "confirm")[1].action == controller.HUSH
    assert _press(view, "down", "down", "confirm")[2].action == Play(LOSE_TURN, 1)
    assert controller.choice_title(view, 0, NAMES) == "Ann: Event card? Before Bob's roll"


def test_a_secret_bet_chooses_the_side_and_the_stake_and_confirm_gives_the_bet():
    state = _until(Mania.arranged(SLIDES, mover=2, pos=[0, 0, 0, 0], rng=Dice(1, 2, 2)), "bet")
    view = state.view(0)
    assert state.current_player() == 0 and controller.bet_top(view) == 1
    assert _press(view, "confirm")[0].action == NO_BET
    steps = _press(view, "right", "up", "confirm")
    assert steps[0].ui.bet_side == 1 and steps[0].sound == "select"
    assert steps[1].ui.bet_amount == 1, "the stake stays within what may be bet (the limit, 1)"
    assert steps[2].action == Bet(2, 1), "on the Challenger, Cy"
    assert _press(view, "left", "confirm")[1].action == Bet(3, 1), "left from no bet: the Defender, Dee"
    assert _press(view, "right", "right", "right", "confirm")[3].action == NO_BET, "round to no bet again"


def test_a_challenge_chooses_the_game_and_the_opponent_and_confirm_gives_it():
    state = _until(deal(), "challenge")
    view = state.view(0)
    games, defenders = controller.challenge_axes(view)
    assert games == ["sneak_attack", "rattler", "alien_raiders", "run_amuk"] and defenders == [1, 2]
    steps = _press(view, "right", "right", "down", "confirm")
    assert (steps[2].ui.ch_game, steps[2].ui.ch_defender) == (2, 1)
    assert steps[3].action == Challenge(2, "alien_raiders")
    assert controller.under_cursor(steps[2].ui, view) == Challenge(2, "alien_raiders")
    assert _press(view, "left", "up", "confirm")[2].action == Challenge(2, "run_amuk"), "both wrap round"


def test_presses_in_the_wrong_phase_or_by_a_seat_not_to_act_do_nothing():
    state = game(mover=0, hands=[[COLLECT_3], [], [], []], dice=[1])
    other = state.view(1)  # Bob is not asked now
    ui = ManiaUI(question_of(state.view(0)), menu=1)
    for action in ("up", "down", "left", "right", "confirm"):
        step = controller.control(ui, 1, action, other)
        assert step.ui == ui and step.action is None and step.sound is None
    duel = _until(Mania.arranged(SLIDES, mover=2, pos=[0, 0, 0, 0], rng=Dice(1, 2, 2)), "duel")
    seat = duel.current_player()
    for action in ("up", "down", "left", "right", "confirm"):
        step = controller.control(ui, seat, action, duel.view(seat))
        assert step.ui == ui and step.action is None, "a duel is played on the console, not with these keys"


def test_the_cursors_go_back_to_the_top_when_the_question_changes():
    state = game(mover=0, hands=[[COLLECT_3], [], [], []], dice=[1])
    view = state.view(0)
    old = ManiaUI(("slide", "", 0, 0, 0, 0), menu=1, bet_side=2, bet_amount=3, ch_game=1, ch_defender=1)
    step = controller.control(old, 0, "confirm", view)
    assert step.action == PASS, "the cursor was another question's: the top row"
    assert step.ui == ManiaUI(question_of(view))
    moved = controller.control(step.ui, 0, "down", view).ui
    assert controller.control(moved, 0, "confirm", view).action == Play(COLLECT_3), "same question: kept"
