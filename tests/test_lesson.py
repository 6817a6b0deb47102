"""Learn to play (issue 37): the lesson framework and Crash Line's lesson.

The lesson is played by its own steps' keys through the real scene; at each step its pointed-at part must
be known to the scene and the highlight drawn around it (pixels), and every other key must change nothing
but show a "Try ..." line. ``python -m arcade.lesson`` checks lessons and fails on a broken one. The lobby
has a Learn to play row, the first opening of a game offers its lesson once (remembered in the user's
files), the pause menu offers to leave, and the end offers a real game with the same seats.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys

import pygame

from arcade import lesson as lesson_cli
from arcade.core import lessons_offered
from arcade.core.render import text
from arcade.games import registry
from arcade.games.crashline.lesson import DECK, LESSON
from arcade.games.lessons import PLAY, READ, WATCH, Step
from arcade.scenes.common import ChoiceDialog
from arcade.scenes.lesson import HIGHLIGHT, LessonScene, highlight_probes
from arcade.scenes.lobby import LobbyScene
from arcade.scenes.pause import PauseScene
from arcade.scenes.select import GameSelectScene
from arcade.testing import Harness

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = ("up", "down", "left", "right", "confirm", "back", "alt", "extra", "next")


def _texts_drawn(h: Harness) -> list[str]:
    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    return [str(what) for kind, _rect, what in rec.marks if kind == "text"]


def test_the_crashline_lesson_is_finished_by_its_keys_alone_and_wrong_keys_change_nothing():
    seen: list[int] = []

    def look(h: Harness, scene: LessonScene) -> None:
        if scene.finished:
            return
        step = scene.step
        seen.append(scene.index)
        rect = pygame.Rect(LESSON.parts(LESSON.look(scene.inner))[step.part])  # the part is known to the scene's layout
        h.app.render(force=True)
        for point in highlight_probes(rect):  # ... and the highlight is drawn there
            assert tuple(h.app.screen.get_at(point))[:3] == HIGHLIGHT, (scene.index, step.part, point)
        for wrong in [k for k in KEYS if k != step.accept][:3]:
            before = (json.dumps(scene.inner.state.to_data()), scene.inner.cursor, scene.index, scene.inner.acts)
            h.send("keys_a", wrong, True)
            h.send("keys_a", wrong, False)
            after = (json.dumps(scene.inner.state.to_data()), scene.inner.cursor, scene.index, scene.inner.acts)
            assert after == before, f"step {scene.index + 1}: {wrong} changed something"
            assert scene.tried is not None and scene.tried[0].startswith("Try"), scene.tried
            assert any(t.startswith("Try") for t in _texts_drawn(h)), "the 'Try ...' line is drawn"

    h = Harness()
    assert lesson_cli.play(LESSON, look=look, harness=h) == []
    assert seen == list(range(len(LESSON.steps)))
    scene = h.top
    assert isinstance(scene, LessonScene) and scene.finished
    state = scene.inner.state
    assert state.scores() == [27, 12] and state.crashes[0] == 1 and state.steals[0] == 1 and state.saves_used[0] == 1
    assert not state.is_terminal(), "the lesson ends before the game does: nothing is recorded"
    assert not h.app.store.exists("stats")


def test_the_lesson_teaches_the_rulebook_s_cards_on_a_deal_made_by_the_engine():
    kinds = {s.kind for s in LESSON.steps}
    assert kinds == {READ, PLAY, WATCH}
    words = " ".join(s.text for s in LESSON.steps)
    for rule in ("flip", "Push your luck", "CRASH", "Cash in", "1-UP", "GLITCH!", "I GOT NEXT!", "head start"):
        assert rule.lower() in words.lower(), rule
    first = LESSON.build(Harness().app).state
    again = LESSON.build(Harness().app).state
    assert first.to_data() == again.to_data(), "the same deal every time"
    assert first.piles[1][3] == [35], "Blinky's head start is Neon Racer 9"
    assert len(DECK) == 13
    for step in LESSON.steps:
        assert len(step.text) <= 110, step.text  # one or two short sentences


def test_only_the_lesson_s_keys_reach_the_game_and_cpus_wait_for_watch_steps():
    h = Harness()
    scene = h.boot(LessonScene(h.app, LESSON))
    h.advance(3000)
    assert scene.index == 0 and scene.inner.state.flips == 0
    h.tap("keys_b", "confirm")  # any device moves a reading step on
    h.tap("keys_a", "confirm")
    assert scene.index == 2
    h.tap("keys_a", "confirm")  # confirm would flip in the game: here it is the wrong key
    h.advance(500)
    assert scene.inner.state.flips == 0 and scene.tried is not None and "Up" in scene.tried[0]
    h.tap("numpad", "b8")  # the numpad's up is up
    h.advance(1500)
    assert scene.inner.state.flips == 1 and scene.index == 3


def test_esc_pauses_and_the_pause_menu_leaves_the_lesson_back_to_the_lobby():
    h = Harness()
    h.boot(GameSelectScene(h.app))
    lessons_offered.mark_offered(h.app.store, "crashline")
    h.app.push(LobbyScene(h.app, registry.get("crashline")))
    lobby = h.top
    labels = [item.label for item in lobby.items]
    assert labels[-2:] == ["Learn to play", "START"]
    lobby.index = len(labels) - 2
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, LessonScene)
    h.tap("system", "pause")
    pause = h.top
    assert isinstance(pause, PauseScene)
    labels = [item.label for item in pause.items]
    assert "Leave the lesson" in labels
    pause.index = labels.index("Leave the lesson")
    h.tap("keys_a", "confirm")
    h.advance(300)
    assert h.top is lobby


def test_a_game_without_a_lesson_has_no_learn_to_play_row():
    h = Harness()
    for info in registry.games():
        if info.uses_lobby and not info.lesson:
            labels = [item.label for item in LobbyScene(h.app, info).items]
            assert "Learn to play" not in labels, info.id


def test_the_end_offers_a_real_game_with_the_same_seats_or_back():
    h = Harness()
    h.boot(GameSelectScene(h.app))
    select = h.top
    assert lesson_cli.play(LESSON, harness=h) == []
    scene = h.top
    assert scene.finished and scene.end_choice == 0
    assert "Play a real game" in _texts_drawn(h)
    h.tap("keys_a", "down")
    h.tap("keys_a", "confirm")  # Back
    h.advance(300)
    assert h.top is select

    h2 = Harness()
    assert lesson_cli.play(LESSON, harness=h2) == []
    inner = h2.top.inner
    h2.tap("keys_a", "confirm")  # Play a real game
    h2.advance(300)
    game = h2.top
    assert type(game).__name__ == "CrashLineScene" and game is not inner
    assert [(s.name, s.kind, s.level) for s in game.config.seats] == [
        ("Player 1", "human", ""),
        ("Blinky", "cpu", "Kid"),
    ]
    assert not game.config.options.get("lesson")
    assert game.state.to_data()["deck"] != LESSON.build(h2.app).state.to_data()["deck"], "a real deal"


def test_the_first_opening_of_crash_line_offers_the_lesson_once_per_user():
    h = Harness()
    h.boot(GameSelectScene(h.app))
    select = h.top
    select._new(registry.get("crashline"))
    dialog = h.top
    assert isinstance(dialog, ChoiceDialog) and "Learn to play" in [label for label, _fn in dialog.choices]
    h.tap("keys_a", "confirm")  # Learn to play
    assert isinstance(h.top, LessonScene)
    assert lessons_offered.offered(h.app.store) == ["crashline"]
    h.app.scenes.pop_to(GameSelectScene)
    select._new(registry.get("crashline"))
    assert isinstance(h.top, LobbyScene), "offered once"
    again = Harness(store_root=h.app.store.root)  # the same user, another day
    again.boot(GameSelectScene(again.app))
    again.top._new(registry.get("crashline"))
    assert isinstance(again.top, LobbyScene)


def test_a_broken_lessons_file_is_set_aside_with_a_message_and_the_offer_comes_again():
    h = Harness()
    root = h.app.store.root
    root.mkdir(parents=True, exist_ok=True)
    h.app.store.path("lessons").write_text('{"app": "coin-op-cabinet", "version": 1, "data": {"offered": [7]}}')
    h.boot(GameSelectScene(h.app))
    h.top._new(registry.get("crashline"))
    assert isinstance(h.top, ChoiceDialog)
    assert root.joinpath("lessons.json.bad").exists()
    assert any("lessons offered" in w for w in h.app.store.warnings + list(h.app.messages.queue))
    assert lessons_offered.offered(h.app.store) == ["crashline"]


def test_the_how_to_pages_open_the_lesson_from_the_lobby_but_not_from_a_game():
    from arcade.scenes.howto import HowToScene

    h = Harness()
    h.boot(LobbyScene(h.app, registry.get("crashline")))
    h.tap("system", "help")
    assert isinstance(h.top, HowToScene) and h.top.lesson_here()
    assert "learn to play" in _texts_drawn(h)
    h.tap("keys_a", "alt")
    assert isinstance(h.top, LessonScene)
    h.tap("system", "help")  # from the lesson: the pages, without a second lesson
    assert isinstance(h.top, HowToScene) and not h.top.lesson_here()


def test_the_cli_checks_the_crashline_lesson_and_lists_its_steps():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run(
        [sys.executable, "-m", "arcade.lesson", "crashline", "--check", "--json"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {
        "games": [{"game": "crashline", "title": "LEARN TO PLAY", "steps": 16, "problems": [], "ok": True}]
    }


def test_the_cli_checks_every_game_s_lesson_and_lists_each_with_its_steps():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run(
        [sys.executable, "-m", "arcade.lesson", "--check", "--json"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)["games"]
    assert {row["game"] for row in rows} == {"crashline", "topspeed", "insertcoin", "vegas", "mania", "console"}
    for row in rows:
        assert row["ok"] and row["problems"] == [] and row["steps"] >= 15, row


def _broken(**change) -> object:
    steps = list(LESSON.steps)
    steps[2] = dataclasses.replace(steps[2], **change)
    return dataclasses.replace(LESSON, steps=tuple(steps))


def test_the_cli_fails_on_a_broken_lesson(monkeypatch, capsys):
    monkeypatch.setattr(lesson_cli, "STEP_LIMIT_MS", 2000.0)
    wrong_key = _broken(accept="down")  # cashing in before the first flip does nothing: the step never ends
    problems = lesson_cli.play(wrong_key)
    assert len(problems) == 1 and "step 3" in problems[0] and "did not finish" in problems[0]
    no_part = _broken(part="joystick")
    assert any("'joystick' is not on the screen" in p for p in lesson_cli.play(no_part))
    off_screen = dataclasses.replace(LESSON, parts=lambda scene: {**LESSON.parts(scene), "deck": (1250, 700, 90, 90)})
    assert any("off the screen" in p for p in lesson_cli.play(off_screen))

    monkeypatch.setattr(lesson_cli, "lessons", lambda game=None: [("crashline", wrong_key)])
    assert lesson_cli.main(["crashline", "--check", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["games"][0]["ok"] is False and report["games"][0]["steps"] == 16


def test_the_cli_answers_a_bad_game_with_its_usage(capsys):
    assert lesson_cli.main(["nosuchgame", "--check"]) == 2
    registry.register("tinygame")  # the test-only game: it has no lesson (every cabinet game has one)
    try:
        assert lesson_cli.main(["tinyduel"]) == 2
    finally:
        registry.unregister("tinygame")
    assert "no lesson" in capsys.readouterr().err
    assert lesson_cli.main(["--json"]) == 0
    listed = json.loads(capsys.readouterr().out)["games"]
    assert listed[0] == {"game": "crashline", "title": "LEARN TO PLAY", "steps": 16}
    every = lesson_cli.lessons()  # each game's lessons, in the carousel's order
    assert [row["game"] for row in listed] == [gid for gid, _lesson in every]
    assert {gid for gid, _lesson in every} == {info.id for info in registry.games() if info.lesson}
    for row, (_gid, lesson) in zip(listed, every):
        assert row["steps"] == len(lesson.steps) and row["title"] == lesson.title


def test_a_step_is_read_play_or_watch():
    import pytest

    with pytest.raises(ValueError):
        Step("?", "deck", "jump")
    assert Step("Watch.", "deck", WATCH).accept == ""
    with pytest.raises(ValueError):
        Step("Read.", "deck", READ, moves=("left",))  # only a play step takes cursor moves
    with pytest.raises(ValueError):
        Step("Go.", "deck", PLAY, "up", moves=("up",))
    assert Step("Go.", "deck", PLAY, "up", moves=("left",), keys=("left", "up")).presses == ("left", "up")
    assert Step("Go.", "deck", PLAY, "up").presses == ("up",) and Step("W.", "deck", WATCH).presses == ()


def test_a_real_time_step_scripts_taught_inputs_with_their_times():
    import pytest

    held = Step("Hold.", "lights", PLAY, "b5", moves=("b7",), timed=((10.0, "b7", True), (900.0, "b7", False)))
    assert held.presses == ("b7",)
    with pytest.raises(ValueError):
        Step("Hold.", "lights", PLAY, "b5", timed=((10.0, "b7", True),))  # b7 is not taught here
    with pytest.raises(ValueError):
        Step("Hold.", "lights", PLAY, "b5", timed=((-1.0, "b5", True),))
    with pytest.raises(ValueError):
        Step("Read.", "lights", READ, timed=((10.0, "confirm", True),))


def test_a_key_let_go_follows_its_press_into_the_game_and_no_other_release_does():
    from arcade.core.input import ActionEvent

    h = Harness()
    scene = h.boot(LessonScene(h.app, LESSON))
    seen: list[tuple[str, bool]] = []
    scene.inner.handle = lambda ev: seen.append((ev.action, ev.pressed))
    scene.handle(ActionEvent("keys_a", "left", False, h.now))  # never pressed into the game
    scene.handle(ActionEvent("keys_a", "confirm", True, h.now))  # a read step's key: the lesson's own
    scene.handle(ActionEvent("keys_a", "confirm", False, h.now))
    assert seen == []
    scene.index = next(i for i, s in enumerate(LESSON.steps) if s.kind == PLAY)
    step = scene.step
    scene.handle(ActionEvent("keys_a", step.accept, True, h.now))
    scene.handle(ActionEvent("keys_a", step.accept, False, h.now))
    assert seen == [(step.accept, True), (step.accept, False)]


def test_a_game_with_no_lobby_offers_its_lesson_before_it_starts_and_starts_when_declined():
    """Console Free Play has no lobby: its first opening offers the lesson first; "Not now" starts the
    game, "Learn to play" opens the lesson; and the offer comes once."""
    from arcade.games.console.scene import ConsoleScene

    h = Harness()
    h.boot(GameSelectScene(h.app))
    select = h.top
    select._new(registry.get("console"))
    dialog = h.top
    assert isinstance(dialog, ChoiceDialog) and [label for label, _fn in dialog.choices][0] == "Learn to play"
    h.tap("keys_a", "right")
    h.tap("keys_a", "confirm")  # Not now
    h.advance(100)
    assert isinstance(h.top, ConsoleScene) and not h.top.config.options.get("lesson")
    h.app.scenes.pop_to(GameSelectScene)
    select._new(registry.get("console"))
    assert isinstance(h.top, ConsoleScene), "offered once"

    fresh = Harness()
    fresh.boot(GameSelectScene(fresh.app))
    fresh.top._new(registry.get("console"))
    fresh.tap("keys_a", "confirm")  # Learn to play
    assert isinstance(fresh.top, LessonScene) and fresh.top.lesson.game_id == "console"
