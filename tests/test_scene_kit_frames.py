"""The scene kit's frame pieces: a frame equal when its picture is (the time compared only as what it
shows), the timeline's shot read without changing the timeline, key names resolved from the keymap, the
hint bar, a presenter's Stage and a controller's Step; all without an App."""

from __future__ import annotations

import pytest

from arcade.scenes.kit.controller import Step
from arcade.scenes.kit.frame import Frame, SeatFace
from arcade.scenes.kit.keys import hint_bar, resolve_keys
from arcade.scenes.kit.present import Cue, Presentation, Stage, stage
from arcade.scenes.kit.timeline import Timeline

KEYMAP = {
    "keys_a": {"up": ["key:w"], "down": ["key:s"], "left": ["key:a"], "right": ["key:d"], "confirm": ["key:space"]},
    "system": {"pause": ["key:escape"], "help": ["key:f1"]},
}


def _frame(timeline: Timeline, now: float, ui=0, view=("table",), beat=None) -> Frame:
    return Frame(view, ui, timeline.shot(now), now, beat, (SeatFace("Ann", device="keys_a"), SeatFace("Bo", True)))


def test_frames_are_equal_while_the_picture_is_and_differ_while_anything_moves():
    tl = Timeline()
    assert _frame(tl, 100) == _frame(tl, 900) and hash(_frame(tl, 100)) == hash(_frame(tl, 900))
    assert _frame(tl, 100, ui=1) != _frame(tl, 100) and _frame(tl, 100, beat=3) != _frame(tl, 100)
    tl.rise("+3", 0, 200, 500)
    assert _frame(tl, 300) != _frame(tl, 310), "a rising number moves: the time is the picture"
    assert _frame(tl, 800) == _frame(tl, 900), "once it has risen, the picture stands still"
    tl.move("wreck", ((1, 2), 2), 1000, 300, still=True)
    assert _frame(tl, 1100) == _frame(tl, 1200), "a still does not move"
    assert _frame(tl, 1500).timeline.move("wreck").data == ((1, 2), 2), "a still stays readable after it played"


def test_a_shot_reads_the_timeline_without_changing_it():
    tl = Timeline()
    tl.rise("+1", 1, 0, 100)
    tl.callout("CRASH!", "", (255, 0, 0), 0, 1000, "crash")
    before = (list(tl.floats), list(tl.callouts), list(tl.sounds))
    shot = tl.shot(5000)
    assert shot.current(5000) is None and shot.live_floats(5000) == [] and not shot.busy
    assert (list(tl.floats), list(tl.callouts), list(tl.sounds)) == before
    assert tl.shot(500).current(500).title == "CRASH!" and tl.shot(500).busy


def test_key_labels_name_remapped_keys_and_the_hint_bar_uses_them():
    keys = resolve_keys(KEYMAP, ["keys_a", "keys_a"])
    bar = hint_bar(keys, "keys_a", [("up", "flip"), (("left", "right"), "choose")], system=True)
    assert bar == [("W", "flip"), ("A/D", "choose"), ("Esc", "pause"), ("F1", "rules")]
    remapped = {**KEYMAP, "keys_a": {**KEYMAP["keys_a"], "up": ["key:i"]}}
    assert resolve_keys(remapped, ["keys_a"]) != keys
    assert hint_bar(resolve_keys(remapped, ["keys_a"]), "keys_a", [("up", "flip")])[0][0] == "I"
    assert hint_bar(keys, None, [("up", "flip")], system=True) == [("Esc", "pause"), ("F1", "rules")]


def test_a_stage_is_all_a_presenter_is_given():
    seen = []
    table = {
        int: Presentation(
            Cue("GO", (1, 2, 3), 1000, "coin", lambda name, e: f"{name(e)} goes"),
            note=lambda name, e: f"{name(e)} moved",
            effect=lambda st, e, now, events: seen.append((st.is_cpu(e), st.anim_ms(100))),
        )
    }
    tl = Timeline()
    st = Stage(tl, ("Ann", "Bo"), lambda ms: ms / 2, (False, True))
    stage(st, table, [1], 0.0)
    assert tl.callouts[0].sub == "Bo goes" and tl.callouts[0].ms == 500 and tl.log[-1].text == "Bo moved"
    assert seen == [(True, 50.0)] and tl.sounds == [(0.0, "coin")]


def test_a_step_is_a_frozen_value():
    step = Step(ui=(1, 2), action="flip", sound="select")
    assert step == Step((1, 2), "flip", "select") and step.cue is None
    with pytest.raises(AttributeError):
        step.ui = 3  # type: ignore[misc]


def test_key_names_follow_a_keymap_remapped_in_place():
    from arcade.scenes.kit.keys import KeyNames

    keymap = {"keys_a": {a: list(b) for a, b in KEYMAP["keys_a"].items()}, "system": dict(KEYMAP["system"])}
    names = KeyNames()
    first = names.labels(keymap, ["keys_a"])
    assert names.labels(keymap, ["keys_a"]) is first, "an unchanged keymap is not resolved again"
    keymap["keys_a"]["up"][0] = "key:i"  # remapped in place, as the keys page does
    assert names.labels(keymap, ["keys_a"]).key("keys_a", "up") == "I"


def test_a_games_own_key_names_are_asked_again_only_when_the_keymap_changes():
    from arcade.scenes.kit.keys import KeyNames, key_label

    keymap = {"keys_a": {a: list(b) for a, b in KEYMAP["keys_a"].items()}, "system": dict(KEYMAP["system"])}
    asked = []

    def own():
        asked.append(1)
        return (("keys_a", "undo", key_label(keymap, "keys_a", "left")),)

    names = KeyNames()
    first = names.labels(keymap, ["keys_a"], own)
    assert first.key("keys_a", "undo") == "A" and first.key("keys_a", "up") == "W"
    assert names.labels(keymap, ["keys_a"], own) is first and len(asked) == 1, "nothing changed: not asked"
    keymap["keys_a"]["left"][0] = "key:j"  # remapped in place, as the keys page does
    again = names.labels(keymap, ["keys_a"], own)
    assert len(asked) == 2 and again.key("keys_a", "undo") == "J"


def test_tidy_forgets_each_part_once_it_ends_whatever_was_added_since():
    """The timeline remembers when the soonest of its parts ends, so a moment before it tidies nothing;
    something added since (ending sooner) is still forgotten on time, and a copy tidies alike."""
    import copy

    t = Timeline()
    t.callout("GO", "", (255, 255, 255), now=0, ms=1000)
    t.move("slide", "card", 0, 800)
    t.move("mark", "kept", 0, 10, still=True)
    t.tidy(100)
    assert len(t.callouts) == 1 and set(t.moves) == {"slide", "mark"}
    t.rise("+3", 0, 100, 200)  # ends at 300: sooner than anything before
    t.tidy(299)
    assert len(t.floats) == 1
    t.tidy(301)
    assert t.floats == [] and set(t.moves) == {"slide", "mark"}
    twin = copy.deepcopy(t)
    for timeline in (t, twin):
        timeline.tidy(800)
        assert set(timeline.moves) == {"mark"} and len(timeline.callouts) == 1  # a still stays
        timeline.tidy(1000)
        assert timeline.callouts == []
