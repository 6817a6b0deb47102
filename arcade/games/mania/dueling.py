"""A duel's flow: the challenge (phase ``challenge``), the secret bets (phase ``bet``), the skill levels
and the console scores (phase ``duel``: the challenger plays first). The card windows between these steps
are in ``windows``; the prize and bets are settled in ``scoring``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.rules import Event, IllegalAction
from arcade.games.mania import events as E
from arcade.games.mania import windows
from arcade.games.mania.actions import MAX_SCORE, NO_BET, Action, Bet, Challenge, DuelScore
from arcade.games.mania.board import COLLECT
from arcade.games.mania.duel_state import Duel, DuelSetup
from arcade.games.mania.phases import AFTER_BETS, AFTER_DUEL, BETTING, DUEL

if TYPE_CHECKING:
    from arcade.games.mania.rules import Mania

BLACK_DIE = 3  # the skill die shows 1, 2, 3 (twice each)
SKILLS = (1, 2, 3)


def start_duel(state: Mania, defender: int, game: str, ev: list[Event]) -> None:
    """The mover challenges ``defender`` at ``game`` on the space the mover stands on; bets are asked next,
    left of the challenger, of everyone but the duellists."""
    seat = state.mover
    n = state.n
    space = state.board.spaces[state.pos[seat]]
    duel = Duel(space.index, space.limit, seat, defender, game)
    duel.bet_pending = [(seat + i) % n for i in range(1, n) if (seat + i) % n != defender]
    state.duel = duel
    ev.append(E.DuelStarted(seat, defender, game, space.limit))
    state.phase = BETTING


# ----------------------------------------------------------------- phase ``challenge``
def challenges(state: Mania, actor: int) -> list[Action]:
    games = state.board.spaces[state.pos[state.mover]].duel_games
    return [Challenge(d, g) for d in range(state.n) if d != state.mover for g in games]


def challenge(state: Mania, action: Action, ev: list[Event]) -> None:
    if isinstance(action, Challenge):
        start_duel(state, action.defender, action.game, ev)


# ----------------------------------------------------------------- phase ``bet``
def bets(state: Mania, actor: int) -> list[Action]:
    duel = state.the_duel()
    chips = state.chips
    worth = chips.worth(actor)
    top = min(duel.limit, worth)
    if worth == 0 and chips.white[chips.bank] > 0:
        top = 1  # the bank gives a broke bettor one chip to bet
    return [NO_BET, *(Bet(on, a) for on in duel.duellists for a in range(1, top + 1))]


def bet(state: Mania, action: Action, ev: list[Event]) -> None:
    if not isinstance(action, Bet):
        return
    duel = state.the_duel()
    seat = duel.bet_pending.pop(0)
    loan = False
    if action.on >= 0 and state.chips.worth(seat) == 0:
        state.chips.pay(state.chips.bank, seat, 1)
        ev.append(E.ChipsPaid(E.BANK, seat, 1, "loan"))
        loan = True
    duel.bets[seat] = [action.on, action.amount, loan]
    ev.append(E.BetPlaced(seat, action.on >= 0))
    if not duel.bet_pending:
        windows.open_window(state, AFTER_BETS, ev)


def set_skills(state: Mania, ev: list[Event]) -> None:
    """Event 5: each duellist's skill level, from the black die or the defender's DEFEND AT space."""
    duel = state.the_duel()
    for seat in duel.duellists:
        space = state.board.spaces[state.pos[seat]]
        if seat == duel.defender and space.kind == COLLECT:
            duel.skill[seat], duel.skill_how[seat] = space.defend, "defend"
        else:
            duel.skill[seat], duel.skill_how[seat] = state.rng.randint(1, BLACK_DIE), "die"
        ev.append(E.SkillSet(seat, duel.skill[seat], duel.skill_how[seat]))


# ----------------------------------------------------------------- phase ``duel``
def scores(state: Mania, actor: int) -> list[Action]:
    return [DuelScore(actor, s) for s in range(MAX_SCORE + 1)]


def score(state: Mania, action: object, ev: list[Event]) -> None:
    """The console score of the duellist to play (checked here, not against :func:`scores`: a score is
    legal when it is a whole number 0..MAX_SCORE for that seat). Both in: the winner, the bets revealed,
    window ``after_duel``."""
    actor = state.current_player()
    if not (
        type(action) is DuelScore
        and action.seat == actor
        and type(action.score) is int
        and 0 <= action.score <= MAX_SCORE
    ):
        raise IllegalAction(f"{action!r} is not legal now: seat {actor} owes a duel score 0..{MAX_SCORE}")
    duel = state.the_duel()
    seat = action.seat
    duel.raw[seat] = action.score
    ev.append(E.DuelPlayed(seat, action.score, duel.final(seat)))
    if len(duel.raw) < 2:
        return
    c, d = duel.challenger, duel.defender
    fc, fd = duel.final(c), duel.final(d)
    duel.winner = c if fc > fd else d  # a tie goes to the Defender
    ev.append(E.DuelWon(duel.winner, d if duel.winner == c else c, fc == fd))
    state.history.append(
        (
            c,
            d,
            duel.game,
            duel.limit,
            duel.effective_skill(c),
            duel.effective_skill(d),
            duel.raw[c],
            duel.raw[d],
            fc,
            fd,
            duel.winner,
        )
    )
    duel.revealed = True
    ev.append(E.BetsRevealed(tuple((s, b[0], b[1]) for s, b in sorted(duel.bets.items()) if b[0] >= 0)))
    windows.open_window(state, AFTER_DUEL, ev)


def duel_setup(state: Mania, seat: int | None = None) -> DuelSetup:
    """What ``seat`` (default: the duellist to play now) plays on the console."""
    duel = state.duel
    if state.phase != DUEL or duel is None:
        raise ValueError("no duel is being played now")
    seat = state.current_player() if seat is None else seat
    if seat not in duel.duellists:
        raise ValueError(f"seat {seat} is not in the duel")
    other = duel.defender if seat == duel.challenger else duel.challenger
    hand = duel.one_hand.get(seat)
    return DuelSetup(
        seat,
        duel.game,
        duel.effective_skill(seat),
        hand,
        duel.bonus.get(seat, 0),
        duel.final(other) if other in duel.raw else None,
        "challenger" if seat == duel.challenger else "defender",
    )
