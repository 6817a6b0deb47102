"""A chosen replay, read whole before it is watched (issue 34): its file parsed and checked, its set-up,
its start and every action (:func:`arcade.games.replaying.read`). A long replay (tens of thousands of
steps, megabytes) takes a second or more, so a file over :data:`AT_ONCE_BYTES` is read on a worker thread
while this overlay says so over the Replays page, with the back key to leave; the frame loop never waits
on it. A small file is read at once (milliseconds)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from arcade.core.input import ActionEvent
from arcade.core.render import draw, palette, text
from arcade.core.scenes import Scene
from arcade.games import replaying
from arcade.scenes.common import is_back

AT_ONCE_BYTES = 256 * 1024


def read_words(path: Path) -> tuple[Any, str | None]:
    """(the replay, None) or (None, why it cannot be read); never raises."""
    try:
        return replaying.read(path), None
    except ValueError as exc:
        return None, str(exc)
    except Exception as exc:  # the file is bad, never the app
        return None, f"{path.name} cannot be read ({type(exc).__name__})"


def is_large(path: Path) -> bool:
    try:
        return path.stat().st_size > AT_ONCE_BYTES
    except OSError:
        return False


class ReplayOpening(Scene):
    """Reading one replay on a worker thread; ``done(replay, problem)`` is called on the frame once it is
    read (after this overlay has left), unless back was pressed first."""

    opaque = False

    def __init__(self, app: Any, path: Path, done: Callable[[Any, str | None], None]) -> None:
        super().__init__(app)
        self.path, self.done = path, done
        self.answer: tuple[Any, str | None] | None = None
        self.left = False
        self._thread = threading.Thread(target=self._read, name="replay-read", daemon=True)
        self._thread.start()

    def _read(self) -> None:
        self.answer = read_words(self.path)

    def update(self, now_ms: float, dt_ms: float) -> None:
        if self.answer is None or self.left:
            return
        self.left = True
        self.app.pop()
        self.done(*self.answer)

    def handle(self, ev: ActionEvent) -> None:
        if is_back(ev) and not self.left:
            self.left = True  # the thread finishes on its own; its answer is not used
            self.app.sound("back")
            self.app.pop()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the file to be read (tests and tools); True when it is."""
        self._thread.join(timeout)
        return self.answer is not None

    def draw(self, surface: pygame.Surface) -> None:
        draw.dim_overlay(surface, 160)
        box = pygame.Rect(draw.SCREEN_W // 2 - 320, draw.SCREEN_H // 2 - 60, 640, 120)
        draw.panel(surface, box, palette.DUSK, palette.NEON_CYAN)
        words = text.fit(f"Reading {self.path.name}...", text.BODY_BOLD, 22, box.w - 60)
        text.blit(surface, words, (box.centerx, box.y + 34), size=22, face=text.BODY_BOLD, anchor="midtop")
        text.blit(surface, "back leaves", (box.centerx, box.y + 74), size=18, colour=palette.GREY, anchor="midtop")
