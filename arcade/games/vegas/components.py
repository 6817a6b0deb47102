"""Vegas Slot Machine 1973: the cards, the score card and the solo ranks (pure data, no pygame).

A card is a small int id; ``SYMBOL_OF[id]`` is its symbol. Ids are unique over everything in one game
(base deck, expansions, the second deck), so ``check_cards`` can insist every card is in one place.
The deck's make-up and the score card are our decisions (the rulebook gives neither); they are
calibrated against the rulebook's solo ranks and the creator's records and written down with their
reasons in docs/rules-decisions.md.
"""

from __future__ import annotations

# Symbols, in order of prize value (reel symbols first, then the special cards).
CHERRY, LEMON, ORANGE, PLUM, BELL, BAR, SEVEN = range(7)
SHIELD, ANY, SPIN, CUMBER = 7, 8, 9, 10
REEL = (CHERRY, LEMON, ORANGE, PLUM, BELL, BAR, SEVEN)
NUM_SYMBOLS = 11

NAMES = ("Cherries", "Lemons", "Oranges", "Plums", "Bells", "Bar", "Seven", "Shield", "ANY", "Spin Again", "Cumber")
SHORT = ("CH", "LE", "OR", "PL", "BE", "BA", "77", "SH", "**", "SP", "CU")

# How many of each symbol one base deck holds (72 cards).
BASE_COUNTS = {CHERRY: 12, LEMON: 11, ORANGE: 10, PLUM: 10, BELL: 9, BAR: 7, SEVEN: 6, SHIELD: 4, ANY: 3}
SPIN_COUNT = 4  # expansion 1
CUMBER_COUNT = 3  # expansion 2

# The score card: points for one prize of each symbol. A prize made of three ANY cards counts as the
# best reel symbol (Seven). Cherries 8 and Lemons 12 are fixed by the rulebook's own examples.
PRIZE = (8, 12, 20, 26, 38, 60, 80, 40, 80, 100, 200)

# Solo / co-op ranks, as the rulebook writes them (lowest score of each band, name).
RANKS = (
    (0, "Beginner"),
    (402, "Basic"),
    (502, "Good"),
    (600, "Gambler"),
    (604, "Wizard"),
    (650, "Master"),
    (700, "Slot Machine King!"),
)
RANK_TEXT = (
    "0-400 points Beginner",
    "402-502 points Basic",
    "502-598 points Good",
    "600+ points Gambler",
    "604 points Wizard",
    "650+ points Master",
    "700+ points Slot Machine King!",
)
CREATOR_RECORDS = (656, 672)
PUBLISHER_BEST = 732

assert sum(BASE_COUNTS.values()) == 72


def rank_of(score: int) -> str:
    """The rulebook's rank for a solo or co-op score (the gaps 401 and 599 round down to the band
    below, 601-603 are Gambler: our reading of the printed bands)."""
    name = RANKS[0][1]
    for low, label in RANKS:
        if score >= low:
            name = label
    return name


def build_cards(decks: int, spin: bool, cumber: bool) -> list[int]:
    """The symbol of every card id for a game: ``decks`` copies of the base deck, each with its own
    Spin Again and Cumber cards when those expansions are in."""
    symbols: list[int] = []
    for _ in range(decks):
        for sym, count in BASE_COUNTS.items():
            symbols.extend([sym] * count)
        if spin:
            symbols.extend([SPIN] * SPIN_COUNT)
        if cumber:
            symbols.extend([CUMBER] * CUMBER_COUNT)
    return symbols


def score_card() -> list[tuple[str, int]]:
    """The score card as shown in the game: (symbol name, points for a prize)."""
    return [(NAMES[s], PRIZE[s]) for s in (*REEL, SHIELD, SPIN, CUMBER)]
