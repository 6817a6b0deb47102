"""The replay viewer offers only keys that do something: a solo replay (one turn, one seat) shows no turn
count, no turn keys and no "whose cards" key, and those keys change nothing there; a game of several turns
and seats keeps them."""

from __future__ import annotations

from matrix_rig import Setup, play
from replay_rig import recorded

from arcade.core import replays as rp
from arcade.core.render import text
from arcade.games import registry
from arcade.scenes.replay_viewer import ReplayViewer
from arcade.testing import Harness


def watching(root, replay):
    h = Harness(store_root=root, render=True, fps=30)
    h.app.settings["anim_speed"] = 0.0
    h.boot()
    viewer = h.app.push(ReplayViewer(h.app, replay, registry.get(replay.game)))
    h.advance(40)
    while not viewer.watch.ready:
        h.advance(20)
    return h, viewer


def bar_texts(h) -> list[str]:
    h.app.invalidate_canvas()
    with text.recording(h.app.screen) as rec:
        h.app.render(force=True)
    return [str(what) for kind, _rect, what in rec.marks if kind == "text"]


def solo_replay(root):
    played = play(Setup("vegas", ("Easy",), seed=3), 3_600_000, store_root=root)
    return rp.load(played.scene.replay_path)


def test_a_solo_replay_shows_no_turn_control_and_its_keys_do_nothing(tmp_path):
    h, viewer = watching(tmp_path, solo_replay(tmp_path))
    h.tap("keys_a", "confirm")  # pause
    h.tap("keys_a", "right")
    h.tap("keys_a", "right")
    shown = bar_texts(h)
    status = " ".join(shown)
    assert "turn" not in shown and "whose cards" not in shown, shown
    assert "turn 1/1" not in status and "cards:" not in status
    assert "move" in shown and "play/pause" in shown and "leave" in shown
    before, follow = viewer.inner.state.to_data(), viewer.follow
    for key in ("up", "down", "extra", "down"):
        h.tap("keys_a", key)
    assert viewer.done == 2 and viewer.follow == follow
    assert viewer.inner.state.to_data() == before, "the turn and card keys change nothing in a solo replay"


def test_a_game_of_several_turns_and_seats_keeps_its_turn_and_card_keys(tmp_path):
    _scene, replay = recorded("vegas", tmp_path)  # two seats, hidden hands
    h, viewer = watching(tmp_path, replay)
    h.tap("keys_a", "confirm")
    shown = bar_texts(h)
    assert "turn" in shown and "whose cards" in shown
    assert any(s.startswith("REPLAY") and "turn 1/" in s for s in shown)
    h.tap("keys_a", "down")
    assert viewer.done > 0 and viewer.done in viewer.watch.turns
    h.tap("keys_a", "extra")
    assert viewer.follow == 1


def test_the_games_own_key_hints_do_not_show_above_the_replay_bar(tmp_path):
    """The bar has the keys that work in a replay: the game's own hints (Esc pause, F1 rules...) must not
    peek out at the foot of the game's picture (Crash Line's and Mania's did)."""
    from arcade.scenes.replay_viewer import game_area

    for game in ("crashline", "mania", "vegas", "insertcoin", "topspeed"):
        _scene, replay = recorded(game, tmp_path / game)
        h, viewer = watching(tmp_path / game, replay)
        h.advance(3000)
        h.app.invalidate_canvas()
        with text.recording(h.app.screen) as rec:
            h.app.render(force=True)
        area = game_area()
        foot = [str(what) for kind, r, what in rec.marks if kind == "text" and area.bottom - 14 < r.top < area.bottom]
        assert foot == [], f"{game}: the game's own key hints show above the bar: {foot}"
