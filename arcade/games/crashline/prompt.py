"""The prompt under the Play Line (the acting seat's choices) and the keycap hints along the bottom,
named with the acting seat's own keys. From the frame only (its view, seats, UI state and key names)."""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.render import draw, palette, text, tween
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.keys import hint_bar

from .cards import card_name
from .controller import selected_pick, selected_steal
from .layout import TableLayout
from .phases import PICK, STEAL, TURN

CPU_DOING = {TURN: "flip again or cash in", STEAL: "choosing a card to steal", PICK: "picking a Hand-Me-Down"}
BUTTON_W = 260


def cpu_doing(view: Any) -> str:
    """What the acting CPU is about, for the prompt: a turn's first flip and GLITCH!'s owed flips leave it
    no choice, so it is not said to weigh one."""
    if view.phase == TURN:
        if view.forced:
            return "GLITCH! flipping"
        if not view.flips:
            return "flipping"
    return CPU_DOING[view.phase]


def draw_prompt(surface, frame: Frame, lay: TableLayout) -> None:
    view = frame.view
    if view.is_terminal():
        return
    rect = pygame.Rect(lay.prompt)
    actor = view.current_player()
    who = frame.name(actor)
    colour = palette.SEATS[actor % len(palette.SEATS)]
    if frame.is_cpu(actor):
        level = frame.seats[actor].level or "CPU"
        dots = "." * dots_count(frame.now)
        text.blit(
            surface,
            f"{who} ({level}): {cpu_doing(view)}{dots}",
            rect.center,
            size=26,
            colour=colour,
            anchor="center",
            face=text.BODY_BOLD,
        )
        return
    if view.phase == TURN:
        _turn_buttons(surface, frame, lay)
        if view.forced:
            tip = f"GLITCH! {view.forced} more flip{'s' if view.forced > 1 else ''} before you may cash in"
        elif not view.flips:
            tip = f"{who}: your turn - flip the top card"
        else:
            tip = f"{who}: flip again or cash in?"
        text.blit(surface, tip, (rect.centerx, rect.bottom - 4), size=18, colour=colour, anchor="midbottom")
    elif view.phase == STEAL:
        action = selected_steal(frame.ui, view)
        text.blit(
            surface,
            f"{who}: steal {card_name(action.card)} from {frame.name(action.victim)}?",
            (rect.centerx, rect.y + 6),
            size=24,
            colour=colour,
            anchor="midtop",
            face=text.BODY_BOLD,
        )
    elif view.phase == PICK:
        card = selected_pick(frame.ui, view).card
        text.blit(
            surface,
            f"{who}: take {card_name(card)} from {frame.name(view.turn_seat)}'s wreck?",
            (rect.centerx, rect.y + 6),
            size=24,
            colour=colour,
            anchor="midtop",
            face=text.BODY_BOLD,
        )


DOTS_MS = 300.0


def dots_count(now: float) -> int:
    """A CPU's thinking dots: 1, 2, 3, 1, ... every 300 ms."""
    return 1 + int(now // DOTS_MS) % 3


def dots_until(now: float) -> float:
    """When the thinking dots next step."""
    return tween.next_step(now, DOTS_MS)


def cash_label(view: Any) -> str:
    """The stop button: what cashing in banks, or, with nothing in the line to bank (after I GOT NEXT! or a
    1-UP alone), what it really does: end the turn."""
    value = view.line_value()
    return f"CASH IN  +{value}" if value else "END TURN"


def button_rects(view: Any, lay: TableLayout) -> dict[str, pygame.Rect]:
    """Where a person's turn buttons are drawn, by the kind of their action ("flip", "cash")."""
    options = view.legal_actions()
    rect = pygame.Rect(lay.prompt)
    total = BUTTON_W * len(options) + 20 * (len(options) - 1)
    x = rect.centerx - total // 2
    return {
        option.kind: pygame.Rect(x + i * (BUTTON_W + 20), rect.y + 4, BUTTON_W, 44) for i, option in enumerate(options)
    }


def _turn_buttons(surface, frame: Frame, lay: TableLayout) -> None:
    view = frame.view
    options = view.legal_actions()
    labels = {"flip": "FLIP AGAIN" if view.flips else "FLIP", "cash": cash_label(view)}
    boxes = button_rects(view, lay)
    for i, option in enumerate(options):
        box = boxes[option.kind]
        draw.menu_item(
            surface,
            box,
            labels[option.kind],
            i == frame.ui.cursor % len(options),
            size=22,
            accent=palette.NEON_GREEN if option.kind == "cash" else palette.NEON_CYAN,
        )


def hints(frame: Frame) -> list[tuple[str, str]]:
    """Keycap hints: the acting person's keys for what they may do now; the system keys otherwise."""
    view, keys = frame.view, frame.keys
    if view.is_terminal():
        return list(frame.end_hints)  # the end card's buttons, each with the key that presses it
    actor = view.current_player()
    if frame.is_cpu(actor):
        return hint_bar(keys, None, [], system=True)
    dev = frame.seats[actor].device
    if view.phase == TURN:
        wants: list = [("up", "flip")]
        if len(view.legal_actions()) > 1:
            stop = "cash in" if cash_label(view) != "END TURN" else "end turn"
            wants += [("down", stop), (("left", "right"), "choose")]
        wants.append(("confirm", "do it"))
    elif view.phase == STEAL:
        wants = [(("left", "right"), "whose pile"), (("up", "down"), "which card"), ("confirm", "steal")]
    else:
        wants = [(("left", "right"), "choose a card"), ("confirm", "take it")]
    return hint_bar(keys, dev, wants, system=True)
