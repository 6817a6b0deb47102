"""The four Game Slides, drawn by our code: each is a printed film over the 3x3 screen, with the nine
light holes cut out and the game's picture around them (the lights shine through the holes).

- Alien Raiders (green): a starfield with an alien round every hole (antennae, claws and feet: a lit hole
  is the alien's glowing body) and laser bases on the ground below.
- Rattler (purple): a long diamond-backed snake winding through all nine holes, head and rattle at its ends.
- Sneak Attack (blue): a night sky criss-crossed by dashed missile trails along the eight straight lines,
  a radar ring in the middle and a city skyline along the bottom.
- Run Amuk (orange): a walled room with exits and pillars between the holes, a monster's jagged maw and
  eyes round each corner hole (where it starts) and the runner by the centre.

The game's name is on the slide's tab (``slide_tab``), which sticks out of the slot above the screen.

Each is made once per size (cached); ``centres`` are the light centres in screen-local pixels.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from arcade.core.render import palette, text
from arcade.games.console.layout import (
    ALIEN_RAIDERS,
    GAME_TITLES,
    LINES,
    RATTLER,
    RUN_AMUK,
    SLIDE_COLOURS,
    SNEAK_ATTACK,
)

HOLE_PAD = 5
"""A light hole is this much wider than the light, so a rim of the film's edge shows round each light."""


@lru_cache(maxsize=8)
def slide_art(game: str, size: tuple[int, int], centres: tuple, light_r: int) -> pygame.Surface:
    """The slide of ``game``: an opaque film of ``size`` with its picture and nine holes."""
    w, h = size
    colour = SLIDE_COLOURS[game]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    art = {ALIEN_RAIDERS: _alien_raiders, RATTLER: _rattler, SNEAK_ATTACK: _sneak_attack, RUN_AMUK: _run_amuk}
    art[game](surf, colour, [tuple(c) for c in centres], light_r)
    for c in centres:
        pygame.draw.circle(surf, palette.dim(colour, 0.25), c, light_r + HOLE_PAD)
        pygame.draw.circle(surf, palette.mix(colour, palette.WHITE, 0.3), c, light_r + HOLE_PAD, 2)
    return surf


