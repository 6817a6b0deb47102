"""The GamePads (sheets) painter: each seat's sheet with its name, Lives, Coins, score and status, its three
Levels (or its dealt hand in the keep phase), a person's ghost piece, and the timed marks the presenter left
on the timeline (:mod:`.present`: notes, flashes, glows, a refusal's red).

Draw functions of the frame (:class:`~arcade.scenes.kit.frame.Frame`; its beat is :class:`.shown.Shown`)
and the scene's layers; the numbers come from the view's own queries.
"""

from __future__ import annotations

from collections.abc import Callable
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
from .rules import KEEP_PHASE
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
    screen then draws only what changed (a new card's sheets, the one a person is moving on). Where only
    some parts of a sheet changed (its info, a Level: a card landing), only those parts are drawn again,
    over the kept picture, and the picture is brought up to date with them (:func:`patch_sheet`)."""
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

        if key is None or not surface.get_clip().contains(rect):
            paint()  # drawn in full, and not kept
        else:
            kept_sheet(surface, frame, layers, seat, lay, table, key, paint)
        if key is not None:  # a kept look has no flashes: the squares just drawn are lit over it
            draw_flashes(surface, frame, seat, lay)
        ghost = beat.ghost(seat)
        if ghost is not None:
            draw_ghost(surface, frame, seat, lay, ghost)
        if seat in people:
            sheet_coach.draw_coach(surface, frame, seat, lay)


def kept_sheet(
    surface: pygame.Surface,
    frame: Frame,
    layers: Layers,
    seat: int,
    lay: L.SheetLayout,
    table: pygame.Surface,
    key: Any,
    paint: Callable[[], None],
) -> None:
    """A sheet from its kept picture: blitted as it is while its key is equal; else its changed parts drawn
    again over it (:func:`patch_sheet`), or the whole sheet drawn (``paint``) and kept."""
    name = ("insertcoin_sheet", seat)
    rect = pygame.Rect(lay.rect)
    drawn = False

    def build() -> pygame.Surface:
        nonlocal drawn
        drawn = True
        old = layers.kept(name)
        if old is not None:
            parts = changed_parts(old[0], key, lay)
            look = old[1]
            if parts is not None and isinstance(look, pygame.Surface) and look.get_size() == rect.size:
                patch_sheet(surface, frame, seat, lay, table, look, parts)
                return look
        paint()
        return surface.subsurface(rect).copy()

    look = layers.get(name, key, build)
    if not drawn:
        surface.blit(look, rect)


def sheet_key(frame: Frame, seat: int) -> tuple[object, ...] | None:
    """Everything :func:`draw_sheet` reads for ``seat`` (not the ghost, drawn over it every frame), as a
    comparable value in parts, each what one part of the sheet shows: the whole sheet's (the phase, whether
    the seat acts: its border), the info's (name, Lives, Coins, score, status, a person's choices) and each
    Level's (its card and squares drawn; the abilities beside the Levels say whether each is done). The
    flashes of squares just drawn are lit over it (:func:`draw_flashes`). None in the keep phase (the
    dealt hand), when it is drawn every frame."""
    st = frame.view
    if st.phase == KEEP_PHASE:
        return None
    note = frame.timeline.moving(P.note_key(seat), frame.now)
    cur = frame.ui.cursor(seat) if seat in frame.ui.seats() else None
    whole = (st.phase, seat in st.active_seats(), st.num_seats == 1)
    info = (
        st.lives[seat],
        st.coins[seat],
        st.out[seat],
        tuple(tuple(t) for t in st.tasks[seat]),
        st.score_breakdown(seat)["total"],
        status(frame, seat),
        note[0] if note is not None else None,
        (cur.tool, cur.signature, frame.keys.key(frame.seats[seat].device, "back")) if cur is not None else None,
        frame.colour_blind,
        frame.name(seat),
    )
    return (whole, info, tuple(zip(st.levels[seat], st.filled[seat])))


INFO = -1  # the info's part of a sheet (its Levels' parts are 0, 1, 2)


def changed_parts(old: Any, new: Any, lay: L.SheetLayout) -> tuple[int, ...] | None:
    """The parts of a sheet (:data:`INFO`, a Level) whose share of :func:`sheet_key` differs from ``old``
    to ``new``; None when the sheet must be drawn again in full (its whole part changed)."""
    if old is None or old[0] != new[0] or len(old[2]) != len(new[2]):
        return None
    parts = [INFO] if old[1] != new[1] else []
    levels = [lv for lv, (a, b) in enumerate(zip(old[2], new[2])) if a != b]
    last = len(new[2]) - 1
    if levels and last not in levels and lay.side_rect() is not None:
        levels.append(last)  # the abilities beside the last Level say which Levels are done
    return tuple(parts + levels)


@lru_cache(maxsize=16)
def part_reaches(lay: L.SheetLayout) -> dict[int, pygame.Rect]:
    """Where each part of a sheet may draw, the parts side by side, covering the sheet: the info (a band
    along the top, or a column on the left) and each Level's column (its grid, the outline of a done Level,
    its caption; the last one to the sheet's edge, with the abilities beside it). The sheet's border runs
    through them all. A column starts off a multiple of 4 px: a copy of a rect that starts on one takes
    SDL's streaming copy, which is up to ten times slower for rects that are not whole cache lines wide."""
    rect = pygame.Rect(lay.rect)
    ix, iy, iw, ih = lay.info
    boxes = [pygame.Rect(lay.level_rect(lv)).inflate(4, 4) for lv in range(len(lay.levels))]
    out: dict[int, pygame.Rect] = {}
    if lay.column:
        split = unaligned(ix + iw, boxes[0].left)
        out[INFO] = pygame.Rect(rect.x, rect.y, split - rect.x, rect.h)
        top = rect.y
    else:
        split = (iy + ih + boxes[0].top) // 2
        out[INFO] = pygame.Rect(rect.x, rect.y, rect.w, split - rect.y)
        top = split
    for lv, box in enumerate(boxes):
        if lv == 0:
            left = out[INFO].right if lay.column else rect.x
        else:
            left = out[lv - 1].right
        right = rect.right if lv == len(boxes) - 1 else unaligned(box.right, boxes[lv + 1].left)
        out[lv] = pygame.Rect(left, top, right - left, rect.bottom - top)
    return out


