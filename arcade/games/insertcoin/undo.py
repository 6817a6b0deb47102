"""Insert Coin to Play: what undo may take back (issue 27; docs/rules-decisions.md, "Undo").

Undo is offered in a solo game only (with anyone else at the table, an attack or a race to finish could
be played again against them). Nothing on a GamePad is hidden; what no seat can see is the deck's order
and the random generator. So a decision is a barrier when it flipped a card (it was the last decision
owed on the card, so the next card, or a GAME OVER card, came up) or shuffled (the keep: the deck is made
then, and its first card flipped). Every other decision owed on the same card is taken back with what
follows from it alone: the symbol drawn, a Life spent, the second symbol of the Space Ship, an ability's
fills, Kabuki Love, a Level completed, Lives and Coins that follow. Pure: no pygame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import InsertCoin


def offered(st: InsertCoin) -> bool:
    """Undo is for one player alone."""
    return st.n == 1


def reveals(before: InsertCoin, after: InsertCoin, seat: int) -> str | None:
    """What the decision from ``before`` to ``after`` showed that no seat could see (words), or None."""
    if before.rng.getstate() != after.rng.getstate():
        return "the shuffle"
    if len(after.deck) != len(before.deck) or after.flips != before.flips:
        return "a card you have seen"
    return None
