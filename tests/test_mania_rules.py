"""Electronic Arcade Mania rules: setup, every space type, bets, the duel and every event card."""

import random

import pytest
from mania_helpers import SLIDES3, SLIDES4, game, pass_windows, space
from mania_rig import Dice

from arcade.core.rules import IllegalAction
from arcade.games.mania import events as E
from arcade.games.mania.actions import NO_BET, PASS, Bet, Challenge, ChooseSlide, DuelScore, Play
from arcade.games.mania.board import ANY, COLLECT, GAME
from arcade.games.mania.cards import EVENT_DECK, EVENT_MIX
from arcade.games.mania.rules import BETTING, CHALLENGE, DRAW, DUEL, Mania

ANY_AT = space(ANY)
C3 = space(COLLECT, collect=3)  # COLLECT 3 / DEFEND AT 2
C5D1 = space(COLLECT, collect=5)  # COLLECT 5 / DEFEND AT 1
RA1 = space(GAME, "run_amuk", 1)


def worths(s):
    return [s.worth(p) for p in range(s.n)]


# ----------------------------------------------------------------------------------------------- setup
def test_components_and_setup():
    assert len(EVENT_DECK) == 24 and sum(EVENT_MIX.values()) == 24 and len(EVENT_MIX) == 11
    s = Mania(4, 3)
    assert s.chips.red == [1, 1, 1, 1, 61] and s.chips.white == [5, 5, 5, 5, 15]
    assert [len(h) for h in s.hands] == [1, 1, 1, 1] and len(s.deck) == 20
    rolls = s.setup_events[0]
    assert isinstance(rolls, E.SlideRolls) and s.choose_order[0] == rolls.first_chooser
    assert s.choose_order == [(rolls.first_chooser + i) % 4 for i in range(4)]
    for slide in ("rattler", "sneak_attack", "run_amuk", "alien_raiders"):
        assert ChooseSlide("pacman") not in s.legal_actions()
        s.apply(ChooseSlide(slide))
    assert s.mover == s.choose_order[-1]  # the last to choose goes first
    assert s.slide_of[s.choose_order[0]] == "rattler"


def test_tie_for_highest_roll_is_rolled_again():
    for seed in range(200):
        s = Mania(4, seed)
        rolls = s.setup_events[0].rolls
        if len(rolls) > 4:
            first_round = dict(rolls[:4])
            top = max(first_round.values())
            tied = sorted(seat for seat, v in first_round.items() if v == top)
            assert len(tied) > 1 and [seat for seat, _ in rolls[4 : 4 + len(tied)]] == tied
            assert s.setup_events[0].first_chooser in tied
            return
    pytest.fail("no tie in 200 seeds")


def test_three_players_leave_a_slide_unowned():
    s = Mania(3, 1)
    for slide in SLIDES3:
        s.apply(ChooseSlide(slide))
    assert s.owner("run_amuk") is None and s.owner("rattler") is not None
    assert s.chips.red[3] == 62 and s.chips.white[3] == 20


# ----------------------------------------------------------------------------------------------- spaces
def test_collect_space_pays_and_ends_the_turn():
    s = game(dice=[C3])
    assert s.pos[0] == C3 and s.worth(0) == 13
    assert E.ChipsPaid(E.BANK, 0, 3, "collect") in s.setup_events
    assert s.mover == 1 and s.turn == 2


def test_finish_pays_ten_and_ends_the_game():
    s = game(pos=[24, 0, 0, 0], chips=[(1, 5), (2, 4), (1, 0), (0, 0)], dice=[6])
    assert s.pos[0] == 27 and s.is_terminal() and s.current_player() == -1
    assert s.worth(0) == 20 and s.winners() == [0] and s.legal_actions() == []
    assert isinstance(s.setup_events[-1], E.GameOver)
    with pytest.raises(IllegalAction):
        s.apply(PASS)


