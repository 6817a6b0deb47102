"""The value Shark (``vshark`` in the simulator): a Crash Line player that searches the rest of its turn
by expectimax over the exact card odds and scores each way the turn can end with a learned chance to win.

It reads only its seat's ``TableView``. Every card but the deck's order is public, so the chance of each
next card is exact (the deck's composition is known). For FLIP it sums, over the distinct next cards,
their chance times the value after them: a new machine (then the better of CASH IN and FLIP again, a few
flips deep), a crash (the line lost; the Hand-Me-Down to the rival with fewest cards), a 1-UP or free
save, GLITCH! (two forced flips), I GOT NEXT! (a steal), PERFECT RUN (an automatic cash-in and another
turn), GAME OVER (the exact result). Two flips deep, grouped machine by machine with the exact mean points
and "potential" of that machine's cards (memoised within a decision). Each way the turn ends is a
position at the start of the next turn, scored by :mod:`.value_model` (the chance to win, fitted on
simulated games: score lead over each rival, card counts, each player's potential, cards left, turn
order). Near the end (25 cards before GAME OVER) the tuned Shark's paired playouts check its choice and
overrule it when they clearly disagree. Heads-up steals follow a scorer fitted on playout-valued steal
positions (:mod:`.steal_scorer`); steals at bigger tables and Hand-Me-Down picks take the card that
leaves it the best value. About 0.2 ms median, 1.3 ms at most a decision.
"""

from __future__ import annotations

import math

from arcade.games.crashline.cards import NUM
from arcade.games.crashline.rules import CASH, FLIP, PICK, STEAL, TURN, Action, pick, steal
from research.crashline.steal_scorer import best_steal
from research.crashline.steal_scorer import shipped_params as shipped_steal_params
from research.crashline.tuned_shark import TunedShark
from research.crashline.value_model import gain_table, pool_of, shipped_params, win_share

DEPTH = 2  # flips searched below a decision
END_BUDGET = 320  # end-game playouts: TunedShark's budget (pairs = this / (14 + cards left)) ...
END_CARDS = 25  # ... from this many cards before GAME OVER (any time after CONTINUE?)
EXACT_FIRST = False  # the first flip card by card (measured: no better than machine by machine, 3x the time)
FLIP_EDGE = 0.0  # flip while its value is at least the cash value minus this (measured: +-0.003 no better)


def _gain(top: int, c: int) -> int:
    return NUM[c] if top < 0 else (c - top + 1 if c > top else 1)


