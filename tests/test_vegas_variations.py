"""Vegas Slot Machine 1973: variations A-U (A, B, G and H are also in test_vegas_rules) and the set-up
combinations that are refused."""

from __future__ import annotations

import random

import pytest
from vegas_rig import BA, BE, CH, LE, OR, PL, SE, SH, plays, rig

from arcade.games.vegas.events import CardDiscarded, SpinAgainUsed
from arcade.games.vegas.rules import (
    PH_BUILD,
    PH_DISCARD,
    PH_DRAW,
    PH_SPIN,
    Act,
    GameOver,
    VegasState,
)
from arcade.games.vegas.setup import parse_options

PAIR_FREE = [CH, LE, OR, PL, BE, BA, SE, SH, LE]


def finish(st, seed=0):
    rng = random.Random(seed)
    for _ in range(5000):
        if st.is_terminal():
            return st
        st.apply(rng.choice(st.legal_actions()))
    raise AssertionError("game did not end")


@pytest.mark.parametrize(
    "seats, options, words",
    [
        (2, {"mode": "solo"}, "solo is for one player"),
        (1, {"mode": "coop"}, "co-op needs at least two"),
        (5, {"mode": "teams"}, "4, 6 or 8"),
        (6, {"mode": "competitive", "decks": 1}, "second deck or variation Q"),
        (6, {"mode": "competitive", "variations": "Q", "decks": 2}, "cannot be combined with a second deck"),
        (2, {"mode": "competitive", "variations": "OQ"}, "O and Q contradict"),
        (2, {"mode": "competitive", "variations": "IT"}, "I and T contradict"),
        (3, {"mode": "competitive", "variations": "E", "rounds": 2}, "variation E plays one round per player"),
        (2, {"mode": "competitive", "variations": "U"}, "solo and co-op"),
        (6, {"mode": "competitive", "spin": "A", "decks": 1, "variations": "Q"}, "Spin Again variation A"),
        (1, {"variations": "Z"}, "unknown variation"),
        (1, {"colour": "red"}, "unknown option"),
        (1, {"spin": "C"}, "spin must be"),
        (1, {"rounds": 4}, "rounds must be 1, 2 or 3"),
        (1, {"date": "2026-13-01"}, "date must be"),
        (1, {"month": 3, "date": "2026-11-30"}, "not two that differ"),
    ],
)
def test_contradicting_setups_are_refused_with_a_reason(seats, options, words):
    with pytest.raises(ValueError, match=words):
        VegasState(seats, 1, options)


def test_month_comes_from_the_date():
    assert parse_options(1, {"date": "2026-11-30"}).month == 11
    assert parse_options(1, {}).month == 3  # the rulebook's date when none is given


def test_c_teams_and_second_deck_for_more_than_four():
    st = VegasState(6, 1, {"mode": "teams"})
    assert st.cfg.teams == 3 and st.cfg.decks == 2 and len(st.sym) == 144
    finish(st)
    sc = st.scores()
    assert sc[0] == sc[3] and sc[1] == sc[4] and sc[2] == sc[5]


def test_d_two_slot_machines():
    st = VegasState(1, 2, {"variations": "D"})
    assert st.geo.size == 18 and len(st.geo.lines) == 16
    st.apply(Act("build", 0, 0))
    cells = {a.a for a in st.legal_actions()}
    assert cells == {1, 3, 4} | set(range(9, 18))  # next to the first card, or the empty machine
    finish(st)


def test_d_shields_count_per_machine():
    grid = PAIR_FREE[:7] + [SH, LE] + [SH, CH, OR, PL, BE, BA, SE, LE, CH]
    grid[0] = SH
    st = rig(1, {"variations": "D"}, grid=grid, hands=[[SH, OR, OR]])
    assert 4 in plays(st)[SH]  # machine 1 shows two shields: a third is a prize
    st.apply(Act("play", 0, 13))  # machine 2 shows one shield: no prize
    assert not st.prizes[0]


def test_e_one_round_per_player_each_starts_once():
    st = VegasState(3, 5, {"mode": "competitive", "variations": "E"})
    assert st.cfg.rounds == 3
    starts = {st.start}
    while not st.is_terminal():
        st.apply(st.legal_actions()[0])
        starts.add(st.start)
    assert starts == {0, 1, 2} and len(st.round_scores) == 3


def test_f_not_on_the_card_the_previous_player_just_played():
    st = rig(2, {"variations": "F"}, grid=PAIR_FREE, hands=[[CH, CH, BE], [OR, OR, BA]])
    st.apply(Act("play", 0, 7))  # seat 0 puts cherries on 7
    assert 7 not in plays(st)[OR]
    st = rig(2, grid=PAIR_FREE, hands=[[CH, CH, BE], [OR, OR, BA]])
    st.apply(Act("play", 0, 7))
    assert 7 in plays(st)[OR]


def test_i_hand_size_four():
    st = VegasState(2, 1, {"mode": "competitive", "variations": "I"})
    assert [len(h) for h in st.hands] == [4, 4]
    st.apply(st.legal_actions()[0])
    assert len(st.hands[0]) == 4


