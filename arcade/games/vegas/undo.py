"""Vegas Slot Machine 1973: what undo may take back (issue 27; docs/rules-decisions.md, "Undo").

Undo is offered in solo and co-op games only (no opponent to be wronged). A move may be taken back unless
it showed the seat that made it something it could not see before; hidden from a seat are the draw pile,
the face-down discards, every card under a stack's top, the other seats' hands and, under variation M,
its own face-down hand cards (:func:`.hidden.hidden_slots`). So a move is a barrier when:

- a card it could not see came into view: drawn into a hand (the end-of-turn draw, drawing back up after a
  hand prize, a Cumber draw of three, an open card refilled under L), turned up from the deck onto the
  machine (refilling the gaps, variation P's covering), or uncovered under a stack's top by a prize taken;
- the game's random generator moved: a shuffle (variation Q's reshuffle of the discards, the Spin Again
  and Cumber cards shuffled in at a new round, a Cumber effect of the month) or a random pick;
- a Cumber look or a peek showed it the cards under the stacks or on top of the deck;
- under M, a face-down hand card left the hand (played, or shown and discarded as a misplay): its face is
  what the variation asks you to remember.

Everything else is deterministic from what the seat sees and is taken back with the move: where the card
went, the prizes it made from cards on show, Spin Again, N's discard, O's stop, a Cumber move or bury
that turns nothing up. Pure: no pygame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .hidden import hidden_slots

if TYPE_CHECKING:
    from .rules import VegasState

UNDO_MODES = ("solo", "coop")


def offered(st: VegasState) -> bool:
    """Undo is for solo and co-op games (everyone on one side)."""
    return st.cfg.mode in UNDO_MODES


def _unseen(st: VegasState, seat: int) -> set[int]:
    return {lst[i] for lst, i in hidden_slots(st, seat)}


def reveals(before: VegasState, after: VegasState, seat: int) -> str | None:
    """What the move from ``before`` to ``after`` showed ``seat`` that it could not see (words), or None."""
    if before.rng.getstate() != after.rng.getstate():
        return "a shuffle"
    shown = _unseen(before, seat) - _unseen(after, seat)
    if shown:
        if shown & set(before.draw):
            return "a card you drew or turned up"
        if shown & {c for stack in before.stacks for c in stack}:
            return "a card uncovered under a stack"
        return "a card you have seen"
    if after.look[seat] is not None and after.look[seat] != before.look[seat]:
        return "your look under the stacks"
    if after.peek[seat] is not None and after.peek[seat] != before.peek[seat]:
        return "your peek at the deck"
    if before.cfg.has("M"):
        face_down = {c for c, seen in zip(before.hands[seat], before.fresh[seat], strict=True) if not seen}
        if face_down - set(after.hands[seat]):
            return "a face-down card turned over"
    return None
