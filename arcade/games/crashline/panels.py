"""Drawing the seat panels: name, kind of player, Kid mode, score, and the score pile by machine. From the
frame only (its view, seats, UI state and time); the panels' rects are the layout's."""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text, tween
from arcade.core.render.cards import CARDS
from arcade.scenes.kit.frame import Frame

from . import art
from .cards import N_MACHINES
from .controller import selected_steal
from .phases import STEAL, TURN
from .scoring import machine_points

Rect = tuple[int, int, int, int]
UnderGlow = dict[tuple[int, int], tuple[pygame.Rect, pygame.Surface]]


def glow_strength(now: float) -> float:
    """The acting seat's glow: pulsing between 0.6 and 1.0."""
    return 0.6 + 0.4 * tween.pulse(now, GLOW_PERIOD_MS)


def glow_level(now: float) -> int:
    """The glow as drawn (``draw.glow_rect`` quantises its strength to eighths)."""
    return max(0, min(8, round(glow_strength(now) * 8)))


GLOW_PERIOD_MS = 1600.0
# where the drawn glow steps: its strength passes k + 1/2 eighths (within 0.6..1.0: k = 5, 6, 7)
GLOW_STEPS = tween.pulse_crossings(GLOW_PERIOD_MS, tuple(((k + 0.5) / 8 - 0.6) / 0.4 for k in (5, 6, 7)))


def glow_until(now: float) -> float:
    """No later than the glow as drawn next steps (:func:`glow_level`)."""
    return tween.next_crossing(now, GLOW_PERIOD_MS, GLOW_STEPS)


def draw_panels(
    surface, frame: Frame, rects: list[Rect], mini: tuple[int, int], under_glow: UnderGlow, baked: bool = False
) -> None:
    """Every seat's panel; with ``baked`` the table layer already holds their unchanging parts
    (:func:`draw_static`, and ``under_glow`` the table where a glow reaches a later panel)."""
    for seat in range(frame.view.players):
        draw_panel(surface, frame, seat, rects, mini, under_glow, baked)


def draw_static(surface, frame: Frame, seat: int, rect: Rect) -> None:
    """What never changes on a seat's panel: its frame, badge, name, kind of player and machine symbols.
    (The acting seat's glow lies outside the panel and on its edge, clear of all of these, so drawing them
    before it shows the same picture.)"""
    box = pygame.Rect(rect)
    colour = palette.SEATS[seat % len(palette.SEATS)]
    draw.panel(surface, box, palette.dim(colour, 0.16), palette.dim(colour, 0.7), alpha=220, width=2)
    face = frame.seats[seat]
    draw.seat_badge(surface, seat, (box.x + 18, box.y + 20), 10, frame.colour_blind)
    name = face.name if len(face.name) <= 14 else face.name[:13] + "."
    text.blit(surface, name, (box.x + 34, box.y + 8), size=20, colour=colour, face=text.BODY_BOLD)
    text.blit(
        surface, f"CPU {face.level}" if face.cpu else "Human", (box.x + 12, box.y + 32), size=15, colour=palette.GREY
    )
    col_w = (box.w - 12) / N_MACHINES
    for m in range(N_MACHINES):
        cx = round(box.x + 6 + col_w * m + col_w / 2)
        draw.symbol(surface, art.MACHINE_SYMBOLS[m], (cx, box.y + 64 + 6), 6, art.MACHINE_COLOURS[m])


GLOW_REACH = 12
"""How far ``draw.glow_rect``'s halo reaches outside its rect."""


def glow_overlaps(table: pygame.Surface, rects: list[Rect]) -> UnderGlow:
    """Where each seat's glow reaches a later seat's panel, with the table there before any panel is
    drawn: in the drawing order a later panel lies over an earlier seat's glow."""
    out = {}
    boxes = [pygame.Rect(r) for r in rects]
    for i, rect in enumerate(boxes):
        for j in range(i + 1, len(boxes)):
            over = rect.inflate(2 * GLOW_REACH, 2 * GLOW_REACH).clip(boxes[j])
            if over.w and over.h:
                out[(i, j)] = (over, table.subsurface(over).copy())
    return out


