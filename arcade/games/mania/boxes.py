"""Electronic Arcade Mania's boxes in the middle of the board: the duel box and a person's choice boxes.

Painters only (they read a frame: its view, which is the person's own while their question is drawn, its
names and key names, and the cursors of its UI state, :class:`~arcade.games.mania.ui.ManiaUI`, with what
:mod:`.controller` offers; no rule arithmetic, no scene). Where they go:
with no duel the choice box fills the middle (``CHOICE_RECT``). During a duel the duel box stands at the
board map's ``duel`` area (top left of the middle, over nothing else) and a choice box takes the space to
its right (``DUEL_CHOICE_RECT``), so the skill dice, the +4 and the scores stay in sight while cards are
decided. Duellists are marked by their pawns (with their initials) and the words CHALLENGER / DEFENDER.
"""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text
from arcade.games.console.duel_api import GAME_TITLES
from arcade.games.mania import art, controller
from arcade.games.mania.actions import Play
from arcade.games.mania.cards import CARD_TEXT
from arcade.scenes.kit.frame import Frame

# Both stand between the TAKE A CARD labels above and below the board's middle (issue 36: the bet box's
# border ran over them).
CHOICE_RECT = pygame.Rect(150, 176, 560, 270)
DUEL_CHOICE_RECT = pygame.Rect(360, 176, 396, 270)
ROW_H = 28


def choice_rect(view) -> pygame.Rect:
    """Where a person's choice box goes now: beside the duel box while a duel is on."""
    return DUEL_CHOICE_RECT if view.duel is not None else CHOICE_RECT


def role_word(duel, seat: int) -> str:
    return "CHALLENGER" if seat == duel.challenger else "DEFENDER"


def draw_duel_box(surface, frame: Frame, duel, box: pygame.Rect, result: str | None = None) -> None:
    """The duel: game and limit, each duellist's pawn, name, role, skill die, +4 and score, the result
    (``result``: the words shown once it is won)."""
    view = frame.view
    draw.panel(surface, box, palette.DUSK, palette.NEON_PINK, radius=10, width=2)
    text.blit(
        surface,
        f"DUEL  {GAME_TITLES[duel.game]}  limit {duel.limit}",
        (box.centerx, box.y + 16),
        size=16,
        anchor="center",
        colour=palette.NEON_PINK,
        face=text.BODY_BOLD,
    )
    for i, seat in enumerate(duel.duellists):
        y = box.y + 34 + i * 50
        slide = view.slide_of[seat]
        art.draw_seat_pawn(
            surface, (box.x + 20, y + 18), seat, art.PAWN_RGB.get(slide, palette.GREY), 12, frame.colour_blind
        )
        text.blit(surface, frame.name(seat), (box.x + 40, y + 2), size=18, colour=palette.WHITE)
        text.blit(
            surface, role_word(duel, seat), (box.x + 40, y + 24), size=13, colour=palette.NEON_PINK, face=text.BODY_BOLD
        )
        if seat in duel.skill:
            art.draw_die(surface, pygame.Rect(box.right - 104, y + 6, 26, 26), duel.effective_skill(seat), black=True)
        if duel.bonus.get(seat):
            text.blit(
                surface,
                f"+{duel.bonus[seat]}",
                (box.right - 72, y + 8),
                size=18,
                colour=palette.NEON_YELLOW,
                face=text.BODY_BOLD,
            )
        if seat in duel.raw:
            text.blit(
                surface,
                f"{duel.final(seat)}",
                (box.right - 10, y + 4),
                size=22,
                colour=palette.WHITE,
                anchor="topright",
                face=text.BODY_BOLD,
            )
    if result:
        lines = text.wrap(result, text.BODY_BOLD, 16, box.w - 16)
        for k, line in enumerate(lines[:2]):
            text.blit(
                surface,
                line,
                (box.centerx, box.bottom - 14 - 18 * (len(lines[:2]) - 1 - k)),
                size=16,
                anchor="center",
                colour=palette.GOOD,
                face=text.BODY_BOLD,
            )


def draw_choice(surface, frame: Frame, seat: int) -> None:
    """A person's choice: a bet, a challenge, or a list (a card window, a full-hand draw, a Game Slide),
    from the frame's view (``seat``'s own: a question is drawn only for the person who may look)."""
    view = frame.view
    box = choice_rect(view)
    draw.panel(surface, box, palette.NIGHT, palette.NEON_CYAN, radius=12, width=2)
    if view.phase == "bet":
        draw_bet_choice(surface, frame, seat, box)
    elif view.phase == "challenge":
        draw_challenge_choice(surface, frame, box)
    else:
        draw_list_choice(surface, frame, seat, box)


