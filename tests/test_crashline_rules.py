"""Crash Line rules: every rule of the rulebook on a stacked deck."""

import json
import random
import sys

import pytest

from arcade.core.rules import TERMINAL, IllegalAction
from arcade.games.crashline.cards import (
    ALL_CARDS,
    GLITCH_IDS,
    GOT_NEXT_IDS,
    KIND,
    MACHINE,
    ONE_UP_IDS,
    card_name,
    parse_cards,
)
from arcade.games.crashline.events import (
    CashedIn,
    Continued,
    Crashed,
    Flipped,
    GameOver,
    Glitched,
    GotNext,
    HandMeDownOffered,
    PerfectRun,
    Picked,
    Saved,
    Stole,
    TurnStarted,
)
from arcade.games.crashline.rules import (
    CASH,
    FLIP,
    OVER,
    PICK,
    STEAL,
    TURN,
    Action,
    CrashLine,
    machine_points,
    new_state,
    pick,
    steal,
)


def C(name):
    return parse_cards([name])[0]


def kinds(events):
    return [type(e) for e in events]


def flip_all(state, n):
    events = []
    for _ in range(n):
        events += state.apply(FLIP)
    return events


def line_names(state):
    return [card_name(c) for c in state.line]


# ------------------------------------------------------------------ deck and setup
def test_deck_has_54_cards_of_the_right_kinds():
    assert len(ALL_CARDS) == 54
    assert sum(1 for c in ALL_CARDS if KIND[c] == MACHINE) == 45
    assert (len(ONE_UP_IDS), len(GLITCH_IDS), len(GOT_NEXT_IDS)) == (4, 3, 2)
    names = {card_name(c) for c in ALL_CARDS if KIND[c] == MACHINE}
    assert len(names) == 45 and "Halfpipe Hero 9" in names and "Star Blaster 1" in names


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_two_to_six_players(players):
    state = CrashLine(players, seed=3)
    state.check_cards()
    assert state.current_player() == 0
    assert state.pile_count[players - 1] == 1  # the head start
    assert sum(state.pile_count) == 1


@pytest.mark.parametrize("players", [0, 1, 7])
def test_other_player_counts_are_refused(players):
    with pytest.raises(ValueError, match="2 to 6"):
        CrashLine(players, seed=1)


def test_head_start_flips_to_a_machine_and_shuffles_specials_back():
    state = CrashLine.stacked(["GLITCH!", "1-UP", "Turbo Fists 4", "Star Blaster 9"], head_start=True)
    assert [card_name(c) for c in state.piles[3][1]] == ["Turbo Fists 4"]
    assert state.pile_count == [0, 0, 0, 1]
    assert len(state.deck) == 53 and state.discard == []
    assert C("GLITCH!") in state.deck and C("1-UP") in state.deck
    state.check_cards()


def test_head_start_without_specials_keeps_the_stacked_order():
    state = CrashLine.stacked(["Neon Racer 2", "Star Blaster 9"], players=3, head_start=True)
    assert state.piles[2][3] == [C("NR2")]
    state.apply(FLIP)
    assert state.line == [C("SB9")]


def test_same_seed_same_game_and_different_seed_different_deck():
    assert CrashLine(4, seed=11).deck == CrashLine(4, seed=11).deck
    assert CrashLine(4, seed=11).deck != CrashLine(4, seed=12).deck


# ------------------------------------------------------------------ the turn
def test_first_action_must_be_a_flip_then_flip_or_cash():
    state = CrashLine.stacked(["SB1", "TF2"])
    assert state.legal_actions() == [FLIP]
    with pytest.raises(IllegalAction):
        state.apply(CASH)
    state.apply(FLIP)
    assert state.legal_actions() == [FLIP, CASH]


