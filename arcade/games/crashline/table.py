"""Drawing the middle of the Crash Line table: the HUD, the deck and discard pile, the Play Line, the event
log, the coach's odds and the call-outs. Each function draws one part from the frame (its view, UI state and
timeline shot) and the table's layout; none changes anything."""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.render import draw, palette, text, tween
from arcade.core.render.cards import CARDS
from arcade.scenes.kit import paint
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.timeline import Shot

from . import art
from .cards import MACHINES, N_MACHINES, machine_cards
from .layout import TableLayout
from .odds import coach_line, machines_left
from .rules import PICK, TURN

LOG_SIZE = 15
LOG_LEADING = 18
LOG_LINES = 3  # the log shows the last three things that happened


def backdrop(layout) -> pygame.Surface:
    """The table itself (drawn once per scene): the backdrop, the HUD band and the Play Line's frame."""
    surf = draw.backdrop().copy()
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    shade.fill((*palette.BLACK, 110))
    surf.blit(shade, (0, 0))
    draw.panel(surf, layout.hud, palette.DUSK, palette.PANEL, radius=0, width=0, alpha=210)
    line = pygame.Rect(layout.line).inflate(16, 16)
    draw.panel(surf, line, palette.BLACK, palette.PANEL, alpha=150, width=2)
    # between the HUD band (to y 52) and the frame (y 64): the label must touch neither
    text.blit(surf, "PLAY LINE", (line.left + 10, line.top - 6), size=13, colour=palette.GREY, anchor="midleft")
    return surf


def draw_hud(surface, frame: Frame, lay: TableLayout) -> None:
    hud = pygame.Rect(lay.hud)
    view = frame.view
    text.title(surface, "CRASH LINE", (hud.left + 24, hud.centery), size=20, colour=palette.NEON_PINK, anchor="midleft")
    if view.is_terminal():
        where = "GAME OVER"
    elif view.continues:
        where = "LAST DECK: when it runs out, GAME OVER"
    else:
        where = "First deck: when it runs out, CONTINUE?"
    text.blit(surface, where, hud.center, size=22, colour=palette.WHITE, anchor="center", face=text.BODY_BOLD)
    if frame.watching:
        text.title(
            surface,
            frame.watching,
            (hud.right - 24, hud.centery),
            size=16,
            colour=palette.NEON_YELLOW,
            anchor="midright",
        )


def draw_piles(surface, frame: Frame, lay: TableLayout) -> None:
    """The deck (backs, fanned by how many are left) and the discard pile (its top card face up)."""
    view = frame.view
    deck = pygame.Rect(lay.deck)
    left = view.deck_count
    if left:
        for i in range(min(3, left - 1), -1, -1):
            surface.blit(CARDS.custom(art.paint_back, "back", deck.size), (deck.x + 3 * i, deck.y - 3 * i))
    else:
        pygame.draw.rect(surface, palette.DIM, deck, 2, border_radius=10)
    text.blit(
        surface,
        f"DECK {left}",
        (deck.centerx, deck.bottom + 6),
        size=18,
        colour=palette.WHITE,
        anchor="midtop",
        face=text.BODY_BOLD,
    )
    discard = pygame.Rect(lay.discard)
    if view.discard:
        surface.blit(CARDS.custom(art.paint_card, view.discard[-1], discard.size), discard)
    else:
        pygame.draw.rect(surface, palette.DIM, discard, 2, border_radius=10)
        text.blit(surface, "discard", discard.center, size=16, colour=palette.DIM, anchor="center")
    text.blit(
        surface,
        f"DISCARD {len(view.discard)}",
        (discard.centerx, discard.bottom + 6),
        size=18,
        colour=palette.WHITE,
        anchor="midtop",
        face=text.BODY_BOLD,
    )


def shown_line(frame: Frame) -> tuple[list, int | None]:
    """The line to draw and the crash card in it (a wrecked line stays on the table during CRASH!)."""
    return line_of(frame.view, frame.timeline, frame.now)


def line_of(view: Any, shot: Shot, now: float) -> tuple[list, int | None]:
    """:func:`shown_line` from the view, the timeline's shot and the time."""
    wreck = shot.move("wreck")
    if view.phase == PICK:
        return list(view.line), (wreck.data[1] if wreck else None)
    if wreck is not None and wreck.active(now):
        return list(wreck.data[0]), wreck.data[1]
    return list(view.line), None


