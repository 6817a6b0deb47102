"""Rebuilding a Crash Line game from plain data, checking every field (``CrashLine.from_data``). Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.core.rules import rng_from_data

from .cards import (
    ALL_CARDS,
    ALL_MACHINES_MASK,
    GLITCH,
    GOT_NEXT,
    KIND,
    MACH,
    MACHINE_CARDS,
    N_MACHINES,
    ONE_UP,
    card_name,
)
from .phases import MAX_PLAYERS, MIN_PLAYERS, OVER, PHASE_NAMES, PICK, STAT_NAMES, STEAL, TURN
from .turn import add_to_pile, count_deck

if TYPE_CHECKING:
    from .rules import CrashLine


def _int(value: object, name: str, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise ValueError(f"{name} must be a whole number in {lo}..{hi}, not {value!r}")
    return value


def _cards(value: object, name: str) -> list[int]:
    if not isinstance(value, list):
        raise ValueError(f"{name} must be a list of cards, not {type(value).__name__}")
    return [_int(c, f"a card in {name}", 0, len(ALL_CARDS) - 1) for c in value]


def restore(cls: type[CrashLine], data: dict[str, Any]) -> CrashLine:
    n = _int(data["players"], "players", MIN_PLAYERS, MAX_PLAYERS)
    kid = data["kid"]
    if not isinstance(kid, list) or len(kid) != n or any(type(k) is not bool for k in kid):
        raise ValueError(f"kid must be {n} true/false values, not {kid!r}")
    state = cls(n, 0, [s for s, k in enumerate(kid) if k], _blank=True)
    state.rng = rng_from_data(data["rng"])
    state.deck = _cards(data["deck"], "deck")
    state.discard = _cards(data["discard"], "discard")
    piles = data["piles"]
    if not isinstance(piles, list) or len(piles) != n:
        raise ValueError(f"piles must be {n} score piles")
    for seat, pile in enumerate(piles):
        if not isinstance(pile, list) or len(pile) != N_MACHINES:
            raise ValueError(f"score pile {seat} must hold {N_MACHINES} machines")
        for m, cards in enumerate(pile):
            for c in _cards(cards, f"score pile {seat}"):
                if MACH[c] != m:
                    raise ValueError(f"{card_name(c)} is in the wrong machine of score pile {seat}")
                add_to_pile(state, seat, c)
    state.phase = phase = _int(data["phase"], "phase", TURN, OVER)
    state.cur = cur = _int(data["cur"], "cur", 0, n - 1)
    state.picker = picker = _int(data["picker"], "picker", -1, n - 1)
    if (phase == PICK) != (picker >= 0) or picker == cur:
        raise ValueError(f"picker {picker} does not fit phase {PHASE_NAMES[phase]!r}")
    state.line = line = _cards(data["line"], "line")
    mask = 0
    for c in line:
        if KIND[c] in (GLITCH, GOT_NEXT):
            raise ValueError(f"{card_name(c)} never stays in the Play Line")
        if c < MACHINE_CARDS:
            bit = 1 << MACH[c]
            if mask & bit and phase != PICK:
                raise ValueError("the Play Line repeats a machine outside a Hand-Me-Down")
            mask |= bit
    if mask == ALL_MACHINES_MASK and phase != PICK:
        raise ValueError("a Play Line of five machines is a PERFECT RUN and cashes in at once")
    if phase == PICK and not mask:
        raise ValueError("a Hand-Me-Down needs a Machine card in the crashed line")
    if phase == OVER and line:
        raise ValueError("a finished game has no Play Line")
    state.line_mask = mask
    state.oneups = sum(1 for c in line if KIND[c] == ONE_UP)
    free_save = data["free_save"]
    if type(free_save) is not bool or (free_save and not state.kid[cur]):
        raise ValueError(f"free_save must be true/false (and true only in Kid mode), not {free_save!r}")
    state.free_save = free_save
    state.forced = _int(data["forced"], "forced", 0, 2)
    state.flips = _int(data["flips"], "flips", 0, 2 * len(ALL_CARDS))
    state.continues = _int(data["continues"], "continues", 0, 1)
    if phase == STEAL and not any(state.pile_count[q] for q in range(n) if q != cur):
        raise ValueError("a steal needs a rival with a score card")
    stats = data["stats"]
    if not isinstance(stats, dict) or sorted(stats) != sorted(STAT_NAMES):
        raise ValueError(f"stats must hold exactly {', '.join(STAT_NAMES)}")
    for name in STAT_NAMES:
        values = stats[name]
        if not isinstance(values, list) or len(values) != n:
            raise ValueError(f"stats {name} must be {n} counts")
        setattr(state, name, [_int(v, f"stats {name}", 0, 1 << 30) for v in values])
    count_deck(state)
    state.check_cards()
    return state