def test_collect_cards_held_at_finish_may_be_cashed_one_a_player_before_the_game_ends():
    """Issue 21 #3: "Collect ... at any time": cards held when a pawn reaches FINISH are not lost without a
    chance; the last window asks only holders of Collect cards, one card each, then the game is over."""
    hands = [["collect3", "add4"], ["collect5", "collect7"], ["cancel_loss"], []]
    s = game(pos=[24, 0, 0, 0], hands=hands, dice=[6])
    while s.window == "preroll":
        s.apply(PASS)
    assert s.pos[0] == 27 and not s.is_terminal() and s.window == "finish"
    assert s.pending == [1, 0], "only Collect holders are asked (Cy holds no Collect card)"
    assert set(s.legal_actions()) == {PASS, Play("collect5"), Play("collect7")}
    s.apply(Play("collect7"))
    assert s.current_player() == 0 and set(s.legal_actions()) == {PASS, Play("collect3")}
    s.apply(Play("collect3"))
    assert s.is_terminal(), "Bob has played his one card this turn: no second Collect"
    assert s.hands[1] == ["collect5"] and s.worth(1) == 10 + 7 and s.worth(0) == 10 + 10 + 3


def test_an_arrow_crossed_on_the_move_to_finish_gives_its_card_to_cash_in_the_last_window():
    """Issue 33 #6: "draw an Event Card each time you pass a white arrow" holds on the last move too: the
    card drawn crossing the arrow after space 21 on the way to FINISH may be cashed in the FINISH window."""
    s = game(pos=[21, 0, 0, 0], deck_top=["collect7"], dice=[6])
    assert s.pos[0] == 27 and s.hands[0] == ["collect7"] and s.window == "finish"
    assert E.PawnMoved(0, 21, 27, 1) in s.setup_events
    s.apply(Play("collect7"))
    assert s.is_terminal() and s.worth(0) == 10 + 10 + 7
    full = ["collect3", "add4", "add4", "skill_up", "lose_turn"]
    s2 = game(pos=[21, 0, 0, 0], hands=[full, [], [], []], deck_top=["collect7"], dice=[6])
    ev = list(s2.setup_events)
    while s2.window == "preroll":
        ev += s2.apply(PASS)
    assert s2.hands[0] == full, "a full hand takes no card at FINISH: no second card could be played"
    assert E.DrawSkipped(0) in ev


def test_finish_with_no_collect_card_held_ends_at_once():
    s = game(pos=[24, 0, 0, 0], hands=[["add4"], ["lose_turn"], [], []], dice=[6])
    while s.window == "preroll":
        s.apply(PASS)
    assert s.is_terminal() and s.window is None


def test_space_of_an_owned_slide_challenges_its_owner():
    s = game(mover=1, dice=[RA1])  # Run Amuk belongs to seat 3
    assert E.DuelStarted(1, 3, "run_amuk", 1) in s.setup_events
    assert s.phase == BETTING and s.duel.bet_pending == [2, 0]


def test_space_of_your_own_slide_draws_a_card_and_lets_you_pick_the_opponent():
    s = game(mover=3, dice=[RA1], deck_top=["collect3"])
    assert s.hands[3] == ["collect3"] and E.CardDrawn(3) in s.setup_events
    assert s.phase == CHALLENGE
    assert s.legal_actions() == [Challenge(d, "run_amuk") for d in (0, 1, 2)]


def test_unowned_slide_in_a_three_player_game_lets_you_pick_any_player():
    s = game(SLIDES3, dice=[RA1])
    assert s.phase == CHALLENGE and s.legal_actions() == [Challenge(1, "run_amuk"), Challenge(2, "run_amuk")]
    assert s.hands[0] == []  # not your own slide: no card


def test_any_game_any_player_space():
    s = game(pos=[ANY_AT - 1, 0, 0, 0], dice=[1])
    legal = s.legal_actions()
    assert len(legal) == 12 and Challenge(2, "rattler") in legal and Challenge(0, "rattler") not in legal
    s.apply(Challenge(2, "rattler"))
    assert s.duel.game == "rattler" and s.duel.defender == 2 and s.duel.limit == 5


