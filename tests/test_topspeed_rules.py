"""Top Speed! engine: setup, the race moves, corrections, the assist, calls, time, ties and plain data."""

import json
import math
import random

import pytest

from arcade.core.rules import SIMULTANEOUS, TERMINAL, IllegalAction, TimeAdvanced, Wait
from arcade.games.topspeed import cards as C
from arcade.games.topspeed.rules import (
    BOTTOM,
    CALL,
    PLACE,
    TAKE_BACK,
    Called,
    Move,
    MoveQueue,
    Placed,
    RaceStarted,
    Refused,
    SentToBottom,
    TimeUp,
    Together,
    TookBack,
    TopSpeedState,
    new_state,
)


def place(seat, row, t):
    return Move(seat, PLACE, t, row)


def at(state, move):
    """Let the clock run to the move's time, then apply it (the protocol's way: time moves by Wait)."""
    if move.t_ms > state.now_ms:
        state.apply(Wait(move.t_ms))
    return state.apply(move)


def one(state, move):
    events = at(state, move)
    assert len(events) == 1
    return events[0]


def rig(state, seat, *cards):
    """Put these cards on top of a seat's deck (in this order)."""
    state.decks[seat] = list(cards) + [c for c in state.decks[seat] if c not in cards]


def test_setup_deals_two_shuffled_decks_and_shows_two_lane_cards_until_the_start():
    s = TopSpeedState(7, start_ms=3000.0)
    assert sorted(s.decks[0]) == C.deck_cards(C.RED) and sorted(s.decks[1]) == C.deck_cards(C.BLUE)
    assert s.decks[0] != C.deck_cards(C.RED)  # shuffled
    v = s.view(0)
    assert v.phase == "ready" and v.top is None
    assert sum(lane is not None for lane in v.lanes) == 2
    assert s.legal_actions() == [Wait(3000.0)] and s.legal_actions(0) == []
    with pytest.raises(IllegalAction):
        s.apply(Move(0, BOTTOM, 0.0))
    assert s.apply(Wait(3000.0)) == [RaceStarted(3000.0), TimeAdvanced(3000.0)]
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
    assert s.current_player() == SIMULTANEOUS and s.num_seats == 2


def test_moves_are_stamped_with_the_game_time_and_time_moves_only_by_wait():
    s = TopSpeedState(3)
    assert all(a.t_ms == 0.0 for a in s.legal_actions() if isinstance(a, Move))
    assert Wait(250.0) in s.legal_actions()
    before = s.to_data()
    for bad in (
        Move(0, BOTTOM, 10.0),
        Wait(0.0),
        Wait(-5.0),
        Wait(float("nan")),
        Move(0, PLACE, 0.0, 8),
        Move(0, BOTTOM, 0.0, 3),
        Move(2, BOTTOM, 0.0),
        "place",
    ):
        with pytest.raises(IllegalAction):
            s.apply(bad)
        assert s.to_data() == before
    assert s.apply(Wait(10.0)) == [TimeAdvanced(10.0)] and s.now_ms == 10.0
    with pytest.raises(IllegalAction):
        s.apply(Move(0, BOTTOM, 0.0))  # the past


def test_placing_and_sending_to_the_bottom():
    s = TopSpeedState(3)
    first, second = s.decks[0][0], s.decks[0][1]
    assert one(s, Move(0, BOTTOM, 10.0)) == SentToBottom(0, 10.0, first)
    assert s.decks[0][-1] == first and s.view(0).top == second
    assert one(s, place(0, 5, 20.0)) == Placed(0, 20.0, 5, second, True)
    assert s.rows[5] == [second] and len(s.decks[0]) == 20


def test_a_rule_breaking_placement_is_allowed_and_counted_as_a_mistake():
    s = TopSpeedState(4)
    a = C.card("plug", "purple")  # red-backed
    b = C.card("tire", "purple")  # red-backed, repeats purple
    rig(s, 0, a, b)
    at(s, place(0, 0, 1.0))
    ev = one(s, place(0, 0, 2.0))
    assert ev.fits is False and s.rows[0] == [a, b] and s.stats.mistakes[0] == 1
    s.apply(Wait(3.0))
    assert any(m.kind == PLACE and m.row == 0 for m in s.legal_actions(0))  # still offered


