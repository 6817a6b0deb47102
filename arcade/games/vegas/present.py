"""Vegas Slot Machine 1973: typed events -> what the table shows: the cascade's beats, sounds, the log.

One table, :data:`PRESENTATIONS`, says for each event class what happens (the scene kit's
:class:`~arcade.scenes.kit.Presentation`: a log line, an effect); :func:`present` stages the events of one
action through it onto the timeline of the :class:`VegasStage` it is given (the kit's
:class:`~arcade.scenes.kit.present.Stage` plus the machine before the action, its layout, the phase and the
CPUs' pace: never the st). The cascade's beats are :mod:`.cascade`'s. Lines about a
seat are in that seat's colour; the rest in the table's own colour. Nothing here adds up points: the
events carry them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from arcade.core.render import palette
from arcade.scenes.kit import Presentation, stage
from arcade.scenes.kit.present import Stage

from . import art, cascade
from .cascade import HAND_PRIZE_MS, PLACE_MS, PRIZE_MS, REFILL_MS, SHIFT_MS, Beat
from .components import NAMES
from .panels import machine_name, seat_colour
from .rules import (
    EMPTY,
    CardDiscarded,
    CardPlaced,
    CardsBuried,
    CardsDrawn,
    Covered,
    CumberTaken,
    CumberUsed,
    DeckEmpty,
    DeckReshuffled,
    GameOver,
    Grid,
    Misplayed,
    PrizeClaimed,
    Refilled,
    RoundOver,
    SpinAgainUsed,
    TurnSkipped,
    TurnStarted,
)

Effect = Callable[[Any, Any, float, Sequence[Any]], None]


@dataclass(frozen=True)
class VegasStage(Stage):
    """A :class:`Stage` and what Vegas's effects need besides: the machine's picture before the action
    (``pre_grid``: tops, heights), its layout (``geo``), whether the table is building, and the CPU pace
    option (``cpu_pace``: a CPU's beats are that much faster)."""

    pre_grid: tuple = ((), ())
    geo: Any = None
    building: bool = False
    cpu_pace: float = 1.0


# ---------------------------------------------------------------------- effects
def paced_ms(st: VegasStage, ev: Any, ms: float) -> float:
    """A beat's length: a CPU's moves and prizes play at the one CPU pace option (slower at 0.5), so a
    person can follow them; a person's own at the animation speed only."""
    length = float(st.anim_ms(ms))
    seat = getattr(ev, "seat", None)
    return length / st.cpu_pace if seat is not None and st.is_cpu(seat) else length


def _beat(kind: str, ms: float) -> Effect:
    def effect(st: VegasStage, ev: Any, now: float, events: Sequence[Any]) -> None:
        cascade.queue(st.timeline, Beat(kind, ev), now, paced_ms(st, ev, ms), st.pre_grid)

    return effect


def _sound(name: str) -> Effect:
    def effect(st: VegasStage, ev: Any, now: float, events: Sequence[Any]) -> None:
        st.timeline.sound(name, now)

    return effect


def _grid(st: VegasStage, ev: Grid, now: float, events: Sequence[Any]) -> None:
    cascade.snapshot(st.timeline, (ev.tops, ev.heights), now, events, st.pre_grid)


def _placed(st: VegasStage, ev: CardPlaced, now: float, events: Sequence[Any]) -> None:
    _beat("place", PLACE_MS)(st, ev, now, events)
    st.timeline.sound("place", now)
    where = st.geo.place_name(ev.pos)
    st.timeline.note(f"{st.name(ev.seat)}: {art.LABEL[ev.symbol].title()} {where}", seat_colour(ev.seat))


def _cumber_taken(st: VegasStage, ev: CumberTaken, now: float, events: Sequence[Any]) -> None:
    _beat("refill", SHIFT_MS)(st, ev, now, events)
    st.timeline.note(f"{st.name(ev.seat)} takes the Cumber card", seat_colour(ev.seat))


def prize_words(st: VegasStage, ev: PrizeClaimed) -> str:
    """The log's line for a prize: who, what, the points, and where (the hand, or which machine under D)."""
    geo = st.geo
    if ev.where == "hand":
        where = " (hand)"
    elif geo.machines > 1 and ev.cells:
        where = f" ({machine_name(geo, geo.grid_of[ev.cells[0]]).lower()})"
    else:
        where = ""
    return f"{st.name(ev.seat)}: {NAMES[ev.symbol]} +{ev.points}{where}"


def _prize(st: VegasStage, ev: PrizeClaimed, now: float, events: Sequence[Any]) -> None:
    tl = st.timeline
    if ev.where == "grid":  # the gap after it shows a moment before the refills come in
        ms = paced_ms(st, ev, PRIZE_MS)
        cascade.queue(tl, Beat("prize", ev), now, ms, st.pre_grid, st.anim_ms(REFILL_MS))
    else:  # from the hand: its name and points rise over the hand, and the table waits for it
        ms = paced_ms(st, ev, HAND_PRIZE_MS)
        t0 = tl.start(now)
        tl.rise(f"{NAMES[ev.symbol]} +{ev.points}", "hand", t0, ms, seat_colour(ev.seat))
        tl.hold(t0 + ms)
    tl.note(prize_words(st, ev), seat_colour(ev.seat))
    tl.sound("prize" if ev.points >= 60 else "confirm", now)


def turn_words(st: VegasStage, seat: int, extra: bool = False) -> str:
    what = "takes another turn" if extra else "builds" if st.building else "to play"
    return f"{st.name(seat)} {what}"


def _turn(st: VegasStage, ev: TurnStarted, now: float, events: Sequence[Any]) -> None:
    st.timeline.note(turn_words(st, ev.seat, ev.extra), seat_colour(ev.seat))


# ---------------------------------------------------------------------- the table
PRESENTATIONS: dict[type, Presentation] = {
    Grid: Presentation(effect=_grid),
    CardPlaced: Presentation(effect=_placed),
    Refilled: Presentation(effect=_beat("refill", REFILL_MS)),
    Covered: Presentation(effect=_beat("refill", REFILL_MS)),
    CumberTaken: Presentation(effect=_cumber_taken),
    PrizeClaimed: Presentation(effect=_prize),
    Misplayed: Presentation(
        note=lambda name, e: f"{name(e.seat)} misplays {NAMES[e.symbol]}: discarded",
        colour=palette.NEON_RED,
        effect=_sound("error"),
    ),
    CumberUsed: Presentation(
        note=lambda name, e: f"{name(e.seat)} plays Cumber: {e.action.replace('c_', '')}", colour=palette.NEON_GREEN
    ),
    SpinAgainUsed: Presentation(note=lambda name, e: f"{name(e.seat)}: Spin Again!", colour=palette.NEON_CYAN),
    CardsBuried: Presentation(
        note=lambda name, e: f"{name(e.seat)} puts {e.count} card under the deck", colour=palette.GREY
    ),
    CardDiscarded: Presentation(note=lambda name, e: f"{name(e.seat)} discards a card", colour=palette.GREY),
    CardsDrawn: Presentation(
        note=lambda name, e: f"{name(e.seat)} takes the open {NAMES[e.open_card]}" if e.open_card != EMPTY else "",
        colour=palette.GREY,
    ),
    DeckEmpty: Presentation(note=lambda name, e: "The deck is empty: no more draws", colour=palette.WARN),
    DeckReshuffled: Presentation(note=lambda name, e: "The discards are shuffled into a new deck", colour=palette.GREY),
    TurnSkipped: Presentation(note=lambda name, e: f"{name(e.seat)} has no cards: skipped", colour=palette.GREY),
    TurnStarted: Presentation(effect=_turn),
    RoundOver: Presentation(
        note=lambda name, e: f"Round {e.round + 1} over: {', '.join(str(p) for p in e.scores)}",
        colour=palette.NEON_YELLOW,
    ),
    GameOver: Presentation(effect=_sound("fanfare")),
}


def present(st: VegasStage, events: Sequence[Any], now: float) -> None:
    """Stage the events of one action on the stage's timeline (through :data:`PRESENTATIONS`)."""
    stage(st, PRESENTATIONS, events, now)
