"""A hypothesis rule-based state machine that drives one rules engine only through the protocol of
``arcade.core.rules`` and checks every clause of it, and the game's own invariants, after every step.

:func:`machine_for` makes the machine of one engine (a factory ``make(seed, seats)``, the seat counts
and the game's invariants); ``tests/test_engine_properties.py`` makes one per registered engine.

Rules (what a step does; a finished game is followed by a new one): play one legal action, chosen by
index; play a burst of k random legal actions from a drawn seed (late-game states are reached in few
steps, and a failure still shrinks); offer illegal actions (a foreign object, stale actions from
earlier, legal actions with one field changed), which must raise IllegalAction and change nothing;
round-trip the state through JSON ``to_data`` / ``from_data`` and play on both in step; clone and play
on the clone, then on the original (each leaves the other alone, and both continue alike); check each
seat's view (plain data, a copy, equal in ``sample_hidden`` games, which are real games with the same
actions for that seat); offer damaged saved data, which must be refused with ValueError or give a
state that follows the protocol and plays on. After every step: every protocol clause and the game's
own invariants. A failure reports the rules' steps and the actions of the game under test.
``COUNTS[name]`` counts the examples, steps, engine actions and finished games per machine.
"""

from __future__ import annotations

import dataclasses
import json
import math
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from hypothesis import note
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from arcade.core.rules import SIMULTANEOUS, TERMINAL, Event, IllegalAction, Wait

COUNTS: dict[str, Counter] = {}
MAX_BURST = 64
TRIES = 6
"""Stale or changed actions offered per step."""
SEEDS = st.integers(0, 2**32 - 1)


class _Foreign:
    """An action no engine knows."""

    def __repr__(self) -> str:
        return "<foreign action>"


FOREIGN = (
    _Foreign(),
    None,
    7,
    "flip",
    ("no-such-action", -1),
    [],
    Wait(-1.0),
    Wait(float("nan")),
    Wait(float("inf")),
    Wait("soon"),
)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------- checks
def plain(value: Any) -> str:
    """``value`` as JSON text; fails unless it is JSON-safe data: dicts with string keys, lists (or
    tuples), strings, whole and finite numbers, booleans and None."""
    _check_plain(value)
    return json.dumps(value, sort_keys=True, allow_nan=False)


_SCALARS = frozenset((str, int, float, bool, type(None)))


def _check_plain(value: Any) -> None:
    kind = type(value)
    if kind is dict:
        for key, item in value.items():
            assert isinstance(key, str), f"a non-string key {key!r} (JSON turns it into a string)"
            _check_plain(item)
    elif kind is list or kind is tuple:
        if not set(map(type, value)) <= _SCALARS:  # a list of plain scalars needs no walk
            for item in value:
                _check_plain(item)
    else:
        assert value is None or isinstance(value, (str, int, float)), f"not plain data: {value!r:.100}"


def vandalise(value: Any) -> None:
    """Change every list and dict inside ``value`` in place: a caller owning a copy may do that."""
    if isinstance(value, list):
        for item in value:
            vandalise(item)
        value.append("vandal")
    elif isinstance(value, dict):
        for item in value.values():
            vandalise(item)
        value["vandal"] = True


