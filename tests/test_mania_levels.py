"""Electronic Arcade Mania's CPU levels play the board differently: each level's characteristic decision in
an arranged game, and every level's bot pure and deterministic from its seed."""

from mania_helpers import game, pass_windows, space

from arcade.games.mania.actions import NO_BET, PASS, Bet, Challenge, DuelScore, Play
from arcade.games.mania.board import ANY
from arcade.games.mania.bots import LEVELS, SmartBot
from arcade.games.mania.rules import Mania

ANY_AT = space(ANY)
EVEN = [(0, 1, "alien_raiders", 3, 2, 2, 17, 17, 17, 17, 1), (1, 0, "alien_raiders", 3, 2, 2, 17, 17, 17, 17, 0)]
"""Seats 0 and 1 have each won one even duel: nothing tells them apart."""
LOPSIDED = [(1, 3, "alien_raiders", 3, 2, 2, 45, 8, 45, 8, 1)] * 4 + [
    (0, 3, "alien_raiders", 3, 2, 2, 8, 30, 8, 30, 3)
] * 4
"""Seat 1 scores far more than seat 0 at Alien Raiders."""
FAVOURED = [(1, 3, "alien_raiders", 3, 2, 2, 24, 17, 24, 17, 1)] * 4 + [
    (0, 3, "alien_raiders", 3, 2, 2, 12, 17, 12, 17, 3)
] * 4
"""Seat 1 is the clear favourite against seat 0 (about 5 to 1), not a sure winner."""
AHEAD = [(1, 3, "alien_raiders", 3, 2, 2, 20, 17, 20, 17, 1)] * 4 + [
    (0, 3, "alien_raiders", 3, 2, 2, 14, 17, 14, 17, 3)
] * 4
"""Seat 1 is ahead of seat 0 (about 4 to 1): a +4 for seat 0 costs seat 1 more than one for seat 1 adds."""


def duel_at_bets(hands=None, history=(), chips=None):
    """Seat 0 has challenged seat 1 at Alien Raiders on an ANY / ANY space (limit 5); seat 2 bets next."""
    s = game(pos=[ANY_AT - 1, 0, 0, 0], hands=hands, chips=chips, dice=[1, 2, 2])
    s.history = list(history)
    pass_windows(s)
    s.apply(Challenge(1, "alien_raiders"))
    return s


def add4_window(history, bet_on=1):
    """Seat 2 has bet 5 on ``bet_on`` and holds Add 4; the window after the bets asks it."""
    s = duel_at_bets(hands=[[], [], ["add4"], []], history=history)
    s.apply(Bet(bet_on, 5))
    s.apply(NO_BET)
    assert s.window == "after_bets" and s.current_player() == 2
    return s


def test_the_ace_plays_add4_on_a_close_duel_and_keeps_it_on_a_sure_one():
    assert SmartBot("Ace").choose(add4_window(EVEN).view(2)) == Play("add4", 1)
    assert SmartBot("Ace").choose(add4_window(LOPSIDED).view(2)) == PASS  # its side wins anyway
    # The Regular and the Rookie spend it whenever it helps their side, sure duel or not.
    assert SmartBot("Regular").choose(add4_window(LOPSIDED).view(2)) == Play("add4", 1)
    assert SmartBot("Rookie").choose(add4_window(LOPSIDED).view(2)) == Play("add4", 1)


def test_the_ace_answers_a_rivals_add4_against_its_side():
    # Add 4 cards add up: the answer puts +4 on its side too, evening the rival's card out.
    s = duel_at_bets(hands=[["add4"], [], ["add4"], []], history=AHEAD)
    s.apply(Bet(1, 5))
    s.apply(NO_BET)
    assert SmartBot("Ace").choose(s.view(2)) == PASS  # seat 2 keeps its card while its side is favourite ...
    s.apply(PASS)
    assert s.current_player() == 0
    s.apply(Play("add4", 0))  # ... until the challenger gives himself +4
    assert s.current_player() == 2 and SmartBot("Ace").choose(s.view(2)) == Play("add4", 1)


def test_the_ace_picks_the_skill_card_that_moves_the_odds_most():
    s = duel_at_bets(hands=[[], [], ["skill_down", "skill_up"], []], history=EVEN)
    s.apply(Bet(1, 5))
    s.apply(NO_BET)
    assert s.window == "after_bets"
    s.apply(PASS)  # seat 2 holds no Add 4; the skill dice (2 and 2, scripted) come next
    assert s.window == "after_skill" and s.the_duel().skill == {0: 2, 1: 2}
    play = SmartBot("Ace").choose(s.view(2))
    assert play in (Play("skill_down", 1), Play("skill_up", 0))


