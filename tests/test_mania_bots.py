"""Electronic Arcade Mania CPU players, console duels and the simulator."""

import json
import statistics

from mania_helpers import game, pass_windows, space

from arcade import match
from arcade.games.mania import sim
from arcade.games.mania.actions import NO_BET, PASS, Bet, Challenge, DuelScore, Play
from arcade.games.mania.board import ANY
from arcade.games.mania.bots import LEVELS, RandomBettor, ScoreModel, SmartBot, make_bot
from arcade.games.mania.duel import play_duel
from arcade.games.mania.info import CPU_LEVELS

ANY_AT = space(ANY)


def duel_at_bets(hands=None, history=(), chips=None):
    s = game(pos=[ANY_AT - 1, 0, 0, 0], hands=hands, chips=chips, dice=[1, 2, 2])
    s.history = list(history)
    pass_windows(s)
    s.apply(Challenge(1, "alien_raiders"))
    return s


def test_levels_match_the_lobby():
    assert tuple(LEVELS) == CPU_LEVELS and LEVELS["Ace"] < LEVELS["Regular"] < LEVELS["Rookie"]


def test_the_ace_backs_the_player_with_the_better_record_for_the_limit():
    strong_challenger = [(0, 2, "alien_raiders", 3, 2, 2, 30, 12, 30, 12, 0)] * 4
    s = duel_at_bets(history=strong_challenger)
    assert SmartBot("Ace", seed=1).choose(s.view(2)) == Bet(0, 5)
    s = duel_at_bets(history=[(1, 3, "alien_raiders", 3, 2, 2, 30, 12, 30, 12, 1)] * 4)
    assert SmartBot("Ace", seed=1).choose(s.view(2)) == Bet(1, 5)
    # Nothing known: the defender, who wins ties, is only a slight favourite: not worth a bet...
    s = duel_at_bets()
    assert SmartBot("Ace", seed=1).choose(s.view(2)) == NO_BET
    # ... unless a Cancel Loss in hand makes every chip bet a free chance.
    s = duel_at_bets(hands=[[], [], ["cancel_loss"], []])
    assert SmartBot("Ace", seed=1).choose(s.view(2)) == Bet(1, 5)


def test_random_bettor_bets_either_side_and_any_amount():
    s = duel_at_bets()
    picks = {RandomBettor(seed=i).choose(s.view(2)) for i in range(40)}
    assert {b.on for b in picks} == {0, 1} and len({b.amount for b in picks}) >= 4 and NO_BET not in picks


def test_score_model_learns_per_player_and_game():
    m = ScoreModel(((0, 1, "rattler", 2, 1, 1, 40, 10, 40, 10, 0),) * 3)
    assert m.mean(0, "rattler", 1) > m.mean(2, "rattler", 1) > m.mean(1, "rattler", 1)
    assert m.mean(0, "rattler", 1) > m.mean(0, "sneak_attack", 1) / 20.3 * 24.2  # game-specific
    p = m.p_win(0, 1, "rattler", {}, {}, 1)
    assert p > 0.8 and m.p_win(1, 0, "rattler", {}, {}, 1) < 0.2


def test_the_ace_challenges_the_weakest_opponent_at_its_best_game():
    history = (
        [(2, 3, "sneak_attack", 3, 2, 2, 30, 5, 30, 5, 2)] * 3
        + [(0, 1, "run_amuk", 3, 2, 2, 5, 30, 5, 30, 1)] * 3
        + [(0, 2, "rattler", 3, 2, 2, 40, 8, 40, 8, 0)] * 3
    )
    s = game(pos=[ANY_AT - 1, 0, 0, 0], dice=[1])
    s.history = history
    choice = SmartBot("Ace", seed=0).choose(s.view(0))
    assert choice == Challenge(3, "rattler") or choice == Challenge(2, "rattler")
    assert choice.game == "rattler"


