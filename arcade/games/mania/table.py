"""Drawing the Mania board's middle and edges: the board picture, the header, the decks, the bank, the red
die, the duel box, the card on show, the pawns, the log and the key hints.

Each function draws from the scene's state, its timeline and the time (what the animations show now comes
from :mod:`.present`); no rule arithmetic.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade.core.render import draw, palette, text
from arcade.scenes.kit import Timeline
from arcade.scenes.kit.keys import key_label, pair_label

from . import art, boardart, boxes, duel_result, present
from .board import SLIDES

if TYPE_CHECKING:
    from .scene import ManiaScene

BOARD_AREA = pygame.Rect(8, 60, 852, 502)
LOG_RECT = pygame.Rect(8, 570, 852, 98)
LOG_LINES = 4  # the log shows the last four things that happened
LOG_SIZE, LOG_LEADING = 18, 23
PHASE_VERBS = {
    "slide": "choose a Game Slide",
    "window": "play or pass a card",
    "draw": "draw or not",
    "challenge": "challenge",
    "bet": "bet",
    "duel": "duel on the console",
}


def backdrop(scene: ManiaScene) -> pygame.Surface:
    """The backdrop with the board drawn on it (drawn once per scene; opaque, the frame's one big blit)."""
    surf = draw.backdrop().copy()
    boardart.draw_board(surf, scene.state.board, scene.fit)
    return surf.convert() if pygame.display.get_surface() else surf


def draw_header(surface: pygame.Surface, scene: ManiaScene) -> pygame.Rect:
    st = scene.state
    seat = st.current_player()
    who = "" if seat < 0 else f"  -  {scene.name(seat)} to {PHASE_VERBS.get(st.phase, 'play')}"
    roller = scene.roll_prompt()
    if roller is not None:
        who = f"  -  {scene.name(roller)} to roll"
    elif duel_result.shown(scene.desk, scene.now()) is not None:
        who = "  -  the duel's result"
    elif present.landing(scene.timeline, scene.now()):
        who = f"  -  {scene.name(st.mover)} rolls"
    when = f"turn {st.turn}" if st.turn else "set-up"  # turn 0: the Game Slides are chosen
    return text.blit(
        surface,
        f"ELECTRONIC ARCADE MANIA  -  {when}{who}",
        (16, 18),
        size=22,
        colour=palette.NEON_YELLOW,
        face=text.BODY_BOLD,
    )


COACH_LEFT = 640  # the coach's lines start here, or right of a longer header


def draw_coach(surface: pygame.Surface, lines: list[str], header: pygame.Rect) -> None:
    """The coach's lines for the person choosing (:mod:`.coach`), in the header band right of its words,
    wrapped to at most three rows."""
    left = max(header.right + 24, COACH_LEFT)
    width = surface.get_width() - 16 - left
    rows = [row for line in lines for row in text.wrap(line, text.BODY, 14, width)][:3]
    for i, row in enumerate(rows):
        text.blit(surface, row, (left, 4 + 17 * i), size=14, colour=palette.NEON_GREEN if i == 0 else palette.NEON_CYAN)


def draw_centre(surface: pygame.Surface, scene: ManiaScene, timeline: Timeline, now: float) -> None:
    """The decks, the bank, the discard, the red die, the duel box and the card on show."""
    st = scene.state
    fit = scene.fit
    ui = dict(st.board.ui)
    draw_piles(surface, scene)
    draw_die(surface, scene, timeline, now)
    # The duel box: once the pawn is on the space; not while a roll waits (the state is the held action's
    # before: the log already says how the duel ended)
    if st.duel is not None and not present.landing(timeline, now) and scene.held is None:
        boxes.draw_duel_box(surface, scene, st.duel, fit.rect(ui["duel"]), present.shown_result(timeline, now))
    card = present.shown_card(timeline, now)
    if card is not None:
        seat, face = card[0], card[1]
        rect = pygame.Rect(0, 0, 100, 136)
        rect.center = fit.point(940, 425)
        art.draw_event_card(surface, rect, face, highlight=True)
        text.blit(
            surface,
            f"{scene.name(seat)}",
            (rect.centerx, rect.bottom + 14),
            size=16,
            anchor="center",
            colour=palette.NEON_YELLOW,
            face=text.BODY_BOLD,
        )


def pile_areas(scene: ManiaScene) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the piles are drawn, with their words: the decks and the discard; the bank and its chips."""
    fit, ui = scene.fit, dict(scene.state.board.ui)
    deck, blue, discard = (fit.rect(ui[k]) for k in ("red_deck", "blue_decks", "discard"))
    decks = deck.move(-6, -6).union(deck).union(blue.move(10, 6)).union(discard).inflate(16, 16)
    decks.h += 30  # the words under the decks
    bank = fit.rect(ui["bank"]).inflate(16, 16)
    bank.y -= 16
    bank.h += 16  # the word above the bank
    return decks, bank


def pile_key(scene: ManiaScene) -> tuple[object, ...]:
    """Everything :func:`paint_piles` reads, as a comparable value."""
    st = scene.state
    return (len(st.deck), st.chips.red[st.chips.bank], st.chips.white[st.chips.bank], st.discard[-1:], scene.fit)


def draw_piles(surface: pygame.Surface, scene: ManiaScene) -> None:
    """The piles (decks, discard, bank) change only when a card is drawn or chips move: their picture is
    kept as it was on the canvas right after they were drawn (over the board layer, which never changes)
    and blitted while :func:`pile_key` is the same (drawn in full while text is recorded)."""
    areas = pile_areas(scene)
    screen = surface.get_rect()
    if text.recorder is not None or not all(screen.contains(a) for a in areas):
        paint_piles(surface, scene)  # drawn in full, and not kept
        return
    painted: list[bool] = []

    def build() -> tuple[pygame.Surface, ...]:
        paint_piles(surface, scene)
        painted.append(True)
        return tuple(surface.subsurface(a).copy() for a in areas)

    looks = scene.layers.get("mania_piles", pile_key(scene), build)
    if not painted:
        for area, look in zip(areas, looks):
            surface.blit(look, area)


def paint_piles(surface: pygame.Surface, scene: ManiaScene) -> None:
    st = scene.state
    fit = scene.fit
    ui = dict(st.board.ui)
    deck = fit.rect(ui["red_deck"])
    for i in range(min(4, len(st.deck))):
        art.draw_event_card(surface, deck.move(-2 * i, -2 * i), None)
    text.blit(
        surface,
        f"Red deck {len(st.deck)}",
        (deck.centerx, deck.bottom + 10),
        size=14,
        anchor="center",
        colour=palette.GREY,
    )
    blue = fit.rect(ui["blue_decks"])
    for k in range(2):
        art.draw_bet_card(surface, blue.move(k * 10, k * 6), None)
    text.blit(
        surface, "Blue decks", (blue.centerx + 5, blue.bottom + 16), size=14, anchor="center", colour=palette.GREY
    )
    bank = fit.rect(ui["bank"])
    text.blit(
        surface,
        "BANK",
        (bank.centerx, bank.y - 4),
        size=16,
        anchor="center",
        colour=palette.GREY,
        face=text.BODY_BOLD,
    )
    art.draw_stacks(
        surface, (bank.x + 4, bank.y + 50), st.chips.red[st.chips.bank], st.chips.white[st.chips.bank], r=13
    )
    if st.discard:
        art.draw_event_card(surface, fit.rect(ui["discard"]), st.discard[-1])


def draw_die(surface: pygame.Surface, scene: ManiaScene, timeline: Timeline, now: float) -> None:
    """The red die: the last roll, or a tumbling face thrown about while it rolls."""
    st = scene.state
    if not st.last_roll:
        return
    die = pygame.Rect(0, 0, 54, 54)
    die.center = scene.fit.point(600, 430)
    value = st.last_roll
    rolling = present.tumble(timeline, now)
    if rolling is not None:
        value, dx, dy = rolling
        die = die.move(dx, dy)
    art.draw_die(surface, die, value)


def draw_pawns(surface: pygame.Surface, scene: ManiaScene, timeline: Timeline, now: float) -> None:
    st = scene.state
    for seat in range(st.num_seats):
        slide = st.slide_of[seat]
        if slide is None:
            continue
        index = present.pawn_index(timeline, seat, now, st.pos[seat])
        x, y = boardart.pawn_spot(st.board, scene.fit, index, SLIDES.index(slide))
        art.draw_seat_pawn(
            surface,
            (x, y),
            seat,
            art.PAWN_RGB[slide],
            boardart.PAWN_R,
            scene.colour_blind(),
            highlight=seat == st.mover,
        )


def draw_log(surface: pygame.Surface, timeline: Timeline, now: float, log_key: str | None = None) -> None:
    """The newest lines of the event log that may be read now (a roll's wait for the pawn to land), each in
    its own colour; how to read the rest (``log_key``)."""
    draw.panel(surface, LOG_RECT, palette.NIGHT, palette.EDGE, radius=8, width=1)
    shown = timeline.shown(now) if hasattr(timeline, "shown") else timeline.log
    for i, line in enumerate(shown[-LOG_LINES:]):
        text.blit(
            surface, line.text, (LOG_RECT.x + 14, LOG_RECT.y + 8 + i * LOG_LEADING), size=LOG_SIZE, colour=line.colour
        )
    older = len(shown) - LOG_LINES
    if log_key and older > 0:
        text.blit(
            surface,
            f"{log_key}: full log (+{older})",
            (LOG_RECT.right - 10, LOG_RECT.y + 6),
            size=14,
            colour=palette.GREY,
            anchor="topright",
        )


def hints(scene: ManiaScene) -> list[tuple[str, str]]:
    """The keys of the person choosing now (else the first person at the table), named from the keymap,
    then the system keys."""
    keymap = scene.app.keymap
    system = [(key_label(keymap, "system", "pause"), "pause"), (key_label(keymap, "system", "help"), "help")]
    humans = scene.human_seats()
    seat = scene.person_to_choose()
    if seat is None:
        seat = humans[0] if humans else None
    if seat is None:
        return system
    dev = scene.config.seats[seat].device
    return [
        (pair_label(keymap, dev, "up", "down"), "choose"),
        (pair_label(keymap, dev, "left", "right"), "bet / challenge"),
        (key_label(keymap, dev, "confirm"), "choose it"),
        *system,
    ]


def draw_hints(surface: pygame.Surface, scene: ManiaScene, log_key: str | None = None) -> None:
    draw.hint_bar(surface, hints(scene) + ([(log_key, "log")] if log_key else []))
