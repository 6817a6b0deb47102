"""The Shark's policy: a card counter's rule of thumb, overruled when a search over the rest of the turn,
scored by a model of the chance to win, clearly disagrees. Pure; reads one seat's view only.

Everything here reads only one seat's view (``TableView``): the line, the deck's composition (public:
every other card is face up), the score piles, the discard pile and whose turn it is.

**Rule of thumb.** Flip while the exact crash chance of the next flip is at most ``threshold`` (0.35;
heads-up ``threshold2``, 0.30).
Self-play showed this simple rule is hard to beat: lines of equal size win about equally often whatever
their points, because later cards of a machine dilute a high card's lead and the catch-up rules (steals
aim at the leader, Hand-Me-Downs go to the smallest pile) pull scores together.

**Win model.** At the end of the game each player's score is today's score plus, for every turn they still
get, a per-turn gain with mean ``mu`` and spread ``sd`` (fitted from Careful games). Turns left come from
the cards left before GAME OVER (the deck, plus before CONTINUE? the discard pile and the share
``recycle`` of the deck that will join it) over ``cards_per_turn``, shared out in seat order; flips made
this turn use cards up. After CONTINUE? nobody can gain more than the deck's cards are worth to them, which
caps the gain. The chance to beat each opponent is a logistic tail (heavier than a normal one) given the
seat's own future gain, integrated by Gauss-Hermite quadrature.

**Search.** From the current line it looks ``depth`` flips ahead over the exact composition of the deck:
each machine not in the line (with the average points its unseen cards would add), a repeat (a crash, or
a save while a 1-UP is held), a 1-UP, a GLITCH! (two forced flips) and an I GOT NEXT! (the best steal).
Leaves are scored with the win model: cashing in banks the line, a crash hands a card to the
Hand-Me-Down picker, a PERFECT RUN banks and adds a turn, running out of cards after CONTINUE? ends the
game with the line cashed in. When the search's verdict differs from the rule of thumb by more than
``margin`` in chance to win, the search decides: mostly near the end, where the rule cannot see that a
lead is safe or that only a push can still win.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from arcade.games.crashline.cards import ALL_MACHINES_MASK
from arcade.games.crashline.rules import gain_of, loss_of

SQRT2 = math.sqrt(2.0)

# Gauss-Hermite nodes and weights for a standard normal variable (probabilists' form), 6 points.
GAUSS_HERMITE = (
    (-3.324257433552119, 0.002555784402056249),
    (-1.889175877753711, 0.08861574604191453),
    (-0.6167065901925942, 0.4088284695560293),
    (0.6167065901925942, 0.4088284695560293),
    (1.889175877753711, 0.08861574604191453),
    (3.324257433552119, 0.002555784402056249),
)


@dataclass(frozen=True)
class Params:
    """The fitted parameters of the win model and the search (defaults: the shipped Shark)."""

    mu4: float = 7.9  # mean points a player adds per turn, 3+ players
    mu2: float = 6.0  # ... heads-up
    sd: float = 6.6  # spread of one turn's points
    cards_per_turn: float = 3.9  # flips per turn
    recycle: float = 0.39  # share of today's deck that will be in the discard pile at CONTINUE?
    tie: float = 0.5  # spread added so equal scores give a 50% edge, not a step
    depth: int = 3  # flips looked ahead within the turn
    lam: float = 1.0  # weight of a card's points above a ticket (later cards dilute them)
    threshold: float = 0.35  # the card counter's rule: cash in once the crash chance passes this
    threshold2: float = 0.30  # ... heads-up (0.35 lost there: 47.5% against a Careful over 10,000 games)
    margin: float = 0.10  # ... unless the search says the other choice wins this much more often
    margin2: float = 0.35  # ... heads-up (the model did not help there: 0.10 lost 1.2 points)


DEFAULT = Params()


def _phi(z: float) -> float:
    """A logistic stand-in for the normal CDF: the same slope at 0, heavier tails (comebacks happen more
    often than a normal tail says) and no underflow, so even a long shot compares with a longer one."""
    if z < -400.0:
        z = -400.0
    return 1.0 / (1.0 + math.exp(-1.702 * z))


class WinModel:
    """Chance that ``seat`` wins, from the banked scores, the cards left before GAME OVER and seat order."""

    __slots__ = ("seat", "n", "scores", "mu", "sd", "tie", "cards", "cpt", "acting", "caps", "cache")

    def __init__(self, view, seat: int, params: Params = DEFAULT) -> None:
        n = view.players
        self.seat, self.n = seat, n
        self.mu = params.mu2 if n == 2 else params.mu4
        self.sd, self.tie = params.sd, params.tie
        self.scores = view.scores()
        deck = view.deck_count
        self.cards = deck if view.continues else deck + len(view.discard) + params.recycle * deck
        self.cpt = params.cards_per_turn
        self.acting = view.turn_seat
        # On the last pass (after CONTINUE?) nobody can gain more than the deck's cards are worth to them.
        self.caps = None
        if view.continues:
            unseen = [c for c in view.unseen_cards() if c < 45]
            self.caps = []
            for q in range(n):
                pile = view.pile(q)
                self.caps.append(sum(gain_of(pile[c // 9], c) for c in unseen))
        self.cache: dict = {}

    def future(self, q: int, turns: float) -> tuple:
        """(mean, spread) of the points seat ``q`` adds in ``turns`` more turns."""
        mean, spread = self.mu * turns, self.sd * math.sqrt(turns)
        if self.caps is not None and mean > 0.5 * self.caps[q]:
            # Half the cards' worth on average, all of it two spreads above: the cap bounds the tail.
            mean, spread = 0.5 * self.caps[q], min(spread, 0.25 * self.caps[q])
        return mean, spread

    def turns_left(self, q: int, used: float) -> float:
        """Turns seat ``q`` still starts after the acting seat's turn ends, ``used`` more cards flipped."""
        turns = max(0.0, self.cards - used) / self.cpt
        k = (q - self.acting) % self.n or self.n
        first = turns - (k - 1)
        if first <= 0.0:
            return 0.0
        full, part = divmod(first, self.n)
        return full + min(part, 1.0)

    def win(self, score: float, used: float = 0.0, bump: tuple = (), extra: float = 0.0, final: bool = False) -> float:
        """Chance to win with ``score`` banked when the current turn ends after ``used`` more flips;
        ``bump``: (seat, points) pairs added to opponents (a Hand-Me-Down, a steal's loss); ``extra``:
        own turns added (a PERFECT RUN); ``final``: GAME OVER now. The seat's own future gain is one
        normal variable shared by every comparison (Gauss-Hermite quadrature); given it, the opponents'
        finals are independent."""
        key = (score, used, bump, extra, final)
        got = self.cache.get(key)
        if got is not None:
            return got
        tie = self.tie
        seat = self.seat
        t_me = 0.0 if final else self.turns_left(seat, used) + extra
        opp = []
        for q in range(self.n):
            if q == seat:
                continue
            o = self.scores[q]
            for who, delta in bump:
                if who == q:
                    o += delta
            t = 0.0 if final else self.turns_left(q, used)
            gain, spread = self.future(q, t)
            opp.append((o + gain, spread + tie))
        gain, spread = self.future(seat, t_me)
        centre = score + gain
        total = 0.0
        for x, w in GAUSS_HERMITE if spread > 0.0 else ((0.0, 1.0),):
            mine = centre + spread * x
            p = w
            for mean, s in opp:
                p *= _phi((mine - mean) / s)
            total += p
        self.cache[key] = total
        return total


