"""Vegas Slot Machine 1973: typed events -> what the table shows: the cascade's beats, sounds, the log.

One table, :data:`PRESENTATIONS`, says for each event class what happens (the scene kit's
:class:`~arcade.scenes.kit.Presentation`: a log line, an effect); :func:`present` stages the events of one
action through it onto the scene's timeline. The cascade's beats are :mod:`.cascade`'s. Lines about a
seat are in that seat's colour; the rest in the table's own colour. Nothing here adds up points: the
events carry them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from arcade.core.render import palette
from arcade.scenes.kit import Presentation, stage

from . import art, cascade
from .cascade import HAND_PRIZE_MS, PLACE_MS, PRIZE_MS, REFILL_MS, SHIFT_MS, Beat
from .components import NAMES
from .panels import machine_name, seat_colour
from .rules import (
    EMPTY,
    PH_BUILD,
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


# ---------------------------------------------------------------------- effects
def paced_ms(scene: Any, ev: Any, ms: float) -> float:
    """A beat's length: a CPU's moves and prizes play at the one CPU pace option (slower at 0.5), so a
    person can follow them; a person's own at the animation speed only."""
    length = float(scene.anim_ms(ms))
    seat = getattr(ev, "seat", None)
    return length / scene.pace() if seat is not None and scene.is_cpu(seat) else length


def _beat(kind: str, ms: float) -> Effect:
    def effect(scene: Any, ev: Any, now: float, events: Sequence[Any]) -> None:
        cascade.queue(scene.timeline, Beat(kind, ev), now, paced_ms(scene, ev, ms), scene.pre_grid)

    return effect


def _sound(name: str) -> Effect:
    def effect(scene: Any, ev: Any, now: float, events: Sequence[Any]) -> None:
        scene.timeline.sound(name, now)

    return effect


def _grid(scene: Any, ev: Grid, now: float, events: Sequence[Any]) -> None:
    cascade.snapshot(scene.timeline, (ev.tops, ev.heights), now, events, scene.pre_grid)


def _placed(scene: Any, ev: CardPlaced, now: float, events: Sequence[Any]) -> None:
    _beat("place", PLACE_MS)(scene, ev, now, events)
    scene.timeline.sound("place", now)
    where = scene.state.geo.place_name(ev.pos)
    scene.timeline.note(f"{scene.name(ev.seat)}: {art.LABEL[ev.symbol].title()} {where}", seat_colour(ev.seat))


def _cumber_taken(scene: Any, ev: CumberTaken, now: float, events: Sequence[Any]) -> None:
    _beat("refill", SHIFT_MS)(scene, ev, now, events)
    scene.timeline.note(f"{scene.name(ev.seat)} takes the Cumber card", seat_colour(ev.seat))


def prize_words(scene: Any, ev: PrizeClaimed) -> str:
    """The log's line for a prize: who, what, the points, and where (the hand, or which machine under D)."""
    geo = scene.state.geo
    if ev.where == "hand":
        where = " (hand)"
    elif geo.machines > 1 and ev.cells:
        where = f" ({machine_name(geo, geo.grid_of[ev.cells[0]]).lower()})"
    else:
        where = ""
    return f"{scene.name(ev.seat)}: {NAMES[ev.symbol]} +{ev.points}{where}"


def _prize(scene: Any, ev: PrizeClaimed, now: float, events: Sequence[Any]) -> None:
    tl = scene.timeline
    if ev.where == "grid":  # the gap after it shows a moment before the refills come in
        ms = paced_ms(scene, ev, PRIZE_MS)
        cascade.queue(tl, Beat("prize", ev), now, ms, scene.pre_grid, scene.anim_ms(REFILL_MS))
    else:  # from the hand: its name and points rise over the hand, and the table waits for it
        ms = paced_ms(scene, ev, HAND_PRIZE_MS)
        t0 = tl.start(now)
        tl.rise(f"{NAMES[ev.symbol]} +{ev.points}", "hand", t0, ms, seat_colour(ev.seat))
        tl.hold(t0 + ms)
    tl.note(prize_words(scene, ev), seat_colour(ev.seat))
    tl.sound("prize" if ev.points >= 60 else "confirm", now)


def turn_words(scene: Any, seat: int, extra: bool = False) -> str:
    what = "takes another turn" if extra else "builds" if scene.state.phase == PH_BUILD else "to play"
    return f"{scene.name(seat)} {what}"


def _turn(scene: Any, ev: TurnStarted, now: float, events: Sequence[Any]) -> None:
    scene.timeline.note(turn_words(scene, ev.seat, ev.extra), seat_colour(ev.seat))


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


def present(scene: Any, events: Sequence[Any], now: float) -> None:
    """Stage the events of one action on ``scene``'s timeline (through :data:`PRESENTATIONS`)."""
    stage(scene, PRESENTATIONS, events, now)
