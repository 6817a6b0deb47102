"""Vegas Slot Machine 1973: what makes a prize. Three tops on a payline, three shields in a machine, three
of a kind in a hand; the look-up tables the engine and the CPUs read them from, and what a card played on
each space would claim at once. Pure functions over symbols: no state, no pygame."""

from __future__ import annotations

from collections.abc import Sequence

from .actions import EMPTY
from .components import ANY, NUM_SYMBOLS, PRIZE, SEVEN, SHIELD
from .setup import Geometry


def prize_symbol(a: int, b: int, c: int) -> int:
    """The prize three tops on a payline make, or EMPTY. ANY is wild for every symbol (issue 21: the
    book's words, "any of the symbols"); shields never make a payline prize (three anywhere in a
    machine do, see :func:`shield_prize`); three Spin Again or three Cumber cards do, ANY included."""
    if a < 0 or b < 0 or c < 0:
        return EMPTY
    s = EMPTY
    for x in (a, b, c):
        if x == ANY:
            continue
        if s == EMPTY:
            s = x
        elif x != s:
            return EMPTY
    if s == EMPTY:
        return SEVEN
    if s == SHIELD or s >= NUM_SYMBOLS:  # (the look-up tables pad the symbols to 12)
        return EMPTY
    return s


def shield_prize(cells: Sequence[int], tops: Sequence[int]) -> tuple[int, ...]:
    """The three-shield prize of one machine: three shields anywhere in it, ANY standing in for
    shields (at least one real shield: three ANY alone are a Seven, and only on a payline). Returns the
    positions taken (real shields first, then ANY, each in reading order), or () when there is none."""
    shields = [p for p in cells if tops[p] == SHIELD]
    if not shields:
        return ()
    wild = [p for p in cells if tops[p] == ANY]
    if len(shields) + len(wild) < 3:
        return ()
    return tuple((shields + wild)[:3])


# prize_symbol for every triple of tops (EMPTY = -1 included): index (a + 1) * 169 + (b + 1) * 13 + c + 1.
PRIZE_TABLE = [prize_symbol(a, b, c) for a in range(-1, 12) for b in range(-1, 12) for c in range(-1, 12)]
assert NUM_SYMBOLS <= 12


Completions = tuple[tuple[tuple[int, int], ...], ...]
"""Per place k of a payline, the (symbol, points) pairs a card put there completes."""


def _completions_for(vals: tuple[int, int, int]) -> Completions:
    out: list[tuple[tuple[int, int], ...]] = []
    for k in range(3):
        pairs: list[tuple[int, int]] = []
        if vals[k] != ANY:
            for x in range(NUM_SYMBOLS):
                v = list(vals)
                v[k] = x
                ps = prize_symbol(v[0], v[1], v[2])
                if ps != EMPTY:
                    pairs.append((x, PRIZE[ps]))
        out.append(tuple(pairs))
    return tuple(out)


# For every triple of tops: per place k, the (symbol, points) pairs a card put there completes.
COMPLETE_TABLE = [_completions_for((a, b, c)) for a in range(-1, 12) for b in range(-1, 12) for c in range(-1, 12)]


def completion_map(geo: Geometry, tops: Sequence[int]) -> list[dict[int, int]]:
    """For every position, the points each symbol put there would claim at once (every payline through
    it, and the third shield of a machine)."""
    out: list[dict[int, int]] = [{} for _ in tops]
    table = COMPLETE_TABLE
    for line in geo.lines:
        a, b, c = line
        entry = table[(tops[a] + 1) * 169 + (tops[b] + 1) * 13 + tops[c] + 1]
        for k in range(3):
            pairs = entry[k]
            if pairs:
                cell = out[line[k]]
                for x, pts in pairs:
                    cell[x] = cell.get(x, 0) + pts
    for cells in geo.grid_cells:
        shields = sum(1 for q in cells if tops[q] == SHIELD)
        wild = sum(1 for q in cells if tops[q] == ANY)
        if shields + wild < 2 or (shields and shields + wild >= 3):
            continue  # no third card can help, or the prize shows already
        for q in cells:
            if tops[q] == ANY:
                continue  # never played on
            s_q = shields - (tops[q] == SHIELD)
            for x in (SHIELD, ANY):
                s2, w2 = s_q + (x == SHIELD), wild + (x == ANY)
                if s2 >= 1 and s2 + w2 >= 3:
                    cell = out[q]
                    cell[x] = cell.get(x, 0) + PRIZE[SHIELD]
    return out


def line_prize(a: int, b: int, c: int) -> int:
    """:func:`prize_symbol` by table look-up."""
    return PRIZE_TABLE[(a + 1) * 169 + (b + 1) * 13 + c + 1]


def hand_prize(syms: Sequence[int]) -> tuple[int, list[int]]:
    """The best prize in a hand: (symbol, indexes of the three cards used) or (EMPTY, [])."""
    if len(syms) < 3:
        return EMPTY, []
    best, used = EMPTY, list[int]()
    wild = [i for i, s in enumerate(syms) if s == ANY]
    for s in set(syms):
        if s == ANY:
            continue
        own = [i for i, x in enumerate(syms) if x == s][:3]
        if len(own) + len(wild) < 3:  # ANY is wild for every symbol (issue 21)
            continue
        idx = own + wild[: 3 - len(own)]
        if best == EMPTY or PRIZE[s] > PRIZE[best]:
            best, used = s, idx
    if best == EMPTY and len(wild) >= 3:
        best, used = SEVEN, wild[:3]
    return best, used


def find_prizes(geo: Geometry, t: Sequence[int]) -> list[tuple[int, tuple[int, ...]]]:
    """Every prize the tops ``t`` show: (symbol, positions), lines first in a fixed order, then shields."""
    found: list[tuple[int, tuple[int, ...]]] = []
    table = PRIZE_TABLE
    for line in geo.lines:
        s = table[(t[line[0]] + 1) * 169 + (t[line[1]] + 1) * 13 + t[line[2]] + 1]
        if s != EMPTY:
            found.append((s, line))
    for cells in geo.grid_cells:
        taken = shield_prize(cells, t)
        if taken:
            found.append((SHIELD, taken))
    return found
