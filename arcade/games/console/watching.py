"""The console's time base, and where a watched replay's controls take it: play/pause, a press back or on,
five seconds back or on, 1x/2x/4x.

The console's time is the scene clock times ``speed`` plus ``t_base`` (:class:`TimeBase`): pausing stops the
scene clock, a new speed moves ``t_base`` so the console's time does not jump, and going on to a later time
only moves ``t_base`` (``drive.Driver.sync`` feeds the inputs due by then, in time order, so the result is
the replay's whatever the jumps). Going back makes the machine again from the replay's seed and plays its
inputs up to that time without presenting them (the scene's ``watch_go_to``).

Pure: no pygame, no scene; the scene holds a :class:`TimeBase` and asks :func:`target` where a control
goes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from arcade.games.console.controls import Watch
from arcade.games.console.replay import Replay

SPEEDS = (1.0, 2.0, 4.0)
JUMP_MS = 5000.0


@dataclass(frozen=True)
class TimeBase:
    """Console time from scene time: ``scene_ms * speed + t_base`` (a duel's clock may run fast; a watched
    replay starts at its first input's time and may be watched at 2x or 4x)."""

    speed: float = 1.0
    t_base: float = 0.0

    def at(self, scene_ms: float) -> float:
        """The console's time at scene time ``scene_ms``."""
        return scene_ms * self.speed + self.t_base

    def with_speed(self, scene_ms: float, speed: float) -> TimeBase:
        """Running at ``speed`` from scene time ``scene_ms`` on, the console's time not jumping there."""
        return TimeBase(speed, self.at(scene_ms) - scene_ms * speed)

    def moved_to(self, scene_ms: float, target: float) -> TimeBase:
        """The console's time is ``target`` at scene time ``scene_ms``."""
        return replace(self, t_base=target - scene_ms * self.speed)


def next_speed(speed: float) -> float:
    """The watching speed after ``speed`` (1x, 2x, 4x, round again)."""
    return SPEEDS[(SPEEDS.index(speed) + 1) % len(SPEEDS)] if speed in SPEEDS else 1.0


def end_ms(replay: Replay) -> float:
    """Where watching ends: a little after the replay's last input."""
    last = replay.inputs[-1][0] if replay.inputs else replay.t0_ms
    return last + JUMP_MS


def neighbour_input(replay: Replay, now: float, direction: int) -> float:
    """The console time of the replay's next press after ``now`` (``direction`` > 0: else the last one
    before it)."""
    presses = [t for t, kind, _cell in replay.inputs if kind == "press"]
    if direction > 0:
        later = [t for t in presses if t > now + 0.5]
        return later[0] if later else end_ms(replay)
    earlier = [t for t in presses if t < now - 0.5]
    return earlier[-1] if earlier else replay.t0_ms


def target(replay: Replay, w: Watch, now: float) -> float:
    """Where a ``step`` or ``jump`` control takes a replay watched at console time ``now``, kept within it."""
    to = neighbour_input(replay, now, w.by) if w.what == "step" else now + w.by * JUMP_MS
    return max(replay.t0_ms, min(to, end_ms(replay)))