def test_the_rookie_now_and_then_forgets_a_skill_card():
    s = duel_at_bets(hands=[[], [], ["skill_down"], []], history=EVEN)
    s.apply(Bet(1, 5))
    s.apply(NO_BET)
    s.apply(PASS)
    assert s.window == "after_skill"
    picks = {SmartBot("Rookie", seed).choose(s.view(2)) for seed in range(30)}
    assert picks == {PASS, Play("skill_down", 1)}
    assert {SmartBot("Regular", seed).choose(s.view(2)) for seed in range(30)} == {Play("skill_down", 1)}


def test_each_level_bets_its_own_way():
    s = duel_at_bets(history=LOPSIDED, chips=[(4, 0), (1, 0), (1, 0), (1, 0)])  # seat 0 rich, seat 1 strong
    ace = SmartBot("Ace").choose(s.view(2))
    regular = SmartBot("Regular").choose(s.view(2))
    rookies = {SmartBot("Rookie", seed).choose(s.view(2)) for seed in range(20)}
    assert ace == Bet(1, 5)  # the better duellist for the limit: the odds pay
    assert regular == Bet(1, 2)  # the better record, a steady bet
    assert rookies == {Bet(0, 1), Bet(0, 2)}  # the richer duellist, a chip or two


def test_the_ace_bets_only_when_the_odds_pay():
    even = duel_at_bets(history=EVEN)
    assert SmartBot("Ace").choose(even.view(2)) == NO_BET
    with_add4 = duel_at_bets(history=EVEN, hands=[[], [], ["add4"], []])
    choice = SmartBot("Ace").choose(with_add4.view(2))
    assert choice == Bet(1, 5)  # its own Add 4 makes the odds


def test_each_level_challenges_its_own_way():
    history = [(2, 3, "sneak_attack", 3, 2, 2, 30, 5, 30, 5, 2)] * 3 + [
        (0, 1, "run_amuk", 3, 2, 2, 5, 30, 5, 30, 1)
    ] * 3
    chips = [(1, 0), (3, 0), (0, 3), (1, 0)]  # seat 1 leads; seat 2 (a strong scorer) is the poorest
    s = game(pos=[ANY_AT - 1, 0, 0, 0], dice=[1], chips=chips)
    s.history = history
    assert s.phase == "challenge"
    ace = SmartBot("Ace").choose(s.view(0))
    regular = SmartBot("Regular").choose(s.view(0))
    rookie = SmartBot("Rookie").choose(s.view(0))
    assert ace.defender == 3  # the worst scorer seen: the best odds
    assert regular.defender == 2  # picks on the poorest
    assert rookie.defender == 1  # goes after the leader


def test_the_ace_stops_a_threatening_mover_with_lose_turn():
    rich_mover = game(hands=[[], ["lose_turn"], [], []], chips=[(3, 0), (1, 0), (1, 0), (1, 0)], dice=[3])
    assert SmartBot("Ace").choose(rich_mover.view(1)) == Play("lose_turn", 0)
    poor_mover = game(hands=[[], ["lose_turn"], [], []], chips=[(1, 0), (4, 0), (1, 0), (1, 0)], dice=[3])
    assert SmartBot("Ace").choose(poor_mover.view(1)) == PASS  # far behind and far from FINISH: no threat
    assert SmartBot("Rookie").choose(poor_mover.view(1)) == Play("lose_turn", 0)  # spends it on anyone


def play_through(levels, seed):
    """A whole game of these levels (duel scores from the console): every action chosen, and the state
    unchanged by each choice."""
    bots = [SmartBot(level, seed * 10 + s) for s, level in enumerate(levels)]
    state = Mania(len(levels), seed)
    chosen = []
    while not state.is_terminal():
        seat = state.current_player()
        before = state.to_data()
        action = bots[seat].choose(state.view(seat))
        assert state.to_data() == before, "a bot's choice changed the game"
        chosen.append(action)
        state.apply(action)
    return chosen, state.scores()


def test_every_level_is_pure_and_deterministic_from_its_seed():
    lineup = list(LEVELS) + ["Ace"]
    first = play_through(lineup, 3)
    assert first == play_through(lineup, 3)
    assert any(isinstance(a, DuelScore) for a in first[0]) and len(first[0]) > 50