def check_protocol(state, seats: int, game_id: str) -> None:
    """Every clause of ``arcade.core.rules`` that can be read off one state."""
    cls = type(state)
    assert isinstance(cls.GAME_ID, str) and cls.GAME_ID == game_id, f"GAME_ID {cls.GAME_ID!r}"
    assert type(cls.DATA_VERSION) is int and cls.DATA_VERSION >= 1, f"DATA_VERSION {cls.DATA_VERSION!r}"
    assert type(cls.REALTIME) is bool, f"REALTIME {cls.REALTIME!r}"
    assert state.num_seats == seats, f"num_seats {state.num_seats}, made for {seats}"
    terminal = state.is_terminal()
    assert type(terminal) is bool
    cp = state.current_player()
    legal = state.legal_actions()
    assert isinstance(legal, list)
    per_seat = [state.legal_actions(s) for s in range(seats)]
    if terminal:
        assert cp == TERMINAL, f"a finished game says seat {cp} is to act"
        assert legal == [] and all(a == [] for a in per_seat), "a finished game offers actions"
    else:
        assert legal, "a live game offers no action"
        assert cp == SIMULTANEOUS or 0 <= cp < seats, f"current_player {cp} out of range"
        if cp >= 0:
            assert per_seat[cp] == legal, "the acting seat's actions are not all the actions"
            assert all(per_seat[s] == [] for s in range(seats) if s != cp), "a seat out of turn may act"
        else:
            everyone = [a for acts in per_seat for a in acts]
            assert all(a in legal for a in everyone), "a seat's action is missing from legal_actions()"
            assert all(a in everyone or (cls.REALTIME and isinstance(a, Wait)) for a in legal), (
                "legal_actions() holds an action of no seat"
            )
    if cls.REALTIME:
        now = state.now_ms
        assert isinstance(now, (int, float)) and math.isfinite(now), f"now_ms {now!r}"
        if not terminal:
            assert any(isinstance(a, Wait) for a in legal), "a real-time engine offers no Wait"
        for a in legal:
            t = getattr(a, "t_ms", None)
            if isinstance(a, Wait):
                assert t > now, f"{a!r} does not move the clock on from {now}"
            elif t is not None:
                assert t == now, f"{a!r} is not stamped now_ms {now}"
    scores, winners = state.scores(), state.winners()
    assert isinstance(scores, list) and len(scores) == seats, f"scores {scores!r} for {seats} seats"
    assert all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in scores), f"scores {scores!r}"
    assert isinstance(winners, list) and winners, f"winners {winners!r}"
    assert len(set(winners)) == len(winners) and set(winners) <= set(range(seats)), f"winners {winners!r}"
    data = state.to_data()
    plain(data)
    assert data.get("game") == cls.GAME_ID and data.get("version") == cls.DATA_VERSION, "to_data's game/version"
    for s in range(seats):
        plain(state.view(s).to_data())


def may_be_accepted(state, action) -> bool:
    """Real-time engines accept actions stamped later than now (``apply`` lets the clock run first)."""
    if not type(state).REALTIME:
        return False
    t = getattr(action, "t_ms", None)
    return isinstance(t, (int, float)) and not isinstance(t, bool) and t > state.now_ms


def rotated(items: list, index: int) -> list:
    """``items`` starting at ``index`` (wrapping round)."""
    i = index % len(items)
    return items[i:] + items[:i]


def mutant(action, field: int, delta: int):
    """``action`` with one field changed, or None when it has no fields to change."""
    if dataclasses.is_dataclass(action) and not isinstance(action, type):
        names = [f.name for f in dataclasses.fields(action)]

        def make(**kw):
            return dataclasses.replace(action, **kw)
    elif hasattr(action, "_fields") and hasattr(action, "_replace"):
        names, make = list(action._fields), action._replace
    else:
        return None
    if not names:
        return None
    name = names[field % len(names)]
    value = getattr(action, name)
    if isinstance(value, bool):
        new: Any = not value
    elif isinstance(value, int):
        new = value + delta
    elif isinstance(value, float):
        new = value - abs(delta)  # earlier than stamped: never legal for a real-time engine
    elif isinstance(value, str):
        new = value + "?"
    elif isinstance(value, tuple):
        new = value + (99,)
    elif value is None:
        new = delta
    else:
        return None
    try:
        return make(**{name: new})
    except (TypeError, ValueError):
        return None


def damaged(data: Any, pick: int, how: int) -> tuple[Any, str]:
    """A copy of ``data`` with one nested value changed (an element dropped or doubled, a number off by
    one, a value of the wrong type); the second item says what was done."""
    copy = json.loads(json.dumps(data))
    spots: list[tuple[Any, Any]] = []

    def walk(node):
        if isinstance(node, list):
            for i, item in enumerate(node):
                spots.append((node, i))
                walk(item)
        elif isinstance(node, dict):
            for key, item in node.items():
                spots.append((node, key))
                walk(item)

    walk(copy)
    parent, key = spots[pick % len(spots)]
    value = parent[key]
    kind = how % 4
    if kind == 0 and isinstance(parent, list):
        del parent[key]
        return copy, f"dropped item {key} of a list"
    if kind == 1 and isinstance(parent, list):
        parent.insert(key, value)
        return copy, f"doubled item {key} of a list"
    if kind == 2 and isinstance(value, (int, float)) and not isinstance(value, bool):
        parent[key] = value + 1
        return copy, f"{key!r}: {value} -> {value + 1}"
    parent[key] = "x" if not isinstance(value, str) else 10**9
    return copy, f"{key!r}: {value!r:.40} -> wrong type"


