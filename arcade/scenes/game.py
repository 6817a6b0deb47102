"""The one base every game scene stands on.

A game scene holds its rules state (an engine on the protocol of :mod:`arcade.core.rules`), turns input
actions into rule actions and draws. What every game needs is here, once:

- a scene clock (:class:`~arcade.core.clock.SceneClock`) that advances by the loop's fixed steps (after a
  stall: many ordinary steps, never one jump) and stops while another scene is on top (pause, help,
  options, the curtain) and while the window has lost focus; everything the scene times reads
  ``self.now()``;
- seat-to-device routing: a human seat acts from its own device; a press from a device whose seat may not
  act now shows a "not your turn" cue naming who is to play;
- CPU turns: paced by the one "CPU turn pace" setting, thought while the pacing delay runs (``think``: in
  the app's worker process, :mod:`arcade.core.thinker`, so a slow CPU never holds up a frame; a bot marked
  ``instant`` thinks inline), never while a presentation is running;
- presentation timing: ``self.busy_until`` holds back CPUs (and people, by default) while events play out;
- who may see (:mod:`arcade.scenes.kit.secrecy`, decided in that one place): ``self.viewer`` is the seat
  whose secrets the frame may show, or None, and ``shown_view()`` the view a frame is built from (that
  seat's ``view``, or the engine's ``public_view()``); in a game with hidden information and two or more
  people, the curtain names the next person before their secrets are drawn, and their secrets are put away
  as soon as anybody else is to act;
- the end (:mod:`arcade.scenes.game_end`): the result recorded once (not in demos), the end card, rematch;
  Hold & Quit and resume.

A subclass sets ``game_id`` and ``engine`` (the state class), and implements ``new_state``, ``make_cpu``,
``on_input`` (a person's action for a seat), ``present`` (typed events -> call-outs, sounds, animations),
``draw_game`` and ``end_card`` (what its end card holds). Real-time games override ``update_game`` and
``run_cpus`` and route every seat at once.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any, ClassVar

import pygame

from arcade.core.clock import SceneClock
from arcade.core.input import GLOBAL_DEVICE, MOUSE_DEVICE, ActionEvent, device_label
from arcade.core.render import draw, palette, text
from arcade.core.rules import SIMULTANEOUS, TERMINAL
from arcade.core.scenes import Scene
from arcade.games.info import LobbyConfig, resolve
from arcade.scenes.game_end import GameEnd
from arcade.scenes.game_frame import GameFrames
from arcade.scenes.game_replay import GameReplay
from arcade.scenes.game_secrecy import GameSecrecy
from arcade.scenes.kit.layers import Layers
from arcade.scenes.kit.timeline import Timeline

THINK_MS = 900.0  # a CPU's pause before each choice at pace 1
CUE_MS = 1400.0  # how long the "not your turn" cue shows
DEMO_PACE = 2.5  # attract-mode demos run this much faster
NUMPAD_DIRECTIONS = {"b4": "left", "b6": "right", "b8": "up", "b2": "down", "b5": "confirm"}


class GameScene(GameFrames, GameSecrecy, GameEnd, GameReplay, Scene):
    """Base of every game scene (see the module docstring)."""

    pausable = True
    engine: ClassVar[Any] = None  # the rules state class (has from_data)
    hidden_hands: ClassVar[bool] = False  # hot-seat games show the curtain between people
    block_input_while_busy: ClassVar[bool] = True
    # where the attract loop's DEMO banner goes: over the game's header (top, 52 px) or, for a game whose
    # header holds the play itself (Insert Coin's flipped card), over its key hints at the bottom
    demo_banner: ClassVar[str] = "top"
    _humans: tuple[list[Any], tuple[int, ...]] | None = None  # (the table's seats, the people's), kept
    _music: tuple[str | None, str | None] | None = None  # (the game, its loop), kept

    # "module:function" loaders of every level file (map, shape cards) the game draws; each is called
    # before anything is built, so a broken level refuses the start, the resume and the demo with a
    # message (through levels.guarded) instead of failing at the first frame.
    levels: tuple[str, ...] = ()

    def __init__(self, app, config: LobbyConfig, *, state=None) -> None:
        for loader in self.levels:
            resolve(loader)()
        super().__init__(app)
        self.config = config
        self.clock = SceneClock(app.clock)
        self.demo = bool(config.options.get("demo"))
        self.state = state if state is not None else self.new_state(config)
        self.cpus: dict[int, Any] = {i: self.make_cpu(i, s) for i, s in enumerate(config.seats) if s.is_cpu}
        self.timeline = Timeline()  # call-outs, sounds, floats, the log; busy_until (arcade.scenes.kit)
        self.layers = Layers()  # kept pictures keyed by what they show (arcade.scenes.kit.layers)
        self.cpu_due: float | None = None
        self.cpu_seat: int | None = None
        self.cpu_thought: Future | None = None
        self.recorded = False
        self.end_since: float | None = None  # when the end card came up (scene time)
        self.end_box: pygame.Rect | None = None  # where the end card was last drawn (the confetti's)
        self._under_confetti: tuple[Any, pygame.Surface] | None = None  # (picture key, the picture under it)
        self.cue: tuple[str, float] | None = None
        self.acts = 0  # rule actions applied through ``act`` (a cheap "the state changed" for picture keys)
        self.start_secrecy()  # who may see (arcade.scenes.game_secrecy)
        self.start_recording()  # the replay (arcade.scenes.game_replay)
        if any(not getattr(bot, "instant", False) for bot in self.cpus.values()):
            app.thinker.prepare()  # a slow CPU plays: start the worker process now, in the background

    def exit(self) -> None:
        """Leaving the stack: the pictures this scene kept (its layers, the picture under the confetti) and
        its last frame are let go now. A game scene is kept alive by reference cycles until the collector
        next runs, which can be several scenes later; until then its full-screen table layers (3.5 MB each)
        would stay in memory. A scene shown again builds them again from their keys."""
        super().exit()
        self.layers.forget()
        self._under_confetti = None
        self._frame_memo = None

    # ------------------------------------------------------------------ subclass hooks
    def new_state(self, config: LobbyConfig):
        raise NotImplementedError

    def make_cpu(self, seat: int, seat_config) -> Any:
        """A computer player for ``seat`` (the bot protocol, :mod:`arcade.core.bots`: ``choose(view) ->
        action``, ``instant = True`` when it decides in a couple of milliseconds, so it thinks on the main
        thread); made with :meth:`new_bot`."""
        raise NotImplementedError

    def new_bot(self, level: str, seat: int, seed: int, default: str | None = None) -> Any:
        """The game's bot of ``level`` for ``seat``, through its GameInfo (``make_bot(level, seat, seed)``).
        A level the game does not have (an old lobby file) plays as ``default``, else the lobby's default
        level (the second, or the only one)."""
        from arcade.games import registry

        info = registry.get(str(self.game_id))
        known = {name.lower(): name for name in (*info.cpu_levels, *info.ladder_levels)}
        asked = (level or "").strip().lower()
        level = known[asked] if asked in known else default or info.cpu_levels[min(1, len(info.cpu_levels) - 1)]
        return resolve(str(info.make_bot))(level, seat, seed)  # by the level's own name, whatever its case was

    def on_input(self, seat: int, action: str, ev: ActionEvent) -> None:
        """A person at ``seat`` pressed ``action`` (numpad digits already turned into directions)."""

    def present(self, events: list, now: float) -> None:
        """Stage the typed events of one applied action (call-outs, sounds, animations)."""

    def draw_game(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def update_game(self, now: float, dt_ms: float) -> None:
        """Per fixed step, before CPUs are run (animations, sounds due, real-time engines)."""

    def hold_extra(self) -> dict:
        """Scene-side data kept with the state (Hold & Quit); read back by ``restore_extra``."""
        return {}

    def restore_extra(self, data: dict) -> None:
        """Read back ``hold_extra``'s data; raise ValueError (or any error) on anything malformed: the
        cabinet then sets the kept file aside and tells the player."""

    # ------------------------------------------------------------------ seats
    def name(self, seat: int) -> str:
        return self.config.seats[seat].name

    def is_cpu(self, seat: int) -> bool:
        return self.config.seats[seat].is_cpu

    def human_seats(self) -> list[int]:
        """The seats people play, in seat order (worked out once for the table's seats: every moment asks)."""
        seats = self.config.seats
        kept = self._humans
        if kept is None or kept[0] is not seats:
            kept = self._humans = (seats, tuple(i for i, s in enumerate(seats) if not s.is_cpu))
        return list(kept[1])

    def seats_of(self, device: str) -> list[int]:
        """Human seats played from ``device`` (pads match "pad" and their own numbered names)."""
        out = []
        for i, s in enumerate(self.config.seats):
            if s.is_cpu:
                continue
            if s.device == device or (s.device == "pad" and device.startswith("pad")):
                out.append(i)
        return out

    def acting_seats(self) -> list[int]:
        """Seats that may act now: the current player, or every seat with a legal action."""
        cp = self.state.current_player()
        if cp == TERMINAL:
            return []
        if cp == SIMULTANEOUS:
            return [i for i in range(len(self.config.seats)) if self.state.legal_actions(i)]
        return [cp]

    def hot_seat(self) -> bool:
        return self.hidden_hands and len(self.human_seats()) >= 2

    def coach_on(self) -> bool:
        """Whether the coach speaks in this game: the Options switch is on, and it is not a lesson (whose
        steps do the teaching: a coach naming another move would talk over them) nor a replay on show."""
        return bool(self.app.settings.get("coach", True)) and not self.config.options.get("lesson") and not self.watched

    @property
    def music(self) -> str | None:  # type: ignore[override]
        """The game's own loop (its GameInfo names it; the menus' loop when it names none). Looked up once per
        game: every frame asks."""
        kept = self._music
        if kept is None or kept[0] != self.game_id:
            from arcade.games import registry

            try:
                name = registry.get(self.game_id or "").music or None
            except KeyError:
                name = None
            kept = self._music = (self.game_id, name)
        return kept[1]

    # ------------------------------------------------------------------ time
    def now(self) -> float:
        return self.clock.now_ms()

    @property
    def busy_until(self) -> float:
        """Input and CPUs wait until this scene time: the timeline's (what is playing)."""
        return self.timeline.busy_until

    @busy_until.setter
    def busy_until(self, value: float) -> None:
        self.timeline.busy_until = value

    def anim_ms(self, ms: float) -> float:
        """An animation's length under the animation-speed setting (0 when animations are off)."""
        return float(self.app.anim(ms))

    def busy(self, now: float | None = None) -> bool:
        return (self.now() if now is None else now) < self.busy_until

    def pace(self) -> float:
        pace = float(self.app.settings.get("cpu_pace", 1.0) or 1.0)
        return pace * (DEMO_PACE if self.demo else 1.0)

    def think_ms(self) -> float:
        return self.app.anim(THINK_MS) / self.pace() if self.app.anim(1) else 0.0

    def pause(self) -> None:
        self.clock.stop("covered")

    def resume(self) -> None:
        self.clock.start("covered")

    def focus_changed(self, focused: bool) -> None:
        if focused:
            self.clock.start("focus")
        else:
            self.clock.stop("focus")

    # ------------------------------------------------------------------ input
    def handle(self, ev: ActionEvent) -> None:
        if ev.device in (GLOBAL_DEVICE, MOUSE_DEVICE) or not ev.pressed or ev.repeat:
            return
        action = NUMPAD_DIRECTIONS.get(ev.action, ev.action) if ev.device == "numpad" else ev.action
        if self.state.is_terminal():
            if self.end_ready():
                self.end_input(action)
            return
        if self.block_input_while_busy and self.busy():
            return
        mine = self.seats_of(ev.device)
        if not mine:
            return
        acting = [s for s in self.acting_seats() if s in mine]
        if not acting:
            self.wrong_seat(ev.device)
            return
        self.on_input(acting[0], action, ev)

    def wrong_seat(self, device: str) -> None:
        """A device whose seat may not act pressed something: say whose turn it is."""
        acting = self.acting_seats()
        who = ", ".join(self.name(s) for s in acting) or "nobody"
        self.cue = (f"Not your turn ({device_label(device)}): {who} to play", self.now() + CUE_MS)
        self.app.sound("error")

    # ------------------------------------------------------------------ acting
    def act(self, action) -> list:
        """Apply one rule action (from a person or a CPU) and stage what happened."""
        if self.watched and not self.viewer_acting:
            return []  # a replay on show: only the viewer's steps are played (arcade.scenes.replay_viewer)
        now = self.now()
        events = self.apply_rule(action)  # applied and noted in the replay (a refused action is not kept)
        self.acts += 1
        self.cpu_due = self.cpu_seat = self.cpu_thought = None
        self.present(events, now)
        if self.state.is_terminal():
            self.busy_until = max(self.busy_until, now)
        return events

    def end_ready(self) -> bool:
        return self.state.is_terminal() and not self.busy()

    def update(self, now_ms: float, dt_ms: float) -> None:
        self.clock.step(now_ms, dt_ms)  # the scene's time is the loop's fixed steps (a stall: many steps)
        self.poll_kept_check()  # a resumed game's kept replay, checked on a worker thread
        now = self.now()
        if self.cue is not None and now >= self.cue[1]:
            self.cue = None  # a spent "Not your turn" line
        for name in self.timeline.due_sounds(now):
            self.app.sound(name)
        self.timeline.tidy(now)
        self.update_game(now, dt_ms)
        self.track_end(now)
        if self.state.is_terminal():
            if not self.recorded and not self.busy(now):
                self.record()
            return
        if self.busy(now):
            return
        self.check_curtain()
        if not self.in_front() or not getattr(self.app.scenes.top, "cpus_may_play", True):
            return  # covered, or a lesson step that is not the CPUs' to play (arcade.scenes.lesson)
        self.run_cpus(now)

    def in_front(self) -> bool:
        """CPUs play while this scene is the top one, or the scene the top one shows (the attract loop's
        ``DemoScene`` runs a game inside it); not while a pause, help page or curtain covers it."""
        top = self.app.scenes.top
        return top is self or (top is not None and getattr(top, "inner", None) is self)

    def open_over(self, scene: Scene) -> None:
        """Open ``scene`` over this game (Mania's duel console): pushed; or, when the top scene shows this
        game inside it and can host another in its place (a lesson: ``host``), shown there, so the lesson's
        box and highlight stay over it."""
        top = self.app.scenes.top
        host = getattr(top, "host", None)
        if top is not self and getattr(top, "inner", None) is self and callable(host):
            host(scene)
        else:
            self.app.push(scene)

    def close_over(self) -> None:
        """This scene, opened with ``open_over``, is done: popped, or handed back by the scene hosting it."""
        top = self.app.scenes.top
        unhost = getattr(top, "unhost", None)
        if top is not self and getattr(top, "inner", None) is self and callable(unhost):
            unhost(self)
        else:
            self.app.pop()

    def run_cpus(self, now: float) -> None:
        """Turn-based: when a CPU is to act, think (on the worker) during its pacing delay, then act."""
        acting = [s for s in self.acting_seats() if s in self.cpus]
        if not acting:
            return
        seat = acting[0]
        if self.cpu_seat != seat or self.cpu_due is None:
            self.cpu_seat = seat
            self.cpu_due = now + self.think_ms()
            bot = self.cpus[seat]
            self.cpu_thought = self.think(bot.choose, self.state.view(seat), instant=getattr(bot, "instant", False))
        if now >= self.cpu_due and self.cpu_thought is not None and self.cpu_thought.done():
            self.act(self.cpu_thought.result())

    def think(self, fn, *args, instant: bool = False, keep=None) -> Future:
        """Run a CPU's thinking ``fn(*args)``: at once when it is ``instant`` (a couple of milliseconds at
        most), else in the app's worker process (on a thread until it is ready, or in a test harness), so
        frames go on meanwhile. The answer comes as a Future. ``keep``: the objects the thinking changes (a
        bot's own random numbers...), updated in place when the answer comes; default the bot of a bound
        method (``bot.choose``). Arguments are sent as they are when asked (see
        :class:`arcade.core.thinker.Thinker`)."""
        return self.app.thinker.think(fn, *args, instant=instant, keep=keep)

    # ------------------------------------------------------------------ Hold & Quit
    def hold_data(self) -> dict | None:
        if self.state.is_terminal() or self.demo:
            return None
        return {
            "config": self.config.to_data(),
            "state": self.state.to_data(),
            "scene": self.hold_extra(),
            "log": self.timeline.log_data(),  # every game keeps its log (the timeline's lines)
            "replay": self.hold_replay(),  # a kept game is its replay
        }

    @classmethod
    def from_hold(cls, app, data: dict) -> GameScene:
        """Rebuild a kept game; anything malformed raises ValueError (the cabinet sets the file aside)."""
        try:
            config = LobbyConfig.from_data(data["config"])
            state = cls.engine.from_data(data["state"])
        except ValueError:
            raise
        except Exception as exc:
            raise ValueError(f"kept game is malformed: {exc!r}") from exc
        if len(config.seats) != state.num_seats:
            raise ValueError(f"kept game has {len(config.seats)} seats but its state has {state.num_seats}")
        scene = cls(app, config, state=state)
        extra = data.get("scene") or {}
        try:
            if not isinstance(extra, dict):
                raise ValueError("the scene's part is not an object")
            scene.restore_extra(extra)
            if "log" in data:  # a game kept before logs were kept has none: its own restore_extra decides
                scene.timeline.restore_log(data["log"])
        except Exception as exc:
            raise ValueError(f"kept game's scene data is malformed: {exc!r}") from exc
        scene.restore_replay(data.get("replay"))
        return scene

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        key = self.picture_key()
        if key is None:
            key = object()  # equal to no other: this frame is drawn, and so is the next one
        else:
            cue = self.cue if self.cue is not None and self.now() < self.cue[1] else None
            key = (key, cue, self.app.handled, self.end_shown())  # after any input it is drawn again
        step = self.celebration()
        if self.app.picture_unchanged(self, surface, (key, step)):
            return
        under = self._under_confetti
        kept_key = (key, self.app.canvas.generation)  # a canvas drawn on from outside: drawn again in full
        if step is not None and under is not None and under[0] == kept_key:
            surface.blit(under[1], (0, 0))  # the picture under the falling confetti has not changed
        else:
            self._drawn += 1  # shown_view() is made again for this frame
            self.draw_game(surface)
            self.draw_end(surface)
            self.draw_overlay(surface)
            self.draw_cue(surface)
        if step is None:
            self._under_confetti = None
        else:
            if under is None or under[0] != kept_key:
                self._under_confetti = (kept_key, surface.copy())  # kept while the confetti falls (2.6 s)
            self.draw_confetti(surface, step)

    def picture_key(self):
        """Everything this scene's picture (``draw_game``) depends on, as a plain comparable value; when it
        equals last frame's and the canvas still holds that frame (``App.picture_unchanged``), nothing is
        drawn. None (the default): draw every frame. Any input handed to the scene redraws it (so cursors and
        choices moved by keys need not be in the key); so does a rule action applied through ``act``
        (``self.acts``). Anything timed must enter the key as what it shows
        (e.g. a pulse quantised the way it is drawn), or as the time itself while it moves."""
        return None

    def draw_cue(self, surface: pygame.Surface) -> None:
        if self.cue is None:
            return
        message, until = self.cue
        if self.now() >= until:
            return  # spent: update() drops it (drawing changes nothing)
        w = min(draw.SCREEN_W - 80, text.render(message, text.BODY, 22, palette.WHITE).get_width() + 48)
        rect = pygame.Rect(0, 0, w, 46)
        rect.midbottom = (draw.SCREEN_W // 2, draw.SCREEN_H - 48)
        draw.panel(surface, rect, palette.DUSK, palette.WARN, radius=10, width=2)
        text.blit(surface, message, rect.center, size=22, anchor="center", colour=palette.WHITE)