def test_crossing_a_take_a_card_arrow_draws():
    arrow = 7
    s = game(pos=[arrow - 1, 0, 0, 0], dice=[2], deck_top=["add4"])
    assert s.hands[0] == ["add4"]
    assert E.PawnMoved(0, arrow - 1, arrow + 1, 1) in s.setup_events


def test_holding_five_play_a_collect_card_and_draw_or_skip_the_draw():
    hand = ["collect5", "add4", "add4", "skill_up", "lose_turn"]
    s = game(pos=[6, 0, 0, 0], hands=[hand, [], [], []], deck_top=["one_hand"], dice=[2])
    s.apply(PASS)  # its own pre-roll window
    assert s.phase == DRAW and s.legal_actions() == [PASS, Play("collect5")]
    s.apply(Play("collect5"))
    assert sorted(s.hands[0]) == sorted(hand[1:] + ["one_hand"]) and s.worth(0) == 10 + 5 + 5
    s2 = game(pos=[6, 0, 0, 0], hands=[hand, [], [], []], deck_top=["one_hand"], dice=[2])
    s2.apply(PASS)
    ev = s2.apply(PASS)
    assert E.DrawSkipped(0) in ev and s2.hands[0] == hand


def test_reshuffle_when_the_deck_runs_out():
    s = game(pos=[0, 0, 0, 0], hands=[[], [], [], ["collect3"]], dice=[])
    s.discard, s.deck = s.deck, []
    s.pos[0] = 6
    s.rng.values = [2]
    ev = s.apply(PASS)  # seat 3 passes; seat 0 rolls 2, crosses the arrow
    assert E.Reshuffled(23) in ev and len(s.hands[0]) == 1 and len(s.deck) == 22
    s.check_cards()


# ----------------------------------------------------------------------------------------------- duels and bets
def duel_game(hands=None, chips=None, defender_pos=0, dice=(1, 2, 2), slides=SLIDES4):
    """Seat 0 lands on ANY / ANY and challenges seat 1 at Alien Raiders; seats 2 and 3 may bet."""
    pos = [ANY_AT - 1, defender_pos] + [0] * (len(slides) - 2)
    s = game(slides, pos=pos, hands=hands, chips=chips, dice=list(dice))
    pass_windows(s)
    s.apply(Challenge(1, "alien_raiders"))
    return s


def test_bets_limits_winner_prize_and_payouts():
    s = duel_game()
    assert s.current_player() == 2
    assert s.legal_actions() == [NO_BET] + [Bet(on, a) for on in (0, 1) for a in range(1, 6)]
    s.apply(Bet(0, 5))
    s.apply(Bet(1, 3))
    assert s.phase == DUEL and s.current_player() == 0  # the challenger plays first
    assert s.duel.skill == {0: 2, 1: 2}
    with pytest.raises(IllegalAction):
        s.apply(DuelScore(1, 10))
    s.apply(DuelScore(0, 10))
    assert s.duel_setup(1).opponent_score == 10 and s.current_player() == 1
    ev = s.apply(DuelScore(1, 12))
    assert E.DuelWon(1, 0, False) in ev and E.BetsRevealed(((2, 0, 5), (3, 1, 3))) in ev
    assert worths(s) == [10, 15, 5, 13]
    assert E.BetSettled(2, "lost", 5) in ev and E.BetSettled(3, "won", 3) in ev
    s.check_chips()


def test_a_tie_goes_to_the_defender():
    s = duel_game()
    s.apply(NO_BET)
    s.apply(NO_BET)
    s.apply(DuelScore(0, 12))
    ev = s.apply(DuelScore(1, 12))
    assert E.DuelWon(1, 0, True) in ev and s.worth(1) == 15


def test_bet_limited_by_chips_and_bank_gives_a_broke_bettor_a_chip():
    s = duel_game(chips=[(1, 5), (1, 5), (0, 2), (0, 0)])
    assert max(a.amount for a in s.legal_actions()) == 2
    s.apply(Bet(1, 2))
    assert s.legal_actions() == [NO_BET, Bet(0, 1), Bet(1, 1)]
    ev = s.apply(Bet(0, 1))
    assert E.ChipsPaid(E.BANK, 3, 1, "loan") in ev and s.worth(3) == 1
    s.apply(DuelScore(0, 3))
    s.apply(DuelScore(1, 9))
    assert s.worth(3) == 0 and s.worth(2) == 4


