"""Pictures for Insert Coin to Play's how-to pages, drawn with the scene's own drawing code (:mod:`.art`)
and the shapes from the Tiled maps."""

from __future__ import annotations

import pygame

from arcade.core.render import palette, text

from . import art
from .pieces import GRID, PIECE_NAMES, cells_of, placements
from .shapes import load_catalog

SHEET = ("ultra_robot", "space_ship", "power_cherry")


def _partly(mask: int, rows: int) -> int:
    """The squares of ``mask`` in its first ``rows`` rows (a sheet half drawn)."""
    return sum(1 << (y * GRID + x) for x, y in cells_of(mask) if y < rows)


def sheet(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A GamePad: three Levels on graph paper, one complete, a ghost piece about to be drawn."""
    shapes = load_catalog().shapes
    colour = palette.NEON_CYAN
    gap = 10
    cell = min((rect.w - 2 * gap) // (3 * GRID), (rect.h - 90) // GRID)
    left = rect.x + (rect.w - 3 * GRID * cell - 2 * gap) // 2
    top = rect.y + 40
    art.draw_lives(surface, (left, rect.y + 14), 2, 3, size=9)
    text.blit(
        surface, "Lives and Coins", (rect.right - 4, rect.y + 14), size=16, colour=palette.GREY, anchor="midright"
    )
    fills = {"ultra_robot": 3, "space_ship": GRID, "power_cherry": 2}
    for i, key in enumerate(SHEET):
        shape = shapes[key]
        origin = (left + i * (GRID * cell + gap), top)
        filled = _partly(shape.mask, fills[key])
        art.draw_level(surface, origin, cell, shape, filled, colour, done=filled == shape.mask)
        text.blit(surface, shape.title, (origin[0], top + GRID * cell + 4), size=15, colour=palette.GREY)
        if key == "power_cherry":
            spots = [(x, y, m) for x, y, m in placements(shape.mask, "T4")[0] if not m & filled]
            if spots:
                x, y, m = spots[0]
                art.draw_ghost_cells(
                    surface,
                    [(cx - x, cy - y) for cx, cy in cells_of(m)],
                    (origin[0] + x * cell, origin[1] + y * cell),
                    cell,
                    art.seat_colour(0),
                )
    y = top + GRID * cell + 34
    for line, colour in (
        ("Space Ship complete: its ability fires", palette.NEON_YELLOW),
        ("Ultra Robot and Power Cherry: keep filling", palette.GREY),
        ("striped: a T4 about to be drawn", palette.WHITE),
    ):
        text.blit(surface, line, (rect.centerx, y), size=16, colour=colour, anchor="midtop")
        y += 26


def symbols(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A card with its two symbols, and all ten symbols that can be printed on the cards."""
    card = next(c for c in load_catalog().cards if c.shape.key == "demon_king")
    card_rect = pygame.Rect(rect.x, rect.y, 150, 112)
    art.draw_card(surface, card_rect, card)
    text.blit(
        surface,
        f"draw {card.left} or {card.right},",
        (card_rect.right + 14, card_rect.y + 30),
        size=17,
        colour=palette.WHITE,
    )
    text.blit(surface, "turned or mirrored", (card_rect.right + 14, card_rect.y + 54), size=17, colour=palette.WHITE)
    cols = 5
    cw = rect.w // cols
    top = card_rect.bottom + 24
    rh = (rect.bottom - top) // 2
    for i, piece in enumerate(PIECE_NAMES):
        cx = rect.x + (i % cols) * cw + cw // 2
        cy = top + (i // cols) * rh + rh // 2 - 10
        art.draw_symbol(surface, piece, (cx, cy), 13, (palette.NEON_PINK, palette.NEON_BLUE)[i >= 4])
        text.blit(surface, piece, (cx, cy + 40), size=15, colour=palette.GREY, anchor="midtop")


def lives(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Lives and Coins on a sheet, a row of Lives used up, and a GAME OVER card."""
    y = rect.y + 24
    for lit, coins, label in (
        (3, 3, "start: 3 lit Lives, 3 Coins"),
        (1, 3, "two Lives crossed off"),
        (3, 2, "last Life lost: a Coin buys 3"),
    ):
        art.draw_lives(surface, (rect.x + 8, y), lit, coins, size=12)
        text.blit(surface, label, (rect.x + 8, y + 22), size=16, colour=palette.GREY)
        y += 74
    card = pygame.Rect(0, 0, 150, 100)
    card.midbottom = (rect.centerx, rect.bottom - 4)
    pygame.draw.rect(surface, palette.BLACK, card, border_radius=8)
    pygame.draw.rect(surface, palette.NEON_RED, card, 3, border_radius=8)
    text.title(surface, "GAME", (card.centerx, card.centery - 16), size=20, colour=palette.NEON_RED)
    text.title(surface, "OVER", (card.centerx, card.centery + 16), size=20, colour=palette.NEON_RED)
    art.draw_coin(surface, (card.right - 14, card.top + 14), 9)
