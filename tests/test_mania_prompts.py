"""Issue 21 #3: which event cards a person is asked about (``mania.prompts``): only cards that can change
something, a Collect card only at the moments its timing matters."""

import random

from mania_helpers import game
from test_mania_rules import duel_game

from arcade.games.mania import prompts
from arcade.games.mania.actions import NO_BET, PASS, Bet, DuelScore, Play
from arcade.games.mania.bots import SmartBot
from arcade.games.mania.cards import COLLECT_AMOUNT
from arcade.games.mania.rules import Mania


def _after_skill(hands, dice=(1, 1, 1)):
    """Seat 0 challenges seat 1 (skills from ``dice``); seats 2 and 3 bet; stop in the after-skill window."""
    s = duel_game(hands=hands, dice=dice)
    s.apply(Bet(1, 1))
    s.apply(NO_BET)
    while s.window == "after_bets":
        s.apply(PASS)
    assert s.window == "after_skill"
    return s


def test_a_skill_card_that_cannot_move_the_level_is_not_offered():
    s = _after_skill([["skill_down"], [], [], []], dice=(1, 1, 1))  # both duellists at skill 1
    assert s.current_player() == 0 and s.duel.skill == {0: 1, 1: 1}
    assert Play("skill_down", 1) in s.legal_actions(), "the rules allow it"
    assert not prompts.worth_asking(s.view(0), 0) and prompts.menu(s.view(0), 0) == [PASS]


def test_a_skill_card_that_overrules_an_earlier_one_is_offered():
    s = _after_skill([["skill_down"], [], ["skill_up"], []], dice=(1, 1, 1))
    while s.current_player() != 2:
        s.apply(PASS)
    s.apply(Play("skill_up", 1))  # the bettor makes the defender's game harder: 2
    assert s.duel.effective_skill(1) == 2 and s.current_player() == 0
    assert prompts.worth_asking(s.view(0), 0)
    assert prompts.menu(s.view(0), 0) == [PASS, Play("skill_down", 1)], "Subtract 1 now overrules it (back to 1)"


def test_one_hand_already_in_force_is_not_offered_again():
    s = _after_skill([["one_hand"], [], ["one_hand"], []], dice=(1, 2, 2))
    while s.current_player() != 2:
        s.apply(PASS)
    s.apply(Play("one_hand", 1, "left"))
    assert s.current_player() == 0
    assert prompts.menu(s.view(0), 0) == [PASS, Play("one_hand", 1, "right")]


def test_collect_cards_are_asked_about_before_your_own_roll_and_at_finish_only():
    own = game(mover=0, hands=[["collect3"], [], [], []], dice=[1])
    assert own.window == "preroll" and own.current_player() == 0 and prompts.worth_asking(own.view(0), 0)
    other = game(mover=1, hands=[["collect3"], [], [], []], dice=[1])
    assert other.window == "preroll" and other.current_player() == 0
    assert not prompts.worth_asking(other.view(0), 0) and prompts.menu(other.view(0), 0) == [PASS, Play("collect3")]
    fin = game(pos=[24, 0, 0, 0], hands=[["collect3"], [], [], []], dice=[6])
    pass_windows_once = fin.window == "preroll"
    fin.apply(PASS)
    assert pass_windows_once and fin.window == "finish" and prompts.worth_asking(fin.view(0), 0)


def _count_questions(seed: int) -> tuple[int, int, list]:
    """A game of four SmartBots (duel scores drawn at random, for speed), counting the card windows in
    which seat 0 held a playable card (the old question) and those ``prompts`` asks about; and the card
    plays the bot made for seat 0 when it would not have been asked."""
    rng = random.Random(seed)
    state = Mania(4, seed)
    bots = [SmartBot("Regular", seed * 7 + s) for s in range(4)]
    old = new = 0
    skipped = []
    while not state.is_terminal():
        seat = state.current_player()
        if state.phase == "duel":
            state.apply(DuelScore(seat, rng.randint(0, 20)))
            continue
        action = bots[seat].choose(state.view(seat))
        if seat == 0 and state.phase in ("window", "draw"):
            asked = prompts.worth_asking(state.view(0), 0)
            old += state.legal_actions(0) != [PASS]
            new += asked
            if isinstance(action, Play) and action.card not in COLLECT_AMOUNT and not asked:
                skipped.append(action)
        state.apply(action)
    return old, new, skipped


def test_a_card_holder_is_asked_far_less_often_and_never_skips_a_card_a_bot_would_play():
    old = new = 0
    for seed in range(6):
        o, n, skipped = _count_questions(seed)
        old, new = old + o, new + n
        assert skipped == [], f"seed {seed}: a question the bot answered with a card was not asked"
    assert old > 30 and new * 2 < old, (old, new)
