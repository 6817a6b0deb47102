"""Insert Coin to Play's scores: points per Level (its value minus its empty squares), 3 per Coin, 1 per lit
Life; the winners (pure, no pygame)."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from .constants import popcount

if TYPE_CHECKING:
    from .rules import InsertCoin
    from .view import Tables


class Breakdown(TypedDict):
    """A seat's score: points per Level, 3 per Coin, 1 per lit Life, and their total."""

    levels: list[int]
    coins: int
    lives: int
    total: int


def level_points(value: int, empty: int) -> int:
    """A Level's score: its value minus its empty squares, never below 0."""
    return max(0, value - empty)


def seat_level_points(state: Tables, seat: int, level: int) -> int:
    shape = state.shape_of(seat, level)
    return level_points(shape.value, popcount(shape.mask & ~state.filled[seat][level]))


def level_squares(state: Tables, seat: int, level: int) -> tuple[int, int]:
    """(squares filled, squares in the shape) of one Level: the sheet's progress, apart from its points."""
    shape = state.shape_of(seat, level)
    return popcount(shape.mask & state.filled[seat][level]), shape.size


def breakdown(state: Tables, seat: int) -> Breakdown:
    lv = [seat_level_points(state, seat, i) for i in range(len(state.levels[seat]))]
    return {
        "levels": lv,
        "coins": 3 * state.coins[seat],
        "lives": state.lives[seat],
        "total": sum(lv) + 3 * state.coins[seat] + state.lives[seat],
    }


def winners(state: InsertCoin) -> list[int]:
    """Best score; a tie goes to more completed Levels; still tied, the seats share the win."""
    sc = state.scores()
    keys = [(sc[s], state.completed_count(s)) for s in range(state.n)]
    best = max(keys)
    return [s for s in range(state.n) if keys[s] == best]
