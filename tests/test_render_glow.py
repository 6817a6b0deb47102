"""draw.glow_rect blits only the bands of its halo that can hold a visible pixel: the picture is the same
as blitting the whole halo."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from arcade.core.render import draw


def whole_halo(surface, rect, colour, radius, strength):
    """The old way: the whole halo layer blitted, then the outline."""
    rect = pygame.Rect(rect)
    level = max(0, min(8, round(strength * 8)))
    halo_colour = tuple(min(255, (c // 32) * 32 + 16) for c in colour[:3])
    layer = draw._halo(rect.size, halo_colour, radius)
    layer.set_alpha(round(255 * level / 8))
    surface.blit(layer, (rect.x - 12, rect.y - 12))
    pygame.draw.rect(surface, colour, rect, 3, border_radius=radius)


def test_outside_the_bands_a_halo_is_clear():
    pygame.display.init()
    for radius in (0, 8, 10, 12, 13, 14, 16, 22):
        for size in ((40, 30), (120, 60), (300, 180), (620, 330)):
            layer = draw._halo(size, (208, 80, 144), radius)
            w, h = layer.get_size()
            bands = draw._halo_bands((w, h), radius)
            for x in range(0, w, 3):
                for y in range(0, h, 3):
                    if not any(b.collidepoint(x, y) for b in bands):
                        assert layer.get_at((x, y)).a == 0, (radius, size, x, y)


def test_glow_rect_draws_what_the_whole_halo_drew():
    pygame.display.init()
    for radius, strength, rect in (
        (12, 0.9, (60, 50, 400, 220)),
        (14, 0.5, (30, 20, 90, 60)),
        (8, 1.0, (10, 10, 200, 40)),
    ):
        a = pygame.Surface((520, 320))
        a.fill((20, 30, 40))
        pygame.draw.circle(a, (200, 200, 90), (260, 160), 120)  # something under the glow
        b = a.copy()
        draw.glow_rect(a, rect, (255, 220, 40), radius=radius, strength=strength)
        whole_halo(b, rect, (255, 220, 40), radius, strength)
        assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), (radius, strength)
