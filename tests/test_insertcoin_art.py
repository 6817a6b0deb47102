"""Insert Coin's shapes drawn as their pixel-art pictures (issue 25): each square in its map's colour, full
once filled, faint and outlined while still to fill; the face-up card shows the picture too."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from arcade.games.insertcoin import art
from arcade.games.insertcoin.pieces import GRID, cells_of
from arcade.games.insertcoin.shapes import load_catalog


def _level(shape, filled):
    surface = pygame.Surface((GRID * 30, GRID * 30))
    art.LEVEL_CACHE.clear()
    art.draw_level(surface, (0, 0), 30, shape, filled, (0, 255, 255))
    return surface


def test_filled_squares_show_their_picture_s_colour_and_empty_ones_are_faint_and_marked():
    robot = load_catalog().shapes["ultra_robot"]
    chest, head = (3, 4), (1, 0)
    bit = 1 << (chest[1] * GRID + chest[0])
    surface = _level(robot, bit)
    red = robot.colour_at(cells_of(robot.mask).index(chest))
    assert tuple(surface.get_at((chest[0] * 30 + 15, chest[1] * 30 + 15)))[:3] == red, "filled: the map's red"
    silver = robot.colour_at(cells_of(robot.mask).index(head))
    inside = tuple(surface.get_at((head[0] * 30 + 15, head[1] * 30 + 15)))[:3]
    rim = tuple(surface.get_at((head[0] * 30 + 1, head[1] * 30 + 15)))[:3]
    assert inside == art.faint(silver) and sum(inside) < sum(silver) // 2, "still to fill: faint"
    assert rim == art.edge(silver) and sum(rim) > sum(inside) + 150, "and outlined, so it is marked"
    gap = (2, 1)  # a hole of the picture (an eye): plain paper
    assert tuple(surface.get_at((gap[0] * 30 + 15, gap[1] * 30 + 15)))[:3] == art.PAPER


def test_two_shapes_of_the_same_fill_look_different_and_the_card_shows_the_picture():
    shapes = load_catalog().shapes
    a = _level(shapes["power_cherry"], shapes["power_cherry"].mask)
    cherry = tuple(a.get_at((0 * 30 + 15, 3 * 30 + 15)))[:3]
    assert cherry == shapes["power_cherry"].colour_at(cells_of(shapes["power_cherry"].mask).index((0, 3)))
    card = next(c for c in load_catalog().cards if c.shape.key == "power_cherry")
    pygame.init()
    surface = pygame.Surface((132, 98))
    art.draw_card(surface, surface.get_rect(), card)
    seen = {tuple(surface.get_at((x, y)))[:3] for x in range(132) for y in range(98)}
    assert set(shapes["power_cherry"].colour_at(i) for i in range(shapes["power_cherry"].size)) <= seen


def test_a_look_made_from_the_kept_look_of_its_level_is_the_look_painted_whole():
    """A placement changes a few squares of one Level: its new look is the kept one with those squares
    painted again, the same pixels as the look painted whole; squares taken back (an undo) too."""
    robot = load_catalog().shapes["ultra_robot"]
    cells = cells_of(robot.mask)
    masks = [sum(1 << (y * GRID + x) for x, y in cells[:n]) for n in (0, 4, 9, 8, len(cells))]
    whole = [pygame.image.tobytes(_level(robot, m), "RGB") for m in masks]  # each painted on empty paper
    art.LEVEL_CACHE.clear()
    surface = pygame.Surface((GRID * 30, GRID * 30))
    made = art.LEVEL_CACHE.misses
    for m, expected in zip(masks, whole):
        art.draw_level(surface, (0, 0), 30, robot, m, (0, 255, 255))
        assert pygame.image.tobytes(surface, "RGB") == expected, f"the look with {bin(m).count('1')} squares"
    assert art.LEVEL_CACHE.misses - made == len(masks), "each look made once"
    assert len({k[5] for k in art.LEVEL_CACHE.keys()}) == len(masks), "kept beside the ones it was made from"
