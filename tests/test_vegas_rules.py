"""Vegas Slot Machine 1973: components, placement rules and exceptions, prizes, cascades, end of game."""

from __future__ import annotations

import pytest
from vegas_rig import ANY, BA, BE, CH, CU, LE, OR, PL, SE, SH, SP, plays, rig

from arcade.core.rules import IllegalAction
from arcade.games.vegas import components as C
from arcade.games.vegas.rules import (
    PH_BUILD,
    PH_OVER,
    Act,
    CardsDrawn,
    PrizeClaimed,
    Refilled,
    VegasState,
    hand_prize,
    prize_symbol,
)


# ---- components ------------------------------------------------------------------------------------
def test_deck_and_score_card_keep_the_facts():
    assert sum(C.BASE_COUNTS.values()) == 72
    assert len(C.build_cards(1, False, False)) == 72
    assert len(C.build_cards(1, True, True)) == 72 + 4 + 3
    assert len(C.build_cards(2, True, False)) == 2 * 76
    assert 2 * C.PRIZE[C.LEMON] == 24 and 3 * C.PRIZE[C.LEMON] == 36
    assert C.PRIZE[C.CHERRY] == 8
    assert C.PRIZE[C.SPIN] == 100 and C.PRIZE[C.CUMBER] == 200
    assert C.BASE_COUNTS[C.SHIELD] >= 3 and C.BASE_COUNTS[C.ANY] >= 1
    assert [name for _, name in C.RANKS][0] == "Beginner" and C.RANKS[-1] == (700, "Slot Machine King!")
    assert C.rank_of(400) == "Beginner" and C.rank_of(656) == "Master" and C.rank_of(732) == "Slot Machine King!"
    assert C.rank_of(602) == "Gambler" and C.rank_of(604) == "Wizard" and C.rank_of(550) == "Good"
    assert ("Lemons", 12) in C.score_card()


def test_paylines_are_rows_columns_diagonals():
    st = VegasState(1, 1)
    assert len(st.geo.lines) == 8
    assert {(0, 1, 2), (0, 3, 6), (0, 4, 8), (2, 4, 6)} <= set(st.geo.lines)


def test_prize_symbol_any_wild_and_shields_not_on_lines():
    assert prize_symbol(LE, LE, LE) == LE
    assert prize_symbol(LE, ANY, LE) == LE
    assert prize_symbol(ANY, ANY, ANY) == SE
    assert prize_symbol(LE, ANY, CH) == -1
    assert prize_symbol(SH, SH, SH) == -1  # shields count anywhere, not as a line
    assert prize_symbol(SP, SP, SP) == SP and prize_symbol(SP, ANY, SP) == SP  # ANY is wild for all
    assert prize_symbol(CU, CU, CU) == CU
    assert hand_prize([OR, ANY, OR])[0] == OR
    assert hand_prize([SH, SH, SH])[0] == SH
    assert hand_prize([OR, LE, OR])[0] == -1


# ---- build phase -----------------------------------------------------------------------------------
def test_build_first_card_anywhere_then_adjacent_and_draw():
    st = VegasState(2, 3, {"mode": "competitive"})
    assert st.phase == PH_BUILD
    first = {a.a for a in st.legal_actions()}
    assert first == set(range(9))
    deck = len(st.draw)
    st.apply(Act("build", 0, 0))
    assert len(st.draw) == deck - 1 and len(st.hands[0]) == 3
    assert {a.a for a in st.legal_actions()} == {1, 3, 4}
    st.apply(Act("build", 0, 4))
    assert {a.a for a in st.legal_actions()} == {1, 2, 3, 5, 6, 7, 8}
    with pytest.raises(IllegalAction):
        st.apply(Act("build", 0, 4))


def test_build_ends_with_nine_cards_then_turns_follow():
    st = VegasState(1, 4)
    while st.phase == PH_BUILD:
        a = st.legal_actions()[0]
        st.apply(a)
    assert all(st.stacks[p] for p in range(9)) or st.prizes[0]
    assert st.legal_actions()[0].kind in ("play", "c_look")


