"""Top Speed! engine: setup, the race moves, corrections, the assist, calls, time and plain data."""
import json

import pytest

from arcade.core.rules import SIMULTANEOUS, TERMINAL, IllegalAction
from arcade.games.topspeed import cards as C
from arcade.games.topspeed.rules import (BOTTOM, CALL, PLACE, TAKE_BACK, Move, TopSpeedState)


def place(seat, row, t):
    return Move(seat, PLACE, t, row)


def test_setup_deals_two_shuffled_decks_and_shows_two_lane_cards_until_the_start():
    s = TopSpeedState(7, start_ms=3000.0)
    assert sorted(s.decks[0]) == C.deck_cards(C.RED) and sorted(s.decks[1]) == C.deck_cards(C.BLUE)
    assert s.decks[0] != C.deck_cards(C.RED)  # shuffled
    v = s.view(0)
    assert v.phase == "ready" and v.top is None
    assert sum(lane is not None for lane in v.lanes) == 2
    assert s.legal_actions() == []
    with pytest.raises(IllegalAction):
        s.apply(Move(0, BOTTOM, 100.0))
    s.advance_to(3000.0)
    v = s.view(0)
    assert v.phase == "racing" and all(lane is not None for lane in v.lanes)
    assert sorted(v.lanes) == sorted(C.LANE_CARDS)
    assert v.top == s.decks[0][0]


def test_each_seat_sees_only_its_own_top_card():
    s = TopSpeedState(2)
    v0, v1 = s.view(0), s.view(1)
    assert v0.top == s.decks[0][0] and v1.top == s.decks[1][0]
    assert not hasattr(v0, "decks")
    assert v0.deck_sizes == (21, 21)
    assert s.current_player() == SIMULTANEOUS


def test_placing_and_sending_to_the_bottom():
    s = TopSpeedState(3)
    first, second = s.decks[0][0], s.decks[0][1]
    ev = s.apply(Move(0, BOTTOM, 10.0))
    assert ev.kind == "bottom" and s.decks[0][-1] == first and s.view(0).top == second
    ev = s.apply(place(0, 5, 20.0))
    assert ev.kind == "placed" and ev.fits and s.rows[5] == [second] and len(s.decks[0]) == 20


def test_a_rule_breaking_placement_is_allowed_and_counted_as_a_mistake():
    s = TopSpeedState(4)
    a = C.card("plug", "purple")  # red-backed
    b = C.card("tire", "purple")  # red-backed, repeats purple
    rest = [c for c in s.decks[0] if c not in (a, b)]
    s.decks[0] = [a, b] + rest
    s.apply(place(0, 0, 1.0))
    ev = s.apply(place(0, 0, 2.0))
    assert ev.fits is False and s.rows[0] == [a, b] and s.stats.mistakes[0] == 1
    assert any(m.kind == PLACE and m.row == 0 for m in s.legal_actions(0))  # still offered


def test_assist_blocks_rule_breaking_placements_only_for_its_seat():
    s = TopSpeedState(4, assist=(True, False))
    a, b = C.card("plug", "purple"), C.card("tire", "purple")
    s.decks[0] = [a, b] + [c for c in s.decks[0] if c not in (a, b)]
    s.apply(place(0, 0, 1.0))
    before = s.to_data()
    with pytest.raises(IllegalAction):
        s.apply(place(0, 0, 2.0))
    assert s.to_data() == before  # refused moves change nothing
    assert all(m.row != 0 for m in s.legal_actions(0) if m.kind == PLACE)
    s.apply(place(0, 1, 3.0))
    blue_purple = C.card("cone", "purple")
    s.decks[1] = [blue_purple] + [c for c in s.decks[1] if c != blue_purple]
    assert s.apply(place(1, 0, 4.0)).fits is False  # blue has no assist


