"""Vegas Slot Machine 1973: the Spin Again and Cumber expansions, every Cumber action and the twelve
effects of the month."""

from __future__ import annotations

import pytest
from vegas_rig import BA, BE, CH, CU, LE, OR, PL, SE, SH, SP, rig

from arcade.core.rules import IllegalAction
from arcade.games.vegas.components import PRIZE
from arcade.games.vegas.rules import (
    MONTH_EFFECTS,
    PH_BURY,
    PH_PLAY,
    PH_REACT,
    PH_SPIN,
    PH_TAKE,
    Act,
    VegasState,
)

PAIR_FREE = [CH, LE, OR, PL, BE, BA, SE, SH, LE]


# ---- Spin Again ------------------------------------------------------------------------------------
def test_spin_again_a_card_in_front_used_before_drawing():
    st = VegasState(2, 1, {"mode": "competitive", "spin": "A"})
    assert [len(f) for f in st.front] == [1, 1] and len(st.box) == 2
    st = rig(2, {"spin": "A"}, grid=PAIR_FREE, hands=[[CH, OR, BE], [OR, BA, BA]])
    st.apply(Act("play", 0, 1))
    assert st.phase == PH_SPIN and st.cur == 0 and len(st.hands[0]) == 2  # before the draw
    st.apply(Act("spin"))
    assert not st.front[0] and st.cur == 0 and st.phase == PH_PLAY and len(st.hands[0]) == 2
    st.apply(st.legal_actions()[0])
    assert st.phase == PH_PLAY and st.cur == 1 and len(st.hands[0]) == 3  # drew back up to three
    st.check_cards()


def test_spin_again_b_in_hand_used_after_drawing():
    st = rig(2, {"spin": "B"}, grid=PAIR_FREE, hands=[[CH, OR, BE], [OR, BA, BA]], draw=[SP])
    st.apply(Act("play", 0, 1))
    assert st.phase == PH_SPIN and SP in st.hand_symbols(0) and len(st.hands[0]) == 3
    st.apply(Act("spin"))
    assert st.cur == 0 and SP not in st.hand_symbols(0) and len(st.hands[0]) == 2
    st = rig(2, {"spin": "B"}, grid=PAIR_FREE, hands=[[CH, OR, BE], [OR, BA, BA]], draw=[SP])
    st.apply(Act("play", 0, 1))
    st.apply(Act("pass"))
    assert st.cur == 1


def test_three_spin_again_cards_are_100():
    st = rig(2, {"spin": "B", "decks": 1}, grid=PAIR_FREE, hands=[[CH, OR, BE], [SP, SP, SP]])
    st.apply(Act("play", 0, 1))
    assert st.prizes[1][0][0] == SP and st.prizes[1][0][2] == 100


# ---- Cumber ----------------------------------------------------------------------------------------
def test_cumber_a_three_on_a_payline_are_200():
    grid = [CU, CU, OR, PL, BE, BA, SE, SH, LE]
    st = rig(1, {"cumber": "A"}, grid=grid, hands=[[CU, OR, BA]])
    assert not any(a.kind.startswith("c_") for a in st.legal_actions())
    st.apply(Act("play", 0, 2))
    assert st.prizes[0][0][0] == CU and st.prizes[0][0][2] == 200


def test_cumber_b_move_a_card_keeping_the_placement_rules():
    grid = [LE, LE, OR, PL, BE, BA, SE, SH, PL]
    st = rig(1, {"cumber": "B"}, grid=grid, hands=[[CU, CH, BA]])
    moves = {(a.a, a.b) for a in st.legal_actions() if a.kind == "c_move"}
    assert (3, 2) in moves  # plums from 3 onto the oranges
    assert (3, 0) not in moves and (2, 2) not in moves  # not on a pair card, not onto itself
    hand = len(st.hands[0])
    st.apply(Act("c_move", 0, 3, 2))
    assert st.tops()[2] == PL and st.phase == PH_PLAY and st.cur == 0
    assert len(st.hands[0]) == hand  # the Cumber card was replaced from the deck


