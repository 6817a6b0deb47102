"""Vegas Slot Machine 1973: a cascade replayed beat by beat on the scene's one timeline.

The engine settles a whole cascade at once; its events carry ``Grid`` snapshots, so the scene replays it:
the card lands, each prize's payline lights in the winner's colour and its cards leave, the refills come
in one by one. Each beat is a still :class:`~arcade.scenes.kit.Move` named ``beat<n>`` (it stays on the
timeline until it lands); landing happens on the frame its time has come (a prize lands when its payline
has shown): it leaves a landing glow (``glow<space>``), a lit payline (``lit<n>``) and the machine's picture
(the still ``shown``, gone once no beat is left, when the machine shows the state itself again).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from arcade.scenes.kit import Move, Timeline

PLACE_MS, PRIZE_MS, REFILL_MS, SHIFT_MS = 280.0, 1100.0, 230.0, 200.0
HAND_PRIZE_MS = 1600.0  # a prize from the hand rises over it
GLOW_MS = 350.0  # a landed card glows
GLOW_STEPS = 8  # ... fading out in this many steps (``Move.fade``)
EARLY_MS = 0.5  # a step's time is said this much early (an early answer costs a look; a late one a stale picture)
LIT_MS = 500.0  # a paid line stays lit, dimmed, after its cards leave
BEAT, GLOW, LIT, SHOWN = "beat", "glow", "lit", "shown"

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Beat:
    """What lands: ``kind`` place, prize, refill or grid; the event; the machine's picture after it."""

    kind: str
    event: Any
    grid: tuple | None = None


def _seq(name: str, prefix: str) -> int:
    return int(name[len(prefix) :])


def beats(timeline: Timeline) -> list[tuple[str, Move]]:
    """The beats still to land, in order."""
    named = [(k, m) for k, m in timeline.moves.items() if k.startswith(BEAT)]
    return sorted(named, key=lambda km: _seq(km[0], BEAT))


def _next_seq(timeline: Timeline) -> int:
    used = [_seq(k, p) for k in timeline.moves for p in (BEAT, LIT) if k.startswith(p)]
    return max(used, default=-1) + 1


def queue(timeline: Timeline, beat: Beat, now: float, ms: float, before: tuple, gap: float = 0.0) -> None:
    """A beat after what is playing (``gap`` more before the next one); ``before`` is the machine's picture
    before the action, shown until the first beat lands when nothing is being replayed."""
    t0 = timeline.start(now)
    if SHOWN not in timeline.moves:
        timeline.move(SHOWN, before, now, 0.0, still=True)
    timeline.move(f"{BEAT}{_next_seq(timeline)}", beat, t0, ms, still=True)
    timeline.hold(t0 + ms + gap)


def snapshot(timeline: Timeline, grid: tuple, now: float, events: Sequence[Any], before: tuple) -> None:
    """A ``Grid`` event: the picture after the beat of this action just before it (or a beat of its own)."""
    queued = beats(timeline)
    if queued:
        name, last = queued[-1]
        beat = last.data
        if beat.grid is None and any(e is beat.event for e in events):
            timeline.put(name, replace(last, data=replace(beat, grid=grid)))
            return
    queue(timeline, Beat("grid", None, grid), now, 0.0, before)


def land(timeline: Timeline, now: float, glow_ms: float, lit_ms: float, colour_of: Any) -> None:
    """Land every beat whose time has come (a prize once its payline has shown); ``colour_of(seat)``."""
    queued = beats(timeline)  # (landing adds glows, lit lines and the picture: never a beat)
    landed = 0
    for name, move in queued:
        beat: Beat = move.data
        if move.t0 > now or (beat.kind == "prize" and now < move.t0 + move.ms):
            break
        landed += 1
        timeline.drop(name)
        if beat.kind == "prize":
            ev = beat.event
            # lines lit before that have gone dark: nothing reads them again
            timeline.drop(*[k for k, m in timeline.moves.items() if k.startswith(LIT) and now >= m.t0 + m.ms])
            timeline.move(f"{LIT}{_seq(name, BEAT)}", (ev.cells, colour_of(ev.seat)), now, lit_ms, still=True)
        elif beat.kind in ("place", "refill"):
            # still: the frame carries the glow's strength as drawn (eight steps), not the time (glows_until)
            timeline.move(f"{GLOW}{beat.event.pos}", beat.event.pos, now, glow_ms, still=True)
        if beat.grid is not None:
            timeline.move(SHOWN, beat.grid, now, 0.0, still=True)
    if landed == len(queued):
        timeline.drop(SHOWN)


# ---------------------------------------------------------------------- reading (for painters)
def shown(timeline: Timeline) -> tuple | None:
    """The machine's picture while a cascade is replayed (None: the state's own)."""
    got = timeline.moves.get(SHOWN)
    return None if got is None else got.data


def prize_showing(timeline: Timeline, now: float) -> Any:
    """The prize whose payline shows now (the next beat, once it has begun), else None."""
    return reading(timeline, now)[1]


def lit_lines(timeline: Timeline, now: float) -> list[tuple[tuple, Colour]]:
    """Paid lines still lit: (spaces, colour), oldest first."""
    return list(reading(timeline, now)[2])


def reading(timeline: Timeline, now: float) -> tuple[tuple[tuple[int, float], ...], Any, tuple]:
    """What the time shows now, read in one pass over the timeline (a frame asks every moment): the
    glows as sorted ``(space, strength)`` (:func:`glows`), the prize showing (:func:`prize_showing`) and
    the lit lines (:func:`lit_lines`)."""
    lit: list[tuple[int, Any]] = []
    glowing: list[tuple[int, float]] = []
    first: tuple[int, Move] | None = None  # the next beat to land
    for k, m in timeline.moves.items():
        if k.startswith(BEAT):
            seq = _seq(k, BEAT)
            if first is None or seq < first[0]:
                first = (seq, m)
        elif not m.active(now):
            continue
        elif k.startswith(GLOW):
            glowing.append((m.data, m.fade(now, GLOW_STEPS)))
        elif k.startswith(LIT):
            lit.append((_seq(k, LIT), m.data))
    prize = None
    if first is not None and first[1].data.kind == "prize" and first[1].t0 <= now:
        prize = first[1].data.event
    return tuple(sorted(glowing)), prize, tuple(data for _seq_, data in sorted(lit, key=lambda sd: sd[0]))


def glows(timeline: Timeline, now: float) -> dict[int, float]:
    """Spaces whose card landed a moment ago -> how strongly they glow (1 at landing, fading to 0 in
    eight steps: the picture changes only when a step does)."""
    return dict(reading(timeline, now)[0])


def glows_until(moves: Iterable[tuple[str, Move]], now: float) -> float:
    """No later than a glow among these moves (the timeline's, or a shot's) next shows another step of its
    fade while it plays (:meth:`Move.fade_until`, :data:`EARLY_MS` early). A beat, glow or lit line starting
    or ending is a time of the timeline's own (``Timeline.shot_until``). Infinity when no glow plays."""
    fading = (m.fade_until(now, GLOW_STEPS, EARLY_MS) for k, m in moves if k.startswith(GLOW) and m.active(now))
    return min(fading, default=math.inf)
