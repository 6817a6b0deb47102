"""Painters of the race table: the still backdrop, the top bar, the lanes, the rows (landing flashes, the
reveal's turned cards and points tags), the lane cursors, the countdown and the table's call-out banner.

Each draws from the frame (the table's view, the cursors, the seats, the settings and its
:class:`~.screen.Moment`) and the table's layout; the numbers and words come from :mod:`.readout`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from arcade.core.render import draw, palette, text
from arcade.core.render.cards import CARDS
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.layers import Layers

from . import art
from . import cards as C
from .layout import TableLayout
from .present import REVEAL, drop_name
from .readout import Banner, moment_of, seat_colour
from .reveal import Frame as Shown
from .reveal import Reveal
from .rules import RowResult
from .view import TableView


# ---------------------------------------------------------------------- cards and badges
def reveal_of(frame: Frame) -> Reveal | None:
    """The end-of-race reveal on the frame's timeline (its score), or None before the race is over."""
    shown = frame.timeline.move(REVEAL)
    return None if shown is None else shown.data


def face(painter: Callable[[pygame.Surface, Any, bool], None], key: Hashable, size: tuple[int, int]) -> pygame.Surface:
    """A picture of the game's own art, drawn once for its key and size (the cabinet's card factory)."""
    return CARDS.custom(painter, key, size)


def card(lay: TableLayout, card_id: int, row: int, band: int) -> pygame.Surface:
    info_below = lay.rows[row][1] < 0
    return face(art.paint_part_card, (card_id, info_below, band), lay.card_size)


def back(deck: int, size: tuple[int, int]) -> pygame.Surface:
    return face(art.paint_back, deck, size)


def badge(frame: Frame, surface: pygame.Surface, seat: int, center: tuple[int, int], size: int = 10) -> None:
    draw.seat_badge(surface, seat, center, size, frame.colour_blind)


# ---------------------------------------------------------------------- the table
def backdrop(view: TableView, lay: TableLayout) -> pygame.Surface:
    """The part of the picture that holds still through a race: backdrop, shade, top bar, deck panels and
    the four lane cards (turned face up once, at the start)."""
    surf = draw.backdrop().copy()
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    shade.fill((*palette.BLACK, 120))
    surf.blit(shade, (0, 0))
    draw.panel(surf, lay.hud, palette.DUSK, palette.PANEL, radius=0, width=0, alpha=200)
    for seat in (0, 1):
        rect = pygame.Rect(lay.seats[seat])
        if seat in view.seats:
            colour = seat_colour(seat)
            draw.panel(surf, rect, palette.dim(colour, 0.16), colour, alpha=215)
        else:
            draw.panel(surf, rect, palette.DUSK, palette.PANEL, alpha=200)
    for pos, lane in enumerate(lay.lanes):
        surf.blit(face(art.paint_lane, view.lanes[pos], pygame.Rect(lane).size), lane[:2])
    return surf


def backdrop_key(view: TableView, lay: TableLayout) -> Hashable:
    """What :func:`backdrop` shows: the racing seats, the lanes' faces and where the panels lie."""
    return (view.seats, view.lanes, lay)


def draw_hud(surface: pygame.Surface, frame: Frame, lay: TableLayout, shown: Shown | None) -> None:
    hud = pygame.Rect(lay.hud)
    clock = moment_of(frame).clock
    flag_rect = pygame.Rect(lay.flag)
    text.title(surface, clock, (flag_rect.left - 24, hud.centery), size=18, colour=palette.WHITE, anchor="midright")
    text.title(
        surface,
        "TOP SPEED!",
        (flag_rect.right + 24, hud.centery),
        size=18,
        colour=palette.NEON_YELLOW,
        anchor="midleft",
    )
    if frame.view.flag is None or (shown is not None and not shown.flag_counted):
        surface.blit(face(art.paint_flag, 0, flag_rect.size), flag_rect)
    for seat in range(len(frame.seats)):
        x = hud.left + 24 if seat == 0 else hud.right - 24
        badge(frame, surface, seat, (x, hud.centery), 10)
        text.blit(
            surface,
            frame.name(seat),
            (x + (20 if seat == 0 else -20), hud.centery),
            size=22,
            colour=seat_colour(seat),
            anchor="midleft" if seat == 0 else "midright",
            face=text.BODY_BOLD,
        )


