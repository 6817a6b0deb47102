"""Top Speed!'s racing phase: the moves open to each seat, why a move is refused, and playing one
(placing the top card in a row, sending it to the bottom, taking back a mistake, calling "Top Speed!").
Functions over a :class:`.rules.TopSpeedState`'s data. Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.rules import Event, Wait
from arcade.games.topspeed import cards as C

from .actions import BOTTOM, CALL, KINDS, NOT_STARTED, PLACE, RACE_OVER, TAKE_BACK, Move
from .events import Called, Placed, SentToBottom, TookBack

if TYPE_CHECKING:
    from .rules import TopSpeedState

WAIT_STEP_MS = 250.0
"""The :class:`Wait` that ``legal_actions`` offers during a race: this far ahead (or to the time limit)."""


def legal(state: TopSpeedState, seat: int | None) -> list[Move | Wait]:
    """The racing phase's actions, moves stamped ``now_ms``: for every seat, or only for ``seat``.
    Placing a card where it breaks the row rule is legal (a mistake) unless the seat has the assist on.
    Without ``seat`` the list also holds a :class:`Wait` ``WAIT_STEP_MS`` ahead (at most to the time
    limit)."""
    seats = state.seats if seat is None else ((seat,) if seat in state.seats else ())
    t = state.now_ms
    out: list[Move | Wait] = []
    for s in seats:
        deck = state.decks[s]
        if deck:
            for r in range(C.N_ROWS):
                if not state.assist[s] or C.fits(deck[0], state.rows[r]):
                    out.append(Move(s, PLACE, t, r))
            out.append(Move(s, BOTTOM, t))
        if can_take_back(state, s):
            out.append(Move(s, TAKE_BACK, t))
        out.append(Move(s, CALL, t))
    if seat is None:
        end = state.end_time_ms
        step = t + WAIT_STEP_MS
        out.append(Wait(step if end is None else min(step, end)))
    return out


def can_take_back(state: TopSpeedState, seat: int) -> bool:
    """The rulebook's correction: the seat's last card, only if it was a mistake, only at once (the
    seat did nothing since) and only while no card covers it."""
    last = state.last[seat]
    if last is None:
        return False
    row, card, fitted = last
    return not fitted and bool(state.rows[row]) and state.rows[row][-1] == card


def correctable_row(state: TopSpeedState, seat: int) -> int | None:
    """The row of the seat's last card while it can be taken back, else None."""
    last = state.last[seat]
    return last[0] if last is not None and can_take_back(state, seat) else None


def refusal(state: TopSpeedState, move: Move) -> str | None:
    """Why ``move`` is not legal now, or None when it is."""
    if state.over:
        return RACE_OVER
    if move.seat not in state.seats:
        return f"seat {move.seat!r} is not in this race"
    if move.kind not in KINDS:
        return f"unknown move {move.kind!r}"
    if move.t_ms != state.now_ms:
        return f"move stamped {move.t_ms!r} ms but the game time is {state.now_ms} ms (Wait first)"
    if state.now_ms < state.start_ms:
        return NOT_STARTED
    deck = state.decks[move.seat]
    if move.kind == PLACE:
        if not deck:
            return "no card left to place"
        if isinstance(move.row, bool) or not isinstance(move.row, int) or not 0 <= move.row < C.N_ROWS:
            return f"no row {move.row!r}"
        if state.assist[move.seat] and not C.fits(deck[0], state.rows[move.row]):
            return "that card repeats a colour or part in the row (assist)"
    elif move.row is not None:
        return f"a {move.kind} move names no row"
    elif move.kind == BOTTOM:
        if not deck:
            return "no card left"
    elif move.kind == TAKE_BACK:
        if not can_take_back(state, move.seat):
            return "only a mistake can be taken back, at once and while no card covers it"
    return None


def execute(state: TopSpeedState, move: Move) -> Event:
    """Play ``move`` (legal: see :func:`refusal`) and return its event."""
    s, t = move.seat, move.t_ms
    deck = state.decks[s]
    if move.kind == PLACE:
        assert move.row is not None, "a place move names its row (checked by refusal)"
        card = deck.pop(0)
        row = state.rows[move.row]
        ok = C.fits(card, row)
        row.append(card)
        state.stats.placed[s] += 1
        if not ok:
            state.stats.mistakes[s] += 1
        state.last[s] = (move.row, card, ok)
        other = 1 - s
        covered = state.last[other]
        if covered is not None and covered[0] == move.row:
            state.last[other] = None  # covered: it stays
        return Placed(s, t, move.row, card, ok)
    if move.kind == BOTTOM:
        card = deck.pop(0)
        deck.append(card)
        state.last[s] = None
        state.stats.bottoms[s] += 1
        return SentToBottom(s, t, card)
    if move.kind == TAKE_BACK:
        took = state.last[s]
        assert took is not None, "only the last card is taken back (checked by refusal)"
        back_row, card, _ = took
        state.rows[back_row].pop()
        deck.insert(0, card)
        state.last[s] = None
        state.stats.takebacks[s] += 1
        state.stats.corrected[s] += 1
        return TookBack(s, t, back_row, card)
    # CALL
    valid = not has_legal_play(state, s)
    state.over = True
    state.end_reason = "call"
    state.end_ms = t
    state.caller = s
    state.call_valid = valid
    if valid:
        state.flag = s
    else:
        state.flag = None if state.practice else 1 - s
    state.last = [None, None]
    return Called(s, t, valid)


def has_legal_play(state: TopSpeedState, seat: int) -> bool:
    """True if any card left in the seat's deck fits some row (the check made on a call)."""
    for card in state.decks[seat]:
        for row in state.rows:
            if C.fits(card, row):
                return True
    return False
