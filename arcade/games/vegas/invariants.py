"""What holds in every Vegas Slot Machine 1973 state, whatever was played (the conformance test runs it
after every step; ``EngineSpec.invariants``). Pure: no pygame. Raises AssertionError naming what is broken."""

from __future__ import annotations

from .components import BASE_COUNTS, CUMBER_COUNT, NUM_SYMBOLS, SPIN_COUNT
from .rules import PH_OVER, VegasState


def check(state: VegasState) -> None:
    """Every card (72 per deck, plus the expansions' cards) in exactly one place, and the table as a saved
    game must be: what ``from_data`` would accept."""
    cfg = state.cfg
    per_deck = (
        sum(BASE_COUNTS.values())
        + (SPIN_COUNT if cfg.spin is not None else 0)
        + (CUMBER_COUNT if cfg.cumber is not None else 0)
    )
    assert len(state.sym) == cfg.decks * per_deck, f"{len(state.sym)} cards for {cfg.decks} deck(s)"
    assert all(0 <= s < NUM_SYMBOLS for s in state.sym), "a card with no symbol"
    state.check_cards()
    try:
        state._validate()
    except ValueError as exc:
        raise AssertionError(str(exc)) from exc
    assert len(state.stacks) == state.geo.size, f"{len(state.stacks)} stacks on a grid of {state.geo.size}"
    assert (state.phase == PH_OVER) == state.is_terminal(), "the game is over only in the last phase"
    for seat, prizes in enumerate(state.prizes):
        for symbol, cards, points in prizes:
            assert points >= 0, f"seat {seat}: prize {symbol} of {cards} for {points} points"
    assert all(t >= 0 for t in state.totals) or cfg.has("O"), f"negative round totals {state.totals}"
    if cfg.has("M"):  # action cards lie apart, face up: their owner always knows them (issue 21)
        for seat, hand in enumerate(state.hands):
            hidden = [state.sym[c] for c, seen in zip(hand, state.fresh[seat]) if not seen and state._action_card(c)]
            assert not hidden, f"seat {seat}: action card(s) {hidden} face down under M"
