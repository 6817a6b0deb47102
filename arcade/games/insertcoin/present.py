"""Typed events -> what the table shows: call-outs in the top bar, notes and flashes on the sheets, sounds.

One table, :data:`PRESENTATIONS`, says for each event class what happens (the scene kit's
:class:`~arcade.scenes.kit.Presentation`); :func:`present` stages the events of one action through it onto
the timeline of the :class:`CoinStage` it is given (the kit's :class:`~arcade.scenes.kit.present.Stage`:
the timeline, the names, the animation pace, the CPUs, and each seat's Kabuki Love waiting for a target;
never the scene). Everyone plays at once here, so nothing staged holds the other players up: the
call-outs go through Insert Coin's own queue (:mod:`.callouts`) straight into ``timeline.callouts``, never
through the kit's ``Timeline.callout`` (which makes the scene busy), and a sheet's marks are still pictures
on the timeline (``timeline.move(..., still=True)``), by name:

- ``note <seat>``: a short line in place of the seat's status (data: text, colour);
- ``flash <seat> <level>``: the squares just drawn on a Level (data: their bit mask);
- ``glow <seat>``: the sheet glows (a Level completed, an ability used; data: the colour);
- ``refused <seat>``: the ghost piece is red for a moment (a refused ``confirm``; set by the controller).

Only the end of the game holds everything (``timeline.hold``), so its last call-outs are seen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from arcade.core.render import palette
from arcade.core.render.palette import Colour
from arcade.scenes.kit import Presentation, Timeline, stage
from arcade.scenes.kit.present import Stage

from . import art, log
from . import callouts as C
from . import events as E
from .pieces import GRID

CALLOUT_MS = 1700.0
FLASH_MS = 700.0
NOTE_MS = 1600.0
END_HOLD_MS = 1200.0

Effect = Callable[[Any, Any, float, Sequence[Any]], None]


@dataclass(frozen=True)
class CoinStage(Stage):
    """What Insert Coin's presenter is given: the kit's stage, and for each seat whether its Kabuki Love
    is charged with no target yet once the action is applied (a used Kabuki Love says it waits)."""

    kabuki: tuple[bool, ...] = ()


# ---------------------------------------------------------------------- the marks' names on the timeline
def note_key(seat: int) -> str:
    return f"note {seat}"


def flash_key(seat: int, level: int) -> str:
    return f"flash {seat} {level}"


def glow_key(seat: int) -> str:
    return f"glow {seat}"


def refused_key(seat: int) -> str:
    return f"refused {seat}"


def last_note(timeline: Timeline, seat: int) -> str:
    """The text of the last note left on ``seat``'s sheet ("" when none), shown or ended."""
    got = timeline.moves.get(note_key(seat))
    return got.data[0] if got is not None else ""


# ---------------------------------------------------------------------- staging helpers
def flash_ms(st: Stage) -> float:
    return max(1.0, st.anim_ms(FLASH_MS))


def callout(
    st: Stage, now: float, title: str, sub: str, colour: C.RGB, seat: int | None = None, urgent: bool = False
) -> None:
    """Queue a call-out (see :func:`.callouts.enqueue`; ``urgent`` for an effect landing now)."""
    tl = st.timeline
    new = C.make(title, sub, colour, now, st.anim_ms(CALLOUT_MS) or 1.0, seat, urgent)
    tl.callouts = C.enqueue(tl.callouts, new, now)


def note(st: Stage, seat: int, message: str, colour: Colour, now: float) -> None:
    """A note on ``seat``'s sheet, in place of its status line for a moment."""
    st.timeline.move(note_key(seat), (message, colour), now, max(1.0, st.anim_ms(NOTE_MS)), still=True)


def glow(st: Stage, seat: int, colour: Colour, now: float, ms: float) -> None:
    st.timeline.move(glow_key(seat), colour, now, ms, still=True)


def flash(st: Stage, seat: int, level: int, squares: int, now: float) -> None:
    st.timeline.move(flash_key(seat, level), squares, now, flash_ms(st), still=True)


def sounds(name: str) -> Effect:
    def effect(st: Stage, ev: Any, now: float, events: Sequence[Any]) -> None:
        st.timeline.sound(name, now)

    return effect


def noted(words: Callable[[Any, Any], str], colour: Callable[[Any], Colour], sound: str | None = None) -> Effect:
    """A note on the event's seat: ``words(stage, ev)`` ("" for none) in ``colour(ev)``."""

    def effect(st: Stage, ev: Any, now: float, events: Sequence[Any]) -> None:
        line = words(st, ev)
        if line:
            note(st, ev.seat, line, colour(ev), now)
        if sound:
            st.timeline.sound(sound, now)

    return effect


def fixed(colour: Colour) -> Callable[[Any], Colour]:
    return lambda ev: colour


def own_colour(ev: Any) -> Colour:
    return art.seat_colour(ev.seat)


# ---------------------------------------------------------------------- effects
def _stacked(st: Stage, ev: E.DeckStacked, now: float, events: Sequence[Any]) -> None:
    callout(st, now, "INSERT COIN!", "Every sheet is ready: the first card is up", palette.NEON_GREEN)


