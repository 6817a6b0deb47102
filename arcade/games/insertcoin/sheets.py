"""The GamePads (sheets) painter: each seat's sheet with its name, Lives, Coins, score and status, its three
Levels (or its dealt hand in the keep phase), a person's ghost piece, and the timed marks the presenter left
on the timeline (:mod:`.present`: notes, flashes, glows, a refusal's red).

Draw functions of the frame (:class:`~arcade.scenes.kit.frame.Frame`; its beat is :class:`.shown.Shown`)
and the scene's layers; the numbers come from the view's own queries.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from arcade.core.input import device_label
from arcade.core.render import draw, palette, text
from arcade.core.render.palette import Colour
from arcade.scenes.kit.frame import Frame
from arcade.scenes.kit.layers import Layers
from arcade.scenes.kit.timeline import Shot

from . import art, hand, sheet_coach
from . import layout as L
from . import present as P
from .choices import CHOICE_H, CHOICE_WORDS, choice_words, draw_choices  # noqa: F401 - the sheet's choices
from .controls import KABUKI, LEVEL_TOOLS
from .rules import KEEP_PHASE, OVER
from .scoring import level_squares
from .sheet_coach import layouts_for, shown, status
from .shown import GhostLook


def sheet_glow(surface: pygame.Surface, lay: L.SheetLayout, colour: Colour) -> None:
    """A sheet's glow (a Level completed, an ability used)."""
    draw.glow_rect(surface, pygame.Rect(lay.rect).inflate(4, 4), colour, radius=12, strength=0.9)


def glow_reach(lay: L.SheetLayout) -> pygame.Rect:
    """Everything ``sheet_glow`` may touch: its outline's rect and the halo 12 px around it."""
    return pygame.Rect(lay.rect).inflate(4 + 24, 4 + 24)


def sheet_fill(surface: pygame.Surface, seat: int, lay: L.SheetLayout) -> None:
    draw.panel(
        surface,
        pygame.Rect(lay.rect),
        palette.dim(art.seat_colour(seat), 0.14),
        palette.EDGE,
        radius=10,
        width=0,
        alpha=225,
    )


def glows(timeline: Shot, seats: int, now: float) -> list[tuple[int, Colour]]:
    """``(seat, colour)`` of the sheets glowing now, in seat order."""
    out = []
    for seat in range(seats):
        got = timeline.moving(P.glow_key(seat), now)
        if got is not None:
            out.append((seat, got[0]))
    return out


def table_layer(layers: Layers, layouts: Any) -> pygame.Surface:
    """What never changes, drawn once: the backdrop, the top bar's and the sheets' translucent fills (a
    sheet's border, which shows whose turn it is, is drawn each frame)."""
    from .topbar import top_bar_fill

    def build() -> pygame.Surface:
        surf = draw.backdrop().copy()  # already in the display's format
        top_bar_fill(surf)
        for seat, lay in enumerate(layouts):
            sheet_fill(surf, seat, lay)
        return surf

    key = tuple(tuple(lay.rect) for lay in layouts)  # the sheets' places: what the fills show
    return layers.get("insertcoin_table", key, build)


def draw_sheets(surface: pygame.Surface, frame: Frame, layers: Layers) -> None:
    """Every sheet, then a person's ghost over it. A sheet that shows what it showed when last drawn (its
    :func:`sheet_key`) is its picture kept from then: the sheet's rect as it was on the canvas right after
    it was drawn (over the table layer, which never changes), blitted whole; a frame that redraws the
    screen then draws only what changed (a new card's sheets, the one a person is moving on)."""
    timeline, now, beat = frame.timeline, frame.now, shown(frame)
    layouts = layouts_for(len(frame.seats))
    glowing = glows(timeline, len(layouts), now)
    table = table_layer(layers, layouts)
    people = frame.ui.seats()
    for seat, lay in enumerate(layouts):
        rect = pygame.Rect(lay.rect)
        key = None if glowing or text.recorder is not None else sheet_key(frame, seat)

        def paint(seat: int = seat, lay: Any = lay, rect: pygame.Rect = rect, key: Any = key) -> None:
            surface.blit(table, rect, rect)  # the sheet's part of the table layer (its fill), then the sheet
            if glowing:
                under_earlier_glows(surface, layouts, seat, lay, glowing)
            draw_sheet(surface, frame, seat, lay, glowing, flashes=key is None)

        if key is None or not surface.get_rect().contains(rect):
            paint()  # drawn in full, and not kept
        else:
            painted: list[bool] = []

            def build(rect: pygame.Rect = rect, paint: Any = paint, painted: list[bool] = painted) -> pygame.Surface:
                paint()
                painted.append(True)
                return surface.subsurface(rect).copy()

            look = layers.get(("insertcoin_sheet", seat), key, build)
            if not painted:
                surface.blit(look, rect)
        if key is not None:  # a kept look has no flashes: the squares just drawn are lit over it
            draw_flashes(surface, frame, seat, lay)
        ghost = beat.ghost(seat)
        if ghost is not None:
            draw_ghost(surface, frame, seat, lay, ghost)
        if seat in people:
            sheet_coach.draw_coach(surface, frame, seat, lay)


