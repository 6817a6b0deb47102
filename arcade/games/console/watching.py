"""Watching a console replay: play/pause, a press back or on, five seconds back or on, 1x/2x/4x.

The console's time is the scene clock times ``speed`` plus ``t_base`` (:meth:`ConsoleScene.console_now`):
pausing stops the scene clock, a new speed moves ``t_base`` so the console's time does not jump, and going
on to a later time only moves ``t_base`` (``drive.sync`` feeds the inputs due by then, in time order, so the
result is the replay's whatever the jumps). Going back makes the machine again from the replay's seed and
plays its inputs up to that time without presenting them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.input import ActionEvent
from arcade.games.console.replay import run_to

if TYPE_CHECKING:
    from arcade.games.console.scene import ConsoleScene

SPEEDS = (1.0, 2.0, 4.0)
JUMP_MS = 5000.0
NUMPAD = {"b4": "left", "b6": "right", "b8": "up", "b2": "down", "b5": "confirm"}


def handle(scene: ConsoleScene, ev: ActionEvent) -> None:
    """A key while a replay is watched (pressed keys only)."""
    if not ev.pressed or ev.repeat:
        return
    action = NUMPAD.get(ev.action, ev.action) if ev.device == "numpad" else ev.action
    if action in ("back", "click"):
        scene.app.sound("back")
        scene.app.pop()
    elif action == "confirm":
        toggle_pause(scene)
    elif action == "alt":
        set_speed(scene, SPEEDS[(SPEEDS.index(scene.speed) + 1) % len(SPEEDS)] if scene.speed in SPEEDS else 1.0)
    elif action in ("left", "right"):
        go_to(scene, neighbour_input(scene, +1 if action == "right" else -1))
    elif action in ("up", "down"):
        go_to(scene, scene.console_now() + (JUMP_MS if action == "down" else -JUMP_MS))
    else:
        return
    scene.app.sound("select")


def toggle_pause(scene: ConsoleScene) -> None:
    scene.watch_paused = not scene.watch_paused
    (scene.clock.stop if scene.watch_paused else scene.clock.start)("watch")


def set_speed(scene: ConsoleScene, speed: float) -> None:
    """Watch at ``speed``; the console's time now stays where it is."""
    t = scene.console_now()
    scene.speed = speed
    scene.t_base = t - scene.now() * speed


def neighbour_input(scene: ConsoleScene, direction: int) -> float:
    """The console time of the next press (or the last one before now) of the replay."""
    assert scene.replay is not None
    now = scene.console_now()
    presses = [t for t, kind, _cell in scene.replay.inputs if kind == "press"]
    if direction > 0:
        later = [t for t in presses if t > now + 0.5]
        return later[0] if later else end_ms(scene)
    earlier = [t for t in presses if t < now - 0.5]
    return earlier[-1] if earlier else scene.replay.t0_ms


def end_ms(scene: ConsoleScene) -> float:
    """Where watching ends: a little after the replay's last input."""
    assert scene.replay is not None
    last = scene.replay.inputs[-1][0] if scene.replay.inputs else scene.replay.t0_ms
    return last + JUMP_MS


def go_to(scene: ConsoleScene, target: float) -> None:
    """Show the console at replay time ``target`` (clamped to the replay)."""
    replay = scene.replay
    assert replay is not None
    target = max(replay.t0_ms, min(target, end_ms(scene)))
    if target < scene.machine.now:
        machine, scene.pending = run_to(replay, target)
        scene.state = machine
        tl = scene.timeline  # what was playing belongs to the time left behind
        tl.callouts.clear()
        tl.floats.clear()
        tl.moves.clear()
        tl.sounds.clear()
        tl.busy_until = scene.now()
        scene.recorded = machine.is_terminal()
        scene.verified = None
    scene.t_base = target - scene.now() * scene.speed
