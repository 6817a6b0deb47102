"""Electronic Arcade Mania's coach: on a person's own choice of a Game Slide, a challenge or a bet, from
their own view only, what the Ace CPU would choose and the chance its duel model gives
(:meth:`.bots_model.ScoreModel.p_win`, :meth:`.bots_levels.AcePlay.odds`), with the same chance for the
choice under the person's cursor. A bet's worth in chips is the review's judge's (:mod:`.review`).
Pure: no pygame; the scene works the advice out once per question in update, and the header shows
:func:`lines`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arcade.games.console.duel_api import GAME_TITLES

from .actions import NO_BET, Action, Bet, Challenge
from .board import COLLECT
from .bots_levels import AcePlay
from .bots_model import ScoreModel, duel_of
from .review import Judge

if TYPE_CHECKING:
    from .rules import ManiaView


@dataclass(frozen=True)
class Advice:
    """The Ace CPU's choice on one question: ``best``; ``chance`` its duel model's chance for it (a
    challenge: the challenger wins; a bet: the duellist backed, or for no bet the favourite), None at the
    Game Slides."""

    best: Action | None
    chance: float | None
    model: ScoreModel | None = None  # the duel model it was read from (for the choice under the cursor)


def challenge_chance(view: ManiaView, model: ScoreModel, action: Challenge) -> float:
    """The Ace's own measure of a challenge: the chance the challenger beats ``action.defender`` at its
    game (a DEFEND AT space's skill known), as :meth:`.AcePlay.challenge` weighs it."""
    space = view.board.spaces[view.positions[action.defender]]
    skills: dict[int, int | None] = {action.defender: space.defend} if space.kind == COLLECT else {}
    return model.p_win(view.seat, action.defender, action.game, skills, {}, action.defender)


def advise(view: ManiaView) -> Advice | None:
    """The Ace CPU's advice from ``view`` (the choosing seat's own), or None for other questions."""
    legal = list(view.legal)
    if not legal:
        return None
    if view.phase == "slide":
        return Advice(None, None)  # the Ace takes any slide: before a duel every slide is alike
    model = ScoreModel(view.history)
    ace = AcePlay(random.Random(0))  # (its bets and challenges use no chance)
    if view.phase == "challenge":
        best = ace.challenge(view, legal, model)
        assert isinstance(best, Challenge)
        return Advice(best, challenge_chance(view, model, best), model)
    if view.phase == "bet":
        best = ace.bet(view, legal, model)
        if best == NO_BET:
            duel = duel_of(view)
            chances = {s: AcePlay.odds(view, model, s) for s in duel.duellists}
            return Advice(best, max(chances.values()), model)
        assert isinstance(best, Bet)
        return Advice(best, AcePlay.odds(view, model, best.on), model)
    return None


def bet_words(view: ManiaView, action: Bet, names: list[str]) -> str:
    if action == NO_BET:
        return "no bet"
    return f"{action.amount} chip{'' if action.amount == 1 else 's'} on {names[action.on]}"


def lines(view: ManiaView, advice: Advice | None, under: Action | None, names: list[str]) -> list[str]:
    """What the coach says now. ``under``: the choice under the person's cursor; ``names``: the seats'."""
    if advice is None:
        return []
    if view.phase == "slide":
        return ["Coach: the Ace CPU takes any Game Slide: before a duel every slide is alike."]
    model = advice.model or ScoreModel(view.history)
    if isinstance(advice.best, Challenge):
        challenge = advice.best
        out = [
            f"Coach: the Ace CPU challenges {names[challenge.defender]} at {GAME_TITLES[challenge.game]}: "
            f"{advice.chance:.0%} to win by its duel odds."
        ]
        if isinstance(under, Challenge) and under != challenge:
            out.append(
                f"Your pick, {names[under.defender]} at {GAME_TITLES[under.game]}: "
                f"{challenge_chance(view, model, under):.0%}."
            )
        return out
    if isinstance(advice.best, Bet):
        judge = Judge()
        worth = judge.values(view, [advice.best, *([under] if isinstance(under, Bet) else [])])
        best = advice.best
        if best == NO_BET:
            out = [f"Coach: the Ace CPU bets nothing: the favourite wins {advice.chance:.0%}, too close to call."]
        else:
            out = [
                f"Coach: the Ace CPU bets {bet_words(view, best, names)}: {advice.chance:.0%} to win, "
                f"{worth[best]:+.1f} chips by its duel odds."
            ]
        if isinstance(under, Bet) and under != best and under != NO_BET:
            chance = AcePlay.odds(view, model, under.on)
            out.append(f"Your bet, {bet_words(view, under, names)}: {chance:.0%}, {worth[under]:+.1f} chips.")
        return out
    return []


class Adviser:
    """The Ace's advice, worked out once per question (``key``: the person, the actions applied, the phase)
    from the choosing person's own view, and kept for the header to read."""

    def __init__(self) -> None:
        self.kept: tuple[tuple, Advice | None, ManiaView] | None = None  # (question, advice, the view)
        self.worked = 0  # how many times advice was worked out (a frame's memo: the coach may say anew)

    def refresh(self, key: tuple | None, view_of) -> None:
        """Work the advice out for ``key`` unless it is kept (``view_of(seat)``: that person's view)."""
        if key is not None and (self.kept is None or self.kept[0] != key):
            view = view_of(key[0])
            self.kept = (key, advise(view), view)
            self.worked += 1

    def ready(self, key: tuple | None) -> bool:
        return key is not None and self.kept is not None and self.kept[0] == key

    def say(self, key: tuple | None, under_of, names: list[str]) -> list[str]:
        """What the coach says for ``key`` (``under_of(view)``: the choice under the cursors), [] unless
        its advice is kept."""
        if not self.ready(key) or self.kept is None:
            return []
        view = self.kept[2]
        return lines(view, self.kept[1], under_of(view), names)
