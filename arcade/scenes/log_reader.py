"""The full log of a game, read back: an overlay over the game that pushed it, newest at the bottom,
scrolled with up/down; alt, back or confirm closes it. While it is up the game waits (the base stops the
scene's clock and its CPUs while another scene covers it). The log carries no secrets (events never do), so
it is the same for every player. Electronic Arcade Mania opens it with the alt key of any person at the
table (its timeline keeps every line: ``arcade.games.mania.logview.KeptTimeline``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from arcade.core.input import ActionEvent
from arcade.core.render import draw, palette, text
from arcade.core.scenes import Scene
from arcade.scenes.common import is_back
from arcade.scenes.kit.keys import key_label, pair_label
from arcade.scenes.kit.timeline import LogLine

RECT = pygame.Rect(60, 50, 1160, 610)
SIZE, LEADING = 18, 24
ROWS = (RECT.h - 100) // LEADING
NUMPAD_SCROLL = {"b8": "up", "b2": "down"}


class KeptLog(Protocol):
    """A timeline that keeps every log line with the time it may be read."""

    def shown(self, now: float) -> list[LogLine]: ...


class LogScene(Scene):
    """The full log over the game that pushed it (``timeline``: that game's)."""

    opaque = False

    def __init__(self, app, timeline: KeptLog, game_id: str | None, device: str, clock: Callable[[], float]) -> None:
        super().__init__(app)
        self.clock = clock  # the game's own clock (stopped while the log covers it)
        self.timeline = timeline
        self.game_id = game_id
        self.device = device  # the device that opened it: the hint names its keys
        self.scroll = 0  # lines up from the newest

    def hint(self, where: str) -> str:
        """The foot line: the opener's scroll and close keys, read from the keymap as it is now."""
        keymap = self.app.keymap
        scroll = pair_label(keymap, self.device, "up", "down")  # the numpad's 8 and 2 (the kit's own map)
        close = key_label(keymap, self.device, "alt")
        return f"{scroll}: scroll ({where})    {close} / {key_label(keymap, 'system', 'pause')}: back to the game"

    def handle(self, ev: ActionEvent) -> None:
        if not ev.pressed:
            return
        action = NUMPAD_SCROLL.get(ev.action, ev.action) if ev.device == "numpad" else ev.action
        if action in ("up", "down"):
            most = max(0, len(self.lines()) - ROWS)
            self.scroll = max(0, min(most, self.scroll + (1 if action == "up" else -1)))
            self.app.sound("select")
        elif action in ("alt", "confirm") or is_back(ev):
            self.app.sound("back")
            self.app.pop()

    def lines(self) -> list[LogLine]:
        return self.timeline.shown(self.clock())

    def shown(self) -> list:
        """The log lines on the page now, oldest first."""
        log = self.lines()
        end = len(log) - self.scroll
        return list(log[max(0, end - ROWS) : end])

    def draw(self, surface: pygame.Surface) -> None:
        draw.tint(surface, surface.get_rect(), palette.BLACK, 170)
        draw.panel(surface, RECT, palette.NIGHT, palette.NEON_CYAN, radius=12, width=2)
        log = self.lines()
        text.blit(
            surface,
            f"THE LOG  ({len(log)} lines)",
            (RECT.x + 24, RECT.y + 16),
            size=22,
            colour=palette.NEON_CYAN,
            face=text.BODY_BOLD,
        )
        y = RECT.y + 56
        for line in self.shown():
            text.blit(surface, line.text, (RECT.x + 24, y), size=SIZE, colour=line.colour)
            y += LEADING
        first = max(0, len(log) - self.scroll - ROWS)
        where = f"lines {first + 1}-{len(log) - self.scroll} of {len(log)}" if log else "nothing has happened yet"
        text.blit(
            surface,
            self.hint(where),
            (RECT.x + 24, RECT.bottom - 30),
            size=15,
            colour=palette.GREY,
        )
