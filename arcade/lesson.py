"""``python -m arcade.lesson [GAME] [--check] [--json]``: the games' lessons ("Learn to play", issue 37).

Without ``--check`` it lists every game that has a lesson and its number of steps. With ``--check`` it
plays every lesson (or GAME's) headless through the real scene by its own steps' inputs: at each step it
checks that the step's pointed-at part is known to the scene and that the highlight is drawn around it
(pixels on the screen), presses the step's keys (its cursor moves and accepted input; none in a watch
step; a real-time step's ``timed`` script, each input at its millisecond), and waits for the lesson to
move on; at the end the box must offer the real game. ``--json`` prints
``{"games": [{"game", "title", "steps", "ok", "problems"}]}``. Exit status 0 when every lesson checked
plays, 1 on any failure, 2 on a bad argument.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # --json output is one JSON object, nothing else

STEP_LIMIT_MS = 20_000.0  # a step not over by then (scene time) is a failure
FRAME_MS = 1000.0 / 60


def lessons(game: str | None = None) -> list[tuple[str, Any]]:
    """(game id, a Lesson) for every lesson of every game with one, or only ``game``'s; KeyError for an
    unknown game."""
    from arcade.games import registry
    from arcade.scenes.lesson import lessons_of

    ids = [game] if game else [info.id for info in registry.games() if info.lesson]
    if game:
        registry.get(game)
    return [(gid, lesson) for gid in ids for lesson in lessons_of(gid)]


def _wait(h: Any, scene: Any, until: Callable[[], bool]) -> bool:
    limit = h.now + STEP_LIMIT_MS
    while not until():
        if h.now > limit or h.top is not scene:
            return False
        h.advance(FRAME_MS * 3)
    return True


def part_drawn(h: Any, scene: Any) -> str:
    """ "" when the current step's part is known and its highlight is on the screen; else what is wrong."""
    import pygame

    from arcade.scenes.lesson import HIGHLIGHT, highlight_probes, highlight_rect

    step = scene.step
    rect = scene.part_rect(step)
    if rect is None:
        return f"step {scene.index + 1}: the part {step.part!r} is not on the screen now"
    if not pygame.Rect(0, 0, 1280, 720).contains(highlight_rect(rect)):  # the part and its highlight
        return f"step {scene.index + 1}: the part {step.part!r} at {tuple(rect)} is off the screen"
    h.app.render(force=True)
    screen = h.app.screen
    missing = [p for p in highlight_probes(rect) if tuple(screen.get_at(p))[:3] != HIGHLIGHT]
    if missing:
        return f"step {scene.index + 1}: the highlight around {step.part!r} is not drawn at {missing}"
    return ""


def play(lesson: Any, look: Callable[[Any, Any], None] | None = None, harness: Any = None) -> list[str]:
    """Play ``lesson`` headless by its own steps' inputs; the problems found (empty: it plays). ``look(h,
    scene)`` is called at each step once it shows, and at the end (the text-fit test, screenshots)."""
    from arcade.scenes.lesson import LessonScene
    from arcade.testing import Harness

    h = harness or Harness()
    h.app.settings["cpu_pace"] = 4.0
    try:
        scene = LessonScene(h.app, lesson)
    except Exception as exc:
        return [f"the lesson's table cannot be built: {exc!r}"]
    h.boot(scene)
    h.advance(300)
    problems: list[str] = []
    for i, step in enumerate(lesson.steps):

        def shown(i: int = i) -> bool:
            return bool(scene.settled() and scene.index >= i)

        def over(i: int = i) -> bool:
            return bool(scene.index > i)

        if not _wait(h, scene, shown):
            return problems + [f"step {i + 1}: the table did not settle"]
        if scene.index != i:
            return problems + [f"step {i + 1} was skipped (the lesson is at step {scene.index + 1})"]
        wrong = part_drawn(h, scene)
        if wrong:
            problems.append(wrong)
        if look is not None:
            look(h, scene)
        device = scene.inner.config.seats[lesson.you].device
        if step.timed:  # a real-time game's script: each input at its millisecond from now
            start = h.now
            h.run([(start + ms, device, action, pressed) for ms, action, pressed in step.timed])
            _wait(h, scene, scene.settled)
        for key in () if step.timed else step.presses:
            h.tap(device, key)
            _wait(h, scene, scene.settled)
        if not _wait(h, scene, over):
            return problems + [f"step {i + 1} ({step.text[:40]}...) did not finish after its input"]
    if not scene.finished or h.top is not scene:
        problems.append("the lesson does not end with the offer of a real game")
    elif look is not None:
        look(h, scene)
    return problems


def main(argv: list[str] | None = None) -> int:
    from arcade.core.cli import usage_error

    parser = argparse.ArgumentParser(prog="python -m arcade.lesson", description="The games' lessons.")
    parser.add_argument("game", nargs="?", help="one game's id (default: every game with a lesson)")
    parser.add_argument("--check", action="store_true", help="play each lesson headless and check it")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    try:
        found = lessons(args.game)
    except KeyError:
        return usage_error(parser, f"no game {args.game!r}")
    if args.game and not found:
        return usage_error(parser, f"{args.game} has no lesson")
    rows = []
    for gid, lesson in found:
        row: dict[str, Any] = {"game": gid, "title": lesson.title, "steps": len(lesson.steps)}
        if args.check:
            row["problems"] = play(lesson)
            row["ok"] = not row["problems"]
        rows.append(row)
    if args.json:
        print(json.dumps({"games": rows}, indent=1))
    else:
        for row in rows:
            verdict = "" if "ok" not in row else ("  ok" if row["ok"] else "  FAILED")
            print(f"{row['game']}: {row['steps']} steps{verdict}")
            for p in row.get("problems", ()):
                print(f"  {p}")
    return 0 if all(row.get("ok", True) for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
