"""Pictures for the console's how-to pages: the console itself, drawn by the panel code the game uses, with
a game's slide in place and its lights as they stand a moment into a game."""

from __future__ import annotations

import dataclasses

import pygame

from arcade.core.render import draw
from arcade.games.console.layout import ALIEN_RAIDERS, RATTLER, RUN_AMUK, SNEAK_ATTACK, score_display
from arcade.games.console.machine import Machine, new_game
from arcade.games.console.panel import build_chassis, draw_console, load_layout
from arcade.games.console.reflex_game import OFF, ON

_made: dict[tuple, pygame.Surface] = {}


def _console(rect: pygame.Rect, game: str | None, ms: float, score: int | None = None) -> pygame.Surface:
    key = (game, rect.size, ms, score)
    if key not in _made:
        lay = load_layout()
        machine = Machine(3) if game is None else new_game(game, 1, seed=3)
        machine.advance_to(ms)
        view = machine.view(0)
        if score is not None:  # the lights showing a score, with their score-value tags
            cells = score_display(score)[1]
            view = dataclasses.replace(view, lights=tuple(ON if c in cells else OFF for c in range(1, 10)))
        full = pygame.Surface((draw.SCREEN_W, draw.SCREEN_H))
        draw_console(
            full, lay, view, machine.now, slide=game, chassis=build_chassis(lay, game), score_values=score is not None
        )
        part = full.subsurface(lay.console.clip(full.get_rect()))
        scale = min(rect.w / part.get_width(), rect.h / part.get_height())
        size = (int(part.get_width() * scale), int(part.get_height() * scale))
        _made[key] = pygame.transform.smoothscale(part, size)
    return _made[key]


def _show(
    surface: pygame.Surface, rect: pygame.Rect, game: str | None, ms: float = 0.0, score: int | None = None
) -> None:
    pic = _console(rect, game, ms, score)
    surface.blit(pic, pic.get_rect(center=rect.center))


def console(surface: pygame.Surface, rect: pygame.Rect) -> None:
    _show(surface, rect, None)


def alien_raiders(surface: pygame.Surface, rect: pygame.Rect) -> None:
    _show(surface, rect, ALIEN_RAIDERS, 2600.0)


def rattler(surface: pygame.Surface, rect: pygame.Rect) -> None:
    _show(surface, rect, RATTLER, 2600.0)


def sneak_attack(surface: pygame.Surface, rect: pygame.Rect) -> None:
    _show(surface, rect, SNEAK_ATTACK, 2600.0)


def run_amuk(surface: pygame.Surface, rect: pygame.Rect) -> None:
    _show(surface, rect, RUN_AMUK, 2600.0)


def score(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The "Your score" page: a score of 10 on the lights (lights 3 + 7), with the score-value tags."""
    _show(surface, rect, ALIEN_RAIDERS, 0.0, score=10)
