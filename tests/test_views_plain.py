"""Views are plain data (issue 26): for every registered engine, over states reached by seeded random
legal play, ``state.view(seat)``

(a) holds no reference to the state: neither its object graph nor its pickle reaches the state or any
    mutable object the state holds (lists, dicts, sets, random generators, mutable instances); frozen
    values and tuples may be shared; nor does it hold a game of its own (an instance of the state's
    class, a random generator): a view is what the seat knows, not a game to play on;
(b) shows no other seat's hidden cards: a state with everything ``seat`` cannot see redrawn
    (``sample_hidden``: the deck's order, other hands, secret Levels, unrevealed bets, the random
    stream) gives a view whose pickle is byte for byte the same;
(c) is a copy: changing every list, dict and set in the view changes nothing in the state.

Nothing here names a game: every engine in the registry is covered, and any game added later.
"""

from __future__ import annotations

import dataclasses
import enum
import gc
import io
import json
import pickle
import random
import types
from collections.abc import Iterator
from typing import Any

import pytest

from arcade.games import registry

SPECS = [(info.id, info.engine) for info in registry.games() if info.engine is not None]
CASES = [pytest.param(gid, spec, n, id=f"{gid}-{n}") for gid, spec in SPECS for n in spec.seats]
SEEDS = (1, 7, 23)
MOMENTS = 6  # states checked per seeded game
MAX_STEPS = 400  # random actions per game at most (a real-time engine's game is long)

# Objects that can never be changed in place: sharing them is sharing a value.
_ATOMS = (int, float, complex, str, bytes, bool, type(None), range, slice, type(Ellipsis), enum.Enum)
_CODE = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType, types.CodeType)
_MUTABLE = (list, dict, set, bytearray, random.Random)


def _is_frozen_value(obj: object) -> bool:
    """A frozen dataclass, or a value object that refuses ``setattr`` (the project's ``FrozenValue``)."""
    cls = type(obj)
    params = getattr(cls, "__dataclass_params__", None)
    if params is not None:
        return bool(params.frozen)
    return any(getattr(k, "__name__", "") == "FrozenValue" for k in cls.__mro__)


def _children(obj: object) -> list[object]:
    if isinstance(obj, _ATOMS) or isinstance(obj, _CODE):
        return []
    if _is_frozen_value(obj) and hasattr(obj, "__dict__"):
        children = list(vars(obj).values())  # its fields: the dict holding them cannot be changed through it
    else:
        children = gc.get_referents(obj)
    return [c for c in children if not isinstance(c, _CODE)]


def _graph(root: object) -> Iterator[object]:
    """Every object reachable from ``root`` (not through classes, modules or functions)."""
    seen: set[int] = set()
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        yield obj
        todo.extend(_children(obj))


def _changeable(obj: object) -> bool:
    """Whether ``obj`` is something a holder could change in place (what a view must never share)."""
    if isinstance(obj, _ATOMS) or isinstance(obj, _CODE) or isinstance(obj, (tuple, frozenset)):
        return False
    if isinstance(obj, _MUTABLE):
        return True
    if _is_frozen_value(obj):
        return False
    return hasattr(obj, "__dict__") or bool(getattr(type(obj), "__slots__", ()))


def _state_objects(state: object) -> dict[int, object]:
    """The state itself and every changeable object it holds, by id."""
    held = {id(o): o for o in _graph(state) if _changeable(o)}
    held[id(state)] = state
    return held


class _GuardedPickler(pickle.Pickler):
    """Pickles a view, failing on the first object that is the state's or one the state holds."""

    def __init__(self, file: io.BytesIO, forbidden: dict[int, object]) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.forbidden = forbidden

    def persistent_id(self, obj: Any) -> None:
        if id(obj) in self.forbidden and self.forbidden[id(obj)] is obj:
            raise AssertionError(f"the view's pickle holds the state's own {type(obj).__name__}: {obj!r:.120}")
        return None


