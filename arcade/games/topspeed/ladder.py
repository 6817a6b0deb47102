"""Which CPU level fits a person: their pace and mistakes in practice, matched to the CPU ladder. Pure.

The practice mode (one player against the clock) measures what the CPU levels are set by: cards kept on
the table per second, and mistakes per card placed. :class:`PracticePace` keeps those figures over the
last few practice runs (plain data, for the statistics store); :func:`suggest_level` picks the ladder
level whose own practice figures are nearest (``PRACTICE_FIGURES``, measured by
``python -m arcade.sim topspeed --rates``), one step lower when the person slips far more often than
that level does.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from arcade.games.topspeed.bots import LADDER

PRACTICE_FIGURES = {
    # level: (cards kept per second, mistakes per card) in a 90 s practice run
    # (sim --ladder --games 1000 --seed 2026: 250 practice runs per level; now `sim topspeed --rates`)
    "rookie": (0.204, 0.095),
    "easy": (0.251, 0.061),
    "medium": (0.319, 0.049),
    "hard": (0.417, 0.036),
    "expert": (0.532, 0.024),
}

RUNS_KEPT = 5
"""Practice runs that count toward the suggestion (the most recent ones: people improve)."""

MIN_SECONDS = 20.0
"""Practice time needed before a suggestion is made (fewer cards say too little)."""


def practice_figures(placed: int, corrected: int, mistakes: int, seconds: float) -> tuple[float, float]:
    """(cards kept per second, mistakes per card placed) of a practice run; a card taken back and placed
    again counts once as kept."""
    if seconds <= 0:
        raise ValueError("a practice run lasts some time")
    return (placed - corrected) / seconds, mistakes / max(1, placed)


def suggest_level(cards_per_s: float, mistakes_per_card: float) -> str:
    """The ladder level (``bots.LADDER`` name) that fits a person with these practice figures.

    Pace decides (nearest level on a log scale, since each level is a constant factor quicker than the
    one below); a mistake rate more than 1.5 times that level's own moves the suggestion one step down.
    """
    if cards_per_s <= 0:
        return LADDER[0]
    log_pace = math.log(cards_per_s)
    best = min(LADDER, key=lambda lv: abs(math.log(PRACTICE_FIGURES[lv][0]) - log_pace))
    i = LADDER.index(best)
    if i > 0 and mistakes_per_card > 1.5 * PRACTICE_FIGURES[best][1]:
        i -= 1
    return LADDER[i]


class PracticeRun(NamedTuple):
    """One practice run's counts (saved as the list [placed, corrected, mistakes, seconds])."""

    placed: int
    corrected: int
    mistakes: int
    seconds: float


@dataclass
class PracticePace:
    """The last few practice runs of one person, oldest first."""

    runs: list[PracticeRun] = field(default_factory=list)

    def add_run(self, placed: int, corrected: int, mistakes: int, seconds: float) -> None:
        if seconds <= 0 or min(placed, corrected, mistakes) < 0 or corrected > placed:
            raise ValueError("not a practice run")
        self.runs.append(PracticeRun(int(placed), int(corrected), int(mistakes), float(seconds)))
        del self.runs[:-RUNS_KEPT]

    def figures(self) -> tuple[float, float] | None:
        """Figures over the kept runs together, or None before ``MIN_SECONDS`` of practice."""
        placed = sum(r.placed for r in self.runs)
        corrected = sum(r.corrected for r in self.runs)
        mistakes = sum(r.mistakes for r in self.runs)
        seconds = sum(r.seconds for r in self.runs)
        if seconds < MIN_SECONDS:
            return None
        return practice_figures(placed, corrected, mistakes, seconds)

    def suggestion(self) -> str | None:
        """The suggested ladder level, or None until there is enough practice."""
        figs = self.figures()
        return None if figs is None else suggest_level(*figs)

    def to_data(self) -> dict[str, list[list[float]]]:
        return {"runs": [list(r) for r in self.runs]}

    @classmethod
    def from_data(cls, data: Any) -> PracticePace:
        try:
            pace = cls()
            for r in data["runs"]:
                pace.add_run(int(r[0]), int(r[1]), int(r[2]), float(r[3]))
        except (KeyError, TypeError, IndexError, ValueError) as exc:
            raise ValueError(f"topspeed: practice pace is damaged ({exc})") from exc
        return pace
