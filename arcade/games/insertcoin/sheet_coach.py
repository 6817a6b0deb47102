"""Insert Coin's coach on a person's sheet (see :mod:`.coach`): where its words go and drawing them, and the
status line beside a seat's name; drawn from the frame (its beat is :class:`.shown.Shown`)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from arcade.core.render import palette, text
from arcade.core.render.palette import Colour
from arcade.scenes.kit.frame import Frame

from . import hand, prompts
from . import layout as L
from . import present as P
from .choices import CHOICE_H, CHOICE_WORDS, choice_words, draw_choices  # noqa: F401 - the sheet's choices
from .controls import tools_for
from .rules import KEEP_PHASE, OVER
from .shown import Shown

COACH_LINE = 15  # px a line of the coach's words


def shown(frame: Frame) -> Shown:
    """What Insert Coin's frame carries beyond the view (its beat)."""
    beat = frame.beat
    assert isinstance(beat, Shown), "Insert Coin's frames carry a Shown as their beat"
    return beat


@lru_cache(maxsize=8)
def layouts_for(seats: int) -> tuple[L.SheetLayout, ...]:
    """The sheets' places at a table of ``seats`` (the same every frame)."""
    return tuple(L.layouts(seats))


def coach_area(frame: Frame, seat: int, lay: L.SheetLayout) -> pygame.Rect | None:
    """Where the coach speaks on a person's sheet: in the keep phase under the dealt cards (below the
    card's ability); in play in the info column, between the status and the choices, as wide as the room
    left of the Levels. None where a sheet has no such room (three seats or more in play)."""
    x, y, w, h = lay.info
    view = frame.view
    if view.phase == KEEP_PHASE:
        area = hand.ability_area(lay, len(view.hands[seat]))
        room = hand.ability_room(lay, len(view.hands[seat]), area)
        hovered = frame.ui.cursor(seat).pick < len(view.hands[seat]) and room
        used = len(hand.status_lines(hand.hovered_ability(frame, seat), area.w, room)) if hovered else 0
        top = area.y + hand.ABILITY_LINE * used + 2
        return pygame.Rect(area.x, top, area.w, area.bottom - top)
    if not lay.column:
        return None
    line, _colour = status(frame, seat)
    note = frame.timeline.moving(P.note_key(seat), frame.now)
    if note is not None:
        line = note[0][0]
    tools = len(tools_for(view, seat))
    strip = tools * CHOICE_H + 20 if tools else 0
    if h - strip < 112 + 18:
        strip = 0  # no room for the choices (draw_choices leaves them out)
    rows = len(hand.status_lines(line, w - 4, (h - 112 - strip + 9) // 18))
    top = y + 104 + 18 * rows  # (the status rows are drawn centred on y + 112 + 18 * row)
    bottom = y + h - strip - 1
    return pygame.Rect(x, top, lay.levels[0][0] - 10 - x, bottom - top)


COACH_MIN_W = 250  # px: a sheet's room narrower than this leaves the coach to the top bar


def coach_on_sheet(frame: Frame, seat: int) -> pygame.Rect | None:
    """The room for the coach on ``seat``'s sheet, or None when it has too little (a table of three or
    more in play: the top bar says it then, :func:`.topbar.draw_top_bar`)."""
    area = coach_area(frame, seat, layouts_for(len(frame.seats))[seat])
    return area if area is not None and area.w >= COACH_MIN_W and area.h >= 2 * COACH_LINE else None


def draw_coach(surface: pygame.Surface, frame: Frame, seat: int, lay: L.SheetLayout) -> None:
    """The coach's lines for ``seat`` (see :mod:`.coach`), fitted to their room; nothing when it is quiet."""
    said = shown(frame).coach_lines(seat)
    area = coach_on_sheet(frame, seat) if said else None
    if area is None:
        return
    y = area.y
    for line in said:
        for row in text.wrap(line, text.BODY, 13, area.w):
            if y + COACH_LINE > area.bottom:
                return
            colour = palette.NEON_GREEN if y == area.y else palette.NEON_CYAN  # "Coach:" starts in green
            text.blit(surface, row, (area.x, y), size=13, colour=colour)
            y += COACH_LINE


def status(frame: Frame, seat: int) -> tuple[str, Colour]:
    """The line beside a seat's name: what it is doing (or, with no room under a hand, the card hovered)."""
    st = frame.view
    person = seat in frame.ui.seats()
    if st.phase == KEEP_PHASE:
        if st.kept[seat]:
            return ("ready", palette.NEON_GREEN)
        cur = frame.ui.cursor(seat) if person and seat == frame.viewer else None
        if (
            cur is not None
            and cur.pick < len(st.hands[seat])
            and not hand.ability_room(layouts_for(len(frame.seats))[seat], len(st.hands[seat]))
        ):
            return (hand.hovered_ability(frame, seat), palette.WHITE)  # no room under the hand: said here
        if person and seat not in shown(frame).acting:
            return ("chooses next", palette.GREY)  # people at one screen keep in turn (the curtain)
        return ("choosing Levels", palette.WHITE)
    if st.phase == OVER:
        return ("", palette.GREY)
    if st.out[seat]:
        return ("out of Lives and Coins", palette.NEON_RED)
    return prompts.task_status(st, seat, person or frame.watching == "REPLAY")
