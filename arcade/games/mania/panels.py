"""Drawing the right-hand column of the Mania board: a panel per seat with its pawn, name, Game Slide,
chips and cards (faces for the viewer only), a bet card (face up once the bets are revealed, or for the
viewer's own bet) or the duellist's role. Painters only: what is secret (cards, bets) they read from the
view the frame is built from (``scene.shown_view()``: the viewer's, or the public one; see
:mod:`arcade.scenes.kit.secrecy`), the rest from the scene's state and names."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade.core.render import draw, palette, text
from arcade.games.console.duel_api import GAME_TITLES

from . import art

if TYPE_CHECKING:
    from .scene import ManiaScene
    from .view import ManiaView

PANEL_X, PANEL_W = 868, 404
SEAT_H = 124


def seat_rect(seat: int) -> pygame.Rect:
    return pygame.Rect(PANEL_X, 60 + seat * SEAT_H, PANEL_W, SEAT_H - 8)


def draw_panels(surface: pygame.Surface, scene: ManiaScene) -> None:
    """Each seat's panel, painted again only when what it shows changed (``seat_key``): a frame of the
    die tumbling or a pawn hopping blits four kept panels instead of drawing their chips and cards."""
    for seat in range(scene.state.num_seats):
        rect = seat_rect(seat)

        def build(seat: int = seat, rect: pygame.Rect = rect) -> pygame.Surface:
            panel = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_seat(panel, scene, seat, panel.get_rect())
            return panel

        surface.blit(scene.layers.get(("mania_seat", seat), seat_key(scene, seat), build), rect)


def acting_seat(scene: ManiaScene) -> int:
    roller = scene.roll_prompt()  # a roll waiting for its person: theirs is the lit panel
    return scene.state.current_player() if roller is None else roller


def seat_key(scene: ManiaScene, seat: int) -> tuple[object, ...]:
    """Everything :func:`draw_seat` reads for ``seat``, as a comparable value."""
    st = scene.state
    view = scene.shown_view()
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
    cfg = scene.config.seats[seat]
    return (
        seat == acting_seat(scene),
        st.slide_of[seat],
        scene.colour_blind(),
        scene.name(seat),
        cfg.is_cpu,
        cfg.level,
        st.worth(seat),
        st.chips.red[seat],
        st.chips.white[seat],
        held_cards(view, seat),
        bet,
    )


def held_cards(view: ManiaView, seat: int) -> tuple[str | None, ...]:
    """A seat's event cards as the view shows them: faces of the view's own hand, None for a card back."""
    if seat == view.seat:
        return tuple(sorted(view.hand))
    return (None,) * view.hand_sizes[seat]


def draw_seat(surface: pygame.Surface, scene: ManiaScene, seat: int, rect: pygame.Rect) -> None:
    st = scene.state
    view = scene.shown_view()
    acting = seat == acting_seat(scene)
    draw.panel(
        surface,
        rect,
        palette.DUSK,
        palette.NEON_YELLOW if acting else palette.EDGE,
        radius=10,
        width=3 if acting else 1,
    )
    slide = st.slide_of[seat]
    colour = art.PAWN_RGB.get(slide, palette.GREY)
    art.draw_seat_pawn(surface, (rect.x + 22, rect.y + 24), seat, colour, 13, scene.colour_blind())
    who = scene.name(seat) + (f" (CPU {scene.config.seats[seat].level})" if scene.is_cpu(seat) else "")
    text.blit(surface, who, (rect.x + 44, rect.y + 8), size=20, colour=palette.WHITE, face=text.BODY_BOLD)
    game = GAME_TITLES[slide] if slide else "no Game Slide yet"
    text.blit(surface, game, (rect.x + 44, rect.y + 32), size=16, colour=colour)
    text.blit(
        surface,
        f"{st.worth(seat)}",
        (rect.right - 14, rect.y + 6),
        size=30,
        colour=palette.NEON_YELLOW,
        anchor="topright",
        face=text.BODY_BOLD,
    )
    text.blit(surface, "chips", (rect.right - 14, rect.y + 40), size=14, colour=palette.GREY, anchor="topright")
    art.draw_stacks(surface, (rect.x + 14, rect.bottom - 18), st.chips.red[seat], st.chips.white[seat], r=11)
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
        art.draw_bet_card(surface, r, st.slide_of[on] if visible else None)
        label = f"BET {amount} on {scene.name(on)}" if visible else "SECRET BET"
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