def slide_tab(game: str) -> pygame.Surface:
    """The slide's tab, sticking out of the console's slot above the screen, with the game's name."""
    colour = SLIDE_COLOURS[game]
    label = text.render(GAME_TITLES[game].upper(), text.PIXEL, 11, (12, 12, 14))
    surf = pygame.Surface((label.get_width() + 28, 20), pygame.SRCALPHA)
    pygame.draw.rect(surf, colour, surf.get_rect(), border_top_left_radius=7, border_top_right_radius=7)
    pygame.draw.rect(
        surf,
        palette.mix(colour, palette.WHITE, 0.4),
        surf.get_rect(),
        1,
        border_top_left_radius=7,
        border_top_right_radius=7,
    )
    surf.blit(label, label.get_rect(center=(surf.get_width() // 2, 11)))
    return surf


def _stars(surf, tint, count: int = 46, seed: int = 7) -> None:
    w, h = surf.get_size()
    for i in range(count):
        x = (seed * 131 + i * 197) % w
        y = (seed * 71 + i * i * 53 + i * 29) % h
        pygame.draw.circle(surf, tint, (x, y), 1 + (i % 5 == 0))


# ---------------------------------------------------------------------------------------------- Alien Raiders
def _alien_raiders(surf, colour, pts, r) -> None:
    """Every hole is an alien's glowing body: antennae above, claws either side, feet below (pixel art)."""
    w, h = surf.get_size()
    surf.fill((*palette.dim(colour, 0.16), 255))
    _stars(surf, palette.mix(colour, palette.WHITE, 0.7))
    px = 5
    edge = (r + HOLE_PAD) // px + 1  # blocks from the hole's centre to just outside its rim
    shape = [(-3, -edge), (-4, -edge - 1), (-5, -edge - 2), (2, -edge), (3, -edge - 1), (4, -edge - 2)]  # antennae
    for side, col in ((-1, -edge - 1), (1, edge)):  # claws: a column by the rim and a hook outside it
        shape += [(col, dy) for dy in (-2, -1, 0, 1)] + [(col + side, dy) for dy in (1, 2, 3)]
    shape += [(-4, edge - 1), (-5, edge), (3, edge - 1), (4, edge)]  # feet
    for i, (x, y) in enumerate(pts):
        ink = palette.mix(colour, palette.WHITE, 0.3 - 0.12 * (i // 3))
        for bx, by in shape:
            surf.fill(ink, (x + bx * px, y + by * px, px, px))
    ground = h - 10
    pygame.draw.line(surf, palette.mix(colour, palette.WHITE, 0.4), (8, ground), (w - 8, ground), 3)
    base = palette.mix(colour, palette.WHITE, 0.55)
    for cx in (36, w - 36):  # laser bases at the ends of the ground
        pygame.draw.rect(surf, base, (cx - 14, ground - 8, 28, 8), border_radius=2)
        pygame.draw.rect(surf, base, (cx - 3, ground - 14, 6, 7))


# ---------------------------------------------------------------------------------------------- Rattler
def _rattler(surf, colour, pts, r) -> None:
    w, h = surf.get_size()
    surf.fill((*palette.dim(colour, 0.18), 255))
    leaf = palette.dim(colour, 0.4)
    for i in range(0, w, 22):  # grass tufts along the bottom and top edges
        for y0, d in ((h - 2, -1), (30, -1)):
            pygame.draw.line(surf, leaf, (i, y0), (i + 6, y0 + d * 14), 3)
    # The body: a serpentine through 1 2 3, down, 6 5 4, down, 7 8 9 (in reading order).
    order = [0, 1, 2, 5, 4, 3, 6, 7, 8]
    path = [(pts[0][0] - 52, pts[0][1])] + [pts[i] for i in order] + [(pts[8][0] + 46, pts[8][1])]
    smooth = _resample(_rounded_path(path, 40), 3.0)
    body = palette.mix(colour, palette.WHITE, 0.1)
    for p in smooth:
        pygame.draw.circle(surf, palette.dim(colour, 0.5), p, r + 2)
    for p in smooth:
        pygame.draw.circle(surf, body, p, r - 5)
    for p in smooth[::8]:  # diamond-back pattern along the body
        x, y = p
        d = 8
        pygame.draw.polygon(
            surf, palette.mix(colour, palette.WHITE, 0.45), [(x, y - d), (x + d, y), (x, y + d), (x - d, y)], 2
        )
    # the head off light 1's left (tongue out), the rattle off light 9's right
    hx, hy = path[0]
    pygame.draw.ellipse(surf, body, (hx - 22, hy - 20, 48, 40))
    pygame.draw.ellipse(surf, palette.dim(colour, 0.5), (hx - 22, hy - 20, 48, 40), 2)
    for ey in (-8, 8):
        pygame.draw.circle(surf, (250, 230, 90), (hx - 8, hy + ey), 4)
        pygame.draw.circle(surf, palette.NIGHT, (hx - 8, hy + ey), 2)
    tongue = (230, 60, 70)
    pygame.draw.line(surf, tongue, (hx - 22, hy), (hx - 32, hy), 2)
    pygame.draw.line(surf, tongue, (hx - 32, hy), (hx - 37, hy - 5), 2)
    pygame.draw.line(surf, tongue, (hx - 32, hy), (hx - 37, hy + 5), 2)
    tx, ty = path[-1]
    rattle = palette.mix(colour, (240, 220, 160), 0.7)
    for k in range(3):
        pygame.draw.ellipse(surf, rattle, (tx - 4 + 9 * k, ty - 12 + 2 * k, 11, 24 - 4 * k))
        pygame.draw.ellipse(surf, palette.dim(colour, 0.5), (tx - 4 + 9 * k, ty - 12 + 2 * k, 11, 24 - 4 * k), 1)


def _resample(points, step: float) -> list[tuple[float, float]]:
    """Points every ``step`` pixels along a polyline (so circles drawn on them make a smooth tube)."""
    out = [points[0]]
    for a, b in zip(points, points[1:]):
        n = max(1, int(math.dist(a, b) // step))
        out += [(a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n) for i in range(1, n + 1)]
    return out


def _rounded_path(points, radius: int) -> list[tuple[float, float]]:
    """A polyline through ``points`` with its corners rounded off (quadratic curves)."""
    out = [points[0]]
    for a, b, c in zip(points, points[1:], points[2:]):
        la, lc = math.dist(a, b), math.dist(b, c)
        ra, rc = min(radius, la / 2), min(radius, lc / 2)
        p = (b[0] + (a[0] - b[0]) * ra / la, b[1] + (a[1] - b[1]) * ra / la)
        q = (b[0] + (c[0] - b[0]) * rc / lc, b[1] + (c[1] - b[1]) * rc / lc)
        for i in range(9):
            t = i / 8
            out.append(
                (
                    (1 - t) ** 2 * p[0] + 2 * (1 - t) * t * b[0] + t * t * q[0],
                    (1 - t) ** 2 * p[1] + 2 * (1 - t) * t * b[1] + t * t * q[1],
                )
            )
    out.append(points[-1])
    return out


# ---------------------------------------------------------------------------------------------- Sneak Attack
def _sneak_attack(surf, colour, pts, r) -> None:
    w, h = surf.get_size()
    surf.fill((*palette.dim(colour, 0.14), 255))
    _stars(surf, palette.mix(colour, palette.WHITE, 0.6), 34, seed=3)
    trail = palette.mix(colour, palette.WHITE, 0.2)
    for line in LINES:
        _dashed(surf, trail, pts[line[0] - 1], pts[line[2] - 1])
    pygame.draw.circle(surf, palette.mix(colour, palette.WHITE, 0.35), pts[4], r + 26, 2)
    pygame.draw.circle(surf, palette.mix(colour, palette.WHITE, 0.2), pts[4], r + 40, 1)
    base = h
    skyline = palette.dim(colour, 0.55)
    window = palette.mix(colour, (255, 240, 160), 0.7)
    x = 0
    i = 0
    while x < w:
        bw = 22 + (i * 13) % 18
        bh = 14 + (i * 23) % 22
        pygame.draw.rect(surf, skyline, (x, base - bh, bw - 2, bh))
        for wy in range(base - bh + 4, base - 4, 7):
            for wx in range(x + 4, x + bw - 6, 7):
                if (wx * 3 + wy * 5 + i) % 4 == 0:
                    surf.fill(window, (wx, wy, 3, 3))
        x += bw
        i += 1
    for sx, sy, ang in ((40, 52, 0.9), (w - 40, 60, 2.2)):  # two incoming missiles in the corners
        dx, dy = math.cos(ang) * 16, math.sin(ang) * 16
        pygame.draw.line(surf, palette.mix(colour, palette.WHITE, 0.7), (sx - dx, sy - dy), (sx + dx, sy + dy), 4)
        pygame.draw.circle(surf, (255, 150, 60), (int(sx + dx), int(sy + dy)), 4)


def _dashed(surf, colour, a, b, dash: int = 9) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1.0, math.hypot(dx, dy))
    n = int(length // dash)
    for i in range(0, n, 2):
        p = (a[0] + dx * i / n, a[1] + dy * i / n)
        q = (a[0] + dx * min(n, i + 1) / n, a[1] + dy * min(n, i + 1) / n)
        pygame.draw.line(surf, colour, p, q, 3)


# ---------------------------------------------------------------------------------------------- Run Amuk
def _run_amuk(surf, colour, pts, r) -> None:
    """A Berzerk-like room: outer walls with exits, wall pillars between the holes, a monster's jagged maw
    and eyes round each corner hole (it starts in a corner) and the runner by the centre."""
    w, h = surf.get_size()
    surf.fill((*palette.dim(colour, 0.16), 255))
    wall = palette.mix(colour, palette.WHITE, 0.1)
    xs = sorted({p[0] for p in pts})
    ys = sorted({p[1] for p in pts})
    gx = [8] + [(a + b) // 2 for a, b in zip(xs, xs[1:])] + [w - 9]
    gy = [8] + [(a + b) // 2 for a, b in zip(ys, ys[1:])] + [h - 9]
    mid = h // 2
    for x in (gx[0], gx[-1]):  # side walls with an exit in the middle
        pygame.draw.line(surf, wall, (x, gy[0]), (x, mid - 26), 5)
        pygame.draw.line(surf, wall, (x, mid + 26), (x, gy[-1]), 5)
    for y in (gy[0], gy[-1]):
        pygame.draw.line(surf, wall, (gx[0], y), (gx[-1], y), 5)
    for x in gx[1:-1]:  # pillars: short wall crosses where four cells meet
        for y in gy[1:-1]:
            pygame.draw.line(surf, wall, (x - 12, y), (x + 12, y), 5)
            pygame.draw.line(surf, wall, (x, y - 12), (x, y + 12), 5)
    maw = palette.mix(colour, palette.WHITE, 0.55)
    for k in (0, 2, 6, 8):
        cx, cy = pts[k]
        teeth = []
        for t in range(28):
            a = 2 * math.pi * t / 28
            rad = r + HOLE_PAD + (9 if t % 2 == 0 else 2)
            teeth.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        pygame.draw.polygon(surf, maw, teeth)
        for ang in (-2.45, -1.75):  # two eyes on the upper rim (clear of the light's number tag)
            ex, ey = cx + (r + HOLE_PAD + 6) * math.cos(ang), cy + (r + HOLE_PAD + 6) * math.sin(ang)
            pygame.draw.circle(surf, palette.WHITE, (ex, ey), 6)
            pygame.draw.circle(surf, (200, 30, 30), (ex, ey), 3)
    cx, cy = pts[4]  # the runner, beside the centre hole where you start
    ink = palette.mix(colour, palette.WHITE, 0.8)
    x, y = cx + r + 24, cy - 4
    pygame.draw.circle(surf, ink, (x, y - 14), 5)
    pygame.draw.lines(surf, ink, False, [(x - 8, y - 4), (x, y - 8), (x + 8, y - 2)], 3)
    pygame.draw.lines(surf, ink, False, [(x - 7, y + 14), (x, y), (x + 8, y + 12)], 3)
    pygame.draw.line(surf, ink, (x, y - 9), (x, y), 3)