def test_bets_are_secret_until_the_duel_is_played():
    s = duel_game()
    s.apply(Bet(0, 4))
    s.apply(Bet(0, 1))
    seen_by_3 = s.view(3).to_data()["duel"]["bets"]
    assert seen_by_3 == [[2, True], [3, 0, 1, False]]
    assert s.view(2).my_bet() == (0, 4) and s.view(3).my_bet() == (0, 1)
    other = duel_game()
    other.apply(Bet(1, 2))
    other.apply(Bet(0, 1))
    assert other.view(3).to_data() == s.view(3).to_data() and other.view(2).to_data() != s.view(2).to_data()
    s.apply(DuelScore(0, 3))
    ev = s.apply(DuelScore(1, 9))
    assert E.BetsRevealed(((2, 0, 4), (3, 0, 1))) in ev


def test_defender_on_a_defend_at_space_keeps_that_skill_only_while_there():
    s = duel_game(defender_pos=C5D1, dice=(1, 3))
    s.apply(NO_BET)
    s.apply(NO_BET)
    assert s.duel.skill == {0: 3, 1: 1} and s.duel.skill_how == {0: "die", 1: "defend"}
    s = duel_game(defender_pos=C5D1 + 1, dice=(1, 3, 2))
    s.apply(NO_BET)
    s.apply(NO_BET)
    assert s.duel.skill == {0: 3, 1: 2} and s.duel.skill_how[1] == "die"


# ----------------------------------------------------------------------------------------------- event cards
def test_collect_cards_pay_and_one_card_per_player_per_turn():
    s = duel_game(hands=[[], [], ["collect3", "collect7"], []])
    s.apply(NO_BET)
    s.apply(NO_BET)
    assert s.window == "after_bets" and s.current_player() == 2
    assert s.legal_actions() == [PASS, Play("collect3"), Play("collect7")]
    s.apply(Play("collect7"))
    assert s.worth(2) == 17 and s.played[2]
    assert s.phase == DUEL and s.legal_actions(2) == []  # not asked after skill levels: one card a turn
    s.apply(DuelScore(0, 1))
    s.apply(DuelScore(1, 2))
    assert s.mover == 1 and not s.played[2]  # a new turn: a new allowance
    assert s.current_player() == 2 and s.legal_actions() == [PASS, Play("collect3")]


def test_lose_turn_before_the_opponent_rolls():
    s = game(hands=[[], ["lose_turn"], [], []], dice=[])
    assert s.legal_actions() == [PASS, Play("lose_turn", 0)]
    ev = s.apply(Play("lose_turn", 0))
    assert E.TurnLost(0) in ev and s.pos[0] == 0 and s.mover == 1


def test_extra_turn_as_your_turn_ends():
    s = game(hands=[["extra_turn"], [], [], []], dice=[C3, ANY_AT - C3])
    assert s.legal_actions() == [PASS]  # not before the roll
    s.apply(PASS)
    assert s.window == "end_turn" and s.legal_actions() == [PASS, Play("extra_turn")]
    ev = s.apply(Play("extra_turn"))
    assert E.ExtraTurnTaken(0) in ev and s.mover == 0 and s.pos[0] == ANY_AT and s.phase == CHALLENGE


def test_add_4_after_bets_and_an_answer_on_the_other_duellist_evens_it_out():
    s = duel_game(hands=[[], [], ["add4"], ["add4"]])
    s.apply(Bet(0, 2))
    assert Play("add4", 0) not in s.legal_actions()  # not before the bets are in
    s.apply(NO_BET)
    assert s.window == "after_bets" and s.legal_actions() == [PASS, Play("add4", 0), Play("add4", 1)]
    s.apply(Play("add4", 0))
    assert s.duel.bonus == {0: 4} and s.current_player() == 3
    assert s.legal_actions() == [PASS]  # seat 3 did not bet: no duel cards
    s2 = duel_game(hands=[[], [], ["add4"], ["add4"]])
    s2.apply(Bet(0, 2))
    s2.apply(Bet(1, 2))
    s2.apply(Play("add4", 0))
    s2.apply(Play("add4", 1))  # the answer adds to the other duellist: both have +4
    pass_windows(s2)
    ev = s2.apply(DuelScore(0, 10))
    assert E.DuelPlayed(0, 10, 14) in ev
    ev = s2.apply(DuelScore(1, 7))
    assert E.DuelPlayed(1, 7, 11) in ev and E.DuelWon(0, 1, False) in ev