def test_assist_blocks_rule_breaking_placements_only_for_its_seat():
    s = TopSpeedState(4, assist=(True, False))
    a, b = C.card("plug", "purple"), C.card("tire", "purple")
    rig(s, 0, a, b)
    at(s, place(0, 0, 1.0))
    s.apply(Wait(2.0))
    before = s.to_data()
    with pytest.raises(IllegalAction, match="assist"):
        s.apply(place(0, 0, 2.0))
    assert s.to_data() == before  # refused moves change nothing
    assert all(m.row != 0 for m in s.legal_actions(0) if m.kind == PLACE)
    at(s, place(0, 1, 3.0))
    rig(s, 1, C.card("cone", "purple"))
    assert one(s, place(1, 0, 4.0)).fits is False  # blue has no assist


def test_a_mistake_can_be_taken_back_at_once_until_it_is_covered():
    s = TopSpeedState(5)
    a, b = C.card("plug", "purple"), C.card("tire", "purple")  # b repeats purple
    rig(s, 0, a, b)
    at(s, place(0, 2, 1.0))
    at(s, place(0, 2, 2.0))
    assert s.view(0).last_row == 2
    assert one(s, Move(0, TAKE_BACK, 3.0)) == TookBack(0, 3.0, 2, b)
    assert s.rows[2] == [a] and s.decks[0][0] == b
    assert s.stats.corrected[0] == 1 and s.stats.mistakes[0] == 1
    at(s, place(0, 3, 4.0))  # moved to another row, where it fits
    assert s.rows[3] == [b]
    # a second mistake, covered by blue before red corrects it: it stays
    c = C.card("cone", "purple")  # blue-backed
    red_purple = next(x for x in s.decks[0] if C.colour_of(x) == C.colour_of(a))
    rig(s, 0, red_purple)
    at(s, place(0, 2, 5.0))
    assert s.view(0).last_row == 2
    rig(s, 1, c)
    at(s, place(1, 2, 6.0))
    assert s.view(0).last_row is None
    s.apply(Wait(7.0))
    with pytest.raises(IllegalAction, match="only a mistake"):
        s.apply(Move(0, TAKE_BACK, 7.0))
    assert s.rows[2][1] == red_purple


def test_a_card_that_fits_cannot_be_taken_back_to_park_it():
    """Issue 9 #12: a legal card placed to block the opponent cannot be pulled back later."""
    s = TopSpeedState(6)
    top = s.decks[0][0]
    ev = one(s, place(0, 2, 1.0))
    assert ev.fits
    assert s.view(0).last_row is None
    s.apply(Wait(2.0))
    assert Move(0, TAKE_BACK, 2.0) not in s.legal_actions(0)
    before = s.to_data()
    with pytest.raises(IllegalAction):
        s.apply(Move(0, TAKE_BACK, 2.0))
    assert s.to_data() == before and s.rows[2] == [top]


def test_take_back_only_at_once_before_the_seat_moves_again():
    s = TopSpeedState(6)
    a, b, d = C.card("plug", "purple"), C.card("tire", "purple"), C.card("helmet", "purple")
    rig(s, 0, a, b, d)
    at(s, place(0, 2, 1.0))
    at(s, place(0, 2, 2.0))  # mistake
    at(s, Move(0, BOTTOM, 3.0))  # the seat did something else: too late
    s.apply(Wait(4.0))
    with pytest.raises(IllegalAction):
        s.apply(Move(0, TAKE_BACK, 4.0))
    at(s, place(0, 2, 5.0))  # another mistake in the same row, then one more move
    at(s, place(0, 4, 6.0))
    s.apply(Wait(7.0))
    with pytest.raises(IllegalAction):
        s.apply(Move(0, TAKE_BACK, 7.0))
    assert len(s.rows[2]) == 3


def test_calling_top_speed_ends_the_race_at_once():
    s = TopSpeedState(8)
    assert one(s, Move(1, CALL, 50.0)) == Called(1, 50.0, False)
    assert s.is_terminal() and s.current_player() == TERMINAL and s.legal_actions() == []
    assert s.caller == 1 and s.end_ms == 50.0 and s.flag == 0
    for bad in (place(0, 0, 50.0), Wait(60.0)):
        with pytest.raises(IllegalAction):
            s.apply(bad)
    out = s.apply_all([place(0, 1, 70.0)])
    assert out == [Refused(0, 70.0, PLACE, "the race is over")] and s.rows[1] == []


