"""Typed events -> what the table shows: call-outs in the top bar, notes and flashes on the sheets, sounds.

One table, :data:`PRESENTATIONS`, says for each event class what happens (the scene kit's
:class:`~arcade.scenes.kit.Presentation`); :func:`present` stages the events of one action through it onto
the scene's timeline. Everyone plays at once here, so nothing staged holds the other players up: the
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
from typing import Any

from arcade.core.render import palette
from arcade.core.render.palette import Colour
from arcade.scenes.kit import Presentation, Timeline, stage

from . import art, log
from . import callouts as C
from . import events as E
from .pieces import GRID

CALLOUT_MS = 1700.0
FLASH_MS = 700.0
NOTE_MS = 1600.0
END_HOLD_MS = 1200.0

Effect = Callable[[Any, Any, float, Sequence[Any]], None]


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
def flash_ms(scene: Any) -> float:
    return max(1.0, scene.anim_ms(FLASH_MS))


def callout(
    scene: Any, now: float, title: str, sub: str, colour: C.RGB, seat: int | None = None, urgent: bool = False
) -> None:
    """Queue a call-out (see :func:`.callouts.enqueue`; ``urgent`` for an effect landing now)."""
    tl = scene.timeline
    new = C.make(title, sub, colour, now, scene.anim_ms(CALLOUT_MS) or 1.0, seat, urgent)
    tl.callouts = C.enqueue(tl.callouts, new, now)


def note(scene: Any, seat: int, message: str, colour: Colour, now: float) -> None:
    """A note on ``seat``'s sheet, in place of its status line for a moment."""
    scene.timeline.move(note_key(seat), (message, colour), now, max(1.0, scene.anim_ms(NOTE_MS)), still=True)


def glow(scene: Any, seat: int, colour: Colour, now: float, ms: float) -> None:
    scene.timeline.move(glow_key(seat), colour, now, ms, still=True)


def flash(scene: Any, seat: int, level: int, squares: int, now: float) -> None:
    scene.timeline.move(flash_key(seat, level), squares, now, flash_ms(scene), still=True)


def sounds(name: str) -> Effect:
    def effect(scene: Any, ev: Any, now: float, events: Sequence[Any]) -> None:
        scene.timeline.sound(name, now)

    return effect


def noted(words: Callable[[Any, Any], str], colour: Callable[[Any], Colour], sound: str | None = None) -> Effect:
    """A note on the event's seat: ``words(scene, ev)`` ("" for none) in ``colour(ev)``."""

    def effect(scene: Any, ev: Any, now: float, events: Sequence[Any]) -> None:
        line = words(scene, ev)
        if line:
            note(scene, ev.seat, line, colour(ev), now)
        if sound:
            scene.timeline.sound(sound, now)

    return effect


def fixed(colour: Colour) -> Callable[[Any], Colour]:
    return lambda ev: colour


def own_colour(ev: Any) -> Colour:
    return art.seat_colour(ev.seat)


# ---------------------------------------------------------------------- effects
def _stacked(scene: Any, ev: E.DeckStacked, now: float, events: Sequence[Any]) -> None:
    callout(scene, now, "INSERT COIN!", "Every sheet is ready: the first card is up", palette.NEON_GREEN)


def _placed(scene: Any, ev: E.Placed, now: float, events: Sequence[Any]) -> None:
    flash(scene, ev.seat, ev.level, ev.cells, now)
    scene.timeline.sound("place", now)


def _filled(scene: Any, ev: E.Filled, now: float, events: Sequence[Any]) -> None:
    """The square flashes with the Level's other flashing squares (a flash's squares are kept after it
    ends, as before the scene kit: a fill then flashes them again with it)."""
    old = scene.timeline.moves.get(flash_key(ev.seat, ev.level))
    squares = old.data if old is not None else 0
    flash(scene, ev.seat, ev.level, squares | 1 << (ev.y * GRID + ev.x), now)
    if ev.cause == "life":
        note(scene, ev.seat, "a Life for one square", palette.NEON_PINK, now)
    scene.timeline.sound("place", now)


def _completed(scene: Any, ev: E.LevelCompleted, now: float, events: Sequence[Any]) -> None:
    glow(scene, ev.seat, palette.NEON_YELLOW, now, 2 * flash_ms(scene))
    scene.timeline.sound("coin", now)


