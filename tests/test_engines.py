"""One conformance test over every registered rules engine (in the spirit of OpenSpiel's random-simulation
test): seeded random playthroughs driven only through the protocol of ``arcade.core.rules``.

Every game whose ``INFO.engine`` is set is covered, including any game added later: nothing here names a
game. Per seat count in ``EngineSpec.seats`` it plays ``EngineSpec.playthroughs`` games and checks that
every applied action was legal and returned typed events; illegal actions are refused with IllegalAction
and leave the state unchanged; a terminal state is reached; state -> plain data -> state is equal
mid-game and continues identically; a clone is independent; the same seed gives the same trace; each
seat's view is the same in every state that differs only in what that seat cannot see; malformed data is
refused with ValueError; importing the rules, bots and simulator leaves pygame unloaded.
"""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys

import pytest

from arcade.core.rules import SIMULTANEOUS, TERMINAL, Event, IllegalAction
from arcade.games import registry

SPECS = [(info.id, info.engine) for info in registry.games() if info.engine is not None]
CASES = [pytest.param(gid, spec, n, id=f"{gid}-{n}") for gid, spec in SPECS for n in spec.seats]
DEEP_CHECKS = 12  # games per case that also get the round-trip, clone and view checks at random moments


class _Foreign:
    """An action no engine knows."""

    def __repr__(self) -> str:
        return "<foreign action>"


def _plain(state) -> str:
    return json.dumps(state.to_data(), sort_keys=True)


def _check_illegal(state, seen: list, rng: random.Random) -> None:
    before = _plain(state)
    legal = state.legal_actions()
    candidates = [_Foreign(), ("no-such-action", -1)]
    stale = [a for a in seen[-50:] if a not in legal]
    if stale:
        candidates.append(rng.choice(stale))
    for bad in candidates:
        with pytest.raises(IllegalAction):
            state.apply(bad)
        assert _plain(state) == before, f"refusing {bad!r} changed the state"


def _check_round_trip(state, rng: random.Random) -> None:
    data = json.loads(json.dumps(state.to_data()))
    other = type(state).from_data(data)
    assert _plain(other) == _plain(state), "to_data -> from_data is not the same state"
    # both continue identically for a few actions
    a, b = state.clone(), other
    for _ in range(5):
        if a.is_terminal():
            break
        action = rng.choice(a.legal_actions())
        assert action in b.legal_actions()
        assert a.apply(action) == b.apply(action), "a restored state plays differently"
    assert _plain(a) == _plain(b)


def _check_clone(state, rng: random.Random) -> None:
    before = _plain(state)
    twin = state.clone()
    assert _plain(twin) == before
    for _ in range(3):
        if twin.is_terminal():
            break
        twin.apply(rng.choice(twin.legal_actions()))
    assert _plain(state) == before, "playing on a clone changed the original"


def _check_views(state, rng: random.Random, redrawn: list) -> None:
    for seat in range(state.num_seats):
        view = state.view(seat).to_data()
        json.dumps(view)  # plain data
        other = state.sample_hidden(seat, random.Random(rng.random()))
        assert other.view(seat).to_data() == view, f"seat {seat}'s view changes with what it cannot see"
        if _plain(other) != _plain(state):
            redrawn.append(seat)
        # the sampled state is a real state of the game: it plays on
        for _ in range(3):
            if other.is_terminal():
                break
            other.apply(rng.choice(other.legal_actions()))