def test_batch_is_applied_in_timestamp_order_not_arrival_order():
    s = TopSpeedState(10)
    r0, b0 = s.decks[0][0], s.decks[1][0]
    out = s.apply_all([place(1, 3, 20.4), place(0, 3, 12.9)])
    assert [(e.seat, e.t_ms) for e in out if isinstance(e, Placed)] == [(0, 12.9), (1, 20.4)]
    assert s.rows[3] == [r0, b0] and s.now_ms == 20.4


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_same_millisecond_ties_alternate_by_the_tie_token(seed):
    s = TopSpeedState(seed)
    first = s.tie_seat
    assert s.schedule([place(0, 0, 5.1), place(1, 0, 5.7)]) == [
        Wait(5.7),
        Together((place(0, 0, 5.7), place(1, 0, 5.7))),
    ]
    out = [e for e in s.apply_all([place(0, 0, 5.1), place(1, 0, 5.7)]) if isinstance(e, Placed)]
    assert out[0].seat == first and s.tie_seat == 1 - first
    out = [e for e in s.apply_all([place(1, 1, 9.9), place(0, 1, 9.2)]) if isinstance(e, Placed)]
    assert out[0].seat == 1 - first and s.tie_seat == first
    # a different millisecond is plain timestamp order and does not use the token
    out = [e for e in s.apply_all([place(1, 2, 12.0), place(0, 2, 11.99)]) if isinstance(e, Placed)]
    assert [e.seat for e in out] == [0, 1] and s.tie_seat == first


def test_simultaneous_calls_the_token_holder_takes_it():
    s = TopSpeedState(11)
    first = s.tie_seat
    s.apply(Wait(30.5))
    out = s.apply(Together((Move(0, CALL, 30.5), Move(1, CALL, 30.5))))
    assert s.caller == first and out[0] == Called(first, 30.5, False)
    assert out[1] == Refused(1 - first, 30.5, CALL, "the race is over")


def test_a_tie_must_be_both_seats_at_the_game_time():
    s = TopSpeedState(11)
    before = s.to_data()
    for bad in (
        Together(()),
        Together((place(0, 0, 0.0), place(0, 1, 0.0))),
        Together((place(0, 0, 0.0), place(1, 1, 3.0))),
        Together(("x", "y")),
    ):
        with pytest.raises(IllegalAction):
            s.apply(bad)
        assert s.to_data() == before


def test_queued_moves_wait_until_their_millisecond_is_complete():
    s = TopSpeedState(12)
    q = MoveQueue()
    q.add(place(0, 0, 100.2))
    q.play(s, 100.9)
    assert s.rows[0] == [] and s.now_ms == 100.0
    q.add(place(1, 0, 100.8))  # same millisecond, pumped in the next frame
    first = s.tie_seat
    out = q.play(s, 101.0)
    assert [e.seat for e in out if isinstance(e, Placed)] == [first, 1 - first]
    assert len(s.rows[0]) == 2 and not q.moves


def test_practice_is_solo_and_ends_when_the_clock_runs_out():
    s = TopSpeedState(13, practice=True, time_limit_ms=1000.0)
    assert s.seats == (0,) and s.decks[1] == [] and s.num_seats == 1
    assert all(m.seat == 0 for m in s.legal_actions() if isinstance(m, Move))
    with pytest.raises(IllegalAction):
        s.apply(place(1, 0, 0.0))
    at(s, place(0, 0, 10.0))
    assert s.view(0).time_left_ms == pytest.approx(990.0)
    assert Wait(260.0) in s.legal_actions()
    s.apply(Wait(900.0))
    assert Wait(1000.0) in s.legal_actions()  # the wait offered stops at the limit
    out = s.apply_all([place(0, 1, 1200.0)])
    assert out == [TimeUp(1000.0), Refused(0, 1200.0, PLACE, "the race is over")]
    assert s.over and s.end_reason == "time" and s.end_ms == 1000.0 and s.flag is None
    assert s.winners() == [0] and s.scores() == [s.score().points[0]]


def test_practice_has_a_default_time_limit():
    s = TopSpeedState(1, practice=True)
    assert s.time_limit_ms == 90_000.0
    s.advance_to(90_000.0)
    assert s.over


def test_view_hides_deck_order_and_who_placed_each_card_until_the_end():
    s = new_state(4, 2)
    s.apply(Wait(3000.0))
    s.apply_all([place(0, 0, 3100.0), place(1, 5, 3200.0)])
    v = s.view(0).to_data()
    json.dumps(v)
    assert v["owners"] is None and v["top"] == s.decks[0][0] and "decks" not in v
    twin = s.sample_hidden(0, random.Random(1))
    assert twin.view(0).to_data() == v
    assert twin.decks[0][0] == s.decks[0][0] and sorted(twin.decks[1]) == sorted(s.decks[1])
    assert twin.decks[1] != s.decks[1] or twin.decks[0] != s.decks[0]
    s.apply_all([Move(1, CALL, 3300.0)])
    owners = s.view(0).owners
    assert owners[0] == (C.RED,) and owners[5] == (C.BLUE,)