def test_cash_in_moves_machines_to_score_pile_and_discards_one_ups():
    state = CrashLine.stacked(["SB5", "1-UP", "DD7"])
    flip_all(state, 3)
    events = state.apply(CASH)
    assert CashedIn(0, (C("SB5"), C("DD7")), 12) in events
    assert state.piles[0][0] == [C("SB5")] and state.piles[0][2] == [C("DD7")]
    assert state.discard == [C("1-UP")]
    assert state.score[0] == 12 and state.current_player() == 1 and state.line == []
    state.check_cards()


def test_repeat_machine_crashes_and_line_is_discarded():
    state = CrashLine.stacked(["NR4", "HH2", "NR9"], piles={1: ["SB1"], 2: ["SB2"], 3: ["SB3"]})
    events = flip_all(state, 3)
    assert Crashed(0, C("NR9")) in events
    assert HandMeDownOffered not in kinds(events)  # nobody has fewer cards than the crasher (0)
    assert sorted(state.discard) == sorted([C("NR4"), C("HH2"), C("NR9")])
    assert state.current_player() == 1 and state.pile_count[0] == 0
    assert state.crashes[0] == 1


def test_hand_me_down_pick_and_tie_goes_to_closest_on_the_left():
    piles = {0: ["SB1", "SB2", "SB3"], 1: ["TF1", "TF2"], 2: ["TF3"], 3: ["TF4"]}
    state = CrashLine.stacked(["NR4", "HH8", "NR9"], piles=piles)
    events = flip_all(state, 3)
    assert HandMeDownOffered(2, 0) in events  # seats 2 and 3 tie on 1 card; 2 is closer on the left
    assert state.phase == PICK and state.current_player() == 2
    assert sorted(state.legal_actions()) == sorted([pick(C("NR4")), pick(C("HH8")), pick(C("NR9"))])
    with pytest.raises(IllegalAction):
        state.apply(pick(C("SB9")))
    state.apply(pick(C("HH8")))
    assert state.piles[2][4] == [C("HH8")]
    assert sorted(state.discard) == sorted([C("NR4"), C("NR9")])
    assert state.current_player() == 1 and state.phase == TURN
    state.check_cards()


def test_hand_me_down_tie_wraps_around_to_the_left_of_the_crasher():
    piles = {0: ["SB1", "SB2"], 1: ["TF1", "TF2"], 2: ["TF3"], 3: ["TF4", "TF5", "TF6"]}
    state = CrashLine.stacked(["NR4", "NR5"], piles=piles, current=3)
    events = flip_all(state, 2)
    assert HandMeDownOffered(2, 3) in events  # only seat 2 has the fewest (1 card)
    piles = {0: ["SB1"], 1: ["TF1", "TF2"], 2: ["TF3"], 3: ["TF4", "TF5", "TF6"]}
    state = CrashLine.stacked(["NR4", "NR5"], piles=piles, current=3)
    events = flip_all(state, 2)
    assert HandMeDownOffered(0, 3) in events  # seats 0 and 2 tie; seat 0 is next after seat 3


def test_no_hand_me_down_when_the_fewest_is_not_fewer_than_the_crasher():
    state = CrashLine.stacked(["NR4", "NR5"], piles={0: ["SB1"], 1: ["TF1"], 2: ["TF2"], 3: ["TF3"]})
    events = flip_all(state, 2)
    assert HandMeDownOffered not in kinds(events) and state.current_player() == 1


def test_one_up_saves_and_discards_itself_with_the_repeat():
    state = CrashLine.stacked(["NR6", "1-UP", "NR3", "SB2"])
    events = flip_all(state, 3)
    assert Saved(0, C("NR3"), C("1-UP")) in events
    assert state.line == [C("NR6")] and state.oneups == 0
    assert sorted(state.discard) == sorted([C("NR3"), C("1-UP")])
    assert state.phase == TURN and state.current_player() == 0


def test_one_ups_stack():
    state = CrashLine.stacked(["1-UP", "1-UP", "DD1", "DD2", "DD3", "DD4"])
    events = flip_all(state, 5)
    assert kinds(events).count(Saved) == 2
    assert state.line == [C("DD1")]
    events = state.apply(FLIP)
    assert Crashed in kinds(events)