def test_cumber_b_move_that_makes_a_prize():
    grid = [LE, LE, OR, PL, BE, BA, SE, LE, PL]
    st = rig(1, {"cumber": "B"}, grid=grid, hands=[[CU, CH, BA]])
    st.apply(Act("c_move", 0, 7, 2))
    assert st.prizes[0] and st.prizes[0][0][0] == LE


def test_cumber_b_look_through_the_stacks():
    grid = [[SE, CH], LE, OR, [BA, PL], BE, BA, SE, SH, LE]
    st = rig(2, {"cumber": "B"}, grid=grid, hands=[[CU, CH, BA], [OR, OR, BE]])
    assert st.view(0).look is None
    st.apply(Act("c_look", 0))
    assert st.view(0).look[0] == [SE] and st.view(0).look[3] == [BA]
    assert st.view(1).look is None


def test_cumber_b_bury_the_last_played_card_on_your_own_turn():
    st = rig(2, {"cumber": "B"}, grid=PAIR_FREE, hands=[[OR, BA, BE], [CU, OR, BA]])
    st.apply(Act("play", 0, 1))  # seat 0 plays oranges on 1 (no prize)
    assert st.phase == PH_REACT and st.cur == 1  # seat 1 may answer at once
    st.apply(Act("pass"))
    assert st.cur == 1 and st.phase == PH_PLAY
    assert Act("c_bury", 0) in st.legal_actions()
    card = st.stacks[1][-1]
    st.apply(Act("c_bury", 0))
    assert st.draw[0] == card and st.tops()[1] == LE


def test_cumber_b_bury_on_another_players_turn_but_not_after_a_prize():
    st = rig(2, {"cumber": "B"}, grid=PAIR_FREE, hands=[[OR, BA, BE], [CU, OR, BA]])
    st.apply(Act("play", 0, 1))
    assert st.phase == PH_REACT and st.legal_actions() == [Act("c_bury", 0), Act("pass")]
    st.apply(Act("c_bury", 0))
    assert st.sym[st.draw[0]] == OR and st.tops()[1] == LE
    assert len(st.hands[1]) == 3 and st.cur == 1  # drew a new card; then it is seat 1's turn
    grid = [LE, LE, CH, OR, BE, BA, PL, SE, SH]
    st = rig(2, {"cumber": "B"}, grid=grid, hands=[[LE, BA, BE], [CU, OR, BA]])
    st.apply(Act("play", 0, 2))  # a prize: no answer possible
    assert st.phase != PH_REACT and not any(a.kind == "c_bury" for a in st.legal_actions())


def test_cumber_b_draw_three_keep_three():
    st = rig(1, {"cumber": "B"}, grid=PAIR_FREE, hands=[[CU, CH, BA]], draw=[OR, PL, BE])
    st.apply(Act("c_draw3", 0))
    assert st.phase == PH_BURY and len(st.hands[0]) == 5
    st.apply(Act("bury", 0))
    st.apply(Act("bury", 0))
    assert st.phase == PH_PLAY and st.hand_symbols(0) == [OR, PL, BE]
    assert [st.sym[c] for c in st.draw[:2]] == [BA, CH]


def test_cumber_turned_up_while_refilling_can_be_taken():
    grid = [LE, LE, CH, OR, BE, BA, PL, SE, SH]
    st = rig(1, {"cumber": "B"}, grid=grid, hands=[[LE, OR, BA]], draw=[CU, BE, SH, OR, PL])
    st.apply(Act("play", 0, 2))
    assert st.phase == PH_TAKE and st.take_pos == 0
    st.apply(Act("take", a=0))
    assert CU in st.hand_symbols(0) and all(st.stacks[p] for p in range(9))
    st = rig(1, {"cumber": "B"}, grid=grid, hands=[[LE, OR, BA]], draw=[CU, BE, SH, OR, PL])
    st.apply(Act("play", 0, 2))
    st.apply(Act("leave", a=0))
    assert st.tops()[0] == CU


