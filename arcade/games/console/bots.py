"""Computer duellists: a human-like reaction-time model that presses the console's buttons.

A bot sees only ``Machine.view()`` (the lights, as a person sees them) each time the lights change, and
answers with timed presses and releases that go through ``Machine.press``/``release`` like a person's.
Its reaction time is log-normal around ``median_ms`` (spread ``sigma``); now and then attention lapses
(the reaction takes twice as long) or the finger slips onto a wrong neighbouring button. A press is
committed ``MOTOR_MS`` before it lands: a change seen after that moment comes too late to stop it.
With ``throw_at`` set, the bot loses on purpose once it has that many points (it throws the game).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from arcade.games.console.layout import (
    ALIEN_RAIDERS,
    CELLS,
    RATTLER,
    RUN_AMUK,
    SNEAK_ATTACK,
    distance,
    landing_cell,
    neighbours,
)
from arcade.games.console.machine import ConsoleView, Machine
from arcade.games.console.reflex_game import BLINK, OFF, ON

MOTOR_MS = 100.0
"""How long before a press lands the decision to make it can no longer be taken back."""

TAP_MS = 60.0
"""How long a quick tap holds a button down."""

DIFFICULTIES = {"slow": 350, "average": 250, "fast": 200, "expert": 170}
"""Named bot speeds: the median reaction time in ms."""


def parse_speed(text: str | int) -> int:
    """A bot speed from a name in ``DIFFICULTIES`` or a median in ms."""
    if isinstance(text, int):
        return text
    if text in DIFFICULTIES:
        return DIFFICULTIES[text]
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"bot speed is a median in ms or one of {', '.join(DIFFICULTIES)}, not {text!r}") from None
    if not 50 <= value <= 5000:
        raise ValueError("a bot's median reaction is between 50 and 5000 ms")
    return value


@dataclass(order=True)
class Planned:
    t_ms: float
    kind: str = field(compare=False)
    cell: int = field(compare=False)
    commit_ms: float = field(compare=False)


class ReflexBot:
    """One computer duellist. Deterministic for a given seed and sequence of views."""

    instant = True  # it plans in microseconds after each change it sees

    def __init__(
        self,
        median_ms: float = 250,
        seed: int = 0,
        sigma: float = 0.25,
        lapse_rate: float = 0.03,
        slip_rate: float = 0.01,
        throw_at: int | None = None,
    ) -> None:
        self.median_ms = float(median_ms)
        self.sigma = sigma
        self.lapse_rate = lapse_rate
        self.slip_rate = slip_rate
        self.throw_at = throw_at
        self.rng = random.Random(seed)
        self.plans: list[Planned] = []
        self.last: ConsoleView | None = None

    # --------------------------------------------------------------- the model
    def reaction_ms(self) -> float:
        rt = self.median_ms * math.exp(self.sigma * self.rng.gauss(0.0, 1.0))
        if self.rng.random() < self.lapse_rate:
            rt *= 2.0
        return max(rt, MOTOR_MS)

    def _aim(self, cell: int) -> int:
        if self.rng.random() < self.slip_rate:
            near = neighbours(cell)
            return near[self.rng.randrange(len(near))]
        return cell

    def _plan(self, now: float, kind: str, cell: int, rt: float | None = None) -> None:
        t = now + (self.reaction_ms() if rt is None else rt)
        self.plans.append(Planned(t, kind, cell, t - MOTOR_MS))
        self.plans.sort()

    def _drop_uncommitted(self, now: float, kind: str = "press") -> None:
        self.plans = [p for p in self.plans if p.kind != kind or p.commit_ms <= now]

    # --------------------------------------------------------------- the interface
    def next_time(self) -> float | None:
        return self.plans[0].t_ms if self.plans else None

    def pop(self) -> Planned:
        return self.plans.pop(0)

    def pressed(self, cell: int, t_ms: float) -> None:
        """A press landed: let go after a short tap, except in Sneak Attack, where the hit is held."""
        if self.last is None or self.last.game != SNEAK_ATTACK:
            self.plans.append(Planned(t_ms + TAP_MS, "release", cell, t_ms))
            self.plans.sort()

    def observe(self, view: ConsoleView) -> None:
        """Look at the console after a change and plan what to do about it."""
        last, self.last = self.last, view
        if view.mode != "playing" or view.game is None or last is None:
            return
        if last.lights == view.lights and last.mode == view.mode:
            return
        if self.throw_at is not None and view.score >= self.throw_at:
            self._throw(last, view)
            return
        {
            ALIEN_RAIDERS: self._alien_raiders,
            RATTLER: self._rattler,
            SNEAK_ATTACK: self._sneak_attack,
            RUN_AMUK: self._run_amuk,
        }[view.game](last, view)

    def _throw(self, last: ConsoleView, view: ConsoleView) -> None:
        """Lose on purpose: stop answering, and in Run Amuk (where waiting still scores) step next to the monster."""
        self._drop_uncommitted(view.t_ms)
        if view.game != RUN_AMUK:
            return
        monster = [c for c in CELLS if view.light(c) == BLINK]
        player = [c for c in CELLS if view.light(c) == ON]
        if monster and player and distance(monster[0], player[0]) > 1:
            self._plan(view.t_ms, "press", neighbours(monster[0])[0])

    # --------------------------------------------------------------- per game
    def _alien_raiders(self, last: ConsoleView, view: ConsoleView) -> None:
        lit = [c for c in CELLS if view.light(c) != OFF]
        if not lit or lit == [c for c in CELLS if last.light(c) != OFF]:
            return
        self._drop_uncommitted(view.t_ms)
        self._plan(view.t_ms, "press", self._aim(lit[0]))

    def _rattler(self, last: ConsoleView, view: ConsoleView) -> None:
        tail = [c for c in CELLS if view.light(c) == BLINK]
        old_tail = [c for c in CELLS if last.light(c) == BLINK]
        if not tail or (tail == old_tail and view.light_since[tail[0] - 1] == last.light_since[tail[0] - 1]):
            return
        self._drop_uncommitted(view.t_ms)
        self._plan(view.t_ms, "press", self._aim(tail[0]))

    def _sneak_attack(self, last: ConsoleView, view: ConsoleView) -> None:
        lit = sorted((view.light_since[c - 1], c) for c in CELLS if view.light(c) == ON)
        was_lit = [c for c in CELLS if last.light(c) == ON]
        if len(lit) == 1 and not was_lit:
            for held in sorted(view.held):  # a new missile: the held button may be let go now
                self._plan(view.t_ms, "release", held)
        elif len(lit) == 2 and len(was_lit) == 1:
            target = landing_cell(lit[0][1], lit[1][1])
            if target is None:  # two lights that are no missile's path: nothing lands, nothing to press
                return
            if target in view.held:
                self.plans = [p for p in self.plans if not (p.kind == "release" and p.cell == target)]
                self._plan(view.t_ms, "release", target, rt=1.0)
            self._plan(view.t_ms, "press", self._aim(target))

    def _run_amuk(self, last: ConsoleView, view: ConsoleView) -> None:
        monster = [c for c in CELLS if view.light(c) == BLINK]
        player = [c for c in CELLS if view.light(c) == ON]
        old_monster = [c for c in CELLS if last.light(c) == BLINK]
        if not monster or not player or monster == old_monster:
            return
        m, p = monster[0], player[0]
        if distance(m, p) > 1:
            return
        far = max(distance(m, c) for c in CELLS)
        best = [c for c in CELLS if distance(m, c) == far]
        self._drop_uncommitted(view.t_ms)
        self._plan(view.t_ms, "press", self._aim(best[self.rng.randrange(len(best))]))


def play_out(machine: Machine, bot: ReflexBot, limit_ms: float = 3_600_000.0) -> Machine:
    """Let ``bot`` play the machine's running game to its end, event by event; returns the machine.

    Inputs and light changes interleave at their exact times; the bot looks after every change.
    """
    bot.observe(machine.view())
    end = machine.now + limit_ms
    while machine.mode == "playing" and machine.now < end:
        t_bot, t_due = bot.next_time(), machine.next_due()
        if t_bot is not None and (t_due is None or t_bot <= t_due):
            plan = bot.pop()
            t = max(plan.t_ms, machine.now)
            if plan.kind == "press":
                machine.press(plan.cell, t)
                bot.pressed(plan.cell, t)
            else:
                machine.release(plan.cell, t)
        elif t_due is not None:
            machine.advance_to(t_due)
        else:
            break
        bot.observe(machine.view())
    return machine
