"""The 54-card Crash Line deck as small ints, with lookup tables and names.

Card ids: 0..44 are Machine cards (machine ``id // 9``, number ``id % 9 + 1``), 45..48 the four 1-UPs,
49..51 the three GLITCH!es, 52..53 the two I GOT NEXT!s. Within one machine a higher id is a higher number.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

MACHINES = ("Star Blaster", "Turbo Fists", "Dungeon Dash", "Neon Racer", "Halfpipe Hero")
MACHINE_CODES = ("SB", "TF", "DD", "NR", "HH")
N_MACHINES = 5
ALL_MACHINES_MASK = (1 << N_MACHINES) - 1

MACHINE, ONE_UP, GLITCH, GOT_NEXT = 0, 1, 2, 3
KIND_NAMES = ("Machine", "1-UP", "GLITCH!", "I GOT NEXT!")

ONE_UP_IDS = (45, 46, 47, 48)
GLITCH_IDS = (49, 50, 51)
GOT_NEXT_IDS = (52, 53)
DECK_SIZE = 54
ALL_CARDS = tuple(range(DECK_SIZE))
MACHINE_CARDS = 45  # ids below this are Machine cards
CARDS_PER_MACHINE = 9

KIND = tuple([MACHINE] * 45 + [ONE_UP] * 4 + [GLITCH] * 3 + [GOT_NEXT] * 2)
MACH = tuple([c // 9 for c in range(45)] + [-1] * 9)
NUM = tuple([c % 9 + 1 for c in range(45)] + [0] * 9)
POPCOUNT = tuple(bin(i).count("1") for i in range(1 << N_MACHINES))


def is_machine(card: int) -> bool:
    """True for a Machine card (one that can go in a score pile)."""
    return 0 <= card < MACHINE_CARDS


def machine_of(card: int) -> int:
    """The machine index (0-4) of a Machine card, -1 for a special card."""
    return MACH[card]


def number_of(card: int) -> int:
    """The printed number (1-9) of a Machine card, 0 for a special card."""
    return NUM[card]


def machine_cards(cards: Iterable[int]) -> list[int]:
    """The Machine cards among ``cards``, in order."""
    return [c for c in cards if c < MACHINE_CARDS]


def machine_card(machine: int, number: int) -> int:
    """The id of Machine card ``number`` (1-9) of machine index ``machine`` (0-4)."""
    if not (0 <= machine < N_MACHINES and 1 <= number <= 9):
        raise ValueError(f"no such Machine card: machine {machine}, number {number}")
    return machine * 9 + number - 1


def card_name(card: int) -> str:
    """A card's printed name, e.g. ``Neon Racer 6`` or ``GLITCH!``."""
    kind = KIND[card]
    if kind == MACHINE:
        return f"{MACHINES[MACH[card]]} {NUM[card]}"
    return KIND_NAMES[kind]


def short_name(card: int) -> str:
    """A compact name for logs and tests, e.g. ``NR6``, ``1UP``, ``GLI``, ``NXT``."""
    kind = KIND[card]
    if kind == MACHINE:
        return f"{MACHINE_CODES[MACH[card]]}{NUM[card]}"
    return ("", "1UP", "GLI", "NXT")[kind]


_SPECIAL_ALIASES = {
    "1-UP": ONE_UP_IDS,
    "1UP": ONE_UP_IDS,
    "ONE-UP": ONE_UP_IDS,
    "GLITCH!": GLITCH_IDS,
    "GLITCH": GLITCH_IDS,
    "GLI": GLITCH_IDS,
    "I GOT NEXT!": GOT_NEXT_IDS,
    "I GOT NEXT": GOT_NEXT_IDS,
    "GOT NEXT": GOT_NEXT_IDS,
    "NXT": GOT_NEXT_IDS,
}


def parse_cards(names: Iterable[int | str]) -> list[int]:
    """Card ids for names such as ``"Neon Racer 6"``, ``"NR6"``, ``"1-UP"``, ``"GLITCH!"`` or ints.

    Each special name takes the next unused copy, so ``["1-UP", "1-UP"]`` gives two different 1-UPs.
    Raises ``ValueError`` for an unknown name or when a card would be used twice.
    """
    used: set[int] = set()
    out: list[int] = []
    for name in names:
        if isinstance(name, int):
            card = name
            if not 0 <= card < DECK_SIZE:
                raise ValueError(f"no card with id {card}")
        else:
            key = " ".join(str(name).strip().upper().split())
            if key in _SPECIAL_ALIASES:
                free = [c for c in _SPECIAL_ALIASES[key] if c not in used]
                if not free:
                    raise ValueError(f"no {key} left: the deck has only {len(_SPECIAL_ALIASES[key])}")
                card = free[0]
            else:
                card = _parse_machine(key, name)
        if card in used:
            raise ValueError(f"card {card_name(card)} used twice")
        used.add(card)
        out.append(card)
    return out


def _parse_machine(key: str, original: object) -> int:
    for m, (full, code) in enumerate(zip(MACHINES, MACHINE_CODES)):
        for prefix in (full.upper() + " ", code):
            if key.startswith(prefix):
                rest = key[len(prefix) :].strip()
                if rest.isdigit() and 1 <= int(rest) <= 9:
                    return machine_card(m, int(rest))
    raise ValueError(f"unknown card name {original!r}")


def shuffle(rng: random.Random, cards: list[int]) -> None:
    """Shuffle ``cards`` in place with ``rng``: a sort on random keys (uniform, and faster than
    ``random.shuffle`` on 54 cards)."""
    rnd = rng.random
    cards.sort(key=lambda _card: rnd())
