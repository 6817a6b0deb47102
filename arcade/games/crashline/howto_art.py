"""Pictures for Crash Line's how-to pages, drawn with the game's own card art."""

from __future__ import annotations

import pygame

from arcade.core.render import palette, text
from arcade.games.crashline import art
from arcade.games.crashline.cards import GLITCH_IDS, GOT_NEXT_IDS, ONE_UP_IDS, machine_card

CARD = (96, 134)


def _card(card: int, size=CARD) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    art.paint_card(surf, card, False)
    return surf


def machines(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The five machines, each numbered 1 to 9."""
    w, h = CARD
    step = min(w + 8, (rect.w - w) // 4)
    for m in range(5):
        surface.blit(_card(machine_card(m, 9 - 2 * m)), (rect.x + m * step, rect.y + (m % 2) * 20))
    text.blit(
        surface,
        "five machines, 1 to 9 each",
        (rect.centerx, rect.y + h + 34),
        size=18,
        colour=palette.GREY,
        anchor="midtop",
    )


def crash(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A line of three machines, then a repeat: CRASH."""
    w, h = CARD
    line = [machine_card(0, 4), machine_card(2, 7), machine_card(3, 2)]
    for i, card in enumerate(line):
        surface.blit(_card(card), (rect.x + i * (w // 2 + 14), rect.y + 10))
    repeat = pygame.Rect(rect.x + 3 * (w // 2 + 14) + 20, rect.y + 40, w, h)
    surface.blit(_card(machine_card(2, 3)), repeat)
    art.wreck(surface, repeat, True)
    text.blit(
        surface,
        "a second Dungeon Dash: CRASH!",
        (rect.centerx, rect.y + h + 64),
        size=18,
        colour=palette.NEON_RED,
        anchor="midtop",
    )


def specials(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The three special cards."""
    for i, card in enumerate((ONE_UP_IDS[0], GLITCH_IDS[0], GOT_NEXT_IDS[0])):
        surface.blit(_card(card), (rect.x + i * (rect.w // 3), rect.y + 10))


def scoring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A score pile: the best card of a machine plus 1 for each other card of it."""
    w, h = CARD
    pile = [machine_card(1, 3), machine_card(1, 5), machine_card(1, 8)]  # the best card in front
    for i, card in enumerate(pile):
        surface.blit(_card(card), (rect.x + 10 + i * 30, rect.y + 10 + i * 22))
    text.blit(
        surface, "Turbo Fists: 8 + 1 + 1 = 10", (rect.x + 10, rect.y + h + 70), size=18, colour=palette.NEON_YELLOW
    )
