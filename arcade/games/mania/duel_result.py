"""A duel's result on the board, held until the players have seen it (issue 36: it flashed by in about a
second, and the duel box goes as soon as the turn passes).

The result card is made from the duel's events only (who duelled at what, the final scores, who won): it
is public. When a person took part in the duel (duelled or bet), play waits on the card until any person
at the table presses their confirm key; a duel among computers that no person had a stake in (and every
duel at a table of computers, the attract demo, a replay on show) shows it for a time under the CPU pace
setting instead. While the card waits, nobody is asked anything, no die rolls and no curtain comes up.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from arcade.core.render import draw, palette, text
from arcade.games.console.duel_api import GAME_TITLES
from arcade.scenes.kit.frame import Frame

from . import art
from . import events as E

CPU_RESULT_MS = 2500.0
"""How long a result nobody has to confirm stays, at CPU pace 1 (under the animation speed)."""
CARD_RECT = pygame.Rect(372, 196, 372, 214)
"""Where the card stands: the board's middle, right of the duel box, clear of the TAKE A CARD labels."""


@dataclass
class ResultCard:
    challenger: int
    defender: int
    game: str
    limit: int
    scores: dict[int, int] = field(default_factory=dict)  # final scores (Add 4 included)
    bettors: set[int] = field(default_factory=set)
    winner: int | None = None
    tie: bool = False
    until: float = math.inf  # when it goes; inf: until a person confirms


def stop(events) -> int | None:
    """Where the events of one action are cut while a duel's result is on show: right after the duel was
    won and the bets revealed (the payout, with the chips it moves, and the next turn come once the result
    has been seen); None when the action brings no result, or nothing after it."""
    won = next((i for i, e in enumerate(events) if isinstance(e, E.DuelWon)), None)
    if won is None:
        return None
    cut = won + 1
    while cut < len(events) and isinstance(events[cut], E.BetsRevealed):
        cut += 1
    return cut if cut < len(events) else None


def from_duel(duel) -> ResultCard | None:
    """The card of a duel in progress (a kept game resumed mid-duel), or None."""
    if duel is None:
        return None
    card = ResultCard(duel.challenger, duel.defender, duel.game, duel.limit)
    card.scores = {seat: duel.final(seat) for seat in duel.raw}
    card.bettors = {seat for seat in duel.bets if duel.bettor(seat)}
    return card


@dataclass
class Desk:
    """Where the duel's result card is kept between the presenter (which makes it from the duel's events)
    and the painters (which show it): the scene holds one, the presenter's stage is handed it."""

    card: ResultCard | None = None


def started(desk: Desk, challenger: int, defender: int, game: str, limit: int) -> None:
    desk.card = ResultCard(challenger, defender, game, limit)


def bet(desk: Desk, seat: int, placed: bool) -> None:
    card = desk.card
    if card is not None and placed:
        card.bettors.add(seat)


def played(desk: Desk, seat: int, final: int) -> None:
    card = desk.card
    if card is not None:
        card.scores[seat] = final


def won(desk: Desk, winner: int, tie: bool, until: float) -> None:
    """The duel is won: the card waits for a person's confirm (``until`` inf), or stays till ``until``."""
    card = desk.card
    if card is not None:
        card.winner, card.tie, card.until = winner, tie, until


def part(card: ResultCard) -> set[int]:
    """The seats that took part in the duel: its duellists and its bettors."""
    return {card.challenger, card.defender} | card.bettors


def waiting(desk: Desk) -> bool:
    """Whether play waits for a person to confirm the duel's result."""
    card = desk.card
    return card is not None and card.winner is not None and card.until == math.inf


def shown(desk: Desk, now: float) -> ResultCard | None:
    card = desk.card
    return card if card is not None and card.winner is not None and now < card.until else None


def dismiss(desk: Desk, now: float) -> None:
    card = desk.card
    if card is not None:
        card.until = now


def confirm_keys(names: list[str]) -> str:
    """The confirm keys of the people at the table, each once ("Enter / Space")."""
    return " / ".join(dict.fromkeys(names))


def words(names: tuple[str, ...], card: ResultCard) -> str:
    tie = " on a tie (the Defender)" if card.tie else ""
    return f"{names[card.winner if card.winner is not None else card.defender]} wins the duel{tie}!"


def draw_card(surface: pygame.Surface, frame: Frame, card: ResultCard, go_on: str) -> None:
    """The result: the game and limit, each duellist's final score, who won, and what to press (``go_on``:
    the keys, "" while nobody is to press)."""
    box = CARD_RECT
    draw.panel(surface, box, palette.NIGHT, palette.GOOD, radius=12, width=2)
    text.blit(
        surface,
        f"DUEL RESULT  {GAME_TITLES[card.game]}  limit {card.limit}",
        (box.centerx, box.y + 22),
        size=17,
        anchor="center",
        colour=palette.NEON_PINK,
        face=text.BODY_BOLD,
    )
    for i, seat in enumerate((card.challenger, card.defender)):
        y = box.y + 46 + i * 40
        slide = frame.view.slide_of[seat]
        art.draw_seat_pawn(
            surface, (box.x + 28, y + 14), seat, art.PAWN_RGB.get(slide, palette.GREY), 12, frame.colour_blind
        )
        role = "challenger" if seat == card.challenger else "defender"
        text.blit(surface, f"{frame.name(seat)} ({role})", (box.x + 50, y + 2), size=19, colour=palette.WHITE)
        score = card.scores.get(seat)
        text.blit(
            surface,
            "-" if score is None else str(score),
            (box.right - 24, y),
            size=24,
            anchor="topright",
            colour=palette.NEON_YELLOW if seat == card.winner else palette.WHITE,
            face=text.BODY_BOLD,
        )
    text.blit(
        surface,
        words(frame.names, card),
        (box.centerx, box.y + 148),
        size=20,
        anchor="center",
        colour=palette.GOOD,
        face=text.BODY_BOLD,
    )
    if go_on:
        text.blit(
            surface,
            f"{go_on}: go on",
            (box.centerx, box.bottom - 22),
            size=17,
            anchor="center",
            colour=palette.NEON_CYAN,
        )
