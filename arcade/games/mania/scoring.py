"""Chips changing hands and the standings: the bank paying a seat, a finished duel's prize and bets settled
(:func:`settle_duel`), and the scores and winners (chips by value, a red chip counting 5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.rules import Event
from arcade.games.mania import events as E

if TYPE_CHECKING:
    from arcade.games.mania.rules import Mania


def bank_pays(state: Mania, seat: int, value: int, reason: str, ev: list[Event]) -> None:
    """The bank pays ``seat`` chips worth ``value`` (as much as it has)."""
    paid = state.chips.pay(state.chips.bank, seat, value)
    ev.append(E.ChipsPaid(E.BANK, seat, paid, reason))


def settle_duel(state: Mania, ev: list[Event]) -> None:
    """After the last card window of a duel: the bank pays the winner the space's prize, then each bet in
    seat order is paid by the bank (won), kept (a Cancel Loss played after any Collect All Losing Bets),
    taken by the winner (Collect All Losing Bets) or lost to the bank."""
    duel = state.the_duel()
    winner = duel.winner
    bank_pays(state, winner, duel.limit, "prize", ev)
    chips = state.chips
    for seat in sorted(duel.bets):
        on, amount, _loan = duel.bets[seat]
        if on < 0:
            continue
        if on == winner:
            bank_pays(state, seat, amount, "bet_won", ev)
            ev.append(E.BetSettled(seat, "won", amount))
        elif duel.cancel.get(seat, -1) > duel.collect_losing:
            ev.append(E.BetSettled(seat, "kept", amount))
        elif duel.collect_losing >= 0:
            paid = chips.pay(seat, winner, amount)
            ev.append(E.ChipsPaid(seat, winner, paid, "bet_taken"))
            ev.append(E.BetSettled(seat, "taken", paid))
        else:
            paid = chips.pay(seat, chips.bank, amount)
            ev.append(E.ChipsPaid(seat, E.BANK, paid, "bet_lost"))
            ev.append(E.BetSettled(seat, "lost", paid))


def scores(state: Mania) -> list[int]:
    """Chips by value (a red chip counts 5)."""
    return [state.chips.worth(s) for s in range(state.n)]


def winners(state: Mania) -> list[int]:
    """The seats sharing the most chips by value."""
    sc = scores(state)
    best = max(sc)
    return [s for s in range(state.n) if sc[s] == best]
