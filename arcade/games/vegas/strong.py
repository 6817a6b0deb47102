"""Vegas Slot Machine 1973: the Strong computer player. It weighs every choice by the points it makes now
plus what the grid and its hand are worth afterwards, with the odds of the unseen cards (deck, other
hands, under the stacks): how likely it is to draw the symbol a line or its hand waits for, and (against
others) how likely the next players are to hold it and take the line first. Pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence

from .botkit import Bot, Line, completions, immediate, line_value, simple_choice
from .components import ANY, PRIZE, SHIELD
from .rules import (
    EMPTY,
    PH_BUILD,
    PH_PLAY,
    PH_SPIN,
    PH_TAKE,
    Act,
    VegasView,
    shield_prize,
)

Unseen = tuple[list[int], int, int, float]  # Strong.context: unseen counts, their total, opponents, turns left


class Strong(Bot):
    """Plans a move with the odds of the unseen cards."""

    name = "Strong"
    gamma = 0.8  # what a prize one turn away is worth against one now
    risk_weight = 1.5  # a line the next players may take first
    card_weight = 0.05  # a card kept in hand: a little of its prize
    pair_weight = 0.15  # two of a kind in hand: on the way to a hand prize
    any_bonus = 4.0
    cover_weight = 0.05

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.mem: list[list[int]] = []
        self.mem_key: tuple[int, int, int] | None = None

    def remember(self, view: VegasView) -> None:
        """Keep track of what went under the stacks, as far as this seat saw it happen: a card that was
        on top and got covered is still there (the Strong CPU has a good memory; it never looks)."""
        key = (view.round_no, view.seat, view.geo.size)
        if key != self.mem_key or len(self.mem) != len(view.tops):
            self.mem = [[] for _ in view.tops]
            self.mem_key = key
        for p, h in enumerate(view.heights):
            m = self.mem[p]
            if h == 0:
                self.mem[p] = []
                continue
            if h > len(m):
                m.extend([EMPTY] * (h - len(m)))
            elif h < len(m):
                del m[h:]
            m[-1] = view.tops[p]
        if view.look is not None:  # a Cumber look through the stacks
            for p, below in enumerate(view.look):
                if len(below) == len(self.mem[p]) - 1:
                    self.mem[p][:-1] = list(below)

    def cascade(self, view: VegasView, tops: Sequence[int], pos: int, s: int) -> tuple[int, list[int]]:
        """Points a card ``s`` at ``pos`` claims, including the prizes the remembered cards below make
        when they are uncovered; unknown cards (and refills) are EMPTY in the tops returned."""
        t = list(tops)
        t[pos] = s
        depth = [0] * len(t)
        depth[pos] = -1  # the new card sits above the stack
        geo = view.geo
        pts = 0
        check = [geo.lines[li] for li in geo.lines_through[pos]]
        first = True
        while True:
            claimed: set[int] = set()
            for line in check if first else geo.lines:
                p = line_value(t, line)
                if p >= 0:
                    pts += PRIZE[p]
                    claimed.update(line)
            for cells in geo.grid_cells:
                taken = shield_prize(cells, t)
                if taken:
                    pts += PRIZE[SHIELD]
                    claimed.update(taken)
            if not claimed:
                return pts, t
            first = False
            for q in claimed:
                depth[q] += 1
                m = self.mem[q] if q < len(self.mem) else []
                k = len(m) - 1 - depth[q]
                t[q] = m[k] if 0 <= k < len(m) else EMPTY

    def pick(self, view: VegasView, legal: list[Act]) -> Act:
        ph = view.phase
        self.remember(view)
        if ph in (PH_PLAY, PH_BUILD):
            return self.best_play(view, legal)
        if ph == PH_TAKE:
            return next(a for a in legal if a.kind == "take")
        if ph == PH_SPIN:
            return Act("spin")
        return simple_choice(self, view, legal)

    # -- evaluation -------------------------------------------------------------------------------
    def context(self, view: VegasView) -> Unseen:
        unseen = view.unseen_counts()
        total = max(1, sum(unseen))
        opponents = view.n - 1 if view.cfg.mode in ("competitive",) else 0
        if view.cfg.mode == "teams":
            opponents = view.n // 2
        turns_left = max(1.0, view.draw_count / max(1, view.n))
        return unseen, total, opponents, turns_left

    def next_turn_value(self, view: VegasView, t: Sequence[int], hand: Sequence[int], ctx: Unseen) -> float:
        """Expected best prize our next play makes on tops ``t`` with ``hand`` plus one unseen card, less
        what the other players may take from those lines first."""
        unseen, total, opponents, turns_left = ctx
        comp = completions(view, t)
        best_for: dict[int, int] = {}
        for cell in comp:
            for s, pts in cell.items():
                if pts > best_for.get(s, 0):
                    best_for[s] = pts
        if not best_for:
            return 0.0
        base = max((best_for.get(s, 0) for s in hand if s >= 0), default=0)
        if view.draw_count > 0:
            exp = sum(unseen[s] * max(base, best_for.get(s, 0)) for s in best_for) / total
            exp += base * (total - sum(unseen[s] for s in best_for)) / total
        else:
            exp = base
        if opponents:
            # the other players move first: the expected best line they take (their hands are drawn from
            # the unseen cards), counted against us, and the chance our own line is gone by then
            threat, taken = 0.0, 1.0
            cards = 3 * opponents
            for s, pts in sorted(best_for.items(), key=lambda kv: -kv[1]):
                p = 1 - (1 - unseen[s] / total) ** cards
                threat += pts * p * taken
                taken *= 1 - p
            exp = exp * (0.5 + 0.5 * taken) - self.risk_weight * threat / max(self.gamma, 0.01)
        return exp

    def best_play(self, view: VegasView, legal: list[Act]) -> Act:
        values = self.play_values(view, legal)
        if not values:
            return legal[0]
        return max(values, key=values.__getitem__)  # the first of the best, in the order of ``legal``

    def play_values(self, view: VegasView, legal: list[Act]) -> dict[Act, float]:
        """What each placing move of ``legal`` is worth by this player's measure (points now plus, discounted,
        what the grid and the hand are worth after it); the moves it would never weigh (a Cumber move that
        completes nothing, a special it has no use for, a take or a spin) are left out."""
        ctx = self.context(view)
        values: dict[Act, float] = {}
        hand = view.hand
        base_tops = view.tops
        g = self.gamma
        for a in legal:
            if a.kind in ("play", "build"):
                s = hand[a.slot]
                pts, t = self.cascade(view, base_tops, a.a, s)
                rest = hand[: a.slot] + hand[a.slot + 1 :]
                v = (
                    pts
                    + g * self.next_turn_value(view, t, rest, ctx)
                    + self.keep_bonus(rest)
                    - self.cover_cost(view, base_tops, a.a)
                )
            elif a.kind == "c_move":
                t0 = list(base_tops)
                t0[a.a] = EMPTY
                pts, t = immediate(view, t0, a.b, base_tops[a.a])
                if pts <= 0:
                    continue
                rest = hand[: a.slot] + hand[a.slot + 1 :]
                v = pts + 8 + self._play_after(view, t, rest, ctx)
            elif a.kind == "c_special" and view.cfg.month in (2, 3, 7, 11):
                special = self._special_value(view, a, ctx)
                if special is None:
                    continue
                v = special
            else:
                continue
            values.setdefault(a, v)
        return values

    def keep_bonus(self, hand: Sequence[int]) -> float:
        v = 0.0
        counts: dict[int, int] = {}
        for s in hand:
            if s >= 0:
                v += self.card_weight * PRIZE[s] + (self.any_bonus if s == ANY else 0)
                counts[s] = counts.get(s, 0) + 1
        for s, c in counts.items():
            if c >= 2 and s != ANY:
                v += self.pair_weight * PRIZE[s]
        return v

    def cover_cost(self, view: VegasView, tops: Sequence[int], pos: int) -> float:
        """Covering a card loses what it could still become: a little of its prize."""
        s = tops[pos]
        return self.cover_weight * PRIZE[s] if s >= 0 else 0.0

    def _play_after(self, view: VegasView, t: Sequence[int], hand: Sequence[int], ctx: Unseen) -> float:
        """The best immediate prize our next card can still make on tops ``t`` (Cumber actions leave
        the play step to come)."""
        best = 0
        for _i, s in enumerate(hand):
            if s < 0:
                continue
            for p in range(len(t)):
                if t[p] != ANY:
                    best = max(best, immediate(view, t, p, s)[0])
        return best

    def _special_value(self, view: VegasView, a: Act, ctx: Unseen) -> float | None:
        m = view.cfg.month
        hand = view.hand
        rest = hand[: a.slot] + hand[a.slot + 1 :]
        t = list(view.tops)
        if m == 7:
            best_now = self._play_after(view, t, rest, ctx)
            return best_now + 5 if best_now >= 30 else None
        if m == 2:
            t[a.a], t[a.b] = t[a.b], t[a.a]
        elif m == 3:
            i = a.a - (1 if a.a > a.slot else 0)
            rest = list(rest)
            rest[i], t[a.b] = t[a.b], rest[i]
        elif m == 11:
            g, x = divmod(a.a, view.geo.width)
            col = view.geo.column(g, x)
            vals = [t[p] for p in col]
            for k, p in enumerate(col):
                t[p] = vals[k - 1]
        pts = 0
        for s, _cells in _prizes(view, t):
            pts += PRIZE[s]
        if pts <= 0:
            return None
        return pts + 8 + self._play_after(view, t, rest, ctx)


def _prizes(view: VegasView, t: Sequence[int]) -> list[tuple[int, Line]]:
    out: list[tuple[int, Line]] = []
    for line in view.geo.lines:
        s = line_value(t, line)
        if s >= 0:
            out.append((s, line))
    for cells in view.geo.grid_cells:
        taken = shield_prize(cells, t)
        if taken:
            out.append((SHIELD, taken))
    return out