def test_perfect_run_cashes_in_and_gives_another_turn():
    state = CrashLine.stacked(["SB1", "TF2", "DD3", "NR4", "HH5", "SB9"])
    events = flip_all(state, 5)
    assert (
        PerfectRun in kinds(events)
        and CashedIn(0, tuple(parse_cards(["SB1", "TF2", "DD3", "NR4", "HH5"])), 15) in events
    )
    assert state.current_player() == 0 and state.line == [] and state.flips == 0
    assert state.score[0] == 15 and state.perfects[0] == 1
    assert state.legal_actions() == [FLIP]


def test_perfect_run_during_glitch_flips_still_cashes_in():
    state = CrashLine.stacked(["SB1", "TF2", "DD3", "GLITCH!", "NR4", "HH5", "TF9"])
    flip_all(state, 5)
    assert state.forced == 1
    events = state.apply(FLIP)
    assert PerfectRun in kinds(events)
    assert state.forced == 0 and state.current_player() == 0 and state.pile_count[0] == 5


def test_glitch_forces_two_more_flips():
    state = CrashLine.stacked(["SB1", "GLITCH!", "TF2", "DD3", "NR4"])
    events = flip_all(state, 2)
    assert Glitched in kinds(events) and state.forced == 2
    assert state.legal_actions() == [FLIP]
    with pytest.raises(IllegalAction, match="GLITCH"):
        state.apply(CASH)
    state.apply(FLIP)
    assert state.legal_actions() == [FLIP]
    state.apply(FLIP)
    assert state.legal_actions() == [FLIP, CASH]
    assert C("GLITCH!") in state.discard


def test_glitch_as_first_flip_and_glitch_during_glitch_flips_restarts_the_count():
    state = CrashLine.stacked(["GLITCH!", "SB1", "GLITCH!", "TF2", "DD3", "NR4"])
    state.apply(FLIP)
    assert state.forced == 2
    state.apply(FLIP)
    assert state.forced == 1
    state.apply(FLIP)  # a second GLITCH!: two more from here
    assert state.forced == 2
    flip_all(state, 2)
    assert state.forced == 0 and CASH in state.legal_actions()


def test_crash_during_glitch_flips_ends_the_turn():
    state = CrashLine.stacked(["SB1", "GLITCH!", "SB2"])
    events = flip_all(state, 3)
    assert Crashed in kinds(events) and state.current_player() == 1 and state.forced == 0


def test_i_got_next_steals_one_machine_card_from_any_other_pile():
    state = CrashLine.stacked(["SB1", "I GOT NEXT!", "TF3"], piles={1: ["HH9", "HH2"], 2: ["DD5"], 3: []})
    state.apply(FLIP)
    events = state.apply(FLIP)
    assert GotNext(0, True) in events
    assert state.phase == STEAL and state.current_player() == 0
    assert sorted(state.legal_actions()) == sorted([steal(1, C("HH2")), steal(1, C("HH9")), steal(2, C("DD5"))])
    assert C("I GOT NEXT!") in state.discard and C("I GOT NEXT!") not in state.line
    with pytest.raises(IllegalAction):
        state.apply(FLIP)
    with pytest.raises(IllegalAction):
        state.apply(steal(0, C("SB1")))
    events = state.apply(steal(1, C("HH9")))
    assert events == [Stole(0, 1, C("HH9"), 9, 8)]  # HH9 over HH2 costs seat 1 9-2+1
    assert state.piles[0][4] == [C("HH9")] and state.piles[1][4] == [C("HH2")]
    assert state.score[0] == 9 and state.score[1] == 2
    assert state.phase == TURN and state.line == [C("SB1")]
    assert state.legal_actions() == [FLIP, CASH]
    state.check_cards()


def test_i_got_next_with_nothing_to_steal_is_just_discarded():
    state = CrashLine.stacked(["I GOT NEXT!", "TF3"], piles={0: ["SB1"]})
    events = state.apply(FLIP)
    assert GotNext(0, False) in events and state.phase == TURN
    assert state.discard == [C("I GOT NEXT!")] and state.line == []
    assert state.legal_actions() == [FLIP, CASH]


