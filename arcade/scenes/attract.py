"""The attract screen: marquee, blinking PRESS START, and after some idle seconds the attract loop
(marquee cards of each game sliding past, then a CPU demo of a game that has one)."""

from __future__ import annotations

import math

import pygame

from arcade.core.input import ActionEvent, pad_label
from arcade.core.render import draw, palette, text, tween
from arcade.core.scenes import Scene
from arcade.games import registry
from arcade.scenes import marquee

IDLE_TO_LOOP_MS = 15000.0
MARQUEE_MS = 12000.0
DEMO_MS = 60000.0
LINEUP_STAGGER_MS = 70.0  # the line-up deals itself in, one game every this long after the title shows
LINEUP_RISE_MS = 220.0  # each tile rises this long into place
LINEUP_RISE_PX = 30  # (stays inside the middle band: 300 + 6 + 30 + 220 <= 560)
MUSIC_OFF_MS = 60000.0  # the attract loop's music stops after a minute without a key press


class AttractScene(Scene):
    pausable = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.t0 = app.now()
        self.last_input = self.t0
        self.last_press = self.t0  # the last real key press (a demo's end is not one): the music's timer
        self.demo_index = 0
        self.broken_demos: set[str] = set()
        self._band_keys: dict[int, object] = {}

    def enter(self) -> None:
        self.last_input = self.last_press = self.app.now()

    def resume(self) -> None:
        self.last_input = self.app.now()

    @property
    def music(self) -> str | None:  # type: ignore[override]
        """The menus' loop (None), off a minute after the last key press (a press brings it back)."""
        return "" if self.app.now() - self.last_press >= MUSIC_OFF_MS else None

    def pressed(self) -> None:
        """A key was pressed here or in a demo over this screen."""
        self.last_input = self.last_press = self.app.now()

    def handle(self, ev: ActionEvent) -> None:
        if not ev.pressed or ev.action == "point":
            return
        self.pressed()
        if ev.action in ("confirm", "click", "b5") or (ev.device == "system" and ev.action == "pause"):
            self.app.sound("coin")
            self.app.go("menu")

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

    # The picture is three bands that change (the marquee's glow, the games in the middle, PRESS START)
    # over the backdrop, and two still lines at the bottom, outside the bands. When the canvas still shows
    # the last frame, only a band whose content changed is restored from the backdrop and redrawn, clipped
    # to itself (each band holds all of its content: tests/test_cabinet_picture_cache.py compares with a
    # full picture).
    MARQUEE_BAND = pygame.Rect(0, 40, draw.SCREEN_W, 220)
    MIDDLE_BAND = pygame.Rect(0, 270, draw.SCREEN_W, 290)
    START_BAND = pygame.Rect(0, 570, draw.SCREEN_W, 60)

    def start_hint(self) -> str:
        """The title's keys, named as printed on them from the player's keymap (through the input mapper:
        the first frame imports no menu or scene kit)."""
        keys = self.app.input.key_name
        return (
            f"{keys('keys_a', 'confirm')} / {keys('keys_b', 'confirm')} / gamepad {pad_label('confirm')} to "
            f"start    {keys('system', 'help')} how to play    {keys('system', 'fullscreen')} fullscreen"
        )

    def draw(self, surface: pygame.Surface) -> None:
        now = self.app.now()
        flashing = not self.app.settings["reduce_flashing"]
        glow = round(tween.pulse(now, 2400) * 16) / 16 if flashing else 0.6  # 17 steps: a key for the band
        tiles = self._marquee_cards(now) if self.in_loop() else self._lineup(now)
        bands = (
            (self.MARQUEE_BAND, glow, lambda: self._draw_marquee(surface, glow)),
            (self.MIDDLE_BAND, tiles, lambda: self._draw_tiles(surface, tiles)),
            (
                self.START_BAND,
                not flashing or tween.blink(now, 1000, 0.6),
                lambda: self._draw_start(surface, not flashing or tween.blink(now, 1000, 0.6)),
            ),
        )
        still = draw.backdrop()
        holds = self.app.canvas_holds(self, surface)
        if not holds:
            surface.blit(still, (0, 0))
            text.blit(
                surface,
                self.start_hint(),
                (draw.SCREEN_W // 2, 660),
                size=20,
                colour=palette.GREY,
                anchor="center",
            )
            text.blit(
                surface,
                "\u00a9 2026 Coin-Op Cabinet \u00b7 1 CREDIT",
                (draw.SCREEN_W // 2, 696),
                size=16,
                colour=palette.DIM,
                anchor="center",
            )
        if surface is self.app.screen:
            if not holds:
                self._band_keys = {}
            band_keys = self._band_keys
        else:
            band_keys = {}  # a picture drawn elsewhere (a screenshot) leaves the canvas's bands alone
        for band, key, paint in bands:
            if holds and band_keys.get(band.y) == key:
                continue
            if (
                holds
                and band is self.MIDDLE_BAND
                and not self.in_loop()
                and self._retile(surface, still, band_keys.get(band.y), tiles)
            ):
                band_keys[band.y] = key
                continue
            if not holds:  # a full picture: nothing clipped
                paint()
            else:
                surface.blit(still, band, band)
                clip = surface.get_clip()
                surface.set_clip(band)
                paint()
                surface.set_clip(clip)
            band_keys[band.y] = key

    def _retile(self, surface, still, before, tiles) -> bool:
        """The line-up bobbing: restore and redraw only the tiles that moved (each within its own
        column, so no two overlap). False when the tiles are not the same ones as before."""
        if not before or len(before) != len(tiles) or any(a[0] != b[0] or a[1] != b[1] for a, b in zip(before, tiles)):
            return False
        games = registry.games()
        clip = surface.get_clip()
        surface.set_clip(self.MIDDLE_BAND)
        for old, new in zip(before, tiles):
            if old == new:
                continue
            i, x, y, w, h, big = new
            area = pygame.Rect(x, min(old[2], y), w, h + abs(old[2] - y))
            surface.blit(still, area, area)
            _mini_tile(surface, games[i], pygame.Rect(x, y, w, h), games[i].enabled, big=big)
        surface.set_clip(clip)
        return True

    def _draw_marquee(self, surface, glow: float) -> None:
        col = palette.mix(palette.NEON_PINK, palette.NEON_YELLOW, glow)
        marquee = pygame.Rect(160, 60, 960, 180)
        draw.panel(surface, marquee, palette.BLACK, col, radius=22, width=4)
        draw.glow_rect(surface, marquee, col, radius=22, strength=0.6 + 0.4 * glow)
        text.title(surface, "COIN-OP", (marquee.centerx, marquee.y + 62), size=56, colour=palette.NEON_CYAN)
        text.title(surface, "CABINET", (marquee.centerx, marquee.y + 128), size=56, colour=palette.NEON_PINK)

    def _draw_start(self, surface, shown: bool) -> None:
        if shown:
            text.title(surface, "PRESS START", (draw.SCREEN_W // 2, 600), size=30, colour=palette.NEON_YELLOW)

    def _lineup(self, now) -> tuple:
        """The games' tiles, bobbing. When the screen opens they deal themselves in from the left, one
        every ``LINEUP_STAGGER_MS``, rising into place (not with animations off): the title shows at once
        and each tile's art is drawn in a frame of its own."""
        games = registry.games()
        w = 170
        x0 = draw.SCREEN_W // 2 - (len(games) * (w + 14) - 14) // 2
        animated = self.app.settings["anim_speed"] != 0
        since = now - self.t0
        out = []
        for i, _g in enumerate(games):
            bob = 6 * math.sin(now / 500 + i) if animated else 0
            if animated:
                t = since - (i + 1) * LINEUP_STAGGER_MS
                if t < 0:
                    break
                left = max(0.0, 1.0 - t / LINEUP_RISE_MS)
                bob += LINEUP_RISE_PX * left * left
            out.append((i, x0 + i * (w + 14), int(300 + bob), w, 220, False))
        return tuple(out)

    def _marquee_cards(self, now) -> tuple:
        games = registry.games()
        phase = ((self.idle_ms() - IDLE_TO_LOOP_MS) % MARQUEE_MS) / MARQUEE_MS
        span = len(games) * 320
        out = []
        for i, _g in enumerate(games):
            x = int(draw.SCREEN_W - phase * (span + draw.SCREEN_W) + i * 320)
            if -300 < x < draw.SCREEN_W:
                out.append((i, x, 290, 280, 250, True))
        return tuple(out)

    def _draw_tiles(self, surface, tiles: tuple) -> None:
        games = registry.games()
        for i, x, y, w, h, big in tiles:
            g = games[i]
            _mini_tile(surface, g, pygame.Rect(x, y, w, h), g.enabled, big=big)


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

    @property
    def music(self) -> str | None:  # type: ignore[override]
        """The game's own loop while the attract screen's music is on; silence once it is off."""
        host = self.app.scenes.find(AttractScene)
        if host is not None and host.music == "":
            return ""
        return getattr(self.inner, "music", None)

    @property
    def scene_caches(self):  # the game's own: emptied when the demo ends
        return self.inner.scene_caches

    def enter(self) -> None:
        self.inner.enter()

    def exit(self) -> None:
        self.inner.exit()

    def handle(self, ev: ActionEvent) -> None:
        if ev.pressed and ev.action not in ("point",):
            host = self.app.scenes.find(AttractScene)
            if host is not None:
                host.pressed()
            self.app.pop()

    def update(self, now_ms: float, dt_ms: float) -> None:
        if now_ms - self.t0 > DEMO_MS:
            self.app.pop()
            return
        self.inner.update(now_ms, dt_ms)

    def banner_rect(self) -> pygame.Rect:
        """Solid: it replaces the game's own header line, or (``demo_banner = "bottom"``) its key hints,
        which mean nothing in a demo."""
        if getattr(self.inner, "demo_banner", "top") == "bottom":
            return pygame.Rect(0, draw.SCREEN_H - 38, draw.SCREEN_W, 38)
        return pygame.Rect(0, 0, draw.SCREEN_W, 52)

    def draw(self, surface: pygame.Surface) -> None:
        self.inner.draw(surface)
        band = self.banner_rect()
        surface.fill(palette.BLACK, band)
        if band.top == 0:
            pygame.draw.line(surface, palette.NEON_YELLOW, band.bottomleft, band.bottomright, 2)
        else:
            pygame.draw.line(surface, palette.NEON_YELLOW, band.topleft, band.topright, 2)
        text.title(
            surface,
            f"DEMO \u00b7 {self.title.upper()} \u00b7 PRESS START",
            band.center,
            size=16,
            colour=palette.NEON_YELLOW,
            shadow=False,
        )
