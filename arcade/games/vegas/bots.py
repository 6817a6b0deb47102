"""Computer players for Vegas Slot Machine 1973 (pure, no pygame). They see only ``state.view(seat)``.

- :class:`Easy` plays a random legal card, taking a prize when it sees one about half the time.
- :class:`Medium` takes the best prize it can see right now, else sets up a line it holds the card for.
- :class:`Strong` weighs every choice by the points it makes now plus what the grid and its hand are
  worth afterwards, with the odds of the unseen cards (deck, other hands, under the stacks): how likely
  it is to draw the symbol a line or its hand waits for, and (against others) how likely the next
  players are to hold it and take the line first.

``hint(view)`` is the Strong choice with a sentence explaining it, for a human in solo play.
"""

from __future__ import annotations

from collections.abc import Sequence

from .botkit import Bot, immediate, simple_choice
from .components import NAMES, PRIZE
from .rules import (
    EMPTY,
    PH_BUILD,
    PH_PLAY,
    Act,
    VegasView,
)
from .strong import Strong

LEVELS = ("Easy", "Medium", "Strong")
DESCRIPTIONS = (
    "Plays a random card; spots a prize about half the time.",
    "Takes the best prize in sight, else sets up a line for a card it holds.",
    "Plans with the odds of the unseen cards; guards lines from the next players.",
)


__all__ = ["DESCRIPTIONS", "LEVELS", "Bot", "Easy", "Medium", "Strong", "hint", "immediate", "make_bot"]


class Easy(Bot):
    name = "Easy"

    def pick(self, view: VegasView, legal: list[Act]) -> Act:
        plays = [a for a in legal if a.kind in ("play", "build")]
        if plays and self.rng.random() < 0.5:
            best = max(plays, key=lambda a: immediate(view, view.tops, a.a, self.hand_sym(view, a.slot))[0])
            if immediate(view, view.tops, best.a, self.hand_sym(view, best.slot))[0] > 0:
                return best
        for kind in ("spin", "take"):
            for a in legal:
                if a.kind == kind:
                    return a
        if plays:
            return self.rng.choice(plays)
        return self.rng.choice(legal)


class Medium(Bot):
    name = "Medium"
    setup_weight = 0.35  # a pair it holds the third card for: worth a third of the prize
    noise = 1.0  # ties between quiet plays are broken at random

    def pick(self, view: VegasView, legal: list[Act]) -> Act:
        ph = view.phase
        if ph in (PH_PLAY, PH_BUILD):
            comp = view.completions()
            best: Act | None = None
            best_v = -1e9
            rnd = self.rng.random
            for a in legal:
                if a.kind in ("play", "build"):
                    v = self.play_value(view, comp, a.slot, a.a) + rnd() * self.noise
                elif a.kind == "c_move":
                    v = immediate(view, self._without(view.tops, a.a), a.b, view.tops[a.a])[0]
                    if v <= 0:
                        continue
                else:
                    continue
                if v > best_v:
                    best, best_v = a, v
            if best is not None:
                return best
        return simple_choice(self, view, legal)

    @staticmethod
    def _without(tops: Sequence[int], pos: int) -> list[int]:
        t = list(tops)
        t[pos] = EMPTY
        return t

    def play_value(self, view: VegasView, comp: list[dict[int, int]], slot: int, pos: int) -> float:
        """Points a hand card claims at ``pos`` now; else a bonus for making a pair on a payline when it
        holds another card of that symbol."""
        hand = view.hand
        s = hand[slot]
        pts = comp[pos].get(s, 0)
        if pts:
            return float(pts)
        if s < 0 or hand.count(s) < 2:
            return 0.0
        t = view.tops
        v = 0.0
        geo = view.geo
        for li in geo.lines_through[pos]:
            for q in geo.lines[li]:
                if q != pos and t[q] == s:
                    v += self.setup_weight * PRIZE[s]
                    break
        return v


def make_bot(level: str, seed: int = 0) -> Bot:
    """A CPU player by level name (case-insensitive: easy, medium, strong)."""
    table = {"easy": Easy, "medium": Medium, "strong": Strong}
    try:
        return table[level.lower()](seed)
    except KeyError:
        raise ValueError(f"unknown CPU level {level!r}: choose from {', '.join(LEVELS)}") from None


def hint(view: VegasView) -> tuple[Act, str]:
    """What the Strong CPU would do now, with a one-line reason, for a human in solo play."""
    act = Strong(0).choose(view)
    if act.kind in ("play", "build"):
        s = view.hand[act.slot]
        pts, _ = immediate(view, view.tops, act.a, s)
        where = "the " + view.geo.place_name(act.a).replace(": ", ", ")
        if s < 0:
            return act, f"Try a face-down card on {where}: no card you can see is safe anywhere."
        if pts:
            return act, f"Play {NAMES[s]} on {where}: it wins {pts} points now."
        return act, f"Play {NAMES[s]} on {where}: it keeps the best lines open for your hand and the deck."
    if act.kind == "c_move":
        return act, f"Use a Cumber card to move {NAMES[view.tops[act.a]]}: it completes a payline."
    if act.kind == "c_special":
        return act, "Use the effect of the month now: it sets up a prize."
    if act.kind == "spin":
        return act, "Spin Again: another turn is always worth it."
    if act.kind in ("discard", "bury"):
        return (
            act,
            f"Let go of {NAMES[view.hand[act.slot]] if view.hand[act.slot] >= 0 else 'that card'}: "
            "no line or hand pair needs it.",
        )
    return act, "This is the best choice here."