def test_two_add_4_on_one_duellist_add_up():
    """Issue 33 #3: "add to the impact of your opponent's card": a second Add 4 on the same duellist adds
    another 4 (7 becomes 15), it does not replace the first."""
    s = duel_game(hands=[[], [], ["add4"], ["add4"]])
    s.apply(Bet(0, 2))
    s.apply(Bet(1, 2))
    s.apply(Play("add4", 1))
    s.apply(Play("add4", 1))
    assert s.duel.bonus == {1: 8} and s.duel_setup(1).add4 == 8
    pass_windows(s)
    s.apply(DuelScore(0, 12))
    ev = s.apply(DuelScore(1, 7))
    assert E.DuelPlayed(1, 7, 15) in ev and E.DuelWon(1, 0, False) in ev


def test_skill_cards_after_skill_levels_add_up_clamped_and_cancel_out():
    s = duel_game(hands=[[], ["skill_down"], ["skill_up"], ["skill_down"]], dice=(1, 2, 1))
    s.apply(Bet(0, 1))
    s.apply(Bet(0, 1))
    assert s.window == "after_bets"
    while s.window == "after_bets":
        s.apply(PASS)
    assert s.window == "after_skill" and s.duel.skill == {0: 2, 1: 1}
    assert s.current_player() == 1
    s.apply(Play("skill_down", 1))  # already 1: stays 1
    assert s.duel.effective_skill(1) == 1
    s.apply(Play("skill_up", 0))  # seat 2: challenger 2 -> 3
    assert s.duel.effective_skill(0) == 3
    s.apply(Play("skill_down", 0))  # seat 3 answers: it cancels the +1 out, back to the roll
    assert s.duel.effective_skill(0) == 2 and s.duel_setup(0).skill == 2 and 0 not in s.duel.skill_mod


def test_two_skill_cards_the_same_way_add_up():
    s = duel_game(hands=[[], [], ["skill_down"], ["skill_down"]], dice=(1, 3, 3))
    s.apply(Bet(0, 1))
    s.apply(Bet(0, 1))
    while s.window == "after_bets":
        s.apply(PASS)
    assert s.duel.skill == {0: 3, 1: 3}
    while s.current_player() != 2:
        s.apply(PASS)
    s.apply(Play("skill_down", 0))
    s.apply(Play("skill_down", 0))
    assert s.duel.effective_skill(0) == 1 and s.duel_setup(0).skill == 1


def test_one_hand_names_a_duellist_and_a_hand():
    s = duel_game(hands=[["one_hand"], [], ["one_hand"], []])
    s.apply(Bet(1, 1))
    s.apply(NO_BET)
    while s.window == "after_bets":
        s.apply(PASS)
    assert s.current_player() == 2
    assert Play("one_hand", 0, "left") in s.legal_actions() and len(s.legal_actions()) == 5
    s.apply(Play("one_hand", 0, "left"))
    assert s.current_player() == 0
    s.apply(Play("one_hand", 1, "right"))  # the challenger answers on the defender: both play one-handed
    pass_windows(s)
    assert s.duel_setup(0).one_hand == "left" and s.duel_setup(1).one_hand == "right"


def test_one_hand_twice_on_one_duellist_the_last_hand_is_obeyed():
    s = duel_game(hands=[[], ["one_hand"], ["one_hand"], []])
    s.apply(Bet(1, 1))
    s.apply(NO_BET)
    while s.window == "after_bets":
        s.apply(PASS)
    while s.current_player() != 1:
        s.apply(PASS)
    s.apply(Play("one_hand", 0, "left"))
    assert s.current_player() == 2
    s.apply(Play("one_hand", 0, "right"))  # a real conflict: one hand or the other, the last is obeyed
    pass_windows(s)
    assert s.duel_setup(0).one_hand == "right" and s.duel_setup(1).one_hand is None


