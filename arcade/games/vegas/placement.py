"""Vegas Slot Machine 1973: the placement rules. Where a card of a symbol may go (the four rules, their
exceptions and variations A, B, F and G), the "Nowhere to play" fallback, and whether the card just played
may still be buried by a Cumber card. Functions over a :class:`.rules.VegasState`'s data; pure: no pygame."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import EMPTY
from .components import ANY, SHIELD
from .paylines import completion_map

if TYPE_CHECKING:
    from .rules import VegasState


def pair_cells(st: VegasState, tops: list[int]) -> set[int]:
    """Cells whose top is part of a set of two of the same symbol on a payline (ANY only under B)."""
    any_counts = st.cfg.has("B")
    cells: set[int] = set()
    for a, b, c in st.geo.lines:
        x, y, z = tops[a], tops[b], tops[c]
        if x >= 0 and x != ANY:
            if x == y:
                cells.add(a)
                cells.add(b)
            if x == z:
                cells.add(a)
                cells.add(c)
        if y >= 0 and y != ANY and y == z:
            cells.add(b)
            cells.add(c)
        if any_counts:
            for (p, u), (q, v) in (((a, x), (b, y)), ((a, x), (c, z)), ((b, y), (c, z))):
                if u >= 0 and v >= 0 and (u == ANY) != (v == ANY):
                    cells.add(p)
                    cells.add(q)
    return cells


def placements(
    st: VegasState,
    s: int,
    tops: list[int] | None = None,
    forbid: int = EMPTY,
    pairs: set[int] | None = None,
    comp: list[dict[int, int]] | None = None,
) -> list[int]:
    """Where a card of symbol ``s`` may go under the four placement rules and their exceptions (plus
    variations A, B, F, G). ``forbid`` is a position that may not be used (variation F); ``pairs``
    the cells in a set of two, when the caller already has them."""
    t = st.tops() if tops is None else list(tops)
    if pairs is None:
        pairs = set() if st.cfg.has("A") else pair_cells(st, t)
    g_max = st.cfg.has("G")
    if comp is None:
        comp = completion_map(st.geo, t)
    out = []
    for _g, cells in enumerate(st.geo.grid_cells):
        free = [p for p in cells if t[p] >= 0 and t[p] != ANY and p not in pairs]
        only_pairs = not free and any(p in pairs for p in cells)
        one_same = len(free) == 1 and t[free[0]] == s and any(p in pairs for p in cells)
        shields = sum(1 for p in cells if t[p] == SHIELD)
        for p in cells:
            if p == forbid or (g_max and len(st.stacks[p]) >= 5):
                continue
            top = t[p]
            if top == EMPTY:
                out.append(p)
                continue
            if top == ANY:  # never on ANY, not even for a prize
                continue
            if s in comp[p]:  # anywhere if it makes a prize
                out.append(p)
                continue
            if top == s and not (one_same and p == free[0]):
                continue
            if p in pairs and not only_pairs:
                continue
            if top == SHIELD and shields >= 2:
                continue
            out.append(p)
    return out


def forbidden(st: VegasState) -> int:
    """Variation F: the card the previous player just played, while it is still on top."""
    lp = st.last_played
    if not st.cfg.has("F") or lp is None or lp[2] == st.turn_seat and st.n > 1:
        return EMPTY
    pos, card = lp[0], lp[1]
    return pos if st.stacks[pos] and st.stacks[pos][-1] == card else EMPTY


def relaxed(st: VegasState, tops: list[int]) -> list[int]:
    """Fallback when no hand card may go anywhere: any space not topped by ANY (G still holds); if
    even that leaves nothing, any space at all (docs: "Nowhere to play")."""
    g_max = st.cfg.has("G")
    out = [p for p in range(st.geo.size) if tops[p] != ANY and not (g_max and len(st.stacks[p]) >= 5)]
    return out or list(range(st.geo.size))


def open_spaces(st: VegasState, tops: list[int], forbid: int) -> list[int]:
    return [p for p in relaxed(st, tops) if p != forbid] or relaxed(st, tops)


def can_bury_last(st: VegasState) -> bool:
    lp = st.last_played
    if lp is None or lp[3]:
        return False
    pos, card = lp[0], lp[1]
    return bool(st.stacks[pos]) and st.stacks[pos][-1] == card


def distinct_slots(st: VegasState, syms: list[int]) -> list[int]:
    """One hand slot per symbol (same-symbol cards are interchangeable), except under variation M,
    where the player picks a slot and so every slot is its own choice."""
    if st.cfg.has("M"):
        return list(range(len(syms)))
    seen, out = set(), []
    for i, s in enumerate(syms):
        if s not in seen:
            seen.add(s)
            out.append(i)
    return out