def test_first_deck_out_reshuffles_the_discard_and_the_turn_goes_on():
    state = CrashLine.stacked(["SB1", "TF2"], fill="discard")
    flip_all(state, 2)
    assert state.deck == []
    discard = sorted(state.discard)
    events = state.apply(FLIP)
    assert events[0] == Continued(52) and type(events[1]) is Flipped
    assert state.continues == 1 and len(state.deck) == 51
    assert sorted(state.deck + [events[1].card]) == discard
    assert state.current_player() == 0 or Crashed in kinds(events)
    state.check_cards()


def test_second_deck_out_is_game_over_at_once_and_the_line_cashes_in():
    """ "Second time: GAME OVER. The current player cashes in their line automatically": the flip that
    takes the last card of the reshuffled deck ends the game; nobody is offered a flip into an empty deck."""
    state = CrashLine.stacked(["SB1", "TF2"], fill="discard")
    state.continues = 1
    state.apply(FLIP)
    events = state.apply(FLIP)
    assert state.deck == []
    assert kinds(events)[-2:] == [GameOver, CashedIn] and events[-1].points == 3
    assert state.is_terminal() and state.current_player() == TERMINAL and state.phase == OVER
    assert state.legal_actions() == [] and state.score[0] == 3
    with pytest.raises(IllegalAction):
        state.apply(FLIP)
    state.check_cards()


def test_game_over_cashes_in_even_with_glitch_flips_owed():
    state = CrashLine.stacked(["SB1", "GLITCH!"], fill="discard")
    state.continues = 1
    events = flip_all(state, 2)
    assert GameOver in kinds(events) and state.piles[0][0] == [C("SB1")] and state.is_terminal()


def test_a_crash_on_the_last_card_ends_the_game_with_the_next_turn():
    state = CrashLine.stacked(["SB1", "SB2"], fill="discard")
    state.continues = 1
    events = flip_all(state, 2)
    assert Crashed in kinds(events) and GameOver in kinds(events), "no turn starts into an empty deck"
    assert state.is_terminal() and state.score == [0] * state.n


def test_a_steal_on_the_last_card_then_game_over():
    state = CrashLine.stacked(["SB1", "I GOT NEXT!"], fill="discard", piles={1: ["TF3"]})
    state.continues = 1
    flip_all(state, 2)
    assert state.phase == STEAL
    events = state.apply(steal(1, C("TF3")))
    assert kinds(events)[-2:] == [GameOver, CashedIn] and state.is_terminal()
    assert state.score[0] == 3 + 1, "the stolen card and the line's SB1"


# ------------------------------------------------------------------ scoring
def test_machine_points_best_card_plus_tickets():
    assert machine_points([]) == 0
    assert machine_points([C("NR6")]) == 6
    assert machine_points([C("NR6"), C("NR3"), C("NR1")]) == 8


def test_winner_by_score_then_most_cards_then_shared():
    state = CrashLine.stacked([], piles={0: ["SB9"], 1: ["TF8", "TF1"], 2: ["DD7"], 3: ["NR2"]})
    assert state.score == [9, 9, 7, 2] and state.winners() == [1]
    state = CrashLine.stacked([], piles={0: ["SB9"], 1: ["TF9"], 2: ["DD7"], 3: ["NR2"]})
    assert state.winners() == [0, 1]


# ------------------------------------------------------------------ kid mode
def test_kid_mode_gives_one_free_save_every_turn():
    state = CrashLine.stacked(["SB1", "SB2", "TF3", "SB4"], players=2, kid=[0])
    assert state.free_save and state.crash_chance() == 0.0
    events = flip_all(state, 2)
    assert Saved(0, C("SB2"), -1) in events and Saved(0, C("SB2"), -1).free
    assert state.line == [C("SB1")] and state.discard == [C("SB2")] and not state.free_save
    state.apply(FLIP)
    events = state.apply(FLIP)
    assert Crashed in kinds(events)
    assert state.current_player() == 1 and not state.free_save  # seat 1 is not a kid
    state = CrashLine.stacked(["HH1", "DD1", "NR1", "NR2"], players=2, kid=[0])
    state.apply(FLIP)
    state.apply(CASH)
    state.apply(FLIP)
    state.apply(CASH)  # seat 1's turn
    assert state.free_save  # a fresh free save for the kid
    state.apply(FLIP)
    assert Saved in kinds(state.apply(FLIP))