def test_j_four_by_three_grid():
    st = VegasState(1, 1, {"variations": "J"})
    assert st.geo.size == 12 and len(st.geo.lines) == 14
    finish(st)


def test_k_everyone_discards_a_random_card_at_the_start():
    st = VegasState(3, 1, {"mode": "competitive", "variations": "K"})
    assert [len(h) for h in st.hands] == [2, 2, 2] and len(st.discard) == 3
    st.check_cards()


def test_l_open_cards_to_draw_from():
    st = rig(2, {"variations": "L"}, grid=PAIR_FREE, hands=[[CH, OR, BE], [OR, BA, BA]])
    st.open = [st.draw.pop(), st.draw.pop()]
    st.check_cards()
    opened = list(st.open)
    st.apply(Act("play", 0, 1))
    assert st.phase == PH_DRAW
    assert {a for a in st.legal_actions()} == {Act("draw"), Act("draw", a=0), Act("draw", a=1)}
    deck = len(st.draw)
    st.apply(Act("draw", a=1))
    assert opened[1] in st.hands[0] and len(st.open) == 2 and len(st.draw) == deck - 1
    assert st.cur == 1


def test_m_play_from_memory_hides_the_hand_after_a_look():
    st = rig(1, {"variations": "M"}, grid=PAIR_FREE, hands=[[CH, OR, BE]])
    assert st.view(0).hand == [CH, OR, BE]
    st.apply(Act("play", 0, 1))
    hand = st.view(0).hand
    assert hand[:2] == [-1, -1] and hand[2] == st.sym[st.hands[0][2]]
    other = st.sample_hidden(0, random.Random(1))
    assert other.view(0).to_data() == st.view(0).to_data()


def test_n_discard_another_card_then_draw_two():
    st = rig(1, {"variations": "N"}, grid=PAIR_FREE, hands=[[CH, OR, BE]])
    st.apply(Act("play", 0, 1))
    assert st.phase == PH_DISCARD and len(st.hands[0]) == 2
    discards = len(st.discard)
    st.apply(Act("discard", 0))
    assert len(st.discard) == discards + 1 and len(st.hands[0]) == 3


def test_o_drawing_optional_game_ends_at_empty_deck_hand_costs_points():
    st = rig(1, {"variations": "O"}, grid=PAIR_FREE, hands=[[CH, OR, BE]], draw=[BA, PL], exact=True)
    st.apply(Act("play", 0, 1))
    assert st.phase == PH_DRAW and Act("stop") in st.legal_actions()
    st.apply(Act("stop"))
    assert len(st.hands[0]) == 2 and not st.is_terminal()
    st.apply(st.legal_actions()[0])  # play a card, then draw one (never two)
    st.apply(Act("draw"))
    assert not st.is_terminal() and len(st.hands[0]) == 2
    st.apply(st.legal_actions()[0])  # again: the deck runs dry
    st.apply(Act("draw"))
    assert st.is_terminal()
    hand_cost = sum(
        __import__("arcade.games.vegas.components", fromlist=["PRIZE"]).PRIZE[st.sym[c]] for c in st.hands[0]
    )
    assert st.scores()[0] == -hand_cost < 0


def test_o_one_cherry_in_hand_costs_eight():
    st = rig(1, {"variations": "O"}, grid=PAIR_FREE, hands=[[CH]])
    assert st.round_points(0, final=True) == -8


def test_p_build_covers_prizes_instead_of_claiming():
    st = rig(1, {"variations": "P"}, grid=[LE, LE] + [None] * 7, hands=[[LE, CH, OR]])
    st.phase = PH_BUILD
    st._legal_cache = None
    st.apply(Act("build", 0, 2))
    assert not st.prizes[0] and len(st.stacks[0]) + len(st.stacks[1]) + len(st.stacks[2]) >= 4
    assert not st.find_prizes()


def test_q_keep_one_card_per_prize_and_reshuffle():
    grid = [LE, LE, CH, OR, BE, BA, PL, SE, SH]
    st = rig(
        5,
        {"mode": "competitive", "variations": "Q"},
        grid=grid,
        hands=[[LE, OR, BA], [CH], [CH], [CH], [CH]],
        draw=[],
        exact=True,
    )
    st.discard, st.draw = st.draw, st.discard  # every spare card face down in the discards
    st.apply(Act("play", 0, 2))
    assert len(st.prizes[0][0][1]) == 1 and st.prizes[0][0][2] == 12
    assert all(st.stacks[p] for p in range(9))  # gaps refilled from the reshuffled discards
    st.check_cards()


def test_r_two_prizes_of_a_symbol_score_a_bonus():
    st = rig(1, {"variations": "R"}, grid=PAIR_FREE, hands=[[CH]])
    st.prizes[0] = [[1, [], 12], [1, [], 12]]
    assert st.scores() == [36]
    st = rig(1, grid=PAIR_FREE, hands=[[CH]])
    st.prizes[0] = [[1, [], 12], [1, [], 12]]
    assert st.scores() == [24]


