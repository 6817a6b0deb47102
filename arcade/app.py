"""The app: window, main loop, the scene stack, and the shared services wired once.

Loop (after "Fix Your Timestep!"): each frame pumps input (every event stamped with the game clock as it
leaves the queue), feeds the accumulated real time to the top scene in fixed steps of ``STEP_MS`` (a long
frame is clamped so the loop cannot spiral), draws the visible scenes, and waits for the next frame. While
the top scene asks for ``fast_input`` (the reflex games) the wait is spent pumping input every
``FAST_PUMP_S`` (with the pump's own work, about every 0.4 ms), so an event's stamp is within about a
millisecond of the press. Rendering never advances the game.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from arcade.canvas import Canvas
from arcade.core import input as inp
from arcade.core import settings as settings_mod
from arcade.core.audio import Audio
from arcade.core.clock import MAX_FRAME_MS, STEP_MS, GameClock
from arcade.core.input import ActionEvent, InputMapper, Repeater
from arcade.core.render import draw
from arcade.core.scenes import Scene, SceneManager
from arcade.core.stats import Stats
from arcade.core.storage import Store
from arcade.core.window import Window
from arcade.loop import Loop
from arcade.messages import Messages

LOGICAL_SIZE = (draw.SCREEN_W, draw.SCREEN_H)
KEYMAP_VERSION = 1
HOLD_VERSION = 1
CHECKPOINT_S = 0.0001  # a collect-only pump inside a frame, at most this often (each costs ~10-30 us)
WARM_MIN_S = 0.008  # spare time before the next frame needed to make one sound not made yet
SPARE_MIN_S = 0.003  # spare time needed to let the top scene prepare one picture (Scene.warm_one)

GlobalKey = Callable[["App", Scene], "Scene | None"]
"""What a global key (help, pause) opens over the top scene; None to let the scene handle the key."""


class App:
    STEP_MS = STEP_MS

    def __init__(
        self,
        *,
        headless: bool = False,
        clock: GameClock | None = None,
        store_root=None,
        fps: int | None = None,
        windowed: bool = False,
        global_keys: dict[str, GlobalKey] | None = None,
        routes: dict[str, Callable[[App], Scene]] | None = None,
        think_in_process: bool | None = None,
        catch_scene_errors: bool | None = None,
    ) -> None:
        """``think_in_process``: slow CPU thinking goes to a worker process (default: yes, except headless,
        where tests keep it inline or on a thread unless they ask for the process). ``catch_scene_errors``:
        a scene's error takes the player back to the menu with a message and a crash report instead of
        ending the app (:mod:`arcade.scene_guard`; default: yes, except headless, where it fails the
        test)."""
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        self.headless = headless
        self.clock = clock or GameClock()
        self.store = Store(store_root)
        self.settings = settings_mod.load(self.store)  # hardening: bad fields set aside, never fatal
        if windowed:
            self.settings["fullscreen"] = False
        if fps:
            self.settings["fps"] = fps
        self.keymap = inp.load_keymap(self.store)
        self.input = InputMapper(self.keymap)
        self.repeater = Repeater()
        self.audio = Audio(self.store.root / "cache" / "sounds")
        self._cards = None  # the card factory is imported when first used
        self.stats = Stats(self.store)
        self._think_in_process = not headless if think_in_process is None else think_in_process
        self._thinker = None  # made when a game first asks (its module is not on the way to the first frame)
        self.scenes = SceneManager(on_change=self.input.release_all)
        from arcade.scene_guard import SceneGuard

        self.guard = SceneGuard(self, not headless if catch_scene_errors is None else catch_scene_errors)
        self.messages = Messages()
        self.toasts = self.messages.queue  # (message, how long it shows), shown in order
        self.running = False
        self.window = Window(LOGICAL_SIZE, headless)
        self.screen: pygame.Surface | None = None  # the 1280x720 canvas scenes draw on
        self._acc = 0.0
        self._last_ms: float | None = None
        self.frames = 0
        self.handled = 0  # input events handed to a scene (a game's picture key: any input may change it)
        self.pump_gaps: list[float] | None = None  # every gap between two pumps (ms), when not None
        self._last_pump: float | None = None
        self._inbox: list[tuple[float, list]] = []  # (stamp, events) collected but not yet dispatched
        self.frame_hooks: list[Callable[[float], None]] = [lambda now: self.audio.music.want(self.scenes.music(), now)]
        self.global_keys: dict[str, GlobalKey] = dict(global_keys or {})
        # the cabinet's top-level scenes by name ("home": the attract screen, "menu": game select), so scenes
        # go to each other through the app, never by importing each other (arcade.cabinet.ROUTES)
        self.routes: dict[str, Callable[[App], Scene]] = dict(routes or {})
        self.drawing = True  # False: frames update but do not draw (headless tests of state only)
        self._late_started = False
        self.canvas = Canvas()  # the picture on the canvas: an unchanged picture is not redrawn
        self._warm_sounds = True  # sounds not made yet are made in spare time between frames
        self.loop = Loop(self)  # the real loop and its own fields (which thread runs it, checkpoints)

    @property
    def cards(self):
        """The shared card-face factory (its module is imported on first use, not on the way to the first
        frame)."""
        if self._cards is None:
            from arcade.core.render.cards import CARDS

            if CARDS.colour_blind != self.settings["colour_blind"]:
                CARDS.colour_blind = self.settings["colour_blind"]
                CARDS.clear()
            self._cards = CARDS
        return self._cards

    @property
    def thinker(self):
        """Where slow CPUs think (:class:`arcade.core.thinker.Thinker`): the worker process in the real app.
        Made on first use; a test may set its own."""
        if self._thinker is None:
            from arcade.core.thinker import Thinker

            self._thinker = Thinker(process=self._think_in_process)
            self._thinker.defer = True  # thoughts go to the worker process between frames (``spare``)
        return self._thinker

    @thinker.setter
    def thinker(self, thinker) -> None:
        self._thinker = thinker

    def close_thinker(self) -> None:
        """End the CPUs' worker process, if one was started (quit)."""
        if self._thinker is not None:
            self._thinker.close()

    # -- start-up ----------------------------------------------------------------------------------
    def open_window(self) -> None:
        pygame.mixer.pre_init(22050, -16, 1, 512)
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Coin-Op Cabinet")
        try:
            from arcade.core import paths

            pygame.display.set_icon(pygame.image.load(str(paths.asset("icon.png"))))
        except Exception:
            pass
        self.screen = self.window.open(bool(self.settings["fullscreen"]))
        self.invalidate_canvas()
        self.apply_settings()
        for warning in self.store.take_warnings():
            self.toast(warning)
        if self.headless:  # tests, the smoke walk and benchmarks get everything at once
            self.start_late()

    def start_late(self) -> None:
        """What the first frame does not need, started right after it: the mixer (nothing plays before
        the first frame) and the joystick and game-controller subsystems (~45 ms; SDL then reports the
        pads already plugged in as added, as it does for ones plugged in later)."""
        if self._late_started:
            return
        self._late_started = True
        self.audio.start()
        try:
            pygame.joystick.init()
            from pygame._sdl2 import controller

            controller.init()
        except Exception:
            pass

    def boot(self, first: Scene | Callable[[App], Scene]) -> None:
        """Open the window (if not yet) and push the first scene (or a factory taking the app)."""
        if self.screen is None:
            self.open_window()
        if not isinstance(first, Scene):
            self.routes.setdefault("home", first)
        self.scenes.push(first if isinstance(first, Scene) else first(self))

    def go(self, route: str) -> None:
        """Replace the top scene with the cabinet's scene of that name (``routes``); without one, go back."""
        make = self.routes.get(route)
        if make is not None:
            self.replace(make(self))
        else:
            self.pop()

    def apply_settings(self) -> None:
        s = self.settings
        self.audio.configure(s["volume"], s["muted"], s["effects"], s["music_volume"])
        if self._cards is not None and self._cards.colour_blind != s["colour_blind"]:
            self.cards.colour_blind = s["colour_blind"]
            self.cards.clear()

    def save_settings(self) -> bool:
        self.apply_settings()
        return self.store.save("settings", self.settings, settings_mod.VERSION)

    def save_keymap(self) -> bool:
        self.input.set_keymap(self.keymap)
        return self.store.save("keymap", self.keymap, KEYMAP_VERSION)

    # -- helpers for scenes ------------------------------------------------------------------------
    def anim(self, ms: float) -> float:
        """An animation's duration under the animation-speed setting (0 when animations are off)."""
        speed = self.settings["anim_speed"]
        return 0.0 if speed <= 0 else ms / speed

    def push(self, scene: Scene) -> Scene:
        return self.scenes.push(scene, self.anim(180))

    def pop(self) -> Scene | None:
        return self.scenes.pop(self.anim(180))

    def replace(self, scene: Scene) -> Scene:
        return self.scenes.replace(scene, self.anim(220))

    def toast(self, message: str, ms: float = 4500.0) -> None:
        """Show ``message`` for ``ms`` once the messages before it have shown."""
        self.messages.add(message, ms)

    def now(self) -> float:
        return self.clock.now_ms()

    def sound(self, name: str) -> None:
        self.audio.play(name)

    # -- Hold & Quit -------------------------------------------------------------------------------
    def hold(self, game_id: str, data: dict) -> bool:
        """Keep a game; False (and a message queued) when it could not be written."""
        doc = {"game": game_id, "saved": time.strftime("%Y-%m-%d %H:%M"), "state": data}
        self.guard.forget(game_id)
        return self.store.save(f"hold-{game_id}", doc, HOLD_VERSION)

    def held(self, game_id: str) -> dict | None:
        """The kept game, or None. The store checks the file against the kept-game shape (its envelope and
        the game's own rules engine) and sets a bad one aside with a message."""
        return self.store.load(f"hold-{game_id}", None, HOLD_VERSION)

    def drop_hold(self, game_id: str) -> None:
        self.store.delete(f"hold-{game_id}")

    def hold_open_games(self) -> bool:
        """Keep every game on the stack for later (window closed mid-game: nothing is lost). False when
        one could not be written."""
        ok = True
        for scene in self.scenes.stack:
            if scene.game_id:
                data = scene.hold_data()
                if data is not None:
                    ok = self.hold(scene.game_id, data) and ok
        return ok

    # -- input -------------------------------------------------------------------------------------
    def dispatch(self, ev: ActionEvent) -> None:
        top = self.scenes.top
        if top is None:
            return
        if ev.device == inp.GLOBAL_DEVICE and ev.pressed:
            if ev.action == "fullscreen":
                self.toggle_fullscreen()
                return
            opener = self.global_keys.get(ev.action)
            if opener is not None:
                scene = opener(self, top)
                if scene is not None:
                    self.push(scene)
                    return
                if ev.action == "help":
                    return
        self.handled += 1
        try:
            top.handle(ev)
        except Exception as exc:
            self.guard.failed(top, exc, "taking input")
            return
        self.guard.handled(top)

    def toggle_fullscreen(self) -> None:
        self.settings["fullscreen"] = not self.settings["fullscreen"]
        if not self.headless:
            try:
                self.screen = self.window.toggle_fullscreen()
                self.invalidate_canvas()
            except pygame.error:
                pass
        self.save_settings()

    def focus_lost(self) -> None:
        for scene in self.scenes.stack:
            scene.focus_changed(False)
        top = self.scenes.top
        opener = self.global_keys.get("pause")
        if top is not None and top.realtime and opener is not None:
            scene = opener(self, top)
            if scene is not None:
                self.push(scene)

    def collect(self) -> None:
        """Take every waiting pygame event and stamp it now; dispatch waits for the next ``pump``."""
        events = pygame.event.get()
        now = time.perf_counter()
        if self.pump_gaps is not None:
            if self._last_pump is not None:
                self.pump_gaps.append((now - self._last_pump) * 1000.0)
        self._last_pump = now
        if events:
            self._inbox.append((self.clock.now_ms(), events))

    def checkpoint(self) -> None:
        """A collect-only pump inside a frame's work (only while run() serves a fast_input scene, and not
        more often than every CHECKPOINT_S)."""
        if (
            self.loop.checkpoints
            and time.perf_counter() - (self._last_pump or 0.0) >= CHECKPOINT_S
            and threading.get_ident() == self.loop.thread
        ):  # SDL's events are the main thread's
            self.collect()

    def pump(self) -> None:
        """Take every waiting pygame event, stamp it, and dispatch its actions (and those collected
        earlier, each with its own stamp, in order)."""
        self.collect()
        while self._inbox:
            t, events = self._inbox.pop(0)
            self._dispatch_events(events, t)

    def _dispatch_events(self, events: list, t: float) -> None:
        self.loop.dispatch_events(events, t)

    # -- one frame ---------------------------------------------------------------------------------
    def step(self, now_ms: float) -> None:
        """Feed real time to the top scene in fixed steps, then draw. Used by the loop and the harness."""
        if self.store.warnings:  # hardening: load and save problems reach the player as toasts
            for warning in self.store.take_warnings():
                self.toast(warning, 8000)
        if self._last_ms is None:
            self._last_ms = now_ms
        frame_ms = min(MAX_FRAME_MS, now_ms - self._last_ms)
        self._last_ms = now_ms
        top = self.scenes.top
        if top is not None and top.menu_repeat:
            for ev in self.repeater.due(self.input.held, now_ms):
                self.dispatch(ev)
        self._acc += frame_ms
        if self._thinker is not None:
            self._thinker.pump()  # a CPU's answer from the worker process, if it came (cheap when none is out)
        while self._acc >= self.STEP_MS - 1e-9:  # (a frame of whole steps is whole steps, float or not)
            self._acc = max(0.0, self._acc - self.STEP_MS)
            if self._acc < 1e-6:
                self._acc = 0.0
            top = self.scenes.top
            if top is not None:
                try:
                    top.update(now_ms - self._acc, self.STEP_MS)
                except Exception as exc:
                    self.guard.failed(top, exc, "updating")
        self.checkpoint()
        for hook in self.frame_hooks:
            hook(now_ms)
        self.render(frame_ms)
        self.guard.check()  # a resumed kept game that has drawn and moved: its file can go now
        self.frames += 1

    def render(self, frame_ms: float = 0.0, force: bool = False) -> None:
        surf = self.screen
        if surf is None or not (self.drawing or force):
            self.scenes.tick_fade(frame_ms)
            return
        draw.begin_frame()
        visible = self.scenes.visible()
        sig = (id(surf), surf.get_size(), tuple(id(s) for s in visible))
        self.canvas.begin(sig, bool(self.toasts), len(visible))
        for scene in visible:
            self.checkpoint()
            try:
                scene.draw(surf)
            except Exception as exc:
                self.guard.failed(scene, exc, "drawing")
                self.invalidate_canvas()
                return
            self.guard.drawn(scene)
        alpha = self.scenes.tick_fade(frame_ms)
        if alpha > 0:
            draw.dim_overlay(surf, int(alpha))
        toasted = self.messages.draw(surf, self.clock.now_ms())
        self.canvas.end(sig, alpha <= 0 and not toasted)

    def canvas_holds(self, scene: Scene, surface: pygame.Surface) -> bool:
        """For a scene's draw: True when the canvas still shows exactly what this scene drew last frame
        (it drew alone, on this canvas, and no fade or message has covered it since), so the scene may
        redraw only what changed. Either way the scene is noted as this frame's painter."""
        return self.canvas.holds(scene, surface, self.screen, self.scenes.visible())

    def picture_unchanged(self, scene: Scene, surface: pygame.Surface, key: object) -> bool:
        """For a scene's draw: True when the canvas already shows this scene's picture for ``key``
        (``canvas_holds`` and the same key as last frame): then the scene draws nothing. ``key`` must hold
        everything the scene's picture depends on. False (draw it all) otherwise; the key is then
        remembered for the next frame."""
        return self.canvas.unchanged(scene, surface, self.screen, self.scenes.visible(), key)

    def invalidate_canvas(self) -> None:
        """The canvas was drawn on from outside the frame (or replaced): the next frame draws it all."""
        self.canvas.invalidate()

    # -- the real loop -----------------------------------------------------------------------------
    def run(self) -> None:
        """The real loop (:meth:`arcade.loop.Loop.run`) until the app quits or its last scene is gone."""
        self.loop.run()

    def spare(self, deadline: float) -> None:
        """Use the time left before the next frame (``deadline``, perf_counter seconds): make one sound not
        made yet (with 8 ms left), then let the top scene prepare what a coming frame will draw
        (``Scene.warm_one``, while 3 ms are left), so that frame does not pay for it."""
        if self._thinker is not None:
            self._thinker.pump()  # send a thought asked this frame: the worker wakes once the frame is shown
        if self._warm_sounds and deadline - time.perf_counter() > WARM_MIN_S:
            self._warm_sounds = self.audio.warm_one()
        top = self.scenes.top
        while top is not None and deadline - time.perf_counter() > SPARE_MIN_S and top.warm_one():
            pass

    def quit(self) -> None:
        self.running = False
        while self.scenes.top is not None:
            self.scenes.pop()
        self.close_thinker()
