"""A turn on the board: its start, the red die and the pawn's move, the cards drawn on the way (phase
``draw`` when a full hand must decide: play a Collect card and draw, or skip the draw) and the space
landed on (collect, a duel with the slide's owner, or a challenge to make)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.rules import Event
from arcade.games.mania import dueling, plays, scoring, windows
from arcade.games.mania import events as E
from arcade.games.mania.actions import PASS, Action, Play
from arcade.games.mania.board import COLLECT, GAME
from arcade.games.mania.cards import MAX_HAND, shuffle
from arcade.games.mania.phases import CHALLENGE, DRAW, END_TURN, FINISH, PREROLL

if TYPE_CHECKING:
    from arcade.games.mania.rules import Mania

RED_DIE = 6


def start_turn(state: Mania, seat: int, ev: list[Event]) -> None:
    state.mover = seat
    state.turn += 1
    state.stats["turns"] += 1
    state.played = [False] * state.n
    state.lose_flag = state.extra_flag = False
    state.duel = None
    ev.append(E.TurnStarted(seat, state.turn))
    windows.open_window(state, PREROLL, ev)


def roll_and_move(state: Mania, ev: list[Event]) -> None:
    seat = state.mover
    board = state.board
    die = state.rng.randint(1, RED_DIE)
    state.last_roll = die
    start = state.pos[seat]
    end = min(board.finish, start + die)
    state.pos[seat] = end
    arrows = board.arrows_crossed(start, end)
    ev.append(E.DieRolled(seat, die))
    ev.append(E.PawnMoved(seat, start, end, arrows))
    if end == board.finish:
        # The game ends. A white arrow crossed on this last move still gives its card (a full hand takes
        # none: no second card could be played this turn anyway); Collect cards held, the new one too,
        # may be cashed in the last window (one card a player, as in any turn), then the game is over.
        state.finisher = seat
        scoring.bank_pays(state, seat, board.spaces[end].collect, "finish", ev)
        for _ in range(arrows):
            if len(state.hands[seat]) < MAX_HAND:
                draw(state, seat, ev)
            else:
                ev.append(E.DrawSkipped(seat))
        windows.open_window(state, FINISH, ev)
        return
    space = board.spaces[end]
    own = space.kind == GAME and space.slide == state.slide_of[seat]
    state.draws_left = arrows + (1 if own else 0)
    continue_draws(state, ev)


def continue_draws(state: Mania, ev: list[Event]) -> None:
    """Draw the cards still owed, stopping to ask (phase ``draw``) when the mover holds a full hand."""
    seat = state.mover
    while state.draws_left > 0:
        if len(state.hands[seat]) >= MAX_HAND:
            state.phase = DRAW
            return
        draw(state, seat, ev)
        state.draws_left -= 1
    land(state, ev)


def draw(state: Mania, seat: int, ev: list[Event]) -> None:
    """``seat`` draws the top card; an empty deck is first made of the shuffled discard pile."""
    if not state.deck:
        state.deck, state.discard = state.discard, []
        shuffle(state.rng, state.deck)
        state.stats["reshuffles"] += 1
        ev.append(E.Reshuffled(len(state.deck)))
    if state.deck:
        state.hands[seat].append(state.deck.pop())
        ev.append(E.CardDrawn(seat))


def land(state: Mania, ev: list[Event]) -> None:
    seat = state.mover
    space = state.board.spaces[state.pos[seat]]
    if space.kind == COLLECT:
        scoring.bank_pays(state, seat, space.collect, "collect", ev)
        windows.open_window(state, END_TURN, ev)
        return
    if space.kind == GAME and space.slide is not None:
        owner = state.owner(space.slide)
        if owner is not None and owner != seat:
            dueling.start_duel(state, owner, space.slide, ev)
            return
    state.phase = CHALLENGE


# ----------------------------------------------------------------- the phase handler (a full hand draws)
def legal(state: Mania, actor: int) -> list[Action]:
    return [PASS, *plays.playable(state, actor, DRAW)]


def act(state: Mania, action: Action, ev: list[Event]) -> None:
    """A legal answer of the mover holding five cards: play a card and draw, or skip this draw."""
    seat = state.mover
    if isinstance(action, Play):
        plays.play_card(state, seat, action, ev)
        draw(state, seat, ev)
    else:
        ev.append(E.DrawSkipped(seat))
    state.draws_left -= 1
    continue_draws(state, ev)