def line_gain(view, seat: int, lam: float = 1.0) -> float:
    """Points the line would add to ``seat``'s score pile if cashed in now (with ``lam`` < 1, the points
    above a ticket count only that much: later cards of the machine would dilute them)."""
    pile = view.pile(seat)
    return sum(1.0 + lam * (gain_of(pile[c // 9], c) - 1) for c in view.line if c < 45)


def hand_me_down(view, seat: int, extra_card: float) -> tuple:
    """((picker, points),) if ``seat`` crashed now: the seat with fewest cards, if fewer than ``seat``'s,
    takes the line card worth most to it (``extra_card``: what the crashing card would be worth)."""
    counts = view.pile_counts()
    n = view.players
    best, fewest = -1, counts[seat]
    for i in range(1, n):
        q = (seat + i) % n
        if counts[q] < fewest:
            best, fewest = q, counts[q]
    if best < 0:
        return ()
    pile = view.pile(best)
    gains = [gain_of(pile[c // 9], c) for c in view.line if c < 45]
    return ((best, max(gains + [extra_card])),)


def steal_options(view, seat: int):
    """(victim, card, own gain, victim's loss) for each victim machine's top card (a lower card of the same
    machine gains and costs no more)."""
    mine = view.pile(seat)
    for q in range(view.players):
        if q == seat:
            continue
        theirs = view.pile(q)
        for m in range(5):
            cards = theirs[m]
            if cards:
                c = max(cards)
                yield q, c, gain_of(mine[m], c), loss_of(cards, c)


class TurnSearch:
    """Expectimax over the rest of the current turn from the acting seat's view."""

    def __init__(self, view, params: Params = DEFAULT) -> None:
        seat = view.seat
        self.params = params
        self.model = model = WinModel(view, seat, params)
        self.base = view.scores()[seat]
        self.continues = view.continues
        pile = view.pile(seat)
        unseen = view.unseen_cards()
        if not unseen and not view.continues:  # the next flip reshuffles the discard pile
            unseen = sorted(view.discard)
            self.continues = 1
        self.n0 = len(unseen)
        counts = [0] * 5
        gains = [0.0] * 5
        specials = [0, 0, 0]  # 1-UP, GLITCH!, I GOT NEXT!
        for c in unseen:
            if c < 45:
                m = c // 9
                counts[m] += 1
                gains[m] += 1.0 + params.lam * (gain_of(pile[m], c) - 1)
            else:
                specials[0 if c < 49 else 1 if c < 52 else 2] += 1
        self.counts = counts
        self.gains = [g / k if k else 0.0 for g, k in zip(gains, counts)]
        self.ones, self.glitches, self.nexts = specials
        self.mask0 = view.line_mask
        self.g0 = line_gain(view, seat, params.lam)
        self.saves0 = view.oneups + (1 if view.free_save else 0)
        self.hmd = hand_me_down(view, seat, 1)
        # An I GOT NEXT! flipped later in the turn: the steal that is best now (banked at once).
        self.steal = None
        if self.nexts:
            best = None
            for q, _c, gain, loss in steal_options(view, seat):
                value = model.win(self.base + self.g0 + gain, 0.0, ((q, -loss),))
                if best is None or value > best[0]:
                    best = (value, q, gain, loss)
            if best is not None:
                self.steal = best[1:]
        self.memo: dict = {}

    # ------------------------------------------------------------------ leaves
    def _bump(self, steals: int, crash: bool) -> tuple:
        bump = self.hmd if crash else ()
        if steals and self.steal:
            bump = bump + ((self.steal[0], -self.steal[2] * steals),)
        return bump

    def _stolen(self, steals: int) -> float:
        return self.steal[1] * steals if steals and self.steal else 0.0

    def cash_value(self, g: float, steals: int, used: int, final: bool = False) -> float:
        return self.model.win(
            self.base + round(g + self._stolen(steals), 2), used, self._bump(steals, False), 0.0, final
        )

    def crash_value(self, steals: int, used: int) -> float:
        return self.model.win(self.base + self._stolen(steals), used, self._bump(steals, True))

    # ------------------------------------------------------------------ search
    def values(self) -> tuple:
        """(cash in now, flip again) for the current line."""
        cash = self.cash_value(self.g0, 0, 0)
        flip = self.flip_value(self.mask0, self.g0, self.saves0, 0, 0, 0)
        return cash, flip

    def decide_flip(self, crash_chance: float) -> bool:
        """True to flip again (the seat may cash in). The card counter's rule (flip while the crash chance
        is at most ``threshold``) stands unless the search finds the other choice better by ``margin``
        in chance to win: the win model is rough, so only its clear verdicts are trusted."""
        params = self.params
        two = self.model.n == 2
        default = crash_chance <= (params.threshold2 if two else params.threshold)
        margin = params.margin2 if two else params.margin
        cash, flip = self.values()
        if default:
            return not cash - flip > margin
        return flip - cash > margin

    def node(self, mask: int, g: float, saves: int, forced: int, depth: int, steals: int) -> float:
        """Value after a flip that left this line (cash in allowed unless ``forced``)."""
        key = (mask, saves, forced, depth, steals)
        got = self.memo.get(key)
        if got is not None:
            return got
        leaf = depth >= self.params.depth
        if leaf and not forced:
            value = self.cash_value(g, steals, depth)
        else:
            value = self.flip_value(mask, g, saves, forced, depth, steals, leaf)
            if not forced:
                value = max(value, self.cash_value(g, steals, depth))
        self.memo[key] = value
        return value

    def flip_value(
        self, mask: int, g: float, saves: int, forced: int, depth: int, steals: int, leaf: bool = False
    ) -> float:
        if self.n0 - depth <= 0:  # out of cards: GAME OVER cashes the line in
            return self.cash_value(g, steals, depth, final=bool(self.continues))
        new = mask & ~self.mask0
        counts = self.counts
        nf = forced - 1 if forced > 0 else 0
        d = depth + 1
        total = 0.0
        weight = 0
        repeat = 0
        for m in range(5):
            k = counts[m] - (new >> m & 1)
            if k <= 0:
                continue
            weight += k
            if mask >> m & 1:
                repeat += k
                continue
            g2 = g + self.gains[m]
            mask2 = mask | (1 << m)
            if mask2 == ALL_MACHINES_MASK:  # PERFECT RUN: bank it and play another turn
                total += k * self.model.win(
                    self.base + round(g2 + self._stolen(steals), 2), d, self._bump(steals, False), 1.0
                )
            elif leaf:
                total += k * self.cash_value(g2, steals, d)
            else:
                total += k * self.node(mask2, g2, saves, nf, d, steals)
        if repeat:
            if saves:
                total += repeat * (
                    self.cash_value(g, steals, d) if leaf else self.node(mask, g, saves - 1, nf, d, steals)
                )
            else:
                total += repeat * self.crash_value(steals, d)
        others = self.ones + self.glitches + self.nexts
        if others:
            weight += others
            if leaf:
                total += others * self.cash_value(g, steals, d)
            else:
                if self.ones:
                    total += self.ones * self.node(mask, g, min(saves + 1, 3), nf, d, steals)
                if self.glitches:
                    total += self.glitches * self.node(mask, g, saves, 2, d, steals)
                if self.nexts:
                    total += self.nexts * self.node(mask, g, saves, nf, d, min(steals + 1, 2))
        return total / weight if weight else self.cash_value(g, steals, depth)


def choose_flip(view, params: Params = DEFAULT) -> bool:
    """The Shark's FLIP AGAIN / CASH IN choice for the acting seat's view (it may cash in now)."""
    return TurnSearch(view, params).decide_flip(view.crash_chance())


def steal_choice(view, params: Params = DEFAULT) -> tuple:
    """(victim, card) of the steal that leaves the best chance to win: own gain and the victim's loss
    (which counts most against whoever is ahead). Ties: more points moved, then the higher card."""
    seat = view.seat
    model = WinModel(view, seat, params)
    base = view.scores()[seat] + line_gain(view, seat)  # the line is likely to be banked
    best = None
    for q, c, gain, loss in steal_options(view, seat):
        key = (model.win(base + gain, 0.0, ((q, -loss),)), gain + loss, c)
        if best is None or key > best[0]:
            best = (key, q, c)
    return best[1], best[2]


def pick_choice(view) -> int:
    """The Hand-Me-Down card worth most to the picking seat (ties: the higher card)."""
    pile = view.pile(view.seat)
    return max((gain_of(pile[c // 9], c), c) for c in view.line if c < 45)[1]
