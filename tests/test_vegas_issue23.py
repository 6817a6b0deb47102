"""Issue 23: what typing the Vegas engine under mypy --strict turned up (bad input that crashed instead of
being refused), and the prize record the engine keeps."""

from __future__ import annotations

import pytest

from arcade.core.rules import IllegalAction
from arcade.games.vegas.picker import Picker
from arcade.games.vegas.rules import Act, Prize, VegasState
from arcade.games.vegas.setup import parse_options

from vegas_rig import BA, BE, CH, LE, OR, PL, SE, SH, rig

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
