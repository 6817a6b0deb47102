"""Mania on the screen kit, so far: the screen's fitness rule (tests/test_screen_fitness.py) holds for every
module of the package but the lesson and the full-log reader, which still reach the scene. This pins the
converted ones: the controller, the UI state, the presenter, the painters, the end card and the duel's
console set-up take no scene, import no scene and are handed no rules state."""

from __future__ import annotations

from test_screen_fitness import faults, screen_modules

NOT_YET = {"lesson", "logview"}  # the lesson reads the scene (and the console it hosts); the log is a Scene
CONVERTED = {
    "controller",
    "ui",
    "prompts",
    "present",
    "screen",
    "table",
    "panels",
    "boxes",
    "duel_result",
    "endscreen",
    "console_duel",
    "coach",
    "info",
}


def test_the_converted_mania_modules_reach_no_scene():
    found = [f for f in faults("mania") if f.split(":")[0] not in NOT_YET]
    assert not found, "\n".join(found)
    names = {n.rsplit(".", 1)[1] for n in screen_modules("mania")}
    assert CONVERTED <= names, "the pinned modules are screen modules (not rules, not the scene)"


def test_what_is_left_is_only_the_lesson_and_the_log_reader():
    left = {f.split(":")[0] for f in faults("mania")}
    assert left <= NOT_YET, left
