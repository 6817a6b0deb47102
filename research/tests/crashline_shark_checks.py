"""Checks shared by the tests of the fast Crash Line Sharks (tuned, value, steal scorer): hand-built
last-pass tables, "the same choice whatever the hidden deck order" (a Shark decides from its seat's view
alone), and the clear errors of a weights file that is damaged, missing or not JSON."""

from __future__ import annotations

import json
import random
import time

import pytest

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
                twin = view.sample_state(random.Random(game * 1000 + checked))  # the deck reshuffled
                assert sorted(twin.deck) == sorted(state.deck)
                assert b.choose(twin.view(p)) == action
                checked += 1
            else:
                b.choose(view)
            assert action in state.legal_actions()
            state.apply(careful.choose(view) if p else action)
    return checked


def damaged_file_fails(tmp_path, load, data: dict, damage, message: str) -> None:
    """``damage`` applied to the plain ``data`` of a weights file makes ``load(path)`` raise a ValueError
    matching ``message``."""
    damage(data)
    path = tmp_path / "params.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match=message):
        load(str(path))


def missing_or_garbled_file_fails(tmp_path, load) -> None:
    """``load`` of a file that is not there, or not JSON, raises a ValueError saying which."""
    with pytest.raises(ValueError, match="cannot read"):
        load(str(tmp_path / "nope.json"))
    path = tmp_path / "bad.json"
    path.write_text("{not json")
    with pytest.raises(ValueError, match="not valid JSON"):
        load(str(path))


def decision_times(shark, games: int, cash_only: bool = False) -> list[float]:
    """Processor seconds of each choice ``shark`` makes in seat 0 of ``games`` 4-player games against
    Careful grown-ups (seeds 900+), sorted; ``cash_only``: only its flip-or-cash choices."""
    careful = Careful()
    times = []
    for seed in range(games):
        state = CrashLine(4, 900 + seed)
        while not state.is_terminal():
            p = state.current_player()
            view = state.view(p)
            if p == 0:
                started = time.process_time()
                action = shark.choose(view)
                if not cash_only or view.can_cash():
                    times.append(time.process_time() - started)
            else:
                action = careful.choose(view)
            state.apply(action)
    return sorted(times)
