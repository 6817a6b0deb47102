"""Vegas Slot Machine 1973: painters of the end (points and rank, or the winners), the score card and the
key hints along the bottom."""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.render import draw, palette, text
from arcade.games.vegas import machine_art

from . import panels
from .components import CUMBER, RANK_TEXT, RANKS, SPIN, rank_of
from .machine import MACHINE
from .panels import seat_colour

PAD_KEYS = {"confirm": "A", "back": "B", "alt": "X", "extra": "Y"}
NUMPAD_KEYS = {"confirm": "5", "back": "0", "alt": ".", "extra": "9"}


def rank_line(score: int) -> str:
    """The rulebook's own line for the rank of a solo or co-op score ("650+ points Master")."""
    name = rank_of(score)
    return next(t for (_low, n), t in zip(RANKS, RANK_TEXT) if n == name)


def draw_end(surface: pygame.Surface, scene: Any) -> None:
    """Solo and co-op: the points, the rank and the high scores; else who won and every score."""
    st = scene.state
    box = pygame.Rect(0, 0, 640, 300)
    box.center = MACHINE.center
    draw.panel(surface, box, palette.NIGHT, palette.NEON_YELLOW, alpha=235)
    scores = st.scores()
    if scene.mode() in ("solo", "coop"):
        text.title(surface, f"{scores[0]} POINTS", (box.centerx, box.y + 56), size=34)
        text.blit(
            surface,
            rank_line(scores[0]),
            (box.centerx, box.y + 110),
            size=28,
            anchor="center",
            colour=palette.NEON_PINK,
            face=text.BODY_BOLD,
        )
        rec = scene.app.stats.board(scene.stats_board())
        best = rec.get("best")
        if best is not None and not scene.demo:
            at = (box.centerx, box.y + 156)
            text.blit(surface, f"High score: {best:g}", at, size=22, anchor="center", colour=palette.WHITE)
        for i, e in enumerate(rec.get("top", [])[:3]):
            text.blit(
                surface,
                f"{i + 1}. {e['name']}  {e['score']:g}  {e['date']}",
                (box.centerx, box.y + 192 + 26 * i),
                size=18,
                anchor="center",
                colour=palette.GREY,
            )
        return
    win = st.winners()
    names = " & ".join(scene.name(s) for s in win)
    text.title(
        surface,
        f"{names.upper()[:24]} WIN{'S' if len(win) == 1 else ''}",
        (box.centerx, box.y + 50),
        size=26,
        colour=seat_colour(win[0]),
    )
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    for i, s in enumerate(order[:8]):
        text.blit(
            surface,
            f"{scene.name(s)}  {scores[s]}",
            (box.x + 60 + (i // 4) * 280, box.y + 100 + 36 * (i % 4)),
            size=22,
            colour=seat_colour(s),
        )


def draw_score_card(surface: pygame.Surface, scene: Any) -> None:
    """The score card over the dimmed table, with this layout's footnote and the expansions in play."""
    draw.dim_overlay(surface, 150)
    box = pygame.Rect(0, 0, 760, 560)
    box.center = (draw.SCREEN_W // 2, draw.SCREEN_H // 2 - 10)
    cfg = scene.state.cfg
    extras = tuple(s for s, on in ((SPIN, cfg.spin), (CUMBER, cfg.cumber)) if on)
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
    """The name of the key that does ``action`` on ``device``."""
    if device.startswith("pad"):
        return PAD_KEYS.get(action, action)
    if device == "numpad":
        return NUMPAD_KEYS.get(action, action)
    return scene.app.input.key_name(device, action) or action


def draw_hints(surface: pygame.Surface, scene: Any) -> None:
    """The keys of the person to act (or the first person at the table); at the end, rematch and leave."""
    humans = scene.human_seats()
    y = draw.SCREEN_H - 24
    if scene.state.is_terminal():
        if not scene.busy() and humans:
            dev = scene.config.seats[humans[0]].device
            keys = [("confirm", "rematch"), ("back", "leave"), ("alt", "score card")]
            draw.hint_bar(surface, [(key_label(scene, dev, a), what) for a, what in keys], y=y)
        return
    seat = scene.acting()
    if seat is None or scene.is_cpu(seat):
        seat = humans[0] if humans else None
    if seat is None:
        draw.hint_bar(surface, [("Demo", "all CPUs")], y=y)
        return
    dev = scene.config.seats[seat].device
    hints = [
        ("Arrows" if dev in ("keys_a", "pad") else "WASD" if dev == "keys_b" else "2468", "move"),
        (key_label(scene, dev, "confirm"), "choose"),
        (key_label(scene, dev, "back"), "step back"),
        (key_label(scene, dev, "alt"), "score card"),
    ]
    if scene.mode() == "solo":
        hints.append((key_label(scene, dev, "extra"), "hint"))
    draw.hint_bar(surface, hints, y=y)
