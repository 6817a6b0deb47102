"""Issue 27: the replay viewer plays a saved game in the game's own scene: to its end (the same end
state), a move back and forth, by turns, at 1x/2x/4x; a tampered replay says MISMATCH and shows no score;
the Replays page lists the saved games."""

from __future__ import annotations

import json

import pygame
import pytest
from replay_rig import LEVELS
from replay_rig import recorded as saved

from arcade.core import replays as rp
from arcade.core.render import text
from arcade.games import registry
from arcade.scenes.replay_viewer import ReplayViewer
from arcade.scenes.replays import ReplaysScene
from arcade.testing import Harness


def watching(root, replay):
    h = Harness(store_root=root, render=True, fps=30)
    h.app.settings["anim_speed"] = 0.0
    h.boot()
    viewer = h.app.push(ReplayViewer(h.app, replay, registry.get(replay.game)))
    h.advance(40)
    while not viewer.watch.ready:  # the viewer plays the replay through a little each update first
        h.advance(20)
    return h, viewer


@pytest.mark.parametrize("game", sorted(LEVELS))
def test_the_viewer_plays_to_the_end_state_of_the_game(game, tmp_path):
    scene, replay = saved(game, tmp_path)
    h, viewer = watching(tmp_path, replay)
    assert viewer.watch.problem is None and viewer.playing
    h.tap("keys_a", "alt")
    h.tap("keys_a", "alt")
    assert viewer.speed == 4
    for _ in range(4000):
        if not viewer.playing:
            break
        h.advance(100)
    assert viewer.done == len(replay.steps)
    assert viewer.inner.state.to_data() == scene.state.to_data(), "the viewer's last state is the game's end"
    assert "MISMATCH" not in viewer.status()
    h.app.render(force=True)


def test_stepping_back_and_forth_and_by_turns(tmp_path):
    scene, replay = saved("crashline", tmp_path)
    h, viewer = watching(tmp_path, replay)
    h.tap("keys_a", "confirm")  # pause
    assert not viewer.playing
    start = viewer.done
    for _ in range(6):
        h.tap("keys_a", "right")
    assert viewer.done == start + 6
    after_six = viewer.inner.state.to_data()
    h.tap("keys_a", "left")
    h.tap("keys_a", "right")
    assert viewer.inner.state.to_data() == after_six, "a move back then on is the same game"
    h.tap("keys_a", "down")
    assert viewer.done in viewer.watch.turns and viewer.done > start + 6
    turn_start = viewer.done
    h.tap("keys_a", "up")
    assert viewer.done < turn_start and viewer.done in viewer.watch.turns
    for _ in range(3 * len(replay.steps)):
        h.tap("keys_a", "down")
    assert viewer.done == len(replay.steps)
    assert viewer.inner.state.to_data() == scene.state.to_data()


def test_a_tampered_replay_is_watched_with_mismatch_and_no_score(tmp_path):
    _scene, replay = saved("vegas", tmp_path)
    doc = replay.to_data()
    doc["claim"]["scores"] = [999.0] * len(doc["claim"]["scores"])
    h, viewer = watching(tmp_path, rp.Replay.from_data(json.loads(json.dumps(doc))))
    assert viewer.watch.problem == "its file claims other scores"
    for _ in range(3 * len(replay.steps)):
        h.tap("keys_a", "down")
    assert viewer.inner.state.is_terminal() and not viewer.inner.end_shown(), "no end card (no score) is shown"
    surface = pygame.Surface((1280, 720))
    with text.recording(surface) as rec:
        viewer.draw(surface)
    shown = " ".join(str(m[2]) for m in rec.marks if m[0] == "text")
    assert "MISMATCH" in shown and "999" not in shown


def test_the_replays_page_lists_saved_games_and_opens_the_viewer(tmp_path):
    saved("crashline", tmp_path)
    saved("vegas", tmp_path, seed=3)
    h = Harness(store_root=tmp_path, render=True)
    h.boot()
    page = h.app.push(ReplaysScene(h.app))
    labels = [item.label for item in page.items]
    assert labels[0].startswith("Vegas") and labels[1].startswith("Crash Line") and labels[-1].startswith("Console")
    h.tap("keys_a", "confirm")
    assert isinstance(h.top, ReplayViewer) and h.top.replay.game == "vegas"
    h.tap("keys_a", "back")
    assert h.top is page


def test_an_unreadable_replay_is_set_aside_with_a_message(tmp_path):
    folder = tmp_path / "replays"
    folder.mkdir()
    (folder / "vegas-20260101-000000.json").write_text("{not json")
    h = Harness(store_root=tmp_path, render=True)
    h.boot()
    page = h.app.push(ReplaysScene(h.app))
    assert page.items[0].label.startswith("No replays yet") and not page.items[0].enabled
    assert (folder / "vegas-20260101-000000.json.bad").exists()
    assert any("could not be read and was set aside" in m for m, _ in h.app.toasts)


