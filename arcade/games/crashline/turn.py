"""Crash Line's TURN phase: the acting seat flips cards into its Play Line or cashes it in. Pure.

Functions over a :class:`.rules.CrashLine`'s data: which actions the phase allows, playing one, and what a
flip leads to (a new machine for the line, a repeat saved or crashed, a special card, PERFECT RUN,
CONTINUE? and GAME OVER when the deck runs out). A crash hands the phase to the Hand-Me-Down (PICK) and
I GOT NEXT! to the steal (STEAL); their own modules play those. ``ev`` is the list a move's events go
to, or None on the lean path that makes none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.rules import Event, IllegalAction

from .actions import CASH, FLIP, Action
from .cards import ALL_MACHINES_MASK, GLITCH, KIND, MACH, MACHINE_CARDS, N_MACHINES, NUM, ONE_UP, shuffle
from .events import (
    CashedIn,
    Continued,
    Crashed,
    Flipped,
    GameOver,
    Glitched,
    GotNext,
    HandMeDownOffered,
    LineDiscarded,
    PerfectRun,
    Saved,
    TurnStarted,
)
from .phases import OVER, PHASE_NAMES, PICK, STEAL, TURN

if TYPE_CHECKING:
    from .rules import CrashLine

EventLog = list[Event] | None
"""Where a move's events go: a list, or None on the lean path that makes none."""

MACHINE_BIT = tuple(1 << MACH[c] for c in range(MACHINE_CARDS))  # a Machine card's bit in line_mask


def legal(state: CrashLine) -> list[Action]:
    """FLIP; CASH too once the seat has flipped and owes no GLITCH! flips."""
    return [FLIP] if state.flips == 0 or state.forced else [FLIP, CASH]


def play(state: CrashLine, action: Action, ev: EventLog) -> None:
    """FLIP or CASH for the acting seat; anything else raises :class:`IllegalAction`."""
    # FLIP and CASH name no seat and no card: Action("flip", 0) is not one of the legal actions
    if action == FLIP:
        flip(state, ev)
        return
    if action == CASH:
        if state.flips and not state.forced:
            cash_in(state, ev)
            start_turn(state, (state.cur + 1) % state.n, ev)
            return
        why = "flip first" if not state.flips else f"GLITCH! needs {state.forced} more flip(s)"
        raise IllegalAction(f"cannot cash in yet: {why}")
    raise IllegalAction(f"{action!r} is not legal in phase {PHASE_NAMES[TURN]!r}")


def start_turn(state: CrashLine, seat: int, ev: EventLog) -> None:
    """``seat``'s turn begins with an empty line (and the free save, in Kid mode)."""
    state.cur = seat
    state.phase = TURN
    state.line = []
    state.line_mask = 0
    state.repeats = 0
    state.oneups = 0
    state.forced = 0
    state.flips = 0
    state.free_save = state.kid[seat]
    state.turns[seat] += 1
    if ev is not None:
        ev.append(TurnStarted(seat, state.free_save))
    if not state.deck and state.continues:
        game_over_if_out(state, ev)


def flip(
    state: CrashLine,
    ev: EventLog = None,
    _MACH: tuple[int, ...] = MACH,
    _BIT: tuple[int, ...] = MACHINE_BIT,
    _ALL: int = ALL_MACHINES_MASK,
    _M: int = MACHINE_CARDS,
) -> bool:
    """Flip the top card for the acting seat. True while the same seat's turn goes on in phase TURN
    (a crash, a steal or GAME OVER end it)."""
    # The hottest code of the simulator: the common case (a new machine for the line) comes first and
    # module constants are bound as default arguments (fast locals); rarer cases have their own functions.
    deck = state.deck
    if not deck and _deck_out(state, ev):
        return False
    c = deck.pop()
    state.flips += 1
    if state.forced:
        state.forced -= 1
    if ev is not None:
        ev.append(Flipped(state.cur, c))
    if c >= _M:
        return _goes_on(state, _special(state, c, ev), ev)
    m = _MACH[c]
    dm = state.deck_machine
    left = dm[m] - 1
    dm[m] = left
    bit = _BIT[c]
    mask = state.line_mask
    if mask & bit:
        return _goes_on(state, _repeat(state, c, ev), ev)
    state.line.append(c)
    mask |= bit
    state.line_mask = mask
    state.repeats += left
    if mask == _ALL:
        _perfect_run(state, ev)
        return state.phase == TURN
    if not deck and state.continues:  # that was the last card of the reshuffled deck
        return not game_over_if_out(state, ev)
    return True


def _goes_on(state: CrashLine, goes_on: bool, ev: EventLog) -> bool:
    """A flip's outcome: the turn goes on unless it ended, or the flip took the reshuffled deck's last card."""
    if goes_on and not state.deck and state.continues:
        return not game_over_if_out(state, ev)
    return goes_on and state.phase == TURN


def game_over_if_out(state: CrashLine, ev: EventLog) -> bool:
    """The deck has run out the second time while a turn is being played (after its flip, a steal, or as
    a turn starts): GAME OVER at once, the current player's line cashed in automatically (rulebook: "Second
    time: GAME OVER. The current player cashes in their line automatically"). True when the game ended."""
    if state.deck or not state.continues or state.phase != TURN:
        return False
    if ev is not None:
        ev.append(GameOver(state.cur))
    cash_in(state, ev)
    state.phase = OVER
    return True