def _states(spec, seats: int, seed: int) -> Iterator[Any]:
    """States of one seeded random game, at ``MOMENTS`` random moments and at its end."""
    rng = random.Random(seed * 1009 + seats)
    state = spec.make(seed, seats)
    moments = set(rng.sample(range(MAX_STEPS), MOMENTS)) | {0}
    for step in range(MAX_STEPS):
        if state.is_terminal():
            break
        if step in moments:
            yield state
        state.apply(rng.choice(state.legal_actions()))
    yield state


def _plain(state: Any) -> str:
    return json.dumps(state.to_data(), sort_keys=True)


def _check_no_reference(state: Any, seat: int) -> None:
    view = state.view(seat)
    forbidden = _state_objects(state)
    for obj in _graph(view):
        if id(obj) in forbidden and forbidden[id(obj)] is obj:
            raise AssertionError(f"seat {seat}'s view reaches the state's own {type(obj).__name__}: {obj!r:.120}")
        # nor a game of its own: a copy of the game with the hidden part made up still carries a deck
        # order and a random stream, which is not what the seat knows
        assert not isinstance(obj, (type(state), random.Random)), f"seat {seat}'s view holds a {type(obj).__name__}"
    buf = io.BytesIO()
    _GuardedPickler(buf, forbidden).dump(view)
    copy = pickle.loads(buf.getvalue())
    assert type(copy) is type(view)


def _check_hidden(state: Any, seat: int, rng: random.Random) -> None:
    mine = pickle.dumps(state.view(seat), protocol=pickle.HIGHEST_PROTOCOL)
    for _ in range(2):
        other = state.sample_hidden(seat, random.Random(rng.getrandbits(64)))
        theirs = pickle.dumps(other.view(seat), protocol=pickle.HIGHEST_PROTOCOL)
        assert theirs == mine, f"seat {seat}'s view (its pickle) changes with what it cannot see"


def _check_copy(state: Any, seat: int) -> None:
    before = _plain(state)
    fresh = pickle.dumps(state.view(seat), protocol=pickle.HIGHEST_PROTOCOL)
    view = state.view(seat)
    marker = object()
    for obj in list(_graph(view)):
        if isinstance(obj, list):
            obj.append(marker)
        elif isinstance(obj, dict):
            obj[marker] = marker
        elif isinstance(obj, set):
            obj.add(marker)
        elif dataclasses.is_dataclass(obj) and not _is_frozen_value(obj):
            for field in dataclasses.fields(obj):
                setattr(obj, field.name, marker)
    assert _plain(state) == before, f"changing seat {seat}'s view changed the state"
    assert pickle.dumps(state.view(seat), protocol=pickle.HIGHEST_PROTOCOL) == fresh, (
        f"changing seat {seat}'s view changed the next view"
    )


@pytest.mark.parametrize("game_id, spec, seats", CASES)
def test_views_are_plain_copies(game_id, spec, seats):
    rng = random.Random(seats)
    checked = 0
    for seed in SEEDS:
        for state in _states(spec, seats, seed):
            for seat in range(state.num_seats):
                _check_no_reference(state, seat)
                _check_hidden(state, seat, rng)
                _check_copy(state, seat)
            checked += 1
    assert checked >= len(SEEDS) * 2, f"{game_id}: too few states checked"


class _Window:
    def __init__(self, state: Any) -> None:
        self.state = state


class _Holder:
    def __init__(self) -> None:
        self.deck = [1, 2, 3]


def test_the_guards_catch_a_live_window():
    """The checks above fail on a view that is a window onto the state (as views once were)."""

    state = _Holder()
    forbidden = _state_objects(state)
    with pytest.raises(AssertionError):
        _GuardedPickler(io.BytesIO(), forbidden).dump(_Window(state))
    with pytest.raises(AssertionError):
        _GuardedPickler(io.BytesIO(), forbidden).dump({"deck": state.deck})
    _GuardedPickler(io.BytesIO(), forbidden).dump({"deck": tuple(state.deck)})
    assert any(o is state.deck for o in _graph(_Window(state)))