def test_prize_claimed_during_build():
    st = rig(1, grid=[LE, LE] + [None] * 7, hands=[[LE, CH, OR]])
    st.phase = PH_BUILD
    st._legal_cache = None
    ev = st.apply(Act("build", 0, 2))
    assert any(isinstance(e, PrizeClaimed) and e.symbol == LE for e in ev)
    assert not st.stacks[0] and not st.stacks[2]
    st.check_cards()


# ---- placement rules -------------------------------------------------------------------------------
PAIR_FREE = [CH, LE, OR, PL, BE, BA, SE, SH, LE]


def test_rule_1_not_on_the_same_symbol():
    st = rig(1, grid=PAIR_FREE, hands=[[CH, OR, BA]])
    p = plays(st)
    assert 0 not in p[CH] and 2 not in p[OR] and 5 not in p[BA]
    assert p[CH] == [1, 2, 3, 4, 5, 6, 7, 8]


def test_rule_2_not_on_a_set_of_two_and_variation_a():
    grid = [CH, CH, OR, PL, BE, BA, SE, SH, LE]
    st = rig(1, grid=grid, hands=[[LE, OR, OR]])
    assert plays(st)[LE] == [2, 3, 4, 5, 6, 7]
    st = rig(1, {"variations": "A"}, grid=grid, hands=[[LE, OR, OR]])
    assert plays(st)[LE] == [0, 1, 2, 3, 4, 5, 6, 7]


def test_rule_3_not_on_a_shield_when_two_show():
    grid = [CH, LE, SH, SH, BE, BA, SE, OR, PL]
    st = rig(1, grid=grid, hands=[[LE, SH, CH]])
    p = plays(st)
    assert p[LE] == [0, 4, 5, 6, 7, 8]
    assert p[SH] == [0, 1, 4, 5, 6, 7, 8]  # a third shield anywhere is a prize


def test_rule_4_never_on_any_not_even_for_a_prize():
    grid = [CH, LE, SH, SH, ANY, BA, SE, OR, PL]
    st = rig(1, grid=grid, hands=[[SH, LE, CH]])
    for _s, cells in plays(st).items():
        assert 4 not in cells
    with pytest.raises(IllegalAction):
        st.apply(Act("play", 0, 4))


def test_exception_1_anywhere_when_it_makes_a_prize():
    grid = [LE, LE, OR, CH, BE, BA, CH, SH, PL]  # 0 and 1 are a pair; CH on 0 makes column 0
    st = rig(1, grid=grid, hands=[[CH, SE, BA]], draw=[BA, OR, PL, BE], exact=True)
    assert 0 in plays(st)[CH] and 0 not in plays(st)[SE]
    ev = st.apply(Act("play", 0, 0))
    assert [e.symbol for e in ev if isinstance(e, PrizeClaimed)] == [CH]


ALL_PAIRS = [LE, LE, OR, CH, CH, OR, PL, PL, LE]


def test_exception_2_only_sets_of_two_may_be_covered():
    st = rig(1, grid=ALL_PAIRS, hands=[[BE, SE, BA]])
    assert plays(st)[BE] == list(range(9))
    # rule 1 still holds: a lemon never goes on a lemon there
    st = rig(1, grid=ALL_PAIRS, hands=[[LE, SE, BA]])
    assert plays(st)[LE] == [2, 3, 4, 5, 6, 7]


def test_exception_3_the_one_card_left_is_your_symbol():
    grid = ALL_PAIRS[:8] + [BE]
    st = rig(1, grid=grid, hands=[[BE, SE, SE]])
    p = plays(st)
    assert p[BE] == [8] and p[SE] == [8]


def test_any_does_not_make_a_set_of_two_unless_variation_b():
    grid = [LE, ANY, OR, CH, BE, BA, SE, SH, PL]
    st = rig(1, grid=grid, hands=[[PL, PL, SE]])
    assert 0 in plays(st)[PL]
    st = rig(1, {"variations": "B"}, grid=grid, hands=[[PL, PL, SE]])
    assert 0 not in plays(st)[PL] and 2 not in plays(st)[PL]


