"""Typed events returned by :meth:`InsertCoin.apply` (for the scene's animations and sounds, and logs)."""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.rules import Event


@dataclass(frozen=True, slots=True)
class Kept(Event):
    """``seat`` kept these three dealt cards as its Levels 1-3."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DeckStacked(Event):
    """All 30 cards were reshuffled into two piles of 15, a GAME OVER card in each, stacked."""

    cards: int


@dataclass(frozen=True, slots=True)
class CardFlipped(Event):
    card: int
    left: str
    right: str


@dataclass(frozen=True, slots=True)
class GameOverFlipped(Event):
    """GAME OVER card ``number`` (1 or 2): ``paid`` inserted a coin, ``safe`` had enough Levels complete,
    ``broke`` could not pay (which ends the game)."""

    number: int
    paid: tuple[int, ...]
    safe: tuple[int, ...]
    broke: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Placed(Event):
    seat: int
    level: int
    piece: str
    cells: int  # bitboard of the squares filled


@dataclass(frozen=True, slots=True)
class SymbolPassed(Event):
    """Space Ship bonus: ``seat`` did not draw the card's other symbol."""

    seat: int
    piece: str


@dataclass(frozen=True, slots=True)
class Filled(Event):
    """One square filled: ``cause`` is ``"life"`` (a Life spent instead of a symbol) or the ability's shape."""

    seat: int
    level: int
    x: int
    y: int
    cause: str


@dataclass(frozen=True, slots=True)
class LevelCompleted(Event):
    seat: int
    level: int
    shape: str


@dataclass(frozen=True, slots=True)
class AbilityUsed(Event):
    """``seat``'s completed ``shape`` took effect; ``detail`` says how (e.g. ``"fill 6"``, ``"charged"``)."""

    seat: int
    shape: str
    detail: str


@dataclass(frozen=True, slots=True)
class AbilityDeclined(Event):
    """``seat`` chose not to use its completed ``shape``'s ability (the rest of its fills, Kabuki Love, or an
    attack that would have ended the game)."""

    seat: int
    shape: str


@dataclass(frozen=True, slots=True)
class LifeLost(Event):
    seat: int
    lives: int  # lit lives left in the current row (after a coin, the new row's 3)
    cause: str  # "spent", "demon_king", "ultra_robot"


@dataclass(frozen=True, slots=True)
class LifeGained(Event):
    seat: int
    lives: int


@dataclass(frozen=True, slots=True)
class CoinInserted(Event):
    seat: int
    coins: int  # coins left
    reason: str  # "lives" (next row lit) or "game_over"


@dataclass(frozen=True, slots=True)
class Attack(Event):
    """An ability aimed at the opponents: ``hit`` felt it, ``blocked`` had Magic Shield."""

    seat: int
    shape: str
    hit: tuple[int, ...]
    blocked: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TurnSkipped(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class OutOfPlay(Event):
    """``seat`` lost its last Life with no Coin left: the game ends when this flip is over."""

    seat: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    reason: str  # "all_levels", "deck_empty", "out_of_lives", "game_over_card"
    seats: tuple[int, ...]  # the seats that caused it (none for an empty deck)
    scores: tuple[int, ...]
