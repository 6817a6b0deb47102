"""Vegas Slot Machine 1973: what the end card holds (points and rank, or the winners; the base scene draws
it with the scene kit's end card, from the final view, the names and the high scores), and, from a frame,
the score card and the key hints along the bottom."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from arcade.core.render import draw, palette, text
from arcade.core.render.cards import CARDS
from arcade.games.vegas import machine_art
from arcade.scenes.kit import keys
from arcade.scenes.kit.endscreen import EndCard, EndLine, EndRow, standings, winner_title
from arcade.scenes.kit.frame import Frame

from . import panels, shown
from .components import RANK_TEXT, RANKS, rank_of
from .machine import MACHINE
from .panels import prize_summary, seat_colour

NUMPAD_KEYS = {**keys.NUMPAD_KEYS, "extra": "b9"}


def rank_line(score: int) -> str:
    """The rulebook's own line for the rank of a solo or co-op score ("650+ points Master")."""
    name = rank_of(score)
    return next(t for (_low, n), t in zip(RANKS, RANK_TEXT) if n == name)


def end_card(view: Any, names: Sequence[str], winners: Sequence[int], record: Mapping[str, Any], demo: bool) -> EndCard:
    """Solo and co-op: the points, the rank, the prizes and the high scores (``record``: the game's board in
    the statistics; no high score in a demo); else who won, every score and each seat's prizes."""
    scores = view.scores
    width = MACHINE.w - 20
    if view.cfg.mode in ("solo", "coop"):
        lines = [EndLine(rank_line(scores[0]), palette.NEON_PINK, 26, True)]
        summary = prize_summary([p for seat in range(len(scores)) for p in view.prizes[seat]])
        for i in range(0, len(summary), 4):
            lines.append(EndLine("   ".join(summary[i : i + 4]), palette.WHITE, 18))
        if not summary:
            lines.append(EndLine("No prize this time", palette.GREY, 18))
        rec = record
        best = rec.get("best")
        if best is not None and not demo:
            lines.append(EndLine(f"High score: {best:g}", palette.WHITE, 22))
        for i, e in enumerate(rec.get("top", [])[:3]):
            lines.append(EndLine(f"{i + 1}. {e['name']}  {e['score']:g}  {e['date']}", palette.GREY, 18))
        return EndCard(f"{scores[0]} POINTS", lines=tuple(lines), width=width, dim=0, centre=MACHINE.center)
    win = list(winners)
    rows = tuple(
        EndRow(
            s, names[s], ("  ".join(prize_summary(view.prizes[s])) or "-",), str(scores[s]), s in win, seat_colour(s)
        )
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


def draw_score_card(surface: pygame.Surface, frame: Frame) -> None:
    """The score card over the dimmed table, with this layout's footnote and the expansions in play."""
    draw.dim_overlay(surface, 150)
    box = pygame.Rect(0, 0, 760, 560)
    box.center = (draw.SCREEN_W // 2, draw.SCREEN_H // 2 - 10)
    cfg = frame.view.cfg
    extras = panels.expansions(cfg)
    text.title(surface, "SCORE CARD", (box.centerx, box.y - 4), size=22, colour=palette.NEON_YELLOW)
    machine_art.score_card(
        surface,
        CARDS,
        box.inflate(0, -24).move(0, 12),
        ranks=True,
        extras=extras,
        note=panels.score_note(frame.view.geo, not cfg.has("H")),
    )


def keycaps(keymap: Any, device: str) -> tuple[tuple[str, str], ...]:
    """The names of the keys the hint bar shows on ``device`` (the numpad's 9 is this game's hint)."""
    return tuple((a, keys.key_label(keymap, device, a, NUMPAD_KEYS)) for a in HINT_ACTIONS)


HINT_ACTIONS = ("confirm", "back", "alt", "extra", "undo")


def draw_hints(surface: pygame.Surface, frame: Frame) -> None:
    """The keys of the person to act (or the first person at the table); under the end card, the base's."""
    t = shown.table(frame)
    humans = frame.people()
    y = draw.SCREEN_H - 24
    if t.over:
        return
    seat = t.acting
    cpu_turn = seat is None or frame.is_cpu(seat)
    if cpu_turn:
        seat = humans[0] if humans else None
    if seat is None:
        draw.hint_bar(surface, [("Demo", "all CPUs")], y=y)
        return
    dev = frame.seats[seat].device
    key = t.keycap
    if cpu_turn:  # while a CPU plays, a person's keys only open the score card (or take their move back)
        draw.hint_bar(surface, [(key("alt"), "score card"), *([(key("undo"), "undo")] if t.undo else [])], y=y)
        return
    if t.held is not None and t.held[1] == seat:  # a placement waits for the turn's end
        held = [(key("confirm"), "end turn"), (key("undo"), "undo"), (key("alt"), "score card")]
        draw.hint_bar(surface, held, y=y)
        return
    hints = [
        ("Arrows" if dev in ("keys_a", "pad") else "WASD" if dev == "keys_b" else "2468", "move"),
        (key("confirm"), "choose"),
        (key("back"), "step back"),
        (key("alt"), "score card"),
    ]
    if frame.view.cfg.mode == "solo":
        hints.append((key("extra"), "hint"))
    if t.undo:  # only while a move of this person's can be taken back
        hints.append((key("undo"), "undo"))
    draw.hint_bar(surface, hints, y=y)
