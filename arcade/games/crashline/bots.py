"""Computer players for Crash Line. Pure: they read only a seat's ``TableView`` and return an ``Action``.

- :class:`Kid` cashes in at 3 Machine cards in the line (Kid mode's free save is the rules' job).
- :class:`Careful` counts cards: it cashes in once the exact chance that the next flip crashes, from the
  cards it has seen, passes its threshold; it steals from the leader.
- :class:`Shark` (in :mod:`.shark`) plans each turn by expectimax over the unseen cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

from .cards import MACH, NUM, POPCOUNT, is_machine
from .fastplay import play_out
from .rules import CASH, FLIP, OVER, PICK, STEAL, TURN, Action, CrashLine, gain_of, loss_of, pick, steal
from .view import TableView

Chooser = Callable[[TableView], Action]
"""How a seat decides: its view in, its action out (a bot's bound ``choose``)."""


class Bot(Protocol):
    """Any computer player: it reads one seat's view and names one of its legal actions."""

    def choose(self, view: TableView) -> Action: ...


def best_pick(view: TableView, seat: int) -> Action:
    """The Hand-Me-Down card worth most to ``seat`` (ties: the higher card)."""
    tops = view.pile_tops(seat)
    best: tuple[int, int] | None = None
    for c in view.line:
        if is_machine(c):
            top = tops[MACH[c]]
            key = (NUM[c] if top < 0 else (c - top + 1 if c > top else 1), c)
            if best is None or key > best:
                best = key
    if best is None:
        raise ValueError("no Machine card in the line to pick")
    return pick(best[1])


def leader(
    view: TableView, exclude: int, scores: Sequence[int] | None = None, counts: Sequence[int] | None = None
) -> int:
    """The seat (other than ``exclude``) with the best score, then most cards, then closest to the left.
    (``scores``/``counts``: the view's, when the caller has them already.)"""
    n = view.players
    if scores is None or counts is None:
        scores, counts = view.scores(), view.pile_counts()
    best, best_key = -1, None
    for i in range(1, n):
        q = (exclude + i) % n
        key = (scores[q], counts[q])
        if best_key is None or key > best_key:  # strict: a tie stays with the seat closer on the left
            best, best_key = q, key
    return best


def steal_value(mine: Sequence[int], theirs: Sequence[int], card: int, hurt: float) -> float:
    """Points gained from stealing ``card`` (``mine``/``theirs``: that machine's cards in each score pile)
    plus ``hurt`` times the points the victim loses."""
    return gain_of(mine, card) + hurt * loss_of(theirs, card)


def steal_from(view: TableView, seat: int, victims: Iterable[int], hurt: float) -> Action:
    """The best steal from ``victims`` by :func:`steal_value` (ties: earlier victim, higher card).

    Only each machine's top card is a candidate: it gains at least as much as any lower card of that
    machine, and its loss to the victim is at least 1, which is all a lower card costs them. The gain and
    the loss are worked out here in one pass (this runs in every simulated game).
    """
    tops = view.pile_tops(seat)
    best_value: float | None = None
    bq = bc = -1
    for q in victims:
        theirs = view.pile(q)
        for m in range(5):
            cards = theirs[m]
            if not cards:
                continue
            c = max(cards)
            top = tops[m]
            value: float = NUM[c] if top < 0 else (c - top + 1 if c > top else 1)
            if hurt:
                value += hurt * (NUM[c] if len(cards) == 1 else c - sorted(cards)[-2] + 1)
            # ties: the earlier victim (victims come in order), then the higher card
            if best_value is None or value > best_value or (value == best_value and q == bq and c > bc):
                best_value, bq, bc = value, q, c
    return steal(bq, bc)


class Kid:
    """Flips until 3 Machine cards are in the line, then cashes in."""

    name = "kid"
    instant = True  # decides in microseconds: the scene asks on the main thread

    def __init__(self, stop_at: int = 3, seed: int = 0) -> None:
        self.stop_at = stop_at
        self.rng = random.Random(seed)  # the bot protocol's own generator (its choices use no chance)

    def choose(self, view: TableView) -> Action:
        if view.can_cash():
            return CASH if POPCOUNT[view.line_mask] >= self.stop_at else FLIP
        phase = view.phase
        if phase == TURN:
            return FLIP
        if phase == STEAL:
            seat = view.seat
            return steal_from(view, seat, [*range(seat + 1, view.players), *range(seat)], hurt=0.0)
        if phase == PICK:
            return best_pick(view, view.seat)
        raise ValueError("the game is over")


class Careful:
    """Cashes in once the exact crash chance of the next flip passes ``threshold``; steals from the leader."""

    name = "careful"
    instant = True
    DEFAULT_THRESHOLD = 0.30

    def __init__(self, threshold: float = DEFAULT_THRESHOLD, seed: int = 0) -> None:
        self.threshold = threshold
        self.rng = random.Random(seed)  # the bot protocol's own generator (its choices use no chance)

    def choose(self, view: TableView) -> Action:
        chance = view.cash_option()
        if chance >= 0.0:
            return CASH if chance > self.threshold else FLIP
        phase = view.phase
        if phase == TURN:
            return FLIP
        if phase == STEAL:
            seat = view.seat
            counts = view.pile_counts()
            top = leader(view, seat, view.scores(), counts)
            if not counts[top]:  # the first seat (from seat 0) with the most cards
                top = max([*range(seat), *range(seat + 1, view.players)], key=counts.__getitem__)
            return steal_from(view, seat, [top], hurt=1.0)
        if phase == PICK:
            return best_pick(view, view.seat)
        raise ValueError("the game is over")


def play_to_end(state: CrashLine, choose: Sequence[Chooser]) -> None:
    """Play ``state`` to its end, seat ``p`` choosing with ``choose[p](view)``: the hot loop of the
    simulator and of the Shark's rollouts.

    It plays through ``state.step`` (no event objects). When FLIP is the only legal action it is played
    without asking the seat. Seats choosing with a plain :class:`Kid` or :class:`Careful` have their
    flip-or-cash test made here inline, exactly as their ``choose`` would (a view is a copy, so one is
    made only when a seat is asked). When every seat is a plain Kid or Careful the whole game is played by
    :func:`.fastplay.play_out` (the same game, on local variables)."""
    n = state.n
    careful: list[float | None] = [None] * n
    kid = [0] * n
    lean = True
    for q, f in enumerate(choose):
        bot, func = getattr(f, "__self__", None), getattr(f, "__func__", None)  # a bound method's bot
        if type(bot) is Careful and func is Careful.choose:
            careful[q] = bot.threshold
        elif type(bot) is Kid and func is Kid.choose:
            kid[q] = bot.stop_at
        else:
            lean = False
    if lean:
        play_out(state, careful, kid)  # every seat a plain Kid or Careful: the whole game on locals
        return
    step, flip, cash, view = state.step, state.step_flip, state.step_cash, state.view
    turn, over = TURN, OVER
    while True:
        phase = state.phase
        if phase == turn:
            p = state.cur
            threshold = careful[p]
            if threshold is not None:
                # Careful's turn: its test before every flip it may refuse, until the turn ends.
                while True:
                    if state.flips and not state.forced:
                        if state.free_save or state.oneups:
                            chance = 0.0
                        else:
                            deck_n = len(state.deck)
                            chance = state.repeats / deck_n if deck_n else state.repeat_chance()
                        if chance > threshold:
                            cash()
                            break
                    if not flip():
                        break
                continue
            stop = kid[p]
            if stop:
                while True:
                    if state.flips and not state.forced and POPCOUNT[state.line_mask] >= stop:
                        cash()
                        break
                    if not flip():
                        break
                continue
            if not state.flips or state.forced:
                flip()
                continue
        elif phase == over:
            return
        p = state.current_player()
        step(choose[p](view(p)))
