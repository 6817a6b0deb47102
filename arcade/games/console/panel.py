"""Drawing the console as the 1983 Electronic Arcade Mania machine: a yellow housing with its black name
plate, a black bezel round the 3x3 screen under a game's slide (``slides``), the lights, and the black
control panel with the nine coloured buttons.

One numbering convention (see ``labels``): in play each light carries the digit of the key under it on a
small square keycap (each button shows its numpad key as a keycap too: the same digit); only while a score
is read from the lights do they carry their score values (1..9 from the top left) on round yellow tags. Positions come
from the Tiled map ``levels/console_panel.tmx`` (layers ``frame``, ``lights``, ``buttons``) through the
cabinet's level loader. Drawing only reads a ``ConsoleView`` and a time.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

import pygame

from arcade.core.levels import LayerRule, load_level
from arcade.core.render import draw, palette, text
from arcade.games.console.labels import key as key_label
from arcade.games.console.labels import keycap, light_legend
from arcade.games.console.machine import ConsoleView, lit_at
from arcade.games.console.reflex_game import BLINK, OFF
from arcade.games.console.slides import HOLE_PAD, slide_art, slide_tab

LEVEL_FILE = "console_panel.tmx"
RULES = [
    LayerRule("frame", {}, 5, ("console", "nameplate", "screen", "panel", "info")),
    LayerRule("lights", {"cell": int}, 9),
    LayerRule("buttons", {"cell": int, "colour": str, "key": str}, 9),
]

BUTTON_RGB = {
    "orange": (240, 140, 30),
    "red": (215, 50, 45),
    "yellow": (240, 210, 50),
    "blue": (45, 100, 220),
    "green": (40, 160, 70),
    "purple": (140, 60, 190),
}
LIGHT_ON = (255, 236, 110)
LIGHT_OFF = (58, 54, 34)
CASE = (246, 196, 26)  # the housing's yellow
CASE_SHADE = (196, 146, 10)
CASE_EDGE = (120, 86, 6)
BLACK = (16, 16, 18)
PANEL_BLACK = (24, 24, 28)
TAG_INK = (255, 214, 60)  # light-number tags: the lights' own yellow
KEYCAP_FACE = (232, 232, 226)
KEYCAP_SIDE = (150, 150, 146)
NAME = "ELECTRONIC ARCADE MANIA"


@dataclass(frozen=True)
class PanelLayout:
    console: pygame.Rect
    nameplate: pygame.Rect
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
    for cell, o in objs.items():
        if o.props["key"] != keycap(cell):
            raise LevelError(
                f"{LEVEL_FILE}: button {cell} shows key {o.props['key']!r}, but its key is {key_label(cell)}"
            )
    return PanelLayout(
        frame["console"],
        frame["nameplate"],
        frame["screen"],
        frame["panel"],
        frame["info"],
        lights,
        buttons,
        {c: o.props["colour"] for c, o in objs.items()},
        {c: o.props.get("label") or "" for c, o in objs.items()},
        {c: o.props["key"] for c, o in objs.items()},
    )


# ---------------------------------------------------------------------------------------------- pieces
def build_chassis(lay: PanelLayout, slide: str | None = None) -> pygame.Surface:
    """What does not change during a game: the backdrop, the housing and name plate, the screen under its
    slide with the light-number tags, and the control panel."""
    surf = draw.backdrop().copy()
    body = lay.console
    pygame.draw.rect(surf, CASE_EDGE, body.move(0, 6), border_radius=30)
    pygame.draw.rect(surf, CASE, body, border_radius=30)
    pygame.draw.rect(surf, CASE_SHADE, body.inflate(-18, -18), 3, border_radius=24)
    pygame.draw.rect(surf, CASE_EDGE, body, 3, border_radius=30)
    plate = lay.nameplate
    pygame.draw.rect(surf, BLACK, plate, border_radius=8)
    pygame.draw.rect(surf, (255, 120, 40), plate.inflate(-6, -6), 1, border_radius=6)
    text.title(surf, NAME, plate.center, size=13, colour=CASE, shadow=False)
    scr = lay.screen
    pygame.draw.rect(surf, BLACK, scr.inflate(26, 20), border_radius=14)  # the bezel
    pygame.draw.rect(surf, (60, 60, 66), scr.inflate(26, 20), 2, border_radius=14)
    pygame.draw.rect(surf, (10, 10, 14), scr)
    r = lay.lights[1].w // 2
    if slide is not None:
        centres = tuple((rect.centerx - scr.x, rect.centery - scr.y) for _, rect in sorted(lay.lights.items()))
        surf.blit(slide_art(slide, scr.size, centres, r), scr)
        tab = slide_tab(slide)
        surf.blit(tab, tab.get_rect(midbottom=(scr.centerx, scr.y - 2)))
    else:
        for rect in lay.lights.values():
            pygame.draw.circle(surf, (30, 30, 34), rect.center, r + HOLE_PAD)
    pygame.draw.rect(surf, (70, 70, 76), scr, 2)
    pygame.draw.rect(surf, PANEL_BLACK, lay.panel, border_radius=18)
    pygame.draw.rect(surf, (70, 70, 76), lay.panel, 2, border_radius=18)
    return surf


TAG_R = 11


@lru_cache(maxsize=16)
def light_tag(cell: int) -> pygame.Surface:
    """A light's console number: a small round yellow-ringed tag (not a key: keys are square keycaps)."""
    surf = pygame.Surface((2 * TAG_R + 2, 2 * TAG_R + 2), pygame.SRCALPHA)
    c = (TAG_R + 1, TAG_R + 1)
    pygame.draw.circle(surf, BLACK, c, TAG_R)
    pygame.draw.circle(surf, TAG_INK, c, TAG_R, 2)
    text.blit(surf, str(cell), (c[0], c[1] + 1), size=15, colour=TAG_INK, anchor="center", face=text.BODY_BOLD)
    return surf


