"""Pictures for Electronic Arcade Mania's how-to pages, drawn with the scene's own pieces (``art``) and the
console's own drawing: each is ``f(surface, rect)``."""

from __future__ import annotations

import dataclasses
from functools import lru_cache

import pygame

from arcade.core.render import palette, text
from arcade.games.console.duel_api import RATTLER, score_display
from arcade.games.mania import art, boardart
from arcade.games.mania.board import SLIDES, load_board
from arcade.games.mania.cards import ADD_4, CANCEL_LOSS, ONE_HAND, SKILL_DOWN


def board(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The board from its map, with the four pawns on their way, the dice and the bank in the middle: drawn
    at the table's own size, where every space's words fit it, then made smaller to fit the page (drawn
    straight into the page's picture its tiles were smaller than their words, which overlapped)."""
    picture = _board_picture(rect.size)
    surface.blit(picture, picture.get_rect(center=rect.center))


@lru_cache(maxsize=2)
def _board_picture(size: tuple[int, int]) -> pygame.Surface:
    from arcade.games.mania.table import BOARD_AREA

    full = pygame.Surface(BOARD_AREA.size, pygame.SRCALPHA)
    _board(full, full.get_rect())
    scale = min(1.0, size[0] / full.get_width(), size[1] / full.get_height())
    return pygame.transform.smoothscale(full, (int(full.get_width() * scale), int(full.get_height() * scale)))


def _board(surface: pygame.Surface, rect: pygame.Rect) -> None:
    b = load_board()
    fit = boardart.Fit.into(b, rect)
    boardart.draw_pieces(surface, b, fit)
    for slot, (slide, where) in enumerate(zip(SLIDES, (4, 9, 12, 17))):
        art.draw_seat_pawn(
            surface,
            boardart.pawn_spot(b, fit, where, slot),
            slot,
            art.PAWN_RGB[slide],
            max(6, min(boardart.PAWN_R, rect.w // 60)),
        )
    mid = fit.point(640, 300)
    art.draw_die(surface, pygame.Rect(mid[0] - 60, mid[1] - 20, 34, 34), 5)
    art.draw_die(surface, pygame.Rect(mid[0] - 14, mid[1] - 20, 34, 34), 2, black=True)
    art.draw_stacks(surface, (mid[0] + 36, mid[1] + 12), 4, 3, r=10)
    art.draw_event_card(surface, pygame.Rect(mid[0] - 60, mid[1] + 30, 36, 50), None)
    art.draw_bet_card(surface, pygame.Rect(mid[0] - 14, mid[1] + 30, 36, 50), None)


def cards(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Event cards face up and down, and the four colour cards of a blue betting deck with a bet on one."""
    w, h = min(78, rect.w // 4 - 10), min(108, rect.h // 3)
    x0 = rect.x + (rect.w - 4 * (w + 10)) // 2 + 5
    for i, card in enumerate((ADD_4, SKILL_DOWN, ONE_HAND, CANCEL_LOSS)):
        art.draw_event_card(surface, pygame.Rect(x0 + i * (w + 10), rect.y + 16, w, h), card)
    text.blit(
        surface,
        "event cards (red deck)",
        (rect.centerx, rect.y + h + 34),
        size=16,
        anchor="center",
        colour=palette.GREY,
    )
    y = rect.y + h + 56
    for i, slide in enumerate(SLIDES):
        art.draw_bet_card(surface, pygame.Rect(x0 + i * (w + 10), y, w, h), slide, highlight=i == 2)
    for k in range(3):  # the bet: three white chips on the green card
        art.draw_chip(surface, (x0 + 2 * (w + 10) + w // 2, y + h - 14 - 5 * k), 14, red=False)
    text.blit(
        surface,
        "betting cards (blue deck): a bet of 3",
        (rect.centerx, y + h + 20),
        size=16,
        anchor="center",
        colour=palette.GREY,
    )


@lru_cache(maxsize=2)
def _console_picture(size: tuple[int, int]) -> pygame.Surface:
    from arcade.games.console.duel_api import OFF, ON, Machine
    from arcade.games.console.duel_screen import draw_console, load_layout

    lay = load_layout()
    full = pygame.Surface((1280, 720))
    cells = score_display(23)[1]
    view = dataclasses.replace(Machine(0).view(), lights=tuple(ON if c in cells else OFF for c in range(1, 10)))
    draw_console(full, lay, view, 0.0, slide=RATTLER)
    part = full.subsurface(lay.console.inflate(8, 8).clip(full.get_rect()))
    scale = min(size[0] / part.get_width(), size[1] / part.get_height())
    return pygame.transform.smoothscale(part, (int(part.get_width() * scale), int(part.get_height() * scale)))


def console(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The console with the Rattler slide in, its lights showing a score of 23 (lights 6 + 8 + 9)."""
    pic = _console_picture(rect.size)
    surface.blit(pic, pic.get_rect(center=rect.center))