def sheet_key(frame: Frame, seat: int) -> tuple[object, ...] | None:
    """Everything :func:`draw_sheet` reads for ``seat`` (not the ghost, drawn over it every frame), as a
    comparable value (the flashes of squares just drawn are lit over it: :func:`draw_flashes`); None in the
    keep phase (the dealt hand), when it is drawn every frame."""
    st = frame.view
    if st.phase == KEEP_PHASE:
        return None
    note = frame.timeline.moving(P.note_key(seat), frame.now)
    cur = frame.ui.cursor(seat) if seat in frame.ui.seats() else None
    return (
        st.phase,
        st.flips,
        st.phase == OVER,
        tuple(st.levels[seat]),
        tuple(st.filled[seat]),
        st.lives[seat],
        st.coins[seat],
        st.out[seat],
        tuple(tuple(t) for t in st.tasks[seat]),
        seat in st.active_seats(),
        st.score_breakdown(seat)["total"],
        status(frame, seat),
        note[0] if note is not None else None,
        (cur.tool, cur.signature, frame.keys.key(frame.seats[seat].device, "back")) if cur is not None else None,
        frame.colour_blind,
        frame.name(seat),
    )


def under_earlier_glows(
    surface: pygame.Surface, layouts: Any, seat: int, lay: L.SheetLayout, glowing: list[tuple[int, Colour]]
) -> None:
    """A glow's halo reaches a few pixels over the next sheets, whose fills are drawn after it (and so lie
    over it). The fills come from the table layer, drawn first: where an earlier seat's halo reaches
    this sheet, the backdrop, those halos and this sheet's fill are drawn again there, in that order."""
    rect = pygame.Rect(lay.rect)
    earlier = [(s, colour) for s, colour in glowing if s < seat]
    clip = surface.get_clip()
    for s, _colour in earlier:
        strip = glow_reach(layouts[s]).clip(rect)
        if not strip.w or not strip.h:
            continue
        surface.set_clip(strip.clip(clip))
        surface.blit(draw.backdrop(), strip, strip)
        for t, colour in earlier:
            sheet_glow(surface, layouts[t], colour)
        sheet_fill(surface, seat, lay)
        surface.set_clip(clip)


def draw_flashes(surface: pygame.Surface, frame: Frame, seat: int, lay: L.SheetLayout) -> None:
    """The squares just drawn on ``seat``'s Levels, lit brighter (over a kept look of the sheet)."""
    st = frame.view
    for lv in range(len(st.levels[seat])):
        flash = frame.timeline.moving(P.flash_key(seat, lv), frame.now)
        if flash is not None and flash[0]:
            art.draw_flash(surface, lay.levels[lv], lay.cell, st.shape_of(seat, lv), st.filled[seat][lv], flash[0])


