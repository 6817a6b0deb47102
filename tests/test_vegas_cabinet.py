"""Vegas's 1973 cabinet around the machine (issue 25): a chrome bezel, a lit marquee, and a lamp at the
edge for every payline, dark until that line pays; the cards stay inside it, and its words fit."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from arcade.core.render import text
from arcade.games.vegas import machine, machine_art, panels
from arcade.games.vegas.setup import Geometry


def _rects(geo):
    return machine_art.machine_rects(panels.machine_area(machine.MACHINE, geo), geo.width, geo.height, geo.machines)


def test_every_payline_of_the_3x3_has_its_own_lamp_at_the_edge_and_the_cabinet_holds_the_machine():
    geo = Geometry(3, 3, 1)
    rects = _rects(geo)
    lamps = [c for line in panels.lamp_lines(geo) for c in machine_art.line_lamps(rects, line, geo.cells)]
    assert len(panels.lamp_lines(geo)) == 8
    assert len(lamps) == 3 * 2 + 3 + 2 * 2 == len(set(lamps)), "rows both sides, columns below, diagonals at corners"
    cab = machine_art.cabinet_rect(rects, geo.cells)
    body = machine_art.machine_body(rects, geo.cells, 0)
    assert machine.MACHINE.contains(cab.inflate(-8, -8)) and cab.contains(body)
    assert all(cab.inflate(-14, -14).collidepoint(c) and not body.collidepoint(c) for c in lamps)


def test_two_machines_side_by_side_keep_their_lamps_apart_and_the_wide_grid_has_none():
    geo = Geometry(3, 3, 2)
    rects = _rects(geo)
    lamps = [c for line in panels.lamp_lines(geo) for c in machine_art.line_lamps(rects, line, geo.cells)]
    bodies = [machine_art.machine_body(rects, geo.cells, g) for g in range(2)]
    between = pygame.Rect(bodies[0].right, bodies[0].y, bodies[1].left - bodies[0].right, bodies[0].h)
    assert lamps and not any(between.inflate(8, 0).collidepoint(c) for c in lamps)
    assert len(lamps) == len(set(lamps))
    assert panels.lamp_lines(Geometry(4, 3, 1)) == ()


def test_a_line_s_lamps_light_in_the_winner_s_colour_and_are_dark_otherwise():
    pygame.init()
    geo = Geometry(3, 3, 1)
    rects = _rects(geo)
    surface = pygame.Surface((1280, 720))
    with text.recording(surface) as rec:
        machine_art.draw_cabinet(surface, rects, geo.cells, panels.lamp_lines(geo), "VEGAS 1973")
    assert [w for kind, _r, w in rec.marks if kind == "text"] == ["VEGAS 1973"], "the marquee's words"
    row = geo.lines[0]
    spots = machine_art.line_lamps(rects, row, geo.cells)
    assert all(tuple(surface.get_at(c))[:3] == machine_art.LAMP_DARK for c in spots)
    machine_art.light_line(surface, rects, row, geo.cells, (0, 220, 255))
    assert all(tuple(surface.get_at((c[0] + 3, c[1] + 3)))[:3] == (0, 220, 255) for c in spots)
    chrome = tuple(surface.get_at(machine_art.cabinet_rect(rects, geo.cells).midleft))[:3]
    assert min(chrome) > 100, "a bright metal bezel"
