"""What holds in every Insert Coin to Play state, whatever was played (the conformance test runs it after
every step; ``EngineSpec.invariants``). Pure: no pygame. Raises AssertionError naming what is broken."""

from __future__ import annotations

from .rules import DEAL, END_REASONS, KEEP, KEEP_PHASE, LIVES_PER_ROW, OVER, PLAY, START_COINS, InsertCoin
from .shapes import DECK_CARDS


def check(state: InsertCoin) -> None:
    """Dealt and kept cards where they belong, every sheet's filled squares inside its shapes, lives and
    coins within the rules and the coins spent accounted for, the deck and the flipped cards adding up."""
    n = state.n
    assert state.phase in (KEEP_PHASE, PLAY, OVER), f"unknown phase {state.phase!r}"
    _check_cards(state)
    if state.phase != KEEP_PHASE:
        try:
            state._check_consistent()  # deck, GAME OVER cards, flips, sheets inside their shapes
        except ValueError as exc:
            raise AssertionError(str(exc)) from exc
    stats = state.stats
    for s in range(n):
        assert 0 <= state.coins[s] <= START_COINS, f"seat {s} has {state.coins[s]} coins"
        assert 0 <= state.lives[s] <= LIVES_PER_ROW, f"seat {s} has {state.lives[s]} lives"
        spent = stats["coins_for_lives"][s] + stats["coins_for_game_over"][s]
        assert state.coins[s] + spent == START_COINS, f"seat {s}: {state.coins[s]} coins left but {spent} spent"
        # a row of lives runs out only with no coin to buy the next one, and that seat is out for good
        assert (state.lives[s] == 0) == state.out[s], f"seat {s}: {state.lives[s]} lives, out {state.out[s]}"
        assert not state.out[s] or state.coins[s] == 0, f"seat {s} is out with a coin left"
        assert all(stats[k][s] >= 0 for k in stats), f"seat {s}: negative statistics"
        assert len(set(state.completed[s])) == len(state.completed[s]) <= KEEP, (
            f"seat {s} completed levels {state.completed[s]}"
        )
        breakdown = state.score_breakdown(s)
        levels = [state.shape_of(s, lv).value for lv in range(len(state.levels[s]))]
        assert all(0 <= p <= v for p, v in zip(breakdown["levels"], levels, strict=True)), (
            f"seat {s}: level points {breakdown}"
        )
    if state.phase == OVER:
        assert state.end_reason in END_REASONS and not any(state.tasks), "a finished game with decisions owed"
    else:
        assert state.end_reason == "" and not state.enders, "an end recorded in a game still running"


def _check_cards(state: InsertCoin) -> None:
    """Keep phase: five different dealt cards per seat, no card in two hands, kept cards from the hand.
    After it: the hands are put away and each seat's three Levels are different cards."""
    hands = [c for h in state.hands for c in h]
    kept = [c for lv in state.levels for c in lv]
    assert all(0 <= c < DECK_CARDS for c in hands + kept), "a card that is not a shape card"
    if state.phase == KEEP_PHASE:
        assert all(len(h) == DEAL for h in state.hands), f"hands of {[len(h) for h in state.hands]} cards"
        assert len(set(hands)) == len(hands), f"a card dealt twice: {state.hands}"
        for s in range(state.n):
            assert not state.levels[s] or (
                len(state.levels[s]) == KEEP and set(state.levels[s]) <= set(state.hands[s])
            ), f"seat {s} kept {state.levels[s]} from {state.hands[s]}"
        assert not state.deck and state.card == -1, "a deck on the table before everyone has kept"
    else:
        assert not hands, "hands still held after every seat kept its cards"
        assert all(len(lv) == KEEP for lv in state.levels), f"levels {state.levels}"
        assert len(set(kept)) == len(kept), f"a card kept by two seats: {state.levels}"
