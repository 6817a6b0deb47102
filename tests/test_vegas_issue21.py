"""Vegas Slot Machine 1973, issue 21: ANY wild for every symbol, F after the build, O's one card a turn,
M's play from memory (the misplay, the view, the CPUs)."""

from __future__ import annotations

import random

import pytest
from vegas_rig import ANY, BA, BE, CH, CU, LE, OR, PL, SE, SH, SP, plays, rig

from arcade.games.vegas.bots import hint, make_bot
from arcade.games.vegas.components import PRIZE
from arcade.games.vegas.rules import (
    PH_BUILD,
    PH_DRAW,
    PH_PLAY,
    Act,
    CardPlaced,
    Misplayed,
    PrizeClaimed,
    VegasState,
    completion_map,
    hand_prize,
    prize_symbol,
)

PAIR_FREE = [CH, LE, OR, PL, BE, BA, SE, SH, LE]


# ---- ANY is wild for every symbol ------------------------------------------------------------------
def test_any_is_wild_for_spin_again_and_cumber_on_a_payline_and_in_hand():
    assert prize_symbol(SP, ANY, SP) == SP and prize_symbol(ANY, CU, ANY) == CU
    assert hand_prize([SP, ANY, SP])[0] == SP and hand_prize([CU, ANY, ANY])[0] == CU
    assert hand_prize([SH, ANY, SH])[0] == SH


def test_a_spin_again_prize_made_with_an_any_on_a_payline():
    grid = [SP, ANY, OR, PL, BE, BA, SE, SH, LE]
    st = rig(1, {"spin": "B"}, grid=grid, hands=[[SP, OR, BA]], draw=[CH, OR, PL, BE])
    assert 2 in plays(st)[SP]  # it makes a prize: it may go on the Oranges
    ev = st.apply(Act("play", 0, 2))
    won = [(e.symbol, e.points) for e in ev if isinstance(e, PrizeClaimed)]
    assert won == [(SP, 100)]


def test_a_cumber_prize_made_with_an_any_on_a_payline():
    grid = [CU, OR, PL, ANY, BE, BA, SE, SH, LE]
    st = rig(1, {"cumber": "A"}, grid=grid, hands=[[CU, OR, BA]], draw=[CH, LE, OR, PL])
    ev = st.apply(Act("play", 0, 6))  # column 0: Cumber, ANY, Cumber
    assert [(e.symbol, e.points) for e in ev if isinstance(e, PrizeClaimed)] == [(CU, 200)]


def test_three_shields_made_with_an_any_anywhere_in_the_machine():
    grid = [SH, LE, OR, PL, BE, BA, ANY, CH, LE]  # one shield and one ANY, far apart
    st = rig(1, grid=grid, hands=[[SH, OR, BA]], draw=[BA, CH, OR, PL])
    assert plays(st)[SH] == [1, 2, 3, 4, 5, 7, 8]  # the second shield is a prize anywhere
    ev = st.apply(Act("play", 0, 4))
    prize = [e for e in ev if isinstance(e, PrizeClaimed)]
    assert [(e.symbol, e.points) for e in prize] == [(SH, PRIZE[SH])]
    assert set(prize[0].cells) == {0, 4, 6}


def test_an_any_played_completes_two_shields_and_three_any_alone_are_no_shield_prize():
    grid = [SH, LE, OR, PL, SH, BA, SE, CH, LE]
    comp = completion_map(VegasState(1, 1).geo, grid)
    assert comp[8].get(ANY) == PRIZE[SH]  # two shields: an ANY anywhere makes the third
    st = rig(1, grid=[ANY, LE, OR, PL, BE, ANY, CH, SE, LE], hands=[[ANY, OR, BA]])
    assert not st.find_prizes()
    st.apply(Act("play", 0, 7))  # three ANY, not on one payline: nothing
    assert not st.prizes[0]


def test_two_any_and_a_shield_in_one_machine_are_a_prize_but_not_across_two_machines():
    grid = [SH, LE, OR, PL, BE, BA, ANY, CH, LE] + [ANY, LE, OR, PL, BE, BA, SE, CH, LE]
    st = rig(1, {"variations": "D"}, grid=grid, hands=[[ANY, OR, BA]], draw=[BE, BA, CH, OR])
    assert not st.find_prizes()
    st.apply(Act("play", 0, 3))
    assert [p[0] for p in st.prizes[0]] == [SH]


# ---- F after the build -----------------------------------------------------------------------------
def test_f_the_last_build_card_may_not_be_covered_on_the_next_turn():
    st = VegasState(2, 4, {"mode": "competitive", "variations": "F"})
    last = None
    while st.phase == PH_BUILD:
        act = st.legal_actions()[0]
        for e in st.apply(act):
            if isinstance(e, CardPlaced):
                last = e.pos
    assert st.phase == PH_PLAY and last is not None
    if st.stacks[last]:  # still showing (not taken by a prize)
        assert all(a.a != last for a in st.legal_actions() if a.kind == "play")
        assert st.last_played[0] == last


