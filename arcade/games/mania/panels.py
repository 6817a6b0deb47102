"""Drawing the right-hand column of the Mania board: a panel per seat with its pawn, name, Game Slide,
chips and cards (faces for the viewer only), a bet card (face up once the bets are revealed, or for the
viewer's own bet) or the duellist's role. Painters only: they read the frame's view (the viewer's, or the
public one; see :mod:`arcade.scenes.kit.secrecy`), its seats and settings, and which seat is lit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade.core.render import draw, palette, text
from arcade.games.console.duel_api import GAME_TITLES
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.layers import Layers

from . import art

if TYPE_CHECKING:
    from .view import ManiaView

PANEL_X, PANEL_W = 868, 404
SEAT_H = 124


def seat_rect(seat: int) -> pygame.Rect:
    return pygame.Rect(PANEL_X, 60 + seat * SEAT_H, PANEL_W, SEAT_H - 8)


def draw_panels(surface: pygame.Surface, frame: Frame, layers: Layers, acting: int) -> None:
    """Each seat's panel (``acting``: the lit one), painted again only when what it shows changed
    (``seat_key``): a frame of the die tumbling or a pawn hopping blits four kept panels instead of drawing
    their chips and cards."""
    for seat in range(frame.view.players):
        rect = seat_rect(seat)

        def build(seat: int = seat, rect: pygame.Rect = rect) -> pygame.Surface:
            panel = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_seat(panel, frame, seat, panel.get_rect(), acting)
            return panel

        surface.blit(layers.get(("mania_seat", seat), seat_key(frame, seat, acting), build), rect)


def acting_seat(view: ManiaView, roller: int | None) -> int:
    """The lit panel's seat: a roll waiting for its person (``roller``), else the seat to act."""
    return view.current_player() if roller is None else roller


def seat_key(frame: Frame, seat: int, acting: int) -> tuple[object, ...]:
    """Everything :func:`draw_seat` reads for ``seat``, as a comparable value."""
    view = frame.view
    duel = view.duel
    bet = None
    if duel is not None:
        raw = duel.bets.get(seat)
        bet = (
            tuple(raw) if raw is not None else None,
            seat in view.bettors,
            duel.revealed,
            tuple(duel.duellists),
            duel.challenger,
        )
    face = frame.seats[seat]
    return (
        seat == acting,
        view.slide_of[seat],
        frame.colour_blind,
        face.name,
        face.cpu,
        face.level,
        view.worth(seat),
        view.red[seat],
        view.white[seat],
        held_cards(view, seat),
        bet,
    )


def held_cards(view: ManiaView, seat: int) -> tuple[str | None, ...]:
    """A seat's event cards as the view shows them: faces of the view's own hand, None for a card back."""
    if seat == view.seat:
        return tuple(sorted(view.hand))
    return (None,) * view.hand_sizes[seat]


def draw_seat(surface: pygame.Surface, frame: Frame, seat: int, rect: pygame.Rect, lit: int) -> None:
    view = frame.view
    acting = seat == lit
    draw.panel(
        surface,
        rect,
        palette.DUSK,
        palette.NEON_YELLOW if acting else palette.EDGE,
        radius=10,
        width=3 if acting else 1,
    )
    slide = view.slide_of[seat]
    colour = art.PAWN_RGB.get(slide, palette.GREY)
    art.draw_seat_pawn(surface, (rect.x + 22, rect.y + 24), seat, colour, 13, frame.colour_blind)
    face = frame.seats[seat]
    who = face.name + (f" (CPU {face.level})" if face.cpu else "")
    text.blit(surface, who, (rect.x + 44, rect.y + 8), size=20, colour=palette.WHITE, face=text.BODY_BOLD)
    game = GAME_TITLES[slide] if slide else "no Game Slide yet"
    text.blit(surface, game, (rect.x + 44, rect.y + 32), size=16, colour=colour)
    text.blit(
        surface,
        f"{view.worth(seat)}",
        (rect.right - 14, rect.y + 6),
        size=30,
        colour=palette.NEON_YELLOW,
        anchor="topright",
        face=text.BODY_BOLD,
    )
    text.blit(surface, "chips", (rect.right - 14, rect.y + 40), size=14, colour=palette.GREY, anchor="topright")
    art.draw_stacks(surface, (rect.x + 14, rect.bottom - 18), view.red[seat], view.white[seat], r=11)
    # cards: faces for the viewer only (the view holds no other hand)
    x = rect.x + 168
    for i, card in enumerate(held_cards(view, seat)):
        r = pygame.Rect(x + i * 46, rect.y + 56, 43, 56)
        art.draw_event_card(surface, r, card)
    duel = view.duel
    if duel is not None and seat in view.bettors:
        shown = duel.bets.get(seat)  # the viewer's own bet, or every bet once they are revealed
        visible = shown is not None
        on, amount = (shown[0], shown[1]) if shown is not None else (-1, 0)
        r = pygame.Rect(rect.x + 190, rect.y + 28, 20, 26)
        art.draw_bet_card(surface, r, view.slide_of[on] if visible else None)
        label = f"BET {amount} on {frame.name(on)}" if visible else "SECRET BET"
        text.blit(
            surface,
            label,
            (r.right + 6, r.centery),
            size=14,
            colour=palette.NEON_CYAN,
            anchor="midleft",
            face=text.BODY_BOLD,
        )
    elif duel is not None and seat in duel.duellists:
        role = "CHALLENGER" if seat == duel.challenger else "DEFENDER"
        text.blit(surface, role, (rect.x + 190, rect.y + 34), size=14, colour=palette.NEON_PINK, face=text.BODY_BOLD)
