"""Render caches are bounded by the bytes of their surfaces, so a long idle attract run cannot grow them."""

import pygame

from arcade.core.render import draw, text
from arcade.core.render.cards import CardFactory
from arcade.core.render.surface_cache import SurfaceCache


def test_surface_cache_evicts_least_recently_used_beyond_its_byte_budget():
    cache = SurfaceCache(max_bytes=3 * 100 * 100 * 4)
    surfs = {k: pygame.Surface((100, 100), pygame.SRCALPHA) for k in "abcd"}
    for k in "abc":
        cache.put(k, surfs[k])
    assert cache.get("a") is surfs["a"]  # a is now the most recent
    cache.put("d", surfs["d"])
    assert "b" not in cache and {"a", "c", "d"} == {k for k in "abcd" if k in cache}
    assert cache.bytes == 3 * 100 * 100 * 4 and cache.evictions == 1
    made = []
    assert cache.get_or_make("e", lambda: made.append(1) or pygame.Surface((10, 10))) is not None
    assert cache.get_or_make("e", lambda: made.append(1) or pygame.Surface((10, 10))) is not None and made == [1]


def test_text_cards_glows_and_layers_stay_within_their_budgets():
    pygame.font.init()
    surf = pygame.Surface((1280, 720))
    for i in range(3000):  # changing text: scores, clocks
        text.blit(surf, f"Score {i:06d} and a longer line of text", (0, 0), size=24 + i % 20)
    assert text.CACHE.bytes <= text.CACHE.max_bytes
    for i in range(400):  # pulsing glows and panels of many sizes
        draw.glow_rect(surf, (10, 10, 300 + i, 200 + i % 50), (255, 40, 200), strength=(i % 9) / 8)
        draw.panel(surf, (0, 0, 200 + i, 100 + i), alpha=120)
        draw.pattern(surf, pygame.Rect(0, 0, 100 + i, 80), "stripes", (200, 200, 0), 60)
    assert draw.HALO_CACHE.bytes <= draw.HALO_CACHE.max_bytes
    assert draw.LAYER_CACHE.bytes <= draw.LAYER_CACHE.max_bytes
    cards = CardFactory()
    for i in range(2000):
        cards.custom(lambda s, k, cb: s.fill((k % 255, 0, 0)), i, (110, 154))
    assert cards._cache.bytes <= cards._cache.max_bytes and len(cards) < 2000
