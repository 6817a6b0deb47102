"""The curtain for hot-seat games with hidden cards: hides the table and names whose turn it is until
that player presses their choose key (on their own device when one is given), named as printed on it.
Esc (Start) opens the pause menu over the curtain, for the game it covers: resume comes back to the
curtain (the hand still hidden), Hold & Quit keeps that game."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from arcade.core.input import ActionEvent, device_label
from arcade.core.render import draw, palette, text, tween
from arcade.core.scenes import Scene
from arcade.scenes.common import is_confirm, key


class CurtainScene(Scene):
    opaque = True
    pausable = True  # the pause menu opens over the curtain (for the game it covers, ``covers``)

    def __init__(
        self,
        app,
        player_name: str,
        on_open: Callable[[], None] | None = None,
        device: str | None = None,
        seat: int = 0,
        message: str = "",
    ) -> None:
        super().__init__(app)
        self.player_name = player_name
        self.on_open = on_open
        self.device = device
        self.seat = seat
        self.message = message
        below = app.scenes.top
        self.covers = below  # the game hidden behind the curtain (the pause menu speaks for it)
        self.game_id = below.game_id if below else None

    def handle(self, ev: ActionEvent) -> None:
        if is_confirm(ev) and (self.device is None or ev.device == self.device or ev.device == "mouse"):
            self.app.sound("confirm")
            self.app.pop()
            if self.on_open:
                self.on_open()
        elif ev.device == "mouse" and ev.action == "click" and ev.pressed:
            self.app.pop()
            if self.on_open:
                self.on_open()

    def prompt(self) -> str:
        """ "Press Enter when ready"; on a seat's own device, its key and the device: "Press Num 5 on
        Numpad when ready", "Press A on Gamepad 1 when ready"."""
        if self.device is None:
            return f"Press {key(self.app, 'confirm')} when ready"
        return f"Press {key(self.app, 'confirm', self.device)} on {device_label(self.device)} when ready"

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(palette.BLACK)
        w, h = surface.get_size()
        stripe = palette.dim(palette.NEON_PINK, 0.35)
        for x in range(0, w, 64):
            pygame.draw.rect(surface, stripe, (x, 0, 30, h))
        box = pygame.Rect(w // 2 - 380, h // 2 - 170, 760, 340)
        draw.panel(surface, box, palette.NIGHT, palette.NEON_YELLOW)
        draw.seat_badge(surface, self.seat, (box.centerx, box.y + 60), 26, self.app.settings["colour_blind"])
        text.title(surface, f"{self.player_name.upper()}'S TURN", (box.centerx, box.y + 130), size=30)
        text.blit(
            surface,
            self.message or "Everyone else, look away!",
            (box.centerx, box.y + 190),
            size=24,
            anchor="center",
            colour=palette.GREY,
        )
        who = self.prompt()
        if not self.app.settings["reduce_flashing"] and not tween.blink(self.app.now(), 1200, 0.7):
            return
        text.blit(surface, who, (box.centerx, box.y + 270), size=24, anchor="center", colour=palette.NEON_CYAN)
