"""What holds in every Electronic Arcade Mania state, whatever was played (the conformance test runs it
after every step; ``EngineSpec.invariants``). Pure: no pygame. Raises AssertionError naming what is broken."""

from __future__ import annotations

from .rules import PHASES, WINDOW, WINDOWS, Mania


def check(state: Mania) -> None:
    """The 100 chips and 24 event cards conserved, pawns on the board, the turn consistent."""
    state.check_chips()
    state.check_cards()
    n = state.n
    assert state.phase in PHASES, f"unknown phase {state.phase!r}"
    assert state.window is None or state.window in WINDOWS, f"unknown window {state.window!r}"
    if state.phase == WINDOW:
        assert state.window in WINDOWS and state.pending, "a card window with nobody to ask"
        assert all(0 <= s < n for s in state.pending), f"window asks {state.pending}"
    assert all(0 <= p <= state.board.finish for p in state.pos), f"pawns off the board: {state.pos}"
    owned = [s for s in state.slide_of if s is not None]
    assert len(owned) == len(set(owned)), f"a slide owned twice: {state.slide_of}"
    assert 0 <= state.mover < n, f"mover {state.mover}"
    duel = state.duel
    if duel is not None:
        c, d = duel.duellists
        assert c != d and 0 <= c < n and 0 <= d < n, f"duel between seats {c} and {d}"
        assert all(v in (1, 2, 3) for v in duel.skill.values()), f"skill levels {duel.skill}"
        for seat, (on, amount, _loaned) in duel.bets.items():
            assert 0 <= seat < n and (on == -1 or on in (c, d)), f"seat {seat} bets on {on}"
            assert on == -1 or 0 < amount <= duel.limit, f"seat {seat} bets {amount} (limit {duel.limit})"
    assert min(state.stats.values()) >= 0, f"negative statistics {state.stats}"
