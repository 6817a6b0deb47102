"""Setting a game up: the roll-off for the first choice of Game Slide, the chips and one event card each
(:func:`opening`), a game arranged by hand for tests and tutorials (:func:`arrange`), and phase ``slide``
(each seat in turn takes a Game Slide; the last to choose moves first)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from arcade.core.rules import Event
from arcade.games.mania import events as E
from arcade.games.mania import turn
from arcade.games.mania.actions import Action, ChooseSlide
from arcade.games.mania.board import SLIDES
from arcade.games.mania.cards import EVENT_DECK, shuffle

if TYPE_CHECKING:
    from arcade.games.mania.rules import Mania


def opening(state: Mania) -> list[Event]:
    """Roll the red die until one seat rolls highest (ties roll again among themselves): that seat chooses
    a Game Slide first. Then the chips are dealt and each seat draws one card from the shuffled deck."""
    rng = state.rng
    rolls: list[tuple[int, int]] = []
    contenders = list(range(state.n))
    while True:
        values = {s: rng.randint(1, turn.RED_DIE) for s in contenders}
        rolls += sorted(values.items())
        top = max(values.values())
        contenders = [s for s in contenders if values[s] == top]
        if len(contenders) == 1:
            break
    first = contenders[0]
    state.choose_order = [(first + i) % state.n for i in range(state.n)]
    state.chips.deal_start()
    shuffle(rng, state.deck)
    for seat in range(state.n):
        state.hands[seat].append(state.deck.pop())
    return [E.SlideRolls(tuple(rolls), first)]


def arrange(
    state: Mania,
    slides: Sequence[str],
    mover: int,
    pos: Sequence[int] | None,
    hands: Sequence[Sequence[str]] | None,
    deck_top: Sequence[str],
    chips: Sequence[tuple[int, int]] | None,
    rng: random.Random | None,
) -> list[Event]:
    """Set a blank ``state`` up by hand (see ``Mania.arranged``) and start the mover's turn; returns the
    events of that start."""
    players = state.n
    state.choose_order = list(range(players))
    state.choose_at = players
    state.slide_of = list(slides)
    if len(set(slides)) != players or not set(slides) <= set(SLIDES):
        raise ValueError(f"each seat owns a different slide: {slides!r}")
    state.chips.deal_start()
    for seat, (red, white) in enumerate(chips or []):
        state.chips.pay(seat, state.chips.bank, state.chips.worth(seat))
        state.chips._move(state.chips.bank, seat, red, white)
    state.pos = list(pos or [0] * players)
    state.hands = [list(h) for h in (hands or [[] for _ in range(players)])]
    rest = list(EVENT_DECK)
    for card in [c for h in state.hands for c in h] + list(deck_top):
        rest.remove(card)
    shuffle(state.rng, rest)
    state.deck = rest + list(reversed(deck_top))
    if rng is not None:
        state.rng = rng
    ev: list[Event] = []
    turn.start_turn(state, mover, ev)
    return ev


# ----------------------------------------------------------------- phase ``slide``
def legal(state: Mania, actor: int) -> list[Action]:
    taken = set(state.slide_of)
    return [ChooseSlide(s) for s in SLIDES if s not in taken]


def act(state: Mania, action: Action, ev: list[Event]) -> None:
    if not isinstance(action, ChooseSlide):
        return
    seat = state.current_player()
    state.slide_of[seat] = action.slide
    ev.append(E.SlideChosen(seat, action.slide))
    state.choose_at += 1
    if state.choose_at == state.n:
        # The last to choose goes first; play proceeds to the left (the next seat).
        turn.start_turn(state, state.choose_order[-1], ev)
