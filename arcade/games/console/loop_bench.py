"""Timing measured through the cabinet's real loop (``App.run``), headless, with real key events.

A helper thread posts numpad key events at scripted wall-clock moments while Alien Raiders and Run Amuk
take turns (the script reads the machine to choose its buttons), so the loop
sees them exactly as it sees a person's keys. A second thread posts *probe* keys (F13 down and up, a key no
scene uses) every 1-4 ms, so the stamping is measured on thousands of key events landing at every moment of
the frame (during update, draw and flip as well as in the wait). Measured:
- *post to stamp*: how late the loop stamps an event after it was posted (bounded by the pump interval),
  over every key event (the game's and the probes);
- *stamp to decision*: wall time from the stamp to the engine having applied the input, and the engine's
  decision time minus the stamp (console ms; the goal is exactly 0);
- *pump interval* while the game runs (``App.pump_gaps``: every gap between two pumps, including the ones
  that span a frame's update, draw and flip), with the share of gaps over 1 ms;
- *light change to screen*: for every scheduled light change, the first drawn frame whose pixels show it,
  minus the scheduled ms; the goal is no later than the next frame.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import threading
import time


def _stats(values: list[float]) -> dict:
    if not values:
        return {"n": 0}
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return {"n": len(values), "median": statistics.median(values), "p99": p99, "max": ordered[-1]}


PROBE_KEY = "K_F13"


def bare_pump_gaps(seconds: float) -> list[float]:
    """The baseline, run alongside: a loop that does nothing but pump SDL's events and sleep FAST_PUMP_S.
    Its gaps are what the OS scheduler alone allows on this machine at this moment (the floor)."""
    import pygame

    from arcade.loop import FAST_PUMP_S

    gaps, last = [], time.perf_counter()
    end = last + seconds
    while last < end:
        pygame.event.get()
        now = time.perf_counter()
        gaps.append((now - last) * 1000.0)
        last = now
        time.sleep(FAST_PUMP_S)
    return gaps


def measure(seconds: float = 10.0, fps: int = 60, seed: int = 5, probes: bool = True) -> dict:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from arcade.app import App
    from arcade.games.console.layout import NUMPAD_ACTION_TO_CELL, distance
    from arcade.games.console.machine import lit_at
    from arcade.games.console.panel import LIGHT_OFF
    from arcade.games.console.scene import ConsoleScene

    tmp = tempfile.TemporaryDirectory(prefix="coinop-bench-")
    app = App(headless=True, store_root=tmp.name, fps=fps)
    app.open_window()
    from arcade.core.stats import SeatResult
    from arcade.games.console.layout import GAMES
    from arcade.games.console.scene import board_name

    for game in GAMES:  # full tables of unbeatable scores: no initials prompt interrupts the measurement
        for _ in range(10):
            app.stats.record(board_name(game, 1), [SeatResult("BENCH", 10**6, True, False)], save=False)
    scene = ConsoleScene(app, seed)
    app.boot(scene)
    app.pump_gaps = []
    clock = app.clock
    cell_key = {cell: int(action[1]) for action, cell in NUMPAD_ACTION_TO_CELL.items()}
    kp = {d: getattr(pygame, f"K_KP{d}") for d in range(1, 10)}
    scan = {d: 88 + d for d in range(1, 10)}

    posted: list[tuple[float, int, bool]] = []
    handled: list[tuple[float, float, float, bool]] = []  # stamp, wall after apply, engine time, pressed
    orig_handle = scene.handle

    def handle(ev):
        orig_handle(ev)
        if ev.device == "numpad" and ev.action in NUMPAD_ACTION_TO_CELL:
            applied = scene.machine.inputs[-1][0] if scene.machine.inputs else float("nan")
            handled.append((ev.t_ms, clock.now_ms(), applied - scene.console_ms(ev.t_ms), ev.pressed))

    scene.handle = handle

    probe_posted: dict[int, float] = {}
    probe_stamped: dict[int, float] = {}
    orig_translate = app.input.translate

    def translate(event, t_ms):
        probe = getattr(event, "probe", None)
        if probe is not None:
            probe_stamped[probe] = t_ms
        return orig_translate(event, t_ms)

    app.input.translate = translate

    drawn: list[tuple[float, tuple[bool, ...]]] = []
    orig_render = app.render
    centres = [scene.layout.lights[c].center for c in range(1, 10)]

    def render(frame_ms: float = 0.0):
        orig_render(frame_ms)
        if app.scenes.top is scene:
            px = [app.screen.get_at(c) for c in centres]
            drawn.append((scene.machine.now, tuple(sum(p[:3]) > sum(LIGHT_OFF) + 150 for p in px)))

    app.render = render

    def post(cell: int, down: bool) -> None:
        d = cell_key[cell]
        et = pygame.KEYDOWN if down else pygame.KEYUP
        posted.append((clock.now_ms(), cell, down))
        pygame.event.post(pygame.event.Event(et, key=kp[d], scancode=scan[d], mod=pygame.KMOD_NUM))

    stop = threading.Event()

    def script() -> None:
        rnd = random.Random(seed)
        time.sleep(0.3 + max(1.0, seconds / 4))
        games = [7, 4]  # Alien Raiders and Run Amuk, taking turns
        for cell in (1, games[0]):  # Skill 1, then the game
            post(cell, True)
            time.sleep(0.05)
            post(cell, False)
            time.sleep(0.2)
        end = time.perf_counter() + seconds
        while time.perf_counter() < end and not stop.is_set():
            time.sleep(rnd.uniform(0.12, 0.45))
            m = scene.machine
            if m.mode != "playing":
                if m.mode == "off" or m.phase == "off":  # score steady or console off: play again
                    games.reverse()
                    for cell in (1, games[0]):
                        post(cell, True)
                        time.sleep(0.04)
                        post(cell, False)
                        time.sleep(0.1)
                continue
            if getattr(m.game, "alien", None) is not None:
                cell = m.game.alien  # zap it (or miss it, if it moved while we slept)
            else:
                monster = getattr(m.game, "monster", None)
                if monster is None:
                    continue
                far = max(distance(c, monster) for c in range(1, 10))
                cell = rnd.choice([c for c in range(1, 10) if distance(c, monster) == far])
            post(cell, True)
            time.sleep(rnd.uniform(0.03, 0.09))
            post(cell, False)
        stop.set()

    def prober() -> None:
        rnd = random.Random(seed + 1)
        key = getattr(pygame, PROBE_KEY)
        i = 0
        while not stop.is_set():
            time.sleep(rnd.uniform(0.001, 0.004))
            et = pygame.KEYDOWN if i % 2 == 0 else pygame.KEYUP
            probe_posted[i] = clock.now_ms()
            pygame.event.post(pygame.event.Event(et, key=key, scancode=0, mod=0, probe=i))
            i += 1

    def watchdog(now_ms: float) -> None:
        if stop.is_set():
            app.running = False

    app.frame_hooks.append(watchdog)
    thread = threading.Thread(target=script, daemon=True)
    thread.start()
    probe_thread = threading.Thread(target=prober, daemon=True)
    if probes:
        probe_thread.start()
    baseline = bare_pump_gaps(max(1.0, seconds / 4))  # alongside: the same probes arrive meanwhile
    probe_posted.clear()
    app.pump_gaps = []
    app.run()
    stop.set()
    thread.join(timeout=2)
    if probes:
        probe_thread.join(timeout=2)

    # post -> stamp: match posted events to handled ones in order
    stamps = [h for h in handled]
    game_post_to_stamp = [s[0] - p[0] for p, s in zip(posted, stamps)]
    probe_post_to_stamp = [probe_stamped[i] - t for i, t in probe_posted.items() if i in probe_stamped]
    post_to_stamp = game_post_to_stamp + probe_post_to_stamp
    stamp_to_apply = [h[1] - h[0] for h in handled]
    decision_offset = [h[2] for h in handled]
    # light change -> first frame showing it
    m = scene.machine
    lateness, missed = [], 0
    changes = [e for e in m.trace if e[1] == "light"]
    for i, (t, _kind, cell, state) in enumerate(changes):
        nxt = next((e[0] for e in changes[i + 1 :] if e[2] == cell), float("inf"))
        frames = [(ft, lit) for ft, lit in drawn if t <= ft < nxt]
        if not frames:
            continue
        ft, lit = frames[0]
        want = lit_at(state, t, ft)
        if lit[cell - 1] == want:
            lateness.append(ft - t)
        else:
            missed += 1
    period = 1000.0 / fps
    result = {
        "fps": fps,
        "seconds": seconds,
        "frames": len(drawn),
        "inputs": len(handled),
        "key_events": len(posted) + len(probe_posted),
        "probe_events_unstamped": len(probe_posted) - len(probe_post_to_stamp),
        "post_to_stamp_ms": _stats(post_to_stamp),
        "game_key_post_to_stamp_ms": _stats(game_post_to_stamp),
        "stamp_to_applied_wall_ms": _stats(stamp_to_apply),
        "decision_minus_stamp_ms": _stats(decision_offset),
        "pump_interval_ms": _stats(app.pump_gaps),
        "pump_gaps_over_1ms_pct": 100.0 * sum(g > 1.0 for g in app.pump_gaps) / max(1, len(app.pump_gaps)),
        "bare_pump_interval_ms": _stats(baseline),
        "bare_pump_gaps_over_1ms_pct": 100.0 * sum(g > 1.0 for g in baseline) / max(1, len(baseline)),
        "load_average": os.getloadavg()[0],
        "light_change_to_frame_ms": _stats(lateness),
        "light_changes_checked": len(lateness) + missed,
        "light_changes_not_in_first_frame": missed,
        "frame_period_ms": period,
        "score": m.final_score if m.final_score is not None else m.score,
    }
    app.quit()
    pygame.display.quit()
    tmp.cleanup()
    return result
