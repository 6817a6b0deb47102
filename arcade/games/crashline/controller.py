"""Crash Line's controller: a person's press -> the next UI state and maybe a rule action. Pure (no app,
no scene, no pygame): ``control(ui, seat, action, view) -> Step``, ``view`` the acting seat's.

- a turn: left/right choose between FLIP and CASH IN, up flips, down cashes in, confirm plays the choice;
- I GOT NEXT!: left/right choose the rival (from the thief's left), up/down their card (by machine, best
  first), confirm steals it;
- a Hand-Me-Down: left/right choose a card of the wreck, confirm takes it.
"""

from __future__ import annotations

from typing import Any

from arcade.scenes.kit.controller import Step

from .actions import CASH, FLIP, Action
from .cards import machine_of
from .phases import PICK, STEAL, TURN
from .ui import CrashUI

MOVE = "select"  # the sound of a choice moved


def control(ui: CrashUI, seat: int, action: str, view: Any) -> Step:
    """What ``action`` pressed by ``seat`` does (see the module docstring); anything else: nothing."""
    if view.phase == TURN:
        return _turn(ui, action, view)
    if view.phase == STEAL:
        return _steal(ui, action, view)
    if view.phase == PICK:
        return _pick(ui, action, view)
    return Step(ui)


def _turn(ui: CrashUI, action: str, view: Any) -> Step:
    options = view.legal_actions()
    if action in ("left", "right") and len(options) > 1:
        cursor = (ui.cursor + (1 if action == "right" else -1)) % len(options)
        return Step(CrashUI(cursor, ui.steal_victim, ui.steal_card), sound=MOVE)
    if action == "up":
        return Step(ui, FLIP)
    if action == "down" and CASH in options:
        return Step(ui, CASH)
    if action == "confirm":
        return Step(ui, options[ui.cursor % len(options)])
    return Step(ui)


def steal_choices(view: Any) -> tuple[list[int], dict[int, list[Action]]]:
    """Victims in seat order from the thief's left, and each one's stealable cards: by machine, best first."""
    by_victim: dict[int, list[Action]] = {}
    for a in view.legal_actions():
        by_victim.setdefault(a.victim, []).append(a)
    n, thief = view.players, view.turn_seat
    victims = sorted(by_victim, key=lambda q: (q - thief) % n)
    for q in victims:
        by_victim[q].sort(key=lambda a: (machine_of(a.card), -a.card))
    return victims, by_victim


def selected_steal(ui: CrashUI, view: Any) -> Action:
    """The steal the UI points at."""
    victims, by_victim = steal_choices(view)
    cards = by_victim[victims[ui.steal_victim % len(victims)]]
    return cards[ui.steal_card % len(cards)]


def _steal(ui: CrashUI, action: str, view: Any) -> Step:
    victims, by_victim = steal_choices(view)
    if action in ("left", "right"):
        victim = (ui.steal_victim + (1 if action == "right" else -1)) % len(victims)
        return Step(CrashUI(ui.cursor, victim, 0), sound=MOVE)
    if action in ("up", "down"):
        cards = by_victim[victims[ui.steal_victim % len(victims)]]
        card = (ui.steal_card + (1 if action == "down" else -1)) % len(cards)
        return Step(CrashUI(ui.cursor, ui.steal_victim, card), sound=MOVE)
    if action == "confirm":
        return Step(ui, selected_steal(ui, view))
    return Step(ui)


def selected_pick(ui: CrashUI, view: Any) -> Action:
    """The Hand-Me-Down card the UI points at."""
    options = view.legal_actions()
    return options[ui.cursor % len(options)]


def _pick(ui: CrashUI, action: str, view: Any) -> Step:
    options = view.legal_actions()
    if action in ("left", "right"):
        cursor = (ui.cursor + (1 if action == "right" else -1)) % len(options)
        return Step(CrashUI(cursor, ui.steal_victim, ui.steal_card), sound=MOVE)
    if action == "confirm":
        return Step(ui, selected_pick(ui, view))
    return Step(ui)
