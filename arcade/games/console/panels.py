"""Painters of the console scene's screen around the console itself: the background (the console's chassis
under its slide, the info panel's frame, the key hints) and the info panel, drawn from the values of
:mod:`.screen` (no rule arithmetic here)."""

from __future__ import annotations

import pygame

from arcade.core.render import draw, palette, text
from arcade.games.console.labels import SCORE_VALUES_NOTE
from arcade.games.console.layout import SLIDE_COLOURS
from arcade.games.console.panel import ButtonWells, PanelLayout, build_chassis, buttons_up, light_tag
from arcade.games.console.screen import DuelPanel, FreePlayPanel, ScoreLine, ScoreSum


def build_background(lay: PanelLayout, slide: str | None, hints: tuple[tuple[str, str], ...]) -> pygame.Surface:
    """The console's chassis under this slide, the info panel's frame and the key hints (the slow part of a
    frame: a scene makes it once per slide)."""
    surf = build_chassis(lay, slide)
    draw.panel(
        surf,
        lay.info,
        palette.DUSK,
        SLIDE_COLOURS.get(slide, palette.NEON_PURPLE) if slide is not None else palette.NEON_PURPLE,
        radius=16,
    )
    draw.hint_bar(surf, list(hints))
    return surf.convert() if pygame.display.get_surface() else surf


def build_with_buttons(
    lay: PanelLayout, slide: str | None, hints: tuple[tuple[str, str], ...]
) -> tuple[pygame.Surface, ButtonWells]:
    """:func:`build_background` with every button drawn up, and the panel under each button."""
    surf = build_background(lay, slide, hints)
    return surf, buttons_up(lay, surf)


def draw_free_play(surface: pygame.Surface, box: pygame.Rect, panel: FreePlayPanel) -> None:
    """Free Play's info panel (a replay's and the demo's too): what the console does, the game, its score,
    its tips and its high-score table; before a game, how to start one."""
    draw.note_box(surface, box)  # its frame is in the background
    x, y = box.x + 28, box.y + 26
    text.title(surface, panel.heading, (box.centerx, y + 8), size=22, colour=palette.NEON_YELLOW)
    y += 52
    text.blit(surface, panel.status, (x, y), size=24, colour=palette.WHITE)
    y += 40
    if panel.title is not None:
        text.blit(surface, panel.title, (x, y), size=26, colour=panel.accent, face=text.BODY_BOLD)
        y += 44
        if panel.score is not None:
            y += _draw_score(surface, box, x, y, panel.score, 48)
        y += 48 + 36
        if panel.coach:  # after a person's game: the coach, in place of the tips
            y = draw_coach(surface, panel.coach, x, y, box.right - 28 - x)
        else:
            for line in panel.tips:
                text.blit(surface, line, (x, y), size=20, colour=palette.WHITE)
                y += 26
        y += 18
        draw_table(surface, panel.board, x, y, box.right - 28)
    else:
        for line in panel.idle:
            text.blit(surface, line, (x, y), size=21, colour=palette.WHITE)
            y += 30
    if panel.footer is not None:
        msg, colour = panel.footer
        text.blit(surface, msg, (x, box.bottom - 40), size=20, colour=colour)


def draw_coach(surface: pygame.Surface, said: tuple[str, ...], x: int, y: int, width: int) -> int:
    """The coach's words after a game (:mod:`.coach`), wrapped to ``width``; the height below them."""
    for i, line in enumerate(said):
        for row in text.wrap(line, text.BODY, 17, width):
            text.blit(surface, row, (x, y), size=17, colour=palette.NEON_GREEN if i == 0 else palette.NEON_CYAN)
            y += 21
    return y


