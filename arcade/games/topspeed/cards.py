"""The Top Speed! components: 42 part cards, two decks, four lane cards, and the row rule.

A part card is an int 0..41: ``part = card // 6``, ``colour = card % 6``. Every (part, colour) pair
exists exactly once. The red-backed deck holds the cards with ``part + colour`` odd, the blue-backed deck
the even ones: 21 cards each, every part three times in each deck.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

PARTS = ("cone", "plug", "tire", "helmet", "muffler", "wheel", "gascan")
"""The seven car parts (traffic cone, spark plug, tire, helmet, muffler, steering wheel, gas can)."""

PART_NAMES = ("traffic cone", "spark plug", "tire", "helmet", "muffler", "steering wheel", "gas can")

COLOURS = ("purple", "orange", "yellow", "red", "blue", "green")
"""The six part colours."""

N_CARDS = len(PARTS) * len(COLOURS)  # 42

RED, BLUE = 0, 1
"""Seats: seat 0 plays the red-backed deck, seat 1 the blue-backed deck."""

SEAT_NAMES = ("red", "blue")

LANE_CARDS = ((1, 5), (4, 2), (3, 3), (2, 4))
"""The four lane cards as (car value above the lane, car value below). Each lane totals six points."""

N_LANES = 4
N_ROWS = 8
UPPER, LOWER = 0, 1


def card(part: int | str, colour: int | str) -> int:
    """The card id for a part and colour, given by index or by name."""
    p = PARTS.index(part) if isinstance(part, str) else int(part)
    c = COLOURS.index(colour) if isinstance(colour, str) else int(colour)
    if not (0 <= p < len(PARTS) and 0 <= c < len(COLOURS)):
        raise ValueError(f"no card for part {part!r} colour {colour!r}")
    return p * len(COLOURS) + c


def part_of(card_id: int) -> int:
    return card_id // len(COLOURS)


def colour_of(card_id: int) -> int:
    return card_id % len(COLOURS)


def deck_of(card_id: int) -> int:
    """Which deck (RED or BLUE) a card belongs to, i.e. the colour of its back."""
    return RED if (part_of(card_id) + colour_of(card_id)) % 2 == 1 else BLUE


def deck_cards(seat: int) -> list[int]:
    """The 21 cards of a seat's deck, in id order."""
    return [c for c in range(N_CARDS) if deck_of(c) == seat]


def describe(card_id: int) -> str:
    """'yellow tire' and the like."""
    return f"{COLOURS[colour_of(card_id)]} {PART_NAMES[part_of(card_id)]}"


def row_id(lane: int, side: int) -> int:
    """Row number 0..7: rows 0-3 above the lanes (left to right), 4-7 below."""
    return side * N_LANES + lane


def row_lane(row: int) -> int:
    return row % N_LANES


def row_side(row: int) -> int:
    return row // N_LANES


def clashes(card_id: int, others: Iterable[int]) -> bool:
    """True if the card repeats the colour or the part of any of ``others``."""
    p, c = part_of(card_id), colour_of(card_id)
    for o in others:
        if part_of(o) == p or colour_of(o) == c:
            return True
    return False


def fits(card_id: int, row_cards: Sequence[int]) -> bool:
    """The row rule: a card may join a row only if no card there has its colour or its part."""
    return not clashes(card_id, row_cards)


def first_mistake(row_cards: Sequence[int]) -> int | None:
    """Index (0 = next to the lane card) of the first card that repeats a colour or part of a card
    closer to the lane, or None when the row has no repeat."""
    for i in range(1, len(row_cards)):
        if clashes(row_cards[i], row_cards[:i]):
            return i
    return None
