"""Pictures for Top Speed!'s how-to pages, drawn with the game's own card art."""

from __future__ import annotations

import pygame

from arcade.core.render import palette, text
from arcade.games.topspeed import art
from arcade.games.topspeed import cards as C


def _card(painter, key, size) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    painter(surf, key, False)
    return surf


def cards(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Seven car parts in six colours; a red and a blue deck."""
    w = rect.w // 3 - 8
    h = int(w * 0.78)
    for i, (part, colour) in enumerate(((2, 4), (3, 3), (4, 0), (6, 5), (1, 1), (0, 2))):
        x = rect.x + (i % 3) * (w + 12)
        y = rect.y + (i // 3) * (h + 10)
        surface.blit(_card(lambda s, k, cb: art.paint_big_card(s, k, cb), C.card(part, colour), (w, h)), (x, y))
    bw, bh = w // 2, int(h * 0.8)
    y = rect.y + 2 * (h + 10) + 6
    for deck in (0, 1):
        surface.blit(_card(art.paint_back, deck, (bw, bh)), (rect.x + deck * (bw + 10), y))
    text.blit(
        surface,
        "a red deck, a blue deck",
        (rect.x + 2 * (bw + 10), y + bh // 2),
        size=16,
        colour=palette.GREY,
        anchor="midleft",
    )


def track(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Four lane cards between the players, a row of parts beside a car, the flag."""
    lw, lh = rect.w // 5, int(rect.h * 0.34)
    y = rect.y + int(rect.h * 0.5)
    for i, key in enumerate(((1, 5), (4, 2), None, (2, 4))):
        surface.blit(_card(art.paint_lane, key, (lw, lh)), (rect.x + i * (lw + 6), y))
    cw, ch = lw - 6, int(lh * 0.5)
    band = ch // 2
    for j, card_id in enumerate((C.card(2, 4), C.card(0, 1), C.card(3, 5))):
        surf = _card(art.paint_part_card, (card_id, True, band), (cw, ch))
        surface.blit(surf, surf.get_rect(bottomleft=(rect.x + 3, y - 4 - j * band)))
    flag = _card(art.paint_flag, None, (lw // 2, lh // 2))
    surface.blit(flag, (rect.right - lw // 2 - 4, y + lh // 4))
    text.blit(
        surface,
        "the row beside car 1: no colour or part twice",
        (rect.centerx, rect.bottom - 4),
        size=16,
        colour=palette.GREY,
        anchor="midbottom",
    )


def mistake(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A row with a repeat: the first mistake card turns crosswise and its row goes to the other player."""
    cw, ch = rect.w // 3, int(rect.h * 0.3)
    row = [C.card(2, 2), C.card(3, 3), C.card(2, 4)]
    y = rect.bottom - ch - 40
    for j, card_id in enumerate(row):
        surf = _card(art.paint_part_card, (card_id, True, ch // 2), (cw, ch))
        if j == 2:
            surf = pygame.transform.rotate(_card(art.paint_back, 1, (cw, ch)), 90)
        surface.blit(surf, surf.get_rect(midbottom=(rect.centerx, y + ch - j * (ch // 2 + 4))))
    text.blit(
        surface,
        "2nd tire: a mistake, turned crosswise",
        (rect.centerx, rect.bottom - 24),
        size=16,
        colour=palette.NEON_RED,
        anchor="midbottom",
    )
    text.blit(
        surface,
        "blue's card: red scores the row",
        (rect.centerx, rect.bottom - 4),
        size=16,
        colour=palette.GREY,
        anchor="midbottom",
    )
