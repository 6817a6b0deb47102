"""Drawing the Mania board's middle and edges: the board picture, the header, the decks, the bank, the red
die, the duel box, the card on show, the pawns, the log and the key hints.

Each function draws from the frame (:class:`arcade.scenes.kit.frame.Frame`: the view it may show, the
timeline's shot, the time, the seats, the key names) and the screen's :class:`.screen.Showing` (what the scene
says is up: a roll waiting, a question, the log that may be read); what the animations show now comes from
:mod:`.present`. No rule arithmetic, no scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade.core.render import draw, palette, text
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.layers import Layers

from . import art, boardart, boxes, present
from .board import SLIDES, Board

if TYPE_CHECKING:
    from .screen import Showing

BOARD_AREA = pygame.Rect(8, 60, 852, 502)
LOG_RECT = pygame.Rect(8, 570, 852, 98)
LOG_LINES = 4  # the log shows the last four things that happened
LOG_SIZE, LOG_LEADING = 18, 23
PHASE_VERBS = {
    "slide": "choose a Game Slide",
    "window": "play or pass a card",
    "draw": "draw or not",
    "challenge": "challenge",
    "bet": "bet",
    "duel": "duel on the console",
}


def fit_of(board: Board, layers: Layers) -> boardart.Fit:
    """Where the board's map sits on the screen (worked out once per board)."""
    return layers.get("mania_fit", id(board), lambda: boardart.Fit.into(board, BOARD_AREA))


def backdrop(board: Board, fit: boardart.Fit) -> pygame.Surface:
    """The backdrop with the board drawn on it (drawn once per game; opaque, the frame's one big blit)."""
    surf = draw.backdrop().copy()
    boardart.draw_board(surf, board, fit)
    return surf.convert() if pygame.display.get_surface() else surf


def draw_header(surface: pygame.Surface, frame: Frame, showing: Showing) -> pygame.Rect:
    view = frame.view
    seat = view.current_player()
    who = "" if seat < 0 else f"  -  {frame.name(seat)} to {PHASE_VERBS.get(view.phase, 'play')}"
    if showing.roller is not None:
        who = f"  -  {frame.name(showing.roller)} to roll"
    elif showing.result is not None:
        who = "  -  the duel's result"
    elif present.landing(frame.timeline, frame.now):
        who = f"  -  {frame.name(view.mover)} rolls"
    when = f"turn {view.turn}" if view.turn else "set-up"  # turn 0: the Game Slides are chosen
    return text.blit(
        surface,
        f"ELECTRONIC ARCADE MANIA  -  {when}{who}",
        (16, 18),
        size=22,
        colour=palette.NEON_YELLOW,
        face=text.BODY_BOLD,
    )


COACH_LEFT = 640  # the coach's lines start here, or right of a longer header


def draw_coach(surface: pygame.Surface, lines: list[str], header: pygame.Rect) -> None:
    """The coach's lines for the person choosing (:mod:`.coach`), in the header band right of its words,
    wrapped to at most three rows."""
    left = max(header.right + 24, COACH_LEFT)
    width = surface.get_width() - 16 - left
    rows = [row for line in lines for row in text.wrap(line, text.BODY, 14, width)][:3]
    for i, row in enumerate(rows):
        text.blit(surface, row, (left, 4 + 17 * i), size=14, colour=palette.NEON_GREEN if i == 0 else palette.NEON_CYAN)


