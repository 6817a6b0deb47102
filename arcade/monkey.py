"""The monkey and the soak: developer tools, not part of the packaged app (build.spec leaves tool modules
out).

``python -m arcade.monkey --scene all --events N --seed S [--seeds K] [--workers W]`` drives the real app
headless (the testing Harness, fake clock, private data folder) with random input from every device at once (both
keyboard
halves, the numpad, two gamepads, the mouse, the system keys) plus raw window events (resize, focus lost and
gained, gamepads added and removed, fullscreen toggles, raw key presses with odd scancodes, window close),
with random pauses so CPU turns, demos and animations run (the games' own CPU seats move between the
random inputs). Frames update without drawing; one frame in ``--render-every`` events (and the first) is
drawn in full, so drawing code meets the states the input reaches without costing every frame.
``--seeds K`` runs seeds S..S+K-1 for each scene, spread over ``--workers`` processes. ``--scene`` is ``all`` (the
cabinet's menus,
then every enabled game), ``cabinet``, or a game id. A failure prints the scene, seed and event index (rerun
with the same ``--scene`` and ``--seed`` and at least that many events to see it again) and saves the game
open at the time as a replay in ``--replays DIR`` (its last step the rule action that failed, when one did:
``python -m arcade.replay FILE`` plays it to that step); the run carries on with a fresh app. Exit status 1
when anything failed.

``python -m arcade.monkey --soak MINUTES`` leaves the cabinet idle in attract mode (marquee and CPU demos)
for MINUTES of game time on an accelerated clock with rendering, and prints resident memory and cache sizes
each game minute.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import threading
import time
import traceback

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from arcade.core import input as inp
from arcade.core.cli import cap_workers, fps, positive_float, positive_int
from arcade.games import registry

DEVICES = ("keys_a", "keys_b", "numpad", "pad0", "pad1", "system", "mouse")
FAKE_PADS = {1001: "pad0", 1002: "pad1"}  # SDL instance ids the monkey pretends are plugged in
RAW_KEYS = (
    pygame.K_RETURN,
    pygame.K_ESCAPE,
    pygame.K_F1,
    pygame.K_F11,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_SPACE,
    pygame.K_BACKSPACE,
    pygame.K_a,
    pygame.K_w,
    pygame.K_KP5,
    pygame.K_KP7,
    pygame.K_0,
    pygame.K_9,
    pygame.K_TAB,
    pygame.K_z,
)


# Where a cabinet run starts ("" = the attract screen): every menu scene, so random input explores each.
CABINET_SCENES = (
    "",
    "",
    "arcade.scenes.select:GameSelectScene",
    "arcade.scenes.options:OptionsScene",
    "arcade.scenes.options:EffectsScene",
    "arcade.scenes.keys:KeysScene",
    "arcade.scenes.stats:StatsScene",
    "arcade.scenes.replays:ReplaysScene",
    "arcade.scenes.howto:HowToScene",
)


def cabinet_scenes() -> tuple[str, ...]:
    """The cabinet's menus and every game's own menus (``GameInfo.menus``)."""
    return CABINET_SCENES + tuple(m for g in registry.games() if g.enabled for m in g.menus)


def actions(device: str) -> tuple[str, ...]:
    if device == "mouse":
        return ("click", "point", "up", "down")
    if device.startswith("pad"):
        return inp.SEAT_ACTIONS
    return tuple(inp.actions_for(device))


class Failure(Exception):
    pass


class Monkey:
    """One target (the cabinet or one game) driven by one seeded random stream."""

    def __init__(
        self,
        target: str,
        seed: int,
        log=print,
        max_wait_ms: float = 5000.0,
        render_every: int = 25,
        replay_dir: str | None = None,
    ) -> None:
        self.target = target
        self.replay_dir = replay_dir
        self.render_every = max(1, render_every)
        self.max_wait_ms = max_wait_ms
        self.seed = seed
        self.rnd = random.Random(f"{seed}:{target}")
        self.log = log
        self.failures: list[dict] = []
        self.events = 0
        self.h = None

    # -- set-up ------------------------------------------------------------------------------------
    def fresh(self) -> None:
        from arcade.testing import Harness

        random.seed(self.rnd.random())  # lobby seeds and demos use the global random: keep runs repeatable
        self.h = Harness(fps=30, render=False)
        self.h.app.input.pads.update(FAKE_PADS)
        if self.target == "cabinet":
            self.h.boot()
            first = self.rnd.choice(cabinet_scenes())
            if first:  # start some runs deeper in the menus, on top of game select, as a player gets there
                import importlib

                from arcade.scenes.select import GameSelectScene

                module, _, name = first.partition(":")
                self.h.app.replace(GameSelectScene(self.h.app))
                cls = getattr(importlib.import_module(module), name)
                self.h.app.push(cls(self.h.app, "cabinet") if name == "HowToScene" else cls(self.h.app))
            return
        from arcade.core.levels import guarded
        from arcade.games import registry
        from arcade.games.info import LobbyConfig, SeatConfig
        from arcade.scenes.select import GameSelectScene

        info = registry.get(self.target)
        self.h.boot(GameSelectScene(self.h.app))
        for attempt in range(60):  # a random set-up the rules refuse (a game may say so) is rolled again
            n = self.rnd.randint(info.min_players, info.max_players)
            seats = []
            for i in range(n):
                if i > 0 and info.cpu_levels and self.rnd.random() < 0.6:
                    seats.append(SeatConfig(f"CPU {i}", "cpu", self.rnd.choice(info.cpu_levels)))
                else:
                    seats.append(SeatConfig(f"P{i + 1}", "human", "", self.rnd.choice(info.devices)))
            # each option off its default now and then (a game with many switches, such as Vegas's 21
            # variations, refuses most set-ups that change them all at once); the last tries use defaults
            odd = 0.3 if attempt < 50 else 0.0
            options = {
                o.key: self.rnd.choice(o.choices) if self.rnd.random() < odd else o.default for o in info.options
            }
            cfg = LobbyConfig(info.id, seats, options, self.rnd.randrange(1 << 30))
            scene, error = guarded(info.start, self.h.app, cfg)
            if error:
                raise Failure(f"{info.title} cannot start: {error}")
            if scene is not None:
                break
        else:
            raise Failure(f"{info.title}: no random set-up could start")
        self.h.app.push(scene)

    # -- one random event --------------------------------------------------------------------------
    def event(self) -> str:
        h, rnd = self.h, self.rnd
        app = h.app
        roll = rnd.random()
        if roll < 0.62:
            device = rnd.choice(DEVICES)
            action = rnd.choice(actions(device))
            pos = (rnd.randrange(-20, 1300), rnd.randrange(-20, 740)) if device == "mouse" else None
            self._send(device, action, True, pos)
            if rnd.random() < 0.9:
                h.advance(rnd.choice((0, 16, 40, 120)))
                self._send(device, action, False, pos)
            return f"{device}.{action}"
        if roll < 0.80:
            ms = min(self.max_wait_ms, rnd.choice((16, 16, 100, 100, 400, 400, 1500, 5000)))
            h.advance(ms)
            return f"wait {ms}"
        kind = rnd.randrange(11)
        if kind == 0:
            ev = pygame.event.Event(
                pygame.VIDEORESIZE, w=rnd.randrange(1, 4000), h=rnd.randrange(1, 3000), size=(640, 360)
            )
        elif kind == 1:
            ev = pygame.event.Event(pygame.WINDOWFOCUSLOST)
        elif kind == 2:
            ev = pygame.event.Event(pygame.WINDOWFOCUSGAINED)
        elif kind == 3:
            ev = pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=rnd.randrange(-1, 8))
        elif kind == 4:
            gone = rnd.choice((*FAKE_PADS, 77))
            ev = pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=gone)
            if rnd.random() < 0.5:  # and plugged back in (the monkey keeps its pads)
                pygame.event.post(ev)
                app.pump()
                app.input.pads.update(FAKE_PADS)
                return "gamepad out and in"
        elif kind == 5:
            ev = pygame.event.Event(
                pygame.CONTROLLERBUTTONDOWN, instance_id=rnd.choice(tuple(FAKE_PADS)), button=rnd.randrange(0, 16)
            )
        elif kind == 6:
            ev = pygame.event.Event(
                pygame.CONTROLLERAXISMOTION,
                instance_id=rnd.choice(tuple(FAKE_PADS)),
                axis=rnd.randrange(0, 6),
                value=rnd.randrange(-32768, 32768),
            )
        elif kind == 7:
            app.dispatch(inp.ActionEvent("system", "fullscreen", True, h.now))
            return "fullscreen toggle"
        elif kind in (8, 9):
            et = pygame.KEYDOWN if rnd.random() < 0.6 else pygame.KEYUP
            ev = pygame.event.Event(
                et,
                key=rnd.choice(RAW_KEYS),
                scancode=rnd.randrange(0, 600),
                mod=rnd.choice((0, 0, pygame.KMOD_ALT)),
                unicode="",
            )
        else:
            if rnd.random() < 0.2:
                ev = pygame.event.Event(pygame.QUIT)
            else:
                ev = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice((-1, 1)), flipped=False)
        pygame.event.post(ev)
        app.pump()
        app.input.pads.update(FAKE_PADS)
        return pygame.event.event_name(ev.type)

    def _send(self, device: str, action: str, pressed: bool, pos) -> None:
        h = self.h
        ev = inp.ActionEvent(device, action, pressed, h.now, pos=pos)
        key = (device, action)
        if pressed:
            h.app.input.held.setdefault(key, ev.t_ms)
        else:
            h.app.input.held.pop(key, None)
        h.app.dispatch(ev)

    def save_replays(self, event: int) -> list[str]:
        """The replay of every game open when a run failed (its last step the one that failed, when a rule
        action did), saved in ``replay_dir``; the paths."""
        if self.replay_dir is None or self.h is None:
            return []
        from pathlib import Path

        from arcade.core import replays as rp

        out = []
        for scene in list(self.h.app.scenes.stack):
            scene = getattr(scene, "inner", scene)
            replay_now = getattr(scene, "replay_now", None)
            if replay_now is None:
                continue
            try:
                replay = replay_now(kept=True)
                if replay is None:
                    continue
                path = Path(self.replay_dir) / f"{replay.game}-monkey-seed{self.seed}-event{event}.json"
                rp.save(replay, path)
                out.append(str(path))
            except Exception as exc:  # a state too broken to write: said, and the run goes on
                self.log(f"monkey: the replay could not be written ({exc.__class__.__name__}: {exc})")
        return out

    # -- the run -----------------------------------------------------------------------------------
    def run(self, n_events: int) -> Monkey:
        self.fresh()
        pygame.event.clear()
        for i in range(n_events):
            what = "?"
            try:
                if self.h.app.scenes.top is None or (self.target == "cabinet" and self.rnd.random() < 0.01):
                    self.fresh()  # quit from the menu (or now and then, to start elsewhere): start again
                what = self.event()
                if i % self.render_every == 0:
                    self.h.app.render(force=True)
            except Exception as exc:
                tb = traceback.format_exc(limit=-4)
                self.failures.append(
                    {
                        "scene": self.target,
                        "seed": self.seed,
                        "event": i,
                        "doing": what,
                        "error": f"{exc.__class__.__name__}: {exc}",
                        "trace": tb,
                    }
                )
                kept = self.save_replays(i)
                self.failures[-1]["replays"] = kept
                self.log(
                    f"monkey: FAIL scene={self.target} seed={self.seed} event={i} ({what}): "
                    f"{exc.__class__.__name__}: {exc}\n{tb}"
                    + "".join(f"monkey: replay {p} (python -m arcade.replay {p})\n" for p in kept)
                )
                pygame.event.clear()
                try:
                    self.fresh()
                except Exception as exc2:
                    self.log(f"monkey: cannot restart {self.target}: {exc2}")
                    break
            self.events += 1
        return self


def targets(scene: str) -> list[str]:
    from arcade.games import registry

    games = [g.id for g in registry.games() if g.enabled]
    if scene == "all":
        return ["cabinet", *games]
    if scene != "cabinet" and scene not in games:
        raise SystemExit(f"monkey: no scene {scene!r}; choose all, cabinet or one of {', '.join(games)}")
    return [scene]


def _run_job(job: tuple) -> tuple[str, int, list[dict]]:
    target, seed, events, max_wait_ms, render_every, quiet, replay_dir = job
    log = (lambda *_a, **_k: None) if quiet else print
    m = Monkey(target, seed, log, max_wait_ms, render_every, replay_dir).run(events)
    return target, m.events, m.failures


def monkey(
    scene: str = "all",
    events: int = 1000,
    seed: int = 1,
    log=print,
    max_wait_ms: float = 5000.0,
    seeds: int = 1,
    workers: int = 1,
    render_every: int = 25,
    replay_dir: str | None = None,
) -> dict:
    """Every target of ``scene`` with ``events`` random events for each of the seeds ``seed`` ..
    ``seed + seeds - 1``; with ``workers`` > 1 the (target, seed) runs go to that many processes. A failing
    run's open games are saved as replays in ``replay_dir`` (none when it is None)."""
    t0 = time.perf_counter()
    failures: list[dict] = []
    total = 0
    per: dict[str, int] = {}
    jobs = [
        (target, seed + k, events, max_wait_ms, render_every, log is not print, replay_dir)
        for target in targets(scene)
        for k in range(max(1, seeds))
    ]
    workers = cap_workers(workers, len(jobs))  # at most one process a core and a run
    if workers > 1:
        import multiprocessing

        # spawn, not fork: a fork of a process with threads (a test runner's, the app's) can deadlock
        with multiprocessing.get_context("spawn").Pool(workers, maxtasksperchild=1) as pool:
            results = pool.map(_run_job, jobs, chunksize=1)
    else:
        results = []
        for target, s, n, wait, every, _quiet, where in jobs:
            m = Monkey(target, s, log, wait, every, where).run(n)
            results.append((target, m.events, m.failures))
    for target, n, found in results:
        failures += found
        total += n
        per[target] = per.get(target, 0) + n
    elapsed = time.perf_counter() - t0
    return {
        "seed": seed,
        "seeds": max(1, seeds),
        "workers": workers,
        "events": total,
        "per_scene": per,
        "seconds": round(elapsed, 2),
        "events_per_s": round(total / elapsed, 1) if elapsed else None,
        "failures": [{k: v for k, v in f.items() if k != "trace"} for f in failures],
    }


