"""A game's guided first game ("Learn to play", issue 37) as data: the steps, and how the lesson's table
is built. Each game that has a lesson names its ``LESSON`` in ``GameInfo.lesson`` ("module:NAME"), or a
tuple of lessons (the first its "Learn to play", each next one offered in the lobby by its title); the
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

A ``PLAY`` step may also take cursor moves before its confirming input (``moves``: action names that go to
the game scene without ending the step, ``moving``: what they do, in a player's words); its accepted input
is then taken only once ``ready(scene)`` holds (the cursor is where the step teaches), and before that it
only shows the "Try ..." line. ``keys`` are the presses that finish the step from where it starts (what
``python -m arcade.lesson --check`` and the tests press; the accepted input alone when empty). ``cpus``:
computer players also play during this ``PLAY`` step (they always do in a ``WATCH`` step, never in a
``READ`` one).

A step of a real-time game on a millisecond clock (Console Free Play's reflex games) scripts its inputs
with their times instead: ``timed`` is ``(ms, action, pressed)`` entries, each sent at that many
milliseconds after the step shows, a press or a release (a held button is a press and a later release).
A run on such a clock depends only on its seed and the inputs' times, so the script plays the same every
time; what it presses must still be the step's accepted input or its moves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

LEARNER = "Player 1"
"""The learner's seat name in every lesson: the games' own words say "Player 1's hand", "Player 1 builds"
(a seat called "You" read "You's hand" and "You builds")."""

READ, PLAY, WATCH = "read", "play", "watch"


def _never(scene: Any) -> bool:
    return False


def _always(scene: Any) -> bool:
    return True


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
    moves: tuple[str, ...] = ()
    moving: str = "move"
    ready: Callable[[Any], bool] = field(default=_always, compare=False)
    keys: tuple[str, ...] = ()
    cpus: bool = False
    timed: tuple[tuple[float, str, bool], ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in (READ, PLAY, WATCH):
            raise ValueError(f"a step's kind is read, play or watch, not {self.kind!r}")
        if self.kind == WATCH:
            object.__setattr__(self, "accept", "")
        if self.kind != PLAY and (self.moves or self.cpus):
            raise ValueError("only a play step takes cursor moves or lets computer players play")
        if self.accept in self.moves:
            raise ValueError(f"{self.accept!r} is the step's accepted input, not a cursor move")
        if self.timed and (self.kind != PLAY or self.keys):
            raise ValueError("only a play step scripts timed inputs, and then not keys as well")
        for ms, action, _pressed in self.timed:
            if ms < 0 or action not in (self.accept, *self.moves):
                raise ValueError(f"a timed input is a taught one at a time from the step's start: {action!r} at {ms}")

    @property
    def presses(self) -> tuple[str, ...]:
        """The inputs that finish this step from where it starts (none in a watch step)."""
        if self.kind == WATCH:
            return ()
        if self.timed:
            return tuple(action for _ms, action, pressed in self.timed if pressed)
        return self.keys or (self.accept,)


@dataclass(frozen=True)
class Lesson:
    """A game's lesson: ``build(app)`` makes the game scene with the lesson's own deal (the engine's set-up
    constructors: a stacked deck, a chosen seed), seat 0 the person; ``parts(scene)`` gives each named part
    of that scene's screen as a rect ``(x, y, w, h)`` on the 1280x720 canvas; ``real_game(app)`` the
    set-up (a ``LobbyConfig``) of the real game offered at the end. ``title``: the lesson's heading,
    ``end_text``: what the last box says above its two buttons. ``keep_clear``: parts the step's box must
    not cover when a corner of the screen leaves them free (what the player needs to see at every step,
    such as their own top card); empty, the box sits bottom left or bottom right. ``hint``: the lobby row's
    hint for a lesson after the first (the first is "Learn to play")."""

    game_id: str
    title: str
    steps: tuple[Step, ...]
    build: Callable[[Any], Any]
    parts: Callable[[Any], dict[str, tuple[int, int, int, int]]]
    real_game: Callable[[Any], Any]
    end_text: str = "Well played! Ready for a real game?"
    you: int = 0
    keep_clear: tuple[str, ...] = ()
    hint: str = "A guided game: what to press, and why"
    reads_frame: bool = False  # parts, done and ready are handed the scene's frame (the kit's), not the scene

    def look(self, scene: Any) -> Any:
        """What ``parts`` and each step's ``done`` and ``ready`` are handed for ``scene``: its frame
        (:class:`arcade.scenes.kit.frame.Frame`, for a game drawn from frames, ``reads_frame``), else the
        scene itself."""
        return scene.frame() if self.reads_frame else scene

    def __post_init__(self) -> None:
        if not self.steps:
            raise ValueError("a lesson has at least one step")

    @property
    def label(self) -> str:
        """The lobby's row for this lesson: its title in a sentence's case ("Learn to play", "Learn the
        extras")."""
        return self.title[:1].upper() + self.title[1:].lower()
