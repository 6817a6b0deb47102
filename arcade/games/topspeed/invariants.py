"""What holds in every Top Speed! state, whatever was played (the conformance test runs it after every
step; ``EngineSpec.invariants``). Pure: no pygame. Raises AssertionError naming what is broken."""

from __future__ import annotations

from . import cards as C
from .rules import FLAG_POINTS, TopSpeedState


def check(state: TopSpeedState) -> None:
    """The 42 part cards conserved (21 of them in practice), each deck holding its own backs, eight rows
    with every seat's placed cards accounted for, the lanes four cards, the end of the race consistent."""
    racing = state.seats
    assert len(state.decks) == 2 and len(state.rows) == C.N_ROWS, "two decks and eight rows"
    for seat, deck in enumerate(state.decks):
        assert all(C.deck_of(c) == seat for c in deck), f"{C.SEAT_NAMES[seat]}'s deck holds a card of the other back"
    on_table = sorted([c for d in state.decks for c in d] + [c for r in state.rows for c in r])
    expected = sorted(c for c in range(C.N_CARDS) if C.deck_of(c) in racing)
    assert on_table == expected, "part cards lost or duplicated"
    if state.practice:
        assert not state.decks[C.BLUE], "practice deals no blue deck"
    stats = state.stats
    for seat in (C.RED, C.BLUE):
        placed = sum(1 for r in state.rows for c in r if C.deck_of(c) == seat)
        assert stats.placed[seat] - stats.takebacks[seat] == placed, f"seat {seat}: {placed} cards in the rows"
        assert stats.corrected[seat] <= stats.mistakes[seat] <= stats.placed[seat], f"seat {seat}: {stats}"
        last = state.last[seat]
        if last is not None:
            row, card, _fitted = last
            assert card in state.rows[row] and C.deck_of(card) == seat, f"seat {seat}'s last card {last}"
    assert sorted(state.lanes) == list(range(C.N_LANES)), f"lanes {state.lanes}"
    assert len(set(state.lanes_up)) == 2, f"lanes face up before the start {state.lanes_up}"
    scores = state.scores()
    assert len(scores) == len(racing) and min(scores) >= 0, f"scores {scores}"
    # each lane card is worth six points in all, shared by its two rows; the flag adds three
    assert sum(scores) <= 6 * C.N_LANES + FLAG_POINTS, f"scores {scores} exceed the table"
    if not state.over:
        assert state.end_reason is None and state.caller is None and state.flag is None, "an end while racing"
        end = state.end_time_ms
        assert end is None or state.now_ms < end, "the race is past its time limit"
    elif state.end_reason == "call":
        assert state.caller in racing and state.call_valid is not None, "a call with no caller"
        other = None if state.practice else 1 - state.caller
        assert state.flag == (state.caller if state.call_valid else other), "the flag went to the wrong seat"
    else:
        assert state.end_reason == "time" and state.caller is None and state.flag is None, "a time-up with a call"
