"""A frame: everything a game's painters draw from, as one frozen value the kit builds (views in, frames out).

Painters receive a :class:`Frame` and the scene's :class:`~arcade.scenes.kit.layers.Layers`, never the
scene, the app or the rules state: ``paint(surface, frame, layers)``. The frame holds

- ``view``: what may be shown: ``view(viewer)`` while exactly one person may look at the screen, else the
  engine's ``public_view()`` (the decision is :mod:`.secrecy`'s, once for every game);
- ``ui``: the game's own UI state (plain data: cursors, the chosen card), kept by the scene and changed
  only by its controller (:mod:`.controller`);
- ``timeline``: a :class:`~.timeline.Shot` of the timeline (the call-out, moves, floats, the log, busy);
- ``now`` (the scene clock, ms), and ``beat``: what the time shows in the game's own drawings (a pulse
  quantised the way it is drawn, a CPU's thinking dots);
- the seats (names, CPU or person, CPU level, device), the colour-blind and reduce-flashing settings, the
  game's own settings it asked for, whether a demo or replay is on show, whether the end card is up and,
  once the game is over, the end's buttons named by their keys, and the key names already resolved
  (:class:`~.keys.KeyLabels`).

The frame is the picture key: two equal frames are the same picture (``now`` itself is not compared; the
timeline's shot holds the time while anything moves, and ``beat`` what the time shows otherwise), so an
equal frame costs nothing to draw. Building one reads the scene; drawing one changes nothing.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from .keys import KeyLabels
from .timeline import Shot


@dataclass(frozen=True, slots=True)
class SeatFace:
    """A seat as the screen shows it."""

    name: str
    cpu: bool = False
    level: str = ""  # a CPU's level ("Kid"), "" for a person
    device: str = ""  # a person's device ("keys_a"), "" for a CPU


@dataclass(frozen=True)
class Frame:
    """What one picture is drawn from (see the module docstring)."""

    view: Any
    ui: Any  # the game's UI state: a frozen, hashable value
    timeline: Shot
    now: float = field(compare=False)
    beat: Hashable = None
    seats: tuple[SeatFace, ...] = ()
    viewer: int | None = None  # whose secrets ``view`` may hold (None: nobody's, the public view)
    colour_blind: bool = False
    reduce_flashing: bool = False
    keys: KeyLabels = field(default_factory=KeyLabels)
    settings: tuple[tuple[str, Hashable], ...] = ()  # the game's own settings, (name, value)
    watching: str = ""  # "DEMO" or "REPLAY" while one is on show
    ending: bool = False  # the end card is up
    end_hints: tuple[tuple[str, str], ...] = ()  # once the game is over: the end's buttons, (key, words)

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def is_cpu(self, seat: int) -> bool:
        return self.seats[seat].cpu

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    def people(self) -> list[int]:
        """The seats people play, in seat order."""
        return [i for i, s in enumerate(self.seats) if not s.cpu]

    def setting(self, name: str, default: Hashable = None) -> Hashable:
        """One of the game's own settings the frame was built with."""
        return next((value for key, value in self.settings if key == name), default)
