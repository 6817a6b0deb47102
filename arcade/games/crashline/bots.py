"""Computer players for Crash Line. Pure: they read only a seat's ``TableView`` and return an ``Action``.

- :class:`Kid` cashes in at 3 Machine cards in the line (Kid mode's free save is the rules' job).
- :class:`Careful` counts cards: it cashes in once the exact chance that the next flip crashes, from the
  cards it has seen, passes its threshold; it steals from the leader.
- :class:`Shark` (in :mod:`.shark`) plans each turn by expectimax over the unseen cards.
"""
from __future__ import annotations

from .cards import POPCOUNT
from .rules import CASH, FLIP, PICK, STEAL, TURN, Action, gain_of, loss_of


def best_pick(view, seat: int) -> Action:
    """The Hand-Me-Down card worth most to ``seat`` (ties: the higher card)."""
    pile = view.pile(seat)
    best = max((gain_of(pile[c // 9], c), c) for c in view.line if c < 45)
    return Action("pick", -1, best[1])


def leader(view, exclude: int) -> int:
    """The seat (other than ``exclude``) with the best score, then most cards, then closest to the left."""
    scores, counts, n = view.scores(), view.pile_counts(), view.players
    order = [(exclude + i) % n for i in range(1, n)]
    return max(order, key=lambda q: (scores[q], counts[q], -order.index(q)))


def steal_value(mine, theirs, card: int, hurt: float) -> float:
    """Points gained from stealing ``card`` (``mine``/``theirs``: that machine's cards in each score pile)
    plus ``hurt`` times the points the victim loses."""
    return gain_of(mine, card) + hurt * loss_of(theirs, card)


def steal_from(view, seat: int, victims, hurt: float) -> Action:
    """The best steal from ``victims`` by :func:`steal_value` (ties: earlier victim, higher card).

    Only each machine's top card is a candidate: it gains at least as much as any lower card of that
    machine, and its loss to the victim is at least 1, which is all a lower card costs them.
    """
    best = None
    mine = view.pile(seat)
    for rank, q in enumerate(victims):
        theirs = view.pile(q)
        for m in range(5):
            cards = theirs[m]
            if cards:
                c = max(cards)
                key = (steal_value(mine[m], cards, c, hurt), -rank, c)
                if best is None or key > best[0]:
                    best = (key, q, c)
    return Action("steal", best[1], best[2])


class Kid:
    """Flips until 3 Machine cards are in the line, then cashes in."""

    name = "kid"

    def __init__(self, stop_at: int = 3) -> None:
        self.stop_at = stop_at

    def choose(self, view) -> Action:
        if view.can_cash():
            return CASH if POPCOUNT[view.line_mask] >= self.stop_at else FLIP
        phase = view.phase
        if phase == TURN:
            return FLIP
        if phase == STEAL:
            seat = view.seat
            n = view.players
            return steal_from(view, seat, [(seat + i) % n for i in range(1, n)], hurt=0.0)
        if phase == PICK:
            return best_pick(view, view.seat)
        raise ValueError("the game is over")


class Careful:
    """Cashes in once the exact crash chance of the next flip passes ``threshold``; steals from the leader."""

    name = "careful"
    DEFAULT_THRESHOLD = 0.30

    def __init__(self, threshold: float = DEFAULT_THRESHOLD) -> None:
        self.threshold = threshold

    def choose(self, view) -> Action:
        chance = view.cash_option()
        if chance >= 0.0:
            return CASH if chance > self.threshold else FLIP
        phase = view.phase
        if phase == TURN:
            return FLIP
        if phase == STEAL:
            seat = view.seat
            counts = view.pile_counts()
            top = leader(view, seat)
            if not counts[top]:
                top = max((q for q in range(view.players) if q != seat), key=lambda q: counts[q])
            return steal_from(view, seat, [top], hurt=1.0)
        if phase == PICK:
            return best_pick(view, view.seat)
        raise ValueError("the game is over")


def play_to_end(state, choose) -> None:
    """Play ``state`` to its end, seat ``p`` choosing with ``choose[p](view)`` (views made once: they are
    live windows onto the state). The hot loop of the simulator and of the Shark's rollouts."""
    views = [state.view(q) for q in range(state.n)]
    current, apply = state.current_player, state.apply
    p = current()
    while p >= 0:
        apply(choose[p](views[p]))
        p = current()