KEY_TAG = 20
"""A light's key tag's side in pixels (a small keycap, like the button's under it)."""


@lru_cache(maxsize=16)
def key_tag(legend: str) -> pygame.Surface:
    """The key under a light, as a small square keycap (not a score value: those are round tags)."""
    surf = pygame.Surface((KEY_TAG + 2, KEY_TAG + 4), pygame.SRCALPHA)
    rect = pygame.Rect(1, 1, KEY_TAG, KEY_TAG)
    pygame.draw.rect(surf, KEYCAP_SIDE, rect.move(0, 2), border_radius=4)
    pygame.draw.rect(surf, KEYCAP_FACE, rect, border_radius=4)
    pygame.draw.rect(surf, (110, 110, 106), rect, 1, border_radius=4)
    text.blit(
        surf, legend, (rect.centerx, rect.centery + 1), size=14, colour=BLACK, anchor="center", face=text.BODY_BOLD
    )
    return surf


def light_label(cell: int, score_values: bool) -> pygame.Surface:
    """What sits beside a light: its key's keycap in play, its round score-value tag while a score shows."""
    legend = light_legend(cell, score_values)
    return light_tag(int(legend)) if score_values else key_tag(legend)


def tag_centre(rect: pygame.Rect) -> tuple[int, int]:
    """Where a light's number tag sits: just off its upper right."""
    return rect.right + 6, rect.top + 4


def draw_keycap(surface: pygame.Surface, rect: pygame.Rect, legend: str) -> None:
    """A numpad key as a square keycap with its legend (what the key is, not a light number)."""
    pygame.draw.rect(surface, KEYCAP_SIDE, rect.move(0, 3), border_radius=5)
    pygame.draw.rect(surface, KEYCAP_FACE, rect, border_radius=5)
    pygame.draw.rect(surface, (110, 110, 106), rect, 1, border_radius=5)
    text.blit(
        surface, legend, (rect.centerx, rect.centery + 1), size=16, colour=BLACK, anchor="center", face=text.BODY_BOLD
    )


def draw_console(
    surface: pygame.Surface,
    lay: PanelLayout,
    view: ConsoleView,
    t_ms: float,
    *,
    reduce_flashing: bool = False,
    slide: str | None = None,
    cursor: int | None = None,
    chassis: pygame.Surface | None = None,
    score_values: bool | None = None,
    wells: ButtonWells | None = None,
) -> None:
    """The whole console as it looks at ``t_ms`` (console time), over the whole surface.

    ``chassis`` is ``build_chassis(lay, slide)`` made once (it is the slow part). ``score_values``: the
    lights carry their score values (a score is read from them); default: once the game is over. With
    ``wells`` (from :func:`buttons_up`), ``chassis`` already shows every button up: only a button pressed or
    under the cursor is drawn, over the panel under it."""
    if score_values is None:
        score_values = view.mode == "score"
    surface.blit(chassis if chassis is not None else build_chassis(lay, slide), (0, 0))
    draw.checkpoint()  # the blit above is the long part: keys pressed during it are stamped here
    for cell, rect in lay.lights.items():
        draw_light(surface, rect, view.lights[cell - 1], view.light_since[cell - 1], t_ms, reduce_flashing)
    for cell, rect in lay.lights.items():
        tag = light_label(cell, score_values)
        surface.blit(tag, tag.get_rect(center=tag_centre(rect)))

    def sprite(cell: int) -> pygame.Surface:
        return button_of(lay, cell, cell in view.held, cursor == cell)

    if wells is None:
        for cell, rect in lay.buttons.items():
            surface.blit(sprite(cell), (rect.x - PAD, rect.y - PAD))
        return
    for cell in lay.buttons:
        if cell not in view.held and cursor != cell:
            continue
        # The panel under this button, then every button whose glow or shadow reaches into it, in their
        # order (a neighbour drawn later lies over this one's edge): as if all were drawn anew.
        well, at = wells[cell]
        surface.blit(well, at)
        area = well.get_rect(topleft=at)
        for other, rect in lay.buttons.items():
            spot = button_spot(rect)
            part = spot.clip(area)
            if part:
                surface.blit(sprite(other), part.topleft, part.move(-spot.x, -spot.y))


