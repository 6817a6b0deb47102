"""Driving the real cabinet for the lobby matrix (tests/test_lobby_matrix.py): set a game up in its lobby
with the keys a person would press (player count, each seat's kind and CPU level, its switches, every
option), press START, then let the game play to its end through the real game scene with every frame's
update and a drawn frame now and then.

A set-up is a ``Setup``: the seats as (CPU level, switches) pairs and the lobby options that differ from
their defaults. ``play`` returns a ``Played`` (the scene, game time used, frames drawn) or raises.
"""

from __future__ import annotations

import random
import time
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field

from arcade.games import registry
from arcade.games.console.bots import ReflexBot
from arcade.games.console.layout import NUMPAD_ACTION_TO_CELL
from arcade.games.info import GameInfo
from arcade.scenes.game import GameScene
from arcade.scenes.lobby import LobbyScene
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness

STEP_MS = 250.0  # game time per loop step while a game plays


@dataclass(frozen=True)
class Setup:
    """One lobby set-up: ``levels`` one CPU level per seat, ``flags`` the seats' switches that are on
    (seat index, flag key), ``options`` the lobby options set away from their defaults."""

    game: str
    levels: tuple[str, ...]
    options: tuple[tuple[str, object], ...] = ()
    flags: tuple[tuple[int, str], ...] = ()
    seed: int = 1

    @property
    def seats(self) -> int:
        return len(self.levels)

    def label(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options) or "defaults"
        flags = ",".join(f"{k}@{i}" for i, k in self.flags)
        cpus = self.levels[0] if len(set(self.levels)) == 1 and self.seats > 1 else "+".join(self.levels)
        return f"{self.game}/{self.seats}p/{opts}" + (f"/{flags}" if flags else "") + f"/{cpus}" + f"/seed{self.seed}"


@dataclass
class Played:
    scene: GameScene
    game_ms: float
    drawn: int
    extra: dict = field(default_factory=dict)


def harness(process: bool = False, store_root=None) -> Harness:
    """A headless cabinet with animations off (every presentation at once) and CPUs at full pace;
    ``process``: slow CPUs think in the worker process, as in the real app; ``store_root``: its data
    folder (default: a temporary one that goes with the harness)."""
    h = Harness(store_root=store_root, render=False, fps=30, think_in_process=process)
    h.app.settings["anim_speed"] = 0.0
    h.boot(GameSelectScene(h.app))
    return h


def _row(lobby: LobbyScene, label: str) -> int:
    return [item.label for item in lobby.items].index(label)


def _adjust_to(h: Harness, lobby: LobbyScene, row: int, done, limit: int = 40, key: str = "right") -> None:
    """Select ``row`` and press ``key`` until ``done()``."""
    lobby.index = row
    for _ in range(limit):
        if done():
            return
        h.tap("keys_a", key)
    assert done(), f"the lobby row {lobby.items[row].label!r} never reached the wanted value"


def open_lobby(h: Harness, info: GameInfo) -> LobbyScene:
    lobby = h.app.push(LobbyScene(h.app, info))
    h.advance(20)
    assert h.top is lobby
    return lobby


def set_up(h: Harness, lobby: LobbyScene, setup: Setup) -> None:
    """Make the lobby show ``setup`` with the keys: the player count, each seat's CPU level, its switches,
    each option."""
    info = lobby.info
    if info.min_players != info.max_players:
        _adjust_to(
            h,
            lobby,
            _row(lobby, "Players"),
            lambda: lobby.count == setup.seats,
            key="right" if lobby.count < setup.seats else "left",
        )
    assert lobby.count == setup.seats
    seat_rows = [i for i, item in enumerate(lobby.items) if item.label[:1].isdigit()]
    for seat, (row, level) in enumerate(zip(seat_rows, setup.levels)):
        _adjust_to(h, lobby, row, lambda s=seat, lv=level: lobby.seats[s].kind == "cpu" and lobby.seats[s].level == lv)
        wanted = {k for i, k in setup.flags if i == seat}
        lobby.index = row
        for _ in range(len(info.seat_flags) + 2):
            if {k for k, on in lobby.seats[seat].flags.items() if on} == wanted:
                break
            h.tap("keys_a", "alt")
        assert {k for k, on in lobby.seats[seat].flags.items() if on} == wanted
    wanted = {o.key: o.default for o in info.options}
    wanted.update(dict(setup.options))
    for _ in range(2):  # a second pass for rows a switch set in the first one brought (Vegas's U timer)
        for opt in info.options:
            shown = [item.label for item in lobby.items]
            if opt.label in shown and lobby.options[opt.key] != wanted[opt.key]:
                _adjust_to(h, lobby, _row(lobby, opt.label), lambda o=opt: lobby.options[o.key] == wanted[o.key])
    hidden = {o.key for o in info.options if o.label not in [item.label for item in lobby.items]}
    assert {k: v for k, v in lobby.options.items() if k not in hidden} == {
        k: v for k, v in wanted.items() if k not in hidden
    }, "every row the lobby shows is set; a row it hides keeps its value"


def press_start(h: Harness, lobby: LobbyScene, seed: int):
    """START with the keys; the game's scene, or None when the lobby stayed (a refused set-up)."""
    h.app.toasts.clear()
    lobby.index = len(lobby.items) - 1
    assert lobby.items[lobby.index].label == "START"
    random.seed(seed)  # the lobby draws the game's seed from here
    h.tap("keys_a", "confirm")
    top = h.top
    return top if isinstance(top, GameScene) else None


