"""Console scene on the scene kit: the one PRESENTATIONS table (beeps on the timeline, sounded at once), the
info panel's values (screen.py) and the picture key reading the timeline."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from arcade.games.console import events as E
from arcade.games.console import labels, screen
from arcade.games.console.present import BEEP_SOUNDS, PRESENTATIONS
from arcade.games.console.scene import ConsoleScene, DuelMode, board_name
from arcade.games.console.timing import START_DELAY_MS, pace
from arcade.scenes.kit.present import lookup
from arcade.testing import Harness


def booted(seed=11, fps=30, **kw):
    h = Harness(fps=fps)
    scene = ConsoleScene(h.app, seed, **kw)
    h.boot(scene)
    return h, scene


def test_the_table_presents_every_event_the_old_chain_did_and_the_lights_need_no_entry():
    old_chain = (E.Beeped,)  # the old present() sounded beeps and nothing else
    for cls in old_chain:
        assert lookup(PRESENTATIONS, cls(0.0, "hit")) is PRESENTATIONS[cls]
    # every other event the machine emits is state the painter draws (lights, mode, score): no entry
    quiet = (
        E.ButtonPressed(0.0, 1),
        E.ButtonReleased(0.0, 1),
        E.LightChanged(0.0, 1, 1),
        E.ModeChanged(0.0, "ready"),
        E.GameStarted(0.0, "rattler", 1),
        E.PointScored(0.0, 1),
        E.GameOver(0.0, 1, "caught"),
    )
    assert all(lookup(PRESENTATIONS, ev) is None for ev in quiet)


def test_beeps_sound_at_once_one_per_moment():
    h, scene = booted()
    played = len(h.app.audio.played)
    batch = [
        E.Beeped(100.0, "hit"),
        E.PointScored(100.0, 1),
        E.Beeped(100.0, "score"),  # the point shares the hit's moment: one sound
        E.LightChanged(120.0, 3, 1),
        E.Beeped(120.0, "miss"),
        E.Beeped(130.0, "over"),
        E.Beeped(140.0, "a tone with no sound of its own"),
    ]
    scene.present(batch, scene.now())
    assert h.app.audio.played[played:] == ["tick", "error", "crash", "beep"]
    assert scene.timeline.sounds == []  # staged on the timeline and played in the same moment


def test_a_batch_starts_afresh_a_beep_at_the_last_batchs_moment_sounds():
    h, scene = booted()
    played = len(h.app.audio.played)
    scene.present([E.Beeped(50.0, "hit")], scene.now())
    scene.present([E.Beeped(50.0, "light")], scene.now())
    assert h.app.audio.played[played:] == ["tick", BEEP_SOUNDS["light"]]


def test_a_game_played_through_the_scene_sounds_each_moment_of_its_beeps_once():
    h, scene = booted()
    h.taps("numpad", "b7", "b4")  # Skill 1, Run Amuk; never move: caught
    h.fps = 10
    h.advance(START_DELAY_MS + pace("run_amuk", 1).base_ms + pace("run_amuk", 1).at(1) + 10)
    assert scene.machine.final_score == 1
    beeps = [(e[0], e[2]) for e in scene.machine.trace if e[1] == "beep"]
    assert ("over" in [tone for _t, tone in beeps]) and len(beeps) > len({t for t, _tone in beeps})
    # caught: the monster's light and "over" share a moment, so the light's beep is the one heard
    assert h.app.audio.played == ["beep"] * len({t for t, _tone in beeps})


def test_the_free_play_panel_before_during_and_after_a_game():
    h, scene = booted()
    idle = screen.free_play_panel(scene.facts())
    assert idle.heading == "CONSOLE FREE PLAY" and idle.title is None and idle.idle == labels.IDLE_LINES
    assert idle.score is None and idle.footer is None
    h.taps("numpad", "b7", "b4")
    h.advance(START_DELAY_MS + 10)
    playing = screen.free_play_panel(scene.facts())
    assert playing.title == "Run Amuk  -  Skill 1" and playing.status == "Playing"
    assert playing.score == screen.ScoreLine("SCORE", 0, None)
    assert playing.tips == labels.TIPS["run_amuk"] and playing.board == ()
    h.app.settings["reduce_flashing"] = True
    assert screen.free_play_panel(scene.facts()).tips[-1] == screen.REDUCE_FLASHING_TIP
    h.app.settings["reduce_flashing"] = False
    h.fps = 10
    h.advance(pace("run_amuk", 1).base_ms + pace("run_amuk", 1).at(1))
    over = screen.free_play_panel(scene.facts())
    assert over.score == screen.ScoreLine("FINAL SCORE", 1, None), "the game's last lights still stand"
    h.advance(700)  # they go out (issue 36): the sum of the score's lights
    over = screen.free_play_panel(scene.facts())
    assert over.score == screen.ScoreLine("FINAL SCORE", 1, screen.ScoreSum((1,), 1))
    assert over.footer == (labels.REPLAY_SAVED, over.footer[1])
    scene.scores.initials_due = False  # no prompt: the score goes in as Player 1

    scene.scores.record_name("ANN", scene.machine)
    assert screen.free_play_panel(scene.facts()).board == (("1. ANN", "1"),)
    assert h.app.stats.board(board_name("run_amuk", 1))["top"][0]["name"] == "ANN"


def test_the_lights_sum_of_a_score_counts_full_boards_then_lights():
    assert screen.score_sum(0) == screen.ScoreSum((), 0)
    assert screen.score_sum(46) == screen.ScoreSum(("full board 45", 1), 46)
    assert screen.score_sum(91).pieces[0] == "2 full boards 90"
    assert sum(p for p in screen.score_sum(27).pieces if isinstance(p, int)) == 27


def test_the_duel_panel_shows_the_mark_to_beat_then_the_score():
    h = Harness(fps=30, render=False)
    mode = DuelMode("sneak_attack", 2, lambda s: None, heading="DUEL: ANN", lines=("Beat it",), opponent_score=7)
    scene = ConsoleScene(h.app, 5, duel=mode)
    h.boot(scene)
    before = screen.duel_panel(scene.facts())
    assert before.title == "Sneak Attack  -  Skill 2" and before.lines == ("Beat it",)
    assert before.to_beat == 7 and before.to_beat_lights == screen.score_sum(7)
    assert before.waiting == "Press any button (Num 1-9) to start" and before.score is None
    view, slide = screen.shown(scene.machine.view(), scene.facts())
    assert slide == "sneak_attack" and [c for c in range(1, 10) if view.lights[c - 1]] == [7]
    h.tap("numpad", "b5")
    after = screen.duel_panel(scene.facts())
    assert after.waiting is None and after.to_beat_lights is None and after.score == screen.ScoreLine("SCORE", 0, None)


def test_the_picture_key_follows_the_timeline_and_the_panel():
    h, scene = booted()
    key = scene.picture_key()
    assert scene.picture_key() == key
    scene.timeline.callout("HELLO", "", (255, 255, 255), scene.now(), 500.0)
    assert scene.picture_key() != key  # what the timeline shows is part of the picture
    h.advance(600)
    key = scene.picture_key()
    scene.scores.last_saved = "run.json"  # the panel's footer changes: so does the key
    assert scene.picture_key() != key
