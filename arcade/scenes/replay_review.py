"""The review of the replay on show (issue 37): worked out in the CPU worker while the replay plays, a
few decisions at a time, so its progress shows on the viewer's bar and no frame waits on it; then the
three costliest decisions, each a key press away (the viewer jumps to the moment it was made).

The judging itself is :mod:`arcade.core.review` (by game: :mod:`arcade.games.reviewing`): each decision of
the people's seats, from that seat's own view, the move made against the strongest CPU's best.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future
from typing import Any

import pygame

from arcade.core import replays as rp
from arcade.core import review as rv
from arcade.core.render import palette, text
from arcade.games import reviewing

CHUNK = 4  # decisions judged in one request to the worker (Crash Line: about 50 ms of rollouts each)


class ReviewRun:
    """One replay's review in the making: asked of the CPU worker (``think``: the app's ``thinker.think``)
    in steps; :meth:`poll` takes each answer and asks the next, never waiting."""

    def __init__(self, think: Any, replay: rp.Replay) -> None:
        self.think = think
        self.game = replay.game
        self.questions: list[rv.Question] | None = None
        self.decisions: list[rv.Decision] = []
        self.judged = 0
        self.worst: list[rv.Decision] = []
        self.finished = False
        self.failed: str | None = None
        self.pick = -1  # the costly decision last jumped to
        self._chunk: Sequence[rv.Question] = ()
        self._future: Future[Any] | None = think(reviewing.ask, replay, None)

    @property
    def total(self) -> int:
        return len(self.questions) if self.questions is not None else 0

    def poll(self) -> None:
        """Take the worker's answer, if it came, and ask the next part."""
        future = self._future
        if future is None or not future.done():
            return
        self._future = None
        try:
            got = future.result()
        except Exception as exc:  # a broken replay or judge: the review says so, the replay still plays
            self.failed = f"the review could not be made ({type(exc).__name__})"
            self.finished = True
            return
        if self.questions is None:
            self.questions = list(got)
        else:
            self.decisions += [d for d in got if d is not None]
            self.judged += len(self._chunk)
        if self.judged >= self.total:
            self.worst = rv.costliest(self.decisions)
            self.finished = True
            return
        self._chunk = self.questions[self.judged : self.judged + CHUNK]
        self._future = self.think(reviewing.judge_some, self.game, self._chunk)

    def next_costly(self) -> rv.Decision | None:
        """The next of the costliest decisions (round and round), or None when there is none."""
        if not self.worst:
            return None
        self.pick = (self.pick + 1) % len(self.worst)
        return self.worst[self.pick]

    def line(self, names: Sequence[str]) -> str:
        """The review's words for the bar."""
        if self.failed is not None:
            return f"Review: {self.failed}"
        if not self.finished:
            if self.questions is None:
                return "Review: finding the decisions..."
            return f"Review: judging decisions {self.judged}/{self.total}"
        if not self.questions:
            return "Review: no decision of a person's to review"
        if not self.worst:
            return f"Review: all {len(self.decisions)} decisions were the best move (or as good)"
        shown = self.worst[max(0, self.pick)]
        who = names[shown.seat] if 0 <= shown.seat < len(names) else f"player {shown.seat + 1}"
        rank = f"{max(0, self.pick) + 1}/{len(self.worst)}"
        cost = f"{shown.cost:.1%}" if shown.unit == "chance to win" else f"{shown.cost:.1f} {shown.unit}"
        return f"Review {rank}: move {shown.move}, {who} chose {shown.made}; {shown.best} was better by {cost}"

    def share(self) -> float:
        """How far the judging has gone, 0..1."""
        if self.finished:
            return 1.0
        return self.judged / self.total if self.total else 0.0


def draw_review(surface: pygame.Surface, run: ReviewRun, names: Sequence[str], rect: pygame.Rect) -> None:
    """The review's line in the viewer's bar, with its progress bar while it is being worked out."""
    x = rect.x
    if not run.finished:
        track = pygame.Rect(x, rect.centery - 5, 160, 10)
        pygame.draw.rect(surface, palette.DIM, track, border_radius=5)
        done = track.copy()
        done.w = max(4, round(track.w * run.share()))
        pygame.draw.rect(surface, palette.NEON_GREEN, done, border_radius=5)
        x = track.right + 12
    words = text.fit(run.line(names), text.BODY, 16, rect.right - x)
    colour = palette.NEON_CYAN if run.finished and run.worst else palette.GREY
    text.blit(surface, words, (x, rect.centery), size=16, colour=colour, anchor="midleft")