def test_variation_g_stacks_of_five_are_full():
    grid = list(PAIR_FREE)
    grid[1] = [BE, BA, OR, PL, LE]
    st = rig(1, {"variations": "G"}, grid=grid, hands=[[CH, SE, SE]])
    assert 1 not in plays(st)[CH]
    st = rig(1, grid=grid, hands=[[CH, SE, SE]])
    assert 1 in plays(st)[CH]


def test_no_legal_placement_relaxes_to_any_non_any_space():
    grid = ALL_PAIRS[:8] + [BE]
    st = rig(2, {"variations": "F"}, grid=grid, hands=[[CH, CH], [SE, SE]], turn=1)
    st.last_played = [8, st.stacks[8][-1], 0, False]
    st._legal_cache = None
    assert plays(st) == {SE: [0, 1, 2, 3, 4, 5, 6, 7]}


# ---- prizes and cascades ---------------------------------------------------------------------------
def test_one_card_two_prizes_kept_as_separate_sets():
    grid = [LE, LE, CH, OR, BE, LE, PL, SE, LE]
    st = rig(1, grid=grid, hands=[[LE, OR, OR]], draw=[BA, OR, SE, PL, CH, CH], exact=True)
    st.apply(Act("play", 0, 2))
    assert [(p[0], len(p[1]), p[2]) for p in st.prizes[0]] == [(LE, 3, 12), (LE, 2, 12)]
    assert st.scores() == [24]
    st.check_cards()


def test_three_shields_anywhere_are_a_prize():
    grid = [SH, LE, OR, CH, BE, SH, PL, SE, BA]
    st = rig(1, grid=grid, hands=[[SH, OR, OR]], draw=[BA, OR, CH, PL], exact=True)
    st.apply(Act("play", 0, 7))
    assert len(st.prizes[0]) == 1 and st.prizes[0][0][0] == SH and st.prizes[0][0][2] == C.PRIZE[C.SHIELD]


def test_cascade_uncovers_and_refills_left_to_right_top_to_bottom():
    grid = [[SE, LE], [SE, LE], SE, CH, BE, BA, OR, SH, CH]
    st = rig(1, grid=grid, hands=[[LE, OR, OR]], draw=[PL, PL, PL, BA, OR, BE, CH], exact=True)
    ev = st.apply(Act("play", 0, 2))
    assert [p[0] for p in st.prizes[0]] == [LE, SE, PL]
    assert [(e.pos, e.symbol) for e in ev if isinstance(e, Refilled)] == [
        (0, PL),
        (1, PL),
        (2, PL),
        (0, BA),
        (1, OR),
        (2, BE),
    ]
    assert st.tops()[:3] == [BA, OR, BE]
    st.check_cards()


def test_hand_is_a_payline_claimed_first_and_refilled():
    st = rig(2, grid=PAIR_FREE, hands=[[OR, OR, BA], [PL, ANY, PL]])
    st.apply(Act("play", 2, 1))  # seat 0 plays; seat 1's turn starts
    assert st.prizes[1] and st.prizes[1][0][0] == PL and len(st.hands[1]) == 3
    st = rig(2, {"variations": "H"}, grid=PAIR_FREE, hands=[[OR, OR, BA], [PL, ANY, PL]])
    st.apply(Act("play", 2, 1))
    assert not st.prizes[1]


def test_draw_after_turn_and_illegal_refused_without_change():
    st = rig(1, grid=PAIR_FREE, hands=[[CH, OR, BA]])
    before = st.to_data()
    with pytest.raises(IllegalAction):
        st.apply(Act("play", 0, 0))
    with pytest.raises(IllegalAction):
        st.apply(Act("fly"))
    assert st.to_data() == before
    ev = st.apply(Act("play", 0, 1))
    assert any(isinstance(e, CardsDrawn) for e in ev) and len(st.hands[0]) == 3


# ---- end of the game -------------------------------------------------------------------------------
def test_deck_empty_no_draw_gaps_stay_and_round_ends_after_last_card():
    grid = [LE, LE, None, OR, BE, BA, PL, SE, SH]
    st = rig(1, grid=grid, hands=[[LE, OR, BA]], exact=True)
    assert not st.draw
    st.apply(Act("play", 0, 2))  # prize, no refill: three gaps
    assert [len(s) for s in st.stacks[:3]] == [0, 0, 0] and len(st.hands[0]) == 2
    assert 0 in {a.a for a in st.legal_actions()}  # you may play into a gap
    st.apply(Act("play", 0, 0))
    st.apply(st.legal_actions()[0])
    assert st.is_terminal() and st.phase == PH_OVER and st.scores() == [12]
    assert st.winners() == [0]


