"""Insert Coin to Play as plain data: the public part every seat sees, the whole state for saving, and
loading a saved state with every value checked (a damaged save raises ValueError, never a crash later)
(pure, no pygame)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from arcade.core.rules import check_data_version, rng_from_data, rng_to_data

from .actions import task_from_data
from .constants import (
    ATTACK_SHAPES,
    DEAL,
    END_REASONS,
    KEEP,
    KEEP_PHASE,
    LIVES_PER_ROW,
    MAX_SEATS,
    MIN_SEATS,
    PHASES,
    PLAY,
    START_COINS,
)
from .shapes import DECK_CARDS, GAME_OVER_CARDS

if TYPE_CHECKING:
    from .rules import InsertCoin


def public_data(state: InsertCoin) -> dict[str, Any]:
    """The whole state but the deck's order and the random generator (a view also hides the others'
    chosen Levels while seats still choose: :class:`~.view.SheetView`)."""
    return {
        "game": state.GAME_ID,
        "version": state.DATA_VERSION,
        "seats": state.n,
        "phase": state.phase,
        "hands": [list(h) for h in state.hands],
        "levels": [list(lv) for lv in state.levels],
        "filled": [list(f) for f in state.filled],
        "lives": list(state.lives),
        "coins": list(state.coins),
        "deck_count": len(state.deck),
        "unseen": state.unseen_cards(),
        "pile1_left": state.pile1_left,
        "card": state.card,
        "flips": state.flips,
        "game_overs": state.game_overs,
        "tasks": [[list(t) for t in ts] for ts in state.tasks],
        "skip": list(state.skip),
        "bonus": list(state.bonus),
        "kabuki": list(state.kabuki),
        "completed": [list(c) for c in state.completed],
        "attacks": [list(a) for a in state.attacks],
        "out": list(state.out),
        "end_reason": state.end_reason,
        "enders": list(state.enders),
        "stats": {k: list(v) for k, v in state.stats.items()},
    }


def to_data(state: InsertCoin) -> dict[str, Any]:
    data = public_data(state)
    del data["deck_count"], data["unseen"]
    data["deck"] = list(state.deck)
    data["rng"] = rng_to_data(state.rng)
    return data


def _ints(xs: object, length: int | None = None, lo: int | None = None, hi: int | None = None) -> list[int]:
    if not isinstance(xs, Iterable):
        raise TypeError(f"{type(xs).__name__} is not a list")
    out = [int(x) for x in xs]
    if any(type(x) not in (int, bool) for x in xs):
        raise ValueError(f"not whole numbers: {xs!r}")
    if length is not None and len(out) != length:
        raise ValueError(f"expected {length} values: {xs!r}")
    if any((lo is not None and x < lo) or (hi is not None and x > hi) for x in out):
        raise ValueError(f"out of range: {xs!r}")
    return out


def from_data(cls: type[InsertCoin], data: dict[str, Any]) -> InsertCoin:
    check_data_version(data, cls.GAME_ID, cls.DATA_VERSION)
    try:
        n = data["seats"]
        if not isinstance(n, int) or isinstance(n, bool) or not MIN_SEATS <= n <= MAX_SEATS:
            raise ValueError(f"seats {n!r}")
        s = cls(n, 0, _blank=True)
        s.rng = rng_from_data(data["rng"])
        s.phase = data["phase"]
        if s.phase not in PHASES:
            raise ValueError(f"phase {s.phase!r}")

        def per_seat(xs: object) -> list[Any]:
            if not isinstance(xs, list) or len(xs) != n:
                raise ValueError(f"expected one entry per seat: {xs!r}")
            return xs

        s.hands = [_ints(h, None, 0, DECK_CARDS - 1) for h in per_seat(data["hands"])]
        s.levels = [_ints(lv, None, 0, DECK_CARDS - 1) for lv in per_seat(data["levels"])]
        s.filled = [_ints(f, KEEP, 0, (1 << 64) - 1) for f in per_seat(data["filled"])]
        s.lives = _ints(per_seat(data["lives"]), n, 0, LIVES_PER_ROW)
        s.coins = _ints(per_seat(data["coins"]), n, 0, START_COINS)
        s.deck = _ints(data["deck"], None, 0, GAME_OVER_CARDS[1])
        s.pile1_left = int(data["pile1_left"])
        s.card = int(data["card"])
        s.flips = int(data["flips"])
        s.game_overs = int(data["game_overs"])
        s.tasks = [[task_from_data(t) for t in ts] for ts in per_seat(data["tasks"])]
        s.skip = [bool(x) for x in per_seat(data["skip"])]
        s.bonus = [bool(x) for x in per_seat(data["bonus"])]
        s.kabuki = [bool(x) for x in per_seat(data["kabuki"])]
        s.out = [bool(x) for x in per_seat(data["out"])]
        s.completed = [_ints(c, None, 0, KEEP - 1) for c in per_seat(data["completed"])]
        s.attacks = [(int(a), str(k)) for a, k in data["attacks"]]
        if any(not 0 <= a < n or k not in ATTACK_SHAPES for a, k in s.attacks):
            raise ValueError(f"attacks {data['attacks']!r}")
        s.end_reason = str(data["end_reason"])
        s.enders = _ints(data["enders"], None, 0, n - 1)
        s.stats = {k: _ints(per_seat(data["stats"][k]), n, 0) for k in s.stats}
        check_consistent(s)
    except ValueError as exc:
        raise ValueError(f"insertcoin: saved state is damaged ({exc})") from exc
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"insertcoin: saved state is damaged ({exc.__class__.__name__}: {exc})") from exc
    return s


def check_consistent(state: InsertCoin) -> None:
    """Raise ValueError unless the state could have come from play."""
    n = state.n
    if state.phase == KEEP_PHASE:
        for s in range(n):
            if len(state.hands[s]) != DEAL or (state.levels[s] and len(state.levels[s]) != KEEP):
                raise ValueError(f"seat {s}: a hand of {DEAL} and no or {KEEP} Levels")
        if state.deck or state.card != -1:
            raise ValueError("no deck before every seat has kept its cards")
        return
    flipped = set(range(DECK_CARDS)) | set(GAME_OVER_CARDS)
    if len(set(state.deck)) != len(state.deck) or not set(state.deck) <= flipped:
        raise ValueError("deck holds repeated or unknown cards")
    go_in_deck = sum(1 for c in GAME_OVER_CARDS if c in state.deck)
    if go_in_deck + state.game_overs != 2 or not 0 <= state.pile1_left <= len(state.deck):
        raise ValueError("GAME OVER cards or pile count do not add up")
    if state.flips + len(state.deck) - go_in_deck != DECK_CARDS:
        raise ValueError("flipped cards and deck do not add up to 30")
    if state.card != -1 and not 0 <= state.card < DECK_CARDS:
        raise ValueError(f"face-up card {state.card}")
    check_sheet(state)
    for s in range(n):
        for t in state.tasks[s]:
            if t[0] in ("draw", "second") and state.card == -1:
                raise ValueError("a symbol owed with no card face up")
            if t[0] == "attack" and (state.tasks[s] != [t] or not state.attacks or state.attacks[0] != (s, t[1])):
                raise ValueError(f"seat {s} is asked about an attack that is not the next to land")
    if (state.phase == PLAY) != (state.end_reason == "") or (state.end_reason and state.end_reason not in END_REASONS):
        raise ValueError(f"end reason {state.end_reason!r} in phase {state.phase}")
    if state.phase == PLAY and not any(state.tasks):
        raise ValueError("a game in play where nobody has a decision")


def check_sheet(state: InsertCoin) -> None:
    """Raise ValueError unless every seat has three shape cards, squares inside them, and the right
    completed Levels."""
    for s in range(state.n):
        if len(state.levels[s]) != KEEP or any(not 0 <= c < DECK_CARDS for c in state.levels[s]):
            raise ValueError(f"seat {s} Levels {state.levels[s]!r}: three shape cards expected")
        for lv in range(KEEP):
            if state.filled[s][lv] & ~state.shape_of(s, lv).mask:
                raise ValueError(f"seat {s} level {lv} has squares outside its shape")
        if sorted(state.completed[s]) != [lv for lv in range(KEEP) if state.is_complete(s, lv)]:
            raise ValueError(f"seat {s}: completed Levels do not match the sheet")
