"""The app's real loop (``App.run``) and how one pump's window events are handled.

Kept apart from :mod:`arcade.app` (the services: scenes, input, sound, saving) so each stays small. The
loop's own state is a :class:`Loop` the app owns (``app.loop``): which thread runs the loop, whether this
frame takes checkpoints, whether closing the window was asked once already. Only this module writes it;
the app reads it (``App.checkpoint``). The loop reaches the app through :class:`Host`, what it uses of
the app, so this module does not import :mod:`arcade.app`. See docs/architecture.md, "The loop and time".
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from arcade.core.render import text

if TYPE_CHECKING:
    from arcade.core.clock import GameClock
    from arcade.core.input import ActionEvent, InputMapper
    from arcade.core.scenes import SceneManager
    from arcade.core.window import Window
    from arcade.scene_guard import SceneGuard

FAST_PUMP_S = 0.0003  # a fast_input scene's pump interval between frames
RESIZES = (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED)


class Host(Protocol):
    """What the loop uses of the app (:class:`arcade.app.App`)."""

    running: bool
    handled: int
    screen: pygame.Surface | None

    @property
    def scenes(self) -> SceneManager: ...
    @property
    def clock(self) -> GameClock: ...
    @property
    def window(self) -> Window: ...
    @property
    def input(self) -> InputMapper: ...
    @property
    def guard(self) -> SceneGuard: ...
    @property
    def settings(self) -> dict[str, Any]: ...

    def pump(self) -> None: ...
    def step(self, now_ms: float) -> None: ...
    def checkpoint(self) -> None: ...
    def start_late(self) -> None: ...
    def spare(self, deadline: float) -> None: ...
    def toast(self, message: str, ms: float = 4500.0) -> None: ...
    def invalidate_canvas(self) -> None: ...
    def dispatch(self, ev: ActionEvent) -> None: ...
    def hold_open_games(self) -> bool: ...
    def focus_lost(self) -> None: ...


class Loop:
    """The real loop of one app, and its own fields."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.thread: int | None = None  # the thread running run() (the only one that may pump)
        self.checkpoints = False  # True while run() makes a frame for a fast_input scene
        self.quit_asked = False  # the window was closed once while a game could not be kept

    def run(self) -> None:
        """Fix Your Timestep: pump, step the top scene in fixed steps, draw, present, wait for the next frame."""
        app = self.app
        app.running = True
        self.thread = threading.get_ident()
        next_frame = time.perf_counter()
        while app.running and app.scenes.top is not None:
            app.pump()
            if not app.running:
                break
            top = app.scenes.top
            self.checkpoints = top is not None and top.fast_input
            if self.checkpoints:
                text.checkpoint = app.checkpoint
            app.step(app.clock.now_ms())
            app.checkpoint()
            app.window.present()
            app.checkpoint()
            pygame.display.flip()
            self.checkpoints = False
            text.checkpoint = None
            app.start_late()  # once: later frames find it done
            period = 1.0 / max(10, app.settings["fps"])
            next_frame += period
            now = time.perf_counter()
            if next_frame < now - period:  # fell far behind (a stall): do not try to catch up
                next_frame = now
            self.wait_until(next_frame)

    def wait_until(self, deadline: float) -> None:
        """Wait for the next frame: a fast_input scene pumps and runs what fell due; others use the spare
        time."""
        app = self.app
        top = app.scenes.top
        if top is not None and top.fast_input:
            while time.perf_counter() < deadline:
                app.pump()
                top = app.scenes.top
                if top is not None and top.fast_input:
                    try:
                        top.update(app.clock.now_ms(), 0.0)  # let the engine run what fell due
                    except Exception as exc:
                        app.guard.failed(top, exc, "updating")
                time.sleep(FAST_PUMP_S)
        else:
            app.spare(deadline)
            left = deadline - time.perf_counter()
            if left > 0:
                time.sleep(left)

    def dispatch_events(self, events: list[pygame.event.Event], t: float) -> None:
        """The window's events of one pump: quit, focus, resize, typed text, key capture, else input actions
        stamped ``t``."""
        app = self.app
        for event in events:
            if event.type == pygame.QUIT:
                if app.hold_open_games() or self.quit_asked:
                    app.running = False
                else:  # hardening: the game could not be kept; stay open so it is not lost
                    self.quit_asked = True
                    app.toast(
                        "Your game could not be kept (see above), so the cabinet stays open. "
                        "Close the window again to quit anyway.",
                        10000,
                    )
            elif event.type == pygame.WINDOWFOCUSLOST:
                release(app, event, t)  # held keys' key-ups go to another window now
                app.focus_lost()
            elif event.type == pygame.WINDOWFOCUSGAINED:
                for scene in app.scenes.stack:
                    scene.focus_changed(True)
            elif event.type in RESIZES:
                resize(app, event)
            elif (entry := getattr(app.scenes.top, "text_entry", None)) is not None and entry.take(event):
                app.handled += 1  # typed into the top scene's text box (arcade.core.text_entry)
            elif event.type == pygame.KEYDOWN and getattr(app.scenes.top, "capturing", False):
                capturing: Any = app.scenes.top  # a scene taking a key to bind (arcade.scenes.keys)
                capturing.capture_key(event.key, getattr(event, "scancode", 0))
            else:
                for ev in app.input.translate(event, t):
                    if ev.pos is not None:
                        ev = ev.replace(pos=app.window.to_logical(ev.pos))
                    app.dispatch(ev)


def resize(app: Host, event: pygame.event.Event) -> None:
    """Follow a resize event, whatever its numbers (clamped by the window); a size the system refuses
    even then leaves the window as it was and says so, never ends the app."""
    if event.type == pygame.VIDEORESIZE:
        w, h = getattr(event, "w", None), getattr(event, "h", None)
    else:
        w, h = getattr(event, "x", None), getattr(event, "y", None)
    try:
        app.screen = app.window.resized(w, h)
    except (pygame.error, ValueError, OverflowError, MemoryError) as exc:
        app.toast(f"The window could not take that size ({exc}).", 4000)
    app.invalidate_canvas()


def release(app: Host, event: pygame.event.Event, t: float) -> None:
    """Dispatch the releases the input layer makes of ``event`` (held actions it lets go)."""
    for ev in app.input.translate(event, t):
        app.dispatch(ev)
