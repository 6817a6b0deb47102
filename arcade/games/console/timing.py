"""Every duration the console uses, in whole milliseconds, and how each game speeds up.

A game's pace is one number, its *step*: how long a light stays before the game moves on. It starts at
``base_ms`` for the skill level and, after every point scored, becomes ``step * permille // 1000`` but
never less than ``floor_ms``. Integer arithmetic only, so every platform computes the same schedule.
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade.games.console.layout import ALIEN_RAIDERS, GAMES, RATTLER, RUN_AMUK, SNEAK_ATTACK

BLINK_HALF_MS = 150
"""A blinking light is on for 150 ms, then off for 150 ms, counted from the moment it began to blink."""

AUTO_OFF_MS = 15_000
"""With a skill chosen and no game started, the console turns itself off after 15 s without a press."""

START_DELAY_MS = 800
"""From the game button to the game's first light."""

GRACE_MS = 100
"""A press on the cell a moving target left at most this long ago still hits it (the zap was on its way)."""

GAME_OVER_PAUSE_MS = 600
"""From the game's lights going out to the first flash of the score."""

SCORE_FLASH_MS = 1_800
"""The score's lights blink, with a beep each time they come on, for this long ..."""

SCORE_HOLD_MS = 15_000
"""... and then stay lit this long before the console turns off."""

BOARD_ON_MS = 400
BOARD_OFF_MS = 200
"""A score above 45 first flashes the whole board once per full 45: on this long, then off this long."""

TEST1_STEP_MS = 250
"""Test Pattern I lights one more light every 250 ms, bottom row first ..."""

TEST1_HOLD_MS = 15_000
"""... and keeps all nine on for 15 s."""

TEST2_IDLE_MS = 3_000
"""Test Pattern II turns its light off, and itself, after 3 s without a press."""


@dataclass(frozen=True)
class Pace:
    """One game's speed at one skill level."""

    base_ms: int
    permille: int
    floor_ms: int

    def after(self, step_ms: int) -> int:
        """The step after one more point."""
        return max(self.floor_ms, step_ms * self.permille // 1000)

    def at(self, points: int) -> int:
        """The step once ``points`` points have been scored."""
        step = self.base_ms
        for _ in range(points):
            nxt = self.after(step)
            if nxt == step:
                break
            step = nxt
        return step


PACES: dict[str, dict[int, Pace]] = {
    # Alien Raiders: how long an alien stays in each row (top, middle, bottom).
    ALIEN_RAIDERS: {1: Pace(800, 940, 90), 2: Pace(650, 925, 80), 3: Pace(520, 895, 70)},
    # Rattler: how long between the snake's moves; its tail escapes on the third move.
    RATTLER: {1: Pace(900, 945, 90), 2: Pace(720, 920, 80), 3: Pace(580, 895, 70)},
    # Sneak Attack: from the first light to the second, and from the second to the landing.
    SNEAK_ATTACK: {1: Pace(900, 960, 80), 2: Pace(720, 955, 70), 3: Pace(580, 950, 60)},
    # Run Amuk: how long between the monster's moves.
    RUN_AMUK: {1: Pace(1000, 950, 100), 2: Pace(800, 940, 90), 3: Pace(650, 910, 80)},
}

RATTLER_ESCAPE_STEPS = 3
"""A rattler's tail that is not hit escapes at the third step after it became the tail."""


def pace(game: str, skill: int) -> Pace:
    if game not in PACES:
        raise ValueError(f"unknown console game {game!r}; choose one of {', '.join(GAMES)}")
    if skill not in (1, 2, 3):
        raise ValueError(f"skill is 1, 2 or 3, not {skill!r}")
    return PACES[game][skill]


def timing_table(points: tuple[int, ...] = (0, 5, 10, 20, 30, 40, 60)) -> str:
    """The step in ms for each game and skill after the given numbers of points, as a Markdown table."""
    head = "| game | skill | " + " | ".join(f"after {p}" for p in points) + " | floor |"
    rule = "|---|---|" + "---|" * (len(points) + 1)
    lines = [head, rule]
    for game in GAMES:
        for skill in (1, 2, 3):
            p = PACES[game][skill]
            cells = " | ".join(str(p.at(n)) for n in points)
            lines.append(f"| {game} | {skill} | {cells} | {p.floor_ms} |")
    return "\n".join(lines)