# -- soak -------------------------------------------------------------------------------------------
def rss_mb() -> float:
    try:
        with open("/proc/self/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6
    except OSError:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def cache_sizes(app) -> dict:
    from arcade.core.render import draw, text

    out = {
        "cards": len(app.cards),
        "cards_mb": round(app.cards._cache.bytes / 1e6, 1),
        "text": len(text.CACHE),
        "text_mb": round(text.CACHE.bytes / 1e6, 1),
        "halo": len(draw.HALO_CACHE),
        "halo_mb": round(draw.HALO_CACHE.bytes / 1e6, 1),
        "layers": len(draw.LAYER_CACHE),
        "layers_mb": round(draw.LAYER_CACHE.bytes / 1e6, 1),
        "toasts": len(app.toasts),
        "sounds_log": len(app.audio.played),
    }
    for name in ("backdrop",):
        fn = getattr(draw, name, None)
        if fn is not None and hasattr(fn, "cache_info"):
            out[name] = fn.cache_info().currsize
    return out


def open_files() -> int:
    """File descriptors this process holds (-1 where the platform does not say)."""
    import os

    for folder in ("/proc/self/fd", "/dev/fd"):
        try:
            return len(os.listdir(folder))
        except OSError:
            continue
    return -1


def child_processes() -> int:
    """Processes this one started that are still there (CPU workers), -1 where the platform does not say."""
    import glob

    found = 0
    try:
        for path in glob.glob("/proc/self/task/*/children"):
            with open(path) as fh:
                found += len(fh.read().split())
    except OSError:
        return -1
    return found if os.path.isdir("/proc/self/task") else -1


def soak(minutes: float = 10.0, fps: int = 30, log=print) -> dict:
    """Attract mode and its CPU demos for ``minutes`` of game time, rendering every frame at ``fps``; the CPUs
    think in the worker process, as in the real app."""
    import gc

    from arcade.testing import Harness

    random.seed(1)
    h = Harness(fps=fps, think_in_process=True)  # CPUs think in the worker process, as in the real app
    h.boot()
    samples = []
    t0 = time.perf_counter()
    base = rss_mb()
    for minute in range(int(minutes) + 1):
        if minute:
            h.advance(60_000)
        gc.collect()
        row = {
            "game_min": minute,
            "rss_mb": round(rss_mb(), 1),
            "open_files": open_files(),
            "threads": threading.active_count(),
            "workers": child_processes(),
            "wall_s": round(time.perf_counter() - t0, 1),
            "top": type(h.top).__name__,
            **cache_sizes(h.app),
        }
        samples.append(row)
        log("soak: " + json.dumps(row))
    peak = max(s["rss_mb"] for s in samples)
    return {
        "minutes": minutes,
        "start_mb": round(base, 1),
        "peak_mb": peak,
        "end_mb": samples[-1]["rss_mb"],
        "growth_mb": round(samples[-1]["rss_mb"] - samples[0]["rss_mb"], 1),
        "growth_last_half_mb": round(samples[-1]["rss_mb"] - samples[len(samples) // 2]["rss_mb"], 1),
        "open_files_start": samples[0]["open_files"],
        "open_files_end": samples[-1]["open_files"],
        "threads_start": samples[0]["threads"],
        "threads_end": samples[-1]["threads"],
        "workers_start": samples[0]["workers"],
        "workers_end": samples[-1]["workers"],
        "frames": h.app.frames,
        "samples": samples,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arcade.monkey", description=__doc__.split("\n\n")[1])
    parser.add_argument("--scene", default="all", help="all, cabinet or a game id")
    parser.add_argument("--events", type=positive_int, default=2000, help="random events per scene")
    parser.add_argument("--seed", type=int, default=None, help="random seed (printed; default: from time)")
    parser.add_argument("--seeds", type=positive_int, default=1, help="seeds per scene: SEED .. SEED+K-1 (default 1)")
    parser.add_argument(
        "--workers", type=positive_int, default=1, help="processes for the runs (default 1; at most one a core)"
    )
    parser.add_argument(
        "--render-every",
        type=positive_int,
        default=25,
        metavar="N",
        help="draw one frame in full every N events (default 25)",
    )
    parser.add_argument(
        "--soak",
        type=positive_float,
        default=None,
        metavar="MINUTES",
        help="instead: idle attract/demo soak for MINUTES of game time",
    )
    parser.add_argument("--fps", type=fps, default=30, help="soak frame rate (game time)")
    parser.add_argument(
        "--replays",
        default="monkey-replays",
        metavar="DIR",
        help="where a failing run's games are saved as replays (default monkey-replays; see python -m arcade.replay)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object at the end")
    args = parser.parse_args(argv)
    try:
        targets(args.scene)
    except SystemExit as exc:
        parser.error(str(exc.code).removeprefix("monkey: "))
    quiet = (lambda *_a, **_k: None) if args.json else print
    if args.soak is not None:
        result = soak(args.soak, args.fps, log=quiet)
        print(
            json.dumps({k: v for k, v in result.items() if k != "samples"})
            if args.json
            else f"soak: {result['start_mb']} MB at start, peak {result['peak_mb']} MB, end {result['end_mb']} MB "
            f"over {result['minutes']} game minutes ({result['frames']} frames); descriptors "
            f"{result['open_files_start']} -> {result['open_files_end']}, threads {result['threads_start']} -> "
            f"{result['threads_end']}, workers {result['workers_start']} -> {result['workers_end']}"
        )
        return 0
    seed = args.seed if args.seed is not None else int(time.time()) % 100_000
    if not args.json:
        print(f"monkey: seed {seed} (x{args.seeds}), {args.events} events per scene and seed", flush=True)
    result = monkey(
        args.scene,
        args.events,
        seed,
        log=quiet if args.json else print,
        seeds=args.seeds,
        workers=args.workers,
        render_every=args.render_every,
        replay_dir=args.replays,
    )
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"monkey: {result['events']} events in {result['seconds']} s ({result['events_per_s']}/s), "
            f"{len(result['failures'])} failures, seed {seed}"
        )
    return 1 if result["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
