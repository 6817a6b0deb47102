"""Vegas Slot Machine 1973: the scene's side panel and the words and marks that explain the table.

Painters only (no rule arithmetic): the side panel (every seat's prizes and score, team partners, the
Spin Again cards lying in front of players, the deck, the log), the labels and the caption of the
machines under D (two machines) and J (the 4x3 grid) with a small map of their paylines, the paylines
through the space under the cursor, and what is lit under M (play from memory).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from arcade.core.render import draw, palette, text
from arcade.core.render.cards import CARDS
from arcade.games.vegas import art, machine_art
from arcade.games.vegas.actions import Prize
from arcade.games.vegas.components import CUMBER, NAMES, SPIN, rank_of
from arcade.games.vegas.rules import EMPTY
from arcade.scenes.kit import LogLine
from arcade.scenes.kit.frame import Frame

CAPTION_H = 34  # the band under the machines kept for the caption under D and J
LOG_SIZE = 16
LOG_LINES = 7  # the side panel shows at most this many of the newest log lines
COACH_ROOM = 96  # the height kept for the coach's lines while the coach is on (two or three lines)


def prize_summary(prizes: Sequence[Prize | tuple[int, int, int]]) -> list[str]:
    """A seat's prizes by symbol, best first: "Seven x2 160", "Bells 40" (the symbol, how many, points)."""
    by: dict[int, list[int]] = {}
    for p in prizes:  # a Prize, or a view's (symbol, cards, points)
        by.setdefault(p[0], []).append(p[2])
    order = sorted(by, key=lambda sym: (-sum(by[sym]), sym))
    return [f"{NAMES[sym]}{f' x{len(by[sym])}' if len(by[sym]) > 1 else ''} {sum(by[sym])}" for sym in order]


def expansions(cfg) -> tuple[int, ...]:
    """The expansion symbols in play (Spin Again, Cumber), for the score card."""
    return tuple(sym for sym, on in ((SPIN, cfg.spin), (CUMBER, cfg.cumber)) if on)


def seat_colour(seat: int):
    return palette.SEATS[seat % len(palette.SEATS)]


def plain(geo) -> bool:
    """One 3x3 machine: the layout the rulebook draws, needing no words."""
    return geo.machines == 1 and geo.width == 3 and geo.height == 3


def machine_area(area: pygame.Rect, geo) -> pygame.Rect:
    """Where the cards go: the area less the cabinet around them (the marquee on top, the payline lamps at
    the sides and below: :mod:`.machine_art`) and the caption band when the layout needs explaining."""
    side = machine_art.SIDE_BAND
    top = machine_art.MARQUEE_H + 6
    inner = pygame.Rect(area.x + side, area.y + top, area.w - 2 * side, area.h - top - machine_art.LAMP_BAND)
    return inner if plain(geo) else pygame.Rect(inner.x, inner.y, inner.w, inner.h - CAPTION_H)


def lamp_lines(geo) -> tuple[tuple[int, ...], ...]:
    """The paylines given a lamp at the machine's edge: every one on 3 x 3 machines (each line has its own
    place there); none on the wider grid of J, whose lines of three inside the grid have no edge of their own."""
    return tuple(geo.lines) if (geo.width, geo.height) == (3, 3) else ()


def machine_name(geo, g: int) -> str:
    if geo.machines == 1:
        return "THE MACHINE"
    return ("LEFT", "RIGHT")[g] + " MACHINE" if geo.machines == 2 else f"MACHINE {g + 1}"


def lines_per_machine(geo) -> int:
    return len(geo.lines) // geo.machines


def caption(geo, hand_payline: bool) -> str:
    """One line under the machines saying what counts: the paylines and where three shields count."""
    per = lines_per_machine(geo)
    hand = "your hand is one more payline" if hand_payline else "your hand is no payline (H)"
    if geo.machines > 1:
        size = f"{geo.width} x {geo.height} " if geo.width != 3 else ""
        return f"Two {size}machines, each counted on its own: {per} paylines and three shields in one machine; {hand}"
    return f"{per} paylines: every straight line of three, across, down or diagonal; {hand}"


