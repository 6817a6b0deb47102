"""Issue 23: what typing the Vegas engine under mypy --strict turned up (bad input that crashed instead of
being refused), and the prize record the engine keeps."""

from __future__ import annotations

import random

import pytest
from vegas_rig import BA, BE, CH, CU, LE, OR, PL, SE, SH, SP, rig

from arcade.core.rules import IllegalAction
from arcade.games.vegas.picker import Picker
from arcade.games.vegas.rules import Act, Prize, VegasState
from arcade.games.vegas.setup import parse_options

PAIR_FREE = [CH, LE, OR, PL, BE, BA, SE, SH, LE]  # no two tops alike on a payline


@pytest.mark.parametrize(
    "options",
    [
        {"decks": 1.0},  # passed the old "in (1, 2)" check, then range(1.0) crashed the engine
        {"decks": True},  # True == 1
        {"variations": [1, 2]},  # "".join of numbers raised TypeError
        {"variations": ["F", 7]},
    ],
)
def test_bad_set_up_values_are_refused_with_a_reason(options):
    with pytest.raises(ValueError):
        parse_options(1, options)
    with pytest.raises(ValueError):
        VegasState(1, 0, options)


def test_variation_letters_may_still_come_as_a_list():
    assert parse_options(1, {"variations": ["F", "H"]}).variations == frozenset("FH")


@pytest.mark.parametrize(
    "action",
    [
        ("play", 0.0, 4, -1),  # equal to a legal action, but a float slot crashed list.pop
        ("play", 0, 4.0, -1),
        ("play", "0", 4, -1),
        (7, 0, 4, -1),
        ("play", 0, 4, -1, 9),
        (),
        "play",
        None,
    ],
)
def test_an_action_that_is_not_whole_numbers_is_refused(action):
    st = rig(1, grid=PAIR_FREE, hands=[[CH, OR, LE]])
    assert Act("play", 0, 4) in st.legal_actions()
    before = st.to_data()
    with pytest.raises(IllegalAction):
        st.apply(action)
    assert st.to_data() == before  # nothing moved


def test_a_clock_tick_with_a_non_number_is_refused():
    st = rig(1, {"variations": "U"}, grid=PAIR_FREE, hands=[[CH, OR, LE]])
    with pytest.raises(IllegalAction):
        st.apply(("tick", -1, "1000", -1))
    st.apply(("tick", -1, 1000, -1))
    assert st.elapsed_ms == 1000


def test_an_action_as_a_plain_list_still_plays():
    st = rig(1, grid=PAIR_FREE, hands=[[CH, OR, LE]])
    st.apply(["play", 0, 4, -1])
    assert st.stacks[4] and st.sym[st.stacks[4][-1]] == CH


def test_prizes_are_records_and_save_as_plain_lists():
    st = VegasState(1, 3)
    while not st.prizes[0]:
        st.apply(st.legal_actions()[0])
    prize = st.prizes[0][0]
    assert isinstance(prize, Prize) and prize.points > 0
    data = st.to_data()
    assert data["prizes"][0][0] == [prize.symbol, list(prize.cards), prize.points]
    back = VegasState.from_data(data)
    assert back.prizes == st.prizes and all(isinstance(p, Prize) for p in back.prizes[0])
    assert back.clone().prizes == st.prizes


def test_the_picker_refuses_a_pick_of_the_wrong_kind():
    st = rig(1, grid=PAIR_FREE, hands=[[CH, OR, LE]])
    picker = Picker(st.legal_actions(), st.cfg.month, st.view(0).hand)
    for bad in ("0", 1.5, None, Act("play", 0, 4)):
        with pytest.raises(ValueError):
            picker.pick(bad)
    assert picker.pick(0) is None
    assert picker.pick(4) == Act("play", 0, 4)


# ---- Issue 23: a game sampled for a seat under M keeps what the seat knows about its face-down cards
def _face_down_hand(extra_opts=None):
    """Seat 0 to play under M with both B expansions, its three cards face down (looked at once)."""
    opts = {"variations": "M", "cumber": "B", "spin": "B", **(extra_opts or {})}
    st = rig(2, opts, grid=PAIR_FREE, hands=[[PL, OR, PL], [LE, SE, LE]])
    st.fresh[0] = [False, False, False]
    st._legal_cache = None
    return st