def test_take_back_the_last_card_until_it_is_covered():
    s = TopSpeedState(5)
    top = s.decks[0][0]
    s.apply(place(0, 2, 1.0))
    assert s.view(0).last_row == 2
    ev = s.apply(Move(0, TAKE_BACK, 2.0))
    assert ev.kind == "took_back" and s.rows[2] == [] and s.decks[0][0] == top
    s.apply(place(0, 3, 3.0))  # moved to another row
    assert s.rows[3] == [top]
    s.apply(place(1, 3, 4.0))  # blue covers it
    assert s.view(0).last_row is None
    with pytest.raises(IllegalAction):
        s.apply(Move(0, TAKE_BACK, 5.0))
    assert s.rows[3][0] == top


def test_take_back_only_at_once_before_the_seat_moves_again():
    s = TopSpeedState(6)
    s.apply(place(0, 2, 1.0))
    s.apply(Move(0, BOTTOM, 2.0))
    with pytest.raises(IllegalAction):
        s.apply(Move(0, TAKE_BACK, 3.0))
    s.apply(place(0, 4, 4.0))
    s.apply(place(0, 5, 5.0))  # an earlier card of the same seat is never correctable again
    s.apply(Move(0, TAKE_BACK, 6.0))
    with pytest.raises(IllegalAction):
        s.apply(Move(0, TAKE_BACK, 7.0))
    assert len(s.rows[4]) == 1 and s.rows[5] == []


def test_correcting_a_mistake_is_counted():
    s = TopSpeedState(4)
    a, b = C.card("plug", "purple"), C.card("tire", "purple")
    s.decks[0] = [a, b] + [c for c in s.decks[0] if c not in (a, b)]
    s.apply(place(0, 0, 1.0))
    s.apply(place(0, 0, 2.0))
    s.apply(Move(0, TAKE_BACK, 3.0))
    assert s.stats.corrected[0] == 1 and s.stats.mistakes[0] == 1 and s.rows[0] == [a]


def test_calling_top_speed_ends_the_race_at_once():
    s = TopSpeedState(8)
    s.apply(Move(1, CALL, 50.0))
    assert s.is_terminal() and s.current_player() == TERMINAL and s.legal_actions() == []
    assert s.caller == 1 and s.end_ms == 50.0
    with pytest.raises(IllegalAction):
        s.apply(place(0, 0, 60.0))
    out = s.apply_all([place(0, 1, 70.0)])
    assert out[0].refused and s.rows[1] == []


def test_moves_cannot_go_back_in_time():
    s = TopSpeedState(9)
    s.apply(place(0, 0, 100.0))
    with pytest.raises(IllegalAction):
        s.apply(place(1, 1, 99.0))


def test_batch_is_applied_in_timestamp_order_not_arrival_order():
    s = TopSpeedState(10)
    r0, b0 = s.decks[0][0], s.decks[1][0]
    out = s.apply_all([place(1, 3, 20.4), place(0, 3, 12.9)])
    assert [o.move.seat for o in out] == [0, 1]
    assert s.rows[3] == [r0, b0]


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_same_millisecond_ties_alternate_by_the_tie_token(seed):
    s = TopSpeedState(seed)
    first = s.tie_seat
    out = s.apply_all([place(0, 0, 5.1), place(1, 0, 5.7)])
    assert out[0].move.seat == first and s.tie_seat == 1 - first
    out = s.apply_all([place(1, 1, 9.9), place(0, 1, 9.2)])
    assert out[0].move.seat == 1 - first and s.tie_seat == first
    # a different millisecond is plain timestamp order and does not use the token
    out = s.apply_all([place(1, 2, 12.0), place(0, 2, 11.99)])
    assert [o.move.seat for o in out] == [0, 1] and s.tie_seat == first


def test_simultaneous_calls_the_token_holder_takes_it():
    s = TopSpeedState(11)
    first = s.tie_seat
    out = s.apply_all([Move(0, CALL, 30.5), Move(1, CALL, 30.5)])
    assert s.caller == first
    assert out[1].refused == "the race is over"


def test_queued_moves_wait_until_their_millisecond_is_complete():
    s = TopSpeedState(12)
    s.submit(place(0, 0, 100.2))
    assert s.advance_to(100.9) == [] and s.rows[0] == []
    s.submit(place(1, 0, 100.8))  # same millisecond, pumped in the next frame
    first = s.tie_seat
    out = s.advance_to(101.0)
    assert [o.move.seat for o in out] == [first, 1 - first]
    assert len(s.rows[0]) == 2


