"""Vegas Slot Machine 1973: what the end card holds (points and rank, or the winners; the base scene draws
it with the scene kit's end card), the score card and the key hints along the bottom."""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.render import draw, palette, text
from arcade.games.vegas import machine_art
from arcade.scenes.kit import keys
from arcade.scenes.kit.endscreen import EndCard, EndLine, EndRow, standings, winner_title

from . import panels
from .components import RANK_TEXT, RANKS, rank_of
from .machine import MACHINE
from .panels import prize_summary, seat_colour

NUMPAD_KEYS = {**keys.NUMPAD_KEYS, "extra": "b9"}


def rank_line(score: int) -> str:
    """The rulebook's own line for the rank of a solo or co-op score ("650+ points Master")."""
    name = rank_of(score)
    return next(t for (_low, n), t in zip(RANKS, RANK_TEXT) if n == name)


def end_card(scene: Any) -> EndCard:
    """Solo and co-op: the points, the rank, the prizes and the high scores; else who won, every score and
    each seat's prizes."""
    st = scene.state
    scores = st.scores()
    width = MACHINE.w - 20
    if scene.mode() in ("solo", "coop"):
        lines = [EndLine(rank_line(scores[0]), palette.NEON_PINK, 26, True)]
        summary = prize_summary([p for seat in range(st.num_seats) for p in st.prizes[seat]])
        for i in range(0, len(summary), 4):
            lines.append(EndLine("   ".join(summary[i : i + 4]), palette.WHITE, 18))
        if not summary:
            lines.append(EndLine("No prize this time", palette.GREY, 18))
        rec = scene.app.stats.board(scene.stats_board())
        best = rec.get("best")
        if best is not None and not scene.demo:
            lines.append(EndLine(f"High score: {best:g}", palette.WHITE, 22))
        for i, e in enumerate(rec.get("top", [])[:3]):
            lines.append(EndLine(f"{i + 1}. {e['name']}  {e['score']:g}  {e['date']}", palette.GREY, 18))
        return EndCard(f"{scores[0]} POINTS", lines=tuple(lines), width=width, dim=0, centre=MACHINE.center)
    win = st.winners()
    names = [scene.name(s) for s in range(len(scores))]
    rows = tuple(
        EndRow(s, names[s], ("  ".join(prize_summary(st.prizes[s])) or "-",), str(scores[s]), s in win, seat_colour(s))
        for s in standings(scores)
    )
    title = winner_title(names, win) if len(win) == 1 else " & ".join(names[s] for s in win).upper() + " WIN"
    return EndCard(
        title,
        seat_colour(win[0]),
        columns=("prizes won",),
        rows=rows,
        total_label="POINTS",
        width=width,
        row_h=36,
        dim=0,
        centre=MACHINE.center,
    )


def draw_score_card(surface: pygame.Surface, scene: Any) -> None:
    """The score card over the dimmed table, with this layout's footnote and the expansions in play."""
    draw.dim_overlay(surface, 150)
    box = pygame.Rect(0, 0, 760, 560)
    box.center = (draw.SCREEN_W // 2, draw.SCREEN_H // 2 - 10)
    cfg = scene.state.cfg
    extras = panels.expansions(cfg)
    text.title(surface, "SCORE CARD", (box.centerx, box.y - 4), size=22, colour=palette.NEON_YELLOW)
    machine_art.score_card(
        surface,
        scene.app.cards,
        box.inflate(0, -24).move(0, 12),
        ranks=True,
        extras=extras,
        note=panels.score_note(scene.state.geo, not cfg.has("H")),
    )


def key_label(scene: Any, device: str, action: str) -> str:
    """The name of the key that does ``action`` on ``device`` (the numpad's 9 is this game's hint)."""
    return keys.key_label(scene.app.keymap, device, action, NUMPAD_KEYS)


def draw_hints(surface: pygame.Surface, scene: Any) -> None:
    """The keys of the person to act (or the first person at the table); under the end card, the base's."""
    humans = scene.human_seats()
    y = draw.SCREEN_H - 24
    if scene.state.is_terminal():
        return
    seat = scene.acting()
    if seat is None or scene.is_cpu(seat):
        seat = humans[0] if humans else None
    if seat is None:
        draw.hint_bar(surface, [("Demo", "all CPUs")], y=y)
        return
    dev = scene.config.seats[seat].device
    if scene.held is not None and scene.held[1] == seat:  # a placement waits for the turn's end
        held = [
            (key_label(scene, dev, "confirm"), "end turn"),
            (key_label(scene, dev, "undo"), "undo"),
            (key_label(scene, dev, "alt"), "score card"),
        ]
        draw.hint_bar(surface, held, y=y)
        return
    hints = [
        ("Arrows" if dev in ("keys_a", "pad") else "WASD" if dev == "keys_b" else "2468", "move"),
        (key_label(scene, dev, "confirm"), "choose"),
        (key_label(scene, dev, "back"), "step back"),
        (key_label(scene, dev, "alt"), "score card"),
    ]
    if scene.mode() == "solo":
        hints.append((key_label(scene, dev, "extra"), "hint"))
    if scene.can_undo(seat):  # only while a move of this person's can be taken back
        hints.append((key_label(scene, dev, "undo"), "undo"))
    draw.hint_bar(surface, hints, y=y)
