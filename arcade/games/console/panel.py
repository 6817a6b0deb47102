"""Drawing the console: its body, the 3x3 screen under a game's slide, the lights, the nine buttons.

Positions come from the Tiled map ``levels/console_panel.tmx`` (layers ``frame``, ``lights``, ``buttons``)
through the cabinet's level loader. Drawing only reads a ``ConsoleView`` and a time.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from arcade.games.console.layout import (
    ALIEN_RAIDERS, GAME_TITLES, LINES, RATTLER, RUN_AMUK, SLIDE_COLOURS, SNEAK_ATTACK,
)
from arcade.games.console.machine import ConsoleView, lit_at
from arcade.games.console.reflex_game import BLINK, OFF
from arcade.core.levels import LayerRule, load_level
from arcade.core.render import draw, palette, text

LEVEL_FILE = "console_panel.tmx"
RULES = [
    LayerRule("frame", {}, 4, ("console", "screen", "panel", "info")),
    LayerRule("lights", {"cell": int}, 9),
    LayerRule("buttons", {"cell": int, "colour": str, "key": str}, 9),
]

BUTTON_RGB = {
    "orange": (240, 140, 30), "red": (215, 50, 45), "yellow": (240, 210, 50), "blue": (45, 100, 220),
    "green": (40, 160, 70), "purple": (140, 60, 190),
}
LIGHT_ON = (255, 236, 110)
LIGHT_OFF = (58, 54, 34)
CASE = (38, 40, 52)
CASE_EDGE = (92, 96, 120)


@dataclass(frozen=True)
class PanelLayout:
    console: pygame.Rect
    screen: pygame.Rect
    panel: pygame.Rect
    info: pygame.Rect
    lights: dict[int, pygame.Rect]
    buttons: dict[int, pygame.Rect]
    button_colour: dict[int, str]
    button_label: dict[int, str]
    button_key: dict[int, str]

    def button_at(self, pos) -> int | None:
        for cell, rect in self.buttons.items():
            if rect.collidepoint(pos):
                return cell
        return None


def load_layout(name: str = LEVEL_FILE) -> PanelLayout:
    """Read and check the panel map; raises ``LevelError`` naming the file and the fault."""
    level = load_level(name, RULES)
    frame = {o.name: pygame.Rect(o.rect) for o in level.objects("frame")}
    lights = {o.props["cell"]: pygame.Rect(o.rect) for o in level.objects("lights")}
    buttons = {o.props["cell"]: pygame.Rect(o.rect) for o in level.objects("buttons")}
    from arcade.core.levels import LevelError
    for what, found in (("lights", lights), ("buttons", buttons)):
        if sorted(found) != list(range(1, 10)):
            raise LevelError(f"{LEVEL_FILE}: layer {what!r} must have cells 1..9 once each, has {sorted(found)}")
    objs = {o.props["cell"]: o for o in level.objects("buttons")}
    return PanelLayout(
        frame["console"], frame["screen"], frame["panel"], frame["info"], lights, buttons,
        {c: o.props["colour"] for c, o in objs.items()},
        {c: o.props.get("label") or "" for c, o in objs.items()},
        {c: o.props["key"] for c, o in objs.items()},
    )


# ---------------------------------------------------------------------------------------------- pieces
def build_chassis(lay: PanelLayout, slide: str | None = None) -> pygame.Surface:
    """What does not change during a game: the backdrop, the case, the screen under its slide, the panel."""
    surf = draw.backdrop().copy()
    draw.panel(surf, lay.console, CASE, CASE_EDGE, radius=26, width=4)
    text.title(surf, "ARCADE MACHINE", (lay.console.centerx, lay.console.y + 20), size=14,
               colour=palette.GREY, shadow=False)
    scr = lay.screen
    pygame.draw.rect(surf, (6, 6, 10), scr.inflate(16, 16), border_radius=12)
    pygame.draw.rect(surf, (14, 14, 20), scr, border_radius=8)
    if slide is not None:
        centres = tuple(tuple(r.center) for _, r in sorted(lay.lights.items()))
        surf.blit(slide_art(slide, scr.size, centres, scr.topleft), scr)
    pygame.draw.rect(surf, palette.dim(SLIDE_COLOURS[slide], 0.9) if slide else (60, 60, 80), scr, 3,
                     border_radius=8)
    for cell, rect in lay.lights.items():
        text.blit(surf, str(cell), (rect.right + 4, rect.top - 4), size=16, colour=palette.GREY)
    pygame.draw.rect(surf, (26, 27, 36), lay.panel, border_radius=18)
    pygame.draw.rect(surf, CASE_EDGE, lay.panel, 2, border_radius=18)
    return surf


def draw_console(surface: pygame.Surface, lay: PanelLayout, view: ConsoleView, t_ms: float, *,
                 reduce_flashing: bool = False, slide: str | None = None, cursor: int | None = None,
                 chassis: pygame.Surface | None = None) -> None:
    """The whole console as it looks at ``t_ms`` (console time), over the whole surface.

    ``chassis`` is ``build_chassis(lay, slide)`` made once (it is the slow part)."""
    surface.blit(chassis if chassis is not None else build_chassis(lay, slide), (0, 0))
    for cell, rect in lay.lights.items():
        draw_light(surface, rect, view.lights[cell - 1], view.light_since[cell - 1], t_ms, reduce_flashing)
    for cell, rect in lay.buttons.items():
        sprite = button_sprite(rect.size, lay.button_colour[cell], lay.button_label[cell], lay.button_key[cell],
                               cell in view.held, cursor == cell)
        surface.blit(sprite, (rect.x - PAD, rect.y - PAD))


def draw_light(surface, rect: pygame.Rect, state: int, since: float, t_ms: float, reduce_flashing: bool) -> None:
    r = rect.w // 2
    c = rect.center
    if state == BLINK and reduce_flashing:
        # No flashing: a steady light marked like a target (white ring, dark inner ring) says "blinking".
        pygame.draw.circle(surface, palette.mix(LIGHT_OFF, LIGHT_ON, 0.85), c, r)
        pygame.draw.circle(surface, palette.WHITE, c, r + 7, 5)
        pygame.draw.circle(surface, LIGHT_OFF, c, r // 2, 4)
    elif state != OFF and lit_at(state, since, t_ms):
        halo = _halo(r)
        surface.blit(halo, halo.get_rect(center=c))
        pygame.draw.circle(surface, LIGHT_ON, c, r)
        pygame.draw.circle(surface, (255, 252, 220), (c[0] - r // 4, c[1] - r // 4), r // 3)
    else:
        pygame.draw.circle(surface, LIGHT_OFF, c, r)
        pygame.draw.circle(surface, (80, 76, 50), c, r, 2)


@lru_cache(maxsize=8)
def _halo(r: int) -> pygame.Surface:
    size = r * 4
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for i, a in enumerate((26, 40, 60)):
        pygame.draw.circle(surf, (*LIGHT_ON, a), (size // 2, size // 2), int(r * (1.9 - 0.3 * i)))
    return surf


PAD = 16
"""Room around a button sprite for its shadow and glow."""


@lru_cache(maxsize=64)
def button_sprite(size: tuple[int, int], colour: str, label: str, key: str, down: bool,
                  cursor: bool) -> pygame.Surface:
    """One button, up or pressed, with or without the cursor around it (cached)."""
    w, h = size
    surf = pygame.Surface((w + 2 * PAD, h + 2 * PAD), pygame.SRCALPHA)
    rect = pygame.Rect(PAD, PAD, w, h)
    base = BUTTON_RGB.get(colour, palette.GREY)
    body = rect.move(0, 4) if down else rect
    if not down:
        pygame.draw.rect(surf, palette.dim(base, 0.35), rect.move(0, 6), border_radius=14)
    else:
        draw.glow_rect(surf, body, palette.mix(base, palette.WHITE, 0.5), radius=14, strength=0.9)
    pygame.draw.rect(surf, palette.mix(base, palette.WHITE, 0.35) if down else base, body, border_radius=14)
    pygame.draw.rect(surf, palette.dim(base, 0.6), body, 2, border_radius=14)
    ink = palette.NIGHT if colour in ("yellow", "orange") else palette.WHITE
    if label:
        text.blit(surf, label, body.center, size=18, colour=ink, anchor="center", face=text.BODY_BOLD)
    text.blit(surf, key, (body.right - 8, body.bottom - 4), size=14,
              colour=palette.dim(ink, 0.75) if ink == palette.WHITE else (70, 60, 20), anchor="bottomright")
    if cursor:
        draw.glow_rect(surf, body.inflate(10, 10), palette.NEON_CYAN, radius=16)
    return surf


# ---------------------------------------------------------------------------------------------- slides
@lru_cache(maxsize=8)
def slide_art(game: str, size: tuple[int, int], centres: tuple, origin: tuple[int, int]) -> pygame.Surface:
    """A game's slide: a translucent coloured film with its art around the nine light holes."""
    w, h = size
    colour = SLIDE_COLOURS[game]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((*colour, 70))
    pts = [(x - origin[0], y - origin[1]) for x, y in centres]
    ink = (*palette.mix(colour, palette.WHITE, 0.35), 150)
    faint = (*colour, 150)
    if game == ALIEN_RAIDERS:
        rnd = [(37 * i * i + 11 * i) % 997 for i in range(40)]
        for i in range(0, 40, 2):
            pygame.draw.circle(surf, (255, 255, 255, 90), (rnd[i] % w, rnd[i + 1] % h), 1)
        for cell in (1, 2, 3):
            _invader(surf, pts[cell - 1], ink)
        y = pts[6][1] + 40
        pygame.draw.line(surf, ink, (10, y), (w - 10, y), 3)
    elif game == RATTLER:
        for k in range(3):
            y0 = pts[3 * k][1]
            wave = [(x, y0 + 14 * math.sin(x / 28 + k)) for x in range(8, w - 8, 6)]
            pygame.draw.lines(surf, faint, False, wave, 5)
        _snake_head(surf, (w - 30, pts[0][1] - 8), ink)
    elif game == SNEAK_ATTACK:
        for line in LINES:
            a, b = pts[line[0] - 1], pts[line[2] - 1]
            _dashed(surf, faint, a, b)
        base = h - 10
        for i, x in enumerate(range(14, w - 14, 34)):
            bh = 10 + (i * 7) % 18
            pygame.draw.rect(surf, ink, (x, base - bh, 26, bh))
    elif game == RUN_AMUK:
        for cell in range(1, 10):
            x, y = pts[cell - 1]
            r = pygame.Rect(0, 0, 112, 80)
            r.center = (x, y)
            edges = [((r.left, r.top), (r.right, r.top)), ((r.right, r.top), (r.right, r.bottom)),
                     ((r.right, r.bottom), (r.left, r.bottom)), ((r.left, r.bottom), (r.left, r.top))]
            for i, (p, q) in enumerate(edges):
                if (cell + i) % 3:
                    pygame.draw.line(surf, faint, p, q, 4)
    label = text.render(GAME_TITLES[game].upper(), text.PIXEL, 12, palette.mix(colour, palette.WHITE, 0.6))
    surf.blit(label, label.get_rect(midbottom=(w // 2, h - 2)) if game != SNEAK_ATTACK
              else label.get_rect(midtop=(w // 2, 4)))
    return surf


def _invader(surf, centre, colour) -> None:
    shape = ("..X.....X..", "...X...X...", "..XXXXXXX..", ".XX.XXX.XX.", "XXXXXXXXXXX", "X.XXXXXXX.X",
             "X.X.....X.X", "...XX.XX...")
    px = 3
    x0 = centre[0] - len(shape[0]) * px // 2
    y0 = centre[1] - 36 - len(shape) * px
    for j, row in enumerate(shape):
        for i, ch in enumerate(row):
            if ch == "X":
                surf.fill(colour, (x0 + i * px, y0 + j * px, px, px))


def _snake_head(surf, centre, colour) -> None:
    x, y = centre
    pygame.draw.ellipse(surf, colour, (x - 16, y - 10, 32, 20))
    pygame.draw.line(surf, colour, (x + 14, y), (x + 26, y - 4), 2)
    pygame.draw.line(surf, colour, (x + 14, y), (x + 26, y + 4), 2)


def _dashed(surf, colour, a, b, dash: int = 10) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1.0, math.hypot(dx, dy))
    n = int(length // dash)
    for i in range(0, n, 2):
        p = (a[0] + dx * i / n, a[1] + dy * i / n)
        q = (a[0] + dx * min(n, i + 1) / n, a[1] + dy * min(n, i + 1) / n)
        pygame.draw.line(surf, colour, p, q, 3)
