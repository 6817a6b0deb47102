"""What the race screen reads out, worked out from the state for the painters (no pygame): the clock, the
countdown, and the words of the end-of-race banners."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from arcade.core.render import palette

from . import cards as C
from .reveal import Frame
from .rules import Score, TopSpeedState

COUNTDOWN_TAIL_MS = 600.0  # "GO!" stays this long after the start

RGB = tuple[int, int, int]


def seat_colour(seat: int) -> RGB:
    return palette.SEATS[seat % len(palette.SEATS)]


def clock_text(state: TopSpeedState, rt: float, practice: bool) -> str:
    """The top bar's clock at race time ``rt``: time raced (stopped at the end), or in practice time left."""
    if practice:
        left = state.view(0).time_left_ms or 0.0
        return f"{int(left // 60000)}:{int(left // 1000) % 60:02d} LEFT"
    end = state.end_ms if state.end_ms is not None else rt
    race = max(0.0, min(rt, end) - state.start_ms)
    return f"{int(race // 60000)}:{int(race // 1000) % 60:02d}"


def countdown_shown(state: TopSpeedState, rt: float) -> bool:
    """The big countdown shows before the start and for a moment after it."""
    return state.phase == "ready" or 0 <= rt - state.start_ms < COUNTDOWN_TAIL_MS


def countdown_left(state: TopSpeedState, rt: float) -> float:
    return state.start_ms - rt


def countdown_label(state: TopSpeedState, rt: float) -> str:
    left = countdown_left(state, rt)
    return str(int(left // 1000) + 1) if left > 0 else "GO!"


@dataclass(frozen=True)
class Banner:
    """A call-out across the table: title, colour, title size and up to two lines under it."""

    title: str
    colour: RGB
    size: int
    sub: str | None = None
    sub2: str | None = None


def practice_seconds(state: TopSpeedState) -> float:
    """How long a practice run took, in seconds (to its end, or to now while it runs)."""
    return ((state.end_ms if state.end_ms is not None else state.now_ms) - state.start_ms) / 1000.0


def end_banner(
    state: TopSpeedState, score: Score, frame: Frame, practice: bool, name: Callable[[int], str]
) -> Banner | None:
    """The banner of the reveal's step now: the call (or time), the check of the call, then the result."""
    kind = frame.step.kind
    if kind == "call":
        if state.caller is None:
            return Banner("TIME!", palette.NEON_RED, 64, "The clock ran out")
        return Banner("TOP SPEED!", seat_colour(state.caller), 64, f"{name(state.caller)} calls it!")
    if kind == "check":
        caller = state.caller
        if caller is None:  # a check step follows a call only
            return None
        who = name(caller)
        if score.call_valid:
            sub, sub2 = f"{who} had no card left to play:", "the flag is theirs (+3)"
            return Banner("FLAG!", palette.NEON_GREEN, 48, sub, sub2)
        card = next((c for c in state.decks[caller] if any(C.fits(c, r) for r in state.rows)), None)
        what = C.describe(card) if card is not None else "a card"
        to = "nobody" if practice else name(1 - caller)
        sub, sub2 = f"{who} could still play the {what}:", f"the flag goes to {to}"
        return Banner("TOO EARLY!", palette.NEON_RED, 48, sub, sub2)
    if not frame.done:
        return None
    if practice:
        used = practice_seconds(state)
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
