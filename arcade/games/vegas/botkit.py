"""Vegas Slot Machine 1973 computer players: what every level shares. The value of a line, the points a
card played on a space claims at once, the base :class:`Bot` (memory under variation M, the choice of a
legal action) and the simple choices of the steps around a play. Pure: no pygame."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .components import ANY, CUMBER, PRIZE, SHIELD
from .rules import (
    EMPTY,
    PH_BURY,
    PH_DISCARD,
    PH_DRAW,
    PH_PLAY,
    PH_REACT,
    PRIZE_TABLE,
    Act,
    VegasView,
    completion_map,
    shield_prize,
)

Line = Sequence[int]  # the three positions of a payline


def line_value(t: Sequence[int], line: Line) -> int:
    return PRIZE_TABLE[(t[line[0]] + 1) * 169 + (t[line[1]] + 1) * 13 + t[line[2]] + 1]


def immediate(view: VegasView, tops: Sequence[int], pos: int, s: int) -> tuple[int, list[int]]:
    """Points a card of symbol ``s`` at ``pos`` claims at once, and the tops afterwards (claimed cells
    become EMPTY: what lies below is unknown)."""
    t = list(tops)
    t[pos] = s
    geo = view.geo
    claimed: set[int] = set()
    pts = 0
    for li in geo.lines_through[pos]:
        line = geo.lines[li]
        p = line_value(t, line)
        if p >= 0:
            pts += PRIZE[p]
            claimed.update(line)
    if s in (SHIELD, ANY):
        taken = shield_prize(geo.grid_cells[geo.grid_of[pos]], t)
        if taken:
            pts += PRIZE[SHIELD]
            claimed.update(taken)
    for q in claimed:
        t[q] = EMPTY
    return pts, t


class Bot:
    """Base: ``choose(view)`` returns one of ``view.legal``."""

    name = "Bot"
    instant = True  # every level decides in well under a millisecond or two

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.hand_mem: list[int] = []

    def choose(self, view: VegasView) -> Act:
        legal = view.legal
        if not legal:
            raise ValueError("no legal action for this seat now")
        self.recall_hand(view)
        options = [a for a in legal if a.kind != "tick"] or legal
        if view.cfg.has("M") and view.phase == PH_PLAY:
            options = self.safe_from_memory(view, options)
        act = self.pick(view, options)
        if (
            self.hand_mem
            and act.kind in ("play", "build", "discard", "bury", "c_move", "c_look", "c_bury", "c_draw3", "c_special")
            and 0 <= act.slot < len(self.hand_mem)
        ):
            del self.hand_mem[act.slot]
        return act

    def recall_hand(self, view: VegasView) -> None:
        """Variation M: the hand lies face down, so remember each card while it shows. New cards arrive at
        the end of the hand; when the hand changed in a way we cannot follow, what we no longer know
        stays unknown (EMPTY). Without M every card shows and this changes nothing."""
        hand = view.hand
        if not view.cfg.has("M"):
            return
        mem = self.hand_mem
        if len(mem) > len(hand) or any(
            h >= 0 and i < len(mem) and mem[i] >= 0 and mem[i] != h for i, h in enumerate(hand)
        ):
            mem = []
        mem = mem[: len(hand)] + [EMPTY] * (len(hand) - len(mem))
        self.hand_mem = [h if h >= 0 else mem[i] for i, h in enumerate(hand)]
        view.hand = list(self.hand_mem)

    @staticmethod
    def safe_from_memory(view: VegasView, legal: list[Act]) -> list[Act]:
        """Variation M: the engine lets any card be tried anywhere; a CPU plays a card it remembers on a
        space the placement rules allow for it. With no such play it gambles on a card it has forgotten,
        and failing that tries a remembered card anyway (no card may go anywhere: any space will do)."""
        hand = view.hand
        plays = [a for a in legal if a.kind == "play"]
        if not plays:
            return legal
        spaces = {s: set(view.spaces_for(s)) for s in set(hand) if s >= 0}
        safe = [a for a in plays if 0 <= a.slot < len(hand) and hand[a.slot] >= 0 and a.a in spaces[hand[a.slot]]]
        if not safe:
            safe = [a for a in plays if not 0 <= a.slot < len(hand) or hand[a.slot] < 0] or plays
        return safe + [a for a in legal if a.kind != "play"]

    def pick(self, view: VegasView, legal: list[Act]) -> Act:
        return self.rng.choice(legal)

    # shared simple choices
    def hand_sym(self, view: VegasView, slot: int) -> int:
        s = view.hand[slot] if 0 <= slot < len(view.hand) else EMPTY
        return s


def completions(view: VegasView, t: Sequence[int]) -> list[dict[int, int]]:
    """For every cell, the points each symbol put there would claim at once on tops ``t``."""
    return completion_map(view.geo, t)


def simple_choice(bot: Bot, view: VegasView, legal: list[Act]) -> Act:
    """The choices outside the play step, shared by Medium and Strong."""
    kinds = {a.kind for a in legal}
    if "spin" in kinds:
        return Act("spin")
    if "take" in kinds:
        return next(a for a in legal if a.kind == "take")
    if view.phase in (PH_DISCARD, PH_BURY):
        return min(legal, key=lambda a: keep_value(view, a.slot))
    if view.phase == PH_DRAW:
        best: Act | None = None
        if view.open:
            needs = wanted_symbols(view)
            for a in legal:
                if a.kind == "draw" and a.a >= 0 and needs.get(view.open[a.a], 0) > 0:
                    if best is None or needs[view.open[a.a]] > needs[view.open[best.a]]:
                        best = a
        if best is not None:
            return best
        if "stop" in kinds and (view.draw_count <= 2 or "draw" not in kinds):
            return Act("stop")
        if "draw" in kinds:
            return Act("draw")
        return legal[0]
    if view.phase == PH_REACT:
        lp = view.last_played
        if "c_bury" in kinds and lp is not None and PRIZE[lp[1]] >= 30:
            return next(a for a in legal if a.kind == "c_bury")
        return Act("pass")
    plays = [a for a in legal if a.kind in ("play", "build")]
    return plays[0] if plays else legal[0]


def wanted_symbols(view: VegasView) -> dict[int, float]:
    """Symbols that would complete a line in the grid or a prize in the hand, with their worth."""
    out: dict[int, float] = {}
    t = view.tops
    for line in view.geo.lines:
        vals = [t[q] for q in line]
        for k in range(3):
            others = [vals[j] for j in range(3) if j != k]
            if vals[k] in (EMPTY, ANY):
                continue
            for s in set(others):
                if s >= 0 and s != ANY and s != SHIELD and line_value(_replace(vals, k, s), (0, 1, 2)) >= 0:
                    out[s] = max(out.get(s, 0), PRIZE[s])
    hand = [s for s in view.hand if s >= 0]
    for s in set(hand):
        if hand.count(s) >= 2 and s != ANY:
            out[s] = max(out.get(s, 0), PRIZE[s])
    return out


def _replace(vals: Sequence[int], k: int, s: int) -> list[int]:
    v = list(vals)
    v[k] = s
    return v


def keep_value(view: VegasView, slot: int) -> float:
    """How much a hand card is worth keeping (lowest goes first when discarding or burying)."""
    s = view.hand[slot] if 0 <= slot < len(view.hand) else EMPTY
    if s < 0:
        return 0.0
    needs = wanted_symbols(view)
    v = PRIZE[s] * 0.1 + needs.get(s, 0)
    if s == ANY:
        v += 40
    if s == CUMBER and view.cfg.cumber == "B":
        v += 25
    return v
