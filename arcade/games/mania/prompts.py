"""Which event cards are worth asking a person about now. Pure: no pygame.

The rules let a card holder play in every card window (a Collect card "at any time"), which would ask a
person holding cards dozens of times a game. The scene asks only when a card can change something:

- a play is *useful* when it changes the game: a skill card that moves the duellist's level (or overrules an
  earlier card), a One Hand or Add 4 not already in force on that player and hand, a Lose Turn or Extra
  Turn not already played this turn; Collect cards and the payout cards always are;
- a Collect card is *timely* only at the moments its timing matters: before your own roll (your turn's one
  card), when a full hand must play to draw, and at FINISH (the last chance). At other moments it waits,
  but it is listed whenever the person is asked about another card.

A person is asked when some legal play is timely; otherwise the scene passes for them. The menu lists the
pass and every useful play.

Before an opponent's roll the only card worth a question is Lose A Turn (issue 36: it was asked before
every opponent's roll, and again whenever someone played a card in that window). The scene asks about it
at most once in each opponent's turn, and never again in the game once the person chose "don't ask
again": ``hushed`` (the scene's UI state) says so, and the pass is made for them.
"""

from __future__ import annotations

from arcade.core.rules import IllegalAction
from arcade.games.mania.actions import Play
from arcade.games.mania.cards import ADD_4, COLLECT_AMOUNT, EXTRA_TURN, LOSE_TURN, ONE_HAND, SKILL_DOWN, SKILL_UP
from arcade.games.mania.events import DieRolled


def useful(state, seat: int, action) -> bool:
    """Whether ``action`` (legal for ``seat`` now) changes anything; anything but a card play does."""
    if not isinstance(action, Play):
        return True
    card, duel = action.card, state.duel
    if card in (SKILL_DOWN, SKILL_UP):
        target = action.target
        mod = duel.skill_mod.get(target, 0) + (-1 if card == SKILL_DOWN else 1)
        after = max(1, min(3, duel.skill[target] + mod))
        return after != duel.effective_skill(target)
    if card == ONE_HAND:
        return duel.one_hand.get(action.target) != action.hand
    if card == ADD_4:
        return True  # Add 4 cards add up
    if card == LOSE_TURN:
        return not state.lose_flag
    if card == EXTRA_TURN:
        return not state.extra_flag
    return True


def before_their_roll(state, seat: int) -> bool:
    """Whether ``seat`` is asked in the window before an opponent's roll (Lose A Turn's moment)."""
    return state.phase == "window" and state.window == "preroll" and seat != state.mover


def timely(state, seat: int, action, hushed: bool = False) -> bool:
    """Whether ``action`` is worth asking about now (see the module notes); ``hushed``: the person is not
    to be asked before this opponent's roll (asked already this turn, or "don't ask again")."""
    if hushed and before_their_roll(state, seat):
        return False
    if isinstance(action, Play) and action.card in COLLECT_AMOUNT:
        return state.phase == "draw" or state.window == "finish" or (state.window == "preroll" and seat == state.mover)
    return isinstance(action, Play) and useful(state, seat, action)


def menu(state, seat: int) -> list:
    """The legal actions a person is shown: the pass and every useful play."""
    return [a for a in state.legal_actions(seat) if useful(state, seat, a)]


def worth_asking(state, seat: int, hushed: bool = False) -> bool:
    """Whether ``seat``, to act in a card window or a full-hand draw, has a play worth a question."""
    return any(timely(state, seat, a, hushed) for a in state.legal_actions(seat))


FINISH_NEAR = 6
"""A pawn this many spaces or fewer from FINISH may end the game with the next roll (the red die's top)."""


def collect_reminder(state, seat: int) -> bool:
    """Whether ``seat``, to roll, should be reminded that Collect cards count for nothing at the end: they
    hold one and some pawn is within a roll of FINISH."""
    finish = state.board.finish
    holds = any(card in COLLECT_AMOUNT for card in state.hands[seat])
    return holds and any(finish - p <= FINISH_NEAR for p in state.pos)


def trial(state, action) -> list:
    """The events applying ``action`` (legal now) would bring, tried on a copy: the state's dice are not
    touched (an illegal action brings none)."""
    try:
        return state.clone().apply(action)
    except IllegalAction:
        return []


def first_roll(events, person) -> int | None:
    """The index in ``events`` of the first red die rolled by a seat ``person(seat)`` says is a person's."""
    return next((i for i, e in enumerate(events) if isinstance(e, DieRolled) and person(e.seat)), None)
