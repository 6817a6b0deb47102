"""The Shark: a Crash Line computer player that plans each turn by expectimax over the unseen cards.

It reads only its seat's ``TableView``. The deck's order is hidden but its contents are not (every other
card is face up), so the Shark knows the exact chance of each next card. Before each choice it solves the
rest of its turn as a small expectimax: the value of cashing in is the points the line adds to its score
pile; flipping averages, over every kind of next card, the best continuation (a new machine adds its
average gain, a repeat is saved by a 1-UP or crashes and hands a card to a rival, a GLITCH! forces two more
flips, a 1-UP adds a save, an I GOT NEXT! banks a steal, a PERFECT RUN adds another turn). On the last
pass through the deck, running out ends the game with an automatic cash-in, which the plan knows.

Steals take the card that adds most to its own score plus what it takes from the leader; the Hand-Me-Down
takes the card worth most to it.
"""
from __future__ import annotations

from .bots import best_pick, leader
from .cards import POPCOUNT
from .rules import CASH, FLIP, PICK, STEAL, TURN, Action, gain_of, loss_of

KCAP = 12
"""Planning horizon in cards flipped this turn (beyond it the line is valued as cashed in)."""


class Shark:
    """Expectimax over the unseen cards for flip-or-cash; steals that help itself and hurt the leader."""

    name = "shark"

    def __init__(self, perfect_bonus: float = 6.0, rival_weight: float = 0.35, leader_weight: float = 1.0,
                 margin: float = 0.0) -> None:
        self.perfect_bonus = perfect_bonus
        self.rival_weight = rival_weight      # how much a rival's gain from a Hand-Me-Down costs us
        self.leader_weight = leader_weight    # how much the leader's loss from a steal is worth to us
        self.margin = margin                  # extra expected points a flip must promise over cashing in

    # ------------------------------------------------------------------ choices
    def choose(self, view) -> Action:
        phase = view.phase
        if phase == TURN:
            if not view.can_cash():
                return FLIP
            cash, flip = self.turn_values(view)
            return FLIP if flip > cash + self.margin else CASH
        if phase == STEAL:
            return self.best_steal(view)[0]
        if phase == PICK:
            return best_pick(view, view.seat)
        raise ValueError("the game is over")

    def best_steal(self, view):
        """(action, value) of the steal worth most: own gain plus weighted loss to the victim."""
        seat, n = view.seat, view.players
        top = leader(view, seat)
        mine = view.pile(seat)
        best = None
        for q in range(n):
            if q == seat:
                continue
            w = self.leader_weight if q == top else self.rival_weight
            theirs = view.pile(q)
            for m in range(5):
                cards = theirs[m]
                if cards:
                    c = max(cards)       # a machine's top card beats its lower cards on both counts
                    value = gain_of(mine[m], c) + w * loss_of(cards, c)
                    if best is None or value > best[1]:
                        best = (Action("steal", q, c), value)
        return best if best else (None, 0.0)

    # ------------------------------------------------------------------ the turn plan
    def turn_values(self, view) -> tuple[float, float]:
        """(points from cashing in now, expected points from flipping and then playing on well)."""
        seat = view.seat
        pile = view.pile(seat)
        unseen = view.unseen_cards()
        left0 = len(unseen)
        endgame = view.continues == 1
        if not left0:
            if endgame:
                # The next flip is GAME OVER, which cashes in anyway.
                line_gain = sum(gain_of(pile[c // 9], c) for c in view.line if c < 45)
                return float(line_gain), float(line_gain)
            unseen = sorted(view.discard)     # the next flip reshuffles the discard pile first
            left0 = len(unseen)
        u = [0] * 5
        gsum = [0] * 5
        u1 = ug = un = 0
        for c in unseen:
            if c < 45:
                m = c // 9
                u[m] += 1
                gsum[m] += gain_of(pile[m], c)
            elif c < 49:
                u1 += 1
            elif c < 52:
                ug += 1
            else:
                un += 1
        eg = [gsum[m] / u[m] if u[m] else 0.0 for m in range(5)]
        line = view.line
        mask0 = view.line_mask
        acc0 = float(sum(gain_of(pile[c // 9], c) for c in line if c < 45))
        saves0 = view.oneups + (1 if view.free_save else 0)
        forced0 = view.forced

        steal_value = self._steal_value_estimate(view)
        crash_cost = self._crash_cost(view, eg)
        bonus = self.perfect_bonus
        memo: dict = {}

        def acc(mask: int) -> float:
            total = acc0
            new = mask ^ mask0
            for m in range(5):
                if new >> m & 1:
                    total += eg[m]
            return total

        def value(mask, saves, forced, n1, ng, nn, r):
            """Best expected points from this point of the turn (after a flip, choosing freely)."""
            f = flip_value(mask, saves, forced, n1, ng, nn, r)
            if forced:
                return f
            a = acc(mask)
            return f if f > a else a

        def flip_value(mask, saves, forced, n1, ng, nn, r):
            key = (mask, saves, forced, n1, ng, nn, r)
            got = memo.get(key)
            if got is not None:
                return got
            new = mask ^ mask0
            k = POPCOUNT[new] + n1 + ng + nn + r
            left = left0 - k
            if left <= 0 or k >= KCAP:
                # Deck out: on the last pass GAME OVER cashes in; otherwise stop planning here.
                result = acc(mask)
                memo[key] = result
                return result
            nf = forced - 1 if forced else 0
            total = 0.0
            for m in range(5):
                um = u[m] - (new >> m & 1)
                if um <= 0:
                    continue
                p = um / left
                if mask >> m & 1:
                    if saves:
                        total += p * value(mask, saves - 1, nf, n1, ng, nn, r + 1)
                    else:
                        total -= p * crash_cost
                else:
                    nm = mask | (1 << m)
                    if nm == 31:
                        total += p * (acc(nm) + bonus)
                    else:
                        total += p * value(nm, saves, nf, n1, ng, nn, r)
            if u1 > n1:
                total += (u1 - n1) / left * value(mask, saves + 1, nf, n1 + 1, ng, nn, r)
            if ug > ng:
                total += (ug - ng) / left * value(mask, saves, 2, n1, ng + 1, nn, r)
            if un > nn:
                total += (un - nn) / left * (steal_value + value(mask, saves, nf, n1, ng, nn + 1, r))
            memo[key] = total
            return total

        flip = flip_value(mask0, saves0, forced0, 0, 0, 0, 0)
        if endgame and left0 <= 1:
            flip = max(flip, acc0)
        return acc0, flip

    def _steal_value_estimate(self, view) -> float:
        return self.best_steal(view)[1]

    def _crash_cost(self, view, eg) -> float:
        """What a crash hands to a rival: the best line card's worth to the Hand-Me-Down picker."""
        seat, n = view.seat, view.players
        counts = view.pile_counts()
        picker, fewest = -1, counts[seat]
        for i in range(1, n):
            q = (seat + i) % n
            if counts[q] < fewest:
                picker, fewest = q, counts[q]
        if picker < 0:
            return 0.0
        theirs = view.pile(picker)
        best = max([gain_of(theirs[c // 9], c) for c in view.line if c < 45] + [max(eg)])
        return self.rival_weight * best
