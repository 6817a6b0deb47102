"""Top Speed!'s coach: after each race or practice run, to each person, what to practise. Pure: no pygame.

While a race runs, :class:`RaceNotes` reads the engine's events (the scene feeds it from ``present``) and
notes, per seat, how long each move took (a *move time*: from the moment a top card is there to be
played, at the start, after the last card was placed or sent under the deck, or after a mistake was taken
back, to the moment that card is placed or sent under) and the mistakes (a card placed where it repeats
a colour or a part), the ones taken back, and a "Top Speed!" called too early.

:func:`lines` sets them against the CPU ladder: each level's cards kept a second and mistakes a card in
practice (``ladder.PRACTICE_FIGURES``, measured by ``python -m arcade.sim topspeed --rates``) and its
median move time measured the same way as a person's (:data:`CPU_MOVE_MS`, by :func:`measure_move_ms`
over practice runs of the CPU racer: ``python -m arcade.games.topspeed.coach``).
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from dataclasses import dataclass, field

from .bots import LADDER
from .events import Called, Placed, RaceStarted, SentToBottom, TookBack
from .ladder import PRACTICE_FIGURES, practice_figures, suggest_level

CPU_MOVE_MS = {"rookie": 3851.0, "easy": 3217.0, "medium": 2537.0, "hard": 2034.0, "expert": 1570.0}
"""Each CPU level's median move time in practice, in ms (:func:`measure_move_ms`, 200 runs a level, seed 1)."""

MIN_MOVES = 3
"""Moves needed before a median move time is said."""


@dataclass
class RaceNotes:
    """Per seat: the move times of a race and the slips, from the engine's events."""

    ready_ms: dict[int, float] = field(default_factory=dict)  # seat -> when its top card was there to play
    move_ms: dict[int, list[float]] = field(default_factory=dict)
    mistakes: dict[int, int] = field(default_factory=dict)
    taken_back: dict[int, int] = field(default_factory=dict)
    early_call: dict[int, bool] = field(default_factory=dict)

    def read(self, events: Iterable[object], seats: Iterable[int]) -> None:
        for ev in events:
            if isinstance(ev, RaceStarted):
                for s in seats:
                    self.ready_ms[s] = ev.t_ms
            elif isinstance(ev, (Placed, SentToBottom)):
                start = self.ready_ms.get(ev.seat)
                if start is not None:
                    self.move_ms.setdefault(ev.seat, []).append(ev.t_ms - start)
                self.ready_ms[ev.seat] = ev.t_ms
                if isinstance(ev, Placed) and not ev.fits:
                    self.mistakes[ev.seat] = self.mistakes.get(ev.seat, 0) + 1
            elif isinstance(ev, TookBack):
                self.taken_back[ev.seat] = self.taken_back.get(ev.seat, 0) + 1
                self.ready_ms[ev.seat] = ev.t_ms
            elif isinstance(ev, Called) and not ev.valid:
                self.early_call[ev.seat] = True

    def median_ms(self, seat: int) -> float | None:
        times = self.move_ms.get(seat, [])
        return statistics.median(times) if len(times) >= MIN_MOVES else None


def nearest_level(move_ms: float) -> str:
    """The ladder level whose median move time is nearest (each level is a constant factor quicker)."""
    import math

    return min(LADDER, key=lambda lv: abs(math.log(CPU_MOVE_MS[lv] / move_ms)))


def lines(
    notes: RaceNotes, seat: int, name: str, placed: int, corrected: int, mistakes: int, seconds: float
) -> list[str]:
    """What the coach tells ``seat`` (named ``name``) after the race: its pace and move time set against
    the CPU ladder, then the one thing to practise. ``placed``, ``corrected``, ``mistakes``: the engine's
    counts for the seat; ``seconds``: the race's length."""
    if seconds <= 0:
        return []
    pace, slips = practice_figures(placed, corrected, mistakes, seconds)
    level = suggest_level(pace, slips)
    cpu_pace, cpu_slips = PRACTICE_FIGURES[level]
    out = [
        f"Coach, {name}: {pace:.2f} cards kept a second, {slips:.0%} of cards a mistake; "
        f"the {level.capitalize()} CPU keeps {cpu_pace:.2f} with {cpu_slips:.0%}."
    ]
    median = notes.median_ms(seat)
    if median is not None:
        like = nearest_level(median)
        out.append(
            f"Your median move took {median / 1000:.1f} s, like the {like.capitalize()} CPU "
            f"({CPU_MOVE_MS[like] / 1000:.1f} s; Expert {CPU_MOVE_MS['expert'] / 1000:.1f} s)."
        )
    out.append("Practise: " + advice(notes, seat, pace, slips, median, level, mistakes, corrected))
    return out


def advice(
    notes: RaceNotes,
    seat: int,
    pace: float,
    slips: float,
    median: float | None,
    level: str,
    mistakes: int,
    corrected: int,
) -> str:
    """The one thing to practise next, from the slips first, then the speed."""
    if notes.early_call.get(seat):
        return "call Top Speed! only when no card left in your deck fits any row."
    if mistakes and slips > 1.5 * PRACTICE_FIGURES[level][1]:
        left = mistakes - corrected
        back = f" ({left} left uncorrected)" if left > 0 else ""
        return f"check colour and part against the whole row before you press ({mistakes} mistakes{back})."
    if mistakes > corrected:
        return "look back at your rows after a fast card: take back a mistake before it is covered."
    if level == LADDER[-1]:
        return "keep it up: you race at the top of the CPU ladder."
    nxt = LADDER[LADDER.index(level) + 1]
    target = CPU_MOVE_MS[nxt] / 1000
    return f"move within {target:.1f} s of a new card to race like the {nxt.capitalize()} CPU."


def measure_move_ms(level: str, runs: int, seed: int) -> float:
    """The CPU racer's median move time over ``runs`` practice runs (seeded ``seed``, ``seed + 1``...),
    noted exactly as a person's."""
    from .controls import SeatControls
    from .rules import Move
    from .sim import new_race

    times: list[float] = []
    for i in range(runs):
        race = new_race(seed + i, level, None, practice=True)
        state, notes = race.state, RaceNotes()
        while not state.over:
            wakes = [b.wake_ms for b in race.bots.values() if b.wake_ms is not None]
            if not wakes:
                break
            t = min(wakes)
            notes.read(state.advance_to(t, settle=True), state.seats)
            if state.over:
                break
            moves: list[Move] = []
            for s, bot in race.bots.items():
                if bot.wake_ms is not None and bot.wake_ms <= t:
                    controls: SeatControls = race.controls[s]
                    for press in bot.poll(state.view(s), controls.lane, t):
                        move = controls.press("cpu", press.action, press.t_ms)
                        if move is not None:
                            moves.append(move)
            notes.read(state.apply_all(moves), state.seats)
        times.extend(notes.move_ms.get(0, []))
    return statistics.median(times)


if __name__ == "__main__":
    print({lv: round(measure_move_ms(lv, 200, 1)) for lv in LADDER})
