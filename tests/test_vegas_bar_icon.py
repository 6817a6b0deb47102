"""Issue 36, item 12: the score card's Bar icon is the cards' BAR plate (black, a gold edge, the word in
white), not a pale gold badge. Pixel check on the real scene's score card."""

import pygame

from arcade.core.render import text
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.games.vegas.scene import VegasScene
from arcade.testing import Harness


def test_the_score_cards_bar_icon_is_a_black_plate_like_the_cards():
    h = Harness()
    h.boot()
    seats = [SeatConfig("Ann", "human", "", "keys_a")]
    h.app.push(VegasScene(h.app, LobbyConfig("vegas", seats, {}, 5)))
    h.advance(500)
    h.tap("keys_a", "alt")  # the score card
    h.advance(100)
    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    label = [r for kind, r, what in rec.marks if kind == "text" and what == "Bar"][-1]  # the card drawn on top
    # the icon ends 8 px left of its name and is centred on it; its plate's middle, between the gold edges
    band = pygame.Rect(label.x - 32, label.centery - 1, 16, 6)
    pixels = [
        tuple(h.app.screen.get_at((x, y)))[:3] for x in range(band.x, band.right) for y in range(band.y, band.bottom)
    ]
    black = sum(1 for c in pixels if max(c) < 70)
    lit = sum(1 for c in pixels if min(c) > 150 and max(c) - min(c) < 40)  # the white word (anti-aliased grey)
    gold = sum(1 for c in pixels if c[0] > 200 and c[1] > 150 and c[2] < 120)
    assert black >= 0.45 * len(pixels), (black, lit, gold, len(pixels))
    assert lit >= 8 and gold == 0
