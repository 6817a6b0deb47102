"""Insert Coin to Play's coach: on a person's own decision, from their own view only, what the Planner CPU
would do. On a placement: where the drawn piece scores most by the Planner's estimate of the final score
(:meth:`.bots.Planner.option_values`, the review's judge), and how much less the spot under the cursor is
worth; while Levels are kept: which three the Planner keeps (:meth:`.bots.Planner.choose_keep`) and why in
one line; on Kabuki Love or a game-ending attack: the Planner's choice. Pure: no pygame. The Planner takes
a few milliseconds, so the scene works the advice out once per position in update (never while drawing)
and the sheet shows :func:`lines`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .actions import Action
from .bots import Planner
from .constants import cards
from .cpu import make_bot
from .review import describe
from .view import SeatView


@dataclass(frozen=True)
class Advice:
    """The Planner's choice on one decision of one seat: ``best``; ``values`` its estimate of the final
    score after each placing option (empty for keeping, Kabuki Love and attacks); ``why`` one line."""

    best: Action
    values: dict[Action, float]
    why: str


def advise(view: SeatView) -> Advice | None:
    """The Planner's advice from ``view`` (the deciding seat's own), or None with nothing to decide."""
    legal = view.legal_actions()
    if not legal:
        return None
    planner = make_bot("Planner", view.seat, 0)  # the game's own factory makes its CPUs
    assert isinstance(planner, Planner)
    if legal[0].kind in ("keep", "kabuki", "use"):
        best = planner.choose(view)
        return Advice(best, {}, keep_reason(best) if best.kind == "keep" else "")
    # the Planner's own choice (Planner.choose), its estimates worked out once
    options = planner.options(view, legal)
    best = max((o for o in options if o[2]), key=lambda o: (o[1], -o[0].level, o[0].y, o[0].x))[0]
    return Advice(best, {a: v for a, v, _first in options}, "")


def keep_reason(action: Action) -> str:
    """Why the Planner keeps these three: the most points, abilities counted, for their squares."""
    shapes = [cards()[c].shape for c in action.cards]
    points = sum(s.value for s in shapes)
    squares = sum(s.size for s in shapes)
    names = ", ".join(s.title for s in shapes)
    return f"keep {names}: {points} points for {squares} squares, the best with abilities counted."


def lines(advice: Advice | None, under: Action | None) -> list[str]:
    """What the coach says now. ``under``: the option under the person's cursor (None: nothing there)."""
    if advice is None:
        return []
    best = advice.best
    if best.kind == "keep":
        return ["Coach: the Planner CPU would " + advice.why]
    if not advice.values:  # Kabuki Love, an attack: the Planner's choice only
        if best.kind == "kabuki":
            return [f"Coach: the Planner CPU would complete Level {best.level + 1}."]
        if best.kind == "use":
            return ["Coach: the Planner CPU would let the attack land."]
        return ["Coach: the Planner CPU would decline."]
    top = advice.values[best]
    out = [f"Coach: best is {describe(best)} ({top:.1f} pts by the end, the Planner CPU's estimate)."]
    if under is not None and under in advice.values:
        gap = top - advice.values[under]
        if gap < 0.05:
            out.append("Your spot is as good.")
        else:
            out.append(f"Your spot: {gap:.1f} points less.")
    elif under is not None:
        out.append("Your spot does not fit.")
    return out


class Adviser:
    """The Planner's advice for each person deciding, worked out once per position (``key``: the actions
    applied and the phase) from that person's own view, and kept for the frames to read."""

    def __init__(self) -> None:
        self.kept: dict[int, tuple[tuple, Advice | None]] = {}  # person -> (position, the advice)
        self.worked = 0  # pieces of advice worked out, ever (a frame's memo: advice arrived)

    def refresh(self, seats: Iterable[int], key: tuple, view_of: Callable[[int], SeatView]) -> None:
        """Work out the advice for each of ``seats`` not kept for ``key`` (``view_of(seat)``: their view)."""
        for seat in seats:
            if not self.ready(seat, key):
                self.kept[seat] = (key, advise(view_of(seat)))
                self.worked += 1

    def ready(self, seat: int, key: tuple) -> bool:
        kept = self.kept.get(seat)
        return kept is not None and kept[0] == key

    def say(self, seat: int, key: tuple, under: Action | None) -> list[str]:
        """What the coach says to ``seat`` (``under``: the choice under their cursor), [] unless kept."""
        return lines(self.kept[seat][1], under) if self.ready(seat, key) else []
