"""Console Free Play's coach: after each game, to the person, what to practise. Pure: no pygame.

:func:`notes` reads one game from the console's own trace (its typed events): the *reaction times*
(from the light change a press answers, the last one before it, to the press), the slips (a press
the console answers with its miss or bump beep) and how the game ended. :func:`lines` sets the median
reaction against the computer duellists' (:data:`CPU_REACTION_MS`: each speed of ``cpu.LADDER``
measured the same way over the same games, by :func:`measure_reaction_ms`; run
``python -m arcade.games.console.coach``) and names the one thing to practise.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from dataclasses import dataclass

from .cpu import LADDER
from .events import Beeped, ButtonPressed, GameOver, GameStarted, LightChanged

CPU_REACTION_MS = {"slow": 310.0, "average": 223.0, "fast": 179.0, "expert": 153.0}
"""Each computer duellist's median reaction time as :func:`notes` measures it, in ms (200 games a speed,
seed 1: every game and skill in turn). A little under each bot's set median (350, 250, 200, 170 ms): now
and then a light changes after a press is on its way, and the press is timed from that change."""

MIN_PRESSES = 3
"""Presses needed before a median reaction is said."""

ENDINGS = {
    "landed": "the alien landed: zap it while it is still up, before it drops a row.",
    "missed": "a wrong button dropped the alien: look at the light before you press.",
    "escaped": "the rattler escaped: zap only its blinking tail, no other button.",
    "caught": "you were caught: jump away as soon as the chaser comes next to you.",
    "too_late": "too late: press the third spot as soon as the two lights show the line.",
    "too_soon": "too soon: wait for both lights of the missile's line before you press.",
    "wrong": "wrong spot: the third spot lies on the line the two lights make.",
    "let_go": "you let go: HOLD the button until the next missile comes.",
}
"""What to practise after each way a game ends (the reasons the console's games give)."""


@dataclass(frozen=True)
class GameNotes:
    """One game: the reaction times in ms, the slips, the final score and why it ended."""

    reactions: tuple[float, ...]
    slips: int
    score: int
    reason: str

    def median_ms(self) -> float | None:
        return statistics.median(self.reactions) if len(self.reactions) >= MIN_PRESSES else None


def notes(events: Iterable[object]) -> GameNotes | None:
    """The last game in ``events`` (a console's events in order), or None when no game has ended."""
    reactions: list[float] = []
    slips = 0
    changed: float | None = None  # the last light change not yet answered by a press
    playing = False
    result: GameNotes | None = None
    for ev in events:
        if isinstance(ev, GameStarted):
            reactions, slips, changed, playing = [], 0, None, True
        elif not playing:
            continue
        elif isinstance(ev, LightChanged):
            changed = ev.t_ms
        elif isinstance(ev, ButtonPressed):
            if changed is not None:
                reactions.append(ev.t_ms - changed)
            changed = None
        elif isinstance(ev, Beeped) and ev.tone in ("miss", "bump"):
            slips += 1
        elif isinstance(ev, GameOver):
            playing = False
            result = GameNotes(tuple(reactions), slips, ev.score, ev.reason)
    return result


def nearest_speed(reaction_ms: float) -> str:
    """The computer duellist whose median reaction is nearest."""
    return min(LADDER, key=lambda s: abs(CPU_REACTION_MS[s] - reaction_ms))


def lines(game: GameNotes, name: str) -> list[str]:
    """What the coach tells the person (named ``name``) after ``game``."""
    median = game.median_ms()
    slips = f"{game.slips} slip{'' if game.slips == 1 else 's'}"
    if median is None:
        out = [f"Coach, {name}: too few presses to time your reactions; {slips}."]
    else:
        like = nearest_speed(median)
        top = LADDER[-1]
        them = f"{CPU_REACTION_MS[like]:.0f} ms" + (f"; {top} {CPU_REACTION_MS[top]:.0f} ms" if like != top else "")
        out = [f"Coach, {name}: median reaction {median:.0f} ms, like the {like} CPU ({them}); {slips}."]
    ending = ENDINGS.get(game.reason)
    if ending is not None:
        out.append("Practise: " + ending)
    if median is not None and nearest_speed(median) != LADDER[-1]:
        faster = LADDER[LADDER.index(nearest_speed(median)) + 1]
        out.append(f"Next: react within {CPU_REACTION_MS[faster]:.0f} ms to play like the {faster} CPU.")
    return out


def measure_reaction_ms(speed: str, games: int, seed: int) -> float:
    """The computer duellist's median reaction over ``games`` games (seeded ``seed``, ``seed + 1``...:
    every game and skill in turn, as the ladder plays them), measured by :func:`notes`."""
    from .events import events_from_trace
    from .sim import play

    times: list[float] = []
    for i in range(games):
        machine = play([speed], seed + i)
        game = notes(events_from_trace(machine.trace))
        if game is not None:
            times.extend(game.reactions)
    return statistics.median(times)


if __name__ == "__main__":
    print({s: round(measure_reaction_ms(s, 200, 1)) for s in LADDER})