def refusal_shown(h: Harness, lobby: LobbyScene) -> str:
    """The reason a refused set-up gives: the lobby is still on top and its message is drawn."""
    assert h.top is lobby, "a refused set-up stays in the lobby"
    assert h.app.toasts, "a refused set-up says why"
    message = h.app.toasts[0][0]
    h.app.render(force=True)  # the message is drawn over the lobby (a fault here fails)
    assert h.app.toasts[0][0] == message and h.app.messages.until is not None, "the reason is on screen"
    return message


class Painter:
    """A frame hook that lets the app draw a real frame now and then: when the game has applied
    ``every_acts`` rule actions since the last drawn frame, or ``every_frames`` frames have gone by."""

    def __init__(self, h: Harness, scene: GameScene, every_acts: int = 4, every_frames: int = 240) -> None:
        self.h, self.scene = h, scene
        self.every_acts, self.every_frames = every_acts, every_frames
        self.acts = -every_acts
        self.frames = 0
        self.drawn = 0

    def __call__(self, now_ms: float) -> None:
        self.frames += 1
        due = self.scene.acts - self.acts >= self.every_acts or self.frames >= self.every_frames
        self.h.app.drawing = due
        if due:
            self.acts, self.frames = self.scene.acts, 0
            self.drawn += 1

    def __enter__(self) -> Painter:
        self.h.app.frame_hooks.append(self)
        return self

    def __exit__(self, *exc) -> None:
        self.h.app.frame_hooks.remove(self)
        self.h.app.drawing = False


THOUGHT_S = 120.0  # wall-clock seconds a CPU's thought may take before the game counts as stuck
SPARE_S = 0.004  # the real loop's spare time after a frame (``App.spare``), given after each step


def _spare(h: Harness, seconds: float = SPARE_S) -> None:
    h.app.spare(time.perf_counter() + seconds)


def _await_thought(h: Harness, scene) -> None:
    """A CPU thinking on a worker: wait for its answer (the loop's spare time sends a thought to the
    worker process), so game time measures the game, not how busy the machine is (the fake clock would
    run on meanwhile)."""
    pending = getattr(scene, "cpu_thought", None) or getattr(scene, "cpu_job", None)
    give_up = time.perf_counter() + THOUGHT_S
    while pending is not None and not pending.done():
        if time.perf_counter() > give_up:
            raise AssertionError(f"a CPU's thought took more than {THOUGHT_S:.0f} s")
        _spare(h, 0.01)
        try:
            pending.result(timeout=0.05)
        except FutureTimeout:
            pass


def play_to_end(h: Harness, scene: GameScene, limit_ms: float, driver=None) -> Played:
    """Let the game run until it is over and recorded (the end screen up), at most ``limit_ms`` of game
    time, drawing frames now and then (``Painter``). ``driver(h, scene)``, when given, lets game time pass
    instead of a plain ``advance`` (the console's hands at the numpad). Any exception from the app fails the
    game; so does running out of game time."""
    start = h.now
    with Painter(h, scene) as painter:
        while not (scene.state.is_terminal() and scene.recorded and h.top is scene and scene.end_ready()):
            if h.now - start >= limit_ms:
                raise AssertionError(
                    f"the game did not end within {limit_ms / 1000:.0f} s of game time "
                    f"(top scene {type(h.top).__name__}, {scene.acts} actions)"
                )
            if driver is not None:
                driver(h, scene)
            else:
                h.advance(STEP_MS)
            _spare(h)
            _await_thought(h, h.top if isinstance(h.top, GameScene) else scene)
    h.app.render(force=True)  # the end screen
    return Played(scene, h.now - start, painter.drawn + 1)


def play(setup: Setup, limit_ms: float, process: bool = False, store_root=None) -> Played:
    """Set ``setup`` up in the lobby, start it and play it to the end; AssertionError when refused.
    ``process``: slow CPUs think in the worker process (``Played.extra["thinker"]``: its counts)."""
    h = harness(process, store_root)
    try:
        info = registry.get(setup.game)
        lobby = open_lobby(h, info)
        set_up(h, lobby, setup)
        if process:  # the worker started while the player set the lobby up
            assert h.app.thinker.wait_ready(), "the CPUs' worker process starts"
        scene = press_start(h, lobby, setup.seed)
        if scene is None:
            raise AssertionError(f"refused: {refusal_shown(h, lobby)}")
        done = play_to_end(h, scene, limit_ms)
        done.extra["thinker"] = dict(h.app.thinker.counts)
        return done
    finally:
        h.app.close_thinker()


# ---------------------------------------------------------------------- the console's hands
CELL_ACTION = {cell: action for action, cell in NUMPAD_ACTION_TO_CELL.items()}


class NumpadHands:
    """A computer duellist (``ReflexBot``) at the numpad of Console Free Play: it watches the lights and
    its presses and releases reach the scene as numpad key events at their own times, the way a person's
    do (the scene's player path, not the duel path)."""

    def __init__(self, bot: ReflexBot) -> None:
        self.bot = bot
        self.keys = 0

    def __call__(self, h: Harness, scene) -> None:
        frame = 1000.0 / h.fps
        bot = self.bot
        bot.observe(scene.machine.view())
        due = bot.next_time()
        if due is not None:
            at = h.now + max(0.0, due - scene.console_now())
            if at <= h.now + frame:
                plan = bot.pop()
                h.run([(at, "numpad", CELL_ACTION[plan.cell], plan.kind == "press")], until_ms=at)
                self.keys += 1
                if plan.kind == "press":
                    bot.pressed(plan.cell, scene.console_now())
                return
        h.advance(frame)

    def let_go(self, h: Harness, scene) -> None:
        """The game is over: the hands come off the buttons (what is still held is released)."""
        self.bot.plans.clear()
        for cell in sorted(scene.machine.held):
            h.send("numpad", CELL_ACTION[cell], False)
        h.advance(1000.0 / h.fps)
