"""Mania's UI state: what a person has chosen in a choice box but not yet played. Plain data, frozen; changed
only by the controller (:mod:`.controller`). The cursors belong to one question (``question``: the phase,
window, player, turn, cards played and duels played when they were last moved) and go back to the top when
the question changes (:func:`for_question`, called by the scene in update and by the controller)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class ManiaUI:
    """``menu``: the chosen row of a list (a card window, a full-hand draw, a Game Slide); ``bet_side``: 0 no
    bet, 1 the Challenger, 2 the Defender, and ``bet_amount``; ``ch_game`` and ``ch_defender``: a challenge's
    game and opponent (each taken modulo how many there are)."""

    question: tuple[object, ...] | None = None
    menu: int = 0
    bet_side: int = 0
    bet_amount: int = 1
    ch_game: int = 0
    ch_defender: int = 0


def question_of(view: Any) -> tuple[object, ...]:
    """The question a view asks: its phase, window, player to act, turn, cards played and duels played."""
    return (view.phase, view.window, view.current_player(), view.turn, len(view.discard), len(view.history))


def for_question(ui: ManiaUI, question: tuple[object, ...]) -> ManiaUI:
    """``ui`` if it belongs to ``question``, else the cursors back at the top of it."""
    return ui if ui.question == question else ManiaUI(question)
