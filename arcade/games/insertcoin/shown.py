"""What Insert Coin's frames carry beyond the view (their ``beat``): a frozen value the scene derives once
per frame and the painters read, never the scene.

- ``focus``: the hint bar's person and whether they can take a decision back (:class:`.hintbar.Focus`);
- ``acting``: the seats with a decision on this card (people sharing a screen keep in turn);
- ``coach``: per seat, what the coach says to it now (empty on a CPU's seat, behind a curtain, in a lesson
  or a replay, or before the advice is worked out: only the person whose view the frame holds, in play
  every person deciding);
- ``ghosts``: per seat, a person's ghost piece while they place (squares as (level, x, y), fits, tool);
- ``marks``: the timeline's marks showing now (flashes, glows, notes, a refusal's red: still pictures, so
  the frame's timeline does not say when one ends), none under the end screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from .hintbar import Focus

GhostLook = tuple[tuple[tuple[int, int, int], ...], bool, str]


@dataclass(frozen=True, slots=True)
class Shown:
    focus: Focus = Focus()
    acting: tuple[int, ...] = ()
    coach: tuple[tuple[str, ...], ...] = ()
    ghosts: tuple[GhostLook | None, ...] = ()
    marks: tuple[str, ...] = ()

    def coach_lines(self, seat: int) -> tuple[str, ...]:
        return self.coach[seat] if seat < len(self.coach) else ()

    def ghost(self, seat: int) -> GhostLook | None:
        return self.ghosts[seat] if seat < len(self.ghosts) else None