def test_one_hand_forces_an_opponent_never_yourself():
    """Issue 21 #3: "Force Opponent To Play Challenge With Only One Hand": a duellist names the other one."""
    offered = {}
    for hands in ([["one_hand"], [], ["one_hand"], []], [[], ["one_hand"], [], []]):  # two One Hand cards
        s = duel_game(hands=hands)
        s.apply(Bet(1, 1))
        s.apply(NO_BET)
        while s.window == "after_bets":
            s.apply(PASS)
        assert s.window == "after_skill"
        while s.window == "after_skill":
            seat = s.current_player()
            offered[seat] = {(a.target, a.hand) for a in s.legal_actions() if isinstance(a, Play)}
            s.apply(PASS)
    assert offered[0] == {(1, "left"), (1, "right")}, "the challenger names only the defender"
    assert offered[1] == {(0, "left"), (0, "right")}, "the defender names only the challenger"
    assert offered[2] == {(t, h) for t in (0, 1) for h in ("left", "right")}, "a bettor names either"


def _to_payout(hands):
    s = duel_game(hands=hands)
    s.apply(Bet(0, 4))  # seat 2 backs the challenger, who loses
    s.apply(Bet(0, 2))  # seat 3 too
    pass_windows(s)
    s.apply(DuelScore(0, 5))
    s.apply(DuelScore(1, 9))
    assert s.window == "after_duel"
    return s


def test_collect_all_losing_bets_goes_to_the_winner():
    s = _to_payout([[], ["collect_losing"], [], []])
    assert s.current_player() == 1 and s.legal_actions() == [PASS, Play("collect_losing")]
    ev = s.apply(Play("collect_losing"))
    assert E.ChipsPaid(2, 1, 4, "bet_taken") in ev and worths(s) == [10, 10 + 5 + 6, 6, 8]
    s.check_chips()


def test_cancel_loss_keeps_the_bet_and_the_last_card_is_obeyed():
    s = _to_payout([[], [], ["cancel_loss"], []])
    assert s.current_player() == 2
    ev = s.apply(Play("cancel_loss"))
    assert E.BetSettled(2, "kept", 4) in ev and worths(s) == [10, 15, 10, 8]
    # Winner first, then the bettor's answer: the bettor keeps the bet, the other loser's goes to the winner.
    s = _to_payout([[], ["collect_losing"], ["cancel_loss"], []])
    s.apply(Play("collect_losing"))
    ev = s.apply(Play("cancel_loss"))
    assert E.BetSettled(2, "kept", 4) in ev and E.BetSettled(3, "taken", 2) in ev
    # Bettor first, then the winner's answer: the winner takes both.
    s = _to_payout([[], ["collect_losing"], ["cancel_loss"], []])
    s.apply(PASS)
    s.apply(Play("cancel_loss"))
    ev = s.apply(Play("collect_losing"))
    assert E.BetSettled(2, "taken", 4) in ev and worths(s) == [10, 10 + 5 + 6, 6, 8]


def test_collect_losing_needs_a_losing_bet():
    s = duel_game(hands=[[], ["collect_losing"], [], []])
    s.apply(NO_BET)
    s.apply(NO_BET)
    pass_windows(s)
    s.apply(DuelScore(0, 1))
    s.apply(DuelScore(1, 9))
    assert s.window == "after_duel" and s.legal_actions() == [PASS]


def test_illegal_actions_leave_the_state_unchanged():
    s = duel_game()
    snapshot = (s.phase, list(s.duel.bet_pending), dict(s.duel.bets), worths(s))
    for bad in (Bet(0, 6), Bet(2, 1), Play("collect3"), DuelScore(0, 5), ChooseSlide("rattler"), "bet"):
        with pytest.raises(IllegalAction):
            s.apply(bad)
    assert (s.phase, list(s.duel.bet_pending), dict(s.duel.bets), worths(s)) == snapshot


