"""Crash Line computer players: each makes its documented choice and sees only the table view."""

import random

import pytest

from arcade.games.crashline.bots import Careful, Kid, best_pick
from arcade.games.crashline.cards import parse_cards
from arcade.games.crashline.cpu import make_bot, parse_seats, play
from arcade.games.crashline.rollout_shark import RolloutShark
from arcade.games.crashline.rules import CASH, FLIP, PICK, STEAL, CrashLine, pick, steal
from arcade.games.crashline.shark import Shark


def C(name):
    return parse_cards([name])[0]


def test_kid_cashes_in_at_three_machine_cards():
    state = CrashLine.stacked(["SB1", "1-UP", "TF2", "DD3", "NR4"], players=2, kid=[0])
    kid = Kid()
    for _ in range(4):
        assert kid.choose(state.view(0)) == FLIP
        state.apply(FLIP)
    assert state.line_machines() == 3
    assert kid.choose(state.view(0)) == CASH


def test_careful_cashes_in_when_the_exact_crash_chance_passes_its_threshold():
    # From a fresh deck: 1 machine -> 8/53 = 15%, 2 machines -> 16/52 = 31%.
    state = CrashLine.stacked(["SB1", "TF2", "DD3"])
    state.apply(FLIP)
    assert Careful(0.30).choose(state.view(0)) == FLIP
    state.apply(FLIP)
    view = state.view(0)  # a view is a snapshot: a new one after each flip
    assert view.crash_chance() == pytest.approx(16 / 52)
    assert Careful(0.30).choose(view) == CASH
    assert Careful(0.35).choose(view) == FLIP


def test_careful_counts_the_cards_it_has_seen():
    # Six Star Blasters are already visible: with SB1 in the line only 2 can still crash it.
    state = CrashLine.stacked(["SB1", "TF1"], discard=["SB2", "SB3", "SB4"], piles={1: ["SB5", "SB6"], 2: ["SB7"]})
    state.apply(FLIP)
    state.apply(FLIP)
    view = state.view(0)
    assert view.crash_chance() == pytest.approx((2 + 8) / 46)
    assert Careful(0.25).choose(view) == FLIP


def test_careful_pushes_with_a_one_up_in_the_line():
    state = CrashLine.stacked(["SB1", "1-UP", "TF2", "DD3", "NR4"])
    for _ in range(4):
        state.apply(FLIP)
    assert state.view(0).crash_chance() == 0.0 and Careful().choose(state.view(0)) == FLIP


def test_careful_steals_the_best_card_from_the_leader_and_kid_takes_what_helps_it():
    piles = {0: ["HH2"], 1: ["SB9", "TF1", "TF2"], 2: ["HH9"], 3: ["DD3"]}
    state = CrashLine.stacked(["NR1", "I GOT NEXT!"], piles=piles)
    state.apply(FLIP)
    state.apply(FLIP)
    assert state.phase == STEAL
    assert state.score[1] == 12 and state.score[2] == 9  # seat 1 leads
    assert Careful().choose(state.view(0)) == steal(1, C("SB9"))
    assert Kid().choose(state.view(0)) == steal(1, C("SB9"))  # 9 new points beats HH9's 8


def test_every_bot_picks_the_hand_me_down_worth_most_to_it():
    piles = {0: ["SB1", "SB2", "SB3"], 1: ["NR9", "TF1"], 2: ["TF3"], 3: ["TF4", "TF5"]}
    state = CrashLine.stacked(["NR8", "HH5", "DD2", "NR4"], piles=piles)
    for _ in range(4):
        state.apply(FLIP)
    assert state.phase == PICK and state.current_player() == 2
    view = state.view(2)
    for bot in (Kid(), Careful(), Shark(), RolloutShark(seed=1, rollouts=8, batch=8)):
        assert bot.choose(view) == pick(C("NR8"))


