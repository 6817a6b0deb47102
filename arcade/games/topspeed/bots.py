"""The CPU racer: a pure computer player that presses keys like a person (no pygame).

It sees only its seat's view (own top card, the table, deck sizes) and its cursor lane, remembers the
cards it has seen in its own deck, and decides what to press and when. Its timing is human-like and
seeded: a log-normal "look and decide" time per card (set by the level's cards per second) and a
log-normal gap between key presses. The presses are the device actions a person would use
("left", "right", "up", "down", "confirm", "back", "extra"), turned into moves by ``controls``.

The level sets the placing speed, how often it misjudges a card (a mistake), how often it notices its
own uncovered mistake and takes it back (it only ever takes back a mistake, as the rulebook allows), how
well it chooses rows, and whether it sometimes calls "Top Speed!" too early.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from arcade.core.rules import rng_from_data, rng_to_data
from arcade.games.topspeed import cards as C
from arcade.games.topspeed.controls import LEFT, LOWER, RIGHT, UPPER, lane_steps
from arcade.games.topspeed.rules import SeatView

COMMAND_KEYS = {LEFT: "left", RIGHT: "right", UPPER: "up", LOWER: "down"}
"""Cursor and placing commands to the device action a person presses for them."""

Masks = tuple[int, int]
"""A row's parts and colours as two bit masks (bit ``part_of``, bit ``colour_of``)."""


@dataclass(frozen=True)
class Level:
    name: str
    look_ms: float  # median time to turn and take in a new top card
    scan_ms: float  # median time to compare it with one card on the table
    think_sigma: float  # spread of the log-normal decision time
    key_ms: float  # median gap between two key presses
    mistake_rate: float  # chance to misjudge a card and place it where it repeats a colour or part
    notice_rate: float  # chance to glance back and notice an own uncovered mistake
    notice_ms: float  # median time to notice it
    early_call: float  # chance per unplayable card, after a few in a row, to call too early
    noise: float  # randomness in choosing among the rows a card fits (points)
    tactics: float  # chance per card to weigh taking rows, locking them and the opponent's chances
    #                 (else it picks among the rows the card fits, weighted by value only)

    def decision_ms(self, examined: int) -> float:
        """Median time from turning a card to the first key press, comparing ``examined`` cards."""
        return self.look_ms + self.scan_ms * max(1, examined)


LEVELS = {
    # name: look, scan per card, sigma, key gap, mistakes, notices, notice time, early call, noise, tactics
    "rookie": Level("rookie", 1400.0, 600.0, 0.75, 320.0, 0.120, 0.30, 1500.0, 0.250, 3.0, 0.30),
    "easy": Level("easy", 1080.0, 450.0, 0.75, 260.0, 0.084, 0.40, 1170.0, 0.100, 2.0, 0.42),
    "medium": Level("medium", 830.0, 340.0, 0.75, 212.0, 0.059, 0.50, 915.0, 0.040, 1.4, 0.54),
    "hard": Level("hard", 640.0, 255.0, 0.75, 172.0, 0.042, 0.61, 715.0, 0.015, 0.9, 0.66),
    "expert": Level("expert", 500.0, 195.0, 0.75, 140.0, 0.030, 0.70, 560.0, 0.005, 0.6, 0.76),
}
"""The CPU ladder, slowest first. Each rate moves by the same factor from one level to the next (times
about 1.3x quicker, mistakes about 1.4x rarer, noticing and correcting them more often and sooner, rows
chosen with more thought), so each level beats the one below in about three races of four. A race between
two Rookies lasts about three minutes, like a game between beginners; the measured rates (cards a second,
mistakes, corrections, win rates) are in research/notes/opponents.md and ``arcade.sim topspeed --ladder|--rates``."""

LADDER = ("rookie", "easy", "medium", "hard", "expert")
"""Level names, slowest first (the lobby shows them capitalised: ``info.CPU_LEVELS``)."""


def paced(level: str | Level, pace: float) -> Level:
    """A level whose think and key times are divided by ``pace`` (the cabinet's CPU pace setting)."""
    lv = LEVELS[level] if isinstance(level, str) else level
    if pace <= 0 or pace == 1:
        return lv
    return replace(
        lv,
        look_ms=lv.look_ms / pace,
        scan_ms=lv.scan_ms / pace,
        key_ms=max(60.0, lv.key_ms / pace),
        notice_ms=lv.notice_ms / pace,
    )


@dataclass(frozen=True)
class Press:
    """A device action the racer presses at ``t_ms`` (its key-down)."""

    action: str
    t_ms: float


