"""Who may see: the one place that decides whose secrets a game's frame may show (issue 35).

A frame of a game with hidden information is built from ``view(seat)`` while exactly one person may look at
the screen, and otherwise from the engine's ``public_view()`` (what every player may know). The decision
(:func:`who_may_see`) is pure and small; the game-scene base (:class:`arcade.scenes.game.GameScene`) asks it
for ``viewer`` and ``shown_view()`` on every frame, and painters draw from that view only:

- nobody's secret is shown while no person is at the screen (a demo of CPUs) or a game has no secret now;
- a replay on show: the seat the watcher chose to follow (their own choice, the extra key), or none;
- exactly one person at the screen (any number of CPUs): that person, always, as at a table of one;
- two or more people: the one person deciding now, once their curtain has been lifted, and only while no
  other person decides with them. Everyone else's secret stays put away: during CPU turns, during another
  person's turn, and from the moment a person's move is confirmed until their next curtain. CPUs deciding
  at the same time as that person (Insert Coin's keep) do not look at the screen.

Secret choices made at the same time on one screen are made in turn behind the curtain (the scene narrows
the people deciding to one, :meth:`GameScene.acting_seats`), see docs/rules-decisions.md, "Who may see".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

PUBLIC = None  # the decision "nobody's secrets": the frame is built from public_view()


@dataclass(frozen=True, slots=True)
class Screen:
    """What the decision needs to know about a table at one moment, as plain values."""

    people: tuple[int, ...]  # the seats played by people at this screen (not CPUs)
    deciding: tuple[int, ...]  # the seats to act now (CPUs included)
    lifted: int | None = None  # the person whose curtain has been lifted and not yet put away
    secret: bool = True  # the game has hidden information now
    watched: bool = False  # a replay on show
    followed: int | None = None  # in a replay: the seat whose hidden cards the watcher chose to see


def who_may_see(screen: Screen) -> int | None:
    """The seat whose secrets the frame may show, or :data:`PUBLIC` (see the module docstring)."""
    if not screen.secret:
        return PUBLIC
    if screen.watched:
        return screen.followed
    if len(screen.people) == 1:
        return screen.people[0]
    if screen.lifted is not None and _people_deciding(screen) == [screen.lifted]:
        return screen.lifted
    return PUBLIC


def has_curtains(secret: bool, watched: bool, people: int) -> bool:
    """Whether a table may show a curtain at all: a game with a secret now, played (not a replay on show)
    by two or more people at the screen."""
    return secret and not watched and people >= 2


def next_curtain(screen: Screen) -> int | None:
    """The person a curtain must be shown for before their secret is drawn, or None: at a table of two or
    more people, the one person deciding now whose curtain is not lifted."""
    if not has_curtains(screen.secret, screen.watched, len(screen.people)):
        return None
    people = _people_deciding(screen)
    if not people or people[0] == screen.lifted:
        return None
    return people[0]


def still_lifted(screen: Screen) -> int | None:
    """The lifted curtain after this moment: put away once that person is not the one person deciding (a
    CPU's turn, another person's, the end; CPUs deciding at the same time as them do not count)."""
    if screen.lifted is None:
        return None
    return screen.lifted if _people_deciding(screen) == [screen.lifted] else None


def view_for(state: Any, seat: int | None) -> Any:
    """The view a frame is built from: ``state.view(seat)``, or ``state.public_view()`` for nobody."""
    return state.public_view() if seat is PUBLIC else state.view(seat)


def _people_deciding(screen: Screen) -> list[int]:
    return [s for s in screen.deciding if s in screen.people]