def test_cards_at_the_right_windows():
    s = duel_at_bets(hands=[[], [], ["add4", "skill_down"], []])
    bot = SmartBot(seed=3)
    s.apply(bot.choose(s.view(2)))  # bets on the defender
    s.apply(NO_BET)
    assert s.window == "after_bets" and bot.choose(s.view(2)) == Play("add4", 1)
    s.apply(Play("add4", 1))
    pass_windows(s)
    assert s.phase == "duel"
    s = duel_at_bets(hands=[[], [], ["skill_down", "skill_up", "one_hand"], []])
    s.apply(Bet(0, 1))
    s.apply(NO_BET)
    while s.window == "after_bets":
        s.apply(PASS)
    assert s.window == "after_skill"
    assert bot.choose(s.view(2)) == Play("skill_down", 0)  # its side at skill 2: make it easier


def test_payout_and_turn_cards():
    s = duel_at_bets(hands=[[], ["collect_losing"], ["cancel_loss"], []])
    s.apply(Bet(0, 3))
    s.apply(NO_BET)
    pass_windows(s)
    s.apply(DuelScore(0, 1))
    s.apply(DuelScore(1, 9))
    assert SmartBot().choose(s.view(1)) == Play("collect_losing")
    s.apply(Play("collect_losing"))
    assert SmartBot().choose(s.view(2)) == Play("cancel_loss")
    s = game(hands=[["extra_turn"], ["lose_turn"], [], []], chips=[(3, 0), (1, 0), (1, 0), (1, 0)], dice=[3])
    assert SmartBot().choose(s.view(1)) == Play("lose_turn", 0)  # the mover is richer
    s = game(hands=[[], ["lose_turn"], ["lose_turn"], []], chips=[(3, 0), (1, 0), (1, 0), (1, 0)])
    s.apply(Play("lose_turn", 0))
    assert s.current_player() == 2 and SmartBot().choose(s.view(2)) == PASS  # one is enough
    s = game(hands=[["extra_turn"], [], [], ["collect5"]], dice=[3])
    assert s.current_player() == 3 and SmartBot().choose(s.view(3)) == PASS  # nobody near FINISH yet
    s.apply(PASS)
    assert SmartBot().choose(s.view(0)) == PASS  # Extra Turn only as the turn ends
    s.apply(PASS)
    assert s.window == "end_turn" and s.current_player() == 3
    assert SmartBot().choose(s.view(3)) == Play("collect5")
    s.apply(Play("collect5"))
    assert SmartBot().choose(s.view(0)) == Play("extra_turn")


def test_duels_on_the_console_machine():
    assert play_duel("alien_raiders", 1, 250, 7) == play_duel("alien_raiders", 1, 250, 7)
    ace = statistics.fmean(play_duel("alien_raiders", 1, 200, i) for i in range(12))
    rookie = statistics.fmean(play_duel("alien_raiders", 1, 350, i) for i in range(12))
    assert ace > rookie + 3
    both = statistics.fmean(play_duel("alien_raiders", 1, 250, i) for i in range(12))
    one = statistics.fmean(play_duel("alien_raiders", 1, 250, i, "left") for i in range(12))
    assert one < both - 2  # One Hand: the far column is reached late
    s = duel_at_bets()
    s.apply(NO_BET)
    s.apply(NO_BET)
    a = make_bot("smart", "Ace", 5).choose(s.view(0))
    assert isinstance(a, DuelScore) and a.seat == 0 and 0 <= a.score <= 99


def test_simulator_counts_chips_and_reports_shares(capsys):
    lineup = sim.parse_lineup("smart:Ace,random_bettor,random,smart:Rookie")
    results = [sim.game_result(r) for r in match.run(sim.GAME, sim.entries(lineup), 1, seed=3, jobs=1)][:3]
    out = sim.summarise(lineup, results)
    assert out["chips_conserved"] and abs(sum(out["winner_shares"].values()) - 1) < 1e-3  # each share to 4 places
    assert out["duels_per_game"] > 5 and out["turns_per_game"] > 10
    assert sim.main(["--seats", "3", "--games", "2", "--jobs", "1", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["seats"] == 3 and printed["chips_conserved"] is True and len(printed["winner_shares"]) == 3
