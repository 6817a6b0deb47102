"""Computer players for Vegas Slot Machine 1973 (pure, no pygame). They see only ``state.view(seat)``.

- :class:`Easy` plays a random legal card, taking a prize when it sees one about half the time.
- :class:`Medium` takes the best prize it can see right now, else sets up a line it holds the card for.
- :class:`Strong` weighs every choice by the points it makes now plus what the grid and its hand are
  worth afterwards, with the odds of the unseen cards (deck, other hands, under the stacks): how likely
  it is to draw the symbol a line or its hand waits for, and (against others) how likely the next
  players are to hold it and take the line first.

``hint(view)`` is the Strong choice with a sentence explaining it, for a human in solo play.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .components import ANY, CUMBER, NAMES, PRIZE, SHIELD
from .rules import (
    EMPTY,
    PH_BUILD,
    PH_BURY,
    PH_DISCARD,
    PH_DRAW,
    PH_PLAY,
    PH_REACT,
    PH_SPIN,
    PH_TAKE,
    PRIZE_TABLE,
    Act,
    VegasView,
    completion_map,
    shield_prize,
)

LEVELS = ("Easy", "Medium", "Strong")
DESCRIPTIONS = (
    "Plays a random card; spots a prize about half the time.",
    "Takes the best prize in sight, else sets up a line for a card it holds.",
    "Plans with the odds of the unseen cards; guards lines from the next players.",
)


Line = Sequence[int]  # the three positions of a payline
Unseen = tuple[list[int], int, int, float]  # Strong.context: unseen counts, their total, opponents, turns left


def _line_value(t: Sequence[int], line: Line) -> int:
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
        p = _line_value(t, line)
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


class Easy(Bot):
    name = "Easy"

    def pick(self, view: VegasView, legal: list[Act]) -> Act:
        plays = [a for a in legal if a.kind in ("play", "build")]
        if plays and self.rng.random() < 0.5:
            best = max(plays, key=lambda a: immediate(view, view.tops, a.a, self.hand_sym(view, a.slot))[0])
            if immediate(view, view.tops, best.a, self.hand_sym(view, best.slot))[0] > 0:
                return best
        for kind in ("spin", "take"):
            for a in legal:
                if a.kind == kind:
                    return a
        if plays:
            return self.rng.choice(plays)
        return self.rng.choice(legal)


class Medium(Bot):
    name = "Medium"
    setup_weight = 0.35  # a pair it holds the third card for: worth a third of the prize
    noise = 1.0  # ties between quiet plays are broken at random

    def pick(self, view: VegasView, legal: list[Act]) -> Act:
        ph = view.phase
        if ph in (PH_PLAY, PH_BUILD):
            comp = view.completions()
            best: Act | None = None
            best_v = -1e9
            rnd = self.rng.random
            for a in legal:
                if a.kind in ("play", "build"):
                    v = self.play_value(view, comp, a.slot, a.a) + rnd() * self.noise
                elif a.kind == "c_move":
                    v = immediate(view, self._without(view.tops, a.a), a.b, view.tops[a.a])[0]
                    if v <= 0:
                        continue
                else:
                    continue
                if v > best_v:
                    best, best_v = a, v
            if best is not None:
                return best
        return simple_choice(self, view, legal)

    @staticmethod
    def _without(tops: Sequence[int], pos: int) -> list[int]:
        t = list(tops)
        t[pos] = EMPTY
        return t

    def play_value(self, view: VegasView, comp: list[dict[int, int]], slot: int, pos: int) -> float:
        """Points a hand card claims at ``pos`` now; else a bonus for making a pair on a payline when it
        holds another card of that symbol."""
        hand = view.hand
        s = hand[slot]
        pts = comp[pos].get(s, 0)
        if pts:
            return float(pts)
        if s < 0 or hand.count(s) < 2:
            return 0.0
        t = view.tops
        v = 0.0
        geo = view.geo
        for li in geo.lines_through[pos]:
            for q in geo.lines[li]:
                if q != pos and t[q] == s:
                    v += self.setup_weight * PRIZE[s]
                    break
        return v


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
                if s >= 0 and s != ANY and s != SHIELD and _line_value(_replace(vals, k, s), (0, 1, 2)) >= 0:
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
                p = _line_value(t, line)
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
        ctx = self.context(view)
        best: Act | None = None
        best_v = -1e18
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
            if v > best_v:
                best, best_v = a, v
        if best is None:
            return legal[0]
        return best

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
        s = _line_value(t, line)
        if s >= 0:
            out.append((s, line))
    for cells in view.geo.grid_cells:
        taken = shield_prize(cells, t)
        if taken:
            out.append((SHIELD, taken))
    return out


def make_bot(level: str, seed: int = 0) -> Bot:
    """A CPU player by level name (case-insensitive: easy, medium, strong)."""
    table = {"easy": Easy, "medium": Medium, "strong": Strong}
    try:
        return table[level.lower()](seed)
    except KeyError:
        raise ValueError(f"unknown CPU level {level!r}: choose from {', '.join(LEVELS)}") from None


def hint(view: VegasView) -> tuple[Act, str]:
    """What the Strong CPU would do now, with a one-line reason, for a human in solo play."""
    act = Strong(0).choose(view)
    if act.kind in ("play", "build"):
        s = view.hand[act.slot]
        pts, _ = immediate(view, view.tops, act.a, s)
        where = "the " + view.geo.place_name(act.a).replace(": ", ", ")
        if s < 0:
            return act, f"Try a face-down card on {where}: no card you can see is safe anywhere."
        if pts:
            return act, f"Play {NAMES[s]} on {where}: it wins {pts} points now."
        return act, f"Play {NAMES[s]} on {where}: it keeps the best lines open for your hand and the deck."
    if act.kind == "c_move":
        return act, f"Use a Cumber card to move {NAMES[view.tops[act.a]]}: it completes a payline."
    if act.kind == "c_special":
        return act, "Use the effect of the month now: it sets up a prize."
    if act.kind == "spin":
        return act, "Spin Again: another turn is always worth it."
    if act.kind in ("discard", "bury"):
        return (
            act,
            f"Let go of {NAMES[view.hand[act.slot]] if view.hand[act.slot] >= 0 else 'that card'}: "
            "no line or hand pair needs it.",
        )
    return act, "This is the best choice here."