def test_two_lose_turn_cards_cost_one_turn():
    s = game(hands=[[], ["lose_turn"], ["lose_turn"], []], dice=[])
    s.apply(Play("lose_turn", 0))
    assert s.current_player() == 2 and Play("lose_turn", 0) in s.legal_actions()  # may answer
    ev = s.apply(Play("lose_turn", 0))
    assert [e for e in ev if isinstance(e, E.TurnLost)] == [E.TurnLost(0)]
    assert s.mover == 1 and s.stats["lost_turns"] == 1


def test_events_of_a_whole_duel_turn_in_order():
    s = Mania(4, 11)
    first = s.choose_order[0]
    assert s.apply(ChooseSlide("rattler"))[0] == E.SlideChosen(first, "rattler")
    s = game(pos=[ANY_AT - 1, 0, 0, 0], hands=[[], [], ["collect3"], []], dice=[1, 3, 1])
    assert s.setup_events[:1] == [E.TurnStarted(0, 1)]
    ev = s.apply(PASS)  # seat 2 lets the roll happen
    assert ev == [E.DieRolled(0, 1), E.PawnMoved(0, ANY_AT - 1, ANY_AT, 0)]
    assert s.apply(Challenge(3, "sneak_attack")) == [E.DuelStarted(0, 3, "sneak_attack", 5)]
    assert s.apply(NO_BET) == [E.BetPlaced(1, False)]
    assert s.apply(Bet(0, 2)) == [E.BetPlaced(2, True)]
    ev = s.apply(Play("collect3"))  # after the bets
    assert ev == [
        E.CardPlayed(2, "collect3", -1, ""),
        E.ChipsPaid(E.BANK, 2, 3, "card"),
        E.SkillSet(0, 3, "die"),
        E.SkillSet(3, 1, "die"),
    ]
    assert s.apply(DuelScore(0, 8)) == [E.DuelPlayed(0, 8, 8)]
    ev = s.apply(DuelScore(3, 8))
    assert ev[:4] == [
        E.DuelPlayed(3, 8, 8),
        E.DuelWon(3, 0, True),
        E.BetsRevealed(((2, 0, 2),)),
        E.ChipsPaid(E.BANK, 3, 5, "prize"),
    ]
    assert E.BetSettled(2, "lost", 2) in ev and E.TurnStarted(1, 2) in ev


def test_a_kept_duel_or_history_naming_no_seat_is_refused():
    """A challenger of -1 once made the chip settling loop forever paying the bank; a large one broke the
    duel box, a bad Game Slide the pawns, a text history the CPUs' score model."""
    import copy
    import random as _random

    from arcade.games.mania.rules import Mania, new_state

    s = new_state(4, 4)
    rng = _random.Random(4)
    while s.duel is None and not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    good = s.to_data()
    assert Mania.from_data(copy.deepcopy(good)).to_data() == good
    for change in (
        lambda d: d["duel"].update(challenger=-1),
        lambda d: d["duel"].update(challenger=9),
        lambda d: d["duel"].update(game="Pong"),
        lambda d: d.update(slide_of=["nope"] * 4),
        lambda d: d.update(history="abcdefghijk"),
        lambda d: d.update(history=[[0] * 11]),
    ):
        bad = copy.deepcopy(good)
        change(bad)
        with pytest.raises(ValueError):
            Mania.from_data(bad)


# ------------------------------------------------------------------ saved data (from the old conformance file)
def test_malformed_data_raises_value_error():
    import json

    from arcade.games.mania.rules import new_state

    good = new_state(1, 3).to_data()
    broken = []
    for key in ("hands", "chips", "phase", "duel", "pos", "rng"):
        d = json.loads(json.dumps(good))
        d[key] = {"x": 1} if key != "phase" else "dancing"
        broken.append(d)
    d = json.loads(json.dumps(good))
    d["hands"][0].append("collect7")  # a 25th card
    broken.append(d)
    d = json.loads(json.dumps(good))
    d["chips"]["red"][0] += 1  # a 66th red chip
    broken.append(d)
    del d["deck"]
    broken += [d, {}, [], {"game": "crashline", "version": 1}, dict(good, version=99)]
    for bad in broken:
        with pytest.raises(ValueError):
            Mania.from_data(bad)


