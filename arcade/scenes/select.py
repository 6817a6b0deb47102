"""Game select: a carousel of the games (greyed out until built), and the cabinet menu below it
(options, statistics, replays, how to play, quit; Quit asks first, No chosen). A game kept with Hold & Quit
offers Resume."""

from __future__ import annotations

import random

import pygame

from arcade.core.input import MOUSE_DEVICE, ActionEvent
from arcade.core.render import draw, palette, text, tween
from arcade.core.scenes import Scene
from arcade.games import registry
from arcade.games.info import LobbyConfig, SeatConfig
from arcade.scenes import marquee
from arcade.scenes.common import ChoiceDialog, is_back, is_confirm, key_pair, remember_game, start_game
from arcade.scenes.common import key as key_of
from arcade.scenes.resume import offer_text, read_kept

BOTTOM = ("Options", "Statistics", "Replays", "How to play", "Quit")
TILE_W, TILE_H = 250, 330


class GameSelectScene(Scene):
    menu_repeat = True
    pausable = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = registry.games()
        self.index = self._last_played()
        self.row = 0  # 0: carousel, 1: bottom menu
        self.bottom = 0
        self.slide = float(self.index)
        self.kept: set[str] = set()

    # -- input -------------------------------------------------------------------------------------
    def handle(self, ev: ActionEvent) -> None:
        if ev.device == MOUSE_DEVICE:
            self._mouse(ev)
            return
        if not ev.pressed:
            return
        if ev.action in ("left", "right"):
            d = -1 if ev.action == "left" else 1
            if self.row == 0:
                self.index = (self.index + d) % len(self.games)
            else:  # the menu row ends at its ends: Left from Options never lands on Quit
                self.bottom = max(0, min(len(BOTTOM) - 1, self.bottom + d))
            self.app.sound("select")
        elif ev.action in ("up", "down"):
            new = 0 if ev.action == "up" else 1
            if new != self.row:
                self.row = new
                self.app.sound("select")
        elif is_confirm(ev):
            self.activate()
        elif is_back(ev):
            self.app.sound("back")
            self.app.go("home")

    def _tile_rect(self, i: int) -> pygame.Rect:
        offset = i - self.slide
        n = len(self.games)
        if offset > n / 2:
            offset -= n
        elif offset < -n / 2:
            offset += n
        cx = draw.SCREEN_W // 2 + int(offset * (TILE_W + 40))
        scale = 1.0 if abs(offset) < 0.5 else 0.82
        w, h = int(TILE_W * scale), int(TILE_H * scale)
        return pygame.Rect(cx - w // 2, 150 + (TILE_H - h) // 2, w, h)

    def _bottom_rect(self, i: int) -> pygame.Rect:
        w = 210
        x0 = draw.SCREEN_W // 2 - (len(BOTTOM) * (w + 16) - 16) // 2
        return pygame.Rect(x0 + i * (w + 16), 590, w, 52)

    def _mouse(self, ev: ActionEvent) -> None:
        if ev.pos is None:
            return
        for i in range(len(self.games)):
            if self._tile_rect(i).collidepoint(ev.pos):
                if ev.action == "click" and ev.pressed:
                    if i == self.index and self.row == 0:
                        self.activate()
                    self.index, self.row = i, 0
                return
        for i in range(len(BOTTOM)):
            if self._bottom_rect(i).collidepoint(ev.pos):
                self.row, self.bottom = 1, i
                if ev.action == "click" and ev.pressed:
                    self.activate()
                return

    def activate(self) -> None:
        if self.row == 1:
            self.app.sound("confirm")
            self._bottom_action(BOTTOM[self.bottom])
            return
        info = self.games[self.index]
        if not info.enabled:
            self.app.sound("error")
            self.app.toast(f"{info.title} is not in this cabinet yet.", 2500)
            return
        self.app.sound("confirm")
        held = self.app.held(info.id) if info.resume else None
        if held is not None:
            kept = read_kept(info, held)  # who plays and the scores, from the kept data (no scene built)
            self.app.push(
                ChoiceDialog(
                    self.app,
                    "RESUME?",
                    offer_text(info.title, kept),
                    [
                        ("Resume", lambda: self._resume(info, held)),
                        ("New game", lambda: self._new(info)),
                        ("Cancel", lambda: None),
                    ],
                    cancel_index=2,
                    rows=kept.seats,
                )
            )
        else:
            self._new(info)

    def _resume(self, info, held) -> None:
        """Resume a kept game. Its file stays until the game has drawn its first frame and a move was made
        (``App.guard.keep_until_played``); a game whose scene cannot be built, drawn or played is set aside
        (``hold-<game>.json.bad``) with a message, since it would fail the same way at every Resume. A
        broken level file, which is not the kept game's fault, leaves it kept."""
        from arcade.core.levels import LevelError

        try:
            scene = info.resume(self.app, held["state"])
        except Exception as exc:
            # the rules engine accepted the state, but the scene could not use its own part of it
            self.app.sound("error")
            if isinstance(exc, LevelError):
                outcome = "It is still kept: you can try again later or choose New game."
            else:
                outcome = self.app.guard.set_aside_kept(info.id, exc)
            self.app.toast(f"The kept {info.title} game could not be resumed ({str(exc)[:100]}). {outcome}", 10000)
            return
        self.app.guard.keep_until_played(scene, info.id)
        remember_game(self.app, info.id)
        self.app.push(scene)

    def _last_played(self) -> int:
        """The carousel's first tile: the game last started, when it is still here and playable (a
        settings value naming no such game is ignored); else the first game."""
        last = self.app.settings.get("last_game")
        for i, g in enumerate(self.games):
            if g.id == last and g.enabled:
                return i
        return 0

    def _new(self, info) -> None:
        if info.uses_lobby:
            from arcade.scenes.lesson import offer_first_time
            from arcade.scenes.lobby import LobbyScene

            self.app.push(LobbyScene(self.app, info))
            offer_first_time(self.app, info.id)  # once per user: a game with a lesson offers it
        else:
            from arcade.scenes.lesson import offer_first_time

            def start() -> None:
                seat = SeatConfig("Player 1", "human", "", "numpad")
                scene = start_game(self.app, info, LobbyConfig(info.id, [seat], {}, random.randrange(1 << 30)))
                if scene is not None:
                    self.app.push(scene)

            if not offer_first_time(self.app, info.id, not_now=start):  # no lobby: the offer comes first
                start()

    def _bottom_action(self, name: str) -> None:
        if name == "Options":
            from arcade.scenes.options import OptionsScene

            self.app.push(OptionsScene(self.app))
        elif name == "Statistics":
            from arcade.scenes.stats import StatsScene

            self.app.push(StatsScene(self.app))
        elif name == "Replays":
            from arcade.scenes.replays import ReplaysScene

            self.app.push(ReplaysScene(self.app))
        elif name == "How to play":
            from arcade.scenes.howto import HowToScene

            game = self.games[self.index]
            self.app.push(HowToScene(self.app, game.id))
        elif name == "Quit":
            self.app.push(
                ChoiceDialog(
                    self.app,
                    "QUIT TO DESKTOP?",
                    "The cabinet closes; your settings, scores, replays and kept games stay saved.",
                    [("No", lambda: None), ("Yes, quit", self.app.quit)],
                    cancel_index=0,
                )
            )

    # -- time and drawing --------------------------------------------------------------------------
    def enter(self) -> None:
        self._refresh_kept()

    def resume(self) -> None:
        self._refresh_kept()

    def _refresh_kept(self) -> None:
        """Which games have a kept game waiting: read when the screen shows up, not on every frame."""
        self.kept = {g.id for g in self.games if g.enabled and self.app.store.exists(f"hold-{g.id}")}

    def update(self, now_ms: float, dt_ms: float) -> None:
        target = float(self.index)
        n = len(self.games)
        diff = (target - self.slide + n / 2) % n - n / 2
        k = 1.0 if self.app.settings["anim_speed"] == 0 else min(1.0, dt_ms / 70.0 * self.app.settings["anim_speed"])
        self.slide = (self.slide + diff * k) % n
        if abs(diff) < 0.002:
            self.slide = target

    def _glow_strength(self, now: float) -> float:
        return 1.0 if self.app.settings["reduce_flashing"] else 0.6 + 0.4 * tween.pulse(now, 1600)

    def draw(self, surface: pygame.Surface) -> None:
        now = self.app.now()
        # The picture changes only when the carousel moves, the choice changes or the chosen tile's glow
        # steps to its next level (draw.glow_rect draws a strength in eighths): most frames draw nothing.
        key = (
            self.slide,
            self.index,
            self.row,
            self.bottom,
            tuple(sorted(self.kept)),
            round(self._glow_strength(now) * 8),
            tuple((g.id, g.enabled) for g in self.games),
        )
        if self.app.picture_unchanged(self, surface, key):
            return
        surface.blit(draw.backdrop(), (0, 0))
        text.title(surface, "SELECT GAME", (draw.SCREEN_W // 2, 56), size=34, colour=palette.NEON_CYAN)
        order = sorted(range(len(self.games)), key=lambda i: -abs(self._tile_rect(i).centerx - draw.SCREEN_W // 2))
        for i in order:
            self._draw_tile(surface, i, now)
        info = self.games[self.index]
        players = (
            f"{info.min_players} player"
            if info.min_players == info.max_players == 1
            else f"{info.min_players}-{info.max_players} players"
            if info.min_players != info.max_players
            else f"{info.min_players} players"
        )
        status = info.tagline if info.enabled else "Coming soon to this cabinet"
        text.blit(
            surface,
            f"{status}  \u00b7  {players}",
            (draw.SCREEN_W // 2, 520),
            size=24,
            colour=palette.WHITE if info.enabled else palette.GREY,
            anchor="center",
        )
        if info.id in self.kept:
            text.blit(
                surface,
                "A kept game is waiting: choose it to resume",
                (draw.SCREEN_W // 2, 552),
                size=20,
                colour=palette.NEON_YELLOW,
                anchor="center",
            )
        for i, name in enumerate(BOTTOM):
            draw.menu_item(
                surface,
                self._bottom_rect(i),
                name,
                self.row == 1 and i == self.bottom,
                size=22,
                accent=palette.NEON_PINK,
            )
        draw.hint_bar(
            surface,
            [
                (key_pair(self.app, "left", "right"), "choose"),
                (key_pair(self.app, "up", "down"), "games / menu"),
                (key_of(self.app, "confirm"), "play" if self.row == 0 else "open"),
                (key_of(self.app, "pause"), "title"),
                (key_of(self.app, "help"), "help"),
            ],
            y=draw.SCREEN_H - 26,
        )

    def _draw_tile(self, surface, i: int, now: float) -> None:
        g = self.games[i]
        r = self._tile_rect(i)
        if i == self.index and self.row == 0:
            strength = self._glow_strength(now)
            draw.glow_rect(surface, r, g.colour if g.enabled else palette.DIM, radius=16, strength=strength)
        marquee.tile(surface, g, r, enabled=g.enabled, label_size=15 if r.w >= TILE_W else 12)