def _ability(scene: Any, ev: E.AbilityUsed, now: float, events: Sequence[Any]) -> None:
    colour = art.seat_colour(ev.seat)
    kind, title, sub = C.ability(
        ev,
        scene.name,
        waiting=scene.state.kabuki[ev.seat],
        gained=any(isinstance(e, E.LifeGained) and e.seat == ev.seat for e in events),
    )
    if kind == "callout":
        callout(scene, now, title, sub, colour, ev.seat)
    else:
        note(scene, ev.seat, title, colour, now)
    glow(scene, ev.seat, colour, now, 3 * flash_ms(scene))


def _declined(scene: Any, ev: E.AbilityDeclined, now: float, events: Sequence[Any]) -> None:
    note(scene, ev.seat, C.declined(ev), palette.GREY, now)
    tl = scene.timeline
    tl.callouts = C.withdraw(tl.callouts, ev.seat, C.title_of(ev.shape), now)


def _attack(scene: Any, ev: E.Attack, now: float, events: Sequence[Any]) -> None:
    title, sub = C.attack(ev, scene.name)  # called as it lands, with its Lives lost
    callout(scene, now, title, sub, palette.NEON_RED, ev.seat, urgent=True)
    scene.timeline.sound("crash", now)


def _game_over_card(scene: Any, ev: E.GameOverFlipped, now: float, events: Sequence[Any]) -> None:
    paid = ", ".join(scene.name(s) for s in ev.paid) or "nobody"
    callout(scene, now, f"GAME OVER CARD {ev.number}", f"a Coin from: {paid}", palette.NEON_RED)
    scene.timeline.sound("error", now)


def _out_of_play(scene: Any, ev: E.OutOfPlay, now: float, events: Sequence[Any]) -> None:
    sub = f"{scene.name(ev.seat)}: the game ends after this card"
    callout(scene, now, "OUT OF COINS", sub, palette.NEON_RED, ev.seat)


def _ended(scene: Any, ev: E.GameEnded, now: float, events: Sequence[Any]) -> None:
    scene.timeline.hold(now + scene.anim_ms(END_HOLD_MS))


def _coin_words(scene: Any, ev: E.CoinInserted) -> str:
    return "Coin inserted" if ev.reason == "lives" else "Coin for GAME OVER"


PRESENTATIONS: dict[type, Presentation] = {
    E.CardFlipped: Presentation(effect=sounds("flip")),
    E.Kept: Presentation(effect=noted(lambda scene, ev: "Levels chosen", own_colour)),
    E.DeckStacked: Presentation(effect=_stacked),
    E.Placed: Presentation(effect=_placed),
    E.Filled: Presentation(effect=_filled),
    E.SymbolPassed: Presentation(
        effect=noted(lambda scene, ev: f"second symbol {ev.piece} passed", fixed(palette.GREY))
    ),
    E.LevelCompleted: Presentation(note=log.completed, effect=_completed),
    E.AbilityUsed: Presentation(note=log.ability, effect=_ability),
    E.AbilityDeclined: Presentation(effect=_declined),
    E.Attack: Presentation(note=log.attack, effect=_attack),
    E.LifeLost: Presentation(
        note=log.life_lost,
        effect=noted(lambda scene, ev: "" if ev.cause == "spent" else "-1 Life", fixed(palette.NEON_RED)),
    ),
    E.LifeGained: Presentation(
        note=log.life_gained, effect=noted(lambda scene, ev: "+1 Life", fixed(palette.NEON_GREEN))
    ),
    E.CoinInserted: Presentation(note=log.coin, effect=noted(_coin_words, fixed(art.COIN), sound="coin")),
    E.GameOverFlipped: Presentation(note=log.game_over_card, effect=_game_over_card),
    E.TurnSkipped: Presentation(
        note=log.skipped, effect=noted(lambda scene, ev: "skips this card (White Skull)", fixed(palette.GREY))
    ),
    E.OutOfPlay: Presentation(note=log.out_of_play, effect=_out_of_play),
    E.GameEnded: Presentation(note=log.ended, effect=_ended),
}


def present(scene: Any, events: Sequence[Any], now: float) -> None:
    """Stage the events of one applied action onto the scene's timeline."""
    stage(scene, PRESENTATIONS, events, now)