def test_scores_and_winners():
    s = new_state(9, 2)
    assert s.scores() == [0, 0] and s.winners() == [0, 1]  # a dead heat so far
    s.apply(Wait(3000.0))
    s.apply_all([place(0, 4, 3001.0)])
    assert s.scores()[0] == s.row_value(4) and s.winners() == [0]


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
    data = json.loads(json.dumps(s.to_data()))
    r = TopSpeedState.from_data(data)
    assert r.to_data() == s.to_data()
    for x in (s, r):
        x.advance_to(t + 20.0)
        play_some(x, 14, t + 30.0)
        x.apply_all([Move(1, CALL, t + 2000.0)])
    assert r.to_data() == s.to_data()
    assert r.score() == s.score()
    assert r.rematch().to_data() == s.rematch().to_data()  # same future shuffles


def test_clone_is_independent():
    s = TopSpeedState(21)
    play_some(s, 6)
    c = s.clone()
    assert c.to_data() == s.to_data()
    before = s.to_data()
    play_some(c, 6, c.now_ms)
    assert s.to_data() == before


def test_rematch_deals_a_new_race_with_the_same_options():
    s = TopSpeedState(22, assist=(True, False))
    n = s.rematch()
    assert n.assist == [True, False] and not n.over and n.decks != s.decks


def test_from_data_refuses_anything_malformed_with_value_error():
    s = TopSpeedState(1)
    play_some(s, 8)
    data = json.loads(json.dumps(s.to_data()))
    bad = []
    bad.append(dict(data, game="crashline"))
    bad.append(dict(data, version=1))
    bad.append(dict(data, now_ms=math.nan))
    bad.append(dict(data, start_ms=math.inf))
    bad.append(dict(data, practice="yes"))
    bad.append(dict(data, tie_seat=2))
    rows = json.loads(json.dumps(data["rows"]))
    rows[0] = rows[0] + [data["decks"][0][0]]  # a card both in a deck and on the table
    bad.append(dict(data, rows=rows))
    bad.append(dict(data, rows=data["rows"][:7]))
    decks = json.loads(json.dumps(data["decks"]))
    decks[0][0], decks[1][0] = decks[1][0], decks[0][0]  # cards in the wrong deck
    bad.append(dict(data, decks=decks))
    bad.append(dict(data, last=[[9, 0, False], None]))
    bad.append(dict(data, over=True))  # over without an end
    bad.append(dict(data, caller=0))  # a caller while racing
    bad.append(dict(data, stats={"placed": [1]}))
    bad.append(dict(data, lanes=[0, 1, 2, 2]))
    bad.append(dict(data, time_limit_ms=-5))
    for b in bad:
        with pytest.raises(ValueError):
            TopSpeedState.from_data(b)


def test_random_races_keep_every_card_exactly_once():
    for seed in range(20):
        s = new_state(seed, 2)
        rng = random.Random(seed)
        while not s.over:
            acts = [a for a in s.legal_actions() if not (isinstance(a, Move) and a.kind == CALL)]
            s.apply(rng.choice(acts) if s.now_ms < 8_000 else Move(0, CALL, s.now_ms))
            everything = sorted(s.decks[0] + s.decks[1] + [c for r in s.rows for c in r])
            assert everything == list(range(42))


def test_engine_bots_and_sim_never_import_pygame():
    import subprocess
    import sys

    code = (
        "import sys\n"
        "import arcade.games.topspeed.rules, arcade.games.topspeed.bots, arcade.games.topspeed.controls\n"
        "import arcade.games.topspeed.sim, arcade.games.topspeed.reveal, arcade.games.topspeed.layout\n"
        "assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m)[:3]\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_follows_the_cabinet_rules_protocol():
    from arcade.core.rules import GameState

    s = new_state(1, 2)
    assert isinstance(s, GameState) and s.REALTIME
    assert s.GAME_ID == "topspeed" and s.DATA_VERSION == 2
    assert json.loads(json.dumps(s.to_data()))["game"] == "topspeed"
    assert new_state(1, 1).num_seats == 1
    with pytest.raises(ValueError):
        new_state(1, 3)