def draw_sheet(
    surface: pygame.Surface,
    frame: Frame,
    seat: int,
    lay: L.SheetLayout,
    glowing: list[tuple[int, Colour]],
    flashes: bool = True,
) -> None:
    st = frame.view
    colour = art.seat_colour(seat)
    rect = pygame.Rect(lay.rect)
    acting = st.phase != "over" and seat in st.active_seats()
    # the panel's fill is in the table layer; its border says whether this seat acts
    pygame.draw.rect(
        surface, colour if acting else palette.dim(colour, 0.5), rect, 3 if acting else 2, border_radius=10
    )
    glow = next((c for s, c in glowing if s == seat), None)
    if glow is not None:
        sheet_glow(surface, lay, glow)
    draw_info(surface, frame, seat, lay)
    if st.phase == KEEP_PHASE:  # chosen Levels stay face down until every seat has chosen
        if st.kept[seat]:
            hand.draw_kept(surface, len(st.hands[seat]), seat, lay)
        else:
            hand.draw_hand(surface, frame, seat, lay)
        return
    draw_abilities(surface, frame, seat, lay)
    for lv in range(len(st.levels[seat])):
        shape = st.shape_of(seat, lv)
        flash = frame.timeline.moving(P.flash_key(seat, lv), frame.now) if flashes else None
        done = st.is_complete(seat, lv)
        art.draw_level(
            surface,
            lay.levels[lv],
            lay.cell,
            shape,
            st.filled[seat][lv],
            colour,
            done=done,
            flash=flash[0] if flash is not None else 0,
        )
        box = pygame.Rect(lay.level_rect(lv))
        if done:
            pygame.draw.rect(surface, palette.NEON_YELLOW, box.inflate(4, 4), 2)
        size = 15 if lay.cell < 20 else 17
        filled, total = level_squares(st, seat, lv)  # progress in squares, and apart from it the points
        line = caption(shape.title, filled, total, st.level_points(seat, lv), done, size, box.w)
        surface.blit(line, (box.x, lay.caption_y))


