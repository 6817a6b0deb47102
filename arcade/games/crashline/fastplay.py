"""The simulator's fastest path: a whole game played out on local variables when every seat is a plain
:class:`.bots.Kid` or :class:`.bots.Careful`. Pure.

:func:`play_out` plays exactly the game that ``state.step(bot.choose(view))`` would play, action for
action, with the same use of the state's ``random.Random`` (only the deck-out reshuffle draws from it),
and leaves the state exactly as that loop would (every field, statistics included). It is the engine's
flip, cash-in, crash, steal and Hand-Me-Down (:mod:`.turn`, :mod:`.gotnext`, :mod:`.handmedown`) written
out once more, with the bots' choices (flip or cash in, which card to steal, which card to pick) made
inline, because one game is ~100 flips and in CPython reading locals is several times cheaper than
reading a state's attributes or calling methods. ``tests/test_crashline_fastplay.py`` holds it to the
engine over thousands of games.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from .cards import POPCOUNT, shuffle
from .phases import OVER, PICK, STEAL
from .turn import add_to_pile

if TYPE_CHECKING:
    from .rules import CrashLine

_NUM = tuple(c % 9 + 1 for c in range(45))


def _repeats_in(cards: Iterable[int], mask: int) -> int:
    """How many of ``cards`` are Machine cards of a machine in ``mask``. (Out of :func:`play_out`: a
    generator there would turn its locals into closure cells, slower to read in the hot loop.)"""
    count = 0
    for c in cards:
        if c < 45 and mask >> (c // 9) & 1:
            count += 1
    return count


def _bank(line: Iterable[int], pile: list[list[int]], top: list[int], discard: list[int]) -> tuple[int, int]:
    """Cash ``line`` into one seat's score pile (``pile``: five lists, ``top``: best card per machine);
    1-UPs go to ``discard``. Returns (points gained, cards banked): ``turn.cash_in``."""
    gain = banked = 0
    for c in line:
        if c < 45:
            m = c // 9
            t = top[m]
            if t < 0:
                gain += c % 9 + 1
                top[m] = c
            elif c > t:
                gain += c - t + 1
                top[m] = c
            else:
                gain += 1
            pile[m].append(c)
            banked += 1
        else:
            discard.append(c)
    return gain, banked


def _steal(state: CrashLine, p: int, careful: bool) -> None:
    """Seat ``p`` (a Kid, or a Careful when ``careful``) steals as its bot would: ``bots.steal_from``
    over the victims its ``choose`` names; then ``gotnext.play``."""
    n = state.n
    tops, piles, score, count = state.tops, state.piles, state.score, state.pile_count
    mine = tops[p]
    if careful:  # bots.leader, then the seat with most cards if the leader has none
        victim, key = -1, None  # key: (score, cards) of the leader so far
        for i in range(1, n):
            q = (p + i) % n
            k = (score[q], count[q])
            if key is None or k > key:
                victim, key = q, k
        if not count[victim]:  # the first seat (from seat 0) with most cards
            most = -1
            for q in range(n):
                if q != p and count[q] > most:
                    victim, most = q, count[q]
        victims: Sequence[int] = (victim,)
    else:
        victims = [*range(p + 1, n), *range(p)]  # every rival, from the seat on p's left
    best, bq, bc = -1, -1, -1  # every candidate is worth at least 1
    for q in victims:
        theirs = piles[q]
        for c in tops[q]:  # each machine's best card (-1: none of that machine)
            if c < 0:
                continue
            t = mine[c // 9]
            value = c % 9 + 1 if t < 0 else (c - t + 1 if c > t else 1)
            if careful:
                cards = theirs[c // 9]
                value += c % 9 + 1 if len(cards) == 1 else c - sorted(cards)[-2] + 1
            if value > best or (value == best and q == bq and c > bc):
                best, bq, bc = value, q, c
    cards = piles[bq][bc // 9]
    lost = bc % 9 + 1 if len(cards) == 1 else bc - sorted(cards)[-2] + 1
    score[bq] -= lost
    cards.remove(bc)
    tops[bq][bc // 9] = max(cards) if cards else -1
    count[bq] -= 1
    add_to_pile(state, p, bc)


def _pick(state: CrashLine, picker: int, line: list[int]) -> None:
    """The Hand-Me-Down as ``bots.best_pick`` chooses it (most points, then the higher card), taken out
    of ``line`` into ``picker``'s pile: ``handmedown.play`` before the line is discarded."""
    top = state.tops[picker]
    best: tuple[int, int] | None = None
    for c in line:
        if c < 45:
            t = top[c // 9]
            key = (c % 9 + 1 if t < 0 else (c - t + 1 if c > t else 1), c)
            if best is None or key > best:
                best = key
    if best is None:  # the state's checks keep a Machine card in every crashed line
        raise ValueError("a Hand-Me-Down from a line without a Machine card")
    c = best[1]
    line.remove(c)
    add_to_pile(state, picker, c)


def play_out(state: CrashLine, careful: Sequence[float | None], kid_stop: Sequence[int]) -> None:
    """Play ``state`` to GAME OVER. Seat ``q`` is a Careful with threshold ``careful[q]`` or, where that
    is None, a Kid that cashes in at ``kid_stop[q]`` machines (``bots.play_to_end`` checks the bots)."""
    phase = state.phase
    if phase == OVER:
        return
    n = state.n
    rng = state.rng
    deck, discard, dm = state.deck, state.discard, state.deck_machine
    piles, tops, score, pile_count = state.piles, state.tops, state.score, state.pile_count
    crashes, perfects, turns, saves_used, steals = (
        state.crashes,
        state.perfects,
        state.turns,
        state.saves_used,
        state.steals,
    )
    kid_mode = state.kid
    popcount = POPCOUNT
    p = state.cur
    line, mask, repeats, oneups = state.line, state.line_mask, state.repeats, state.oneups
    free_save, forced, flips, continues = state.free_save, state.forced, state.flips, state.continues
    nxt = -1
    if phase == STEAL:
        _steal(state, p, careful[p] is not None)
    elif phase == PICK:
        _pick(state, state.picker, line)
        state.picker = -1
        discard += line
        nxt = (p + 1) % n
    while True:
        if nxt >= 0:  # a new turn: turn.start_turn
            p = nxt
            nxt = -1
            line = []
            mask = repeats = oneups = forced = flips = 0
            free_save = kid_mode[p]
            turns[p] += 1
        threshold = careful[p]
        stop = kid_stop[p]
        while True:  # the seat's decisions and flips until its turn ends
            if not deck and continues:  # turn.game_over_if_out: the reshuffled deck ran out, GAME OVER
                gain, banked = _bank(line, piles[p], tops[p], discard)
                score[p] += gain
                pile_count[p] += banked
                state.cur, state.phase, state.line, state.line_mask = p, OVER, [], 0
                state.repeats, state.oneups, state.free_save = 0, 0, free_save
                state.forced, state.flips, state.continues = forced, flips, continues
                state.discard = discard
                return
            if flips and not forced:
                if threshold is None:  # Kid.choose: cash in at its stop
                    cash = popcount[mask] >= stop
                elif free_save or oneups:  # Careful.choose: cash in past the crash chance
                    cash = 0.0 > threshold
                elif deck:
                    cash = repeats / len(deck) > threshold
                elif continues or not discard:
                    cash = 0.0 > threshold
                else:  # the next flip reshuffles the discard pile first
                    cash = _repeats_in(discard, mask) / len(discard) > threshold
                if cash:
                    gain, banked = _bank(line, piles[p], tops[p], discard)
                    score[p] += gain
                    pile_count[p] += banked
                    nxt = (p + 1) % n
                    break
            # FLIP: turn.flip
            if not deck:  # (the second time ended the game above)
                continues = 1  # CONTINUE?: the discard pile is the new deck
                deck.extend(discard)
                discard = []
                shuffle(rng, deck)
                dm[:] = (0, 0, 0, 0, 0)
                for c in deck:
                    if c < 45:
                        dm[c // 9] += 1
                repeats = 0
                for m in range(5):
                    if mask >> m & 1:
                        repeats += dm[m]
            c = deck.pop()
            flips += 1
            if forced:
                forced -= 1
            if c < 45:
                m = c // 9
                left = dm[m] - 1
                dm[m] = left
                bit = 1 << m
                if not mask & bit:  # a new machine for the line
                    line.append(c)
                    mask |= bit
                    repeats += left
                    if mask == 31:  # PERFECT RUN: cashed in, and another turn
                        perfects[p] += 1
                        gain, banked = _bank(line, piles[p], tops[p], discard)
                        score[p] += gain
                        pile_count[p] += banked
                        nxt = p
                        break
                    continue
                repeats -= 1  # a repeat: the free save, a 1-UP, or a crash
                if free_save:
                    free_save = False
                    discard.append(c)
                    saves_used[p] += 1
                    continue
                if oneups:
                    for i, x in enumerate(line):
                        if x >= 45:
                            del line[i]
                            break
                    oneups -= 1
                    discard.append(x)
                    discard.append(c)
                    saves_used[p] += 1
                    continue
                line.append(c)  # CRASH
                crashes[p] += 1
                best, fewest = -1, pile_count[p]
                for i in range(1, n):
                    q = (p + i) % n
                    if pile_count[q] < fewest:
                        best, fewest = q, pile_count[q]
                if best >= 0:
                    _pick(state, best, line)
                discard += line
                nxt = (p + 1) % n
                break
            if c < 49:  # 1-UP
                line.append(c)
                oneups += 1
                continue
            discard.append(c)
            if c < 52:  # GLITCH!: two more flips owed
                forced = 2
                continue
            if sum(pile_count) > pile_count[p]:  # I GOT NEXT!, when a rival has a card
                steals[p] += 1
                _steal(state, p, threshold is not None)
