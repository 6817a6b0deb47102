"""The flow of cards: flipping the next card (and settling a GAME OVER card), landing the attacks once
every seat has finished a card, and the end of the game (pure, no pygame)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.rules import Event

from . import events as E
from .constants import END_ALL_LEVELS, END_DECK, END_GAME_OVER, END_OUT, KEEP, LIFE_ATTACKS, OVER, cards
from .shapes import GAME_OVER_CARDS
from .sheet import lose_life

if TYPE_CHECKING:
    from .rules import InsertCoin
    from .view import Tables


def next_card(state: InsertCoin, ev: list[Event]) -> None:
    """Flip cards until one asks somebody for a decision, or the game ends."""
    while True:
        if not state.deck:
            end(state, END_DECK, [], ev)
            return
        c = state.deck.pop()
        if state.pile1_left:
            state.pile1_left -= 1
        if c in GAME_OVER_CARDS:
            if game_over_card(state, ev):
                return
            continue
        state.card = c
        state.flips += 1
        info = cards()[c]
        ev.append(E.CardFlipped(c, info.left, info.right))
        for s in range(state.n):
            if state.skip[s]:
                state.skip[s] = False
                state.tasks[s] = []
                state.stats["skipped"][s] += 1
                ev.append(E.TurnSkipped(s))
            else:
                state.tasks[s] = [("draw", 1 if state.bonus[s] else 0)]
                state.bonus[s] = False
        if any(state.tasks):
            return


def game_over_card(state: InsertCoin, ev: list[Event]) -> bool:
    """A GAME OVER card is flipped: a seat with too few completed Levels inserts a Coin, and one without a
    Coin ends the game (True then)."""
    state.game_overs += 1
    k = state.game_overs
    paid: list[int] = []
    safe: list[int] = []
    broke: list[int] = []
    for s in range(state.n):
        if state.completed_count(s) >= k:
            safe.append(s)
        elif state.coins[s]:
            state.coins[s] -= 1
            state.stats["coins_for_game_over"][s] += 1
            paid.append(s)
            ev.append(E.CoinInserted(s, state.coins[s], "game_over"))
        else:
            broke.append(s)
    ev.append(E.GameOverFlipped(k, tuple(paid), tuple(safe), tuple(broke)))
    if broke:
        end(state, END_GAME_OVER, broke, ev)
        return True
    return False


def card_done(state: InsertCoin, ev: list[Event]) -> None:
    """Every seat has finished the card: attacks land in order (the attacker is asked first about one
    that would end a game that would otherwise go on), the end is checked, the next card is flipped."""
    while state.attacks:
        attacker, shape = state.attacks[0]
        if attack_ends_game(state, attacker, shape):
            state.tasks[attacker] = [("attack", shape)]
            return
        state.attacks.pop(0)
        land(state, attacker, shape, ev)
    done = [s for s in range(state.n) if state.completed_count(s) == KEEP]
    if done:
        end(state, END_ALL_LEVELS, done, ev)
        return
    out = [s for s in range(state.n) if state.out[s]]
    if out:
        end(state, END_OUT, out, ev)
        return
    next_card(state, ev)


def targets(state: Tables, attacker: int) -> tuple[list[int], list[int]]:
    """(hit, blocked): the opponents an attack of ``attacker`` reaches, and those Magic Shield saves."""
    others = [q for q in range(state.n) if q != attacker]
    return [q for q in others if not state.shielded(q)], [q for q in others if state.shielded(q)]


def attack_ends_game(state: Tables, attacker: int, shape: str) -> bool:
    """Would this attack, landing now, end a game that would otherwise go on after this card (an
    opponent on the last Life with no Coin left)? Only then is its owner asked (docs, issue 21)."""
    if shape not in LIFE_ATTACKS or any(state.out) or any(len(c) == KEEP for c in state.completed):
        return False
    return any(state.lives[q] == 1 and not state.coins[q] for q in targets(state, attacker)[0])


def land(state: InsertCoin, attacker: int, shape: str, ev: list[Event]) -> None:
    hit, blocked = targets(state, attacker)
    ev.append(E.Attack(attacker, shape, tuple(hit), tuple(blocked)))
    for q in hit:
        if shape == "white_skull":
            state.skip[q] = True
        else:
            lose_life(state, q, shape, ev)


def end(state: InsertCoin, reason: str, seats: list[int], ev: list[Event]) -> None:
    state.phase = OVER
    state.end_reason = reason
    state.enders = list(seats)
    state.tasks = [[] for _ in range(state.n)]
    ev.append(E.GameEnded(reason, tuple(seats), tuple(state.scores())))
