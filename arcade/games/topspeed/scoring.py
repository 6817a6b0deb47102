"""Top Speed! scoring as the rulebook does it: per row, the card turned over and who scores the car;
the flag; the winner by points, then cards left, then the flag. Pure."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arcade.games.topspeed import cards as C

if TYPE_CHECKING:
    from .rules import TopSpeedState

FLAG_POINTS = 3


@dataclass(frozen=True)
class RowResult:
    """The scoring of one row: which card is turned over, who scores the car."""

    row: int
    value: int
    cards: tuple[int, ...]
    kind: str  # "empty", "clean" (bottom-most card turned over), "crosswise" (first mistake)
    index: int | None  # position of the turned card, 0 = next to the lane
    owner: int | None  # who played the turned card
    scorer: int | None  # who scores the car
    points: int


@dataclass(frozen=True)
class Score:
    rows: tuple[RowResult, ...]
    row_points: tuple[int, ...]
    flag: int | None
    caller: int | None
    call_valid: bool | None
    cards_left: tuple[int, int]
    points: tuple[int, ...]
    winner: int | None
    decided_by: str  # "points", "cards", "flag", "draw", or "practice"
    mistakes_left: tuple[int, ...]


def score(state: TopSpeedState) -> Score:
    """Score the table as the rulebook does (meaningful once the race is over)."""
    results = []
    pts = [0, 0]
    left_mistakes = [0, 0]
    for r, row in enumerate(state.rows):
        value = state.row_value(r)
        for i in range(1, len(row)):
            if C.clashes(row[i], row[:i]):
                left_mistakes[C.deck_of(row[i])] += 1
        if not row:
            results.append(RowResult(r, value, (), "empty", None, None, None, 0))
            continue
        scorer: int | None
        m = C.first_mistake(row)
        if m is None:
            idx, owner = len(row) - 1, C.deck_of(row[-1])
            scorer, kind = owner, "clean"
        else:
            idx, owner = m, C.deck_of(row[m])
            scorer, kind = (None if state.practice else 1 - owner), "crosswise"
        if scorer is not None:
            pts[scorer] += value
        results.append(RowResult(r, value, tuple(row), kind, idx, owner, scorer, value if scorer is not None else 0))
    row_points = tuple(pts)
    total = list(pts)
    if state.flag is not None:
        total[state.flag] += FLAG_POINTS
    left = (len(state.decks[0]), len(state.decks[1]))
    if state.practice:
        winner, how = None, "practice"
    elif total[0] != total[1]:
        winner, how = (0 if total[0] > total[1] else 1), "points"
    elif left[0] != left[1]:
        winner, how = (0 if left[0] < left[1] else 1), "cards"
    elif state.flag is not None:
        winner, how = state.flag, "flag"
    else:
        winner, how = None, "draw"
    return Score(
        tuple(results),
        row_points,
        state.flag,
        state.caller,
        state.call_valid,
        left,
        tuple(total),
        winner,
        how,
        tuple(left_mistakes),
    )