@pytest.mark.parametrize("game", ["mania", "vegas", "crashline", "insertcoin"])
def test_a_person_s_seat_in_a_replay_does_not_act_on_its_own(game, tmp_path):
    """A scene passes for a person who has nothing to play, or pushes the console for their duel: in the
    viewer only the replay's steps play, so the end is still the game's end."""
    scene, replay = saved(game, tmp_path, seed=4)
    doc = json.loads(json.dumps(replay.to_data()))
    for seat in doc["config"]["seats"][:2]:
        seat["kind"] = "human"
        seat["device"] = "keys_a"
    h, viewer = watching(tmp_path, rp.Replay.from_data(doc))
    viewer.speed = 4
    for _ in range(4000):
        if not viewer.playing:
            break
        h.advance(100)
    assert h.top is viewer, "nothing was pushed over the viewer (no duel console, no curtain)"
    assert viewer.inner.state.to_data() == scene.state.to_data()


def test_a_mania_duel_is_kept_in_the_replay_and_watched_on_the_console(tmp_path):
    from arcade.games.console.scene import ConsoleScene
    from arcade.games.mania.actions import DuelScore, action_from_data

    _scene, replay = saved("mania", tmp_path)
    duels = [i for i, step in enumerate(replay.steps) if isinstance(action_from_data(step[2]), DuelScore)]
    assert duels and set(duels) == set(replay.notes), "every duel's console run is kept with its score"
    h, viewer = watching(tmp_path, replay)
    h.tap("keys_a", "confirm")  # pause
    viewer.go_to(duels[0] + 1)
    assert ("Right Ctrl", "watch the duel") in viewer.hints()
    h.tap("keys_a", "extra")
    console = h.top
    assert isinstance(console, ConsoleScene) and console.replay is not None
    score = action_from_data(replay.steps[duels[0]][2]).score
    for _ in range(600):
        h.advance(100)
        if console.machine.final_score is not None:
            break
    assert console.machine.final_score == score or console.machine.final_score + 4 == score


@pytest.mark.parametrize("game", sorted(LEVELS))
def test_random_keys_on_the_viewer_never_break_it_and_its_states_stay_the_replay_s(game, tmp_path):
    """Mashing every key of every device on the viewer (play, pause, steps, turns, speeds, seats, leaving
    and coming back): nothing raises, and wherever it stops its game is the replay's game at that step."""
    import random

    from arcade.core.input import SEAT_ACTIONS

    _scene, replay = saved(game, tmp_path, seed=6)
    h, viewer = watching(tmp_path, replay)
    rnd = random.Random(game)
    for i in range(300):
        if h.top is not viewer:  # left (back), or a duel on the console on top: come back to a viewer
            while viewer in h.app.scenes.stack and h.top is not viewer:
                h.app.pop()
            if h.top is not viewer:
                viewer = h.app.push(ReplayViewer(h.app, replay, registry.get(game)))
        device = rnd.choice(("keys_a", "keys_b", "numpad"))
        action = rnd.choice(SEAT_ACTIONS if device != "numpad" else ("b4", "b5", "b6", "b8", "b2", "alt", "back"))
        h.tap(device, action)
        h.advance(rnd.choice((0, 16, 100, 400)))
        if i % 50 == 0:
            h.app.render(force=True)
    expected = viewer.watch.state_at(viewer.done).to_data()
    assert viewer.inner.state.to_data() == expected or viewer.realtime


def test_the_bar_covers_nothing_of_the_game_and_the_undo_note_sits_in_it(tmp_path):
    """Issue 36 #21, #22: the game's picture is shown above the REPLAY bar (the hand panel whole), and an
    undo's note is one or two lines in the bar, inside the window, above its key hints."""
    from arcade.games.vegas.machine import HAND_AREA
    from arcade.scenes.replay_viewer import GAME_H, bar_rect, game_area

    _scene, replay = saved("vegas", tmp_path)
    h, viewer = watching(tmp_path, replay)
    area, bar = game_area(), bar_rect()
    assert HAND_AREA.bottom <= GAME_H and not area.colliderect(bar), "the hand panel is shown whole, above the bar"
    viewer.note = ("The player took a move back (undo): the game is as it was after move 12.", h.app.now() + 5000)
    surface = pygame.Surface((1280, 720))
    with text.recording(surface) as rec:
        viewer.draw(surface)
    marks = [(m[1], str(m[2])) for m in rec.marks if m[0] == "text"]
    note = [r for r, s in marks if "took a move back" in s]
    keys = [r for r, s in marks if s in ("play/pause", "leave")]
    assert len(note) == 1 and keys
    assert surface.get_rect().contains(note[0]) and bar.contains(note[0])
    assert note[0].bottom <= min(k.top for k in keys), "never over the key bar"
    assert note[0].w > 300, "one line, not a column of words"
    hand = [r for r, s in marks if s.endswith("'s hand")]
    assert hand and all(not r.colliderect(bar) for r in hand), "the hand panel's words are not under the bar"


def test_an_undo_back_to_the_first_move_says_the_game_is_at_its_start():
    from arcade.scenes.replay_viewer import undo_words

    assert undo_words(0).endswith("the game is back at its start.")
    assert undo_words(12).endswith("as it was after move 12.") and "move 0" not in undo_words(0)