# ---------------------------------------------------------------------------------------------- machine
class EngineMachine(RuleBasedStateMachine):
    """The rules and invariants; :func:`machine_for` fills in the engine."""

    name = ""
    game_id = ""
    make: Callable[[int, int], Any] = staticmethod(lambda seed, seats: None)  # type: ignore[assignment]
    own: Callable[[Any], None] = staticmethod(lambda state: None)  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.state: Any = None
        self.seats = 0
        self.history: list = []
        self.counts = COUNTS.setdefault(self.name, Counter())
        self.counts["examples"] += 1

    # -- helpers
    def begin(self, seats: int, seed: int) -> None:
        self.state = type(self).make(seed, seats)
        self.seats = seats

    def live(self) -> bool:
        return self.state is not None and not self.state.is_terminal()

    def play_on(self, state, rng: random.Random, k: int, record: bool = False) -> list:
        """Up to ``k`` random legal actions on ``state``; returns [(action, events)]."""
        out = []
        for _ in range(k):
            if state.is_terminal():
                break
            action = rng.choice(state.legal_actions())
            out.append((action, self.act(state, action, record)))
        return out

    def act(self, state, action, record: bool) -> list:
        events = state.apply(action)
        assert isinstance(events, list) and all(isinstance(e, Event) for e in events), (
            f"apply({action!r}) must return a list of Event objects, got {events!r}"
        )
        if record:
            self.history.append(action)
            self.counts["actions"] += 1
            if state.is_terminal():
                self.counts["finished"] += 1
        return events

    def step(self) -> None:
        self.counts["steps"] += 1

    def refused(self, action) -> None:
        before = plain(self.state.to_data())
        legal_before = self.state.legal_actions()
        try:
            self.state.apply(action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"{action!r} is not legal now but apply accepted it")
        assert plain(self.state.to_data()) == before, f"refusing {action!r} changed the state"
        assert self.state.legal_actions() == legal_before, f"refusing {action!r} changed the legal actions"

    def check_action_data(self, action) -> None:
        """An action with a plain-data form (``to_data``/``from_data``) reads back equal."""
        if hasattr(action, "to_data") and hasattr(type(action), "from_data"):
            data = action.to_data()
            assert type(action).from_data(json.loads(plain(data))) == action, f"{action!r} does not round-trip"

    # -- rules
    @precondition(lambda self: self.live())
    @rule(index=st.integers(0, 2**16))
    def play(self, index: int) -> None:
        self.step()
        legal = self.state.legal_actions()
        action = legal[index % len(legal)]
        self.check_action_data(action)
        self.act(self.state, action, record=True)

    @precondition(lambda self: self.live())
    @rule(k=st.integers(1, MAX_BURST), seed=SEEDS)
    def burst(self, k: int, seed: int) -> None:
        self.step()
        self.play_on(self.state, random.Random(seed), k, record=True)

    @precondition(lambda self: self.state is not None and self.state.is_terminal())
    @rule(seed=st.integers(0, 2**31 - 1))
    def next_game(self, seed: int) -> None:
        """A finished game: the rest of the run plays a new one with as many seats."""
        self.step()
        self.begin(self.seats, seed)
        self.history = []

    @precondition(lambda self: self.state is not None)
    @rule(thing=st.sampled_from(FOREIGN))
    def foreign(self, thing) -> None:
        self.step()
        self.refused(thing)

    @precondition(lambda self: bool(self.history))
    @rule(index=st.integers(0, 2**16))
    def stale(self, index: int) -> None:
        """Actions played earlier (from ``index`` on) that are not legal now are refused."""
        self.step()
        legal = self.state.legal_actions()
        for action in rotated(self.history, index)[:TRIES]:
            if action not in legal and not may_be_accepted(self.state, action):
                self.refused(action)

    @precondition(lambda self: self.live())
    @rule(index=st.integers(0, 2**16), field=st.integers(0, 7), delta=st.sampled_from((1, 2, 5, 9, 1000, -1, -7)))
    def changed(self, index: int, field: int, delta: int) -> None:
        """Legal actions (from ``index`` on) with one field changed are refused unless still legal."""
        self.step()
        legal = self.state.legal_actions()
        for i, action in enumerate(rotated(legal, index)[:TRIES]):
            other = mutant(action, field + i, delta)
            if other is not None and other not in legal and not may_be_accepted(self.state, other):
                self.refused(other)

    @precondition(lambda self: self.state is not None)
    @rule(k=st.integers(0, MAX_BURST), seed=SEEDS)
    def round_trip(self, k: int, seed: int) -> None:
        self.step()
        text = plain(self.state.to_data())
        restored = type(self.state).from_data(json.loads(text))
        assert plain(restored.to_data()) == text, "to_data -> JSON -> from_data is not the same state"
        for s in range(self.seats):
            assert restored.view(s).to_data() == self.state.view(s).to_data(), (
                f"seat {s} sees a restored game differently"
            )
        ra, rb = random.Random(seed), random.Random(seed)
        for _ in range(k):
            if self.state.is_terminal():
                break
            assert restored.legal_actions() == self.state.legal_actions(), "a restored game offers other actions"
            a = self.play_on(self.state, ra, 1, record=True)
            b = self.play_on(restored, rb, 1)
            assert a == b, "a restored game plays differently"
        assert plain(restored.to_data()) == plain(self.state.to_data()), "a restored game ends up elsewhere"

    @precondition(lambda self: self.state is not None)
    @rule(k=st.integers(1, MAX_BURST), seed=SEEDS)
    def clones(self, k: int, seed: int) -> None:
        self.step()
        before = plain(self.state.to_data())
        twin = self.state.clone()
        assert plain(twin.to_data()) == before, "a clone differs from its original"
        self.play_on(twin, random.Random(seed), k)
        assert plain(self.state.to_data()) == before, "playing on a clone changed the original"
        twin = self.state.clone()
        played = self.play_on(self.state, random.Random(seed), k, record=True)
        assert plain(twin.to_data()) == before, "playing on the original changed its clone"
        for action, events in played:
            assert twin.apply(action) == events, "a clone plays differently from its original"
        assert plain(twin.to_data()) == plain(self.state.to_data()), "a clone ends up elsewhere"

    @precondition(lambda self: self.state is not None)
    @rule(seed=SEEDS, k=st.integers(0, 8))
    def views(self, seed: int, k: int) -> None:
        self.step()
        before = plain(self.state.to_data())
        for seat in range(self.seats):
            view = self.state.view(seat).to_data()
            saved = plain(view)
            vandalise(view)
            assert plain(self.state.view(seat).to_data()) == saved, "a view shares lists with the state"
            sample = self.state.sample_hidden(seat, random.Random(seed + seat))
            assert type(sample) is type(self.state)
            assert plain(self.state.to_data()) == before, "sample_hidden changed the state"
            assert plain(sample.view(seat).to_data()) == saved, f"seat {seat}'s view changes with what it cannot see"
            assert sample.legal_actions(seat) == self.state.legal_actions(seat), (
                f"seat {seat} has other actions in a game it cannot tell from this one"
            )
            check_protocol(sample, self.seats, self.game_id)
            type(self).own(sample)
            self.play_on(sample, random.Random(seed), k)  # a sampled game is a real game: it plays on
            assert plain(self.state.to_data()) == before, "playing on a sample_hidden game changed the state"
            check_protocol(sample, self.seats, self.game_id)
            type(self).own(sample)
        data = self.state.to_data()
        vandalise(data)
        assert plain(self.state.to_data()) == before, "to_data shares lists with the state"

    @precondition(lambda self: self.state is not None)
    @rule(pick=st.integers(0, 2**16), how=st.integers(0, 3), seed=SEEDS)
    def damaged_data(self, pick: int, how: int, seed: int) -> None:
        self.step()
        data, what = damaged(self.state.to_data(), pick, how)
        try:
            restored = type(self.state).from_data(data)
        except ValueError:
            return
        # accepted: then it is a game that follows the protocol and plays on
        try:
            check_protocol(restored, self.seats, self.game_id)
            self.play_on(restored, random.Random(seed), 5)
        except (AssertionError, IllegalAction) as exc:
            raise AssertionError(f"saved data with {what} was accepted and gives a broken game: {exc}") from exc

    def teardown(self) -> None:
        """Reported with a failure: the actions the game under test was played with (after the rules'
        steps, which say how they were drawn)."""
        note(f"actions of the game under test: {self.history[-60:]!r}")

    # -- after every step
    @invariant()
    def follows_the_protocol(self) -> None:
        if self.state is not None:
            check_protocol(self.state, self.seats, self.game_id)

    @invariant()
    def keeps_its_own_invariants(self) -> None:
        if self.state is not None:
            type(self).own(self.state)


def machine_for(
    name: str, game_id: str, make: Callable[[int, int], Any], seats: tuple[int, ...], own: Callable[[Any], None]
) -> type[EngineMachine]:
    """The state machine of one engine: ``make(seed, seats)`` gives fresh states of ``game_id``."""

    class Machine(EngineMachine):
        @initialize(seats=st.sampled_from(seats), seed=st.integers(0, 2**31 - 1))
        def start(self, seats: int, seed: int) -> None:
            self.begin(seats, seed)

    Machine.name, Machine.game_id = name, game_id
    Machine.make = staticmethod(make)  # type: ignore[method-assign]
    Machine.own = staticmethod(own)  # type: ignore[method-assign]
    Machine.__name__ = Machine.__qualname__ = f"{name.title().replace('-', '')}Machine"
    return Machine
