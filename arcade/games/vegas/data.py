"""Vegas Slot Machine 1973: a state as plain data and back. The copy a search works on (:func:`copy_into`),
the saved form (:func:`to_data`), loading it (:func:`load`) and the checks a loaded state must pass
(:func:`validate`), so a bad save is refused with a clear message instead of crashing later. Functions
over a :class:`.rules.VegasState`'s data; pure: no pygame."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.core.rules import check_data_version, copy_rng, rng_from_data, rng_to_data

from .actions import PH_OVER, PH_TAKE, Prize
from .components import NUM_SYMBOLS
from .setup import parse_options

if TYPE_CHECKING:
    from .rules import VegasState

# The fields that change during a game, saved by name (the rest follows from the config).
DYNAMIC = (
    "round_no",
    "start",
    "turn_idx",
    "turn_seat",
    "cur",
    "phase",
    "stacks",
    "draw",
    "discard",
    "box",
    "open",
    "hands",
    "fresh",
    "limits",
    "front",
    "prizes",
    "totals",
    "round_scores",
    "last_played",
    "refilling",
    "filled_any",
    "cont",
    "end_stage",
    "react_queue",
    "take_pos",
    "look",
    "peek",
    "jackpot",
    "elapsed_ms",
    "bury_seat",
    "played",
    "placed_count",
    "deck_signalled",
    "turn_draws",
    "q_cycle",
)
# The whole numbers and flags among them, copied as they are.
_SCALARS = (
    "round_no",
    "start",
    "turn_idx",
    "turn_seat",
    "cur",
    "phase",
    "refilling",
    "filled_any",
    "cont",
    "end_stage",
    "take_pos",
    "elapsed_ms",
    "bury_seat",
    "played",
    "placed_count",
    "deck_signalled",
    "turn_draws",
    "q_cycle",
)


def copy_into(st: VegasState, other: VegasState) -> VegasState:
    """Fill the blank state ``other`` with a copy of ``st`` that shares no list with it."""
    other.cfg, other.n, other.geo, other.sym = st.cfg, st.n, st.geo, st.sym
    other.total_counts = st.total_counts
    other.rng = copy_rng(st.rng)
    other._events = []
    other._legal_cache = st._legal_cache
    for name in _SCALARS:
        setattr(other, name, getattr(st, name))
    other.stacks = [list(stack) for stack in st.stacks]
    other.draw, other.discard, other.box, other.open = (
        list(st.draw),
        list(st.discard),
        list(st.box),
        list(st.open),
    )
    other.hands = [list(h) for h in st.hands]
    other.fresh = [list(f) for f in st.fresh]
    other.front = [list(f) for f in st.front]
    other.limits, other.totals = list(st.limits), list(st.totals)
    other.round_scores = [list(r) for r in st.round_scores]
    other.prizes = [[Prize(p[0], list(p[1]), p[2]) for p in pr] for pr in st.prizes]
    other.last_played = None if st.last_played is None else list(st.last_played)
    other.react_queue = list(st.react_queue)
    other.look = [None if x is None else [list(s) for s in x] for x in st.look]
    other.peek = [None if x is None else list(x) for x in st.peek]
    other.jackpot = list(st.jackpot)
    return other


def to_data(st: VegasState) -> dict[str, Any]:
    data: dict[str, Any] = {
        "game": st.GAME_ID,
        "version": st.DATA_VERSION,
        "config": st.cfg.to_data(),
        "rng": rng_to_data(st.rng),
    }
    for name in DYNAMIC:
        data[name] = _plain(getattr(st, name))
    return data


def load(state: VegasState, data: dict[str, Any]) -> VegasState:
    """Fill the blank ``state`` from saved ``data``; ValueError if the data is malformed."""
    check_data_version(data, state.GAME_ID, state.DATA_VERSION)
    try:
        c = data["config"]
        options = {
            "mode": c["mode"],
            "variations": c["variations"],
            "spin": c["spin"],
            "cumber": c["cumber"],
            "decks": c["decks"],
            "rounds": c["rounds"],
            "month": c["month"],
            "time_limit_s": c["time_limit_s"],
        }
        if "E" in str(c["variations"]):
            options.pop("rounds")
        state.cfg = parse_options(c["seats"], options)
        state._init_static()
        state._events = []
        state.rng = rng_from_data(data["rng"])
        for name in DYNAMIC:
            if name in ("turn_draws", "q_cycle") and name not in data:
                setattr(state, name, 0 if name == "turn_draws" else -1)  # saved before issue 21
                continue
            setattr(state, name, _plain(data[name]))
        validate(state)
        state.prizes = [[Prize(*p) for p in pr] for pr in state.prizes]  # checked: [symbol, cards, points]
        if state.cfg.has("M"):  # action cards are always known to their owner (docs: "Issue 23 decisions")
            state.fresh = [
                [f or state._action_card(c) for c, f in zip(h, fr)] for h, fr in zip(state.hands, state.fresh)
            ]
        state.check_cards()
    except (KeyError, TypeError, IndexError, AttributeError, AssertionError) as exc:
        raise ValueError(f"vegas: saved state is malformed: {exc!r}") from exc
    return state


def validate(st: VegasState) -> None:
    n, size = st.n, st.geo.size
    for name in (
        "round_no",
        "start",
        "turn_idx",
        "turn_seat",
        "cur",
        "phase",
        "end_stage",
        "take_pos",
        "elapsed_ms",
        "bury_seat",
        "placed_count",
        "turn_draws",
        "q_cycle",
    ):
        v = getattr(st, name)
        if not isinstance(v, int) or isinstance(v, bool):
            raise ValueError(f"vegas: {name} must be a whole number, not {v!r}")
    if st.q_cycle not in (-1, 0, 1):
        raise ValueError(f"vegas: q_cycle must be -1, 0 or 1, not {st.q_cycle!r}")
    for name in ("refilling", "filled_any", "played", "deck_signalled"):
        if not isinstance(getattr(st, name), bool):
            raise ValueError(f"vegas: {name} must be true or false")

    def ints(x: object, what: str) -> None:
        if not isinstance(x, list) or any(not isinstance(v, int) or isinstance(v, bool) for v in x):
            raise ValueError(f"vegas: {what} must be a list of whole numbers")

    for what in ("draw", "discard", "box", "open", "limits", "totals"):
        ints(getattr(st, what), what)
    for what, count in (
        ("stacks", size),
        ("hands", n),
        ("front", n),
        ("prizes", n),
        ("fresh", n),
        ("look", n),
        ("peek", n),
        ("jackpot", n),
    ):
        val = getattr(st, what)
        if not isinstance(val, list) or len(val) != count:
            raise ValueError(f"vegas: {what} must have {count} entries")
    for lst in st.stacks + st.hands + st.front:
        ints(lst, "stacks and hands")
    if any(not isinstance(x, list) for x in st.prizes + st.fresh):
        raise ValueError("vegas: each seat's prizes and memory flags must be lists")
    for pr in st.prizes:
        for p in pr:
            if not (isinstance(p, (list, Prize)) and len(p) == 3):
                raise ValueError("vegas: a prize must be [symbol, cards, points]")
            ints(p[1], "prize cards")
            if type(p[0]) is not int or not 0 <= p[0] < NUM_SYMBOLS or type(p[2]) is not int or p[2] < 0:
                raise ValueError("vegas: a prize's symbol or points are out of range")
    if not isinstance(st.round_scores, list) or len(st.round_scores) > st.cfg.rounds:
        raise ValueError("vegas: round_scores must list at most one row per round")
    for row in st.round_scores:
        ints(row, "a round's scores")
        if len(row) != n:
            raise ValueError("vegas: a round's scores need one entry per seat")
    if any(not 1 <= v <= 10 for v in st.limits):
        raise ValueError("vegas: a hand limit is out of range")
    if not (isinstance(st.phase, int) and 0 <= st.phase <= PH_OVER):
        raise ValueError(f"vegas: unknown phase {st.phase!r}")
    if st.phase != PH_OVER and not (isinstance(st.cur, int) and 0 <= st.cur < n):
        raise ValueError(f"vegas: acting seat {st.cur!r} out of range")
    if len(st.limits) != n or len(st.totals) != n:
        raise ValueError("vegas: limits and totals need one entry per seat")
    if not 0 <= st.turn_seat < n or not 0 <= st.start < n:
        raise ValueError("vegas: turn or start seat out of range")
    ints(st.react_queue, "react_queue")
    if any(not 0 <= s < n for s in st.react_queue):
        raise ValueError("vegas: react_queue names a seat that is not at the table")
    if any(not isinstance(j, bool) for j in st.jackpot) or any(not isinstance(f, bool) for fr in st.fresh for f in fr):
        raise ValueError("vegas: jackpot and memory flags must be true or false")
    if any(x is not None and not isinstance(x, list) for x in st.look + st.peek):
        raise ValueError("vegas: look and peek must be lists or null")

    def symbols(x: object) -> bool:
        return isinstance(x, list) and all(type(v) is int and 0 <= v < NUM_SYMBOLS for v in x)

    for look in st.look:  # what a Cumber look saw: under each stack, its cards but the top one
        if look is not None and (len(look) != size or not all(symbols(under) for under in look)):
            raise ValueError(f"vegas: a Cumber look must list the symbols under each of the {size} stacks")
    for peek in st.peek:
        if peek is not None and (len(peek) > 3 or not symbols(peek)):
            raise ValueError("vegas: a peek is at most three symbols")
    lp = st.last_played
    if lp is not None and (
        not isinstance(lp, list)
        or len(lp) != 4
        or any(type(v) is not int for v in lp[:3])
        or not isinstance(lp[3], bool)
        or not 0 <= lp[0] < size
        or not 0 <= lp[1] < len(st.sym)
        or not 0 <= lp[2] < n
    ):
        raise ValueError("vegas: last_played is malformed")
    if st.cont not in ("", "end", "play"):
        raise ValueError(f"vegas: unknown continuation {st.cont!r}")
    if st.phase == PH_TAKE and not (0 <= st.take_pos < size and st.stacks[st.take_pos]):
        raise ValueError("vegas: take position is malformed")
    for s in range(n):
        if len(st.fresh[s]) != len(st.hands[s]):
            raise ValueError("vegas: memory flags out of step with the hand")


def _plain(value: object) -> object:
    """Saved data: tuples (a :class:`Prize`) become lists, all the way down."""
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value