def test_a_sample_never_deals_an_action_card_into_a_face_down_hand():
    # under M a Spin Again B or Cumber B card is kept apart, face up (issue 21): the seat knows that none
    # of its face-down cards is one, and a game sampled for it must know that too
    st = _face_down_hand()
    assert st.view(0).hand == [-1, -1, -1]
    real = st.legal_actions(0)
    assert not any(a.kind.startswith("c_") for a in real)
    for seed in range(60):
        sample = st.sample_hidden(0, random.Random(seed))
        held = [sample.sym[c] for c in sample.hands[0]]
        assert SP not in held and CU not in held, f"seed {seed}: {held}"
        assert sample.view(0).to_data() == st.view(0).to_data()
        assert sample.legal_actions(0) == real, f"seed {seed}"
        sample.check_cards()


def test_a_sample_still_shuffles_the_face_down_cards_among_the_unseen_ones():
    st = _face_down_hand()
    dealt = set()
    for seed in range(60):
        sample = st.sample_hidden(0, random.Random(seed))
        dealt.update(sample.sym[c] for c in sample.hands[0])
        # the other seat's hand is unseen by seat 0: action cards may be dealt there
        assert len(sample.hands[1]) == 2 + 1
    assert {CH, LE, OR, PL, BE, BA, SE} <= dealt  # every symbol card may be there, not only the real ones


def test_an_action_card_in_hand_stays_known_and_in_place_in_a_sample():
    st = rig(2, {"variations": "M", "cumber": "B"}, grid=PAIR_FREE, hands=[[PL, CU, PL], [LE, SE, LE]])
    st.fresh[0] = [False, True, False]
    st._legal_cache = None
    real = st.legal_actions(0)
    assert Act("c_look", 1) in real
    for seed in range(20):
        sample = st.sample_hidden(0, random.Random(seed))
        assert sample.sym[sample.hands[0][1]] == CU and sample.legal_actions(0) == real


def test_a_saved_game_under_m_shows_its_owner_the_action_cards():
    # a save whose flags hide an action card (damaged, or from before issue 21) is read with the card known
    st = rig(2, {"variations": "M", "cumber": "B"}, grid=PAIR_FREE, hands=[[PL, CU, PL], [LE, SE, LE]])
    data = st.to_data()
    data["fresh"][0] = [False, False, False]
    back = VegasState.from_data(data)
    assert back.view(0).hand == [-1, CU, -1]
    assert back.fresh[0] == [False, True, False]


def test_a_sample_for_another_seat_keeps_every_face_down_card_a_symbol_card():
    # a sampled game is a real game: no hand in it holds an action card face down (the invariant)
    st = _face_down_hand()
    st.fresh[1] = [False, True, False]
    for seed in range(60):
        sample = st.sample_hidden(1, random.Random(seed))
        for s in (0, 1):
            hidden = [sample.sym[c] for c, seen in zip(sample.hands[s], sample.fresh[s]) if not seen]
            assert SP not in hidden and CU not in hidden, f"seed {seed}, seat {s}: {hidden}"
        assert sample.legal_actions(0) == st.legal_actions(0)  # seat 0 acts; seat 1 has nothing to do now
        assert sample.view(1).to_data() == st.view(1).to_data()


# ---- Issue 23: a Cumber move's spaces do not depend on the card under the moved one
def _move_rig(under):
    # stack 0 holds ``under`` below Cherries; Plums show at 1 and 3, on a row and a column with space 0
    grid = [[under, CH], PL, OR, PL, BE, BA, SE, SH, LE]
    return rig(2, {"cumber": "B"}, grid=grid, hands=[[CU, OR, BE], [LE, SE, LE]])


def test_the_card_under_a_moved_card_does_not_change_where_it_may_go():
    # a Plum under the Cherries would pair with both Plums once the Cherries are lifted; the seat cannot
    # see it, so the spaces offered are the same whatever lies there (the space left counts as empty)
    moves = {u: [a for a in _move_rig(u).legal_actions(0) if a.kind == "c_move"] for u in (PL, BA, SE)}
    assert moves[PL] == moves[BA] == moves[SE]
    assert Act("c_move", 0, 0, 1) in moves[PL] and Act("c_move", 0, 0, 3) in moves[PL]


def test_a_move_onto_a_space_the_hidden_card_pairs_with_is_played():
    st = _move_rig(PL)
    st.apply(Act("c_move", 0, 0, 1))
    assert st.sym[st.stacks[1][-1]] == CH and st.tops()[0] == PL  # the Plum shows now, for everyone
    st.check_cards()


def test_a_sample_offers_the_same_cumber_moves():
    st = _move_rig(PL)
    real = st.legal_actions(0)
    for seed in range(30):
        assert st.sample_hidden(0, random.Random(seed)).legal_actions(0) == real, f"seed {seed}"