def test_rounds_rotate_start_and_add_up():
    st = VegasState(2, 9, {"mode": "competitive", "rounds": 2})
    starts = [st.start]
    while not st.is_terminal():
        st.apply(st.legal_actions()[0])
        if st.start not in starts:
            starts.append(st.start)
    assert starts == [0, 1] and len(st.round_scores) == 2
    assert st.scores() == [sum(r[s] for r in st.round_scores) for s in range(2)]


def test_ties_share_the_win_and_modes_score():
    st = rig(4, grid=PAIR_FREE, hands=[[CH]] * 4)
    st.prizes[0] = [[LE, [], 12]]
    st.prizes[2] = [[LE, [], 12]]
    assert st.winners() == [0, 2]
    st = rig(4, {"mode": "teams"}, grid=PAIR_FREE, hands=[[CH]] * 4)
    st.prizes[0] = [[LE, [], 12]]
    st.prizes[2] = [[CH, [], 8]]
    st.prizes[1] = [[OR, [], 20]]
    assert st.scores() == [20, 20, 20, 20] and st.winners() == [0, 1, 2, 3]
    st = rig(3, {"mode": "coop"}, grid=PAIR_FREE, hands=[[CH]] * 3)
    st.prizes[1] = [[OR, [], 20]]
    st.prizes[2] = [[LE, [], 12]]
    assert st.scores() == [32, 32, 32] and st.rank() == "Beginner"


# ------------------------------------------------------------------ views and saved data (from the old conformance file
def test_view_hides_hands_deck_and_stacks():
    from arcade.games.vegas.rules import new_state

    st = new_state(3, 3)
    while st.phase == 0:
        st.apply(st.legal_actions()[0])
    for _ in range(6):
        st.apply(st.legal_actions()[0])
    v0 = st.view(0).to_data()
    other = st.clone()
    # swap a card of seat 1's hand with one deep in the deck and one under a stack: seat 0 sees nothing
    other.hands[1][0], other.draw[0] = other.draw[0], other.hands[1][0]
    deep = next((p for p in range(9) if len(other.stacks[p]) > 1), None)
    if deep is not None:
        other.stacks[deep][0], other.draw[1] = other.draw[1], other.stacks[deep][0]
    other._legal_cache = None
    assert other.view(0).to_data() == v0
    assert other.view(1).to_data()["hand"] == [other.sym[c] for c in other.hands[1]]


def test_from_data_refuses_malformed_with_value_error():
    from arcade.games.vegas.rules import VegasState, new_state

    data = new_state(1, 2).to_data()
    for broken in (
        {},
        {"game": "vegas"},
        {**data, "version": 99},
        {**data, "stacks": "x"},
        {**data, "hands": [[1, 2]]},
        {**data, "draw": data["draw"][:-1]},
        {**data, "config": {"seats": 9}},
        {**data, "phase": 42},
        {**data, "rng": [1, 2]},
        {**data, "draw": data["draw"] + data["draw"][:1]},
        "nonsense",
    ):
        with pytest.raises(ValueError):
            VegasState.from_data(broken)


def test_a_view_shares_no_list_with_the_game():
    """Found by the property suite: the view handed out the game's own Cumber look and peek lists."""
    from vegas_rig import CU

    from arcade.games.vegas.rules import Act

    grid = [[SE, CH], LE, OR, [BA, PL], BE, BA, SE, SH, LE]
    st = rig(2, {"cumber": "B"}, grid=grid, hands=[[CU, CH, BA], [OR, OR, BE]])
    st.apply(Act("c_look", 0))
    saved = st.to_data()
    view = st.view(0)
    view.look[0].append(SE)
    view.to_data()["look"].append([CH])
    assert st.to_data() == saved and st.view(0).look[0] == [SE]