def test_action_data_round_trip_refusals_and_replay():
    import json

    from arcade.games.mania.actions import action_from_data, action_to_data
    from arcade.games.mania.rules import new_state

    for a in (Bet(0, 3), Play("one_hand", 1, "left"), DuelScore(2, 17), PASS, ChooseSlide("blue")):
        assert action_from_data(json.loads(json.dumps(action_to_data(a)))) == a
    assert Bet(0, 5) != DuelScore(0, 5)
    for bad in ([], ["Bet", 1], ["Bet", "x", 1], ["Fly"], "Bet", ["Bet", True, 1]):
        with pytest.raises(ValueError):
            action_from_data(bad)
    # a game replayed from its actions' plain data ends where the game did
    played, rng = new_state(5, 4), random.Random(5)
    trace = []
    while not played.is_terminal():
        action = rng.choice(played.legal_actions())
        trace.append(json.dumps(action_to_data(action)))
        played.apply(action)
    replay = new_state(5, 4)
    for step in trace:
        replay.apply(action_from_data(json.loads(step)))
    assert replay.to_data() == played.to_data()


def _scribble(value) -> None:
    """Change every list and dict inside ``value`` in place, as the owner of a copy may."""
    if isinstance(value, list):
        for item in value:
            _scribble(item)
        value.append("scribbled")
    elif isinstance(value, dict):
        for item in value.values():
            _scribble(item)
        value["scribbled"] = True


def test_saved_data_and_views_are_built_fresh_mid_duel():
    """``to_data`` and every seat's view data share no list or dict with the state (bets placed, One Hand in
    force, a duel in the history): a caller may change what it was given."""
    import json

    s = Mania.arranged(
        SLIDES4,
        pos=[ANY_AT - 1, 0, 0, 0],
        hands=[["one_hand"], [], ["one_hand"], []],
        rng=Dice(1, 2, 2, 1, 2, 2),
    )
    pass_windows(s)
    s.apply(Challenge(1, "alien_raiders"))
    s.apply(Bet(1, 1))
    s.apply(NO_BET)
    while s.window == "after_bets":
        s.apply(PASS)
    s.apply(Play("one_hand", 0, "left"))
    pass_windows(s)
    s.apply(DuelScore(0, 12))
    s.apply(DuelScore(1, 9))
    assert s.duel.one_hand == {0: "left"} and s.duel.revealed and len(s.history) == 1
    before = json.dumps(s.to_data())
    views = [json.dumps(s.view(seat).to_data()) for seat in range(4)]
    for data in (s.to_data(), *(s.view(seat).to_data() for seat in range(4))):
        _scribble(data)
    assert json.dumps(s.to_data()) == before
    assert [json.dumps(s.view(seat).to_data()) for seat in range(4)] == views
    assert json.dumps(Mania.from_data(json.loads(before)).to_data()) == before


def test_a_duel_kept_before_cards_added_up_reads_its_one_add_4_and_one_hand():
    """Issue 33: kept games and replays from before still load: the one Add 4 and the one One Hand then in
    force become one card each."""
    from arcade.games.mania.duel_state import Duel

    s = duel_game(hands=[["one_hand"], [], ["add4"], []])
    s.apply(Bet(1, 1))
    s.apply(NO_BET)
    s.apply(Play("add4", 0))
    old = s.duel.to_data()
    del old["bonus"]
    old["add4"], old["one_hand"] = 0, [1, "left"]
    duel = Duel.from_data(old)
    assert duel.bonus == {0: 4} and duel.one_hand == {1: "left"}
    old["add4"], old["one_hand"] = -1, None
    duel = Duel.from_data(old)
    assert duel.bonus == {} and duel.one_hand == {}
    assert Duel.from_data(s.duel.to_data()).to_data() == s.duel.to_data()
