"""Arcade-style initials entry for a high-score table: three letters, up/down to change, left/right to
move, confirm to accept."""
from __future__ import annotations

from typing import Callable

import pygame

from arcade.core.input import ActionEvent
from arcade.core.render import draw, palette, text, tween
from arcade.core.scenes import Scene
from arcade.scenes.common import is_back, is_confirm

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ."


class InitialsScene(Scene):
    menu_repeat = True
    opaque = False

    def __init__(self, app, score_text: str, on_done: Callable[[str], None], initial: str = "AAA",
                 device: str | None = None) -> None:
        super().__init__(app)
        self.letters = [c if c in ALPHABET else "A" for c in (initial + "AAA")[:3]]
        self.pos = 0
        self.score_text = score_text
        self.on_done = on_done
        self.device = device

    @property
    def initials(self) -> str:
        return "".join(self.letters).strip() or "???"

    def handle(self, ev: ActionEvent) -> None:
        if not ev.pressed:
            return
        if ev.action in ("up", "down", "b8", "b2"):
            step = 1 if ev.action in ("up", "b8") else -1
            i = ALPHABET.index(self.letters[self.pos])
            self.letters[self.pos] = ALPHABET[(i + step) % len(ALPHABET)]
            self.app.sound("select")
        elif ev.action in ("left", "b4"):
            self.pos = max(0, self.pos - 1)
        elif ev.action in ("right", "b6"):
            self.pos = min(2, self.pos + 1)
        elif is_confirm(ev) or ev.action == "b5":
            if self.pos < 2 and ev.action != "confirm":
                self.pos += 1
                return
            self.app.sound("coin")
            self.app.pop()
            self.on_done(self.initials)
        elif is_back(ev):
            self.pos = max(0, self.pos - 1)

    def draw(self, surface: pygame.Surface) -> None:
        draw.dim_overlay(surface, 190)
        box = pygame.Rect(340, 170, 600, 380)
        draw.panel(surface, box, palette.NIGHT, palette.NEON_YELLOW)
        text.title(surface, "HIGH SCORE!", (box.centerx, box.y + 50), size=34, colour=palette.NEON_PINK)
        text.blit(surface, self.score_text, (box.centerx, box.y + 105), size=26, anchor="center")
        for i, ch in enumerate(self.letters):
            cx = box.centerx + (i - 1) * 110
            r = pygame.Rect(cx - 44, box.y + 150, 88, 110)
            sel = i == self.pos
            draw.panel(surface, r, palette.PANEL_HI if sel else palette.DUSK,
                       palette.NEON_CYAN if sel else palette.PANEL, radius=10)
            if sel and (self.app.settings["reduce_flashing"] or tween.blink(self.app.now(), 700, 0.75)):
                pygame.draw.polygon(surface, palette.NEON_CYAN, [(cx - 10, r.y - 8), (cx + 10, r.y - 8), (cx, r.y - 20)])
                pygame.draw.polygon(surface, palette.NEON_CYAN,
                                    [(cx - 10, r.bottom + 8), (cx + 10, r.bottom + 8), (cx, r.bottom + 20)])
            text.title(surface, ch, r.center, size=52, colour=palette.WHITE)
        text.blit(surface, "Up/Down letter, Left/Right move, Enter to sign", (box.centerx, box.bottom - 40),
                  size=20, colour=palette.GREY, anchor="center")
