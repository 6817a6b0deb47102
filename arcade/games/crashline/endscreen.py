"""The Crash Line end screen: who won, and every score pile as best card + tickets per machine."""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text

from . import art
from .cards import MACHINES, N_MACHINES
from .rules import machine_parts


def standings(state) -> list[int]:
    """Seats best first: score, then most cards (the rulebook's tie-break), then seat order."""
    return sorted(range(state.num_seats), key=lambda s: (-state.score[s], -state.pile_count[s], s))


def winner_title(scene) -> str:
    winners = scene.state.winners()
    if len(winners) == 1:
        return f"{scene.name(winners[0]).upper()} WINS!"
    return "SHARED WIN: " + " & ".join(scene.name(w) for w in winners)


def machine_label(cards) -> str:
    best, tickets = machine_parts(cards)
    if not best:
        return "-"
    return f"{best} + {tickets}" if tickets else str(best)


def draw_end(surface, scene) -> None:
    state = scene.state
    draw.dim_overlay(surface, 150)
    box = pygame.Rect(140, 70, 1000, 580)
    draw.panel(surface, box, palette.NIGHT, palette.NEON_PINK, alpha=240)
    winners = state.winners()
    text.title(surface, winner_title(scene), (box.centerx, box.y + 40), size=28, colour=palette.NEON_YELLOW)
    cols = [box.x + 40, box.x + 260] + [box.x + 360 + 105 * m for m in range(N_MACHINES)] + [box.x + 900]
    y = box.y + 90
    text.blit(surface, "player", (cols[0], y), size=18, colour=palette.GREY)
    text.blit(surface, "cards", (cols[1], y), size=18, colour=palette.GREY)
    for m in range(N_MACHINES):
        text.blit(surface, MACHINES[m], (cols[2 + m] + 40, y), size=15, colour=art.MACHINE_COLOURS[m], anchor="midtop")
    text.blit(surface, "TOTAL", (cols[-1], y), size=18, colour=palette.GREY)
    y += 34
    text.blit(surface, "best card + tickets per machine", (cols[2] + 10, y - 10), size=14, colour=palette.DIM)
    row_h = min(64, (box.bottom - 70 - y) // max(1, state.num_seats))
    for s in standings(state):
        y += row_h
        colour = palette.SEATS[s % len(palette.SEATS)]
        mark = "* " if s in winners else ""
        text.blit(
            surface, mark + scene.name(s), (cols[0], y), size=22, colour=colour, face=text.BODY_BOLD, anchor="midleft"
        )
        text.blit(surface, str(state.pile_count[s]), (cols[1], y), size=22, anchor="midleft")
        for m in range(N_MACHINES):
            text.blit(surface, machine_label(state.piles[s][m]), (cols[2 + m] + 40, y), size=20, anchor="center")
        text.title(surface, str(state.score[s]), (cols[-1] + 30, y), size=20, colour=palette.WHITE)
    text.blit(
        surface,
        "Ties: most cards wins; still tied, the win is shared.",
        (box.centerx, box.bottom - 30),
        size=17,
        colour=palette.GREY,
        anchor="center",
    )