def test_practice_is_solo_and_ends_when_the_clock_runs_out():
    s = TopSpeedState(13, practice=True, time_limit_ms=1000.0)
    assert s.seats == (0,) and s.decks[1] == []
    assert all(m.seat == 0 for m in s.legal_actions())
    with pytest.raises(IllegalAction):
        s.apply(place(1, 0, 1.0))
    s.apply(place(0, 0, 10.0))
    assert s.view(0).time_left_ms == pytest.approx(990.0)
    out = s.apply_all([place(0, 1, 1200.0)])
    assert out[0].refused == "time is up"
    assert s.over and s.end_reason == "time" and s.end_ms == 1000.0 and s.flag is None


def test_practice_has_a_default_time_limit():
    s = TopSpeedState(1, practice=True)
    assert s.time_limit_ms == 90_000.0
    s.advance_to(90_000.0)
    assert s.over


def play_some(state, n, t0=0.0):
    """Deterministic scripted moves: each seat alternately places on a rotating row or cycles."""
    t = t0
    for i in range(n):
        seat = i % 2
        kind = BOTTOM if i % 5 == 4 else PLACE
        t += 37.5
        state.apply_all([Move(seat, kind, t, (i * 3) % 8 if kind == PLACE else None)])
    return t


def test_plain_data_round_trip_continues_identically():
    s = TopSpeedState(21, assist=(False, True))
    t = play_some(s, 15)
    s.submit(place(0, 6, t + 10.0))
    data = json.loads(json.dumps(s.to_data()))
    r = TopSpeedState.from_data(data)
    assert r.to_data() == s.to_data()
    for x in (s, r):
        x.advance_to(t + 20.0)
        play_some(x, 14, t + 30.0)
        x.apply(Move(1, CALL, t + 2000.0))
    assert r.to_data() == s.to_data()
    assert r.score() == s.score()
    assert r.rematch().to_data() == s.rematch().to_data()  # same future shuffles


def test_rematch_deals_a_new_race_with_the_same_options():
    s = TopSpeedState(22, assist=(True, False))
    n = s.rematch()
    assert n.assist == [True, False] and not n.over and n.decks != s.decks


def test_from_data_refuses_other_games_and_versions():
    data = TopSpeedState(1).to_data()
    with pytest.raises(ValueError):
        TopSpeedState.from_data(dict(data, game="crashline"))
    with pytest.raises(ValueError):
        TopSpeedState.from_data(dict(data, version=99))
    bad = json.loads(json.dumps(data))
    bad["rows"][0] = [bad["decks"][0][0]]
    with pytest.raises(ValueError):
        TopSpeedState.from_data(bad)


def test_random_races_keep_every_card_exactly_once():
    import random
    for seed in range(20):
        s = TopSpeedState(seed)
        rng = random.Random(seed)
        t = 0.0
        while not s.over and t < 60_000:
            t += rng.uniform(0, 400)
            acts = s.legal_actions()
            acts = [a for a in acts if a.kind != CALL] or acts
            a = rng.choice(acts)
            s.apply(Move(a.seat, a.kind, t, a.row))
            everything = sorted(s.decks[0] + s.decks[1] + [c for r in s.rows for c in r])
            assert everything == list(range(42))


def test_engine_bots_and_sim_never_import_pygame():
    import subprocess
    import sys
    code = ("import sys\n"
            "import arcade.games.topspeed.rules, arcade.games.topspeed.bots, arcade.games.topspeed.controls\n"
            "import arcade.games.topspeed.sim, arcade.games.topspeed.reveal\n"
            "assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m)[:3]\n")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_follows_the_cabinet_rules_protocol():
    from arcade.core.rules import GameState
    s = TopSpeedState(1)
    assert isinstance(s, GameState)
    assert s.GAME_ID == "topspeed" and s.DATA_VERSION == 1
    assert json.loads(json.dumps(s.to_data()))["game"] == "topspeed"
