"""What holds in every Crash Line state, whatever was played (the conformance test runs it after every
step; ``EngineSpec.invariants``). Pure: no pygame. Raises AssertionError naming what is broken."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import ALL_CARDS, KIND, MACH, MACHINE_CARDS, N_MACHINES, ONE_UP
from .phases import OVER, PICK, STAT_NAMES, STEAL, TURN
from .scoring import pile_points

if TYPE_CHECKING:
    from .rules import CrashLine


def check_cards(state: CrashLine) -> None:
    """Every one of the 54 cards in exactly one place, and the counts kept beside them in step
    (``CrashLine.check_cards``)."""
    places = list(state.deck) + list(state.discard) + list(state.line)
    for pile in state.piles:
        for cards in pile:
            places += cards
    assert sorted(places) == list(ALL_CARDS), f"cards lost or duplicated: {sorted(places)}"
    for seat, pile in enumerate(state.piles):
        assert all(MACH[c] == m for m, cards in enumerate(pile) for c in cards), "card in wrong group"
        assert state.pile_count[seat] == sum(len(c) for c in pile), "pile count drift"
        assert state.score[seat] == pile_points(pile), "score drift"
        assert state.tops[seat] == [max(c) if c else -1 for c in pile], "best-card drift"
    assert state.deck_machine == [sum(1 for c in state.deck if MACH[c] == m) for m in range(N_MACHINES)], (
        "deck count drift"
    )
    assert state.repeats == sum(state.deck_machine[m] for m in range(N_MACHINES) if state.line_mask >> m & 1), (
        "repeat count drift"
    )


def check(state: CrashLine) -> None:
    """The 54 cards each in one place, piles, scores and counters in step, and the turn consistent."""
    state.check_cards()
    n = state.n
    assert state.phase in (TURN, STEAL, PICK, OVER), f"unknown phase {state.phase!r}"
    assert 0 <= state.cur < n, f"seat to play {state.cur} is not a seat"
    if state.phase == PICK:
        assert 0 <= state.picker < n and state.picker != state.cur, f"Hand-Me-Down to seat {state.picker}"
        assert any(c < MACHINE_CARDS for c in state.line), "a Hand-Me-Down from a line with no Machine card"
    else:
        assert state.picker == -1, "a Hand-Me-Down seat outside the Hand-Me-Down"
    if state.phase in (TURN, STEAL):
        machines = [MACH[c] for c in state.line if c < MACHINE_CARDS]
        assert len(machines) == len(set(machines)), f"the live line repeats a machine: {state.line}"
        assert state.line_mask == sum(1 << m for m in machines), "line mask out of step with the line"
        assert state.oneups == sum(1 for c in state.line if KIND[c] == ONE_UP), "1-UP count drift"
    assert 0 <= state.forced <= 2, f"{state.forced} GLITCH! flips owed"
    assert state.continues in (0, 1), "more than one CONTINUE?"
    assert state.flips >= 0 and all(x >= 0 for x in state.pile_count), "negative counts"
    for name in STAT_NAMES:
        values = getattr(state, name)
        assert len(values) == n and all(v >= 0 for v in values), f"statistic {name} is {values}"
