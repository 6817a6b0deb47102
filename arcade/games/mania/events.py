"""Typed events the Electronic Arcade Mania engine returns from ``apply`` (for scenes, sounds and logs).

Events never carry hidden information: a drawn card is named only by who drew it, a placed bet only by
who bet, until the bets are revealed after the duel. ``BANK`` (-1) stands for the bank in chip events.
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.rules import Event

BANK = -1


@dataclass(frozen=True, slots=True)
class SlideRolls(Event):
    rolls: tuple[tuple[int, int], ...]  # (seat, red die) pairs, rerolls of a tie for highest included
    first_chooser: int


@dataclass(frozen=True, slots=True)
class SlideChosen(Event):
    seat: int
    slide: str


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    turn: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: str
    target: int
    hand: str


@dataclass(frozen=True, slots=True)
class TurnLost(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class ExtraTurnTaken(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class DieRolled(Event):
    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class PawnMoved(Event):
    seat: int
    start: int
    end: int
    arrows: int  # TAKE A CARD arrows crossed


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class DrawSkipped(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    cards: int


@dataclass(frozen=True, slots=True)
class ChipsPaid(Event):
    src: int  # a seat, or BANK
    dst: int
    value: int
    reason: str  # collect, card, finish, prize, bet_won, bet_lost, bet_taken, loan


@dataclass(frozen=True, slots=True)
class DuelStarted(Event):
    challenger: int
    defender: int
    game: str
    limit: int


@dataclass(frozen=True, slots=True)
class BetPlaced(Event):
    seat: int
    placed: bool  # False: this player chose not to bet


@dataclass(frozen=True, slots=True)
class SkillSet(Event):
    seat: int
    skill: int
    how: str  # "die" or "defend"


@dataclass(frozen=True, slots=True)
class DuelPlayed(Event):
    seat: int
    raw: int  # the console score
    final: int  # with Add 4


@dataclass(frozen=True, slots=True)
class DuelWon(Event):
    winner: int
    loser: int
    tie: bool


@dataclass(frozen=True, slots=True)
class BetsRevealed(Event):
    bets: tuple[tuple[int, int, int], ...]  # (seat, on, amount) of every bet placed


@dataclass(frozen=True, slots=True)
class BetSettled(Event):
    seat: int
    outcome: str  # won, lost (to the bank), taken (by the winner), kept (Cancel Loss)
    amount: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    finisher: int
    winners: tuple[int, ...]
