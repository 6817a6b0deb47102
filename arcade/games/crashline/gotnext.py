"""Crash Line's STEAL phase: after flipping I GOT NEXT! the acting seat takes one card from a rival's score
pile, then its turn goes on. Pure: functions over a :class:`.rules.CrashLine`'s data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.rules import IllegalAction

from .actions import _STEALS, Action
from .cards import MACH, MACHINE_CARDS
from .events import Stole
from .phases import PHASE_NAMES, STEAL, TURN
from .scoring import loss_of
from .turn import EventLog, add_to_pile, game_over_if_out

if TYPE_CHECKING:
    from .rules import CrashLine


def legal(state: CrashLine) -> list[Action]:
    """Every card in every rival's score pile, seat by seat, machine by machine, lowest first."""
    cur = state.cur
    return [_STEALS[q][c] for q in range(state.n) if q != cur for cards in state.piles[q] for c in sorted(cards)]


def play(state: CrashLine, action: Action, ev: EventLog) -> None:
    """Take the named card from the named rival; anything else raises :class:`IllegalAction`."""
    if action.kind != "steal":
        raise IllegalAction(f"{action!r} is not legal in phase {PHASE_NAMES[STEAL]!r}")
    _, victim, c = action
    p = state.cur
    if not (
        type(victim) is int
        and 0 <= victim < state.n
        and victim != p
        and type(c) is int
        and 0 <= c < MACHINE_CARDS
        and c in state.piles[victim][MACH[c]]
    ):
        raise IllegalAction(f"cannot steal card {c!r} from seat {victim!r}")
    m = MACH[c]
    cards = state.piles[victim][m]
    lost = loss_of(cards, c)
    state.score[victim] -= lost
    cards.remove(c)
    state.tops[victim][m] = max(cards) if cards else -1
    state.pile_count[victim] -= 1
    before = state.score[p]
    add_to_pile(state, p, c)
    state.phase = TURN
    if ev is not None:
        ev.append(Stole(p, victim, c, state.score[p] - before, lost))
    game_over_if_out(state, ev)  # the I GOT NEXT! was the reshuffled deck's last card