def flying(view: Any, shot: Shot, now: float, lay: TableLayout) -> tuple[int, int, int] | None:
    """The card flying from the deck to the line, and where it is drawn now (card, x, y); None when none
    is drawn flying (none flies, or the line is wrecked)."""
    fly = shot.moving("fly", now)
    if not fly:
        return None
    cards, crash = line_of(view, shot, now)
    if crash is not None or fly[0] not in cards:
        return None
    x, y, _w, _h = lay.line_slot(cards.index(fly[0]), len(cards))
    p = tween.ease_out(fly[1])
    dx, dy = lay.deck[:2]
    return fly[0], round(dx + (x - dx) * p), round(dy + (y - dy) * p)


def draw_line(surface, frame: Frame, lay: TableLayout) -> None:
    view, now = frame.view, frame.now
    cards, crash = shown_line(frame)
    fly = flying(view, frame.timeline, now, lay)
    picking = view.phase == PICK and not frame.is_cpu(view.picker) and not frame.timeline.busy
    options = machine_cards(cards) if picking else []
    for i, card in enumerate(cards):
        x, y, w, h = lay.line_slot(i, len(cards))
        if fly is not None and fly[0] == card:
            x, y = fly[1], fly[2]
        surface.blit(CARDS.custom(art.paint_card, card, (w, h)), (x, y))
        if crash is not None:
            art.wreck(surface, pygame.Rect(x, y, w, h), card == crash)
        if options and card == options[frame.ui.cursor % len(options)]:
            draw.glow_rect(surface, pygame.Rect(x, y, w, h).inflate(8, 8), palette.NEON_CYAN, radius=12)
    if not cards and not view.is_terminal():
        text.blit(
            surface,
            "Flip a card to start the line",
            pygame.Rect(lay.line).center,
            size=24,
            colour=palette.DIM,
            anchor="center",
        )


def draw_log(surface, frame: Frame, lay: TableLayout) -> None:
    """The last things that happened: whole entries wrapped (never cut short), the newest that fit."""
    paint.draw_log(surface, pygame.Rect(lay.status), frame.timeline, LOG_SIZE, LOG_LEADING, lines=LOG_LINES)


def draw_coach(surface, frame: Frame, lay: TableLayout) -> None:
    """The exact odds of the next flip, from what the table shows, for a person on their turn, named; on a
    CPU's turn the coach keeps quiet."""
    rect = pygame.Rect(lay.coach)
    draw.panel(surface, rect, palette.DUSK, palette.PANEL, alpha=200, width=2)
    text.title(surface, "COACH", (rect.centerx, rect.y + 16), size=14, colour=palette.NEON_GREEN)
    view = frame.view
    if view.is_terminal() or view.phase != TURN:
        text.paragraph(
            surface,
            "The odds of the next flip show here during a turn.",
            rect.inflate(-20, -50).move(0, 20),
            size=17,
            colour=palette.GREY,
        )
        return
    if frame.is_cpu(view.turn_seat):
        text.paragraph(
            surface,
            f"{frame.name(view.turn_seat)} is playing. The odds show on your turn.",
            rect.inflate(-20, -50).move(0, 20),
            size=17,
            colour=palette.GREY,
        )
        return
    who = text.fit(f"for {frame.name(view.turn_seat)}", text.BODY, 14, rect.w - 20)
    text.blit(surface, who, (rect.centerx, rect.y + 26), size=14, colour=palette.GREY, anchor="midtop")
    y = rect.y + 36
    chance = view.crash_chance()
    colour = palette.NEON_RED if chance >= 0.4 else palette.NEON_YELLOW if chance >= 0.2 else palette.NEON_GREEN
    text.title(surface, f"{chance:.0%}", (rect.centerx, y + 26), size=30, colour=colour)
    text.blit(
        surface, "chance the next flip crashes", (rect.centerx, y + 50), size=15, colour=palette.GREY, anchor="midtop"
    )
    y += 74
    text.paragraph(
        surface, coach_line(view), pygame.Rect(rect.x + 10, y, rect.w - 20, 50), size=15, colour=palette.WHITE
    )
    y += 44
    left, where = machines_left(view)
    for m in range(N_MACHINES):
        if view.line_mask >> m & 1:
            text.blit(
                surface, f"{MACHINES[m]}: {left[m]} {where}", (rect.x + 12, y), size=15, colour=art.MACHINE_COLOURS[m]
            )
            y += 18


def draw_floats(surface, frame: Frame, panels: list) -> None:
    """Points won and lost rise in the lower part of the seat's own panel, under its cards (above the
    panel they rose into the prompt, the log and the coach's frame)."""

    def in_panel(seat) -> tuple[int, int]:
        rect = pygame.Rect(panels[seat])
        return rect.centerx, rect.bottom - 26

    paint.draw_floats(surface, frame.timeline, frame.now, in_panel)


def draw_callout(surface, frame: Frame) -> bool:
    """The call-out playing now, if any (True when one was drawn)."""
    return paint.draw_callout(surface, frame.timeline, frame.now, y=480, size=52)
