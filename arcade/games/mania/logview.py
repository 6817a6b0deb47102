"""The whole Mania log, read back: an overlay over the board (the alt key of any person at the table opens
it), newest at the bottom, scrolled with up/down; alt, back or confirm closes it. While it is up the game
waits (the base stops the scene's clock and its CPUs while another scene covers it). The log carries no
secrets (events never do), so it is the same for every player."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from arcade.core.input import ActionEvent
from arcade.core.render import draw, palette, text
from arcade.core.scenes import Scene
from arcade.scenes.common import is_back
from arcade.scenes.kit import Timeline
from arcade.scenes.kit.keys import key_label, pair_label
from arcade.scenes.kit.timeline import LogLine

RECT = pygame.Rect(60, 50, 1160, 610)
SIZE, LEADING = 18, 24
ROWS = (RECT.h - 100) // LEADING
NUMPAD_SCROLL = {"b8": "up", "b2": "down"}
KEEP_ALL = 500  # lines kept for reading back (the kit's timeline keeps the newest 12 for its painters)


@dataclass
class KeptTimeline(Timeline):
    """The scene kit's timeline, keeping every log line (the newest ``KEEP_ALL``) in ``kept`` as well, each
    with the time it may be shown (``at``): not before ``reveal_at`` (a roll's lines wait for the die to
    stop and the pawn to land), and never before a line noted ahead of it."""

    kept: list[LogLine] = field(default_factory=list)
    at: list[float] = field(default_factory=list)
    staged_at: float = 0.0  # the time of the action being staged (set by the presenter)
    reveal_at: float = 0.0

    def note(self, text: str, colour: tuple[int, int, int] = palette.WHITE) -> None:
        if text:
            self.kept.append(LogLine(text, colour))
            self.at.append(max(self.staged_at, self.reveal_at, self.at[-1] if self.at else 0.0))
            del self.kept[:-KEEP_ALL], self.at[:-KEEP_ALL]
        super().note(text, colour)

    def shown(self, now: float) -> list[LogLine]:
        """The lines that may be read at ``now``, oldest first."""
        n = len(self.at)
        while n and self.at[n - 1] > now:
            n -= 1
        return self.kept[:n]


class LogScene(Scene):
    """The full log over the game that pushed it (``timeline``: that game's)."""

    opaque = False

    def __init__(
        self, app, timeline: KeptTimeline, game_id: str | None, device: str, clock: Callable[[], float]
    ) -> None:
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
