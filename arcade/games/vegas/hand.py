"""Vegas Slot Machine 1973: painters of the viewer's hand (with the prompt of the choice) and of a menu.

Draw functions of a frame (its view: the viewer's, or the public one, :mod:`arcade.scenes.kit.secrecy`;
the person's choice in its UI state, shown through :mod:`.shown`, which also words each menu entry).
"""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.render import draw, palette, text
from arcade.core.render.cards import CARDS
from arcade.scenes.kit.frame import Frame

from . import art, shown
from .machine import HAND_AREA, MACHINE
from .panels import memory_prompt, seat_colour
from .picker import CELL, HAND


def draw_hand(surface: pygame.Surface, frame: Frame) -> None:
    """The viewer's hand (the card under the cursor, the one chosen, the hinted one), what to do next,
    and a Spin Again card ready; behind the curtain, only whose hand is hidden."""
    view = frame.view  # the viewer's view, or the public one (arcade.scenes.kit.secrecy)
    t = shown.table(frame)
    seat = view.seat
    area = HAND_AREA
    if seat < 0:
        who = t.acting
        label = "Hands are hidden" if who is None else f"{frame.name(who)}'s hand is hidden"
        text.blit(surface, label, area.center, size=22, colour=palette.GREY, anchor="center")
        return
    hand = view.hand
    n = max(1, len(hand))
    ch = area.h - 48
    cw = min(int(ch / 1.28), (area.w - 200) // n - 10)
    ch = int(cw * 1.28)
    text.blit(
        surface,
        f"{frame.name(seat)}'s hand",
        (area.x + 14, area.y + 14),
        size=18,
        colour=seat_colour(seat),
        anchor="midleft",
        face=text.BODY_BOLD,
    )
    picker = shown.picker(frame)
    step = picker.step() if picker is not None else ("", "", [])
    hint = shown.hint(frame)
    held = t.held[0].slot if t.held is not None and t.held[1] == seat else None
    for i, sym in enumerate(hand):
        rect = pygame.Rect(area.x + 16 + i * (cw + 10), area.bottom - ch - 8, cw, ch)
        if i == held:  # placed on the machine until the turn ends: its space in the hand stays empty
            pygame.draw.rect(surface, palette.dim(palette.NEON_YELLOW, 0.5), rect, 2, border_radius=8)
            continue
        chosen = picker is not None and picker.chosen.get("slot") == i
        if chosen:
            rect.move_ip(0, -6)
        surface.blit(art.card(CARDS, sym, rect.size), rect)
        if step[1] == HAND and i == frame.ui.hand:
            pygame.draw.rect(surface, seat_colour(seat), rect.inflate(10, 10), 4, border_radius=10)
        elif chosen:
            pygame.draw.rect(surface, palette.NEON_YELLOW, rect.inflate(8, 8), 3, border_radius=10)
        if hint is not None and hint[0].slot == i:
            pygame.draw.rect(surface, palette.NEON_CYAN, rect.inflate(18, 18), 2, border_radius=12)
    x = area.x + 16 + n * (cw + 10) + 8
    if picker is not None:
        prompt = picker.prompt()
        if view.cfg.has("M") and picker.kind == "play" and step[1] == CELL:
            prompt = memory_prompt(view, picker.chosen.get("slot"))
        text.paragraph(
            surface, prompt, pygame.Rect(x, area.y + 28, area.right - x - 12, 110), size=19, colour=palette.NEON_YELLOW
        )
    elif held is not None:
        text.paragraph(
            surface,
            "Card placed. End the turn to draw, or undo to take it back: nothing is drawn until you end it.",
            pygame.Rect(x, area.y + 28, area.right - x - 12, 110),
            size=19,
            colour=palette.NEON_YELLOW,
        )
    elif t.acting is not None and not t.over and not t.busy:
        text.paragraph(
            surface,
            f"{frame.name(t.acting)} is playing",
            pygame.Rect(x, area.y + 28, area.right - x - 12, 80),
            size=19,
            colour=palette.GREY,
        )
    if view.front[seat]:
        text.blit(
            surface,
            "Spin Again card ready",
            (area.right - 12, area.y + 14),
            size=16,
            colour=palette.NEON_CYAN,
            anchor="midright",
        )


def draw_menu(surface: pygame.Surface, frame: Frame, picker: Any, name: str, cands: list) -> None:
    """A menu of whole actions or of what to do with a card, over the machine."""
    labels = shown.menu_labels(frame, picker, name, cands)
    cols = 2 if len(labels) > 8 else 1
    per = (len(labels) + cols - 1) // cols
    w = 520 if cols == 1 else 760
    box = pygame.Rect(0, 0, w, 70 + per * 38)
    box.center = MACHINE.center
    draw.panel(surface, box, palette.DUSK, palette.NEON_YELLOW, alpha=235)
    title = {"": "Your choice", "kind": "Use this card how?"}.get(name, picker.prompt())
    text.blit(
        surface,
        title[:60],
        (box.centerx, box.y + 24),
        size=22,
        anchor="center",
        colour=palette.NEON_YELLOW,
        face=text.BODY_BOLD,
    )
    cursor = frame.ui.menu
    for i, label in enumerate(labels):
        r = pygame.Rect(box.x + 16 + (i // per) * (w // cols), box.y + 50 + (i % per) * 38, w // cols - 32, 34)
        draw.menu_item(surface, r, label, i == cursor % max(1, len(labels)), size=19, accent=palette.NEON_YELLOW)
