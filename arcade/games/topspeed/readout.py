"""What the race screen reads out, worked out from the table's view for the painters (no pygame): the clock, the
countdown, the words of the end-of-race banners, and the :class:`Moment` a frame is built at (its beat:
what the time shows)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from arcade.core.render import palette, tween
from arcade.scenes.kit.frame import Frame as Picture
from arcade.scenes.kit.timeline import Timeline

from . import cards as C
from .present import REVEAL, flash_name, landing_glows
from .reveal import Frame
from .rules import Score
from .view import TableView

COUNTDOWN_TAIL_MS = 600.0  # "GO!" stays this long after the start

RGB = tuple[int, int, int]


def seat_colour(seat: int) -> RGB:
    return palette.SEATS[seat % len(palette.SEATS)]


def clock_text(view: TableView, rt: float, engine_ms: float, practice: bool) -> str:
    """The top bar's clock at race time ``rt``: time raced (stopped at the end), or in practice the time
    left by the engine's clock (``engine_ms``, its game time)."""
    if practice:
        limit = view.end_time_ms
        left = 0.0 if limit is None else max(0.0, limit - max(engine_ms, view.start_ms))
        return f"{int(left // 60000)}:{int(left // 1000) % 60:02d} LEFT"
    end = view.end_ms if view.end_ms is not None else rt
    race = max(0.0, min(rt, end) - view.start_ms)
    return f"{int(race // 60000)}:{int(race // 1000) % 60:02d}"


def countdown_shown(view: TableView, rt: float) -> bool:
    """The big countdown shows before the start and for a moment after it."""
    return view.phase == "ready" or 0 <= rt - view.start_ms < COUNTDOWN_TAIL_MS


def countdown_left(view: TableView, rt: float) -> float:
    return view.start_ms - rt


def countdown_label(view: TableView, rt: float) -> str:
    left = countdown_left(view, rt)
    return str(int(left // 1000) + 1) if left > 0 else "GO!"


def _next_second_down(left: float, rt: float) -> float:
    """The race time at which a count of whole seconds ``left`` (falling as the race runs) next shows one
    less: when ``left`` drops below the whole second it is in."""
    return rt + (left - (left // 1000) * 1000)


def clock_until(view: TableView, rt: float, engine_ms: float, practice: bool) -> float:
    """No later than the race time at which :func:`clock_text` next shows another time (the engine's
    clock running with the race's)."""
    if practice:
        limit = view.end_time_ms
        if limit is None:
            return math.inf
        if engine_ms < view.start_ms:
            return rt + (view.start_ms - engine_ms)  # the time left starts to run at the start
        left = limit - engine_ms
        return math.inf if left <= 0 else _next_second_down(left, rt)
    if view.end_ms is not None and rt >= view.end_ms:
        return math.inf  # the clock stopped at the end
    race = max(0.0, rt - view.start_ms)
    at = view.start_ms + tween.next_step(race, 1000)
    return at if view.end_ms is None else min(at, view.end_ms)


def countdown_until(view: TableView, rt: float) -> float:
    """No later than the race time at which the countdown next shows otherwise: its next number, GO!, or
    GO! gone."""
    left = countdown_left(view, rt)
    if left > 0:
        return _next_second_down(left, rt)
    tail = view.start_ms + COUNTDOWN_TAIL_MS
    return tail if rt < tail else math.inf


@dataclass(frozen=True)
class Banner:
    """A call-out across the table: title, colour, title size and up to two lines under it."""

    title: str
    colour: RGB
    size: int
    sub: str | None = None
    sub2: str | None = None


def practice_seconds(view: TableView) -> float:
    """How long a finished practice run took, in seconds."""
    end = view.end_ms if view.end_ms is not None else view.start_ms
    return (end - view.start_ms) / 1000.0


def end_banner(
    view: TableView, score: Score, frame: Frame, practice: bool, name: Callable[[int], str]
) -> Banner | None:
    """The banner of the reveal's step now: the call (or time), the check of the call, then the result."""
    kind = frame.step.kind
    if kind == "call":
        if view.caller is None:
            return Banner("TIME!", palette.NEON_RED, 64, "The clock ran out")
        return Banner("TOP SPEED!", seat_colour(view.caller), 64, f"{name(view.caller)} calls it!")
    if kind == "check":
        caller = view.caller
        if caller is None:  # a check step follows a call only
            return None
        who = name(caller)
        if score.call_valid:
            sub, sub2 = f"{who} had no card left to play:", "the flag is theirs (+3)"
            return Banner("FLAG!", palette.NEON_GREEN, 48, sub, sub2)
        card = view.early_card
        what = C.describe(card) if card is not None else "a card"
        to = "nobody" if practice else name(1 - caller)
        sub, sub2 = f"{who} could still play the {what}:", f"the flag goes to {to}"
        return Banner("TOO EARLY!", palette.NEON_RED, 48, sub, sub2)
    if not frame.done:
        return None
    if practice:
        used = practice_seconds(view)
        return Banner(f"{score.points[0]} POINTS", palette.NEON_YELLOW, 44, f"in {used:.1f} s")
    if score.winner is None:
        return Banner(
            "DEAD HEAT!", palette.NEON_YELLOW, 44, f"{score.points[0]} - {score.points[1]}, same cards left, no flag"
        )
    how = {"points": "", "cards": " (fewer cards left)", "flag": " (holds the flag)"}[score.decided_by]
    return Banner(
        f"{name(score.winner).upper()} WINS",
        seat_colour(score.winner),
        44,
        f"{score.points[0]} - {score.points[1]}{how}",
    )


@dataclass(frozen=True)
class Moment:
    """What the time shows now: the clock as printed, the countdown (its label, and whether it still
    counts) while it shows, every landing flash at its drawn strength, each seat's message of the moment,
    the reveal's step (None before the race is over) and whether a kept race is still frozen."""

    clock: str
    countdown: tuple[str, bool] | None
    glows: tuple[tuple[str, float], ...]
    flashes: tuple[str | None, ...]
    reveal: Frame | None
    frozen: bool

    def glow(self, name: str) -> float | None:
        return next((strength for shown, strength in self.glows if shown == name), None)


def moment(
    timeline: Timeline, now: float, view: TableView, rt: float, engine_ms: float, practice: bool, frozen: bool
) -> Moment:
    """The moment at scene time ``now`` (race time ``rt``; ``engine_ms``: the engine's game time)."""
    shown = timeline.moves.get(REVEAL)
    countdown = None
    if countdown_shown(view, rt):
        countdown = (countdown_label(view, rt), countdown_left(view, rt) > 0)
    flashes = []
    for seat in (0, 1):
        msg = timeline.moving(flash_name(seat), now)
        flashes.append(None if msg is None else msg[0])
    return Moment(
        clock_text(view, rt, engine_ms, practice),
        countdown,
        landing_glows(timeline, now),
        tuple(flashes),
        None if shown is None else shown.data.at(now - shown.t0),
        frozen,
    )


def timed_until(timeline: Timeline, now: float) -> float:
    """No later than the scene time at which the landing flashes or the reveal next show otherwise (the
    reveal steps every moment while it plays)."""
    shown = timeline.moves.get(REVEAL)
    if shown is not None and now - shown.t0 < shown.data.total_ms:
        return now
    glows = (m.fade_until(now) for name, m in timeline.moves.items() if name.startswith("drop:") and m.active(now))
    return min(glows, default=math.inf)


def moment_of(frame: Picture) -> Moment:
    """The moment a frame of the race was built at (its ``beat``)."""
    beat = frame.beat
    assert isinstance(beat, Moment), "a Top Speed! frame's beat is its moment"
    return beat
