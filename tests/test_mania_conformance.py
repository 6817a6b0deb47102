"""Electronic Arcade Mania through the rules protocol only: seeded random playthroughs (3 and 4 seats)."""
import json
import random
import subprocess
import sys

import pytest

from arcade.core.rules import TERMINAL, IllegalAction
from arcade.games.mania.actions import Bet, DuelScore, Play, action_from_data, action_to_data
from arcade.games.mania.rules import Mania, new_state

GAMES_PER_SEATS = 10
CHECK_EVERY = 23


def playthrough(seed, seats, checks=True):
    s = new_state(seed, seats)
    rng = random.Random(seed * 7 + seats)
    trace = []
    while not s.is_terminal():
        seat = s.current_player()
        legal = s.legal_actions()
        assert legal and 0 <= seat < seats and s.legal_actions(seat) == legal
        assert all(s.legal_actions(o) == [] for o in range(seats) if o != seat)
        action = rng.choice(legal)
        if checks and len(trace) % CHECK_EVERY == 0:
            check_midgame(s, rng, legal)
        s.apply(action)
        trace.append(action_to_data(action))
        s.check_chips()
        s.check_cards()
        assert len(trace) < 20_000
    assert s.current_player() == TERMINAL and s.legal_actions() == []
    assert s.winners() and max(s.scores()) == s.scores()[s.winners()[0]]
    return trace, s


def check_midgame(s, rng, legal):
    data = s.to_data()
    json.dumps(data)
    assert Mania.from_data(json.loads(json.dumps(data))).to_data() == data
    for bad in (DuelScore(-1, 0), Bet(9, 9), Play("collect3", 7), "nonsense"):
        if bad not in legal:
            with pytest.raises(IllegalAction):
                s.apply(bad)
            assert s.to_data() == data
    twin = s.clone()
    twin.apply(legal[0])
    assert s.to_data() == data and twin.to_data() != data
    for seat in range(s.n):
        view = s.view(seat).to_data()
        json.dumps(view)
        sample = s.sample_hidden(seat, random.Random(rng.random()))
        assert sample.view(seat).to_data() == view
        sample.check_cards()
        sample.check_chips()
        if sample.legal_actions():
            sample.apply(sample.legal_actions()[-1])     # a sample is a playable game


@pytest.mark.parametrize("seats", [3, 4])
def test_random_playthroughs(seats):
    for seed in range(GAMES_PER_SEATS):
        playthrough(seed, seats)


def test_same_seed_same_trace_and_replay():
    a, sa = playthrough(5, 4, checks=False)
    b, sb = playthrough(5, 4, checks=False)
    assert a == b and sa.to_data() == sb.to_data()
    replay = new_state(5, 4)
    for step in a:
        replay.apply(action_from_data(json.loads(json.dumps(step))))
    assert replay.to_data() == sa.to_data()
    c, _ = playthrough(6, 4, checks=False)
    assert c != a


def test_hidden_information_really_differs_between_samples():
    s = new_state(2, 4)
    samples = {json.dumps(s.sample_hidden(0, random.Random(i)).hands) for i in range(5)}
    assert len(samples) > 1                          # other hands are redrawn
    assert all(h.hands[0] == s.hands[0] for h in (s.sample_hidden(0, random.Random(i)) for i in range(3)))


def test_malformed_data_raises_value_error():
    good = new_state(1, 3).to_data()
    broken = []
    for key in ("hands", "chips", "phase", "duel", "pos", "rng"):
        d = json.loads(json.dumps(good))
        d[key] = {"x": 1} if key != "phase" else "dancing"
        broken.append(d)
    d = json.loads(json.dumps(good))
    d["hands"][0].append("collect7")                 # a 25th card
    broken.append(d)
    d = json.loads(json.dumps(good))
    d["chips"]["red"][0] += 1                        # a 66th red chip
    broken.append(d)
    del d["deck"]
    broken += [d, {}, [], {"game": "crashline", "version": 1}, dict(good, version=99)]
    for bad in broken:
        with pytest.raises(ValueError):
            Mania.from_data(bad)


def test_action_data_round_trip_and_refusals():
    for a in (Bet(0, 3), Play("one_hand", 1, "left"), DuelScore(2, 17)):
        assert action_from_data(json.loads(json.dumps(action_to_data(a)))) == a
    assert Bet(0, 5) != DuelScore(0, 5)
    for bad in ([], ["Bet", 1], ["Bet", "x", 1], ["Fly"], "Bet", ["Bet", True, 1]):
        with pytest.raises(ValueError):
            action_from_data(bad)


def test_rules_bots_and_sim_do_not_import_pygame():
    code = ("import sys\n"
            "import arcade.games.mania.rules, arcade.games.mania.bots, arcade.games.mania.sim, "
            "arcade.games.mania.duel, arcade.games.mania.bench, arcade.games.mania.info\n"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