def test_f_build_sets_the_last_played_card():
    st = VegasState(2, 4, {"mode": "competitive", "variations": "F"})
    st.apply(Act("build", 0, 4))
    assert st.last_played is not None and st.last_played[0] == 4 and st.last_played[2] == 0
    assert all(a.a != 4 for a in st.legal_actions())


# ---- O: one card a turn ----------------------------------------------------------------------------
def test_o_after_skipping_a_draw_the_next_draw_is_one_card():
    st = rig(1, {"variations": "O"}, grid=PAIR_FREE, hands=[[CH, OR, BE]], draw=[BA, PL, SE, CH, OR])
    st.apply(Act("play", 0, 1))
    st.apply(Act("stop"))  # no draw: two cards left
    assert len(st.hands[0]) == 2
    st.apply(next(a for a in st.legal_actions() if a.kind == "play"))
    assert st.phase == PH_DRAW and len(st.hands[0]) == 1
    st.apply(Act("draw"))
    assert len(st.hands[0]) == 2  # one card, never two
    assert st.phase == PH_PLAY  # and the turn is over


def test_o_with_n_the_turn_draws_at_most_two():
    st = rig(1, {"variations": "NO"}, grid=PAIR_FREE, hands=[[CH, OR, BE]], draw=[BA, PL, SE, CH, OR, LE])
    st.apply(Act("play", 0, 1))
    st.apply(Act("discard", 0))
    st.apply(Act("stop"))  # one card left
    st.apply(next(a for a in st.legal_actions() if a.kind == "play"))
    assert not st.hands[0] and st.phase == PH_DRAW  # nothing left to discard
    draws = 0
    while st.phase == PH_DRAW and Act("draw") in st.legal_actions():
        st.apply(Act("draw"))
        draws += 1
    assert draws == 2 and len(st.hands[0]) == 2  # two (N), not back up to three


# ---- M: play from memory ---------------------------------------------------------------------------
def test_m_the_legal_spaces_of_a_face_down_card_do_not_give_it_away():
    st = rig(1, {"variations": "M"}, grid=PAIR_FREE, hands=[[CH, OR, BE]], draw=[PL, BA, SE])
    st.fresh[0] = [False, False, False]  # all three face down now
    spaces = {}
    for a in st.legal_actions():
        if a.kind == "play":
            spaces.setdefault(a.slot, set()).add(a.a)
    assert spaces[0] == spaces[1] == spaces[2]  # the same for a Cherries, an Orange, a Bell
    assert 0 in spaces[0]  # Cherries may be tried over Cherries
    view = st.view(0)
    assert view.known_spaces() == {}  # nothing known, nothing lit as safe


def test_m_a_visible_card_knows_its_safe_spaces():
    st = rig(1, {"variations": "M"}, grid=PAIR_FREE, hands=[[CH, OR, BE]])
    st.fresh[0] = [True, False, False]
    known = st.view(0).known_spaces()
    assert (
        set(known) == {0}
        and 0 not in known[0]
        and sorted(known[0]) == plays(rig(1, grid=PAIR_FREE, hands=[[CH, OR, BE]]))[CH]
    )


def test_m_a_misplay_discards_the_card_and_ends_the_play():
    st = rig(1, {"variations": "M"}, grid=PAIR_FREE, hands=[[CH, OR, BE]], draw=[PL, BA, SE])
    st.fresh[0] = [False, False, False]
    tops = st.tops()
    card = st.hands[0][0]
    discards = len(st.discard)
    ev = st.apply(Act("play", 0, 0))  # Cherries on Cherries: not allowed
    miss = [e for e in ev if isinstance(e, Misplayed)]
    assert miss and miss[0].symbol == CH and miss[0].pos == 0
    assert st.tops() == tops  # nothing reached the machine
    assert card in st.discard and len(st.discard) == discards + 1
    assert not st.prizes[0] and len(st.hands[0]) == 3  # the turn ended with the usual draw
    st.check_cards()


def test_m_a_good_play_from_memory_is_played():
    st = rig(1, {"variations": "M"}, grid=PAIR_FREE, hands=[[CH, OR, BE]], draw=[PL, BA, SE])
    st.fresh[0] = [False, False, False]
    ev = st.apply(Act("play", 0, 1))
    assert not any(isinstance(e, Misplayed) for e in ev) and st.sym[st.stacks[1][-1]] == CH


def test_m_the_view_legal_actions_are_the_same_whatever_the_face_down_cards_are():
    st = rig(2, {"variations": "M"}, grid=PAIR_FREE, hands=[[CH, CH, BE], [OR, BA, PL]])
    st.fresh[0] = [False, False, False]
    other = st.sample_hidden(0, random.Random(3))
    assert st.view(0).legal == other.view(0).legal