def button_of(lay: PanelLayout, cell: int, down: bool, under_cursor: bool) -> pygame.Surface:
    """The sprite of the button at ``cell`` (:func:`button_sprite`), up or down, with or without the cursor."""
    colour, label, key = lay.button_colour[cell], lay.button_label[cell], lay.button_key[cell]
    return button_sprite(lay.buttons[cell].size, colour, label, key, down, under_cursor)


def button_spot(rect: pygame.Rect) -> pygame.Rect:
    """Where the sprite of the button laid out in ``rect`` lies (with the room for its shadow and glow)."""
    return rect.inflate(2 * PAD, 2 * PAD)


ButtonWells = Mapping[int, tuple[pygame.Surface, tuple[int, int]]]
"""Per button, the panel under its sprite (a picture and where it goes)."""


def buttons_up(lay: PanelLayout, chassis: pygame.Surface) -> ButtonWells:
    """Draw every button up and without the cursor on ``chassis`` (what most of a game shows of them);
    answer the panel under each, kept from before, to draw one pressed or under the cursor on."""
    wells = {}
    for cell, rect in lay.buttons.items():
        at = button_spot(rect).clip(chassis.get_rect())
        wells[cell] = (chassis.subsurface(at).copy(), at.topleft)
    for cell, rect in lay.buttons.items():
        chassis.blit(button_of(lay, cell, False, False), button_spot(rect))
    return wells


def light_looks(view: ConsoleView, t_ms: float, reduce_flashing: bool) -> tuple:
    """How each light looks at ``t_ms`` (0 dark, 1 lit, 2 the steady blinking mark): all ``draw_light``
    shows, so a picture is the same while this is."""
    return tuple(
        2 if state == BLINK and reduce_flashing else 1 if state != OFF and lit_at(state, since, t_ms) else 0
        for state, since in zip(view.lights, view.light_since)
    )


def draw_light(surface, rect: pygame.Rect, light: int, since: float, t_ms: float, reduce_flashing: bool) -> None:
    r = rect.w // 2
    c = rect.center
    if light == BLINK and reduce_flashing:
        # No flashing: a steady light marked like a target (white ring, dark inner ring) says "blinking".
        pygame.draw.circle(surface, palette.mix(LIGHT_OFF, LIGHT_ON, 0.85), c, r)
        pygame.draw.circle(surface, palette.WHITE, c, r + 7, 5)
        pygame.draw.circle(surface, LIGHT_OFF, c, r // 2, 4)
    elif light != OFF and lit_at(light, since, t_ms):
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


KEYCAP = 26
"""A keycap's side in pixels."""


def cap_rect(area: pygame.Rect) -> pygame.Rect:
    """The coloured cap of a button laid out in ``area`` (its name is printed below, its keycap beside)."""
    return pygame.Rect(area.x + 2, area.y + 2, area.w - KEYCAP - 12, area.h - 24)


def keycap_rect(area: pygame.Rect) -> pygame.Rect:
    """The keycap beside the cap of a button laid out in ``area``."""
    cap = cap_rect(area)
    return pygame.Rect(area.right - KEYCAP - 2, cap.centery - KEYCAP // 2 - 1, KEYCAP, KEYCAP)


@lru_cache(maxsize=64)
def button_sprite(size: tuple[int, int], colour: str, label: str, key: str, down: bool, cursor: bool) -> pygame.Surface:
    """One button, up or pressed, with or without the cursor around it (cached): a coloured cap, its name
    printed on the panel below it, and its numpad key as a keycap beside it."""
    w, h = size
    surf = pygame.Surface((w + 2 * PAD, h + 2 * PAD), pygame.SRCALPHA)
    area = pygame.Rect(PAD, PAD, w, h)
    cap = cap_rect(area)
    base = BUTTON_RGB.get(colour, palette.GREY)
    pygame.draw.rect(surf, (6, 6, 8), cap.inflate(8, 8), border_radius=16)  # the well in the panel
    body = cap.move(0, 3) if down else cap
    if not down:
        pygame.draw.rect(surf, palette.dim(base, 0.45), cap.move(0, 5), border_radius=13)
    else:
        draw.glow_rect(surf, body, palette.mix(base, palette.WHITE, 0.5), radius=13, strength=0.9)
    pygame.draw.rect(surf, palette.mix(base, palette.WHITE, 0.35) if down else base, body, border_radius=13)
    pygame.draw.rect(
        surf, palette.mix(base, palette.WHITE, 0.3), body.inflate(-14, -14).move(0, -4), 2, border_radius=9
    )
    if label:
        text.blit(
            surf,
            label,
            (cap.centerx, area.bottom - 10),
            size=13,
            colour=palette.WHITE,
            anchor="center",
            face=text.BODY_BOLD,
        )
    draw_keycap(surf, keycap_rect(area), key)
    if cursor:
        draw.glow_rect(surf, area.inflate(6, 4), palette.NEON_CYAN, radius=16)
    return surf
