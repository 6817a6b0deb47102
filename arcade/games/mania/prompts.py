"""Which event cards are worth asking a person about now, from that person's own view (``view(seat)``).
Pure: no pygame.

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

:func:`first_roll` finds, among the events an action would bring, the first red die a person rolls (their
roll waits for their press).
"""

from __future__ import annotations

from arcade.games.mania.actions import Play
from arcade.games.mania.cards import ADD_4, COLLECT_AMOUNT, EXTRA_TURN, LOSE_TURN, ONE_HAND, SKILL_DOWN, SKILL_UP
from arcade.games.mania.events import DieRolled


def useful(view, seat: int, action) -> bool:
    """Whether ``action`` (legal for ``seat`` now) changes anything; anything but a card play does."""
    if not isinstance(action, Play):
        return True
    card, duel = action.card, view.duel
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
        return not view.lose_flag
    if card == EXTRA_TURN:
        return not view.extra_flag
    return True


def before_their_roll(view, seat: int) -> bool:
    """Whether ``seat`` is asked in the window before an opponent's roll (Lose A Turn's moment)."""
    return view.phase == "window" and view.window == "preroll" and seat != view.mover


def timely(view, seat: int, action, hushed: bool = False) -> bool:
    """Whether ``action`` is worth asking about now (see the module notes); ``hushed``: the person is not
    to be asked before this opponent's roll (asked already this turn, or "don't ask again")."""
    if hushed and before_their_roll(view, seat):
        return False
    if isinstance(action, Play) and action.card in COLLECT_AMOUNT:
        return view.phase == "draw" or view.window == "finish" or (view.window == "preroll" and seat == view.mover)
    return isinstance(action, Play) and useful(view, seat, action)


def menu(view, seat: int) -> list:
    """The legal actions a person is shown (``view``: theirs): the pass and every useful play."""
    return [a for a in view.legal_actions() if useful(view, seat, a)]


def worth_asking(view, seat: int, hushed: bool = False) -> bool:
    """Whether ``seat`` (``view``: theirs), to act in a card window or a full-hand draw, has a play worth a
    question."""
    return any(timely(view, seat, a, hushed) for a in view.legal_actions())


FINISH_NEAR = 6
"""A pawn this many spaces or fewer from FINISH may end the game with the next roll (the red die's top)."""


def collect_reminder(view, seat: int) -> bool:
    """Whether ``seat`` (``view``: theirs), to roll, should be reminded that Collect cards count for nothing
    at the end: they hold one and some pawn is within a roll of FINISH."""
    finish = view.board.finish
    holds = any(card in COLLECT_AMOUNT for card in view.hand)
    return holds and any(finish - p <= FINISH_NEAR for p in view.positions)


def first_roll(events, person) -> int | None:
    """The index in ``events`` of the first red die rolled by a seat ``person(seat)`` says is a person's."""
    return next((i for i, e in enumerate(events) if isinstance(e, DieRolled) and person(e.seat)), None)