# ------------------------------------------------------------------ the rulebook's example
def test_mayas_example_turn():
    piles = {1: ["TF1"], 2: ["DD2", "DD4"], 3: ["SB5", "TF6", "DD9"], 0: ["HH1", "TF7"]}
    top = ["Neon Racer 6", "Star Blaster 2", "GLITCH!", "1-UP", "Neon Racer 3", "Halfpipe Hero 8"]
    state = CrashLine.stacked(top + ["Neon Racer 1"], piles=piles)
    alt = state.clone()
    flip_all(state, 2)
    assert line_names(state) == ["Neon Racer 6", "Star Blaster 2"]
    assert kinds(state.apply(FLIP))[-1] == Glitched  # BLOW THE CARTRIDGE!
    state.apply(FLIP)
    assert line_names(state)[-1] == "1-UP" and CASH not in state.legal_actions()
    events = state.apply(FLIP)
    assert Saved(0, C("NR3"), C("1-UP")) in events
    assert line_names(state) == ["Neon Racer 6", "Star Blaster 2"] and state.legal_actions() == [FLIP, CASH]
    assert 0.25 < state.crash_chance() < 0.4  # "about 1 flip in 3"
    state.apply(FLIP)
    state.apply(CASH)
    assert [card_name(c) for cards in state.piles[0] for c in cards] == [
        "Star Blaster 2",
        "Turbo Fists 7",
        "Neon Racer 6",
        "Halfpipe Hero 1",
        "Halfpipe Hero 8",
    ]
    # Had she crashed (on Neon Racer 1), Dad (seat 1, fewest cards) grabs the Halfpipe 8.
    flip_all(alt, 7)
    assert alt.phase == PICK and alt.current_player() == 1
    events = alt.apply(pick(C("HH8")))
    assert events[0] == Picked(1, C("HH8"), 8)
    assert alt.piles[1][4] == [C("HH8")]
    alt.check_cards()


# ------------------------------------------------------------------ protocol
def test_illegal_actions_leave_the_state_unchanged():
    state = CrashLine(4, seed=5)
    before = json.dumps(state.to_data())
    for bad in (CASH, pick(3), steal(1, 2), ("dance",)):
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert json.dumps(state.to_data()) == before
    assert state.legal_actions(seat=2) == []


def test_view_shows_the_table_but_not_the_deck_order():
    state = CrashLine(4, seed=9)
    view = state.view(2)
    assert not hasattr(view, "deck")
    assert view.deck_count == 53 and view.unseen_cards() == sorted(state.deck)
    assert sum(view.deck_machine) == sum(1 for c in state.deck if c < 45)
    assert view.pile(3) == tuple(tuple(x) for x in state.piles[3])


def play_random(state, rng, check=False, lean=False):
    events = []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        if lean:
            state.step(action)
        else:
            events += state.apply(action)
        if check:
            state.check_cards()
    return events


def test_saved_data_is_json_and_continues_identically():
    rng = random.Random(4)
    for seed in range(30):
        state = CrashLine(rng.randint(2, 6), seed=seed, kid=[0])
        for _ in range(rng.randint(0, 60)):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        data = json.loads(json.dumps(state.to_data()))
        copy = CrashLine.from_data(data)
        assert copy.to_data() == state.to_data()
        r1, r2 = random.Random(seed), random.Random(seed)
        assert play_random(state, r1) == play_random(copy, r2)
        assert state.to_data() == copy.to_data()