@pytest.mark.parametrize("level", ["Easy", "Medium", "Strong"])
def test_m_cpus_play_from_what_they_saw_and_finish(level):
    misplays = 0
    for seed in range(3):
        st = VegasState(2, seed, {"mode": "competitive", "variations": "M"})
        bots = [make_bot(level, seed), make_bot(level, seed + 7)]
        for _ in range(5000):
            if st.is_terminal():
                break
            seat = st.current_player()
            misplays += sum(isinstance(e, Misplayed) for e in st.apply(bots[seat].choose(st.view(seat))))
        assert st.is_terminal()
    assert misplays <= 3  # they remember their cards: almost never wrong


def test_m_the_solo_hint_never_names_a_face_down_card():
    st = rig(1, {"variations": "M"}, grid=PAIR_FREE, hands=[[CH, OR, BE]])
    st.fresh[0] = [False, False, False]
    act, words = hint(st.view(0))
    assert act.kind == "play" and "face-down" in words
    assert not any(name in words for name in ("Cherries", "Oranges", "Bells", "Cumber"))


def test_q_ends_when_a_reshuffle_went_by_with_no_prize_so_cumber_b_cannot_cycle_forever():
    """Under Q a Cumber B burying the card just played puts it under an empty draw pile and its player
    draws it straight back: with the CPUs alone, 9 of 12 eight-seat deals never ended. A reshuffle with
    no prize claimed since the one before now ends the game as a run-out deck does."""
    from arcade.games.vegas.bots import make_bot
    from arcade.games.vegas.rules import VegasState

    for seed in range(4):
        levels = ["Easy", "Medium", "Strong"] * 3
        st = VegasState(8, seed, {"cumber": "B", "variations": "Q"})
        bots = [make_bot(levels[s], seed * 31 + s) for s in range(8)]
        for _ in range(6000):
            if st.is_terminal():
                break
            cp = st.current_player()
            st.apply(bots[cp].choose(st.view(cp)))
        assert st.is_terminal(), f"seed {seed}: no end after 6,000 actions"
        assert st.q_cycle == 0 or not st.discard, "it ended on a reshuffle with no prize since, or on no cards"


def test_q_reshuffles_while_prizes_are_still_claimed():
    from arcade.games.vegas.rules import VegasState

    st = VegasState(5, 3, {"variations": "Q", "decks": 1})
    st.draw, st.discard = [], list(st.draw)
    st.q_cycle = 1  # a prize was claimed since the last reshuffle
    assert not st._deck_out() and st._draw_card() >= 0 and st.q_cycle == 0
    st.draw, st.discard = [], [st.draw.pop()] + st.draw
    assert st._deck_out(), "a second reshuffle with no prize between is refused: the game is at its end"


@pytest.mark.parametrize("mode", ["solo", "coop"])
def test_c_with_solo_or_coop_chosen_is_refused_with_the_reason(mode):
    from arcade.games.vegas.rules import VegasState

    with pytest.raises(ValueError, match="variation C is a teams game"):
        VegasState(4, 1, {"mode": mode, "variations": "C"})
    assert VegasState(4, 1, {"mode": "competitive", "variations": "C"}).cfg.mode == "teams"


def test_a_kept_vegas_game_with_a_misshapen_look_prize_or_round_row_is_refused():
    """Each of these was accepted and then broke the screen or the next move."""
    import copy

    from arcade.games.vegas.rules import VegasState

    st = VegasState(3, 2, {"mode": "competitive"})
    good = st.to_data()
    for key, value in (
        ("look", [[[99]]] * 3),
        ("look", [[], None, None]),
        ("round_scores", [5]),
        ("prizes", [{}, [], []]),
        ("peek", [[1, 2, 3, 4], None, None]),
        ("last_played", [0, 10**6, 0, False]),
    ):
        bad = copy.deepcopy(good)
        bad[key] = value
        with pytest.raises(ValueError):
            VegasState.from_data(bad)


def test_a_sampled_game_keeps_the_spin_again_card_its_question_reveals():
    """Spin Again B asks 'spin again?' only of a hand holding one: a game sampled for another seat
    kept offering 'spin' to a hand redrawn without it, and playing it raised ValueError."""
    import random as _random

    from arcade.games.vegas.rules import PH_SPIN, VegasState

    asked = 0
    for seed in range(40):
        st = VegasState(2, seed, {"mode": "competitive", "spin": "B", "cumber": "B"})
        rng = _random.Random(seed)
        while not st.is_terminal():
            if st.phase == PH_SPIN:
                asked += 1
                other = 1 - st.cur
                for k in range(5):
                    sample = st.sample_hidden(other, _random.Random(k))
                    for action in sample.legal_actions():
                        sample.clone().apply(action)
            st.apply(rng.choice(st.legal_actions()))
    assert asked > 10
