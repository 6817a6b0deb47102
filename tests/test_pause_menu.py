"""The pause menu over a game: its PAUSED title stands on a plate of its own above the menu, so whatever the
game drew there (Vegas's marquee, a headline) never shows through the title."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from arcade.core.render import palette
from arcade.scenes.pause import PauseScene
from arcade.testing import Harness


def test_the_paused_title_stands_on_its_own_plate_whatever_the_game_drew_beneath():
    h = Harness()
    h.boot()
    pause = PauseScene(h.app)
    plate = pause.title_plate()
    assert plate.bottom <= pause.panel_rect.top, "the plate sits above the menu, clear of it"
    inner = plate.inflate(-24, -8)  # inside the rounded border
    pictures = []
    for beneath in ((220, 40, 40), (40, 40, 220), (250, 250, 250)):
        surface = pygame.Surface(h.app.screen.get_size())
        surface.fill(beneath)
        pause.draw(surface)
        pictures.append(pygame.image.tobytes(surface.subsurface(inner), "RGB"))
        assert surface.get_at(inner.topleft)[:3] == palette.NIGHT, "the plate is solid"
        lit = sum(surface.get_at((x, y))[:3] == pause.accent for x in range(inner.left, inner.right, 2)
                  for y in range(inner.top, inner.bottom, 2))  # fmt: skip
        assert lit > 50, "the title is drawn on it, in the menu's colour"
    assert pictures[0] == pictures[1] == pictures[2], "nothing of the game shows through the title"
