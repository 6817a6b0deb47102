"""Watching a console replay: play/pause, a press back or on, five seconds back or on, 1x/2x/4x.

The console's time is the scene clock times ``speed`` plus ``t_base`` (:meth:`ConsoleScene.console_now`):
pausing stops the scene clock, a new speed moves ``t_base`` so the console's time does not jump, and going
on to a later time only moves ``t_base`` (``drive.sync`` feeds the inputs due by then, in time order, so the
result is the replay's whatever the jumps). Going back makes the machine again from the replay's seed and
plays its inputs up to that time without presenting them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.games.console.controls import Watch
from arcade.games.console.replay import run_to

SPEEDS = (1.0, 2.0, 4.0)
JUMP_MS = 5000.0


class Watching:
    """The scene's part that plays a saved replay back (mixed into ``ConsoleScene``)."""

    if TYPE_CHECKING:  # the rest of the scene (``ConsoleScene``), as the type checker sees it
        watch_paused: bool
        verified: bool | None
        speed: float
        t_base: float

        def __getattr__(self, name: str) -> Any: ...

    def watch(self, w: Watch) -> None:
        """Carry out a watched replay's control (the controller's :class:`.controls.Watch`)."""
        if w.what == "leave":
            self.app.pop()
        elif w.what == "pause":
            self.toggle_pause()
        elif w.what == "speed":
            self.set_speed(SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)] if self.speed in SPEEDS else 1.0)
        elif w.what == "step":
            self.watch_go_to(self.neighbour_input(w.by))
        elif w.what == "jump":
            self.watch_go_to(self.console_now() + w.by * JUMP_MS)

    def toggle_pause(self) -> None:
        self.watch_paused = not self.watch_paused
        (self.clock.stop if self.watch_paused else self.clock.start)("watch")

    def set_speed(self, speed: float) -> None:
        """Watch at ``speed``; the console's time now stays where it is."""
        t = self.console_now()
        self.speed = speed
        self.t_base = t - self.now() * speed

    def neighbour_input(self, direction: int) -> float:
        """The console time of the next press (or the last one before now) of the replay."""
        assert self.replay is not None
        now = self.console_now()
        presses = [t for t, kind, _cell in self.replay.inputs if kind == "press"]
        if direction > 0:
            later = [t for t in presses if t > now + 0.5]
            return later[0] if later else self.end_ms()
        earlier = [t for t in presses if t < now - 0.5]
        return earlier[-1] if earlier else self.replay.t0_ms

    def end_ms(self) -> float:
        """Where watching ends: a little after the replay's last input."""
        assert self.replay is not None
        last = self.replay.inputs[-1][0] if self.replay.inputs else self.replay.t0_ms
        return last + JUMP_MS

    def watch_go_to(self, target: float) -> None:
        """Show the console at replay time ``target`` (clamped to the replay)."""
        replay = self.replay
        assert replay is not None
        target = max(replay.t0_ms, min(target, self.end_ms()))
        if target < self.machine.now:
            machine, self.pending = run_to(replay, target)
            self.new_machine(machine)
            tl = self.timeline  # what was playing belongs to the time left behind
            tl.callouts.clear()
            tl.floats.clear()
            tl.moves.clear()
            tl.sounds.clear()
            tl.busy_until = self.now()
            self.recorded = machine.is_terminal()
            self.verified = None
        self.t_base = target - self.now() * self.speed
