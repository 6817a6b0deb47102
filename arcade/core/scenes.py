"""Scenes and the one stack that holds them.

The top of the stack gets input and updates; drawing starts at the highest opaque scene and goes up, so a
transparent scene (pause overlay, curtain, dialog) draws over the one beneath. push/pop/replace change the
stack at once and start a short fade (its length follows the animation-speed setting; zero when off).
Held input is released on every change so a key held in one scene does not act in the next.
A scene may name caches of pictures only it draws (``scene_caches``: functions that empty them); they are
emptied when the last scene naming them leaves the stack, so a game's art does not stay in memory after it.
A scene may name the music loop it wants (``music``); :meth:`SceneManager.music` reads the stack from the top
down, so an overlay without an opinion (pause, help) keeps the loop of the scene under it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arcade.core.input import ActionEvent

if TYPE_CHECKING:
    import pygame


class Scene:
    """Base class: override what you need. Times are game-clock milliseconds."""

    opaque = True  # False: the scene below is drawn first (overlays)
    realtime = False  # True: losing window focus opens the pause overlay
    fast_input = False  # True: the loop pumps input between frames (arcade.loop.FAST_PUMP_S; reflex games)
    menu_repeat = False  # True: held arrows auto-repeat (menus)
    game_id: str | None = None  # F1 opens this game's how-to-play page
    pausable = False  # Esc opens the pause overlay over this scene (game scenes); else Esc is "back"
    scene_caches: tuple[Callable[[], None], ...] = ()  # empty caches of pictures only this kind of scene draws
    music: str | None = None  # the loop it wants (arcade.core.songs); "" for silence; None: the one below's

    def __init__(self, app: Any) -> None:  # the App (arcade.app): core may not import it, so left open
        self.app = app

    # lifecycle
    def enter(self) -> None:
        """Pushed onto the stack (or replaced another)."""

    def exit(self) -> None:
        """Popped or replaced."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene above was popped."""

    def focus_changed(self, focused: bool) -> None:
        """The window lost (False) or regained (True) the keyboard focus."""

    # per frame
    def handle(self, event: ActionEvent) -> None:
        """One input action. Real-time scenes apply it at ``event.t_ms``."""

    def update(self, now_ms: float, dt_ms: float) -> None:
        """Fixed step: ``dt_ms`` is App.STEP_MS; ``now_ms`` is the game clock. A ``fast_input`` scene is
        also called with ``dt_ms == 0`` between frames, so its engine can run what fell due."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the 1280x720 logical surface. Drawing only reads state: whatever a frame needs is
        worked out in ``update`` (tests/test_drawing_changes_nothing.py checks every game's scene)."""

    def warm_one(self) -> bool:
        """Spare time before the next frame (the top scene only): prepare one thing a coming frame will
        draw (a picture not drawn yet), at most a millisecond or so of work; True while there is more to
        prepare. Never changes what the scene shows."""
        return False

    # hooks
    def hold_data(self) -> dict[str, Any] | None:
        """Plain data to keep this game for later (Hold & Quit); None when there is nothing to keep."""
        return None

    def pause_menu_extra(self) -> list[tuple[str, Callable[[], None]]]:
        """Extra entries for the pause overlay (e.g. a speed toggle)."""
        return []


class SceneManager:
    def __init__(self, on_change: Callable[[], None] | None = None) -> None:
        self.stack: list[Scene] = []
        self._on_change = on_change
        self.fade_ms = 0.0
        self.fade_left = 0.0

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _left(self, scene: Scene, incoming: Scene | None = None) -> None:
        """``scene`` has left the stack: call its exit, then empty each of its ``scene_caches`` that no scene
        still on the stack (nor ``incoming``, the one replacing it) names: a game's art is not kept once
        the game is gone."""
        scene.exit()
        still = {clear for other in [*self.stack, incoming] if other is not None for clear in other.scene_caches}
        for clear in scene.scene_caches:
            if clear not in still:
                clear()

    def _changed(self, fade_ms: float) -> None:
        self.fade_ms = self.fade_left = fade_ms
        if self._on_change:
            self._on_change()

    def push(self, scene: Scene, fade_ms: float = 0.0) -> Scene:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()
        self._changed(fade_ms)
        return scene

    def pop(self, fade_ms: float = 0.0) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        self._left(scene)
        if self.stack:
            self.stack[-1].resume()
        self._changed(fade_ms)
        return scene

    def replace(self, scene: Scene, fade_ms: float = 0.0) -> Scene:
        if self.stack:
            self._left(self.stack.pop(), incoming=scene)
        self.stack.append(scene)
        scene.enter()
        self._changed(fade_ms)
        return scene

    def clear(self) -> None:
        """Every scene leaves the stack, top first, as a pop would take it (its exit called, its caches
        emptied); none is resumed."""
        while self.stack:
            self._left(self.stack.pop())

    def pop_to(self, scene_type: type, fade_ms: float = 0.0) -> None:
        """Pop until a scene of this type is on top (it stays)."""
        while self.stack and not isinstance(self.stack[-1], scene_type):
            self._left(self.stack.pop())
        if self.stack:
            self.stack[-1].resume()
        self._changed(fade_ms)

    def find(self, scene_type: type) -> Scene | None:
        for scene in reversed(self.stack):
            if isinstance(scene, scene_type):
                return scene
        return None

    def music(self) -> str | None:
        """The loop the stack wants: that of the highest scene with an opinion (None: the menus')."""
        for scene in reversed(self.stack):
            music = scene.music
            if music is not None:
                return music
        return None

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the highest opaque one up."""
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        return self.stack[start:]

    def tick_fade(self, dt_ms: float) -> float:
        """Advance the fade; returns its alpha (0..255) to draw over the frame."""
        if self.fade_left <= 0 or self.fade_ms <= 0:
            return 0.0
        self.fade_left = max(0.0, self.fade_left - dt_ms)
        return 255.0 * (self.fade_left / self.fade_ms)