def _later_panels_over_glow(
    surface, frame: Frame, seat: int, rect, colour, rects: list[Rect], under_glow: UnderGlow
) -> None:
    """With the still parts baked into the table, the later panels would lie under this seat's glow:
    where it reaches them, draw the table, the glow and those panels again in their order."""
    clip = surface.get_clip()
    for (i, j), (over, under) in under_glow.items():
        if i != seat:
            continue
        surface.set_clip(over.clip(clip))
        surface.blit(under, over)
        draw.glow_rect(surface, rect, colour, radius=14, strength=glow_strength(frame.now))
        draw_static(surface, frame, j, rects[j])
        surface.set_clip(clip)


def draw_panel(
    surface,
    frame: Frame,
    seat: int,
    rects: list[Rect],
    mini: tuple[int, int],
    under_glow: UnderGlow,
    baked: bool = False,
) -> None:
    view, now = frame.view, frame.now
    rect = pygame.Rect(rects[seat])
    colour = palette.SEATS[seat % len(palette.SEATS)]
    acting = not view.is_terminal() and seat == view.current_player()
    if not baked:
        draw_static(surface, frame, seat, rects[seat])
    if acting:
        draw.glow_rect(surface, rect, colour, radius=14, strength=glow_strength(now))
        if baked:
            _later_panels_over_glow(surface, frame, seat, rect, colour, rects, under_glow)
    if view.kid[seat]:
        label, shade = "Kid mode", palette.NEON_GREEN
        if seat == view.turn_seat and view.phase == TURN and not view.is_terminal():
            label, shade = (
                ("Kid: save ready", palette.NEON_GREEN) if view.free_save else ("Kid: save used", palette.GREY)
            )
        text.blit(surface, label, (rect.x + 12, rect.y + 48), size=13, colour=shade, face=text.BODY_BOLD)
    text.title(
        surface,
        str(view.score[seat]),
        (rect.right - 12, rect.y + 24),
        size=22,
        colour=palette.WHITE,
        anchor="midright",
    )
    count = view.counts[seat]
    text.blit(
        surface,
        f"{count} card{'' if count == 1 else 's'}",
        (rect.right - 12, rect.y + 40),
        size=15,
        colour=palette.GREY,
        anchor="topright",
    )
    draw_pile(surface, frame, seat, rect, mini)


def draw_pile(surface, frame: Frame, seat: int, rect: pygame.Rect, mini: tuple[int, int]) -> None:
    """One column per machine: its symbol, its points and its cards fanned downwards."""
    view = frame.view
    mw, mh = mini
    col_w = (rect.w - 12) / N_MACHINES
    mw = min(mw, int(col_w) - 4)
    top = rect.y + 64
    steal = None
    if view.phase == STEAL and not frame.is_cpu(view.turn_seat) and not frame.timeline.busy:
        steal = selected_steal(frame.ui, view)
    for m in range(N_MACHINES):
        cx = round(rect.x + 6 + col_w * m + col_w / 2)
        cards = sorted(view.piles[seat][m])
        if cards:
            text.blit(
                surface,
                str(machine_points(cards)),
                (cx, top + 14),
                size=14,
                colour=palette.WHITE,
                anchor="midtop",
                face=text.BODY_BOLD,
            )
        room = rect.bottom - 8 - (top + 34) - mh
        step = min(16, room / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        for k, card in enumerate(cards):
            x, y = cx - mw // 2, round(top + 34 + k * step)
            surface.blit(CARDS.custom(art.paint_mini, ("mini", card), (mw, mh)), (x, y))
            if steal is not None and steal.victim == seat and steal.card == card:
                draw.glow_rect(surface, pygame.Rect(x, y, mw, mh).inflate(6, 6), palette.NEON_ORANGE, radius=8)