def _play(spec, seed: int, seats: int, deep: bool, redrawn: list):
    state = spec.make(seed, seats)
    assert state.num_seats == seats
    rng = random.Random(seed * 7919 + seats)
    # one moment early, one in the middle, one late: short games (a race can end on its first call)
    # are checked as well as long ones
    checks = {rng.randrange(1, 6), rng.randrange(6, 40), rng.randrange(40, 400)} if deep else set()
    trace, seen = [], []
    for step in range(spec.max_actions):
        if state.is_terminal():
            break
        cp = state.current_player()
        assert cp == SIMULTANEOUS or 0 <= cp < seats, f"current_player {cp} out of range"
        legal = state.legal_actions()
        assert legal, f"no legal action in a live state (step {step})"
        if cp >= 0:
            assert state.legal_actions(cp) == legal
            assert all(state.legal_actions(s) == [] for s in range(seats) if s != cp)
        if step in checks:
            _check_illegal(state, seen, rng)
            _check_round_trip(state, rng)
            _check_clone(state, rng)
            _check_views(state, rng, redrawn)
        action = rng.choice(legal)
        events = state.apply(action)
        assert isinstance(events, list) and all(isinstance(e, Event) for e in events), (
            f"apply({action!r}) must return a list of Event objects, got {events!r}"
        )
        seen.append(action)
        trace.append((action, tuple(events)))
    assert state.is_terminal(), f"seed {seed}: no end after {spec.max_actions} actions"
    assert state.current_player() == TERMINAL and state.legal_actions() == []
    scores, winners = state.scores(), state.winners()
    assert len(scores) == seats and winners and set(winners) <= set(range(seats))
    return trace, _plain(state)


@pytest.mark.parametrize("game_id, spec, seats", CASES)
def test_random_playthroughs(game_id, spec, seats):
    redrawn: list = []
    for seed in range(spec.playthroughs):
        _play(spec, seed, seats, seed < DEEP_CHECKS, redrawn)
    assert redrawn, f"{game_id}: sample_hidden never redrew anything: nothing is hidden?"


@pytest.mark.parametrize("game_id, spec, seats", CASES)
def test_same_seed_same_trace(game_id, spec, seats):
    for seed in (3, 11):
        assert _play(spec, seed, seats, False, []) == _play(spec, seed, seats, False, [])


@pytest.mark.parametrize("game_id, spec, seats", CASES)
def test_malformed_data_is_refused_with_value_error(game_id, spec, seats):
    state = spec.make(5, seats)
    rng = random.Random(5)
    for _ in range(20):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    good = state.to_data()
    cls = type(state)
    bad_values = [None, "x", -1, 10**30, float("nan"), [], {}, [[[]]]]
    mutants = [None, [], "garbage", {}, {"game": game_id}, {**good, "version": -1}]
    for key in good:
        for value in bad_values:
            mutant = copy.deepcopy(good)
            mutant[key] = value
            mutants.append(mutant)
        mutant = copy.deepcopy(good)
        del mutant[key]
        mutants.append(mutant)
    for mutant in mutants:
        try:
            restored = cls.from_data(mutant)
        except ValueError:
            continue
        # accepted: then it must be a playable state
        for _ in range(3):
            if restored.is_terminal():
                break
            legal = restored.legal_actions()
            assert legal
            restored.apply(rng.choice(legal))


@pytest.mark.parametrize("game_id, spec", [pytest.param(g, s, id=g) for g, s in SPECS])
def test_rules_bots_and_sim_leave_pygame_unloaded(game_id, spec):
    """Importing them and playing a game (levels included) never loads pygame."""
    code = (
        "import sys, importlib\n"
        f"for m in {list(spec.pure_modules)!r}: importlib.import_module(m)\n"
        "from arcade.games import registry\n"
        f"state = registry.get({game_id!r}).engine.make(1, {spec.seats[0]})\n"
        "import random\n"
        "rng = random.Random(1)\n"
        "for _ in range(50):\n"
        "    if state.is_terminal(): break\n"
        "    state.apply(rng.choice(state.legal_actions()))\n"
        "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"{game_id}: importing {spec.pure_modules} loaded {out.stdout.strip()}"


def test_every_enabled_game_has_an_engine():
    for info in registry.games():
        if info.enabled:
            assert info.engine is not None, f"{info.id} is playable but declares no engine"
            assert info.engine.seats, info.id