def _deck_out(state: CrashLine, ev: EventLog) -> bool:
    """The deck is empty at a flip: CONTINUE? the first time (False: the flip goes on from the new
    deck). The second time ends the game as the last card is flipped (:func:`game_over_if_out`); here only
    for a game kept before that rule, at its next flip: GAME OVER (True), the line cashed in."""
    if state.continues:
        if ev is not None:
            ev.append(GameOver(state.cur))
        cash_in(state, ev)
        state.phase = OVER
        return True
    state.continues = 1
    state.deck.extend(state.discard)
    state.discard = []
    shuffle(state.rng, state.deck)
    count_deck(state)
    if ev is not None:
        ev.append(Continued(len(state.deck)))
    return False


def _perfect_run(state: CrashLine, ev: EventLog) -> None:
    """PERFECT RUN: automatic cash-in (even with GLITCH! flips owed), then another turn."""
    p = state.cur
    state.perfects[p] += 1
    if ev is not None:
        ev.append(PerfectRun(p))
    cash_in(state, ev)
    start_turn(state, p, ev)


def _repeat(state: CrashLine, c: int, ev: EventLog) -> bool:
    """Machine card ``c`` repeats a machine in the line: the free save, a 1-UP, or a crash."""
    p = state.cur
    state.repeats -= 1
    if state.free_save:
        state.free_save = False
        state.discard.append(c)
        state.saves_used[p] += 1
        if ev is not None:
            ev.append(Saved(p, c, -1))
        return True
    if state.oneups:
        line = state.line
        for i, x in enumerate(line):
            if x >= MACHINE_CARDS:
                del line[i]
                break
        state.oneups -= 1
        state.discard.append(x)
        state.discard.append(c)
        state.saves_used[p] += 1
        if ev is not None:
            ev.append(Saved(p, c, x))
        return True
    state.line.append(c)
    _crash(state, c, ev)
    return False


def _special(state: CrashLine, c: int, ev: EventLog) -> bool:
    """A 1-UP joins the line; GLITCH! owes two more flips; I GOT NEXT! steals when a rival has a card."""
    p = state.cur
    k = KIND[c]
    if k == ONE_UP:
        state.line.append(c)
        state.oneups += 1
        return True
    state.discard.append(c)
    if k == GLITCH:
        # A GLITCH! during GLITCH! flips restarts the count: two more flips after this one.
        state.forced = 2
        if ev is not None:
            ev.append(Glitched(p))
        return True
    counts = state.pile_count
    can = sum(counts) > counts[p]  # a rival has a card (counts are never negative)
    if ev is not None:
        ev.append(GotNext(p, can))
    if can:
        state.phase = STEAL
        state.steals[p] += 1
        return False
    return True


def _crash(state: CrashLine, card: int, ev: EventLog) -> None:
    """The line crashed on ``card``: the Hand-Me-Down to the seat with the fewest cards, or the next turn."""
    p = state.cur
    state.crashes[p] += 1
    if ev is not None:
        ev.append(Crashed(p, card, tuple(state.line)))
    counts = state.pile_count
    best, fewest = -1, counts[p]
    n = state.n
    for i in range(1, n):
        q = (p + i) % n
        if counts[q] < fewest:  # strict: a tie stays with the seat closer to the crasher's left
            best, fewest = q, counts[q]
    if best >= 0:
        state.phase = PICK
        state.picker = best
        if ev is not None:
            ev.append(HandMeDownOffered(best, p))
        return
    discard_line(state, ev)
    start_turn(state, (p + 1) % n, ev)


def discard_line(state: CrashLine, ev: EventLog) -> None:
    """What is left of the acting seat's line goes to the discard pile."""
    if state.line:
        if ev is not None:
            ev.append(LineDiscarded(state.cur, tuple(state.line)))
        state.discard += state.line
    state.line = []
    state.line_mask = 0
    state.repeats = 0
    state.oneups = 0


def cash_in(state: CrashLine, ev: EventLog) -> None:
    """The acting seat's Machine cards go to its score pile (1-UPs to the discard pile)."""
    p = state.cur
    before = score = state.score[p]
    discard = state.discard
    piles, tops = state.piles[p], state.tops[p]
    banked = 0
    for c in state.line:
        if c < 45:  # a Machine card (cards.MACHINE_CARDS): add_to_pile inlined
            m = c // 9
            top = tops[m]
            if top < 0:
                score += c % 9 + 1
                tops[m] = c
            elif c > top:
                score += c - top + 1
                tops[m] = c
            else:
                score += 1
            piles[m].append(c)
            banked += 1
        else:
            discard.append(c)
    state.score[p] = score
    state.pile_count[p] += banked
    if ev is not None:
        ev.append(CashedIn(p, tuple(c for c in state.line if c < MACHINE_CARDS), state.score[p] - before))
    state.line = []
    state.line_mask = 0
    state.repeats = 0
    state.oneups = 0


def add_to_pile(state: CrashLine, seat: int, c: int) -> None:
    """Machine card ``c`` joins ``seat``'s score pile, its score and best cards kept in step."""
    m = MACH[c]
    top = state.tops[seat][m]
    if top < 0:
        state.score[seat] += NUM[c]
        state.tops[seat][m] = c
    elif c > top:
        state.score[seat] += c - top + 1
        state.tops[seat][m] = c
    else:
        state.score[seat] += 1
    state.piles[seat][m].append(c)
    state.pile_count[seat] += 1


def count_deck(state: CrashLine) -> None:
    """Recount the Machine cards per machine in the deck (and the repeats among them) after the deck
    was rebuilt."""
    counts = [0] * N_MACHINES
    for c in state.deck:
        if c < MACHINE_CARDS:
            counts[MACH[c]] += 1
    state.deck_machine = counts
    mask = state.line_mask
    state.repeats = sum(counts[m] for m in range(N_MACHINES) if mask >> m & 1) if mask else 0