def test_rollout_shark_takes_the_free_flip_before_game_over():
    # Last pass, one card left and it is not a repeat: the next flip after it is GAME OVER.
    # Cashing in 18 loses to seat 1's 20; the safe last card makes 27.
    state = CrashLine.stacked(["SB9", "TF9", "DD9"], fill="discard", piles={1: ["HH9", "NR9", "HH1", "NR1"]})
    state.continues = 1
    state.apply(FLIP)
    state.apply(FLIP)
    assert len(state.deck) == 1
    assert RolloutShark(seed=3, rollouts=32, batch=32).choose(state.view(0)) == FLIP


def test_rollout_shark_cashes_in_before_a_sure_crash():
    state = CrashLine.stacked(["SB9", "TF9", "DD9", "SB1"], fill="discard", piles={1: ["HH1"], 2: ["HH2"], 3: ["HH3"]})
    state.continues = 1
    for _ in range(3):
        state.apply(FLIP)
    shark = RolloutShark(seed=5, rollouts=32, batch=32)
    assert shark.choose(state.view(0)) == CASH
    assert shark.last_estimates[CASH] == 1.0 and shark.last_estimates[FLIP] == 0.0


def test_rollout_shark_pushes_to_game_over_when_cashing_in_cannot_win():
    state = CrashLine.stacked(["SB1", "TF9", "DD9"], fill="discard", piles={1: ["HH9", "TF1"], 2: ["TF3"], 3: ["DD1"]})
    state.continues = 1
    state.apply(FLIP)
    shark = RolloutShark(seed=5, rollouts=32, batch=32)
    assert shark.choose(state.view(0)) == FLIP
    assert shark.last_estimates[FLIP] > shark.last_estimates[CASH]


def test_bots_decide_the_same_whatever_the_hidden_deck_order():
    rng = random.Random(8)
    for game in range(40):
        state = CrashLine(4, seed=game, kid=[1])
        bots = [Kid(), Careful(), Careful(0.4), Careful()]
        while not state.is_terminal():
            p = state.current_player()
            twin = state.clone()
            rng.shuffle(twin.deck)  # same table, different hidden order
            action = bots[p].choose(state.view(p))
            assert bots[p].choose(twin.view(p)) == action
            assert action in state.legal_actions()
            state.apply(action)


def test_rollout_shark_decides_from_the_view_alone():
    state = CrashLine(4, seed=12)
    careful = Careful()
    decisions = 0
    while not state.is_terminal() and decisions < 3:
        view = state.view(state.current_player())
        if view.can_cash():
            twin = state.clone()
            random.Random(decisions).shuffle(twin.deck)  # same table, different hidden order
            a, b = RolloutShark(seed=9, rollouts=16, batch=16), RolloutShark(seed=9, rollouts=16, batch=16)
            assert a.choose(view) == b.choose(twin.view(twin.current_player()))
            assert a.last_estimates == b.last_estimates
            decisions += 1
        state.apply(careful.choose(view))
    assert decisions == 3


@pytest.mark.parametrize("seats", ["kid,careful", "shark,kid+kidmode,careful", "careful,careful,kid,kid,careful,shark"])
def test_full_games_with_every_bot_only_make_legal_moves(seats):
    state = play(parse_seats(seats), seed=3)
    assert state.is_terminal()
    state.check_cards()


def test_only_a_kidmode_entry_plays_in_kid_mode():
    """The Kid CPU level plays without the free save; ``+kidmode`` (the lobby's switch) gives it to any seat."""
    assert play(["Kid", "careful"], 4).kid == (False, False)
    assert play(["kid+kidmode", "careful+kidmode", "Careful"], 4).kid == (True, True, False)


