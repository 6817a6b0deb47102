"""Insert Coin to Play's fixed numbers and tables: seat counts, the deal, lives and coins, the phases, the
end reasons, which shapes attack, and the shape cards (pure, no pygame)."""

from __future__ import annotations

import random

from .shapes import Card, load_catalog

MIN_SEATS, MAX_SEATS = 1, 6
DEAL, KEEP = 5, 3
LIVES_PER_ROW, START_COINS = 3, 3
KEEP_PHASE, PLAY, OVER = "keep", "play", "over"
PHASES = (KEEP_PHASE, PLAY, OVER)

END_ALL_LEVELS = "all_levels"
END_DECK = "deck_empty"
END_OUT = "out_of_lives"
END_GAME_OVER = "game_over_card"
END_REASONS = (END_ALL_LEVELS, END_DECK, END_OUT, END_GAME_OVER)

ATTACK_SHAPES = ("demon_king", "ultra_robot", "white_skull")
LIFE_ATTACKS = ("demon_king", "ultra_robot")  # attacks that take a Life (and so can end the game)


def popcount(mask: int) -> int:
    return mask.bit_count()


def cards() -> tuple[Card, ...]:
    return load_catalog().cards


def shuffle(rng: random.Random, items: list[int]) -> None:
    rng.shuffle(items)
