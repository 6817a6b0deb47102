"""Event cards in play: which cards a seat may play in a window (:func:`playable`) and what a played card
does (:func:`play_card`). Cards that do not conflict add up and a card that undoes another cancels it (two
Add 4 on one duellist add 8; Skill +1 then -1 is no change); where cards really conflict the last played is
obeyed (One Hand on a duellist names the hand; Collect All Losing Bets / Cancel Loss remember their play
order). docs/rules-decisions.md, "The last card played is obeyed"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.rules import Event
from arcade.games.mania import events as E
from arcade.games.mania import scoring
from arcade.games.mania.actions import Action, Play
from arcade.games.mania.cards import (
    ADD_4,
    CANCEL_LOSS,
    COLLECT_AMOUNT,
    COLLECT_LOSING,
    EXTRA_TURN,
    HANDS,
    LOSE_TURN,
    ONE_HAND,
    SKILL_DOWN,
    SKILL_UP,
)
from arcade.games.mania.duel_state import Duel
from arcade.games.mania.phases import AFTER_BETS, AFTER_DUEL, AFTER_SKILL, END_TURN, PREROLL

if TYPE_CHECKING:
    from arcade.games.mania.rules import Mania

DUEL_CARDS = (ADD_4, SKILL_DOWN, SKILL_UP, ONE_HAND)


def playable(state: Mania, seat: int, window: str | None) -> list[Action]:
    """The card plays open to ``seat`` in ``window`` (or in the draw decision): none once it has played
    its one card this turn."""
    if state.played[seat]:
        return []
    out: list[Action] = []
    duel = state.duel
    for card in sorted(set(state.hands[seat])):
        if card in COLLECT_AMOUNT:
            out.append(Play(card))
        elif card == LOSE_TURN and window == PREROLL and seat != state.mover:
            out.append(Play(card, state.mover))
        elif card == EXTRA_TURN and window == END_TURN and seat == state.mover:
            out.append(Play(card))
        elif card in DUEL_CARDS and duel is not None and (seat in duel.duellists or duel.bettor(seat)):
            if card == ADD_4 and window == AFTER_BETS:
                out += [Play(card, t) for t in duel.duellists]
            elif card in (SKILL_DOWN, SKILL_UP) and window == AFTER_SKILL:
                out += [Play(card, t) for t in duel.duellists]
            elif card == ONE_HAND and window == AFTER_SKILL:
                # "Force Opponent": a duellist names the other one; a bettor either
                out += [Play(card, t, h) for t in duel.duellists if t != seat for h in HANDS]
        elif card == COLLECT_LOSING and window == AFTER_DUEL and duel is not None and seat == duel.winner:
            if any(duel.lost_bet(s) for s in duel.bets):
                out.append(Play(card))
        elif card == CANCEL_LOSS and window == AFTER_DUEL and duel is not None and duel.lost_bet(seat):
            out.append(Play(card))
    return out


def play_card(state: Mania, seat: int, action: Play, ev: list[Event]) -> None:
    """``seat`` plays ``action.card`` (a legal play): to the discard pile, its effect in force. What comes
    next (answers in the window, or the draw) is the phase's business."""
    card = action.card
    state.hands[seat].remove(card)
    state.discard.append(card)
    state.played[seat] = True
    state.stats["cards_played"] += 1
    ev.append(E.CardPlayed(seat, card, action.target, action.hand))
    duel = state.duel
    if card in COLLECT_AMOUNT:
        scoring.bank_pays(state, seat, COLLECT_AMOUNT[card], "card", ev)
    elif card == LOSE_TURN:
        state.lose_flag = True
    elif card == EXTRA_TURN:
        state.extra_flag = True
    else:  # the other cards are played only in a duel's windows
        _duel_card(seat, action, state.the_duel())
    if duel is not None:
        duel.plays += 1


def _duel_card(seat: int, action: Play, duel: Duel) -> None:
    card = action.card
    if card == ADD_4:
        duel.bonus[action.target] = duel.bonus.get(action.target, 0) + 4
    elif card in (SKILL_DOWN, SKILL_UP):
        mod = duel.skill_mod.get(action.target, 0) + (-1 if card == SKILL_DOWN else 1)
        if mod:
            duel.skill_mod[action.target] = mod
        else:
            duel.skill_mod.pop(action.target, None)
    elif card == ONE_HAND:
        duel.one_hand[action.target] = action.hand
    elif card == COLLECT_LOSING:
        duel.collect_losing = duel.plays
    elif card == CANCEL_LOSS:
        duel.cancel[seat] = duel.plays