def draw_centre(surface: pygame.Surface, frame: Frame, showing: Showing, layers: Layers) -> None:
    """The decks, the bank, the discard, the red die, the duel box and the card on show."""
    view, shot, now = frame.view, frame.timeline, frame.now
    fit = fit_of(view.board, layers)
    ui = dict(view.board.ui)
    draw_piles(surface, frame, layers)
    draw_die(surface, frame, fit)
    # The duel box: once the pawn is on the space; not while a roll waits (the state is the held action's
    # before: the log already says how the duel ended). Under the result card, which says who won, the box
    # keeps its dice and bonuses but not those words again.
    if view.duel is not None and not present.landing(shot, now) and not showing.held:
        said = present.shown_result(shot, now) if showing.result is None else None
        boxes.draw_duel_box(surface, frame, view.duel, fit.rect(ui["duel"]), said)
    card = present.shown_card(shot, now)
    if card is not None:
        seat, face = card[0], card[1]
        rect = pygame.Rect(0, 0, 100, 136)
        rect.center = fit.point(940, 425)
        art.draw_event_card(surface, rect, face, highlight=True)
        text.blit(
            surface,
            f"{frame.name(seat)}",
            (rect.centerx, rect.bottom + 14),
            size=16,
            anchor="center",
            colour=palette.NEON_YELLOW,
            face=text.BODY_BOLD,
        )


