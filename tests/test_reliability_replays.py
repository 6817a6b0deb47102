"""Issue 22 (smaller): a console replay's claimed score and game are compared with what it replays; the
list shows the re-simulated score and marks the replay whose file claims otherwise."""

import json

from arcade.games.console import library
from arcade.games.console import replay as rp
from arcade.games.console.bots import ReflexBot, play_out
from arcade.games.console.machine import new_game
from arcade.testing import Harness


def saved_replay(root):
    m = new_game("sneak_attack", 2, seed=3)
    play_out(m, ReflexBot(200, seed=4))
    while m.next_due() is not None:
        m.advance_to(m.next_due())
    path = library.save_run(root, rp.from_machine(m, {"player": "Ann", "date": "2026-11-30 12:00"}))
    return path, m.final_score


def listed(root):
    h = Harness(store_root=root)
    h.boot()
    from arcade.games.console.replays_menu import ReplayListScene
    from arcade.games.console.scene import ConsoleScene

    menu = h.app.push(ReplayListScene(h.app, ConsoleScene.watching))
    h.advance(50)
    return [item.label for item in menu.items]


def test_a_forged_score_is_listed_with_the_real_one_and_marked(tmp_path):
    path, real = saved_replay(tmp_path)
    doc = json.loads(path.read_text())
    assert real != 999 and doc["score"] == real
    doc["score"] = 999  # the digest and the inputs are the genuine ones
    path.write_text(json.dumps(doc))
    (label,) = listed(tmp_path)
    assert "999" not in label and f"{real:>3}" in label and "MISMATCH" in label
    replay = rp.load(path, verify_digest=True)
    assert replay.verified is False and replay.verified_score == real


def test_a_genuine_replay_is_listed_with_its_score_unmarked(tmp_path):
    path, real = saved_replay(tmp_path)
    (label,) = listed(tmp_path)
    assert "MISMATCH" not in label and f"{real:>3}" in label


def test_a_replay_claiming_another_game_or_skill_is_marked(tmp_path):
    path, _real = saved_replay(tmp_path)
    doc = json.loads(path.read_text())
    for change in ({"skill": 3}, {"game": next(g for g in rp.GAMES if g != doc["game"])}):
        path.write_text(json.dumps({**doc, **change}))
        (label,) = listed(tmp_path)
        assert "MISMATCH" in label, change
