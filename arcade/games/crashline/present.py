"""Typed events -> what the table shows: call-outs, sounds, a flying card, the wreck, floating points, the log.

One table, :data:`PRESENTATIONS`, says for each event class what happens (the scene kit's
:class:`~arcade.scenes.kit.Presentation`: a call-out, a log line, an effect); :func:`present` stages the
events of one action through it onto the timeline of the :class:`~arcade.scenes.kit.present.Stage` it is
given (the timeline, names, animation pace and CPUs: never the scene), one after another. Nothing here adds
up points: the events carry them.
"""

from __future__ import annotations

from collections.abc import Callable

from arcade.core.render import palette
from arcade.scenes.kit import Cue, Presentation, stage
from arcade.scenes.kit.present import Stage

from .cards import card_name
from .events import (
    CashedIn,
    Continued,
    Crashed,
    Flipped,
    GameOver,
    Glitched,
    GotNext,
    HandMeDownOffered,
    PerfectRun,
    Picked,
    Saved,
    Stole,
    TurnStarted,
)

FLY_MS = 260.0  # a flipped card flies from the deck to the line
TURN_GAP_MS = 250.0  # a breath between turns
FLOAT_MS = 1000.0  # floating points over a seat panel


# ---------------------------------------------------------------------- effects
def _fly(st: Stage, ev: Flipped, now: float, events) -> None:
    tl = st.timeline
    t0, ms = tl.start(now), st.anim_ms(FLY_MS)
    tl.move("fly", ev.card, t0, ms)
    tl.sound("flip", t0)
    tl.busy_until = t0 + ms


def _wreck(st: Stage, ev: Crashed, now: float, events) -> None:
    """Keep the crashed line on the table while CRASH! plays (during a Hand-Me-Down it stays anyway)."""
    st.timeline.move("wreck", (ev.line, ev.card), now, st.timeline.busy_until - now, still=True)


def _float(text: str, seat: int, sound: str | None = "place") -> Callable:
    def effect(st: Stage, ev, now, events) -> None:
        tl = st.timeline
        t0 = tl.start(now)
        tl.rise(text, seat, t0, st.anim_ms(FLOAT_MS))
        if sound:
            tl.sound(sound, t0)

    return effect


def _banked(st: Stage, ev: CashedIn, now: float, events) -> None:
    if ev.cards:
        _float(f"+{ev.points}", ev.seat)(st, ev, now, events)


def _picked(st: Stage, ev: Picked, now: float, events) -> None:
    _float(f"+{ev.points} {card_name(ev.card)}", ev.seat)(st, ev, now, events)


def _stolen(st: Stage, ev: Stole, now: float, events) -> None:
    tl = st.timeline
    t0, ms = tl.start(now), st.anim_ms(FLOAT_MS)
    tl.rise(f"+{ev.points}", ev.seat, t0, ms)
    tl.rise(f"-{ev.lost}", ev.victim, t0, ms)


def _turn_gap(st: Stage, ev: TurnStarted, now: float, events) -> None:
    st.timeline.busy_until = st.timeline.start(now) + st.anim_ms(TURN_GAP_MS)


# ---------------------------------------------------------------------- the table
PRESENTATIONS: dict[type, Presentation] = {
    Flipped: Presentation(effect=_fly),
    Saved: Presentation(
        Cue(
            "SAVED!",
            palette.NEON_GREEN,
            1000,
            "coin",
            lambda name, e: (
                f"{card_name(e.card)} was a repeat: {'the free save' if e.free else 'a 1-UP'} saves {name(e.seat)}"
            ),
        )
    ),
    Crashed: Presentation(
        Cue(
            "CRASH!",
            palette.NEON_RED,
            1300,
            "crash",
            lambda name, e: f"{card_name(e.card)} repeats a machine: {name(e.seat)} loses the line",
        ),
        note=lambda name, e: f"{name(e.seat)} crashed on {card_name(e.card)}",
        effect=_wreck,
    ),
    HandMeDownOffered: Presentation(
        Cue(
            "HAND-ME-DOWN",
            palette.NEON_CYAN,
            1100,
            "select",
            lambda name, e: f"{name(e.picker)} has the fewest cards and picks one from the wreck",
        )
    ),
    Picked: Presentation(
        note=lambda name, e: f"{name(e.seat)} takes {card_name(e.card)} (Hand-Me-Down)", effect=_picked
    ),
    Glitched: Presentation(
        Cue(
            "BLOW THE CARTRIDGE!",
            palette.NEON_ORANGE,
            1300,
            "error",
            lambda name, e: "GLITCH! Flip 2 more cards before cashing in",
        )
    ),
    GotNext: Presentation(
        Cue(
            "I GOT NEXT!",
            palette.NEON_ORANGE,
            1000,
            "coin",
            lambda name, e: "Steal one machine card from a rival" if e.can_steal else "Nobody has a card to steal",
        )
    ),
    Stole: Presentation(
        Cue(
            "STOLEN!",
            palette.NEON_ORANGE,
            1100,
            "place",
            lambda name, e: f"{name(e.seat)} steals {card_name(e.card)} from {name(e.victim)}",
        ),
        note=lambda name, e: f"{name(e.seat)} stole {card_name(e.card)} from {name(e.victim)}",
        effect=_stolen,
    ),
    CashedIn: Presentation(
        note=lambda name, e: (
            (
                f"{name(e.seat)} cashed in {len(e.cards)} card{'' if len(e.cards) == 1 else 's'} "
                f"for {e.points} point{'' if e.points == 1 else 's'}"
            )
            if e.cards
            else ""
        ),
        effect=_banked,
    ),
    PerfectRun: Presentation(
        Cue(
            "HIGH SCORE!",
            palette.NEON_YELLOW,
            1600,
            "fanfare",
            lambda name, e: f"PERFECT RUN: {name(e.seat)} cashes in and goes again",
        )
    ),
    Continued: Presentation(
        Cue(
            "CONTINUE?",
            palette.NEON_CYAN,
            1800,
            "tick",
            lambda name, e: "The discard pile becomes the new deck",
            countdown=("10...", "9...", "8..."),
            ticks=True,
        )
    ),
    GameOver: Presentation(
        Cue(
            "GAME OVER",
            palette.NEON_RED,
            1600,
            "crash",
            lambda name, e: f"The deck ran out again: {name(e.seat)}'s line cashes in",
        )
    ),
    TurnStarted: Presentation(effect=_turn_gap),
}


def present(st: Stage, events: list, now: float) -> None:
    """Stage the events of one action on the stage's timeline (through :data:`PRESENTATIONS`)."""
    stage(st, PRESENTATIONS, events, now)
