"""Checks shared by the tests of the fast Crash Line Sharks (tuned, value): hand-built last-pass tables, and
"the same choice whatever the hidden deck order" (a Shark decides from its seat's view alone)."""
from __future__ import annotations

import random

from arcade.games.crashline.bots import Careful
from arcade.games.crashline.rules import CrashLine


def last_pass(top, **kw):
    """A table after CONTINUE? whose deck starts with ``top`` (see ``CrashLine.stacked``)."""
    state = CrashLine.stacked(top, fill="discard", **kw)
    state.continues = 1
    return state


def same_choice_whatever_the_hidden_deck_order(make, games: int, phases) -> int:
    """Seat 0 plays ``make(seed)`` against Careful grown-ups over ``games`` 4-player games; at each choice it
    can make (cash or flip, or a phase in ``phases``) a twin Shark of the same seed, shown the same view over a
    reshuffled deck, must choose the same. Returns how many choices were checked."""
    careful = Careful()
    checked = 0
    for game in range(games):
        state = CrashLine(4, seed=game)
        a, b = make(game), make(game)
        while not state.is_terminal():
            p = state.current_player()
            view = state.view(p)
            action = a.choose(view)
            if view.can_cash() or view.phase in phases:
                twin = view.sample_state(random.Random(game * 1000 + checked))   # the deck reshuffled
                assert sorted(twin.deck) == sorted(state.deck)
                assert b.choose(twin.view(p)) == action
                checked += 1
            else:
                b.choose(view)
            assert action in state.legal_actions()
            state.apply(careful.choose(view) if p else action)
    return checked