class _Turn:
    """One decision's search: the table's numbers, fixed while the acting seat's turn goes on."""

    def __init__(self, view, params, depth: int) -> None:
        n = self.n = view.players
        me = self.me = view.seat
        self.view = view
        self.depth = depth
        scores, counts = view.scores(), view.pile_counts()
        self.scores, self.counts = scores, counts
        tops = [view.pile_tops(q) for q in range(n)]
        self.tops = tops
        deck = view.unseen_cards()
        discard = view.discard
        continues = view.continues
        line = view.line
        if not deck and not continues:  # the next flip brings the discard pile back (CONTINUE?)
            deck, discard, continues = list(discard), [], 1
        self.continues = continues
        self.w = params[n, continues]
        pool = pool_of(deck, discard, continues)
        size = sum(len(p) for p in pool) or 1
        table = gain_table(pool)
        self.size = size
        self.table = table
        pots = []
        for q in range(n):
            total = 0
            for m in range(5):
                t = tops[q][m]
                total += table[m][0 if t < 0 else t - 9 * m + 1]
            pots.append(total / size)
        self.pots = pots
        self.rivals = [r for r in range(n) if r != me]
        # cards left before GAME OVER once this turn ends, before the line's cards are placed
        self.left_all = len(deck) + (0 if continues else len(discard) + len(line))
        # the rival a crash would hand a card to (fewest cards, fewer than mine, closest on the left)
        picker, fewest = -1, counts[me]
        for i in range(1, n):
            q = (me + i) % n
            if counts[q] < fewest:
                picker, fewest = q, counts[q]
        self.picker = picker
        nxt = (me + 1) % n
        w1, w2, w4 = self.w[1], self.w[2], self.w[4]
        self.order = {}
        for who in (nxt, me):
            my_o = (me - who) % n
            self.order[who] = [w4 * ((r - who) % n - my_o) for r in self.rivals]
        self.base = [w1 * (scores[me] - scores[r]) + w2 * (counts[me] - counts[r]) for r in self.rivals]
        self.potdiff = [pots[me] - pots[r] for r in self.rivals]
        # the deck by machine and the specials
        dm = [0] * 5
        by_machine = [[], [], [], [], []]
        oneup = glitch = gotnext = 0
        for c in deck:
            if c < 45:
                dm[c // 9] += 1
                by_machine[c // 9].append(c)
            elif c < 49:
                oneup += 1
            elif c < 52:
                glitch += 1
            else:
                gotnext += 1
        self.dm, self.by_machine = dm, by_machine
        self.specials = (oneup, glitch, gotnext)
        my_tops = tops[me]
        ptops = tops[picker] if picker >= 0 else None
        # per machine: its deck cards as (count, my gain, my potential change, picker's gain), and means
        self.cards_of = []
        self.mean_of = []
        for m in range(5):
            t = my_tops[m]
            row = table[m]
            base = row[0 if t < 0 else t - 9 * m + 1]
            groups = {}
            for c in by_machine[m]:
                g = _gain(t, c)
                dp = (row[(c if c > t else t) - 9 * m + 1] - base) / size if c > t else 0.0
                pg = _gain(ptops[m], c) if ptops is not None else 0
                key = (g, dp, pg)
                groups[key] = groups.get(key, 0) + 1
            self.cards_of.append(list(groups.items()))
            k = len(by_machine[m])
            if k:
                self.mean_of.append(
                    (
                        sum(g * c for (g, _, _), c in groups.items()) / k,
                        sum(d * c for (_, d, _), c in groups.items()) / k,
                        sum(p * c for (_, _, p), c in groups.items()) / k,
                    )
                )
            else:
                self.mean_of.append((0.0, 0.0, 0.0))
        # the line as it stands: points, potential change, cards, the picker's best take
        g0 = p0 = 0.0
        k0 = pk0 = 0
        for c in line:
            if c < 45:
                m = c // 9
                t = my_tops[m]
                g0 += _gain(t, c)
                if c > t:
                    p0 += (table[m][c - 9 * m + 1] - table[m][0 if t < 0 else t - 9 * m + 1]) / size
                k0 += 1
                if ptops is not None:
                    pk0 = max(pk0, _gain(ptops[m], c))
        self.line0 = (g0, p0, k0, pk0)
        self.memo = {}
        self.steal_bonus = 0.0
        if gotnext and sum(counts) > counts[me]:
            base_v = self.leaf(g0, p0, k0, len(deck), nxt)
            best = self.best_steal(g0, p0, k0, len(deck))[0]
            self.steal_bonus = max(0.0, best - base_v)

    # ------------------------------------------------------------------ the learned value
    def leaf(self, g, dp, k, deck_left, nxt, pick_q=-1, pick_g=0, adj=None) -> float:
        """Chance to win once the turn ends with ``g`` points and ``k`` cards banked (``dp``: change of
        potential), ``nxt`` to play; ``pick_q`` took a ``pick_g``-point Hand-Me-Down; ``adj``: a steal
        (victim, points lost)."""
        me = self.me
        my_s = self.scores[me] + g
        my_c = self.counts[me] + k
        if self.continues:
            left = deck_left
        else:
            left = self.left_all - k - (1 if pick_q >= 0 else 0)
        if adj is not None:
            my_c += 1
        if left <= 0 and self.continues:
            scores = list(self.scores)
            counts = list(self.counts)
            scores[me], counts[me] = my_s, my_c
            if pick_q >= 0:
                scores[pick_q] += pick_g
                counts[pick_q] += 1
            if adj is not None:
                scores[adj[0]] -= adj[1]
                counts[adj[0]] -= 1
            return win_share(me, scores, counts)
        w0, w1, w2, w3, w4, c0 = self.w
        s = 1.0 / math.sqrt(left + c0)
        reach = left / self.n * w3
        mine = w1 * g + w2 * (k if adj is None else k + 1) + reach * dp
        v = 1.0
        for r, base, pot, ords in zip(self.rivals, self.base, self.potdiff, self.order[nxt]):
            z = base + mine + reach * pot + ords
            if r == pick_q:
                z -= w1 * pick_g + w2
            if adj is not None and r == adj[0]:
                z += w1 * adj[1] + w2
            z = w0 + s * z
            if z < -30.0:
                return 0.0
            v /= 1.0 + math.exp(-z)
        return v

    def best_steal(self, g, dp, k, deck_left) -> tuple:
        """(value, victim, card) of the best steal with the line as it stands cashed in."""
        best = (-1.0, -1, -1)
        for v, q, c in self.steal_values(g, dp, k, deck_left):
            if v > best[0]:
                best = (v, q, c)
        return best

    def steal_values(self, g, dp, k, deck_left) -> list:
        """(value, victim, card) of every candidate steal (each rival's best card of each machine, rivals
        in seat order), with the line as it stands cashed in."""
        me = self.me
        my_tops = self.tops[me]
        table, size = self.table, self.size
        nxt = (me + 1) % self.n
        out = []
        for q in self.rivals:
            for m in range(5):
                c = self.tops[q][m]
                if c < 0:
                    continue
                t = my_tops[m]
                row = table[m]
                gain = _gain(t, c)
                d = (row[c - 9 * m + 1] - row[0 if t < 0 else t - 9 * m + 1]) / size if c > t else 0.0
                out.append((self.leaf(g + gain, dp + d, k, deck_left, nxt, adj=(q, self.loss(q, c))), q, c))
        return out

    def loss(self, q: int, c: int) -> int:
        """Points seat ``q`` loses if its card ``c`` (its best of that machine) is stolen."""
        cards = self.view.machine_cards(q, c // 9)
        if len(cards) == 1:
            return NUM[c]
        return c - sorted(cards)[-2] + 1

    # ------------------------------------------------------------------ expectimax
    def node(self, mask, g, dp, k, pk, oneups, free, forced, dm, sp, depth) -> float:
        """Value of the acting seat's turn at this point, choosing CASH IN or FLIP as it pays best."""
        key = (mask, g, dp, k, pk, oneups, free, forced, dm, sp, depth)
        memo = self.memo
        if key in memo:
            return memo[key]
        left = sum(dm) + sum(sp)
        cash = None if forced else self.leaf(g, dp, k, left, (self.me + 1) % self.n)
        if depth <= 0 and (not forced or depth <= -2):
            v = cash if cash is not None else self.leaf(g, dp, k, left, (self.me + 1) % self.n)
        else:
            flip = self.flip(mask, g, dp, k, pk, oneups, free, forced, dm, sp, depth, False)
            v = flip if cash is None or flip > cash else cash
        memo[key] = v
        return v

    def flip(self, mask, g, dp, k, pk, oneups, free, forced, dm, sp, depth, exact) -> float:
        """Expected value of flipping now (``exact``: the next card looked at card by card)."""
        total = sum(dm) + sum(sp)
        me = self.me
        nxt = (me + 1) % self.n
        if not total:
            # after CONTINUE?: GAME OVER, the line cashed in automatically (scored exactly by leaf);
            # before it: a CONTINUE? inside the search, scored as a stop
            return self.leaf(g, dp, k, 0, nxt)
        if forced:
            forced -= 1
        v = 0.0
        dml = list(dm)
        for m in range(5):
            cnt = dm[m]
            if not cnt:
                continue
            bit = 1 << m
            if mask & bit:
                continue
            dml[m] = cnt - 1
            sub = tuple(dml)
            dml[m] = cnt
            new_mask = mask | bit
            if exact:
                outcomes = self.cards_of[m]
            else:
                outcomes = ((self.mean_of[m], cnt),)
            for (cg, cd, cp), c_n in outcomes:
                if new_mask == 31:  # PERFECT RUN: cashed in, and another turn
                    val = self.leaf(g + cg, dp + cd, k + 1, total - 1, me)
                else:
                    val = self.node(
                        new_mask,
                        g + cg,
                        dp + cd,
                        k + 1,
                        pk if pk >= cp else cp,
                        oneups,
                        free,
                        forced,
                        sub,
                        sp,
                        depth - 1,
                    )
                v += c_n * val
        repeats = 0
        for m in range(5):
            if mask >> m & 1:
                repeats += dm[m]
        if repeats:
            if free or oneups:
                # saved: the card is discarded (counted off the largest machine in the line)
                mm = max((m for m in range(5) if mask >> m & 1), key=lambda m: dm[m])
                dml[mm] -= 1
                val = self.node(
                    mask, g, dp, k, pk, oneups - (0 if free else 1), False, forced, tuple(dml), sp, depth - 1
                )
                dml[mm] += 1
            else:
                picker = self.picker
                val = (
                    self.leaf(0, 0.0, 0, total - 1, nxt, picker, pk)
                    if picker >= 0 and k
                    else self.leaf(0, 0.0, 0, total - 1, nxt)
                )
            v += repeats * val
        o, gl, gn = sp
        if o:
            v += o * self.node(mask, g, dp, k, pk, oneups + 1, free, forced, dm, (o - 1, gl, gn), depth - 1)
        if gl:
            v += gl * self.node(mask, g, dp, k, pk, oneups, free, 2, dm, (o, gl - 1, gn), depth - 1)
        if gn:
            v += gn * (
                self.node(mask, g, dp, k, pk, oneups, free, forced, dm, (o, gl, gn - 1), depth - 1) + self.steal_bonus
            )
        return v / total


class ValueShark:
    """Flip or cash in by an expectimax over the turn, scored by a learned chance to win."""

    name = "vshark"
    instant = True  # about a millisecond: the scene asks on the main thread

    def __init__(
        self,
        params: dict | None = None,
        seed: int | None = 0,
        depth: int = DEPTH,
        endgame: bool = True,
        steal_params: dict | None = None,
        fitted_steals: bool = True,
    ) -> None:
        self.params = params if params is not None else shipped_params()
        # heads-up steals by the fitted scorer (:mod:`.steal_scorer`); None: by the value, as at 3+ players
        self.steal_params = (
            (steal_params if steal_params is not None else shipped_steal_params()) if fitted_steals else None
        )
        self.depth = depth
        self.last = None  # (cash value, flip value) of the last flip-or-cash decision
        self.end = TunedShark(seed=seed, budget=END_BUDGET, early_cards=END_CARDS) if endgame else None

    def choose(self, view) -> Action:
        phase = view.phase
        if phase == TURN:
            chance = view.cash_option()
            if chance < 0.0:
                return FLIP
            if chance == 0.0 and view.deck_count:
                return FLIP  # nothing can go wrong on the next flip
            runs = self.end.playouts(view) if self.end is not None else 0
            if runs:
                default = FLIP if self.flip_better(view, 1) else CASH
                return self.end.endgame(view, default, runs)
            return FLIP if self.flip_better(view, self.depth) else CASH
        if phase == STEAL:
            return self.steal(view)
        if phase == PICK:
            return self.pick(view)
        raise ValueError("the game is over")

    def flip_better(self, view, depth: int) -> bool:
        t = _Turn(view, self.params, depth)
        g, dp, k, pk = t.line0
        left = sum(t.dm) + sum(t.specials)
        cash = t.leaf(g, dp, k, left, (t.me + 1) % t.n)
        flip = t.flip(
            view.line_mask,
            g,
            dp,
            k,
            pk,
            view.oneups,
            view.free_save,
            view.forced,
            tuple(t.dm),
            t.specials,
            t.depth,
            EXACT_FIRST,
        )
        self.last = (cash, flip)
        return flip > cash - FLIP_EDGE

    def steal(self, view) -> Action:
        if view.players == 2 and self.steal_params is not None:
            return best_steal(view, self.steal_params)
        t = _Turn(view, self.params, self.depth)
        g, dp, k, _ = t.line0
        _, q, c = t.best_steal(g, dp, k, sum(t.dm) + sum(t.specials))
        return steal(q, c)

    def steal_values(self, view) -> list:
        """(value, victim, card) of every candidate steal by the value model (for fitting and tests)."""
        t = _Turn(view, self.params, self.depth)
        g, dp, k, _ = t.line0
        return t.steal_values(g, dp, k, sum(t.dm) + sum(t.specials))

    def pick(self, view) -> Action:
        """The Hand-Me-Down that leaves this seat the best value as the crasher's left-hand seat starts."""
        seat, n = view.seat, view.players
        params = self.params[n, view.continues]
        from research.crashline.value_model import value

        scores, counts = view.scores(), view.pile_counts()
        deck = view.unseen_cards()
        discard = view.discard
        continues = view.continues
        pool = pool_of(deck, discard, continues)
        size = sum(len(p) for p in pool) or 1
        table = gain_table(pool)
        tops = [list(view.pile_tops(q)) for q in range(n)]
        left = len(deck) + (0 if continues else len(discard) + len(view.line) - 1)
        nxt = (view.turn_seat + 1) % n
        best = None
        for c in view.line:
            if c >= 45:
                continue
            m = c // 9
            t = tops[seat][m]
            s2, c2 = list(scores), list(counts)
            s2[seat] += _gain(t, c)
            c2[seat] += 1
            mine = list(tops[seat])
            mine[m] = max(t, c)
            pots = []
            for q in range(n):
                tq = mine if q == seat else tops[q]
                pots.append(sum(table[mm][0 if tq[mm] < 0 else tq[mm] - 9 * mm + 1] for mm in range(5)) / size)
            if left <= 0 and continues:
                v = win_share(seat, s2, c2)
            else:
                v = value(params, seat, nxt, s2, c2, pots, left)
            key = (v, c)
            if best is None or key > best:
                best = key
        return pick(best[1])
