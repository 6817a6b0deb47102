"""A quantised pulse's next step is found no later than it comes, and not long before."""

from __future__ import annotations

import random

from arcade.core.render import tween
from arcade.games.crashline import panels, prompt


def test_the_glow_holds_until_its_next_step_and_steps_soon_after() -> None:
    rng = random.Random(5)
    for _ in range(300):
        now = rng.uniform(0, 100_000)
        until = panels.glow_until(now)
        level = panels.glow_level(now)
        assert until >= now
        t = now
        while t < until:  # every 0.05 ms up to the answer: still the same glow
            assert panels.glow_level(t) == level, (now, t, until)
            t += 0.05
        assert any(panels.glow_level(until + d / 10) != level for d in range(0, 11)), "steps within 1 ms after"


def test_the_thinking_dots_hold_until_their_next_step() -> None:
    for now in (0.0, 1.0, 299.9, 300.0, 1234.5):
        until = prompt.dots_until(now)
        assert prompt.dots_count(until - 1e-6) == prompt.dots_count(now) != prompt.dots_count(until)


def test_a_pulse_without_steps_never_steps_and_levels_outside_it_are_refused() -> None:
    assert tween.next_crossing(5.0, 100.0, ()) == float("inf")
    for bad in (0.0, 1.0, 1.5):
        try:
            tween.pulse_crossings(100.0, (bad,))
        except ValueError:
            continue
        raise AssertionError(f"{bad} was taken as a level a pulse passes")


def test_a_fading_glow_holds_until_its_next_step_and_steps_soon_after() -> None:
    from arcade.scenes.kit.timeline import Move

    rng = random.Random(9)
    for _ in range(200):
        move = Move(None, rng.uniform(0, 1000), rng.choice([1.0, 90.0, 400.0, 1234.5]), still=True)
        now = rng.uniform(move.t0 - 50, move.t0 + move.ms + 50)
        until = move.fade_until(now)
        fade = move.fade(now)
        if until == float("inf"):
            assert fade == 0.0 and move.fade(now + 5000) == 0.0
            continue
        t = now
        while t < until:
            assert move.fade(t) == fade, (move, now, t, until)
            t += 0.05
        assert any(move.fade(until + d / 10) != fade for d in range(0, 11)), (move, now, until)


def test_a_glow_exactly_on_a_half_step_turns_at_once() -> None:
    """Python rounds a half to even: a fade of 5.5 eighths shows 6, and a moment later 5."""
    from arcade.scenes.kit.timeline import Move

    move = Move(None, 0.0, 320.0, still=True)
    now = 100.0  # 8 * (1 - 100/320) = 5.5 eighths
    assert move.fade(now) == 0.75 and move.fade(now + 0.01) == 0.625
    assert move.fade_until(now) == now
