"""Pictures for the console's how-to pages: the console itself, drawn by the panel code the game uses, with
a game's slide in place and its lights as they stand a moment into a game."""

from __future__ import annotations

import pygame

from arcade.core.render import draw
from arcade.games.console.layout import ALIEN_RAIDERS, RATTLER, RUN_AMUK, SNEAK_ATTACK
from arcade.games.console.machine import Machine, new_game
from arcade.games.console.panel import build_chassis, draw_console, load_layout

_made: dict[tuple, pygame.Surface] = {}


def _console(rect: pygame.Rect, game: str | None, ms: float) -> pygame.Surface:
    key = (game, rect.size, ms)
    if key not in _made:
        lay = load_layout()
        machine = Machine(3) if game is None else new_game(game, 1, seed=3)
        machine.advance_to(ms)
        full = pygame.Surface((draw.SCREEN_W, draw.SCREEN_H))
        draw_console(full, lay, machine.view(0), machine.now, slide=game, chassis=build_chassis(lay, game))
        part = full.subsurface(lay.console.clip(full.get_rect()))
        scale = min(rect.w / part.get_width(), rect.h / part.get_height())
        size = (int(part.get_width() * scale), int(part.get_height() * scale))
        _made[key] = pygame.transform.smoothscale(part, size)
    return _made[key]


def _show(surface: pygame.Surface, rect: pygame.Rect, game: str | None, ms: float = 0.0) -> None:
    pic = _console(rect, game, ms)
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