def pile_areas(board: Board, fit: boardart.Fit) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the piles are drawn, with their words: the decks and the discard; the bank and its chips."""
    ui = dict(board.ui)
    deck, blue, discard = (fit.rect(ui[k]) for k in ("red_deck", "blue_decks", "discard"))
    decks = deck.move(-6, -6).union(deck).union(blue.move(10, 6)).union(discard).inflate(16, 16)
    decks.h += 30  # the words under the decks
    bank = fit.rect(ui["bank"]).inflate(20, 16)  # (the chips' edges reach 9 px beside it)
    bank.y -= 16
    bank.h += 16  # the word above the bank
    return decks, bank


def pile_key(frame: Frame, fit: boardart.Fit) -> tuple[object, ...]:
    """Everything :func:`paint_piles` reads, as a comparable value."""
    view = frame.view
    bank = view.players
    return (view.deck_size, view.red[bank], view.white[bank], view.discard[-1:], fit)


def draw_piles(surface: pygame.Surface, frame: Frame, layers: Layers) -> None:
    """The piles (decks, discard, bank) change only when a card is drawn or chips move: their picture is
    kept as it was on the canvas right after they were drawn (over the board layer, which never changes)
    and blitted while :func:`pile_key` is the same (drawn in full while text is recorded)."""
    fit = fit_of(frame.view.board, layers)
    areas = pile_areas(frame.view.board, fit)
    screen = surface.get_rect()
    if text.recorder is not None or not all(screen.contains(a) for a in areas):
        paint_piles(surface, frame, fit)  # drawn in full, and not kept
        return
    painted: list[bool] = []

    def build() -> tuple[pygame.Surface, ...]:
        paint_piles(surface, frame, fit)
        painted.append(True)
        return tuple(surface.subsurface(a).copy() for a in areas)

    looks = layers.get("mania_piles", pile_key(frame, fit), build)
    if not painted:
        for area, look in zip(areas, looks):
            surface.blit(look, area)


def paint_piles(surface: pygame.Surface, frame: Frame, fit: boardart.Fit) -> None:
    view = frame.view
    ui = dict(view.board.ui)
    deck = fit.rect(ui["red_deck"])
    for i in range(min(4, view.deck_size)):
        art.draw_event_card(surface, deck.move(-2 * i, -2 * i), None)
    text.blit(
        surface,
        f"Red deck {view.deck_size}",
        (deck.centerx, deck.bottom + 10),
        size=14,
        anchor="center",
        colour=palette.GREY,
    )
    blue = fit.rect(ui["blue_decks"])
    for k in range(2):
        art.draw_bet_card(surface, blue.move(k * 10, k * 6), None)
    text.blit(
        surface, "Blue decks", (blue.centerx + 5, blue.bottom + 16), size=14, anchor="center", colour=palette.GREY
    )
    bank = fit.rect(ui["bank"])
    text.blit(
        surface,
        "BANK",
        (bank.centerx, bank.y - 4),
        size=16,
        anchor="center",
        colour=palette.GREY,
        face=text.BODY_BOLD,
    )
    art.draw_stacks(surface, (bank.x + 4, bank.y + 50), view.red[view.players], view.white[view.players], r=13)
    if view.discard:
        art.draw_event_card(surface, fit.rect(ui["discard"]), view.discard[-1])


def draw_die(surface: pygame.Surface, frame: Frame, fit: boardart.Fit) -> None:
    """The red die: the last roll, or a tumbling face thrown about while it rolls."""
    view = frame.view
    if not view.last_roll:
        return
    die = pygame.Rect(0, 0, 54, 54)
    die.center = fit.point(600, 430)
    value = view.last_roll
    rolling = present.tumble(frame.timeline, frame.now)
    if rolling is not None:
        value, dx, dy = rolling
        die = die.move(dx, dy)
    art.draw_die(surface, die, value)


def draw_pawns(surface: pygame.Surface, frame: Frame, layers: Layers) -> None:
    view = frame.view
    fit = fit_of(view.board, layers)
    for seat in range(view.players):
        slide = view.slide_of[seat]
        if slide is None:
            continue
        index = present.pawn_index(frame.timeline, seat, frame.now, view.positions[seat])
        x, y = boardart.pawn_spot(view.board, fit, index, SLIDES.index(slide))
        art.draw_seat_pawn(
            surface,
            (x, y),
            seat,
            art.PAWN_RGB[slide],
            boardart.PAWN_R,
            frame.colour_blind,
            highlight=seat == view.mover,
        )


def draw_log(surface: pygame.Surface, showing: Showing) -> None:
    """The newest lines of the event log that may be read now (a roll's wait for the pawn to land), each in
    its own colour; how to read the rest (the showing's ``log_key``)."""
    draw.panel(surface, LOG_RECT, palette.NIGHT, palette.EDGE, radius=8, width=1)
    for i, line in enumerate(showing.log):
        text.blit(
            surface, line.text, (LOG_RECT.x + 14, LOG_RECT.y + 8 + i * LOG_LEADING), size=LOG_SIZE, colour=line.colour
        )
    if showing.log_key and showing.older > 0:
        text.blit(
            surface,
            f"{showing.log_key}: full log (+{showing.older})",
            (LOG_RECT.right - 10, LOG_RECT.y + 6),
            size=14,
            colour=palette.GREY,
            anchor="topright",
        )


def hints(frame: Frame, showing: Showing) -> list[tuple[str, str]]:
    """What a press does now, named from the frame's key names, then the system keys: the keys of the
    person choosing; else what a person's press is waited for (going on from the duel's result, a roll);
    else nothing but the system keys (a CPU's turn: no key of a person's does anything in it)."""
    keys = frame.keys
    system = [(keys.key("system", "pause"), "pause"), (keys.key("system", "help"), "help")]
    seat = showing.asked
    if seat is None:
        if showing.go_on:
            return [(showing.go_on, "go on"), *system]
        if showing.roller is not None and showing.roll_key:
            return [(showing.roll_key, "roll"), *system]
        return system
    dev = frame.seats[seat].device
    phase = frame.view.phase
    if phase == "bet":  # left/right: whom the bet is on; up/down: how much
        moves = [(keys.pair(dev, "left", "right"), "bet on"), (keys.pair(dev, "up", "down"), "amount")]
    elif phase == "challenge":  # left/right: the game; up/down: the opponent
        moves = [(keys.pair(dev, "left", "right"), "game"), (keys.pair(dev, "up", "down"), "opponent")]
    else:  # a menu: only up/down move in it
        moves = [(keys.pair(dev, "up", "down"), "choose")]
    return [*moves, (keys.key(dev, "confirm"), "choose it"), *system]


def draw_hints(surface: pygame.Surface, frame: Frame, showing: Showing) -> None:
    log_key = showing.log_key
    draw.hint_bar(surface, hints(frame, showing) + ([(log_key, "log")] if log_key else []))
