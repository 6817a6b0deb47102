"""The simulator's lean paths play exactly the game the protocol path (``apply`` with each bot's
``choose``) plays: ``fastplay.play_out`` (every seat a plain Kid or Careful) and ``play_to_end``'s
step-by-step loop (any other seat), from the first flip and from the middle of a game."""

import random

import pytest

from arcade.games.crashline.bots import Careful, Kid, play_to_end
from arcade.games.crashline.fastplay import play_out
from arcade.games.crashline.rules import OVER, PICK, STEAL, TURN, CrashLine

MIXES = [
    ("kid", "careful", "careful", "careful"),
    ("careful", "careful"),
    ("kid", "kid"),
    ("careful:0.15", "kid:2", "careful:0.45"),
    ("kid", "careful", "kid:4", "careful:0.2", "careful+kidmode", "careful:0.6"),
]


def make_bots(mix):
    bots, kid_seats = [], []
    for seat, item in enumerate(mix):
        if item.endswith("+kidmode"):
            item = item[: -len("+kidmode")]
            kid_seats.append(seat)
        kind, _, param = item.partition(":")
        if kind == "kid":
            bots.append(Kid(int(param)) if param else Kid())
            kid_seats.append(seat)
        else:
            bots.append(Careful(float(param)) if param else Careful())
    return bots, kid_seats


def play_by_protocol(state, bots) -> list:
    """The reference: every decision asked of the bot and played with ``apply``; returns the trace."""
    trace = []
    while not state.is_terminal():
        p = state.current_player()
        action = bots[p].choose(state.view(p))
        assert action in state.legal_actions()
        trace.append((p, action))
        state.apply(action)
    return trace


def test_play_out_plays_the_same_games_as_apply_with_the_bots():
    games = 0
    for mix_no, mix in enumerate(MIXES):
        bots, kid_seats = make_bots(mix)
        for seed in range(12):
            reference = CrashLine(len(mix), 1000 * mix_no + seed, kid=kid_seats)
            lean = reference.clone()
            trace = play_by_protocol(reference, bots)
            play_to_end(lean, [bot.choose for bot in bots])
            assert lean.phase == OVER
            assert lean.to_data() == reference.to_data(), (mix, seed)
            assert lean.tops == reference.tops and lean.repeats == reference.repeats
            lean.check_cards()
            assert any(a.kind == "cash" for _, a in trace)
            games += 1
    assert games == 60


def mid_game_states(phase, count, seed=5):
    """States met in random play where ``phase`` is next to be decided (steals, picks, mid-turn)."""
    rng = random.Random(seed)
    found = []
    game = 0
    while len(found) < count:
        state = CrashLine(rng.choice((2, 3, 4, 5)), 500 + game, kid=[0] if game % 2 else ())
        game += 1
        while not state.is_terminal() and len(found) < count:
            if state.phase == phase and state.flips and rng.random() < 0.3:
                found.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
    return found


@pytest.mark.parametrize("phase", [TURN, STEAL, PICK])
def test_play_out_from_the_middle_of_a_game_matches_apply(phase):
    states = mid_game_states(phase, 15)
    seen = set()
    for i, start in enumerate(states):
        bots, _ = make_bots(
            MIXES[-1][: start.n] if i % 2 else ("careful", "kid", "careful:0.2", "kid", "careful", "kid")[: start.n]
        )
        reference, lean = start.clone(), start.clone()
        play_by_protocol(reference, bots)
        play_out(
            lean,
            [b.threshold if type(b) is Careful else None for b in bots],
            [b.stop_at if type(b) is Kid else 0 for b in bots],
        )
        assert lean.to_data() == reference.to_data()
        lean.check_cards()
        seen.add(start.phase)
    assert seen == {phase}


def test_the_step_by_step_loop_for_other_bots_matches_apply():
    """A seat that is not a plain Kid or Careful (here a wrapped Careful) sends every seat through
    ``play_to_end``'s loop of ``state.step``, which must give the same game too."""
    for seed in range(8):
        bots, kid_seats = make_bots(MIXES[seed % len(MIXES)])
        reference = CrashLine(len(bots), 77 + seed, kid=kid_seats)
        lean = reference.clone()
        play_by_protocol(reference, bots)
        chooses = [bot.choose for bot in bots]
        first = bots[0]
        chooses[0] = lambda view, first=first: first.choose(view)
        play_to_end(lean, chooses)
        assert lean.to_data() == reference.to_data()


def test_the_simulator_tallies_the_games_the_play_hook_plays():
    from arcade import match
    from arcade.games.crashline import sim
    from arcade.games.crashline.cpu import play

    entries = ["kid", "careful:0.25", "careful+kidmode"]
    results = sim.simulate(entries, 30, seed=4, workers=1)
    assert len(results) == 30
    points, turns, wins = [0] * 3, [0] * 3, [0.0] * 3
    for r in results:
        assert r.seed == match.deal_seed(4, r.deal)
        state = play([entries[(s - r.rotation) % 3] for s in range(3)], r.seed)
        winners = state.winners()
        for seat in range(3):
            i = (seat - r.rotation) % 3
            assert r.seats[i] == seat
            points[i] += state.score[seat]
            turns[i] += state.turns[seat]
            if seat in winners:
                wins[i] += 1.0 / len(winners)
    summary = sim.summarize(entries, results)
    rows = summary["players"]
    assert [round(p["mean_score"] * 30) for p in rows] == points and sum(points) > 0
    assert [round(p["turns_per_game"] * 30) for p in rows] == turns
    assert [p["win_rate"] for p in rows] == [round(w / 30, 4) for w in wins]
