"""Test keys (Options > Controls): every seat's keys (Keys A, Keys B, the numpad, each gamepad) light while
they are held, so two people can try their layouts together before a race. A cheap keyboard drops some keys
pressed together: a key held that does not light is one the race would not see. Only Esc (or a pad's
Start) leaves, so every seat key, Backspace and Q included, can be tried."""

from __future__ import annotations

import pygame

from arcade.core import input as inp
from arcade.core.input import GLOBAL_DEVICE, MOUSE_DEVICE, ActionEvent
from arcade.core.render import draw, palette, text
from arcade.core.scenes import Scene
from arcade.scenes.common import key
from arcade.scenes.kit.keys import key_label

TOP, BOTTOM, GAP = 150, 640, 16
ROW_H = 32


class KeyTestScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.lit: set[tuple[str, str]] = set()  # (device, action) held now
        self.most = 0  # the most seat keys held at once

    def devices(self) -> list[str]:
        """The panels: the three keyboard seats and every gamepad plugged in."""
        return [d for d in self.app.input.connected_devices() if d != GLOBAL_DEVICE]

    def handle(self, ev: ActionEvent) -> None:
        if ev.device == MOUSE_DEVICE:
            return
        if ev.device == GLOBAL_DEVICE:
            if ev.pressed and ev.action == "pause":
                self.app.sound("back")
                self.app.pop()
            return
        if ev.pressed:
            self.lit.add((ev.device, ev.action))
            self.most = max(self.most, len(self.lit))
        else:
            self.lit.discard((ev.device, ev.action))

    def picture_key(self) -> tuple:
        return (tuple(sorted(self.lit)), self.most, tuple(self.devices()), repr(self.app.keymap))

    def draw(self, surface: pygame.Surface) -> None:
        if self.app.picture_unchanged(self, surface, self.picture_key()):
            return
        surface.blit(draw.backdrop(), (0, 0))
        text.title(surface, "TEST KEYS", (draw.SCREEN_W // 2, 56), size=34, colour=palette.NEON_CYAN)
        text.blit(
            surface,
            "Hold keys together: each lights while it is held. A key that does not light is one your keyboard drops.",
            (draw.SCREEN_W // 2, 104),
            size=20,
            colour=palette.GREY,
            anchor="center",
        )
        devices = self.devices()
        shown = devices + ([] if any(d.startswith("pad") for d in devices) else ["pad"])
        width = (draw.SCREEN_W - 80 - GAP * (len(shown) - 1)) // len(shown)
        for i, device in enumerate(shown):
            self.draw_panel(surface, device, pygame.Rect(40 + i * (width + GAP), TOP, width, BOTTOM - TOP))
        held = len(self.lit)
        text.blit(
            surface,
            f"Held now: {held}    Most at once: {self.most}",
            (draw.SCREEN_W // 2, BOTTOM + 22),
            size=22,
            colour=palette.NEON_YELLOW if held else palette.WHITE,
            face=text.BODY_BOLD,
            anchor="center",
        )
        draw.hint_bar(surface, [(key(self.app, "pause"), "back")])

    def draw_panel(self, surface: pygame.Surface, device: str, rect: pygame.Rect) -> None:
        """One device: its name, then each action with its key, lit while held."""
        draw.panel(surface, rect, palette.NIGHT, palette.PANEL_HI, alpha=220)
        name = "Gamepads: none plugged in" if device == "pad" else inp.device_label(device)
        shown_name = text.fit(name, text.BODY_BOLD, 20, rect.w - 20)
        text.blit(surface, shown_name, (rect.centerx, rect.y + 20), size=20, face=text.BODY_BOLD, anchor="center")
        if device == "pad":
            return
        half = (rect.w - 30) // 2
        for n, action in enumerate(inp.actions_for(device)):
            row = pygame.Rect(rect.x + 10, rect.y + 44 + n * ROW_H, rect.w - 20, ROW_H - 4)
            on = (device, action) in self.lit
            if on:
                draw.panel(surface, row, palette.PANEL_HI, palette.NEON_YELLOW, radius=6, width=2)
            cap = text.fit(key_label(self.app.keymap, device, action, {}), text.BODY_BOLD, 18, half)
            room = row.w - 24 - text.measure(text.body(18, bold=True), cap)
            words = text.fit(inp.action_label(device, action), text.BODY, 18, room)
            colour = palette.NEON_YELLOW if on else palette.GREY
            text.blit(surface, words, (row.x + 8, row.centery), size=18, colour=colour, anchor="midleft")
            text.blit(
                surface,
                cap,
                (row.right - 8, row.centery),
                size=18,
                colour=palette.WHITE if on else palette.DIM,
                face=text.BODY_BOLD,
                anchor="midright",
            )
