"""How each CPU level plays the board in Electronic Arcade Mania (pure: no pygame): its bets, its
challenges and its event cards. The console duels are the bot's (``bots.SmartBot``); this is the rest.

- :class:`RegularPlay`, the everyday player: backs the duellist with the better win-loss record for a
  steady chip or two, picks on the poorest player in challenges (at the game it plays best), and plays
  every card as soon as it helps its side.
- :class:`RookiePlay`, a first opponent: judges by the chips in front of people, not by records. It backs
  the richer duellist with a chip or two, goes after the leader in challenges, cashes Collect cards at the
  first chance, spends Lose Turn on whoever rolls next and now and then forgets a skill card.
- :class:`AcePlay`, the sharp player: works out each duellist's chance from every score seen (game by
  game, the skill dice, a DEFEND AT space, the cards in force and those in its hand) and bets the limit
  when the odds pay, nothing on a coin toss; challenges for the best chance; plays a duel card
  only when it moves the odds by enough chips (Add 4 on a close duel, not on a sure one), answers a
  rival's card, and stops the player who threatens it with Lose Turn.

Every choice reads only the seat's own view and the bot's own seeded random.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from arcade.games.mania.actions import NO_BET, PASS, Action, Bet, Challenge, Play
from arcade.games.mania.board import COLLECT
from arcade.games.mania.bots_model import (
    ScoreModel,
    duel_of,
    known_skills,
    other_duellist,
    records,
    side_of,
    stake,
    win_share,
)
from arcade.games.mania.cards import (
    ADD_4,
    CANCEL_LOSS,
    COLLECT_AMOUNT,
    COLLECT_LOSING,
    EXTRA_TURN,
    LOSE_TURN,
    ONE_HAND,
    SKILL_DOWN,
    SKILL_UP,
)

if TYPE_CHECKING:
    from arcade.games.mania.rules import ManiaView

NEAR_FINISH = 21
"""A pawn this far along may end the game this turn: play Collect cards before it does."""
DUEL_CARDS = (ADD_4, SKILL_DOWN, SKILL_UP, ONE_HAND)
CLOSE_CALL = 0.05
"""The Regular bets nothing (or one chip to hold its cards' right) when the favourite's record share is
within this of an even duel."""
ACE_EDGE = 0.04
"""The Ace bets the limit when its chance on the favourite is at least one half plus this."""
ACE_CARD_GAIN = 0.6
"""A duel card is worth playing to the Ace when it adds this many chips to its expected take."""


def _by_card(legal: Sequence[Action]) -> dict[str, list[Play]]:
    out: dict[str, list[Play]] = {}
    for a in legal:
        if isinstance(a, Play):
            out.setdefault(a.card, []).append(a)
    return out


def _best_collect(by_card: Mapping[str, Sequence[Play]]) -> Play | None:
    collects = [c for c in by_card if c in COLLECT_AMOUNT]
    if not collects:
        return None
    return by_card[max(collects, key=COLLECT_AMOUNT.__getitem__)][0]


def _amounts(legal: Sequence[Action], on: int) -> list[int]:
    return [a.amount for a in legal if isinstance(a, Bet) and a.on == on]


class RegularPlay:
    """The everyday player's board game (the base the other levels change)."""

    BET_SHARE = 0.34
    """The share of the limit the Regular bets on its favourite, rounded up: a chip or two."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    # --------------------------------------------------------------- bets
    def bet(self, view: ManiaView, legal: Sequence[Action], model: ScoreModel) -> Action:
        duel = duel_of(view)
        rec = records(view.history, view.players)
        shares = {s: win_share(rec[s]) for s in duel.duellists}
        favourite = max(duel.duellists, key=lambda s: (shares[s], s == duel.defender))  # ties: the defender
        amounts = _amounts(legal, favourite)
        if not amounts:
            return NO_BET
        hand = view.hand
        if CANCEL_LOSS in hand:
            return Bet(favourite, max(amounts))
        close = abs(shares[duel.challenger] - shares[duel.defender]) < CLOSE_CALL
        if close:
            return Bet(favourite, 1) if any(c in hand for c in DUEL_CARDS) else NO_BET
        return Bet(favourite, min(max(amounts), math.ceil(duel.limit * self.BET_SHARE)))

    # --------------------------------------------------------------- challenges
    def challenge(self, view: ManiaView, legal: Sequence[Action], model: ScoreModel) -> Action:
        rec = records(view.history, view.players)
        me = view.seat

        def value(a: Challenge) -> tuple[int, float, float]:
            mine = model.game_factor.get((me, a.game), model.factor.get(me, 1.0))
            return (-view.worth(a.defender), mine, -win_share(rec[a.defender]))

        return max((a for a in legal if isinstance(a, Challenge)), key=value)

    # --------------------------------------------------------------- cards
    def card(self, view: ManiaView, legal: Sequence[Action], model: ScoreModel) -> Action:
        by_card = _by_card(legal)
        if not by_card:
            return PASS
        window = view.window
        if view.phase == "draw":
            return _best_collect(by_card) or PASS
        if window == "preroll":
            return self.preroll(view, by_card)
        if window in ("after_bets", "after_skill"):
            side = side_of(view)
            if side is not None:
                return self.duel_card(view, by_card, side, model)
        if window == "after_duel":
            if COLLECT_LOSING in by_card:
                return by_card[COLLECT_LOSING][0]
            if CANCEL_LOSS in by_card:
                return by_card[CANCEL_LOSS][0]
        if window == "finish":  # the game ends after this window: cash the best Collect
            return _best_collect(by_card) or PASS
        if window == "end_turn":
            if EXTRA_TURN in by_card:
                return by_card[EXTRA_TURN][0]
            return _best_collect(by_card) or PASS
        return PASS

    def preroll(self, view: ManiaView, by_card: Mapping[str, Sequence[Play]]) -> Action:
        """Before the mover rolls: Lose Turn on a richer mover; Collect cards when the end may be near."""
        if LOSE_TURN in by_card and not view.lose_flag and view.worth(view.mover) >= view.worth(view.seat):
            return by_card[LOSE_TURN][0]
        if max(view.positions) >= NEAR_FINISH:
            return _best_collect(by_card) or PASS
        return PASS

    def duel_card(self, view: ManiaView, by_card: Mapping[str, Sequence[Play]], side: int, model: ScoreModel) -> Action:
        """Any duel card that helps ``side`` and is not in force already."""
        duel = duel_of(view)
        other = other_duellist(duel, side)
        if view.window == "after_bets":
            return Play(ADD_4, side) if ADD_4 in by_card and not duel.bonus.get(side) else PASS
        if SKILL_DOWN in by_card and duel.effective_skill(side) > 1 and duel.skill_mod.get(side, 0) >= 0:
            return Play(SKILL_DOWN, side)
        if SKILL_UP in by_card and duel.effective_skill(other) < 3 and duel.skill_mod.get(other, 0) <= 0:
            return Play(SKILL_UP, other)
        if ONE_HAND in by_card and other not in duel.one_hand:
            return Play(ONE_HAND, other, "left")
        return PASS


class RookiePlay(RegularPlay):
    """A first opponent: sensible intentions, a beginner's reading of the table."""

    FORGETS = 0.5
    """The share of chances to play a skill card or One Hand the Rookie lets pass."""

    def bet(self, view: ManiaView, legal: Sequence[Action], model: ScoreModel) -> Action:
        duel = duel_of(view)
        # Backs the duellist with more chips in front of them (ties: the challenger, who picked the fight).
        favourite = max(duel.duellists, key=lambda s: (view.worth(s), s == duel.challenger))
        amounts = _amounts(legal, favourite)
        if not amounts:
            return NO_BET
        return Bet(favourite, min(max(amounts), self.rng.randint(1, 2)))

    def challenge(self, view: ManiaView, legal: Sequence[Action], model: ScoreModel) -> Action:
        options = [a for a in legal if isinstance(a, Challenge)]
        leader = max(view.worth(a.defender) for a in options)
        targets = [a for a in options if view.worth(a.defender) == leader]  # goes after the leader
        own = [a for a in targets if a.game == view.slide_of[view.seat]]  # at its own game if it may
        pool = own or targets
        return pool[self.rng.randrange(len(pool))]

    def card(self, view: ManiaView, legal: Sequence[Action], model: ScoreModel) -> Action:
        by_card = _by_card(legal)
        collect = _best_collect(by_card)
        if collect is not None and view.window != "after_duel":
            return collect  # chips now: a bird in the hand
        return super().card(view, legal, model)

    def preroll(self, view: ManiaView, by_card: Mapping[str, Sequence[Play]]) -> Action:
        if LOSE_TURN in by_card and not view.lose_flag:
            return by_card[LOSE_TURN][0]  # on whoever rolls next
        return PASS

    def duel_card(self, view: ManiaView, by_card: Mapping[str, Sequence[Play]], side: int, model: ScoreModel) -> Action:
        if view.window == "after_skill" and self.rng.random() < self.FORGETS:
            return PASS
        return super().duel_card(view, by_card, side, model)


class AcePlay(RegularPlay):
    """The sharp player: every choice weighed by the duel odds it can read from the table."""

    # --------------------------------------------------------------- odds
    @staticmethod
    def odds(
        view: ManiaView,
        model: ScoreModel,
        seat: int,
        skills: Mapping[int, int | None] | None = None,
        add4: int | None = None,
        one_hand: int | None = None,
    ) -> float:
        """Chance duellist ``seat`` wins the duel in progress, with what is in force now plus, if given,
        one more Add 4 on ``add4`` and One Hand on ``one_hand``; ``skills`` default to what is known now."""
        duel = duel_of(view)
        bonus = dict(duel.bonus)
        if add4 is not None:
            bonus[add4] = bonus.get(add4, 0) + 4
        hands = set(duel.one_hand)
        if one_hand is not None:
            hands.add(one_hand)
        return model.p_win(
            seat,
            other_duellist(duel, seat),
            duel.game,
            known_skills(view) if skills is None else skills,
            bonus,
            duel.defender,
            frozenset(hands),
        )

    # --------------------------------------------------------------- bets
    def bet(self, view: ManiaView, legal: Sequence[Action], model: ScoreModel) -> Action:
        duel = duel_of(view)
        hand = view.hand
        helped: dict[int, float] = {}
        for s in duel.duellists:
            # the card it would play for the side it backs: Add 4, or a skill card / One Hand (about a level)
            if ADD_4 in hand:
                helped[s] = self.odds(view, model, s, add4=s)
            elif any(c in hand for c in (SKILL_DOWN, SKILL_UP, ONE_HAND)):
                helped[s] = self.odds(view, model, s, one_hand=other_duellist(duel, s))
            else:
                helped[s] = self.odds(view, model, s)
        best = max(duel.duellists, key=lambda s: helped[s])
        amounts = _amounts(legal, best)
        if not amounts:
            return NO_BET
        if CANCEL_LOSS in hand or helped[best] >= 0.5 + ACE_EDGE:
            return Bet(best, max(amounts))  # each chip bet is worth 2p - 1 (p with Cancel Loss in hand)
        return NO_BET

    # --------------------------------------------------------------- challenges
    def challenge(self, view: ManiaView, legal: Sequence[Action], model: ScoreModel) -> Action:
        me = view.seat

        def value(a: Challenge) -> tuple[float, int]:
            space = view.board.spaces[view.positions[a.defender]]
            skills: dict[int, int | None] = {a.defender: space.defend} if space.kind == COLLECT else {}
            return (model.p_win(me, a.defender, a.game, skills, {}, a.defender), view.worth(a.defender))

        return max((a for a in legal if isinstance(a, Challenge)), key=value)

    # --------------------------------------------------------------- cards
    def preroll(self, view: ManiaView, by_card: Mapping[str, Sequence[Play]]) -> Action:
        """Lose Turn on the mover who threatens it: as rich or nearly, or about to reach FINISH (+10, the
        end) while that would leave the Ace behind."""
        mover, me = view.mover, view.seat
        if LOSE_TURN in by_card and not view.lose_flag:
            gap = view.worth(mover) - view.worth(me)
            near = view.positions[mover] >= view.board.finish - 6
            if gap >= -3 or (near and gap + 10 >= 0):
                return by_card[LOSE_TURN][0]
        if max(view.positions) >= NEAR_FINISH:
            return _best_collect(by_card) or PASS
        return PASS

    def duel_card(self, view: ManiaView, by_card: Mapping[str, Sequence[Play]], side: int, model: ScoreModel) -> Action:
        """The duel card that adds the most to its expected take, if that is worth a card."""
        duel = duel_of(view)
        other = other_duellist(duel, side)
        base = self.odds(view, model, side)
        options: list[tuple[float, Play]] = []
        if view.window == "after_bets":
            if ADD_4 in by_card:
                options.append((self.odds(view, model, side, add4=side), Play(ADD_4, side)))
        else:
            skills = known_skills(view)
            if SKILL_DOWN in by_card:
                easier = {**skills, side: max(1, min(3, duel.skill[side] + duel.skill_mod.get(side, 0) - 1))}
                options.append((self.odds(view, model, side, skills=easier), Play(SKILL_DOWN, side)))
            if SKILL_UP in by_card:
                harder = {**skills, other: max(1, min(3, duel.skill[other] + duel.skill_mod.get(other, 0) + 1))}
                options.append((self.odds(view, model, side, skills=harder), Play(SKILL_UP, other)))
            if ONE_HAND in by_card and other not in duel.one_hand:
                options.append((self.odds(view, model, side, one_hand=other), Play(ONE_HAND, other, "left")))
        if not options:
            return PASS
        p, play = max(options, key=lambda o: o[0])
        return play if (p - base) * stake(view) >= ACE_CARD_GAIN else PASS
