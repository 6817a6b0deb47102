"""A harness that drives the real app headless with scripted input and a fake clock.

    h = Harness()                       # dummy video/audio, FakeClock, a private user folder
    h.boot()                            # the attract screen (or h.boot(SomeScene(h.app)))
    h.tap("keys_a", "confirm")          # press and release now, then run one frame
    h.run([(100, "numpad", "b7"), (350, "numpad", "b4")], until_ms=2000)

Script entries are ``(time_ms, device, action)`` (a press, released 40 ms later) or
``(time_ms, device, action, pressed)`` for an explicit press (True) or release (False); times are
absolute on the game clock. Events are delivered at exactly their time, between frames, as the real loop
does; frames are stepped at ``fps``. ``Harness(render=False)`` skips drawing frames (tests that only check
state); ``screenshot`` and ``pixel`` always draw.
CPUs think inline or on a worker thread, as their scene asks; ``Harness(think_in_process=True)`` sends slow
thinking to a worker process, as the real app does.
"""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from arcade.app import App
from arcade.cabinet import GLOBAL_KEYS, ROUTES, first_scene
from arcade.core.clock import FakeClock
from arcade.core.input import ActionEvent

HOLD_MS = 40.0


class Harness:
    def __init__(self, store_root=None, fps: int = 60, render: bool = True, think_in_process: bool = False) -> None:
        if store_root is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="coinop-")
            store_root = self._tmp.name
        self.clock = FakeClock(1000.0)
        self.app = App(
            headless=True,
            clock=self.clock,
            store_root=store_root,
            global_keys=GLOBAL_KEYS,
            routes=ROUTES,
            think_in_process=think_in_process,
        )
        self.app.drawing = render
        self.app.open_window()
        self.fps = fps
        self._next_frame = self.clock.now_ms()
        self.delivered: list[ActionEvent] = []

    @property
    def now(self) -> float:
        return self.clock.now_ms()

    @property
    def top(self):
        return self.app.scenes.top

    def boot(self, scene=None):
        self.app.boot(scene if scene is not None else first_scene)
        self.frame()
        return self.top

    def frame(self) -> None:
        self.app.step(self.clock.now_ms())
        self._next_frame = self.clock.now_ms() + 1000.0 / self.fps

    def send(self, device: str, action: str, pressed: bool = True, t_ms: float | None = None) -> None:
        ev = ActionEvent(device, action, pressed, self.now if t_ms is None else t_ms)
        if ev.pressed:
            self.app.input.held.setdefault((device, action), ev.t_ms)
        else:
            self.app.input.held.pop((device, action), None)
        self.delivered.append(ev)
        self.app.dispatch(ev)

    def tap(self, device: str, action: str, frames: int = 1) -> None:
        """Press and release now, then run ``frames`` frames."""
        self.send(device, action, True)
        self.send(device, action, False)
        for _ in range(frames):
            self.advance(1000.0 / self.fps)

    def taps(self, device: str, *actions: str) -> None:
        for a in actions:
            self.tap(device, a)

    def advance(self, ms: float) -> None:
        """Let ``ms`` of game time pass, stepping frames at the harness frame rate."""
        self.run([], until_ms=self.now + ms)

    def run(self, script, until_ms: float | None = None) -> None:
        events: list[tuple[float, int, str, str, bool]] = []
        for n, entry in enumerate(script):
            if len(entry) == 3:
                t, device, action = entry
                events.append((float(t), n, device, action, True))
                events.append((float(t) + HOLD_MS, n, device, action, False))
            else:
                t, device, action, pressed = entry
                events.append((float(t), n, device, action, bool(pressed)))
        events.sort(key=lambda e: (e[0], e[1], not e[4]))
        end = until_ms if until_ms is not None else (events[-1][0] + 1 if events else self.now)
        i = 0
        while True:
            next_event = events[i][0] if i < len(events) else float("inf")
            if self._next_frame <= next_event and self._next_frame <= end + 1e-6:  # (frame times are floats)
                self.clock.set(max(self.now, self._next_frame))
                self.frame()
                continue
            if next_event <= end:
                self.clock.set(max(self.now, next_event))
                _t, _n, device, action, pressed = events[i]
                i += 1
                self.send(device, action, pressed, t_ms=next_event)
                top = self.top
                if top is not None and top.fast_input:
                    top.update(self.now, 0.0)
                continue
            break
        if self.now < end:
            self.clock.set(end)

    def screenshot(self, path) -> None:
        import pygame

        self.app.render(force=True)
        pygame.image.save(self.app.screen, str(path))

    def pixel(self, x: int, y: int) -> tuple:
        self.app.render(force=True)
        return tuple(self.app.screen.get_at((x, y)))[:3]