def draw_info(surface: pygame.Surface, frame: Frame, seat: int, lay: L.SheetLayout) -> None:
    st = frame.view
    colour = art.seat_colour(seat)
    x, y, w, h = lay.info
    face = frame.seats[seat]
    cb = frame.colour_blind
    who = f"CPU {face.level}" if face.cpu else device_label(face.device)
    line, scol = status(frame, seat)
    note = frame.timeline.moving(P.note_key(seat), frame.now)
    if note is not None:
        line, scol = note[0]
    score = st.score_breakdown(seat)["total"] if st.phase != KEEP_PHASE else None
    if lay.column:
        draw.seat_badge(surface, seat, (x + 10, y + 12), 9, cb)
        text.blit(
            surface,
            text.fit(face.name, text.BODY_BOLD, 20, w - 26),
            (x + 24, y + 12),
            size=20,
            colour=colour,
            anchor="midleft",
            face=text.BODY_BOLD,
        )
        text.blit(
            surface, text.fit(who, text.BODY, 15, w - 4), (x, y + 36), size=15, colour=palette.GREY, anchor="midleft"
        )
        art.draw_lives(surface, (x, y + 62), st.lives[seat], st.coins[seat], size=7)
        if score is not None:
            text.blit(
                surface,
                f"{score} pts",
                (x, y + 88),
                size=20,
                colour=palette.WHITE,
                anchor="midleft",
                face=text.BODY_BOLD,
            )
        strip = draw_choices(surface, frame, seat, lay)  # a person's choices, each its own visible action
        for i, row in enumerate(hand.status_lines(line, w - 4, (h - 112 - strip + 9) // 18)):
            text.blit(surface, row, (x, y + 112 + 18 * i), size=15, colour=scol, anchor="midleft")
        return
    cy = y + h // 2
    draw.seat_badge(surface, seat, (x + 10, cy), 9, cb)
    name_r = text.blit(
        surface,
        text.fit(face.name, text.BODY_BOLD, 20, 150),
        (x + 24, cy),
        size=20,
        colour=colour,
        anchor="midleft",
        face=text.BODY_BOLD,
    )
    who_r = text.blit(
        surface,
        text.fit(who, text.BODY, 15, 110),
        (name_r.right + 10, cy),
        size=15,
        colour=palette.GREY,
        anchor="midleft",
    )
    score_r = text.blit(
        surface,
        "" if score is None else f"{score} pts",
        (x + w, cy),
        size=20,
        colour=palette.WHITE,
        anchor="midright",
        face=text.BODY_BOLD,
    )
    lives_r = art.draw_lives(surface, (score_r.left - 150, cy), st.lives[seat], st.coins[seat], size=8)
    room = lives_r.left - who_r.right - 20
    if room > 40:
        text.blit(
            surface,
            text.fit(line, text.BODY, 15, room),
            (who_r.right + 12, cy),
            size=15,
            colour=scol,
            anchor="midleft",
        )


def draw_ghost(surface: pygame.Surface, frame: Frame, seat: int, lay: L.SheetLayout, ghost: GhostLook) -> None:
    """A person's ghost piece: red where it does not fit (or just refused), paler once staged."""
    cur = frame.ui.cursor(seat)
    cells, ok, tool = ghost
    red = not ok or frame.timeline.moving(P.refused_key(seat), frame.now) is not None
    staged = palette.mix(art.seat_colour(seat), palette.WHITE, 0.55)  # apart from the drawn squares
    colour = art.GHOST_BAD if red else (staged if cur.staged else art.seat_colour(seat))
    if tool in LEVEL_TOOLS:
        box = pygame.Rect(lay.level_rect(cur.level)).inflate(8, 8)
        if tool == KABUKI:
            pygame.draw.rect(surface, colour, box, 3, border_radius=4)
        return
    at = ([(x, y) for _, x, y in cells], lay.levels[cur.level], lay.cell)
    if red or cur.staged:
        art.draw_cells(surface, *at, colour, alpha=235 if cur.staged else 170, outline=colour if red else palette.WHITE)
    else:  # still moving: striped in the seat's colour, never like a drawn square
        art.draw_ghost_cells(surface, *at, colour)


def draw_abilities(surface: pygame.Surface, frame: Frame, seat: int, lay: L.SheetLayout) -> None:
    """Beside the Levels, where a wide sheet has room: what each of its shapes does once completed (the
    one-player words in a solo game), ticked when it has been."""
    side = lay.side_rect()
    if side is None:
        return
    st = frame.view
    area = pygame.Rect(side)
    text.title(surface, "ABILITIES", (area.x, area.y + 6), size=12, colour=palette.GREY, anchor="midleft")
    y = area.y + 20
    solo = st.num_seats == 1
    for lv in range(len(st.levels[seat])):
        shape = st.shape_of(seat, lv)
        done = st.is_complete(seat, lv)
        words = (shape.solo_ability if solo and shape.solo_ability else shape.ability) or "no ability"
        head = shape.title + (" (done)" if done else "")
        text.blit(
            surface,
            text.fit(head, text.BODY_BOLD, 15, area.w),
            (area.x, y),
            size=15,
            face=text.BODY_BOLD,
            colour=palette.NEON_YELLOW if done else palette.WHITE,
        )
        y += 19
        for line in wrapped(words, area.w):  # wrapped once per text and width, not every frame
            if y + 16 > area.bottom:
                break
            text.blit(surface, line, (area.x, y), size=14, colour=palette.GREY)
            y += 16
        y += 6
        if y >= area.bottom:
            break


@lru_cache(maxsize=256)
def wrapped(words: str, width: int) -> tuple[str, ...]:
    return tuple(text.wrap(words, text.BODY, 14, width))


@lru_cache(maxsize=512)
def caption(title: str, filled: int, total: int, points: int, done: bool, size: int, width: int) -> pygame.Surface:
    """The line under a Level (made once per value, not every frame): its shape's title on the left, then
    on the right its progress in squares and, apart, its points."""
    f = text.body(size)
    line = pygame.Surface((width, f.get_linesize() + 2), pygame.SRCALPHA)
    pts = text.blit(
        line,
        f"{points} pt{'' if points == 1 else 's'}",
        (width, 0),
        size=size,
        colour=palette.NEON_YELLOW if done else palette.WHITE,
        anchor="topright",
    )
    colour = palette.NEON_YELLOW if done else palette.GREY
    squares = text.blit(line, f"{filled}/{total} sq", (pts.x - 10, 0), size=size, colour=colour, anchor="topright")
    text.blit(line, text.fit(title, text.BODY, size, squares.x - 8), (0, 0), size=size, colour=colour)
    return line
