"""Vegas Slot Machine 1973's coach (issue 37): on a person's own turn, from their own view only, what the
card and space they are choosing claim now, and the Strong CPU's preferred move with one line of why (the
same words as the solo hint, :func:`.bots.hint`). Pure: no pygame; the scene works the advice out when the
table changes (never while drawing) and the side panel shows :func:`lines`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .botkit import immediate
from .components import NAMES
from .rules import Act, VegasView


@dataclass(frozen=True)
class Advice:
    """The Strong CPU's move for this view and its reason in words."""

    best: Act
    reason: str


def advise(view: VegasView) -> Advice | None:
    """The Strong CPU's choice from ``view`` (the deciding seat's own), or None when it has no choice."""
    from .bots import hint

    legal = [a for a in view.legal if a.kind != "tick"]
    if len(legal) < 2:
        return None
    best, reason = hint(view)
    return Advice(best, reason)


def claims_now(view: VegasView, slot: int, pos: int) -> int | None:
    """The points the hand card in ``slot`` claims at once on space ``pos`` (the Strong CPU's own count of
    a move's immediate prize), or None for a face-down card or a space off the machine."""
    if not 0 <= slot < len(view.hand) or not 0 <= pos < len(view.tops) or view.hand[slot] < 0:
        return None
    return immediate(view, view.tops, pos, view.hand[slot])[0]


def best_claim(view: VegasView, slot: int) -> tuple[int, int] | None:
    """(points, space) of the best immediate prize for the hand card in ``slot`` anywhere it may go."""
    spaces = sorted({a.a for a in view.legal if a.kind in ("play", "build") and a.slot == slot})
    scored = [(claims_now(view, slot, p), p) for p in spaces]
    known = [(pts, p) for pts, p in scored if pts is not None]
    return max(known, key=lambda t: (t[0], -t[1])) if known else None


def where(view: VegasView, pos: int) -> str:
    """A space in words, as the log and the hint name it ("the top left")."""
    return "the " + view.geo.place_name(pos).replace(": ", ", ")


def lines(view: VegasView, advice: Advice | None, slot: int | None, pos: int | None) -> list[str]:
    """What the coach says now: the choice being made (a hand card, then a space), then the Strong CPU's
    move. ``slot``/``pos``: the hand card and space under the cursors (None: not being chosen)."""
    out: list[str] = []
    if slot is not None and 0 <= slot < len(view.hand):
        symbol = view.hand[slot]
        card = NAMES[symbol] if symbol >= 0 else "A face-down card"
        if pos is not None:
            pts = claims_now(view, slot, pos)
            if pts is not None:
                out.append(f"{card} on {where(view, pos)}: " + (f"{pts} points now." if pts else "no prize now."))
        else:
            best = best_claim(view, slot)
            if best is not None and best[0] > 0:
                out.append(f"{card} wins {best[0]} points now on {where(view, best[1])}.")
            elif best is not None:
                out.append(f"{card} wins no prize this turn.")
    if advice is not None:
        out.append("Strong CPU: " + advice.reason)
    return out