def _masks(row: Iterable[int]) -> Masks:
    pm = cm = 0
    for c in row:
        pm |= 1 << C.part_of(c)
        cm |= 1 << C.colour_of(c)
    return pm, cm


def _fits_masks(card: int, pm: int, cm: int) -> bool:
    return not ((pm >> C.part_of(card)) & 1 or (cm >> C.colour_of(card)) & 1)


class CpuRacer:
    """Poll it with ``poll(view, cursor_lane, now_ms)``; it returns the presses due by ``now_ms`` (at
    most one per call) and keeps ``wake_ms``, the next time it wants to be polled."""

    instant = True  # a poll takes microseconds: the scene polls it every step

    def __init__(self, seat: int, level: str | Level = "medium", seed: int = 0) -> None:
        self.seat = seat
        self.level = LEVELS[level] if isinstance(level, str) else level
        self.rng = random.Random(seed)
        self.mode = "start"  # start, turn, think, keys, look, done
        self.wake_ms: float | None = None
        self.plan: list[Press] = []
        self.known: set[int] = set()  # cards seen in own deck and not placed since
        self.unfit_streak = 0
        self.calls_early = 0
        self.placed_row: int | None = None

    # ------------------------------------------------------------------ timing
    def _vary(self, median: float, sigma: float, floor: float) -> float:
        return max(floor, median * math.exp(self.rng.gauss(0.0, sigma)))

    def _look_time(self) -> float:
        return self._vary(self.level.look_ms, self.level.think_sigma, 150.0)

    def _scan_time(self, view: SeatView) -> float:
        """Time to compare the top card with the rows, best rows first, until one fits (or all)."""
        top = view.top
        examined = 0
        if top is not None:
            order = sorted(range(C.N_ROWS), key=lambda r: -(view.row_value(r) or 0))
            for r in order:
                row = view.rows[r]
                examined += max(1, len(row))
                if C.fits(top, row):
                    break
        return self._vary(self.level.scan_ms * max(1, examined), self.level.think_sigma, 60.0)

    def _key_gap(self) -> float:
        return max(55.0, self.level.key_ms * math.exp(self.rng.gauss(0.0, 0.25)))

    # ------------------------------------------------------------------ polling
    def poll(self, view: SeatView, cursor: int, now_ms: float) -> list[Press]:
        if view.phase == "over":
            self.mode, self.wake_ms = "done", None
            return []
        if self.mode == "start" or self.wake_ms is None:
            if self.mode == "done":
                return []
            begin = max(view.start_ms, now_ms)
            self.mode, self.wake_ms = "turn", begin + self._look_time()
            return []
        while self.wake_ms is not None and self.wake_ms <= now_ms:
            t = self.wake_ms
            if self.mode == "turn":  # the new top card is seen: compare it with the table
                self.mode, self.wake_ms = "think", t + self._scan_time(view)
                continue
            if self.mode == "think":
                self._decide(view, cursor, t)
                continue
            if self.mode == "look":
                press = self._look(view, t)
                if press is not None:
                    return [press]
                continue
            if self.mode == "keys":
                press = self.plan.pop(0)
                self._after_press(press)
                return [press]
            break
        return []

    def _after_press(self, press: Press) -> None:
        t = press.t_ms
        if self.plan:
            self.wake_ms = self.plan[0].t_ms
            return
        if press.action == "extra":
            self.mode, self.wake_ms = "done", None
        elif press.action in ("up", "down") and self.rng.random() < self.level.notice_rate:
            self.mode = "look"
            self.wake_ms = t + max(120.0, self.level.notice_ms * math.exp(self.rng.gauss(0.0, 0.3)))
        else:
            self.mode, self.wake_ms = "turn", t + self._look_time()

    def _look(self, view: SeatView, t: float) -> Press | None:
        """Glance back at the card just placed; take it back if it repeats a colour or part."""
        row = view.last_row
        if row is not None and row == self.placed_row:
            cards = view.rows[row]
            if C.clashes(cards[-1], cards[:-1]):
                self.mode, self.wake_ms = "turn", t + self._look_time()
                self.known.add(cards[-1])
                return Press("back", t)
        self.mode, self.wake_ms = "turn", t + 0.5 * self._look_time()
        return None

    # ------------------------------------------------------------------ deciding
    def _schedule(self, actions: list[str], t: float) -> None:
        self.plan = []
        for a in actions:
            t += self._key_gap()
            self.plan.append(Press(a, t))
        self.mode, self.wake_ms = "keys", self.plan[0].t_ms

    def _place(self, row: int, cursor: int, t: float) -> None:
        self.placed_row = row
        steps = [COMMAND_KEYS[s] for s in lane_steps(cursor, C.row_lane(row))]
        side = "up" if C.row_side(row) == C.UPPER else "down"
        self._schedule(steps + [side], t)

    def _decide(self, view: SeatView, cursor: int, t: float) -> None:
        lv = self.level
        top = view.top
        if top is None:
            self._schedule(["extra"], t)  # out of cards: Top Speed!
            return
        self.known.add(top)
        masks = [_masks(r) for r in view.rows]
        fitting = [r for r in range(C.N_ROWS) if _fits_masks(top, *masks[r])]
        if self.rng.random() < lv.mistake_rate:
            wrong = self._misjudged_row(view, top, masks)
            if wrong is not None:
                self.known.discard(top)
                self.unfit_streak = 0
                self._place(wrong, cursor, t)
                return
        if fitting:
            self.known.discard(top)
            self.unfit_streak = 0
            self._place(self._choose(view, top, fitting, masks), cursor, t)
            return
        self.unfit_streak += 1
        deck_size = view.deck_sizes[self.seat]
        knows_all = len(self.known) >= deck_size
        playable = any(_fits_masks(c, *m) for c in self.known for m in masks)
        if knows_all and not playable:
            self._schedule(["extra"], t)
        elif self.unfit_streak >= 2 and self.rng.random() < lv.early_call:
            self.calls_early += 1
            self._schedule(["extra"], t)
        else:
            self._schedule(["confirm"], t)

    def _misjudged_row(self, view: SeatView, top: int, masks: list[Masks]) -> int | None:
        """A row where the card repeats exactly one of colour or part (an easy slip), by value."""
        near: list[int] = []
        for r in range(C.N_ROWS):
            pm, cm = masks[r]
            same_part = (pm >> C.part_of(top)) & 1
            same_col = (cm >> C.colour_of(top)) & 1
            if same_part + same_col == 1:
                near.append(r)
        if not near:
            return None
        weights = [view.row_value(r) or 1 for r in near]
        return self.rng.choices(near, weights)[0]

    def _choose(self, view: SeatView, top: int, fitting: list[int], masks: list[Masks]) -> int:
        lv = self.level
        if self.rng.random() >= lv.tactics:
            weights = [(view.row_value(r) or 1) + lv.noise * self.rng.random() for r in fitting]
            return self.rng.choices(fitting, weights)[0]
        me, opp = self.seat, 1 - self.seat
        on_table = {c for row in view.rows for c in row}
        rivals = [] if view.practice else [c for c in C.deck_cards(opp) if c not in on_table]
        best, best_score = fitting[0], -1e9
        for r in fitting:
            value = view.row_value(r) or 0
            row = view.rows[r]
            pm, cm = masks[r]
            clean = C.first_mistake(row) is None
            scorer = (C.deck_of(row[-1]) if row else None) if clean else None
            pm2, cm2 = pm | (1 << C.part_of(top)), cm | (1 << C.colour_of(top))
            risk_after = sum(1 for c in rivals if _fits_masks(c, pm2, cm2))
            risk_now = sum(1 for c in rivals if _fits_masks(c, pm, cm))
            safety = 1.0 - min(risk_after, 8) / 8.0
            if not clean:
                score = 0.1 * value
            elif scorer != me:
                score = value * (1.0 + 0.6 * safety)
            else:
                score = 0.3 * value * (risk_now - risk_after) / max(1, risk_now) + 0.05 * value
            score += lv.noise * self.rng.gauss(0.0, 1.0)
            if score > best_score:
                best, best_score = r, score
        return best

    # ------------------------------------------------------------------ plain data
    def to_data(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "level": self.level.name,
            "rng": rng_to_data(self.rng),
            "mode": self.mode,
            "wake_ms": self.wake_ms,
            "plan": [[p.action, p.t_ms] for p in self.plan],
            "known": sorted(self.known),
            "unfit_streak": self.unfit_streak,
            "calls_early": self.calls_early,
            "placed_row": self.placed_row,
        }

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> CpuRacer:
        bot = cls(int(data["seat"]), data["level"])
        bot.rng = rng_from_data(data["rng"])
        bot.mode = data["mode"]
        bot.wake_ms = data["wake_ms"]
        bot.plan = [Press(a, float(t)) for a, t in data["plan"]]
        bot.known = set(int(c) for c in data["known"])
        bot.unfit_streak = int(data["unfit_streak"])
        bot.calls_early = int(data["calls_early"])
        bot.placed_row = data["placed_row"]
        return bot