def test_n_with_spin_again_a_every_turn_owes_its_discard():
    """Issue 33 #2: N's discard ends each turn, the extra turn of Spin Again A too (used "before you
    draw"): two plays, two discards, then the draw back to the hand size."""
    st = rig(1, {"variations": "N", "spin": "A"}, grid=PAIR_FREE, hands=[[CH, OR, BE, PL, BA]])
    ev = st.apply(Act("play", 0, 1))
    assert st.phase == PH_DISCARD, "N's discard comes before the Spin Again is offered"
    ev += st.apply(Act("discard", 0))
    assert st.phase == PH_SPIN and len(st.hands[0]) == 3
    ev += st.apply(Act("spin"))
    play = next(a for a in st.legal_actions() if a.kind == "play")
    ev += st.apply(play)
    assert st.phase == PH_DISCARD, "the extra turn owes its own discard"
    ev += st.apply(Act("discard", 0))
    assert sum(isinstance(e, CardDiscarded) for e in ev) == 2 and sum(isinstance(e, SpinAgainUsed) for e in ev) == 1
    assert len(st.hands[0]) == st.limits[0]  # drew back up to the hand size
    st.check_cards()


def _shared_r_game(seats: int, opts: dict) -> VegasState:
    """Issue 33 #1: grid LE LE CH / OR BE BA / PL LE LE: seat 0 plays Lemons on space 2 (a Lemons prize),
    then the next seat that shares its score plays Lemons on space 6 (a second Lemons prize)."""
    grid = [LE, LE, CH, OR, BE, BA, PL, LE, LE]
    st = rig(seats, opts, grid=grid, hands=[[LE, SE]] * seats, draw=[SE, BA, BE, OR, PL, CH, SE, BA, BE, OR, PL])
    partner = 1 if st.cfg.mode == "coop" else 2
    hand = st.hand_symbols(0)
    st.apply(next(a for a in st.legal_actions() if a.kind == "play" and hand[a.slot] == LE and a.a == 2))
    while st.cur != partner:  # anyone between plays a Seven where it claims nothing
        hand = st.hand_symbols(st.cur)
        st.apply(next(a for a in st.legal_actions() if a.kind == "play" and hand[a.slot] == SE))
    hand = st.hand_symbols(partner)
    st.apply(next(a for a in st.legal_actions() if a.kind == "play" and hand[a.slot] == LE and a.a == 6))
    assert [len(p) for p in st.prizes][: partner + 1] == [1] + [0] * (partner - 1) + [1]
    return st


def test_r_counts_on_the_shared_score_in_co_op_and_teams():
    coop = _shared_r_game(2, {"mode": "coop", "variations": "R"})
    assert coop.scores() == [36, 36], "two Lemons prizes claimed by the group: 24 and a bonus set"
    assert coop.round_points(0) + coop.round_points(1) == 36
    teams = _shared_r_game(4, {"mode": "competitive", "variations": "CR"})
    assert teams.scores() == [36, 0, 36, 0], "seats 0 and 2 are one team"
    plain = _shared_r_game(2, {"mode": "coop"})
    assert plain.scores() == [24, 24]


def test_s_only_the_games_first_round_opens_counter_clockwise():
    """Issue 33 #4: "The first round will be played counter clockwise": the game's first round of turns;
    a later round (a new set-up) goes clockwise from its start player throughout."""
    st = VegasState(4, 1, {"mode": "competitive", "variations": "S", "rounds": 2})
    assert [st._seat_at(t) for t in range(6)] == [0, 3, 2, 1, 1, 2]
    while st.round_no == 0:
        st.apply(st.legal_actions()[0])
    assert st.start == 1
    assert [st._seat_at(t) for t in range(6)] == [1, 2, 3, 0, 1, 2]


def test_s_first_round_counter_clockwise_then_clockwise():
    st = VegasState(4, 1, {"mode": "competitive", "variations": "S"})
    order = [st._seat_at(t) for t in range(10)]
    assert order == [0, 3, 2, 1, 1, 2, 3, 0, 1, 2]
    seen = [st.cur]
    for _ in range(5):
        st.apply(st.legal_actions()[0])
        seen.append(st.cur)
    assert seen[:5] == [0, 3, 2, 1, 1]


def test_t_start_hands_grow_from_the_start_player():
    st = VegasState(3, 1, {"mode": "competitive", "variations": "T"})
    assert [len(h) for h in st.hands] == [3, 4, 5]


def test_u_timer_ends_the_game():
    st = VegasState(1, 1, {"variations": "U", "time_limit_s": 60})
    assert Act("tick", a=1000) in st.legal_actions()
    st.apply(Act("tick", a=30_000))
    assert not st.is_terminal()
    ev = st.apply(Act("tick", a=30_000))
    assert st.is_terminal() and any(isinstance(e, GameOver) for e in ev)


def test_every_variation_plays_to_the_end():
    for letter in "ABDFGHIJKLMNOPRSTU":
        seats = 1 if letter == "U" else 2
        st = VegasState(seats, 3, {"mode": "solo" if seats == 1 else "competitive", "variations": letter})
        finish(st, 3)
        st.check_cards()