def effect(month, hands=((CU, CH, BA),), grid=None, draw=None, seats=1):
    st = rig(seats, {"cumber": "B", "month": month}, grid=grid or PAIR_FREE, hands=[list(h) for h in hands], draw=draw)
    return st


def test_there_are_twelve_effects_of_the_month():
    assert len(MONTH_EFFECTS) == 12 and len({name for name, _ in MONTH_EFFECTS}) == 12


def test_month_1_fresh_start():
    st = effect(1)
    deck = len(st.draw)
    st.apply(Act("c_special", 0))
    assert len(st.hands[0]) == 3 and len(st.draw) == deck - 1
    st.check_cards()


def test_month_2_sweetheart_swap():
    st = effect(2)
    st.apply(Act("c_special", 0, 0, 8))
    assert st.tops()[0] == LE and st.tops()[8] == CH


def test_month_3_lucky_clover():
    st = effect(3)
    st.apply(Act("c_special", 0, 2, 4))  # the Bar from the hand for the Bell on 4
    assert st.tops()[4] == BA and BE in st.hand_symbols(0)


def test_month_4_fools_spin():
    st = effect(4, hands=((CU, CH, CH), (OR, OR, BA)), seats=2)
    st.apply(Act("c_special", 0))
    assert [len(h) for h in st.hands] == [3, 3]
    assert CH in st.hand_symbols(1)
    st.check_cards()


def test_month_5_bloom():
    st = effect(5, draw=[SE])
    st.apply(Act("c_special", 0, 4))
    assert st.tops()[4] == SE and len(st.stacks[4]) == 2


def test_month_6_midsummer_peek():
    st = effect(6, draw=[SE, OR, PL])
    st.apply(Act("c_special", 0))
    assert st.view(0).peek == [SE, OR, PL]


def test_month_7_jackpot_doubles_the_next_prize():
    grid = [LE, LE, CH, OR, BE, BA, PL, SE, SH]
    st = effect(7, hands=((CU, LE, BA),), grid=grid, draw=[OR, OR, BA, PL])
    st.apply(Act("c_special", 0))
    st.apply(Act("play", 0, 2))
    assert st.prizes[0][0][2] == 2 * PRIZE[LE] and not st.jackpot[0]


def test_month_8_heat_wave():
    st = effect(8, grid=[[SE, CH]] + PAIR_FREE[1:])
    st.apply(Act("c_special", 0, 0))
    assert st.tops()[0] == SE and len(st.stacks[0]) == 1


def test_month_9_back_to_school_plays_one_more_card():
    st = effect(9)
    st.apply(Act("c_special", 0, 2, 1))  # the Bar on 1
    assert st.tops()[1] == BA and st.phase == PH_PLAY and st.cur == 0
    with pytest.raises(IllegalAction):
        effect(9).apply(Act("c_special", 0, 2, 5))  # Bar on Bar breaks rule 1


def test_month_10_haunted_stack():
    st = effect(10, grid=[[SE, CH]] + PAIR_FREE[1:])
    st.apply(Act("c_special", 0, 0))
    assert st.tops()[0] == SE and st.sym[st.stacks[0][0]] == CH


def test_month_11_spin_the_reel():
    st = effect(11)
    st.apply(Act("c_special", 0, 0))  # column 0: CH PL SE -> SE CH PL
    assert [st.tops()[p] for p in (0, 3, 6)] == [SE, CH, PL]


def test_month_12_wish_list():
    st = effect(12)
    st.apply(Act("c_special", 0, SE))
    assert SE in st.hand_symbols(0) and len(st.hands[0]) == 3
    st.check_cards()


def test_every_cumber_and_spin_combination_plays_to_the_end():
    import random

    for spin in (None, "A", "B"):
        for cumber in (None, "A", "B"):
            for month in (1, 4, 9, 12):
                st = VegasState(3, month, {"mode": "competitive", "spin": spin, "cumber": cumber, "month": month})
                rng = random.Random(month)
                while not st.is_terminal():
                    st.apply(rng.choice(st.legal_actions()))
                st.check_cards()