def test_rollout_shark_keeps_the_card_counters_choice_when_rollouts_cannot_tell(monkeypatch):
    monkeypatch.setattr(RolloutShark, "rollout", staticmethod(lambda view, action, seed, seat: 0.5))
    low = CrashLine.stacked(["SB1", "TF2"])
    low.apply(FLIP)  # 15% crash chance: the counter flips
    assert RolloutShark(seed=1, rollouts=8, batch=8).choose(low.view(0)) == FLIP
    low.apply(FLIP)  # 31%: the counter cashes in
    assert RolloutShark(seed=1, rollouts=8, batch=8).choose(low.view(0)) == CASH


def test_the_lobby_shark_is_the_rollout_shark_with_a_budget_by_table_size():
    assert Shark is RolloutShark and Shark.name == "shark"
    assert isinstance(make_bot("shark", 0, 1), RolloutShark)
    # the simulator's "shark" is the lobby's: its budget follows the table its first view shows
    for players, rollouts in ((2, 1024), (3, 128)):
        bot = make_bot("Shark", 0, 1)
        bot.size_for(CrashLine(players, 1).view(0))
        assert bot.rollouts == rollouts
    assert make_bot("rollout", 0, 1).rollouts == 128  # the rollout Shark at its own default budget


def test_the_product_seats_only_its_own_players():
    with pytest.raises(ValueError, match="choose from kid, careful, shark, rollout"):
        parse_seats("vshark,careful")
    with pytest.raises(ValueError, match="shark takes no parameter"):
        make_bot("shark:2", 0, 1)
    assert make_bot("careful:0.25", 0, 1).threshold == 0.25 and make_bot("kid:2", 1, 1).stop_at == 2


def test_a_pick_asked_of_a_line_without_a_machine_card_is_a_plain_error():
    state = CrashLine(3, seed=4)
    assert not state.line  # a fresh turn: nothing in the line to hand down
    with pytest.raises(ValueError, match="no Machine card"):
        best_pick(state.view(1), 1)


def test_a_views_sample_is_the_game_a_clone_with_the_deck_reshuffled_would_be():
    # the Shark plans on view.sample_state: built from the view alone, it must be exactly the game the
    # state itself gives with its deck's order forgotten and redrawn from the same generator (so the
    # Shark's rollouts, and its decisions, are what they were when views were windows onto the state)
    from arcade.games.crashline.cards import shuffle

    for seed in range(6):
        state = CrashLine(3, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 60)):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        for k in range(3):
            expected = state.clone(random.Random(k))
            expected.deck.sort()
            shuffle(expected.rng, expected.deck)
            assert state.view(1).sample_state(random.Random(k)).to_data() == expected.to_data()


def test_the_simulators_careful_is_the_plain_careful_and_the_lobbys_is_its_own_level():
    """Issue 38: since the lobby's Careful became its own level (0.40), make_bot took the simulator's plain
    ``careful`` for it too (a lobby name matched in any case), so ``--seats shark,careful,...`` quietly
    played a different table. A lobby level is matched by its own name; a simulator entry is any case."""
    from arcade.games.crashline.cpu import CAREFUL_LEVEL, make_bot

    assert make_bot("Careful", 0, 1).threshold == CAREFUL_LEVEL == 0.40
    assert make_bot("careful", 0, 1).threshold == make_bot("CAREFUL", 0, 1).threshold == 0.30
    assert make_bot("careful:0.4", 0, 1).threshold == 0.40


def test_a_scene_plays_the_lobbys_careful_whatever_the_case_of_its_saved_level():
    from arcade.games.crashline.cpu import CAREFUL_LEVEL
    from arcade.games.crashline.scene import CrashLineScene
    from arcade.games.info import LobbyConfig, SeatConfig
    from arcade.testing import Harness

    h = Harness(render=False)
    h.boot()
    seats = [SeatConfig("Ann", "cpu", "careful"), SeatConfig("Bob", "cpu", "Careful")]
    scene = CrashLineScene(h.app, LobbyConfig("crashline", seats, {}, 3))
    assert [scene.cpus[s].threshold for s in (0, 1)] == [CAREFUL_LEVEL, CAREFUL_LEVEL]
