"""The prompt under the Play Line (the acting seat's choices) and the keycap hints along the bottom,
named with the acting seat's own keys."""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text
from arcade.scenes.kit.keys import key_label, pair_label

from .cards import card_name
from .rules import PICK, STEAL, TURN

CPU_DOING = {TURN: "flip again or cash in", STEAL: "choosing a card to steal", PICK: "picking a Hand-Me-Down"}
BUTTON_W = 260


def cpu_doing(state) -> str:
    """What the acting CPU is about, for the prompt: a turn's first flip and GLITCH!'s owed flips leave it
    no choice, so it is not said to weigh one."""
    if state.phase == TURN:
        if state.forced:
            return "GLITCH! flipping"
        if not state.flips:
            return "flipping"
    return CPU_DOING[state.phase]


def draw_prompt(surface, scene, now: float) -> None:
    state = scene.state
    if state.is_terminal():
        return
    rect = pygame.Rect(scene.layout.prompt)
    actor = state.current_player()
    who = scene.name(actor)
    colour = palette.SEATS[actor % len(palette.SEATS)]
    if scene.is_cpu(actor):
        level = scene.config.seats[actor].level or "CPU"
        dots = "." * dots_count(now)
        text.blit(
            surface,
            f"{who} ({level}): {cpu_doing(state)}{dots}",
            rect.center,
            size=26,
            colour=colour,
            anchor="center",
            face=text.BODY_BOLD,
        )
        return
    if state.phase == TURN:
        _turn_buttons(surface, scene, rect)
        if state.forced:
            tip = f"GLITCH! {state.forced} more flip{'s' if state.forced > 1 else ''} before you may cash in"
        elif not state.flips:
            tip = f"{who}: your turn - flip the top card"
        else:
            tip = f"{who}: flip again or cash in?"
        text.blit(surface, tip, (rect.centerx, rect.bottom - 4), size=18, colour=colour, anchor="midbottom")
    elif state.phase == STEAL:
        action = scene.selected_steal()
        text.blit(
            surface,
            f"{who}: steal {card_name(action.card)} from {scene.name(action.victim)}?",
            (rect.centerx, rect.y + 6),
            size=24,
            colour=colour,
            anchor="midtop",
            face=text.BODY_BOLD,
        )
    elif state.phase == PICK:
        card = scene.selected_pick().card
        text.blit(
            surface,
            f"{who}: take {card_name(card)} from {scene.name(state.cur)}'s wreck?",
            (rect.centerx, rect.y + 6),
            size=24,
            colour=colour,
            anchor="midtop",
            face=text.BODY_BOLD,
        )


def dots_count(now: float) -> int:
    """A CPU's thinking dots: 1, 2, 3, 1, ... every 300 ms."""
    return 1 + int(now // 300) % 3


def cash_label(state) -> str:
    """The stop button: what cashing in banks, or, with nothing in the line to bank (after I GOT NEXT! or a
    1-UP alone), what it really does: end the turn."""
    value = state.view(state.cur).line_value()
    return f"CASH IN  +{value}" if value else "END TURN"


def button_rects(scene) -> dict[str, pygame.Rect]:
    """Where a person's turn buttons are drawn, by the kind of their action ("flip", "cash")."""
    options = scene.turn_options()
    rect = pygame.Rect(scene.layout.prompt)
    total = BUTTON_W * len(options) + 20 * (len(options) - 1)
    x = rect.centerx - total // 2
    return {
        option.kind: pygame.Rect(x + i * (BUTTON_W + 20), rect.y + 4, BUTTON_W, 44) for i, option in enumerate(options)
    }


def _turn_buttons(surface, scene, rect: pygame.Rect) -> None:
    options = scene.turn_options()
    state = scene.state
    labels = {"flip": "FLIP AGAIN" if state.flips else "FLIP", "cash": cash_label(state)}
    boxes = button_rects(scene)
    for i, option in enumerate(options):
        box = boxes[option.kind]
        draw.menu_item(
            surface,
            box,
            labels[option.kind],
            i == scene.cursor % len(options),
            size=22,
            accent=palette.NEON_GREEN if option.kind == "cash" else palette.NEON_CYAN,
        )


def hints(scene) -> list[tuple[str, str]]:
    """Keycap hints: the acting person's keys for what they may do now; the system keys otherwise."""
    keymap = scene.app.keymap
    system = [(key_label(keymap, "system", "pause"), "pause"), (key_label(keymap, "system", "help"), "rules")]
    state = scene.state
    if state.is_terminal():
        return list(scene.end_key_hints())  # the end card's buttons, each with the key that presses it
    actor = state.current_player()
    if scene.is_cpu(actor):
        return system
    dev = scene.config.seats[actor].device
    key = lambda action: key_label(keymap, dev, action)  # noqa: E731
    if state.phase == TURN:
        out = [(key("up"), "flip")]
        if len(scene.turn_options()) > 1:
            stop = "cash in" if cash_label(state) != "END TURN" else "end turn"
            out += [(key("down"), stop), (pair_label(keymap, dev, "left", "right"), "choose")]
        out.append((key("confirm"), "do it"))
    elif state.phase == STEAL:
        out = [
            (pair_label(keymap, dev, "left", "right"), "whose pile"),
            (pair_label(keymap, dev, "up", "down"), "which card"),
            (key("confirm"), "steal"),
        ]
    else:
        out = [(pair_label(keymap, dev, "left", "right"), "choose a card"), (key("confirm"), "take it")]
    return out + system