def row_tile(
    layers: Layers, under: pygame.Surface, under_key: Hashable, lay: TableLayout, r: int, cards: tuple[int, ...], n: int
) -> tuple[pygame.Surface, tuple[int, int]]:
    """Row ``r``'s first ``cards`` as they lie in a row of ``n`` cards, on the still table ``under`` them:
    one opaque picture and where it goes, kept until the row changes. (A card's landing flash is drawn over
    the card and under the ones placed after it, so a row's kept picture stops before its first flashing
    card.)"""

    def build() -> tuple[pygame.Surface, tuple[int, int]]:
        rects = [pygame.Rect(lay.card_rect(r, k, n)) for k in range(len(cards))]
        area = rects[0].unionall(rects[1:])
        tile = under.subsurface(area).copy()
        for k, card_id in enumerate(cards):
            tile.blit(card(lay, card_id, r, lay.visible(r, k, n)), rects[k].move(-area.x, -area.y))
        return tile, area.topleft

    return layers.get(("topspeed_row", r), (under_key, cards, n), build)


def draw_rows(
    surface: pygame.Surface,
    frame: Frame,
    lay: TableLayout,
    shown: Shown | None,
    tiles: Callable[[int, tuple[int, ...], int], tuple[pygame.Surface, tuple[int, int]]],
) -> None:
    """The rows' cards. In the race a row's cards up to its first flashing one come from ``tiles`` (given
    the row, those cards and the row's length: a kept picture and where it goes); at the reveal every card
    is drawn, some turned."""
    if shown is not None:
        draw_revealed_rows(surface, frame, lay, shown)
        return
    moment = moment_of(frame)
    for r, cards in enumerate(frame.view.rows):
        n = len(cards)
        first = n
        if moment.glows:
            first = next((k for k, c in enumerate(cards) if moment.glow(drop_name(r, c)) is not None), n)
        if first:
            tile, at = tiles(r, tuple(cards[:first]), n)
            surface.blit(tile, at)
        for k in range(first, n):
            x, y, w, h = lay.card_rect(r, k, n)
            surface.blit(card(lay, cards[k], r, lay.visible(r, k, n)), (x, y))
            glow = moment.glow(drop_name(r, cards[k]))
            if glow is not None:
                # a neutral flash where the card lands: who placed it stays hidden until the reveal
                draw.glow_rect(surface, pygame.Rect(x, y, w, h).inflate(6, 6), palette.WHITE, radius=10, strength=glow)


def draw_revealed_rows(surface: pygame.Surface, frame: Frame, lay: TableLayout, shown: Shown) -> None:
    """The rows while the reveal plays: mistakes turned face down (or crosswise), the row being scored lit,
    and each scored row's points tag."""
    reveal = reveal_of(frame)
    for r, cards in enumerate(frame.view.rows):
        n = len(cards)
        result = reveal.score.rows[r] if reveal is not None else None
        turned = r in shown.turned
        for k, card_id in enumerate(cards):
            x, y, _w, _h = lay.card_rect(r, k, n)
            if turned and result is not None and result.kind == "clean" and k == result.index:
                surface.blit(back(C.deck_of(card_id), lay.card_size), (x, y))
                continue
            surface.blit(card(lay, card_id, r, lay.visible(r, k, n)), (x, y))
        if turned and result is not None and result.kind == "crosswise" and result.index is not None:
            draw_crosswise(surface, lay, r, result.index, n, cards[result.index])
        if shown.step.kind == "row" and shown.step.row == r:
            area = pygame.Rect(lay.rows[r][0])
            draw.glow_rect(surface, area.inflate(6, 6), palette.NEON_YELLOW, radius=10, strength=0.8)
        if turned and result is not None and result.scorer is not None:
            draw_points_tag(surface, frame, lay, r, result)