def test_from_data_refuses_other_games_versions_and_damage():
    data = CrashLine(3, seed=1).to_data()
    with pytest.raises(ValueError, match="topspeed"):
        CrashLine.from_data(dict(data, game="topspeed"))
    with pytest.raises(ValueError, match="version"):
        CrashLine.from_data(dict(data, version=99))
    with pytest.raises(ValueError, match="damaged"):
        CrashLine.from_data(dict(data, deck=data["deck"][1:]))


def test_rules_module_does_not_import_pygame():
    import subprocess

    code = (
        "import sys; import arcade.games.crashline.rules, arcade.games.crashline.bots, "
        "arcade.games.crashline.shark, arcade.games.crashline.sim, arcade.games.crashline.odds; "
        "sys.exit(1 if 'pygame' in sys.modules else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


# ------------------------------------------------------------------ property: no card lost or duplicated
def test_no_card_is_ever_lost_or_duplicated_over_thousands_of_random_games():
    rng = random.Random(2024)
    for game in range(2000):
        players = rng.randint(2, 6)
        state = CrashLine(players, seed=game, kid=[s for s in range(players) if rng.random() < 0.3])
        play_random(state, rng, check=game < 150, lean=game >= 150)
        state.check_cards()
        assert state.continues == 1 and state.deck == []


# ------------------------------------------------------------------ the protocol's extras
def test_step_plays_exactly_as_apply_without_events():
    for seed in range(20):
        a, b = new_state(seed, 2 + seed % 5), new_state(seed, 2 + seed % 5)
        rng = random.Random(seed)
        while not a.is_terminal():
            action = rng.choice(a.legal_actions())
            assert b.step(action) is None
            a.apply(action)
            assert a.to_data() == b.to_data()
        assert b.is_terminal() and a.winners() == b.winners()


def test_flip_cash_and_pick_with_stray_fields_are_refused_unchanged():
    """Found by the property suite: Action("flip", 0) flipped although only FLIP is a legal action."""
    state = CrashLine(3, seed=2)
    before = json.dumps(state.to_data())
    for bad in (Action("flip", 0), Action("flip", -1, 7), Action("cash", 1)):
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert json.dumps(state.to_data()) == before
    state.apply(FLIP)
    with pytest.raises(IllegalAction):
        state.apply(Action("cash", 2))
    crashed = CrashLine.stacked(["SB1", "TF1", "SB2"], players=3, piles={0: ["DD1"], 2: ["NR1"]})
    for action in (FLIP, FLIP, FLIP):
        crashed.apply(action)
    assert crashed.phase == PICK and crashed.legal_actions()
    card = crashed.legal_actions()[0].card
    with pytest.raises(IllegalAction):
        crashed.apply(Action("pick", 0, card))
    crashed.apply(pick(card))


def test_actions_of_the_wrong_type_are_refused_unchanged():
    state = CrashLine(3, seed=2)
    before = json.dumps(state.to_data())
    for bad in (("flip",), ("flip", -1, -1), "flip", None, 7, Action("steal", 1, 0)):
        with pytest.raises(IllegalAction):
            state.step(bad)
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert json.dumps(state.to_data()) == before
    assert [Action.from_data(json.loads(json.dumps(a.to_data()))) for a in [FLIP, CASH, pick(3)]] == [
        FLIP,
        CASH,
        pick(3),
    ]
    for bad in (["dance", -1, -1], ["flip", 1.5, -1], "flip", None, ["pick", 3]):
        with pytest.raises(ValueError):
            Action.from_data(bad)


def test_setup_events_are_typed_and_view_data_hides_only_the_deck_order():
    state = CrashLine(4, seed=9)
    assert [type(e) for e in state.setup_events][-1] is TurnStarted
    other = state.clone()
    other.deck.reverse()
    assert state.view(1).to_data() == other.view(1).to_data()
    assert state.view(1).to_data() != state.view(2).to_data()
    sample = state.sample_hidden(0, random.Random(1))
    assert sample.view(0).to_data() == state.view(0).to_data() and sample.deck != state.deck
    assert sorted(sample.deck) == sorted(state.deck)
    sample.check_cards()


def _damaged(data, **changes):
    out = json.loads(json.dumps(data))
    out.update(changes)
    return out


def test_from_data_checks_every_field():
    state = CrashLine.stacked(["NR4", "HH8", "NR9"], piles={0: ["SB1", "SB2"], 1: ["TF1"]}, players=3)
    flip_all(state, 3)
    assert state.phase == PICK
    good = state.to_data()
    assert CrashLine.from_data(good).to_data() == good
    bad = [
        _damaged(good, players=True),
        _damaged(good, players=7),
        _damaged(good, kid=[0, 0, 0]),
        _damaged(good, kid=[False, False]),
        _damaged(good, cur=3),
        _damaged(good, cur=1.0),
        _damaged(good, picker=-1),
        _damaged(good, picker=state.cur),
        _damaged(good, phase=TURN),
        _damaged(good, phase=4),
        _damaged(good, forced=3),
        _damaged(good, flips=-1),
        _damaged(good, continues=2),
        _damaged(good, free_save=1),
        _damaged(good, free_save=True),
        _damaged(good, deck=good["deck"] + [good["deck"][0]]),
        _damaged(good, piles=[[[]] * 5] * 3),
        _damaged(good, piles=good["piles"][:2]),
        _damaged(good, stats={}),
        _damaged(good, stats=dict(good["stats"], turns=[1, 1])),
        _damaged(good, stats=dict(good["stats"], turns=[-1, 0, 0])),
    ]
    moved = json.loads(json.dumps(good))
    moved["piles"][0][1] = moved["piles"][0][0]
    moved["piles"][0][0] = []
    bad.append(moved)
    for data in bad:
        with pytest.raises(ValueError):
            CrashLine.from_data(data)
    # a Play Line that repeats a machine is only possible in a Hand-Me-Down
    turn = _damaged(good, phase=TURN, picker=-1)
    with pytest.raises(ValueError, match="repeats a machine"):
        CrashLine.from_data(turn)


def test_score_events_carry_the_points_gained():
    state = CrashLine(4, seed=21)
    rng = random.Random(21)
    while not state.is_terminal():
        before = state.scores()
        events = state.apply(rng.choice(state.legal_actions()))
        gained = [0] * 4
        for e in events:
            if isinstance(e, (CashedIn, Picked)):
                gained[e.seat] += e.points
            elif isinstance(e, Stole):
                gained[e.seat] += e.points
                gained[e.victim] -= e.lost
        assert [b + g for b, g in zip(before, gained)] == state.scores()


def test_randomly_damaged_saves_are_refused_or_playable():
    rng = random.Random(11)
    bad_values = [None, "x", -1, 0, 1, 53, 54, 10**30, 1.5, True, [], {}, [[]], [45], [-1]]
    refused = 0
    for game in range(12):
        state = CrashLine(rng.randint(2, 6), seed=game, kid=[0] if game % 3 == 0 else [])
        play = rng.randint(0, 80)
        while play and not state.is_terminal():
            state.step(rng.choice(state.legal_actions()))
            play -= 1
        good = state.to_data()
        spots = [(key, None) for key in good if key not in ("game", "version", "rng")]
        spots += [(key, i) for key in ("deck", "discard", "line", "kid") for i in range(len(good[key]))]
        spots += [("piles", (seat, m)) for seat in range(len(good["piles"])) for m in range(5)]
        for _ in range(40):
            data = json.loads(json.dumps(good))
            key, where = rng.choice(spots)
            value = rng.choice(bad_values)
            if where is None:
                data[key] = value
            elif isinstance(where, tuple):
                data[key][where[0]][where[1]] = value
            else:
                data[key][where] = value
            try:
                restored = CrashLine.from_data(data)
            except ValueError:
                refused += 1
                continue
            restored.check_cards()
            for _ in range(30):
                if restored.is_terminal():
                    break
                restored.step(rng.choice(restored.legal_actions()))
    assert refused > 300