def _placed(st: Stage, ev: E.Placed, now: float, events: Sequence[Any]) -> None:
    flash(st, ev.seat, ev.level, ev.cells, now)
    st.timeline.sound("place", now)


def _filled(st: Stage, ev: E.Filled, now: float, events: Sequence[Any]) -> None:
    """The square flashes with the Level's other flashing squares (a flash's squares are kept after it
    ends, as before the scene kit: a fill then flashes them again with it)."""
    old = st.timeline.moves.get(flash_key(ev.seat, ev.level))
    squares = old.data if old is not None else 0
    flash(st, ev.seat, ev.level, squares | 1 << (ev.y * GRID + ev.x), now)
    if ev.cause == "life":
        note(st, ev.seat, "a Life for one square", palette.NEON_PINK, now)
    st.timeline.sound("place", now)


def _completed(st: Stage, ev: E.LevelCompleted, now: float, events: Sequence[Any]) -> None:
    glow(st, ev.seat, palette.NEON_YELLOW, now, 2 * flash_ms(st))
    st.timeline.sound("coin", now)


def _ability(st: CoinStage, ev: E.AbilityUsed, now: float, events: Sequence[Any]) -> None:
    colour = art.seat_colour(ev.seat)
    kind, title, sub = C.ability(
        ev,
        st.name,
        waiting=ev.seat < len(st.kabuki) and st.kabuki[ev.seat],
        gained=any(isinstance(e, E.LifeGained) and e.seat == ev.seat for e in events),
    )
    if kind == "callout":
        callout(st, now, title, sub, colour, ev.seat)
    else:
        note(st, ev.seat, title, colour, now)
    glow(st, ev.seat, colour, now, 3 * flash_ms(st))


def _declined(st: Stage, ev: E.AbilityDeclined, now: float, events: Sequence[Any]) -> None:
    note(st, ev.seat, C.declined(ev), palette.GREY, now)
    tl = st.timeline
    tl.callouts = C.withdraw(tl.callouts, ev.seat, C.title_of(ev.shape), now)


def _attack(st: Stage, ev: E.Attack, now: float, events: Sequence[Any]) -> None:
    title, sub = C.attack(ev, st.name)  # called as it lands, with its Lives lost
    callout(st, now, title, sub, palette.NEON_RED, ev.seat, urgent=True)
    st.timeline.sound("crash", now)


def _game_over_card(st: Stage, ev: E.GameOverFlipped, now: float, events: Sequence[Any]) -> None:
    paid = ", ".join(st.name(s) for s in ev.paid) or "nobody"
    callout(st, now, f"GAME OVER CARD {ev.number}", f"a Coin from: {paid}", palette.NEON_RED)
    st.timeline.sound("error", now)


def _out_of_play(st: Stage, ev: E.OutOfPlay, now: float, events: Sequence[Any]) -> None:
    sub = f"{st.name(ev.seat)}: the game ends after this card"
    callout(st, now, "OUT OF COINS", sub, palette.NEON_RED, ev.seat)


def _ended(st: Stage, ev: E.GameEnded, now: float, events: Sequence[Any]) -> None:
    st.timeline.hold(now + st.anim_ms(END_HOLD_MS))


def _coin_words(st: Stage, ev: E.CoinInserted) -> str:
    return "Coin inserted" if ev.reason == "lives" else "Coin for GAME OVER"


PRESENTATIONS: dict[type, Presentation] = {
    E.CardFlipped: Presentation(effect=sounds("flip")),
    E.Kept: Presentation(effect=noted(lambda st, ev: "Levels chosen", own_colour)),
    E.DeckStacked: Presentation(effect=_stacked),
    E.Placed: Presentation(effect=_placed),
    E.Filled: Presentation(effect=_filled),
    E.SymbolPassed: Presentation(effect=noted(lambda st, ev: f"second symbol {ev.piece} passed", fixed(palette.GREY))),
    E.LevelCompleted: Presentation(note=log.completed, effect=_completed),
    E.AbilityUsed: Presentation(note=log.ability, effect=_ability),
    E.AbilityDeclined: Presentation(effect=_declined),
    E.Attack: Presentation(note=log.attack, effect=_attack),
    E.LifeLost: Presentation(
        note=log.life_lost,
        effect=noted(lambda st, ev: "" if ev.cause == "spent" else "-1 Life", fixed(palette.NEON_RED)),
    ),
    E.LifeGained: Presentation(note=log.life_gained, effect=noted(lambda st, ev: "+1 Life", fixed(palette.NEON_GREEN))),
    E.CoinInserted: Presentation(note=log.coin, effect=noted(_coin_words, fixed(art.COIN), sound="coin")),
    E.GameOverFlipped: Presentation(note=log.game_over_card, effect=_game_over_card),
    E.TurnSkipped: Presentation(
        note=log.skipped, effect=noted(lambda st, ev: "skips this card (White Skull)", fixed(palette.GREY))
    ),
    E.OutOfPlay: Presentation(note=log.out_of_play, effect=_out_of_play),
    E.GameEnded: Presentation(note=log.ended, effect=_ended),
}


def present(st: CoinStage, events: Sequence[Any], now: float) -> None:
    """Stage the events of one applied action onto the stage's timeline (through :data:`PRESENTATIONS`)."""
    stage(st, PRESENTATIONS, events, now)