def draw_crosswise(surface: pygame.Surface, lay: TableLayout, r: int, k: int, n: int, card_id: int) -> None:
    """The first mistake turned face down and laid crosswise: its back across the strip of it that shows,
    on top of the row so it reads however long the row is (and inside the row's area)."""
    x, y, w, h = lay.card_rect(r, k, n)
    strip = lay.visible(r, k, n)
    grow = lay.rows[r][1]
    top = y + h - strip if grow < 0 else y  # the strip is on the lane side of the card
    ax, ay, aw, ah = lay.rows[r][0]
    size = (w - 36, min(ah, max(24, strip + 8)))
    rect = pygame.Rect(0, 0, *size)
    rect.center = (x + w // 2, top + strip // 2)
    rect.clamp_ip(pygame.Rect(ax, ay, aw, ah))
    surface.blit(back(C.deck_of(card_id), size), rect)


def draw_points_tag(surface: pygame.Surface, frame: Frame, lay: TableLayout, r: int, result: RowResult) -> None:
    tag = pygame.Rect(lay.tag_rect(r, len(result.cards)))
    scorer = result.scorer if result.scorer is not None else 0
    colour = seat_colour(scorer)
    draw.panel(surface, tag, palette.BLACK, colour, radius=8, width=2)
    badge(frame, surface, scorer, (tag.left + 16, tag.centery), 8)
    text.blit(
        surface,
        f"+{result.points}",
        (tag.left + 32, tag.centery),
        size=20,
        colour=colour,
        anchor="midleft",
        face=text.BODY_BOLD,
    )


def draw_cursors(surface: pygame.Surface, frame: Frame, lay: TableLayout) -> None:
    view: TableView = frame.view
    for seat in view.seats:
        at = frame.ui.lane(seat)
        colour = seat_colour(seat)
        lane = pygame.Rect(lay.lanes[at])
        inset = 0 if seat == 0 else 7
        draw.glow_rect(surface, lane.inflate(14 - 2 * inset, 14 - 2 * inset), colour, radius=12, strength=0.9)
        mx = lane.left - 16 if seat == 0 else lane.right + 16
        pygame.draw.circle(surface, palette.BLACK, (mx, lane.centery), 13)
        badge(frame, surface, seat, (mx, lane.centery), 9)
        for side in (C.UPPER, C.LOWER):
            row = C.row_id(at, side)
            slot = pygame.Rect(lay.slot_outline(row, len(view.rows[row])))
            if slot.h <= 8:  # a full row: a bar just past its last card
                pygame.draw.rect(surface, colour, slot.inflate(-2 * inset - 8, 0), border_radius=2)
                continue
            slot = slot.inflate(-2 * inset - 4, -min(2 * inset, slot.h // 3))
            pygame.draw.rect(surface, colour, slot, 2, border_radius=8)


def draw_countdown(surface: pygame.Surface, label: str, counting: bool) -> None:
    """The big countdown: a number while it counts, then "GO!"."""
    text.title(
        surface,
        label,
        (draw.SCREEN_W // 2, 360),
        size=96 if counting else 80,
        colour=palette.NEON_YELLOW if counting else palette.NEON_GREEN,
    )


def draw_banner(surface: pygame.Surface, lay: TableLayout, banner: Banner, cy: int = 360) -> None:
    """A call-out across the table only: the panels and the top bar stay in view."""
    size, colour = banner.size, banner.colour
    lines = [s for s in (banner.sub, banner.sub2) if s]
    rect = pygame.Rect(lay.banner_rect(size + 40 + 30 * len(lines), cy))
    draw.tint(surface, rect, palette.BLACK, 200)
    pygame.draw.line(surface, colour, rect.topleft, (rect.right - 1, rect.top), 3)
    pygame.draw.line(surface, colour, (rect.left, rect.bottom - 1), (rect.right - 1, rect.bottom - 1), 3)
    text.title(surface, banner.title, (rect.centerx, rect.top + 20 + size // 2), size=size, colour=colour)
    y = rect.top + 34 + size
    for line in lines:
        text.blit(surface, line, (rect.centerx, y), size=22, anchor="midtop", colour=palette.WHITE)
        y += 30
