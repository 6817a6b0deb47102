"""Typed race events -> what the table shows: sounds, a landing flash, a seat's message, the end-of-race reveal.

One table, :data:`PRESENTATIONS`, says for each event class what happens (the scene kit's
:class:`~arcade.scenes.kit.Presentation`); every entry is an effect that puts things on the timeline of
the :class:`~arcade.scenes.kit.present.Stage` it is given (never the scene): ``drop:<row>:<card>`` (a
neutral flash where a card lands), ``flash:<seat>`` (a short message in the seat's panel) and the sounds;
once the race is over, ``reveal`` (the end-of-race :class:`~arcade.games.topspeed.reveal.Reveal`, kept as
a still so its last frame stays). A race is real time, so :func:`present` answers the sounds it staged at
once, for the scene to play the moment their events happen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade.core.rules import TimeAdvanced
from arcade.scenes.kit import Presentation, Timeline, stage
from arcade.scenes.kit.present import Stage

from .reveal import Reveal
from .rules import (
    NOT_STARTED,
    RACE_OVER,
    TAKE_BACK,
    Called,
    Placed,
    RaceStarted,
    Refused,
    Score,
    SentToBottom,
    TimeUp,
    TookBack,
)

DROP_MS = 160.0  # the flash where a card lands (under the animation-speed setting, at least 1 ms)
REVEAL = "reveal"


def drop_name(row: int, card: int) -> str:
    return f"drop:{row}:{card}"


def landing_glow(timeline: Timeline, row: int, card: int, now: float) -> float | None:
    """How strongly the spot where a card just landed glows (1 at landing, fading in eight steps), or None."""
    got = timeline.moves.get(drop_name(row, card))
    return got.fade(now) if got is not None and got.active(now) else None


def landing_glows(timeline: Timeline, now: float) -> tuple[tuple[str, float], ...]:
    """Every landing flash showing now, at its drawn strength (the picture key's part)."""
    out = []
    for name, m in timeline.moves.items():
        if name.startswith("drop:") and m.active(now):
            out.append((name, m.fade(now)))
    return tuple(sorted(out))


def flash_name(seat: int) -> str:
    return f"flash:{seat}"


# ---------------------------------------------------------------------- effects
def _sound(name: str) -> Any:
    def effect(st: Stage, ev: Any, now: float, events: Sequence[Any]) -> None:
        st.timeline.sound(name, now)

    return effect


def _flash(st: Stage, seat: int, message: str, now: float, ms: float) -> None:
    """A message in ``seat``'s panel for ``ms`` of race time (not scaled: it is read, not watched); a still
    picture while it shows."""
    st.timeline.move(flash_name(seat), message, now, ms, still=True)


def _placed(st: Stage, ev: Placed, now: float, events: Sequence[Any]) -> None:
    tl = st.timeline
    # still: the frame carries the flash's strength as drawn (eight steps, landing_glows), not the time
    tl.move(drop_name(ev.row, ev.card), ev.seat, now, max(1.0, st.anim_ms(DROP_MS)), still=True)
    tl.sound("place", now)


def _took_back(st: Stage, ev: TookBack, now: float, events: Sequence[Any]) -> None:
    st.timeline.sound("back", now)
    _flash(st, ev.seat, "Mistake taken back", now, 800)


def _refused(st: Stage, ev: Refused, now: float, events: Sequence[Any]) -> None:
    """A person's refused press says why; a CPU's, or one before the start or after the end, says nothing."""
    if st.is_cpu(ev.seat) or ev.reason in (NOT_STARTED, RACE_OVER):
        return
    if "assist" in ev.reason:
        _flash(st, ev.seat, "Repeat! Not there.", now, 900)
    elif ev.move_kind == TAKE_BACK:
        _flash(st, ev.seat, "Only a mistake comes back", now, 1100)
    else:
        return
    st.timeline.sound("error", now)


def start_reveal(st: Stage, score: Score, now: float) -> None:
    """Stage the end-of-race reveal of the final ``score`` from ``now``; input waits (a press skips it)
    until it has played."""
    a = st.anim_ms
    reveal = Reveal(
        score,
        call_ms=a(1500),
        check_ms=a(1900),
        row_ms=a(650),
        empty_ms=a(220),
        flag_ms=a(800),
        has_call=score.caller is not None,
    )
    st.timeline.move(REVEAL, reveal, now, reveal.total_ms, still=True)
    st.timeline.hold(now + reveal.total_ms)


def skip_reveal(timeline: Timeline, now: float) -> None:
    """Jump to the reveal's last frame and stop waiting."""
    shown = timeline.moves.get(REVEAL)
    if shown is not None:
        timeline.move(REVEAL, shown.data, now - shown.data.total_ms, shown.data.total_ms, still=True)
    timeline.busy_until = now


# ---------------------------------------------------------------------- the table
PRESENTATIONS: dict[type, Presentation] = {
    Placed: Presentation(effect=_placed),
    SentToBottom: Presentation(effect=_sound("flip")),
    TookBack: Presentation(effect=_took_back),
    Refused: Presentation(effect=_refused),
    RaceStarted: Presentation(effect=_sound("confirm")),
    Called: Presentation(effect=_sound("crash")),
    TimeUp: Presentation(effect=_sound("error")),
}
ENDS = (Called, TimeUp)
"""The events that end a race: the reveal follows the first of them."""


def present(st: Stage, events: Sequence[Any], now: float, score: Score | None = None) -> list[str]:
    """Stage the events of one played millisecond batch on the stage's timeline; once the race is over
    (``score``: its final score) the reveal follows its end. Answers the sounds due now: a race is real
    time, so they are played at once, the moment their events happen."""
    stage(st, PRESENTATIONS, events, now)
    if score is not None and REVEAL not in st.timeline.moves and any(isinstance(ev, ENDS) for ev in events):
        start_reveal(st, score, now)
    return st.timeline.due_sounds(now)


def changed(events: Sequence[Any]) -> int:
    """How many of ``events`` change the table (all but the clock's)."""
    return sum(not isinstance(ev, TimeAdvanced) for ev in events)
