"""A game's guided first game ("Learn to play", issue 37) as data: the steps, and how the lesson's table
is built. Each game that has a lesson names its ``LESSON`` in ``GameInfo.lesson`` ("module:NAME"); the
cabinet's lesson scene (:mod:`arcade.scenes.lesson`) plays it over the game's real scene and
``python -m arcade.lesson`` checks it. Nothing here imports pygame or a game.

A step says what to do and why (``text``: one or two short sentences; ``{up}``, ``{confirm}``... name the
key of that action on the player's device), points at one named part of the screen (``part``: a key of
the lesson's ``parts(scene)``), and accepts one input (``accept``: an action name). A lesson of a game drawn
from the scene kit's frames sets ``reads_frame``: its ``parts`` and ``done`` then read the scene's frame
(its view, UI state and seats) instead of the scene (:meth:`Lesson.look`). Three kinds:

- ``READ``: the accepted input (confirm) only moves the lesson on;
- ``PLAY``: the accepted input goes to the game scene, and the step is over once ``done(scene)`` holds
  (and the table has played out what followed);
- ``WATCH``: no input is taken; computer players play until ``done(scene)`` holds.

Any other input does nothing to the game and shows a short "Try ..." line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

READ, PLAY, WATCH = "read", "play", "watch"


def _never(scene: Any) -> bool:
    return False


@dataclass(frozen=True)
class Step:
    """One step of a lesson (see the module's docstring). ``doing``: what the accepted input does, in a
    player's words ("flip", "go on"), for the "Try ..." line."""

    text: str
    part: str
    kind: str = READ
    accept: str = "confirm"
    doing: str = "go on"
    done: Callable[[Any], bool] = field(default=_never, compare=False)

    def __post_init__(self) -> None:
        if self.kind not in (READ, PLAY, WATCH):
            raise ValueError(f"a step's kind is read, play or watch, not {self.kind!r}")
        if self.kind == WATCH:
            object.__setattr__(self, "accept", "")


@dataclass(frozen=True)
class Lesson:
    """A game's lesson: ``build(app)`` makes the game scene with the lesson's own deal (the engine's set-up
    constructors: a stacked deck, a chosen seed), seat 0 the person; ``parts(scene)`` gives each named part
    of that scene's screen as a rect ``(x, y, w, h)`` on the 1280x720 canvas; ``real_game(app)`` the
    set-up (a ``LobbyConfig``) of the real game offered at the end. ``title``: the lesson's heading,
    ``end_text``: what the last box says above its two buttons."""

    game_id: str
    title: str
    steps: tuple[Step, ...]
    build: Callable[[Any], Any]
    parts: Callable[[Any], dict[str, tuple[int, int, int, int]]]
    real_game: Callable[[Any], Any]
    end_text: str = "Well played! Ready for a real game?"
    you: int = 0
    reads_frame: bool = False  # parts and done are handed the scene's frame (the kit's), not the scene

    def look(self, scene: Any) -> Any:
        """What ``parts`` and each step's ``done`` are handed for ``scene``: its frame
        (:class:`arcade.scenes.kit.frame.Frame`, for a game drawn from frames, ``reads_frame``), else the
        scene itself."""
        return scene.frame() if self.reads_frame else scene

    def __post_init__(self) -> None:
        if not self.steps:
            raise ValueError("a lesson has at least one step")
