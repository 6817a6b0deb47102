"""The attract screen: marquee, blinking PRESS START, and after some idle seconds the attract loop
(marquee cards of each game sliding past, then a CPU demo of a game that has one)."""
from __future__ import annotations

import math

import pygame

from arcade.core.input import ActionEvent
from arcade.core.render import draw, palette, text, tween
from arcade.core.scenes import Scene
from arcade.games import registry
from arcade.scenes import marquee

IDLE_TO_LOOP_MS = 15000.0
MARQUEE_MS = 12000.0
DEMO_MS = 60000.0


class AttractScene(Scene):
    pausable = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.t0 = app.now()
        self.last_input = self.t0
        self.demo_index = 0
        self.broken_demos: set[str] = set()

    def enter(self) -> None:
        self.last_input = self.app.now()

    def resume(self) -> None:
        self.last_input = self.app.now()

    def handle(self, ev: ActionEvent) -> None:
        if not ev.pressed or ev.action == "point":
            return
        self.last_input = self.app.now()
        if ev.action in ("confirm", "click", "b5") or (ev.device == "system" and ev.action == "pause"):
            from arcade.scenes.select import GameSelectScene

            self.app.sound("coin")
            self.app.replace(GameSelectScene(self.app))

    def idle_ms(self) -> float:
        return self.app.now() - self.last_input

    def in_loop(self) -> bool:
        return self.idle_ms() >= IDLE_TO_LOOP_MS

    def update(self, now_ms: float, dt_ms: float) -> None:
        idle = now_ms - self.last_input
        if idle < IDLE_TO_LOOP_MS + MARQUEE_MS:
            return
        demos = [g for g in registry.games() if g.enabled and g.demo is not None]
        if not demos:
            if idle >= IDLE_TO_LOOP_MS + 2 * MARQUEE_MS:
                self.last_input = now_ms - IDLE_TO_LOOP_MS  # keep cycling the marquee
            return
        info = demos[self.demo_index % len(demos)]
        self.demo_index += 1
        self.last_input = now_ms  # after the demo, back to the title for a while
        from arcade.core.levels import guarded

        inner, error = guarded(info.demo, self.app)  # hardening: a broken level skips the demo, no crash
        if error is not None:
            if info.id not in self.broken_demos:
                self.broken_demos.add(info.id)
                self.app.toast(f"The {info.title} demo cannot run: {error}", 8000)
            return
        self.app.push(DemoScene(self.app, inner, info.title))

    def draw(self, surface: pygame.Surface) -> None:
        now = self.app.now()
        surface.blit(draw.backdrop(), (0, 0))
        flashing = not self.app.settings["reduce_flashing"]
        glow = tween.pulse(now, 2400) if flashing else 0.6
        col = palette.mix(palette.NEON_PINK, palette.NEON_YELLOW, glow)
        marquee = pygame.Rect(160, 60, 960, 180)
        draw.panel(surface, marquee, palette.BLACK, col, radius=22, width=4)
        draw.glow_rect(surface, marquee, col, radius=22, strength=0.6 + 0.4 * glow)
        text.title(surface, "COIN-OP", (marquee.centerx, marquee.y + 62), size=56, colour=palette.NEON_CYAN)
        text.title(surface, "CABINET", (marquee.centerx, marquee.y + 128), size=56, colour=palette.NEON_PINK)
        if self.in_loop():
            self._draw_marquee_cards(surface, now)
        else:
            self._draw_lineup(surface, now)
        if not flashing or tween.blink(now, 1000, 0.6):
            text.title(surface, "PRESS START", (draw.SCREEN_W // 2, 600), size=30, colour=palette.NEON_YELLOW)
        text.blit(surface, "Enter / Space / gamepad A to start    F1 how to play    F11 fullscreen",
                  (draw.SCREEN_W // 2, 660), size=20, colour=palette.GREY, anchor="center")
        text.blit(surface, "\u00a9 2026 Coin-Op Cabinet \u00b7 1 CREDIT", (draw.SCREEN_W // 2, 696), size=16,
                  colour=palette.DIM, anchor="center")

    def _draw_lineup(self, surface, now) -> None:
        games = registry.games()
        w = 170
        x0 = draw.SCREEN_W // 2 - (len(games) * (w + 14) - 14) // 2
        for i, g in enumerate(games):
            bob = 0 if self.app.settings["anim_speed"] == 0 else 6 * math.sin(now / 500 + i)
            r = pygame.Rect(x0 + i * (w + 14), 300 + bob, w, 220)
            _mini_tile(surface, g, r, g.enabled)

    def _draw_marquee_cards(self, surface, now) -> None:
        games = registry.games()
        phase = ((self.idle_ms() - IDLE_TO_LOOP_MS) % MARQUEE_MS) / MARQUEE_MS
        span = len(games) * 320
        for i, g in enumerate(games):
            x = int(draw.SCREEN_W - phase * (span + draw.SCREEN_W) + i * 320)
            if -300 < x < draw.SCREEN_W:
                r = pygame.Rect(x, 290, 280, 250)
                _mini_tile(surface, g, r, g.enabled, big=True)


def _mini_tile(surface, g, rect, enabled: bool, big: bool = False) -> None:
    marquee.tile(surface, g, rect, enabled=enabled, label_size=14 if big else 12)


class DemoScene(Scene):
    """Runs a game's all-CPU demo under a DEMO banner; any key (or 30 s) returns to the title."""

    pausable = False

    def __init__(self, app, inner: Scene, title: str) -> None:
        super().__init__(app)
        self.inner = inner
        self.title = title
        self.t0 = app.now()

    def enter(self) -> None:
        self.inner.enter()

    def exit(self) -> None:
        self.inner.exit()

    def handle(self, ev: ActionEvent) -> None:
        if ev.pressed and ev.action not in ("point",):
            self.app.pop()

    def update(self, now_ms: float, dt_ms: float) -> None:
        if now_ms - self.t0 > DEMO_MS:
            self.app.pop()
            return
        self.inner.update(now_ms, dt_ms)

    def draw(self, surface: pygame.Surface) -> None:
        self.inner.draw(surface)
        band = pygame.Rect(0, 0, draw.SCREEN_W, 52)  # solid: it replaces the game's own header line
        surface.fill(palette.BLACK, band)
        pygame.draw.line(surface, palette.NEON_YELLOW, band.bottomleft, band.bottomright, 2)
        text.title(surface, f"DEMO \u00b7 {self.title.upper()} \u00b7 PRESS START", band.center, size=16,
                   colour=palette.NEON_YELLOW, shadow=False)