def unaligned(a: int, b: int) -> int:
    """The middle of ``a`` and ``b`` (a gap of a few pixels), or beside it: off a multiple of 4."""
    mid = (a + b) // 2
    return next((x for x in (mid, mid + 1, mid - 1, mid + 2) if x % 4 and a <= x <= b), mid)


@lru_cache(maxsize=16)
def part_grounds(lay: L.SheetLayout) -> dict[int, tuple[pygame.Rect, ...]]:
    """Where the table layer shows in each part's reach: all of it but a Level's picture, which is opaque
    (the rect right of it starts off a multiple of 4 px, as :func:`part_reaches` says why)."""
    out: dict[int, tuple[pygame.Rect, ...]] = {}
    for part, reach in part_reaches(lay).items():
        if part == INFO:
            out[part] = (reach,)
            continue
        grid = pygame.Rect(lay.level_rect(part))
        right = grid.right - 1 if grid.right % 4 == 0 else grid.right  # (over the picture's edge: drawn over)
        out[part] = tuple(
            r
            for r in (
                pygame.Rect(reach.x, reach.y, reach.w, grid.y - reach.y),
                pygame.Rect(reach.x, grid.y, grid.x - reach.x, grid.h),
                pygame.Rect(right, grid.y, reach.right - right, grid.h),
                pygame.Rect(reach.x, grid.bottom, reach.w, reach.bottom - grid.bottom),
            )
            if r.w > 0 and r.h > 0
        )
    return out


def patch_sheet(
    surface: pygame.Surface,
    frame: Frame,
    seat: int,
    lay: L.SheetLayout,
    table: pygame.Surface,
    look: pygame.Surface,
    parts: tuple[int, ...],
) -> None:
    """A sheet from its kept ``look`` with ``parts`` drawn again: the parts that did not change blitted from
    the look; each changed one in its own reach, the table layer, the border and the part, as
    :func:`draw_sheet` draws them, then copied into ``look``."""
    rect = pygame.Rect(lay.rect)
    reaches = part_reaches(lay)
    for part, reach in reaches.items():
        if part not in parts:
            surface.blit(look, reach, reach.move(-rect.x, -rect.y))
    clip = surface.get_clip()
    grounds = part_grounds(lay)
    for part in parts:
        reach = reaches[part]
        surface.set_clip(reach)
        for ground in grounds[part]:
            surface.blit(table, ground, ground)
        draw_border(surface, frame, seat, lay)
        if part == INFO:
            draw_info(surface, frame, seat, lay)
        else:
            if part == len(lay.levels) - 1:
                draw_abilities(surface, frame, seat, lay)
            draw_level(surface, frame, seat, lay, part, flashes=False)
        look.blit(surface, reach.move(-rect.x, -rect.y), reach)
    surface.set_clip(clip)


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
    draw_border(surface, frame, seat, lay)  # the panel's fill is in the table layer
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
        draw_level(surface, frame, seat, lay, lv, flashes)


def draw_border(surface: pygame.Surface, frame: Frame, seat: int, lay: L.SheetLayout) -> None:
    """A sheet's border: whether this seat acts."""
    st = frame.view
    colour = art.seat_colour(seat)
    acting = st.phase != "over" and seat in st.active_seats()
    pygame.draw.rect(
        surface, colour if acting else palette.dim(colour, 0.5), lay.rect, 3 if acting else 2, border_radius=10
    )


def draw_level(surface: pygame.Surface, frame: Frame, seat: int, lay: L.SheetLayout, lv: int, flashes: bool) -> None:
    """One Level of a sheet: its picture, the outline of a done Level, its caption."""
    st = frame.view
    shape = st.shape_of(seat, lv)
    flash = frame.timeline.moving(P.flash_key(seat, lv), frame.now) if flashes else None
    done = st.is_complete(seat, lv)
    art.draw_level(
        surface,
        lay.levels[lv],
        lay.cell,
        shape,
        st.filled[seat][lv],
        art.seat_colour(seat),
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