def score_note(geo, hand_payline: bool = True) -> str:
    """The score card's footnote for this layout: the paylines, three ANY, three shields."""
    per = lines_per_machine(geo)
    hand = " and your hand" if hand_payline else " (your hand is no payline)"
    if geo.machines > 1:
        lines = f"Paylines: {per} in each machine{hand}. "
        shields = "anywhere in one machine (not split over two)"
    elif plain(geo):
        lines = f"Paylines: 3 rows, 3 columns, 2 diagonals{hand}. "
        shields = "anywhere in the machine"
    else:
        lines = f"Paylines: {per}, every straight line of three{hand}. "
        shields = "anywhere in the machine"
    return lines + f"Three ANY pay as a Seven (80). Three shields {shields} win; ANY can stand in."


def machine_labels(surface: pygame.Surface, rects: list[pygame.Rect], geo) -> None:
    """Under D each machine's name on a plaque across its top rim."""
    if geo.machines < 2:
        return
    for g in range(geo.machines):
        group = rects[g * geo.cells : (g + 1) * geo.cells]
        body = group[0].unionall(group[1:]).inflate(34, 34)
        label = f"{machine_name(geo, g)} \u00b7 {lines_per_machine(geo)} PAYLINES"
        img = text.render(label, text.BODY_BOLD, 15, art.GOLD)
        plaque = img.get_rect(center=(body.centerx, body.top + 1)).inflate(18, 6)
        pygame.draw.rect(surface, art.INK, plaque, border_radius=8)
        pygame.draw.rect(surface, art.GOLD, plaque, 2, border_radius=8)
        surface.blit(img, img.get_rect(center=plaque.center))


