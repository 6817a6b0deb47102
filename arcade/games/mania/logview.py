"""The Mania timeline that keeps the whole log to read back (the alt key of any person at the table opens it
over the board: :class:`arcade.scenes.log_reader.LogScene`). The log carries no secrets (events never do),
so it is the same for every player."""

from __future__ import annotations

import math
from bisect import bisect_right
from dataclasses import dataclass, field

from arcade.core.render import palette
from arcade.scenes.kit import Timeline
from arcade.scenes.kit.timeline import LogLine

KEEP_ALL = 500  # lines kept for reading back (the kit's timeline keeps the newest 12 for its painters)


@dataclass
class KeptTimeline(Timeline):
    """The scene kit's timeline, keeping every log line (the newest ``KEEP_ALL``) in ``kept`` as well, each
    with the time it may be shown (``at``): not before ``reveal_at`` (a roll's lines wait for the die to
    stop and the pawn to land), and never before a line noted ahead of it."""

    kept: list[LogLine] = field(default_factory=list)
    at: list[float] = field(default_factory=list)
    staged_at: float = 0.0  # the time of the action being staged (set by the presenter)
    reveal_at: float = 0.0

    def note(self, text: str, colour: tuple[int, int, int] = palette.WHITE) -> None:
        if text:
            self.kept.append(LogLine(text, colour))
            self.at.append(max(self.staged_at, self.reveal_at, self.at[-1] if self.at else 0.0))
            del self.kept[:-KEEP_ALL], self.at[:-KEEP_ALL]
        super().note(text, colour)

    def shown(self, now: float) -> list[LogLine]:
        """The lines that may be read at ``now``, oldest first."""
        return self.kept[: bisect_right(self.at, now)]  # (``at`` never falls: a line waits for those before)

    def shown_until(self, now: float) -> float:
        """When the next line may be read (what :meth:`shown` gives changes then), infinity when none
        waits."""
        n = bisect_right(self.at, now)
        return self.at[n] if n < len(self.at) else math.inf
