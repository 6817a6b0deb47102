"""The end-of-race reveal as a pure timeline (no pygame): the call, the check, then the rows one by one
(the bottom-most card or the crosswise mistake turned over, its car's points added), then the flag.

``Reveal(score, call_ms, ...)`` lays the steps out; ``at(elapsed_ms)`` says what is shown then. Durations
are passed in already scaled by the animation-speed setting (all zero: the end state at once).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arcade.games.topspeed.rules import FLAG_POINTS, Score

ORDER = (0, 4, 1, 5, 2, 6, 3, 7)
"""Rows in reveal order: lane by lane, left to right, the row above the lane then the one below."""


@dataclass(frozen=True)
class Step:
    kind: str  # "call", "check", "row", "flag", "result"
    start: float
    duration: float
    row: int | None = None


@dataclass(frozen=True)
class Frame:
    step: Step
    progress: float = field(compare=False)  # 0..1 within the step (drawn by nothing: not compared)
    turned: frozenset[int]  # rows whose card is turned over
    tally: tuple[int, ...]  # points shown so far per seat
    flag_counted: bool
    done: bool


class Reveal:
    def __init__(
        self,
        score: Score,
        *,
        call_ms: float = 1500.0,
        check_ms: float = 1700.0,
        row_ms: float = 700.0,
        empty_ms: float = 250.0,
        flag_ms: float = 800.0,
        has_call: bool = True,
    ) -> None:
        self.score = score
        steps: list[Step] = []
        t = 0.0

        def add(kind: str, duration: float, row: int | None = None) -> None:
            nonlocal t
            steps.append(Step(kind, t, duration, row))
            t += duration

        add("call", call_ms)
        if has_call:
            add("check", check_ms)
        for r in ORDER:
            add("row", empty_ms if score.rows[r].kind == "empty" else row_ms, r)
        if score.flag is not None:
            add("flag", flag_ms)
        add("result", 0.0)
        self.steps = tuple(steps)
        self.total_ms = t

    def at(self, elapsed: float) -> Frame:
        current = self.steps[-1]
        for st in self.steps:
            if elapsed < st.start + st.duration:
                current = st
                break
        turned: set[int] = set()
        tally = [0, 0]
        flag = False
        for st in self.steps:  # a card turns (and its points count) 40% into its step
            if elapsed >= st.start + 0.4 * st.duration:
                if st.kind == "row" and st.row is not None:
                    turned.add(st.row)
                elif st.kind == "flag":
                    flag = True
        for r in turned:
            res = self.score.rows[r]
            if res.scorer is not None:
                tally[res.scorer] += res.points
        if flag and self.score.flag is not None:
            tally[self.score.flag] += FLAG_POINTS
        progress = 1.0 if current.duration <= 0 else min(1.0, max(0.0, (elapsed - current.start) / current.duration))
        return Frame(current, progress, frozenset(turned), tuple(tally), flag, elapsed >= self.total_ms)