def payline_map(surface: pygame.Surface, rect: pygame.Rect, geo) -> None:
    """A small map of one machine's paylines: a dot per space and every payline drawn through them."""
    w, h = geo.width, geo.height
    step = min((rect.w - 6) / max(1, w - 1), (rect.h - 6) / max(1, h - 1))
    x0 = rect.centerx - step * (w - 1) / 2
    y0 = rect.centery - step * (h - 1) / 2

    def at(c):
        return (x0 + (c % w) * step, y0 + (c // w) * step)

    pygame.draw.rect(surface, art.INK, rect, border_radius=4)
    for i, line in enumerate(geo.lines[: lines_per_machine(geo)]):
        a, c = at(line[0]), at(line[2])
        pygame.draw.line(surface, palette.dim(art.GOLD, 0.55 + 0.45 * (i % 2)), a, c, 1)
    for c in range(geo.cells):
        pygame.draw.circle(surface, art.CARD_BG, at(c), 2)


def machine_caption(
    surface: pygame.Surface, rects: list[pygame.Rect], area: pygame.Rect, geo, hand_payline: bool
) -> None:
    """The caption under the machines (D and J): the payline map, then the words."""
    if plain(geo):
        return
    below = max(r.bottom for r in rects) + 17 + machine_art.LAMP_BAND + 6  # under the cabinet
    y = min(below + CAPTION_H // 2, area.bottom - CAPTION_H // 2)
    words = caption(geo, hand_payline)
    size = 16
    while size > 12 and text.font(text.BODY, size).size(words)[0] > area.w - 56:
        size -= 1
    img = text.render(words, text.BODY, size, palette.WHITE)
    total = 40 + img.get_width()
    x = area.centerx - total // 2
    payline_map(surface, pygame.Rect(x, y - 13, 30, 26), geo)
    surface.blit(img, img.get_rect(midleft=(x + 40, y)))


def payline_guides(surface: pygame.Surface, rects: list[pygame.Rect], geo, pos: int, colour) -> None:
    """The paylines through the space under the cursor, thin, so a player sees which lines a card there
    plays into (shown on the layouts that are not the book's plain 3x3)."""
    if plain(geo) or not 0 <= pos < geo.size:
        return
    for li in geo.lines_through[pos]:
        line = geo.lines[li]
        for p, q in zip(line, line[1:]):  # a link in the gap between two cards of the line
            a, b = rects[p].center, rects[q].center
            out_p = rects[p].inflate(-6, -6).clipline(a, b)
            in_q = rects[q].inflate(-6, -6).clipline(a, b)
            if not out_p or not in_q:
                continue
            start, end = out_p[1], in_q[0]
            pygame.draw.line(surface, art.INK, start, end, 8)
            pygame.draw.line(surface, colour, start, end, 4)


def memory_prompt(view, slot) -> str:
    if slot is not None and view.hand[slot] >= 0:
        return "From memory: green spaces are safe for this card. Elsewhere it is discarded"
    return "From memory: this card is face down. If the rules forbid the space, it is discarded"


def fit(message: str, width: int, size: int = LOG_SIZE) -> tuple[str, int]:
    """A log line that fits ``width``: a smaller size first, then cut with an ellipsis."""
    for s in (size, size - 1, size - 2):
        if text.font(text.BODY, s).size(message)[0] <= width:
            return message, s
    s = size - 2
    f = text.font(text.BODY, s)
    while message and f.size(message + "\u2026")[0] > width:
        message = message[:-1]
    return message + "\u2026", s


def team_tag(surface: pygame.Surface, team: int, pos) -> int:
    """A small "T1" pill for a seat's team; returns its width."""
    img = text.render(f"T{team + 1}", text.BODY_BOLD, 13, palette.BLACK)
    pill = img.get_rect(midleft=pos).inflate(10, 4)
    pygame.draw.rect(surface, palette.SEATS[team % len(palette.SEATS)], pill, border_radius=7)
    surface.blit(img, img.get_rect(center=pill.center))
    return pill.w


def draw_side(surface: pygame.Surface, frame: Frame, side: pygame.Rect) -> None:
    """The side panel: scores and prizes per seat (team tags, Spin Again cards in front), the deck, open
    cards (L), what the viewer has peeked at, the hint and the log."""
    from . import shown

    view = frame.view
    t = shown.table(frame)
    x, y = side.x + 16, side.y + 12
    scores = view.scores
    mode = view.cfg.mode
    coop, solo, teams = mode == "coop", mode == "solo", mode == "teams"
    if coop or solo:
        text.blit(
            surface,
            f"{'Team' if coop else 'Score'}: {scores[0]}",
            (x, y),
            size=24,
            face=text.BODY_BOLD,
            colour=palette.NEON_YELLOW,
        )
        text.blit(
            surface, rank_of(scores[0]), (side.right - 16, y + 4), size=20, colour=palette.NEON_PINK, anchor="topright"
        )
        y += 36
    if teams:
        text.blit(surface, "T1, T2...: the teams. Partners share one score.", (x, y), size=15, colour=palette.GREY)
        y += 22
    rows = len(frame.seats)
    row_h = 36 if rows > 4 else 44
    acting = t.acting
    for s in range(rows):
        r = pygame.Rect(side.x + 8, y, side.w - 16, row_h - 4)
        if s == acting:
            pygame.draw.rect(surface, palette.dim(seat_colour(s), 0.3), r, border_radius=8)
        draw.seat_badge(surface, s, (r.x + 14, r.centery), 9, frame.colour_blind)
        text.blit(
            surface,
            frame.name(s)[:11],
            (r.x + 30, r.centery),
            size=18,
            colour=seat_colour(s),
            anchor="midleft",
            face=text.BODY_BOLD,
        )
        ix = r.x + 140
        if teams:
            ix += team_tag(surface, s % view.cfg.teams, (ix, r.centery)) + 6
        if view.front[s]:  # Spin Again A: the card lies in front of its owner for all
            surface.blit(art.card(CARDS, SPIN, (22, 28)), (ix, r.centery - 14))
            ix += 30
        won = "  ".join(prize_summary(view.prizes[s]))  # readable: symbol, how many, points
        total = str(t.round_points[s] if coop or solo else scores[s])  # on the right: the words stop before it
        right = r.right - 16 - max(32, text.measure(text.body(20, bold=True), total))
        if won:
            words = text.fit(won, text.BODY, 15, right - ix)
            text.blit(surface, words, (ix, r.centery), size=15, colour=palette.WHITE, anchor="midleft")
        if not (coop or solo):
            text.blit(
                surface,
                str(scores[s]),
                (r.right - 8, r.centery),
                size=20,
                colour=palette.WHITE,
                anchor="midright",
                face=text.BODY_BOLD,
            )
        else:
            text.blit(
                surface,
                f"{t.round_points[s]}",
                (r.right - 8, r.centery),
                size=16,
                colour=palette.GREY,
                anchor="midright",
            )
        y += row_h
    y += 6
    pile = pygame.Rect(x, y, 54, 70)
    if view.draw_count:
        for i in range(min(3, view.draw_count), 0, -1):
            surface.blit(art.card(CARDS, EMPTY, pile.size), pile.move(2 * i, -2 * i))
    else:
        pygame.draw.rect(surface, palette.DIM, pile, 2, border_radius=8)
    text.blit(surface, f"Deck {view.draw_count}", (pile.right + 14, pile.y + 14), size=18, colour=palette.WHITE)
    text.blit(surface, f"Discards {view.discard_count}", (pile.right + 14, pile.y + 40), size=16, colour=palette.GREY)
    y = pile.bottom + 12
    if view.open:  # variation L: the open cards beside the deck
        text.blit(surface, "Open", (x, y + 22), size=16, colour=palette.GREY, anchor="midleft")
        for i, symbol in enumerate(view.open):
            surface.blit(art.card(CARDS, symbol, (36, 46)), (x + 50 + i * 40, y))
        y += 54
    y = _viewer_notes(frame, surface, x, y, side)
    # With the coach on, its room is kept whether it speaks now or not (a CPU's turn), so the score card
    # below stays where it is instead of growing and shrinking with each turn.
    notes_end = y + (COACH_ROOM if t.coaching else 0)
    hint = shown.hint(frame)
    if hint is not None:
        y = (
            text.paragraph(
                surface, "Hint: " + hint[1], pygame.Rect(x, y, side.w - 32, 70), size=17, colour=palette.NEON_CYAN
            )
            + 4
        )
    elif t.coaching:
        y = draw_coach(surface, shown.coach_lines(frame), x, y, side)
    y = max(y, notes_end)
    log_top = max(y + 4, side.bottom - LOG_LINES * 22 - 10)
    room = log_top - y - 14
    if room >= 150:  # the room between the table's state and the log: the prize values at a glance
        extras = expansions(view.cfg)
        card = pygame.Rect(side.x + 10, y + 2, side.w - 20, min(room, 240))
        machine_art.score_card(surface, CARDS, card, ranks=False, extras=extras)
    draw_log(surface, frame.timeline.log, x, log_top, side)


def draw_coach(surface: pygame.Surface, lines: list[str], x: int, y: int, side: pygame.Rect) -> int:
    """The coach's lines for the person choosing (see :mod:`.coach`); the height below them."""
    if not lines:
        return y
    text.blit(surface, "COACH", (x, y), size=14, colour=palette.NEON_GREEN, face=text.BODY_BOLD)
    y += 18
    for line in lines:
        y = text.paragraph(surface, line, pygame.Rect(x, y, side.w - 32, 66), size=16, colour=palette.NEON_CYAN) + 2
    return y + 4


def draw_log(surface: pygame.Surface, log: Sequence[LogLine], x: int, top: int, side: pygame.Rect) -> None:
    """The newest log lines (at most ``LOG_LINES``) that fit from ``top`` to the panel's foot, each in its
    own colour, each fitted to the panel's width."""
    room = min(LOG_LINES, (side.bottom - top - 8) // 22)
    for i, line in enumerate(log[-room:] if room > 0 else []):
        words, size = fit(line.text, side.w - 32)
        text.blit(surface, words, (x, top + i * 22), size=size, colour=line.colour)


def _viewer_notes(frame: Frame, surface: pygame.Surface, x: int, y: int, side: pygame.Rect) -> int:
    """What only the viewer knows: the cards peeked at (June), the Jackpot, a Cumber look."""
    from . import shown

    view = frame.view  # the viewer's view, or the public one (arcade.scenes.kit.secrecy)
    if view.seat < 0:
        return y
    if view.peek:
        text.blit(surface, "Next: " + ", ".join(NAMES[s] for s in view.peek), (x, y), size=16, colour=palette.NEON_CYAN)
        y += 22
    if view.jackpot:
        text.blit(surface, "Jackpot: your next prize scores double", (x, y), size=16, colour=palette.NEON_YELLOW)
        y += 22
    picker = shown.ready_picker(frame) if shown.my_turn(frame) else None
    cursor = frame.ui.cell
    if view.look and picker is not None and picker.step()[1] == "cell":
        under = view.look[cursor] if cursor < len(view.look) else []
        words = ", ".join(NAMES[s] for s in reversed(under)) or "nothing"
        text.paragraph(
            surface,
            f"Under it when you looked: {words}",
            pygame.Rect(x, y, side.w - 32, 44),
            size=16,
            colour=palette.NEON_GREEN,
        )
        y += 44
    return y
