"""Vegas Slot Machine 1973 through the rules protocol only: seeded random playthroughs (what
tests/test_engines.py will do for every engine), plus cards conserved and pure modules."""
from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from arcade.core.rules import TERMINAL, IllegalAction
from arcade.games.vegas.info import INFO
from arcade.games.vegas.rules import Act, VegasState, new_state


def playthrough(state, rng, checks: int):
    """Play to the end; every ``checks``-th step (0: never) runs the protocol checks."""
    trace = []
    steps = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal, "a live game always offers an action"
        seat = state.current_player()
        assert seat != TERMINAL and 0 <= seat < state.num_seats
        assert state.legal_actions(seat) == legal
        assert all(state.legal_actions(s) == [] for s in range(state.num_seats) if s != seat)
        check = bool(checks) and steps % checks == 0
        if check:
            before = state.to_data()
            bad = Act("play", 7, 99)
            with pytest.raises(IllegalAction):
                state.apply(bad)
            assert state.to_data() == before
            copy = VegasState.from_data(json.loads(json.dumps(before)))
            assert copy.to_data() == before
            twin = state.clone()
            v = state.view(seat).to_data()
            for other in range(state.num_seats):
                sampled = state.sample_hidden(other, random.Random(steps))
                assert sampled.view(other).to_data() == state.view(other).to_data()
                sampled.check_cards()
        action = rng.choice(legal)
        state.apply(action)
        trace.append(tuple(action))
        if check:
            state.check_cards()
            assert twin.to_data() == before, "a clone is independent of its original"
            assert twin.view(seat).to_data() == v
        steps += 1
        assert steps <= INFO.engine.max_actions
    assert state.legal_actions() == [] and state.current_player() == TERMINAL
    state.check_cards()
    return trace


@pytest.mark.parametrize("seats", INFO.engine.seats)
def test_random_playthroughs(seats):
    for seed in range(4):
        rng = random.Random(seed)
        playthrough(new_state(seed, seats), rng, checks=(0 if seed else (1 if seats <= 3 else 4)))


def test_same_seed_same_trace():
    a = playthrough(new_state(11, 3), random.Random(5), 0)
    b = playthrough(new_state(11, 3), random.Random(5), 0)
    assert a == b
    c = playthrough(new_state(12, 3), random.Random(5), 0)
    assert a != c


def test_checked_playthrough_with_expansions_and_hidden_hands():
    opts = {"mode": "competitive", "spin": "B", "cumber": "B", "month": 6, "variations": "LMN"}
    playthrough(VegasState(3, 2, opts), random.Random(2), checks=2)


def test_view_hides_hands_deck_and_stacks():
    st = new_state(3, 3)
    while st.phase == 0:
        st.apply(st.legal_actions()[0])
    for _ in range(6):
        st.apply(st.legal_actions()[0])
    v0 = st.view(0).to_data()
    other = st.clone()
    # swap a card of seat 1's hand with one deep in the deck and one under a stack: seat 0 sees nothing
    other.hands[1][0], other.draw[0] = other.draw[0], other.hands[1][0]
    deep = next(p for p in range(9) if len(other.stacks[p]) > 1) if any(len(s) > 1 for s in other.stacks) else None
    if deep is not None:
        other.stacks[deep][0], other.draw[1] = other.draw[1], other.stacks[deep][0]
    other._legal_cache = None
    assert other.view(0).to_data() == v0
    assert other.view(1).to_data()["hand"] == [other.sym[c] for c in other.hands[1]]


def test_from_data_refuses_malformed_with_value_error():
    st = new_state(1, 2)
    data = st.to_data()
    for broken in ({}, {"game": "vegas"}, {**data, "version": 99}, {**data, "stacks": "x"},
                   {**data, "hands": [[1, 2]]}, {**data, "draw": data["draw"][:-1]},
                   {**data, "config": {"seats": 9}}, {**data, "phase": 42}, {**data, "rng": [1, 2]},
                   {**data, "draw": data["draw"] + data["draw"][:1]}, "nonsense"):
        with pytest.raises(ValueError):
            VegasState.from_data(broken)


def test_rules_bots_sim_do_not_import_pygame():
    code = ("import sys\n"
            + "".join(f"import {m}\n" for m in INFO.engine.pure_modules)
            + "assert 'pygame' not in sys.modules, 'pygame was imported'\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
