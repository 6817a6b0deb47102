"""Typed race events -> what the table shows: sounds, a landing flash, a seat's message, the end-of-race reveal.

One table, :data:`PRESENTATIONS`, says for each event class what happens (the scene kit's
:class:`~arcade.scenes.kit.Presentation`); every entry is an effect that puts things on the scene's one
timeline: ``drop:<row>:<card>`` (a neutral flash where a card lands), ``flash:<seat>`` (a short message in
the seat's panel), ``reveal`` (the end-of-race :class:`~arcade.games.topspeed.reveal.Reveal`, kept as a
still so its last frame stays) and the sounds. A race is real time, so :func:`present` plays the sounds it
staged at once, the moment their events happen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade.core.rules import TimeAdvanced
from arcade.scenes.kit import Presentation, Timeline, stage

from .reveal import Reveal
from .rules import (
    NOT_STARTED,
    RACE_OVER,
    TAKE_BACK,
    Called,
    Placed,
    RaceStarted,
    Refused,
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
    def effect(scene: Any, ev: Any, now: float, events: Sequence[Any]) -> None:
        scene.timeline.sound(name, now)

    return effect


def _flash(scene: Any, seat: int, message: str, now: float, ms: float) -> None:
    """A message in ``seat``'s panel for ``ms`` of race time (not scaled: it is read, not watched); a still
    picture while it shows."""
    scene.timeline.move(flash_name(seat), message, now, ms, still=True)


def _placed(scene: Any, ev: Placed, now: float, events: Sequence[Any]) -> None:
    tl = scene.timeline
    # still: the picture key carries the flash's strength as drawn (eight steps, landing_glows), not the time
    tl.move(drop_name(ev.row, ev.card), ev.seat, now, max(1.0, scene.anim_ms(DROP_MS)), still=True)
    tl.sound("place", now)


def _took_back(scene: Any, ev: TookBack, now: float, events: Sequence[Any]) -> None:
    scene.timeline.sound("back", now)
    _flash(scene, ev.seat, "Mistake taken back", now, 800)


def _refused(scene: Any, ev: Refused, now: float, events: Sequence[Any]) -> None:
    """A person's refused press says why; a CPU's, or one before the start or after the end, says nothing."""
    if scene.is_cpu(ev.seat) or ev.reason in (NOT_STARTED, RACE_OVER):
        return
    if "assist" in ev.reason:
        _flash(scene, ev.seat, "Repeat! Not there.", now, 900)
    elif ev.move_kind == TAKE_BACK:
        _flash(scene, ev.seat, "Only a mistake comes back", now, 1100)
    else:
        return
    scene.timeline.sound("error", now)


def _ended(sound: str) -> Any:
    """The race is over: its sound, then the reveal (once)."""

    def effect(scene: Any, ev: Any, now: float, events: Sequence[Any]) -> None:
        scene.timeline.sound(sound, now)
        if REVEAL not in scene.timeline.moves:
            start_reveal(scene, now)

    return effect


def start_reveal(scene: Any, now: float) -> None:
    """Stage the end-of-race reveal from ``now``; input waits (a press skips it) until it has played."""
    a = scene.app.anim
    state = scene.state
    reveal = Reveal(
        state.score(),
        call_ms=a(1500),
        check_ms=a(1900),
        row_ms=a(650),
        empty_ms=a(220),
        flag_ms=a(800),
        has_call=state.caller is not None,
    )
    scene.timeline.move(REVEAL, reveal, now, reveal.total_ms, still=True)
    scene.timeline.hold(now + reveal.total_ms)


def skip_reveal(scene: Any, now: float) -> None:
    """Jump to the reveal's last frame and stop waiting."""
    shown = scene.timeline.moves.get(REVEAL)
    if shown is not None:
        scene.timeline.move(REVEAL, shown.data, now - shown.data.total_ms, shown.data.total_ms, still=True)
    scene.timeline.busy_until = now


# ---------------------------------------------------------------------- the table
PRESENTATIONS: dict[type, Presentation] = {
    Placed: Presentation(effect=_placed),
    SentToBottom: Presentation(effect=_sound("flip")),
    TookBack: Presentation(effect=_took_back),
    Refused: Presentation(effect=_refused),
    RaceStarted: Presentation(effect=_sound("confirm")),
    Called: Presentation(effect=_ended("crash")),
    TimeUp: Presentation(effect=_ended("error")),
}


def present(scene: Any, events: Sequence[Any], now: float) -> None:
    """Stage the events of one played millisecond batch on ``scene``'s timeline and sound them now."""
    scene.changes += sum(not isinstance(ev, TimeAdvanced) for ev in events)
    stage(scene, PRESENTATIONS, events, now)
    for name in scene.timeline.due_sounds(now):
        scene.app.sound(name)
