"""Insert Coin to Play through the rules protocol only: seeded random playthroughs for 1-6 seats."""
import json
import random
import subprocess
import sys

import pytest

from arcade.core.rules import SIMULTANEOUS, TERMINAL, Event, IllegalAction
from arcade.games.insertcoin.info import INFO
from arcade.games.insertcoin.rules import Action, InsertCoin

SPEC = INFO.engine
GAMES_PER_SEAT_COUNT = 4


def bogus_actions(state, rng):
    """Actions that are never legal now (checked against legal_actions)."""
    legal = set(state.legal_actions())
    tries = [("place",), None, 7, Action("keep", 0, cards=(99, 98, 97)), Action("warp", 0),
             Action("fill", state.num_seats), Action("place", 0, 0, 9, 9, "T4", 0)]
    for a in list(legal)[:3]:
        tries.append(a._replace(x=a.x + 8))
        tries.append(a._replace(seat=(a.seat + rng.randrange(1, 7)) % 7))
        tries.append(a._replace(kind="life" if a.kind != "life" else "fill"))
    return [a for a in tries if a not in legal]


def play(seed, seats, checks=True):
    state = SPEC.make(seed, seats)
    rng = random.Random(seed)
    trace = []
    for step in range(SPEC.max_actions):
        if state.is_terminal():
            assert state.current_player() == TERMINAL and state.legal_actions() == []
            return state, trace
        legal = state.legal_actions()
        assert legal, "a game in play always offers an action"
        cp = state.current_player()
        acting = sorted({a.seat for a in legal})
        assert cp == (acting[0] if len(acting) == 1 else SIMULTANEOUS)
        for s in acting:
            assert state.legal_actions(s) == [a for a in legal if a.seat == s]
        if checks and step % 7 == 0:
            before = state.to_data()
            for bad in bogus_actions(state, rng):
                with pytest.raises(IllegalAction):
                    state.apply(bad)
                assert state.to_data() == before
            data = json.loads(json.dumps(state.to_data()))
            assert InsertCoin.from_data(data).to_data() == before
            twin = state.clone()
            twin.apply(twin.legal_actions()[0])
            assert state.to_data() == before
            seat = rng.randrange(seats)
            sampled = state.sample_hidden(seat, random.Random(step))
            assert sampled.view(seat).to_data() == state.view(seat).to_data()
            assert json.loads(json.dumps(state.view(seat).to_data())) == state.view(seat).to_data()
        action = rng.choice(legal)
        assert Action.from_data(json.loads(json.dumps(action.to_data()))) == action
        events = state.apply(action)
        assert all(isinstance(e, Event) for e in events)
        trace.append((action, [e.kind for e in events]))
    raise AssertionError(f"no end within {SPEC.max_actions} actions")


@pytest.mark.parametrize("seats", SPEC.seats)
def test_random_playthroughs(seats):
    for g in range(GAMES_PER_SEAT_COUNT):
        state, _ = play(1000 * seats + g, seats, checks=g < 3)
        assert state.end_reason and len(state.scores()) == seats and state.winners()


def test_same_seed_same_trace_and_seats_are_checked():
    a = play(77, 3, checks=False)
    b = play(77, 3, checks=False)
    assert a[1] == b[1] and a[0].to_data() == b[0].to_data()
    with pytest.raises(ValueError):
        SPEC.make(1, 7)
    with pytest.raises(ValueError):
        SPEC.make(1, 0)


def test_pure_modules_leave_pygame_unloaded():
    code = ("import sys, importlib\n"
            f"for m in {SPEC.pure_modules!r}: importlib.import_module(m)\n"
            "from arcade.games.insertcoin.match import play_game\n"
            "play_game(['Planner', 'Greedy'], 3)\n"
            "assert 'pygame' not in sys.modules, 'pygame was imported'\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