def draw_list_choice(surface, frame: Frame, seat: int, box: pygame.Rect) -> None:
    controls = frame.ui
    view = frame.view
    names = frame.names
    x, y = box.x + 20, box.y + 12
    for line in text.wrap(controller.choice_title(view, seat, names), text.BODY_BOLD, 19, box.w - 36)[:2]:
        text.blit(surface, line, (x, y), size=19, colour=palette.NEON_CYAN, face=text.BODY_BOLD)
        y += 24
    reminder = controller.reminder(view)
    if reminder:  # Collect cards count for nothing at the end (issue 36)
        text.blit(surface, text.fit(reminder, text.BODY, 15, box.w - 36), (x, y + 2), size=15, colour=palette.WARN)
        y += 22
    y += 8
    options = controller.options(view, names)
    help_top = box.bottom - 52
    rows = max(1, (help_top - y) // ROW_H)
    first = max(0, min(controls.menu - rows // 2, len(options) - rows))
    for i, (label, _action) in enumerate(options[first : first + rows], start=first):
        chosen = i == controls.menu
        if chosen:
            pygame.draw.rect(surface, palette.PANEL_HI, (x - 6, y - 2, box.w - 28, 26), border_radius=6)
        text.blit(surface, label, (x + 4, y), size=18, colour=palette.NEON_YELLOW if chosen else palette.WHITE)
        y += ROW_H
    if len(options) > rows:
        text.blit(
            surface,
            f"{controls.menu % len(options) + 1} of {len(options)}",
            (box.right - 16, box.y + 14),
            size=14,
            anchor="topright",
            colour=palette.GREY,
        )
    action = options[controls.menu % len(options)][1]
    if isinstance(action, Play):
        text.paragraph(
            surface, CARD_TEXT[action.card], pygame.Rect(x, help_top + 4, box.w - 40, 46), size=15, colour=palette.GREY
        )


def draw_bet_choice(surface, frame: Frame, seat: int, box: pygame.Rect) -> None:
    view = frame.view
    duel = view.duel
    controls = frame.ui
    text.blit(
        surface,
        f"{frame.name(seat)}: your secret bet (limit {duel.limit})",
        (box.x + 20, box.y + 14),
        size=19,
        colour=palette.NEON_CYAN,
        face=text.BODY_BOLD,
    )
    sides = [None, duel.challenger, duel.defender]
    step = (box.w - 40 - 84) // 2
    for i, on in enumerate(sides):
        r = pygame.Rect(box.x + 20 + i * step, box.y + 50, 84, 96)
        chosen = i == controls.bet_side
        if on is None:
            pygame.draw.rect(surface, palette.DUSK, r, border_radius=6)
            pygame.draw.rect(surface, palette.NEON_YELLOW if chosen else palette.GREY, r, 2, border_radius=6)
            text.blit(surface, "NO BET", r.center, size=16, anchor="center", colour=palette.WHITE, face=text.BODY_BOLD)
            captions = ("sit this one out", "")
        else:
            art.draw_bet_card(surface, r, view.slide_of[on], highlight=chosen)
            captions = (frame.name(on), role_word(duel, on).lower())
        if chosen:
            pygame.draw.rect(surface, palette.NEON_YELLOW, r.inflate(10, 10), 3, border_radius=8)
        text.blit(surface, captions[0], (r.centerx, r.bottom + 16), size=16, anchor="center", colour=palette.WHITE)
        if captions[1]:
            text.blit(
                surface,
                captions[1],
                (r.centerx, r.bottom + 34),
                size=13,
                anchor="center",
                colour=palette.NEON_PINK,
                face=text.BODY_BOLD,
            )
    draw_stake(surface, frame, seat, box)
    text.blit(
        surface,
        bet_keys(frame, seat),
        (box.x + 20, box.bottom - 26),
        size=14,
        colour=palette.GREY,
    )


def stake_lines(frame: Frame, seat: int) -> tuple[str, str]:
    """The bet box's two lines: the stake chosen (and on whom), and the limit with what the stake does."""
    view = frame.view
    duel = view.duel
    controls = frame.ui
    top = controller.bet_top(view)
    limit = f"Limit {duel.limit}: stake 1 to {top}" + (f" (you hold {view.worth(seat)})" if top < duel.limit else "")
    if not controls.bet_side:
        return "Stake: none (no bet)", f"{limit}, or sit this one out."
    on = (duel.challenger, duel.defender)[controls.bet_side - 1]
    amount = min(controls.bet_amount, top)
    return (
        f"Stake: {amount} {'chip' if amount == 1 else 'chips'} on {frame.name(on)}",
        f"{limit}. Right: +{amount}, wrong: -{amount}.",
    )


def draw_stake(surface, frame: Frame, seat: int, box: pygame.Rect) -> None:
    """The stake and the limit, always in sight under the cards (with the stake's chips)."""
    controls = frame.ui
    stake, limit = stake_lines(frame, seat)
    shown = text.blit(
        surface,
        stake,
        (box.x + 20, box.bottom - 80),
        size=18,
        colour=palette.NEON_YELLOW if controls.bet_side else palette.GREY,
        face=text.BODY_BOLD,
    )
    if controls.bet_side:
        red, white = divmod(min(controls.bet_amount, controller.bet_top(frame.view)), 5)
        x = shown.right + 22
        for count, is_red in ((red, True), (white, False)):
            if count:
                x = art.draw_stack(surface, (x, box.bottom - 66), count, is_red, r=10).right + 18
    text.blit(surface, limit, (box.x + 20, box.bottom - 52), size=15, colour=palette.WHITE)


def draw_challenge_choice(surface, frame: Frame, box: pygame.Rect) -> None:
    view = frame.view
    controls = frame.ui
    seat = view.current_player()
    games, defenders = controller.challenge_axes(view)
    text.blit(
        surface,
        f"{frame.name(seat)}: challenge a player to a duel",
        (box.x + 20, box.y + 14),
        size=19,
        colour=palette.NEON_CYAN,
        face=text.BODY_BOLD,
    )
    text.blit(surface, "Game (Left / Right):", (box.x + 20, box.y + 50), size=17, colour=palette.GREY)
    for i, g in enumerate(games):
        r = pygame.Rect(box.x + 20 + i * 132, box.y + 76, 124, 34)
        chosen = i == controls.ch_game % len(games)
        pygame.draw.rect(surface, art.PAWN_RGB[g] if chosen else palette.dim(art.PAWN_RGB[g], 0.5), r, border_radius=6)
        if chosen:
            pygame.draw.rect(surface, palette.NEON_YELLOW, r, 2, border_radius=6)
        text.blit(
            surface, GAME_TITLES[g], r.center, size=15, anchor="center", colour=palette.WHITE, face=text.BODY_BOLD
        )
    text.blit(surface, "Opponent (Up / Down):", (box.x + 20, box.y + 124), size=17, colour=palette.GREY)
    for i, d in enumerate(defenders):
        y = box.y + 150 + i * 30
        chosen = i == controls.ch_defender % len(defenders)
        if chosen:
            pygame.draw.rect(surface, palette.PANEL_HI, (box.x + 14, y - 3, 300, 28), border_radius=6)
        owner = view.slide_of[d]
        art.draw_seat_pawn(
            surface, (box.x + 34, y + 11), d, art.PAWN_RGB.get(owner, palette.GREY), 10, frame.colour_blind
        )
        text.blit(
            surface,
            f"{frame.name(d)}  ({view.worth(d)} chips)",
            (box.x + 52, y),
            size=18,
            colour=palette.NEON_YELLOW if chosen else palette.WHITE,
        )


ROLL_RECT = pygame.Rect(250, 236, 360, 150)


def draw_roll_prompt(surface, frame: Frame, seat: int, key: str) -> None:
    """A person's turn to roll: their pawn, "Press <their confirm key> to roll" (``key``) and the red die
    waiting."""
    box = ROLL_RECT
    draw.panel(surface, box, palette.NIGHT, palette.NEON_YELLOW, radius=12, width=2)
    slide = frame.view.slide_of[seat]
    art.draw_seat_pawn(
        surface, (box.x + 30, box.y + 32), seat, art.PAWN_RGB.get(slide, palette.GREY), 13, frame.colour_blind
    )
    text.blit(
        surface,
        f"{frame.name(seat)}'s turn",
        (box.x + 52, box.y + 20),
        size=20,
        colour=palette.WHITE,
        face=text.BODY_BOLD,
    )
    pulse = (frame.now // 450) % 2 == 0 or frame.reduce_flashing
    text.blit(
        surface,
        f"Press {key} to roll",
        (box.x + 24, box.y + 70),
        size=24,
        colour=palette.NEON_YELLOW if pulse else palette.mix(palette.NEON_YELLOW, palette.WHITE, 0.5),
        face=text.BODY_BOLD,
    )
    art.draw_die(surface, pygame.Rect(box.right - 78, box.y + 56, 54, 54), 6)
    text.blit(surface, "then your pawn moves", (box.x + 24, box.y + 108), size=15, colour=palette.GREY)


def bet_keys(frame: Frame, seat: int) -> str:
    """The bet box's keys, named for the seat's own device."""
    keys, dev = frame.keys, frame.seats[seat].device
    lr, ud = keys.pair(dev, "left", "right"), keys.pair(dev, "up", "down")
    return f"{lr}: card    {ud}: stake    {keys.key(dev, 'confirm')}: bet face down"
