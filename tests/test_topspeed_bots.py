"""Top Speed! CPU racer: presses like a person, levels differ, corrects mistakes, calls correctly."""

import dataclasses
import json

import pytest

from arcade.games.topspeed import cards as C
from arcade.games.topspeed.bots import LEVELS, CpuRacer
from arcade.games.topspeed.controls import SeatControls
from arcade.games.topspeed.rules import MoveQueue, SeatView, TopSpeedState
from arcade.games.topspeed.sim import Race, new_race, play_race, race_result

KEYS = {"left", "right", "up", "down", "confirm", "back", "extra"}


def drive(state, bots, until_ms=120_000.0):
    """Poll the bots frame by frame (16 ms), as the scene does, and record their presses."""
    controls = {s: SeatControls(s) for s in bots}
    queue = MoveQueue()
    presses, now = [], 0.0
    while not state.over and now < until_ms:
        now += 16.0
        for s, bot in bots.items():
            view = state.view(s)
            assert isinstance(view, SeatView)
            for p in bot.poll(view, controls[s].lane, now):
                presses.append((s, p))
                move = controls[s].press("cpu", p.action, p.t_ms)
                if move is not None:
                    queue.add(move)
        queue.play(state, now)
    return presses


def test_racer_presses_only_person_keys_in_time_order_frame_by_frame():
    state = TopSpeedState(5, start_ms=1000.0)
    bots = {0: CpuRacer(0, "expert", seed=1), 1: CpuRacer(1, "hard", seed=2)}
    presses = drive(state, bots, until_ms=400_000.0)
    assert state.over and state.caller is not None
    assert {p.action for _, p in presses} <= KEYS
    for seat in (0, 1):
        times = [p.t_ms for s, p in presses if s == seat]
        assert times == sorted(times) and times[0] >= 1000.0 + 150.0  # nothing before the start
        gaps = [b - a for a, b in zip(times, times[1:])]
        assert min(gaps) >= 55.0  # human key gaps, never machine-gun presses


def test_races_are_deterministic_for_a_seed():
    assert play_race(123, "hard", "easy") == play_race(123, "hard", "easy")
    assert play_race(123, "hard", "easy") != play_race(124, "hard", "easy")


def test_harder_levels_place_faster_and_make_fewer_mistakes():
    speed, mistakes = {}, {}
    for level in ("rookie", "expert"):
        results = [play_race(seed, level, None, practice=True) for seed in range(12)]
        placed = sum(r["placed"][0] - r["corrected"][0] for r in results)
        speed[level] = placed / sum(r["length_s"] for r in results)
        mistakes[level] = sum(r["mistakes"][0] for r in results)
    assert speed["expert"] > 1.8 * speed["rookie"]
    assert mistakes["expert"] < mistakes["rookie"]


def test_expert_beats_rookie_and_never_calls_too_early():
    results = [play_race(seed, "expert", "rookie") for seed in range(15)]
    assert sum(r["winner"] == C.RED for r in results) >= 13
    assert all(r["call_valid"] for r in results if r["caller"] == C.RED)


def stuck_table(deck):
    """A state where none of ``deck`` (red cards) fits any row: each row holds a clash for each."""
    s = TopSpeedState(0)
    used = set(deck)
    rows = []
    for _r in range(8):
        row, open_ = [], list(deck)
        while open_:
            blocker = max((c for c in range(42) if c not in used), key=lambda c: sum(C.clashes(x, [c]) for x in open_))
            used.add(blocker)
            row.append(blocker)
            open_ = [x for x in open_ if not C.clashes(x, [blocker])]
        rows.append(row)
    s.rows = rows
    s.decks = [list(deck), [c for c in C.deck_cards(C.BLUE) if c not in used][:3]]
    return s


def test_racer_cycles_its_whole_deck_then_calls_correctly_when_stuck():
    deck = [C.card("tire", "green"), C.card("muffler", "green")]  # red-backed
    assert all(C.deck_of(c) == C.RED for c in deck)
    s = stuck_table(deck)
    assert not s.has_legal_play(C.RED)
    bot = CpuRacer(0, "hard", seed=4)
    presses = drive(s, {0: bot})
    assert [p.action for _, p in presses] == ["confirm", "extra"]
    assert s.caller == 0 and s.call_valid and s.flag == 0


def test_low_levels_can_call_too_early():
    eager = dataclasses.replace(LEVELS["easy"], early_call=1.0, mistake_rate=0.0)
    deck = [C.card("tire", "green"), C.card("muffler", "green")]
    s = stuck_table(deck)
    fits_later = next(
        c
        for c in C.deck_cards(C.RED)
        if c not in deck and all(c not in r for r in s.rows) and any(C.fits(c, r) for r in s.rows)
    )
    s.decks[0] = deck + [fits_later]  # the third card would fit, but the racer stops looking
    assert s.has_legal_play(C.RED)
    presses = drive(s, {0: CpuRacer(0, eager, seed=1)})
    assert [p.action for _, p in presses][-1] == "extra"
    assert s.call_valid is False and s.flag == C.BLUE


def test_racer_takes_back_a_mistake_it_notices():
    clumsy = dataclasses.replace(LEVELS["medium"], mistake_rate=1.0, notice_rate=1.0)
    s = TopSpeedState(9)
    s.decks[1] = []
    top = s.decks[0][0]
    near = next(
        c
        for c in range(42)
        if c not in s.decks[0] and C.colour_of(c) == C.colour_of(top) and C.part_of(c) != C.part_of(top)
    )
    s.rows[0] = [near]
    bot = CpuRacer(0, clumsy, seed=3)
    presses = drive(s, {0: bot}, until_ms=4000.0)
    actions = [p.action for _, p in presses]
    assert "back" in actions
    assert s.stats.mistakes[0] >= 1 and s.stats.corrected[0] >= 1


def test_racer_state_round_trips_as_plain_data():
    race = new_race(77, "medium", "hard")
    for _ in range(40):
        race.step()
    copy = Race(
        TopSpeedState.from_data(json.loads(json.dumps(race.state.to_data()))),
        {s: CpuRacer.from_data(json.loads(json.dumps(b.to_data()))) for s, b in race.bots.items()},
        {s: SeatControls.from_data(c.to_data()) for s, c in race.controls.items()},
    )
    assert race_result(race.run()) == race_result(copy.run())
    assert race.state.to_data() == copy.state.to_data()


def test_practice_race_ends_on_a_call_or_the_clock():
    r = play_race(3, "easy", None, practice=True)
    assert r["end"] in ("call", "time") and r["winner"] is None
    assert r["length_s"] <= 90.0


def test_a_race_against_a_rival_without_a_blue_level_is_refused_plainly():
    with pytest.raises(ValueError, match="blue racer"):
        new_race(5, "easy", None)
    assert set(new_race(5, "easy", None, practice=True).bots) == {C.RED}