def draw_duel(surface: pygame.Surface, box: pygame.Rect, panel: DuelPanel) -> None:
    """A duel's info panel: whose turn it is, what is played, the mark to beat, the score."""
    draw.note_box(surface, box)  # its frame is in the background
    x, y = box.x + 28, box.y + 22
    text.title(surface, panel.heading, (box.centerx, y + 10), size=20, colour=palette.NEON_YELLOW)
    y += 44
    text.blit(surface, panel.title, (x, y), size=26, colour=panel.accent, face=text.BODY_BOLD)
    y += 40
    for line in panel.lines:
        text.blit(surface, line, (x, y), size=20, colour=palette.WHITE)
        y += 26
    if panel.to_beat is not None:
        text.blit(surface, f"To beat: {panel.to_beat}", (x, y), size=22, colour=palette.NEON_CYAN, face=text.BODY_BOLD)
        y += 30
        if panel.to_beat_lights is not None:
            y += draw_score_sum(surface, x, y, panel.to_beat_lights, box.right - 28) + 8
    y += 8
    if panel.waiting is not None:
        text.blit(surface, panel.waiting, (x, y), size=22, colour=palette.NEON_YELLOW)
        y += 36
    elif panel.score is not None:
        y += _draw_score(surface, box, x, y, panel.score, 52)
        y += 52 + 36
    for line in panel.tips:
        text.blit(surface, line, (x, y), size=20, colour=palette.GREY)
        y += 26


def _draw_score(surface: pygame.Surface, box: pygame.Rect, x: int, y: int, score: ScoreLine, below: int) -> int:
    """The score's label, the score big on the right, and ``below`` pixels under them a final score's sum
    of lights; returns how many pixels more than one row the sum took."""
    text.blit(surface, score.label, (x, y), size=20, colour=palette.GREY)
    text.title(surface, str(score.score), (box.right - 40, y + 14), size=44, colour=palette.WHITE, anchor="midright")
    if score.lights is None:
        return 0
    return draw_score_sum(surface, x, y + below, score.lights, box.right - 28) - SUM_ROW_H


SUM_ROW_H = 26  # one row of a sum of lights
NOTE_H = 32
"""The line under a score's sum of lights that says the round tags are score values, not keys."""


def draw_score_sum(surface: pygame.Surface, x: int, y: int, lights: ScoreSum, right: int) -> int:
    """The score as the lights show it: the lit lights' number tags added up (``labels.score_sum``), in
    rows that end before ``right`` (a long sum, "7 full boards 315 + ... = 348", goes on under the first
    piece), and under it the note that these values count only for the score (``NOTE_H`` high); returns
    the height it took."""
    left = x
    start = text.blit(surface, "Lights lit:", (x, y), size=20, colour=palette.GREY).right + 8
    f = text.body(20)
    words: list[str | int] = [*lights.pieces] if lights.pieces else ["none"]
    top, x = y, start
    for i, piece in enumerate(words):
        last = i == len(words) - 1
        width = (text.measure(f, "+") + 6 if i else 0) + _piece_width(f, piece)
        width += text.measure(f, f" = {lights.score}") if last else 0
        if i and x + width > right:
            x, y = start, y + SUM_ROW_H
        if i:
            x = text.blit(surface, "+", (x, y), size=20, colour=palette.GREY).right + 6
        if isinstance(piece, int):
            tag = light_tag(piece)
            surface.blit(tag, tag.get_rect(midleft=(x, y + 12)))
            x += tag.get_width() + 6
        else:
            x = text.blit(surface, piece, (x, y), size=20, colour=palette.GREY).right + 6
    text.blit(surface, f"= {lights.score}", (x, y), size=20, colour=palette.GREY)
    text.blit(surface, SCORE_VALUES_NOTE, (left, y + 30), size=17, colour=palette.NEON_YELLOW)
    return y - top + SUM_ROW_H + NOTE_H


def _piece_width(f: pygame.font.Font, piece: str | int) -> int:
    return light_tag(piece).get_width() + 6 if isinstance(piece, int) else text.measure(f, piece) + 6


def draw_table(surface: pygame.Surface, rows: tuple[tuple[str, str], ...], x: int, y: int, right: int) -> None:
    """The high-score table: "HIGH SCORES", then each row's rank and name, its score on the right."""
    text.blit(surface, "HIGH SCORES", (x, y), size=20, colour=palette.NEON_CYAN, face=text.BODY_BOLD)
    y += 30
    if not rows:
        text.blit(surface, "none yet", (x, y), size=20, colour=palette.DIM)
    for name, score in rows:
        text.blit(surface, name, (x, y), size=20, colour=palette.WHITE)
        text.blit(surface, score, (right, y), size=20, colour=palette.NEON_YELLOW, anchor="topright")
        y += 26
