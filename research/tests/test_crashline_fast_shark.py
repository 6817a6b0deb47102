"""The fast Shark (FastShark): its choices come from its seat's view alone, are sensible in hand-built states, and its
policy's pieces (win model, turn search, steals) behave as documented."""

import random
import time

from arcade.games.crashline.bots import Careful
from arcade.games.crashline.cards import parse_cards
from arcade.games.crashline.rules import CASH, FLIP, STEAL, CrashLine
from arcade.games.crashline.shark import Shark
from research.crashline.fast_shark import FastShark
from research.crashline.policy import DEFAULT, Params, TurnSearch, WinModel, steal_choice


def C(name):
    return parse_cards([name])[0]


def test_the_fast_shark_has_its_own_name():
    assert Shark.name == "shark" and FastShark.name == "fastshark"


def test_same_choice_whatever_the_hidden_deck_order():
    shark, careful = FastShark(), Careful()
    checked = 0
    for game in range(4):
        state = CrashLine(4, seed=game)
        while not state.is_terminal():
            p = state.current_player()
            view = state.view(p)
            action = shark.choose(view)
            if view.can_cash() or view.phase == STEAL:
                twin = view.sample_state(random.Random(game * 1000 + checked))  # deck reshuffled
                assert sorted(twin.deck) == sorted(state.deck)
                assert twin.deck != state.deck or len(state.deck) < 6
                assert shark.choose(twin.view(p)) == action
                checked += 1
            assert action in state.legal_actions()
            state.apply(careful.choose(view) if p else action)
    assert checked > 60


def test_takes_the_free_flip_before_game_over():
    # Last pass, one card left and not a repeat; the flip after it is GAME OVER, which cashes the line in.
    state = CrashLine.stacked(["SB9", "TF9", "DD9"], fill="discard", piles={1: ["HH9", "NR9", "HH1", "NR1"]})
    state.continues = 1
    state.apply(FLIP)
    state.apply(FLIP)
    assert len(state.deck) == 1
    assert FastShark().choose(state.view(0)) == FLIP


def test_cashes_in_before_a_sure_crash():
    state = CrashLine.stacked(["SB9", "TF9", "DD9", "SB1"], fill="discard", piles={1: ["HH1"], 2: ["HH2"], 3: ["HH3"]})
    state.continues = 1
    for _ in range(3):
        state.apply(FLIP)
    assert state.view(0).crash_chance() == 1.0
    assert FastShark().choose(state.view(0)) == CASH


def test_pushes_to_game_over_when_cashing_in_cannot_win():
    # Seat 1 has 9 and the Shark would bank 1: only flipping on (TF9 comes up half the time, then GAME
    # OVER cashes 10 in) can win, though a Careful player stops at this 50% crash chance.
    state = CrashLine.stacked(["SB1", "SB2", "TF9"], fill="discard", piles={1: ["HH9"], 2: ["TF3"], 3: ["DD1"]})
    state.continues = 1
    state.apply(FLIP)
    view = state.view(0)
    assert view.crash_chance() > Careful.DEFAULT_THRESHOLD
    assert Careful().choose(view) == CASH
    assert FastShark().choose(view) == FLIP


def test_banks_a_winning_line_on_the_last_turn():
    # Three players, last pass, 18 on the line against 13 and 7: banking wins for sure (three cards left
    # can give a rival 3 at most), flipping crashes one time in three, under the rule-of-thumb threshold.
    state = CrashLine.stacked(
        ["SB9", "TF9", "SB1", "DD1", "NR1"],
        fill="discard",
        players=3,
        piles={1: ["HH9", "NR2", "DD2"], 2: ["TF3", "HH4"]},
    )
    state.continues = 1
    state.apply(FLIP)
    state.apply(FLIP)
    view = state.view(0)
    cash, flip = TurnSearch(view).values()
    assert cash > flip + DEFAULT.margin
    assert view.crash_chance() <= DEFAULT.threshold
    assert FastShark().choose(view) == CASH


def test_flips_with_a_one_up_in_hand():
    state = CrashLine.stacked(["SB9", "1-UP", "TF9", "DD9"])
    for _ in range(4):
        state.apply(FLIP)
    view = state.view(0)
    assert view.oneups == 1 and view.crash_chance() == 0.0
    assert FastShark().choose(view) == FLIP


def test_win_model_rises_with_points_and_falls_when_a_rival_gains():
    state = CrashLine.stacked(["SB5"], piles={1: ["HH5"], 2: ["TF5"], 3: ["DD5"]})
    state.apply(FLIP)
    model = WinModel(state.view(0), 0)
    chances = [model.win(s) for s in range(0, 40, 5)]
    assert chances == sorted(chances) and chances[0] < 0.2 < chances[-1] < 1.0
    assert model.win(10, 0.0, ((1, 8),)) < model.win(10)
    assert model.win(4, final=True) < 0.1 < 0.9 < model.win(8, final=True)


def test_steals_the_leaders_best_card():
    piles = {1: ["HH2", "NR3"], 2: ["HH9", "NR9", "TF9", "SB4"], 3: ["DD2"]}
    state = CrashLine.stacked(["I GOT NEXT!"], piles=piles)
    state.apply(FLIP)
    assert state.phase == STEAL
    victim, card = steal_choice(state.view(0))
    assert victim == 2 and card in parse_cards(["HH9", "NR9", "TF9"])
    assert FastShark().choose(state.view(0)).victim == 2


def test_a_decision_is_quick():
    state = CrashLine(4, seed=3)
    careful, shark = Careful(), FastShark()
    spent = []
    while not state.is_terminal():
        view = state.view(state.current_player())
        if view.can_cash():
            start = time.process_time()
            shark.choose(view)
            spent.append(time.process_time() - start)
        state.apply(careful.choose(view))
    spent.sort()
    assert spent and spent[len(spent) // 2] < 0.005  # 2 ms on an idle machine; room for a busy one


def test_parameters_change_the_rule_of_thumb():
    low = CrashLine.stacked(["SB1", "TF2"])
    low.apply(FLIP)
    low.apply(FLIP)  # about 31%: the default threshold flips on
    assert FastShark().choose(low.view(0)) == FLIP
    timid = Params(threshold=0.2, margin=1.0)  # margin 1: the search can never overrule
    assert FastShark(params=timid).choose(low.view(0)) == CASH
    assert DEFAULT.depth >= 1


def test_sim_knows_both_sharks_and_reports_json(capsys):
    import json

    from arcade.games import registry
    from arcade.games.crashline import sim
    from arcade.games.crashline.cpu import parse_seats
    from arcade.games.info import resolve

    assert parse_seats("shark,fastshark,careful") == ["shark", "fastshark", "careful"]
    assert isinstance(resolve(registry.get("crashline").make_bot)("fastshark", 0, 1), FastShark)
    assert (
        sim.main(
            ["--games", "10", "--seed", "4", "--seats", "fastshark,careful,kid", "--workers", "1", "--json", "--quiet"]
        )
        == 0
    )
    rep = json.loads(capsys.readouterr().out)
    assert rep["games"] == 12 and [p["kind"] for p in rep["players"]] == ["fastshark", "careful", "kid"]
    assert abs(sum(p["win_rate"] for p in rep["players"]) - 1.0) < 1e-3  # shares rounded to 4 places
    for p in rep["players"]:
        assert p["ci95"][0] <= p["win_rate"] <= p["ci95"][1]
